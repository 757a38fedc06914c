# A game of ashes-of-empire saved while its space battle was the program's
# mechanism (an action running 'battle'): its stored text is rewritten at
# load into the declared battle (a region word, two words of kind parties,
# the effect orbit-battle), whose refusals in their order, lines, morale
# counters, flights home, dice and --json are the mechanism's, and its log
# replays.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: battle') > 0, instr(text, 'orbit-battle') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help battle
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
# the setup, then another phase: refused for its phase, after the count
!refuse battle 9 Ann Bob
!refuse battle 9 Ann
next
!refuse battle 9 Ann Bob = 6
!refuse battle 9
next
choose Ann 2
next
next
fleet Bob 9 6 2
next
next
next
# the combat phase: the words, each side's parties in turn, then the
# sides together, then the dice
!refuse next
!refuse battle 9
!refuse battle 9 Ann Bob Ann
!refuse battle zork Ann Bob
!refuse battle 9 Ann Cleo
!refuse battle 9 Ann,Bob neutral
!refuse battle 9 Ann Ann
!refuse battle 9 Ann,Bob Bob
!refuse battle 9 Ann neutral
!refuse battle 12 Ann Bob
!refuse battle 9 Ann,,Bob Ann
!refuse battle 9 Ann Bob = 6 6 6
!refuse battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1 1
!refuse battle 9 Ann Bob = 6 6 6 6 7 1 1 1 1 1 1
battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1
!refuse battle 9 Ann Bob = 6 6 6 6 1
# at Earth: Ann's morale counter is up, so 10 fighters throw 12 dice
fleet Bob 1 2 0
battle --json 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
!refuse battle 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
# Mechanica is neutral and its guard's size unknown: the guard is on a
# side, or set; every party with fighters there is on a side
fleet Ann 12 4 0
fleet Bob 12 2 1
!refuse battle 12 Ann Bob
!refuse battle 12 Ann,Bob neutral
fleet neutral 12 3 0
!refuse battle 12 Ann neutral
!refuse battle 12 neutral Ann
battle 12 neutral Ann,Bob
status
log 6
!replay
verify
# A text of before commands were declared (no actions: the combat phase
# lists 'battle' by name): the command said whose phase it is before it
# counted its words
new ashes-of-empire h --players Ann,Bob --seed 11 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The commands of the game') - 1) || substr(text, instr(text, '# The booklet numbers')) WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'commands: [battle, landing]') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
!refuse battle 9 Ann Bob
!refuse battle 9
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
!refuse battle 9
!refuse battle 9 Ann Bob Ann Bob
next
choose Ann 2
next
next
fleet Bob 9 6 2
next
next
next
!refuse battle 9
!refuse battle 9 Ann Bob Ann
!refuse battle zork Ann Bob
!refuse battle 9 Ann Ann
!refuse battle 9 Ann Bob = 6 6 6
battle 9 Ann Bob
!refuse battle 9 Bob Ann
status
log 3
!replay
verify
