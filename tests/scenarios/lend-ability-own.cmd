# lend-ability where the chief that borrows is not the actor's own: the
# Herald (patron 0, whom nobody chose) asked to borrow for Ann the ability
# of Ann's own patron is refused naming it as Ann's own, the Herald
# lending Ann only another's (adellos' Jester Caspar, who borrows for his
# own player, keeps "cannot borrow its own ability": adellos-abilities).
# TEST VALUES (tests/data/patrons.yaml): Ann has Miser Oda, Bob Knight Cole.
new tests/data/patrons.yaml g --players Ann,Bob --seed 1
!refuse herald miser
herald sage
!replay
