# a site card entered at the table by the draw with its 'card' (an
# overlay, tests/data/albedo-lay-site.yaml): its name checked, its
# locations read and logged as read; status shows it
new albedo g --players Ann,Bob --seed 3 --overlay tests/data/albedo-lay-site.yaml
!refuse lay Bob p01 3 - - -
!refuse lay Bob north 3 flag - -
lay Bob North 3 flag:1,city:2 city:1 -
log
reveal p03
status
