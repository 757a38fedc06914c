# each-site and site_keeper(SITE) read by an action of an overlay
# (tests/data/albedo-sites-kept.yaml): before the landings nobody keeps a
# planet; after round 1's landings Ann and Bob each keep one, Dan scores a
# flag at Bob's without keeping it; a number past the round's planets is
# kept by nobody.  clear-round-sites takes the round's planets off the
# table, refused while cards played lie there (bare-abandon): none is
# said after it, and the round's end has none to say.
new albedo c --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-sites-kept.yaml
planets
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
planets
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry infantry fighter fighter fighter
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1 flag:1
land Cleo 2 city:fighter
land Dan 3
planets
resolve
land Bob 1 flag:1
land Dan 3 flag:1
planets
!refuse bare-abandon
planets
abandon
planets
next
status
