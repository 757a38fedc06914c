# A player losing his home zone is told his new home and the game's
# command that moves it, in the phases that take it: ashes-of-empire with
# its 'home' action moved to the building phase names that phase, and
# without any 'home' action names no command (the GM's 'set' moves it).
!sh sed -e '/^  home:$/,/^    phase: movement$/s/phase: movement/phase: building/; s/^id: ashes-of-empire$/id: built/' $R/rulesets/ashes-of-empire.yaml > $T/built.yaml && sed -e '/^  home:$/,/- set-home: world$/d; s/^id: ashes-of-empire$/id: homeless/' $R/rulesets/ashes-of-empire.yaml > $T/homeless.yaml
!sh $A new $T/built.yaml g --players Ann,Bob --seed 13 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
next
next
fleet Ann 5 0 2
# Lenin, Bob's home world: his lowest world left is his home, moved in
# the building phase
landing Ann 5 captured 0 3
!sh $A new $T/homeless.yaml h --players Ann,Bob --seed 13 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
next
next
fleet Ann 5 0 2
# no command moves a home: only the new one is said
landing Ann 5 captured 0 3
