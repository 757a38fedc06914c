# buy-sub-locations used otherwise than albedo's land (an overlay,
# tests/data/albedo-land-data.yaml): 'raid', a player at the planet lands
# out of the landing order, paying with his space total less 1 (a pool
# called raid; below 0 it pays nothing), with a line of its own for the
# next lander and none for the planet done; the landing order then
# passes over him
new albedo r --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-land-data.yaml
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry infantry fighter fighter fighter
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
!refuse raid Dan 2 city:fighter
resolve
!refuse raid Bob 2
!refuse raid Dan 1 flag:1 flag:1
raid Dan 2 city:fighter --json
!refuse raid Dan 2
!refuse land Dan 3
land Ann 1 flag:1
land Cleo 2
resolve
!refuse raid Dan 1 flag:2
!refuse raid Dan 3 flag:1
raid Bob 3 flag:1
!refuse land Bob 1
land Dan 1 flag:1
log
