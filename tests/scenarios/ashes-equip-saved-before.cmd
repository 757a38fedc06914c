# A game of ashes-of-empire saved before its factory command was a
# declared action: the stored ruleset text
# (tests/data/ashes-equip-saved-before.yaml, the text of
# rulesets/ashes-of-empire.yaml then, put back as it was) has the action
# run the mechanism ('run: equip'); read, it becomes the declared action
# with the word kinds holding and producer and the effect equip, with the
# usage line, refusals and lines of before.  Start position scenario-1
# (rulebook lines 32-36): Ann holds Earth (1, home), Barnard's Arrow (9),
# Crossland (20); Bob holds Lenin (5, home), Last Hope (13), Einstein (34);
# each world taken at the start waits for a factory of its owner's choice.
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-equip-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: equip') > 0, instr(text, 'equip: {') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help factory
!refuse factory Ann
!refuse factory Ann steel oil
!refuse factory nowhere steel
!refuse factory 1 gold
!refuse factory Carl steel
factory 1 steel
# Earth has its factory; the others of Ann's wait
!refuse factory 1 oil
!refuse factory earth oil
factory Ann oil
!refuse factory Ann oil
factory 13 hightech
factory bob steel
deploy Ann 20
deploy Bob 34
next
# the setup is over: the worlds have their factories
!refuse factory 9 steel
!refuse factory Bob steel
status
verify
!replay
# A game saved before the ruleset declared its commands at all (no
# 'actions:'): the command was the program's, by its name factory ('equip'
# is none); it is the same declaration, in the words of the text.  The
# hint of 'next' names it (main's binary named the mechanism, 'equip',
# which no command ran).
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The commands of the game') - 1) || substr(text, instr(text, '# The booklet numbers')) WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
help factory
!refuse factory 1
!refuse factory 1 gold
!refuse equip 1 steel
factory 1 steel
factory Ann oil
!refuse factory Ann oil
deploy Ann 9
deploy Bob 13
!refuse next
verify
!replay
