# bales (tests/data/bales.yaml): flags of an items word that say what
# they do in the game's words (covered: "keeps the {store} dry"): a
# refusal names them so, "':covered' after one keeps the barn dry" (it
# printed "{store}" as written), and changes nothing.
!sh $A new $R/tests/data/bales.yaml g --players Ann,Bob --seed 1
stack Ann hay:covered 2xstraw:open
!refuse stack Bob hay:wet
!refuse stack Bob cloth
