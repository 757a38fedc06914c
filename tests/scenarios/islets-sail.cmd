# islets (tests/data/islets.yaml): skiffs sail with the general effect
# squad-flies and the expression distance(), otherwise than
# ashes-of-empire's send: skiffs alone, one space at most (a requirement
# of the game's), joining the skiffs waiting there; more than the squad
# has refused by the effect.
!sh $A new $R/tests/data/islets.yaml g --players Ann,Bob --seed 2
factory 1 shell
factory 3 shell
next
sail Ann 1 2 1
sail Ann 1 2 1
!refuse sail Ann 1 3 1
!refuse sail Ann 1 1 1
!refuse sail Ann 1 4 5
!refuse sail Bob 2 1 1
sail Bob 3 4 3
status
verify
!replay
