# tests/data/albedo-lay-site.yaml as written before: a site card word of
# kind revealed, not optional, of an action that writes its usage, is
# rewritten at load (ruleset_revealed.c); the same lines as albedo-lay-site
new albedo g --players Ann,Bob --seed 3 --overlay tests/data/albedo-lay-before.yaml
!refuse lay Ann
!refuse lay Ann p01 x
!refuse lay Ann zz
!refuse lay Ann north x - - -
lay Ann p01 --json
!refuse lay Bob p02
!refuse lay Bob p02 x
!refuse reveal p01
reveal p02
next
