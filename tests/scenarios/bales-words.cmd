# bales (tests/data/bales.yaml): a field of an items word named in the
# game's words (what: "the {store}'s {folk}"): its refusal says "the
# barn's hands", as the game calls them, and changes nothing.
!sh $A new $R/tests/data/bales.yaml g --players Ann,Bob --seed 1
bale Ann hay:2 2xstraw:1
!refuse bale Bob hay:5
!refuse bale Bob straw:0
