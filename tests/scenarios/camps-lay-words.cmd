# tests/data/camps-lay-words.yaml, a text written before the setup was
# declared whose lay shows its words in small letters: the setup's line
# (made at load) says 'lay PLACE TYPE', as the program said it before,
# where it said 'lay ' (the action's first words in capitals: none); the
# lay itself shows its own usage.
new tests/data/camps-lay-words.yaml g --players Ann,Bob --seed 1
!refuse lay
