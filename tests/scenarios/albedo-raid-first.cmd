# tests/data/albedo-land-data.yaml's 'raid' (buy-sub-locations under a
# pool of its own name: out of the landing order) declared before albedo's
# 'land' (buy-sub-locations without pool-name): the hints that name the
# command landing in the landing order still name 'land', not the first
# action declared.
!sh sed -n '/^  raid:/,$p' $R/tests/data/albedo-land-data.yaml > $T/raid.yaml && awk -v r=$T/raid.yaml '/^  land:$/{while ((getline l < r) > 0) print l} {print}' $R/rulesets/albedo.yaml > $T/albedo.yaml && grep -n '^  raid:\|^  land:' $T/albedo.yaml
!sh $A new $T/albedo.yaml r --players Ann,Bob,Cleo,Dan --seed 8 | tail -1
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry infantry fighter fighter fighter
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
!refuse resolve
raid Dan 2 city:fighter
