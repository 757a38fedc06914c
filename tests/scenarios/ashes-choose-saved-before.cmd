# A game of ashes-of-empire saved before its choose command was a declared
# action: the stored ruleset text (tests/data/ashes-deploy-saved-before.yaml,
# the text of rulesets/ashes-of-empire.yaml then) has the action run the
# mechanism ('run: choose'); read, it becomes the declared action with the
# values chooser, places, place_of() and place_holder() and the effect
# take-place, with the usage line, refusals and lines of before.  Three
# players, the worlds dealt: Ann Earth (1), Bob Crab (2), Cleo Eastside
# (3); equal on every criterion but the home world number (booklet line
# 50), Ann chooses first, then Bob, and Cleo takes the place left.
new ashes-of-empire g --players Ann,Bob,Cleo --seed 5
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-deploy-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: choose') > 0, instr(text, 'take-place') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
allot Ann 1
allot Bob 2
allot Cleo 3
factory Ann oil
factory Bob oil
factory Cleo oil
# the flight order is chosen in its phase
!refuse choose Ann 1
next
next
help choose
!refuse choose Ann
!refuse choose Ann x
!refuse choose Ann 4
!refuse choose Cleo 1
choose Ann 3
!refuse choose Bob 3
!refuse choose Ann 1
choose Bob 1
!refuse choose Cleo 2
next
verify
!replay
# A game saved before the ruleset declared its commands at all (no
# 'actions:'; the phase's 'commands' list choose): the same declaration.
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The commands of the game') - 1) || substr(text, instr(text, '# The booklet numbers')) WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [choose]') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
what
!refuse choose Bob 1
choose Ann 2
!refuse choose Bob 1
verify
!replay
