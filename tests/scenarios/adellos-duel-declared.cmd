# adellos' attack declared on general pieces (tests/data/adellos-duel-
# declared.yaml: 'fight PIECE TARGET', combat-round with fall, reward,
# @kindof, @modifiers of a player, tracked(PIECE, attack|defence)): its
# lines and --json members are those of 'attack' (the effect duel, see
# adellos-duel-saved-before) for a tie, a win with a leader's bonus, a
# defence that holds and a slain leader with its reward; with a contest
# that strikes back (tests/data/adellos-strikes-back.yaml), as in
# adellos-duel-saved-before, the attacker's piece lost in a tie and an
# attacking leader slain.  TEST VALUES
# (tests/data/adellos-test.yaml): Soldier attack 2 defence 2, Kogue defence
# 2, General Iron Fist +1 to Soldiers' attack, Merchant Pinkerton attack 1
# defence 2, Zombie Lord defence 2.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-duel-declared.yaml --option nobles=general-iron-fist,merchant-pinkerton,zombie-lord
hire soldier Ann
hire kogue Bob
next
next
move soldier-1 field
!refuse fight soldier-1 general-iron-fist
counters general-iron-fist 1
fight soldier-1 kogue-1
counters general-iron-fist 0
fight soldier-1 kogue-1 --json
# 'fight' costs no action point (they are charged by a command's name)
move general-iron-fist field
move general-iron-fist home
next
next
move merchant-pinkerton field
fight merchant-pinkerton Ann
move merchant-pinkerton home
move merchant-pinkerton field
next
next
move zombie-lord field
move zombie-lord home
move zombie-lord field
next
next
fight soldier-1 Bob --json
status
verify
!replay
new adellos s --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-strikes-back.yaml --overlay tests/data/adellos-duel-declared.yaml --option nobles=general-iron-fist,merchant-pinkerton
hire soldier Ann
hire kogue Bob
next
next
move soldier-1 field
counters general-iron-fist 1
fight soldier-1 kogue-1 --json
!refuse fight soldier-1 kogue-1
counters general-iron-fist 0
move general-iron-fist field
move general-iron-fist home
next
next
move merchant-pinkerton field
fight merchant-pinkerton Ann --json
status
verify
!replay
