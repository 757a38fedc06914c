# brains: a push-your-luck game written as data alone
# (rulesets/examples/brains.yaml): a cup of 13 dice of three colours drawn
# without replacement, symbol dice, a turn's brains banked or lost.
new rulesets/examples/brains.yaml n --players Ann,Bob --seed 3
# a green die shows a brain one time in two, a red one in six: two greens
# and a red show at least two brains with 1/4 + 1/2 * 1/6 = 1/3
odds '2green-brain + 1red-brain >= 2'
odds '1green-shot + 1yellow-shot + 1red-shot'
!refuse stop
# the draw from the cup first (the nth die left: greens, then yellows,
# then reds; 1 of 13 a green, 6 of 12 the first yellow, 11 of 11 the last
# red), then the faces by name in the same order
throw = 1 6 11 steps brain shot
status
# the green footprint stays in hand, and is thrown again as a green die:
# two more dice come from the cup (5 of 10 a green, 9 of 9 the last red)
throw = 5 9 steps brain brain
status
stop
# Bob's turn: every die is back in the cup, from the table
status
throw = 1 1 1 shot shot steps
# a third shot loses the turn's brain, and the turn passes
throw = 1 1 brain shot steps
status
!refuse throw = 1 1 1 brain brain wing
# two faces for the three dice drawn
!refuse throw = 1 1 1 brain brain
# Ann's second turn: twelve brains in four throws leave one die in the cup
# (3 greens, 3 greens, 3 yellows, then the last yellow and 2 reds)
throw = 1 1 1 brain brain brain
throw = 1 1 1 brain brain brain
throw = 1 1 1 brain brain brain
throw = 1 1 1 brain brain brain
status
# the cup cannot make up a hand: the brains set aside go back into it
# (6 greens, 4 yellows, 2 reds, beside the red left), and three are drawn
throw = 1 7 11 steps shot brain
status
!replay
