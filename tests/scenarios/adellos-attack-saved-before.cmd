# A game of adellos saved before its attack was a declared action: the
# stored ruleset text (tests/data/adellos-summon-saved-before.yaml, the
# text of rulesets/adellos.yaml then) gives the command as an action that
# runs the mechanism ('run: attack', with its usage, words and
# completion).  Read, it becomes the declared action (two words of kind
# tracked, one of kind modifiers, the effect duel), and the game fights as
# before: the same lines, refusals (in their order), --json members and
# log.  TEST VALUES (tests/data/adellos-test.yaml): Soldier attack 2
# defence 2, Kogue defence 2, Zombie attack 2, Merchant Pinkerton attack 1,
# Zombie Lord defence 2; a deck of 10 cards.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,merchant-pinkerton,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-summon-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: attack') > 0 FROM texts WHERE ord = 0"
# in the setup: the phase's refusal before the words are read
!refuse attack soldier-1 kogue-1
# too few words: the action's usage line (main's binary, which let the
# program count the words of a command that ran a mechanism, showed the
# program's two forms, 'attack TARGET FROM:N[,FROM:N...] [= A D] | attack
# PIECE TARGET ...'; the only lines of this file it wrote otherwise)
!refuse attack soldier-1
!refuse attack
hire soldier Ann
hire kogue Bob
hire zombie Cleo
next
!refuse attack soldier-1 kogue-1 = 3
next
!refuse attack soldier-9 kogue-1 = 3
!refuse attack soldier-9 kogue-1
!refuse attack kogue-1 soldier-1
!refuse attack soldier-1 kogue-9 x+1
move soldier-1 field
counters general-iron-fist 1
attack soldier-1 kogue-1
counters general-iron-fist 0
attack soldier-1 kogue-1 --json
!refuse attack soldier-1 Bob
!refuse attack soldier-1 general-iron-fist a+1
next
next
move merchant-pinkerton field
attack merchant-pinkerton soldier-1 a+1:neighbour
attack merchant-pinkerton Ann d-0:none a-1
next
next
move zombie-1 field
attack zombie-1 soldier-1
!refuse attack zombie-1 soldier-1 d-1:card cards:Cleo
draw Cleo 2
!refuse attack zombie-1 soldier-1 cards:Bob
!refuse attack zombie-1 soldier-1 cards:Cleo:3
!refuse attack zombie-1 soldier-1 cards:Cleo:0
!refuse attack zombie-1 soldier-1 cards:Nobody
!refuse attack zombie-1 soldier-1 x+1
!refuse attack zombie-1 soldier-1 a+one
!refuse attack zombie-1 soldier-1 a+2000
!refuse attack zombie-1 soldier-1 a+1 cards:Ann x
!refuse attack zombie-1 soldier-1 = 3 4
!refuse attack zombie-1 zombie-lord
!refuse attack zombie-1 soldier-9
!refuse attack zombie-1 soldier-1 d-1:card cards:Cleo A+1 a+1:
attack zombie-1 soldier-1 d-1:card a+1: cards:Cleo
next
next
# Ann's noble slays Cleo's with an event card: Cleo is out, Ann takes the
# reward (gold and a card from the bank, Cleo's gold and cards)
move general-iron-fist field
draw Ann
attack general-iron-fist Cleo a+1 cards:Ann:1 --json
!sh $A status --json | grep -E '"(gold|cards|out)"'
log
verify
!replay
# a text of before with no actions (tests/data/adellos-no-actions.yaml):
# the command by its name is the declaration all the same
new adellos b --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=merchant-pinkerton,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-no-actions.yaml') WHERE ord = 0 AND game = (SELECT max(game) FROM texts)" && sqlite3 $T/game.db "SELECT instr(text, char(10) || 'actions:') = 0 FROM texts WHERE ord = 0 AND game = (SELECT max(game) FROM texts)"
!refuse attack merchant-pinkerton zombie-lord
next
next
!refuse attack merchant-pinkerton
!refuse attack merchant-pinkerton zombie-lord = 2
!refuse attack merchant-pinkerton Ann
!refuse attack merchant-pinkerton Bob cards:Bob
move merchant-pinkerton field
attack merchant-pinkerton Bob a+1:flank --json
attack merchant-pinkerton zombie-lord a+2
log
verify
!replay
# a text of before whose actions do not name attack: by its name too
new adellos n --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
!sh sed -e '/^  attack:$/{N;/\n    help:/{N;N;N;N;d;};}' tests/data/adellos-summon-saved-before.yaml > $T/old.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/old.yaml') WHERE ord = 0 AND game = (SELECT max(game) FROM texts)" && sqlite3 $T/game.db "SELECT instr(text, 'run: attack'), instr(text, 'mode: contest') > 0 FROM texts WHERE ord = 0 AND game = (SELECT max(game) FROM texts)"
hire soldier Ann
next
next
!refuse attack soldier-1
move soldier-1 field
attack soldier-1 Bob
status
verify
!replay
