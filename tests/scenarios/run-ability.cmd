# run-ability runs the ability a chief declares for the actor, who pays
# its cost: muster runs the player's own chief's, invoke the other
# player's chief's, lent to its own.  TEST VALUES
# (tests/data/piece-table.yaml): Ann's Marshal Vey has only lasting
# abilities, Bob's Baron Oss one (4 gold: a knight into the camp).
!sh $A ruleset check tests/data/piece-table.yaml
new tests/data/piece-table.yaml g --players Ann,Bob --seed 1
# the Marshal has no ability to use
!refuse muster
invoke
invoke --json
# 2 gold left: the ability costs 4
!refuse invoke
next
muster
!refuse invoke
!replay
