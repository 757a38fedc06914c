# A game of adellos saved while its text still had mechanisms.duel beside
# the declared attack, the slayer's reward written in both sides' lines:
# the stored ruleset text (tests/data/adellos-reward-saved-before.yaml, the
# text of rulesets/adellos.yaml then).  Read, mechanisms.duel is taken out
# (core/rules/ruleset_duel.c) and the game plays as adellos-slain: a slain
# noble, its player out with its units, the slayer's reward of 2 gold from
# the bank, 1 event card and the slain player's gold and event cards; a
# tie, then an event card decides; undo, redo, the log and its replay.
# TEST VALUES (tests/data/adellos-test.yaml): a deck of 10 cards, Soldier
# attack 2 (+1 from General Iron Fist), Zombie Lord defence 2, Pope
# Anicetus IV defence 3.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord,pope-anicetus
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-reward-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '  duel:' || char(10) || '    combat: attack') > 0 FROM texts WHERE ord = 0"
hire soldier Ann
hire zombie Bob
summon zombie Bob
draw Bob 2
next
next
move soldier-1 field
# a noble is attacked by its id, or by its player's name
attack soldier-1 Bob
!sh $A status --json | grep -E '"(gold|cards|out|alive)"'
!refuse hire zombie Bob
!refuse attack soldier-1 zombie-1
move soldier-1 home
next
# Bob is out: Cleo plays next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
# Ann's three action points are all to be spent before her turn ends
!refuse next
# the Pope defends with 3: a tie, then an event card of Ann's decides
move soldier-1 field
attack soldier-1 pope-anicetus
attack soldier-1 Cleo a+1:card cards:Ann
!refuse next
!refuse move general-iron-fist field
status
!sh $A status --json | grep -E '"(winner|out|alive)"'
undo
status
redo
log
!replay
