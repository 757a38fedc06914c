# A game of adellos saved while its attack was the effect duel, its words
# named in 63 characters each (the most an expression's name may have):
# the text of tests/data/adellos-duel-saved-before.yaml with the attack's
# three words renamed.  Read, the duel is rewritten into the declaration
# whole (its lines name a word up to three times: the bonuses of the
# chiefs were made in 160 and 200 bytes, the rewrite cut and refused) and
# the game fights as adellos-duel-saved-before does: the same lines.
# TEST VALUES (tests/data/adellos-test.yaml): Soldier attack 2 defence 2,
# Kogue defence 2, Zombie attack 2, Merchant Pinkerton attack 1.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,merchant-pinkerton,zombie-lord
!sh sed '451,455{s/name: piece,/name: the-piece-that-attacks-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy,/;s/name: target,/name: the-piece-attacked-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy,/;s/name: modifiers,/name: the-terms-of-the-game-master-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy,/;s/attacker: piece, target: target, modifiers: modifiers/attacker: the-piece-that-attacks-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy, target: the-piece-attacked-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy, modifiers: the-terms-of-the-game-master-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy/;}' tests/data/adellos-duel-saved-before.yaml > $T/long.yaml && grep -c 'duel: {attacker: the-piece-that-attacks-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy, target: the-piece-attacked-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy, modifiers: the-terms-of-the-game-master-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-x-xy}' $T/long.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/long.yaml') WHERE ord = 0"
!sh $A ruleset check $T/long.yaml | head -1 | sed 's|^.*/long.yaml|long.yaml|'
hire soldier Ann
hire kogue Bob
hire zombie Cleo
next
next
!refuse attack soldier-9 kogue-1
!refuse attack kogue-1 soldier-1
move soldier-1 field
counters general-iron-fist 1
attack soldier-1 kogue-1
counters general-iron-fist 0
attack soldier-1 kogue-1 --json
next
next
move merchant-pinkerton field
attack merchant-pinkerton soldier-1 a+1:neighbour
attack merchant-pinkerton Ann d-0:none a-1
next
next
move zombie-1 field
attack zombie-1 soldier-1
draw Cleo 2
attack zombie-1 soldier-1 d-1:card a+1: cards:Cleo
next
next
move general-iron-fist field
draw Ann
attack general-iron-fist Cleo a+1 cards:Ann:1 --json
log
verify
!replay
