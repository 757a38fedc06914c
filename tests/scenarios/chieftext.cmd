# '@chieftext X' says the text of warden X, "only lasting ones" for one
# that gives none, "?" for no warden: deed's refusal of a warden with no
# ability to use writes it as use-ability's does; chief_ability(CHIEF)
# tells whether warden CHIEF has an ability to use (call).  TEST VALUES
# (tests/data/wardens.yaml): Ann has Keeper Ash, Bob Watcher Brin.
!sh $A ruleset check tests/data/wardens.yaml
new tests/data/wardens.yaml g --players Ann,Bob --seed 1
deed
lore 1
lore 2
lore 3
next
!refuse deed
# any warden's by its number: Bob calls on Ann's Keeper
!refuse call 2
!refuse call 3
call 1
status
!replay
