# lend-ability: the Herald (patron 0, whom nobody chose here) borrows for
# the player the ability of a patron nobody chose, the player paying his
# cost; favour then runs it (run-ability, chief_of(me, lent)), lent to the
# player's own patron, until the turn ends.  TEST VALUES
# (tests/data/patrons.yaml): Ann has Miser Oda, Bob Knight Cole.
!sh $A ruleset check tests/data/patrons.yaml
new tests/data/patrons.yaml g --players Ann,Bob --seed 1
!refuse favour
# the word left out: nothing is lent
herald
!refuse favour
# a patron the ruleset does not have, one another player chose, one whose
# ability borrows too
!refuse herald nobody
!refuse herald knight
!refuse herald herald
herald Sage
!refuse herald sage
favour
favour --json
status
next
# the turn is over: Bob has borrowed nothing
!refuse favour
herald sage --json
!replay
