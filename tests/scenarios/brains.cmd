# brains: a push-your-luck game written as data alone
# (rulesets/examples/brains.yaml): a cup of 13 dice drawn without
# replacement, symbol dice, a turn's brains banked or lost.
new rulesets/examples/brains.yaml n --players Ann,Bob --seed 3
# three dice of three brains, two footprints and a shot: at least two
# brains has the chance of 3 * (1/2)^2 * 1/2 + (1/2)^3 = 1/2
odds '3zombie-brain >= 2'
odds '3zombie-shot'
!refuse stop
# the draw from the cup first (any of the 13 dice), then the faces by name
throw = 1 1 1 brain steps shot
status
# the footprint stays in hand: two more dice come from the cup (10 left)
throw = 1 1 brain brain brain
stop
status
throw = 1 1 1 shot shot steps
# a third shot loses the turn's brain, and the turn passes
throw = 1 1 brain shot steps
status
!refuse throw = 1 1 1 brain brain wing
!replay
