# adellos' attack as rulesets/adellos.yaml declares it now (combat-round
# with modifier(), @modifierterms, play-cards, leave, fall and reward), in
# a new game: the commands of adellos-duel-saved-before, whose stored text
# has the effect duel of before, and the same lines, refusals (in their
# order), --json members and log -- a win, a loss, a tie, the GM's
# modifiers (a note, none, an empty one), event cards played (their
# number logged), a card refused between the
# modifiers' syntax errors, a slain leader with its reward, a contest that
# strikes back.  TEST VALUES (tests/data/adellos-test.yaml): Soldier
# attack 2 defence 2, Kogue defence 2, Zombie attack 2, Merchant
# Pinkerton attack 1, Zombie Lord defence 2; a deck of 10 cards.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,merchant-pinkerton,zombie-lord
# in the setup: the phase's refusal before the words are read
!refuse attack soldier-1 kogue-1
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
# a contest that strikes back (tests/data/adellos-strikes-back.yaml): a
# tie leaves the attacker out of the game, and an attacking leader that
# loses is slain, its player out, the defender rewarded
new adellos s --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-strikes-back.yaml --option nobles=general-iron-fist,merchant-pinkerton
hire soldier Ann
hire kogue Bob
next
next
move soldier-1 field
counters general-iron-fist 1
attack soldier-1 kogue-1 --json
!refuse attack soldier-1 kogue-1
counters general-iron-fist 0
move general-iron-fist field
next
next
move merchant-pinkerton field
attack merchant-pinkerton Ann --json
status
log
verify
!replay
