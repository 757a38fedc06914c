# '@chieftext X' says the text of warden X, "only lasting ones" for one
# that gives none, "?" for no warden: deed's refusal of a warden with no
# ability to use writes it as use-ability's does; chief_ability(CHIEF)
# tells whether warden CHIEF has an ability to use (call); plea's word
# of kind chief is read by a lend-ability under an if.  TEST VALUES
# (tests/data/wardens.yaml): Ann has Keeper Ash, Bob Watcher Brin;
# nobody chose Envoy Cas and Scribe Dov.
!sh $A ruleset check tests/data/wardens.yaml
new tests/data/wardens.yaml g --players Ann,Bob --seed 10
deed
lore 1
lore 2
lore 5
next
!refuse deed
# any warden's by its number: Bob calls on Ann's Keeper
!refuse call 2
!refuse call 5
call 1
# plea's word is read by a lend-ability under an if: the Envoy, whom
# nobody chose, borrows for Bob the Scribe's ability
!refuse plea keeper
plea scribe
call 4
status
!replay
