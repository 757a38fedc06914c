# an items word read by-effect otherwise than albedo's land (an overlay,
# tests/data/albedo-raid-items.yaml): raid's prizes, read by
# buy-sub-locations after its own refusals (a location out of bounds
# before a bad prize), each refused in the word's own words, its parts
# in any order (the card before the cost, logged in the fields' order:
# card, then cost), the last of each kept
new albedo r --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-raid-items.yaml
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
help raid
!refuse raid Dan 9 laser
!refuse raid Dan 2 laser
!refuse raid Dan 2 2xcity
!refuse raid Dan 2 city:laser
!refuse raid Dan 1 flag:1 flag:1
!refuse raid Dan 1 flag:3:2
raid Dan 2 city:2:fighter --json
land Ann 1 flag:1
land Cleo 2
resolve
!refuse raid Bob 3 laser:1
raid Bob 3 flag:9:1
log
