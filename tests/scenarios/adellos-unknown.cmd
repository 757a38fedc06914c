# Adellos with the shipped ruleset alone: the book prints the Soldier's
# cost and no other value of a unit or a noble.  A command that needs one
# stops (exit 3) and says how to supply it: from the tile ('tile'), or in
# an overlay, also amended into a running game.  The values entered here
# are TEST VALUES.
!sh $A ruleset check rulesets/adellos.yaml | head -3
!sh $A ruleset template adellos | head -12
new adellos g --players Ann,Bob --seed 1 --option nobles=general-iron-fist,zombie-lord
!refuse hire soldier Ann
tile soldier supply:3
!refuse hire soldier Ann
ruleset amend tests/data/adellos-amend-area.yaml
hire soldier Ann
!refuse summon zombie Bob
# 'tile' fills only what the ruleset leaves unknown, once
!refuse tile soldier cost:4
tile soldier cost:3
!refuse tile soldier supply:4
tile soldier supply:3
!refuse tile general-iron-fist cost:2
!refuse tile soldier power:2
!refuse tile soldier attack:-1
!refuse tile soldier attack
!refuse tile dragon attack:2
tile general-iron-fist attack:3 defence:2 move:1
# the income phase needs the income of every unit on the board
!refuse next
tile soldier income:0 wisdom:0
next
next
move soldier-1 field
!refuse attack soldier-1 Bob
tile soldier attack:2 defence:2 move:1
!refuse attack soldier-1 Bob
tile zombie-lord defence:3
attack soldier-1 Bob
draw Ann
log
!replay
verify
