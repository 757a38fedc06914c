# A game of adellos saved before its 'ability' was a declared action: the
# stored ruleset text (tests/data/adellos-ability-saved-before.yaml, the
# text of rulesets/adellos.yaml then) gives the command as an action that
# runs the mechanism ('run: ability', with its usage, words and
# completion).  Read, it becomes the declared action (a word of kind chief,
# the effect use-ability), and the nobles' abilities are used and borrowed
# as before, with the same lines, refusals and report.
# TEST VALUES (tests/data/adellos-test.yaml): a deck of 10 cards, 2
# Paladin tokens.
new adellos j --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,merchant-pinkerton,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-ability-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: ability') > 0 FROM texts WHERE ord = 0"
# in the setup it is nobody's turn, with a word or without
!refuse ability
!refuse ability arch-paladin-mathias
next
next
!refuse ability a b
!refuse ability king-arthur
!refuse ability jester-caspar
!refuse ability merchant-pinkerton
# the chief's id written in the log, whatever the case given
!sh $A ability Arch-Paladin-Mathias --json
ability
# 3 gold for a Paladin, 2 left
!refuse ability
give Ann 3 gold
!sh $A ability --json
log
verify
!replay
complete ability arch-p
help ability
#
# Merchant Pinkerton's ability borrows nothing; his own draws a card,
# refused once the deck is empty
new adellos m --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=merchant-pinkerton,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-ability-saved-before.yaml') WHERE ord = 0"
next
next
!refuse ability zombie-lord
ability
draw Bob 9
!refuse ability
verify
#
# the Jester borrows General Iron Fist, whose abilities all last; a noble
# under time counters rests; a noble without an ability has none to use
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-ability-saved-before.yaml') WHERE ord = 0"
next
next
ability general-iron-fist
!refuse ability
counters jester-caspar 1
!refuse ability
!refuse ability general-iron-fist
counters jester-caspar 0
log
verify
!replay
new adellos f --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-ability-saved-before.yaml') WHERE ord = 0"
next
next
!refuse ability
!refuse ability zombie-lord
remove general-iron-fist
!refuse ability
#
# a text of before commands were declared (no actions,
# tests/data/adellos-no-actions.yaml): the program's command by its name,
# read as the same declared action
new adellos n --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-no-actions.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, char(10) || 'actions:') = 0 FROM texts WHERE ord = 0"
next
next
!refuse ability a b
!refuse ability zombie-lord
ability arch-paladin-mathias
ability
log
verify
!replay
help ability
complete ability arch-p
