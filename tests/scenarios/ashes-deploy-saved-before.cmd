# A game of ashes-of-empire saved before its deploy command was a declared
# action: the stored ruleset text (tests/data/ashes-deploy-saved-before.yaml,
# the text of rulesets/ashes-of-empire.yaml then, put back as it was) has
# the action run the mechanism ('run: deploy'); read, it becomes the
# declared action with the value starting_left and the effect
# place-starting, with the usage line, refusals and lines of before.  Start
# position scenario-1 (rulebook lines 34-36): Ann holds Earth (1, home),
# Barnard's Arrow (9), Crossland (20); Bob holds Lenin (5, home), Last
# Hope (13), Einstein (34); each places a colony fleet of 5 fighters and 3
# transporters.
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-deploy-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: deploy') > 0, instr(text, 'place-starting') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help deploy
!refuse deploy Ann
!refuse deploy Ann nowhere
# Lenin is Bob's; Earth is Ann's home, and the fleet goes to a colony
!refuse deploy Ann 5
!refuse deploy Ann 1
deploy Ann 20
!refuse deploy Ann 9
factory Ann steel
factory Bob oil
deploy Bob 13
next
# the setup is over
!refuse deploy Bob 34
verify
!replay
# A game saved before the ruleset declared its commands at all (no
# 'actions:'): deploy was the command by its name; it is the same
# declaration, in the words of the text.
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The commands of the game') - 1) || substr(text, instr(text, '# The booklet numbers')) WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
what
!refuse deploy Ann 1
deploy Ann 9
deploy Bob 34
!refuse deploy Bob 13
verify
!replay
