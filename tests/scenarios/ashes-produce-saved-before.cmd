# Games of ashes saved while the raw materials phase was the effects
# 'produce: true' and 'replenish-neutrals: true' of its begin
# (tests/data/ashes-produce-saved-before.yaml, lead's text at ef89b6ae).
# What they say: every factory on a world held makes its output for the
# world's owner, decided by the world's population, one line a player in
# seat order (several raw materials on one line; "make nothing" for a
# player whose worlds have no factory); the phase is refused while a
# conquered world awaits its factory; the neutral worlds where a landing
# was held off, or that revolted, take their troops and fighters back
# up, once (a guard the table gives kept when it is stronger).  A
# conversion of these effects into declarations must replay
# these lines unchanged.
new ashes-of-empire g --players Ann,Bob --seed 13 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-produce-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'produce: true') > 0 AND instr(text, 'replenish-neutrals: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
next
next
fleet Ann 2 0 4
fleet Ann 12 0 3
fleet Ann 34 0 3
landing Ann 2 repelled 2 1
landing Ann 12 captured 1 2
landing Ann 34 captured 0 3
# Mechanica (12) awaits the factory of Ann's choice: the raw materials
# wait for it
!refuse next
factory 12 hightech
# Barnard's Arrow (9) with a population of 5 (2 each), Bob's Last Hope
# (13) without its factory; Ann makes oil (Einstein, taken from Bob),
# steel and high tech
world 9 population=5 troops=5
world 13 oil=0
next
status
# round 2: Bob's worlds without factories make nothing; Crossland (20)
# revolts at the end of round 1 and replenishes with Crab (2)
world 5 oil=0
world 20 troops=1
next
next
choose Bob 1
next
next
next
next
next
next
# round 3: nothing left to replenish
next
next
choose Bob 1
next
next
next
next
next
next
status
# round 4: the table gives a neutral world 2 fighters (an amendment):
# Earth (1), left with 1 troop, revolts at the end of round 3 and takes 3
# troops and 2 fighters; Crab (2), guarded by 5 fighters, keeps them after
# a landing held off there
ruleset amend tests/data/ashes-amend-guards.yaml
world 1 troops=1
fleet neutral 2 5 0
next
next
choose Bob 1
next
next
next
next
next
fleet Ann 2 0 4
landing Ann 2 repelled 2 1
next
status
verify
!replay
