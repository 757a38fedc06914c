# islets (tests/data/islets.yaml): a laden barge moors with the general
# effect squad-counts and the expressions squad_strikers() and
# squad_carriers(), otherwise than ashes-of-empire's fleet: one barge
# more, its count an expression over the squad there, the skiffs kept,
# the goods a word of kind cargo set kind by kind; a squad made on a
# distance space bound for an islet; more goods than the barges hold
# refused.
!sh $A new $R/tests/data/islets.yaml g --players Ann,Bob --seed 2
factory 1 shell
factory 3 shell
next
moor Ann 1 0 1 folk
moor Ann 1 0 2 shell
moor Ann 3 2 2 shell
moor Ann 3 2 3 shell
!refuse moor Bob 3 0 9 shell
!refuse moor Bob 3 4 1 shell
status
verify
!replay
