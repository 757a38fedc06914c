# A game of aldarra-reborn saved before 'lay' was a declared action: the
# stored ruleset text has an action that runs the mechanism ('run: lay'),
# the text of rulesets/aldarra-reborn.yaml then
# (tests/data/aldarra-explore-saved-before.yaml).  Read, it becomes the declared action (a
# word of kind layout and the effect lay-tiles), and the game lays,
# refuses and replays as before.  Then the action is renamed in the stored
# text ('tiles', still running the mechanism): both it and the program's
# command by its name, 'lay', are declared.
new aldarra-reborn g --players Green,Blue,Red --seed 4 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: lay') > 0 FROM texts WHERE ord = 0"
!refuse lay
!refuse lay a1
!refuse lay a1 gold b1
!refuse lay a1 plains
!refuse lay 1a gold
!refuse lay a1 gold a1 silver
!refuse lay a3 crystal b3 crystal c3 crystal
lay a1 gold B1 Silver
lay north-ridge mountain --json
help lay
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '  lay:' || char(10) || '    help: lay', '  tiles:' || char(10) || '    help: lay') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '  tiles:') > 0 FROM texts WHERE ord = 0"
tiles c1 copper
lay random --json
!refuse tiles random
map
log
verify
!replay
