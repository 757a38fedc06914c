# buy-sub-locations' out-of-order, apart from pool-name: tests/data/
# albedo-land-data.yaml's 'raid' declared before albedo's 'land' (as in
# albedo-raid-first), but marked 'out-of-order: true' with no pool-name
# (its line says the second card value's name, ground), and albedo's
# 'land' given 'pool-name: troops': the hints and refusals that name the
# command landing in the landing order still name 'land', whose line says
# troops.  A text of before (pool-name alone, albedo-raid-first) keeps its
# meaning: there the pool-name marks the raid out of the order at load.
!sh sed -n '/^  raid:/,$p' $R/tests/data/albedo-land-data.yaml | sed 's/^          pool-name: raid$/          out-of-order: true/' > $T/raid.yaml && awk -v r=$T/raid.yaml '/^  land:$/{while ((getline l < r) > 0) print l} {print} /^          pays: "brought\(player, second_total\)"$/{print "          pool-name: troops"}' $R/rulesets/albedo.yaml > $T/albedo.yaml && grep -n '^  raid:\|^  land:\|out-of-order\|pool-name' $T/albedo.yaml
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
land Ann 1 flag
!refuse resolve
# a text that says out-of-order anywhere is not read as one of before:
# the raid with its pool-name and 'out-of-order: false', declared first,
# is the one the hints name
!sh sed -n '/^  raid:/,$p' $R/tests/data/albedo-land-data.yaml | sed 's/^          pool-name: raid$/&\n          out-of-order: false/' > $T/raid2.yaml && mkdir -p $T/two && awk -v r=$T/raid2.yaml '/^  land:$/{while ((getline l < r) > 0) print l} {print}' $R/rulesets/albedo.yaml > $T/two/albedo.yaml && grep -n '^  raid:\|^  land:\|out-of-order\|pool-name' $T/two/albedo.yaml
!sh $A new $T/two/albedo.yaml r2 --players Ann,Bob,Cleo,Dan --seed 8 | tail -1
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
