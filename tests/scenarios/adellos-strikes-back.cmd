# A contest that strikes back: with the overlay, the attacked piece that
# holds (a tie goes to the defender) takes the attacker out of the game, and
# a slain attacking leader puts its own player out.  Not adellos' rule (the
# rulebook, line 57: "The attacked unit does not attack"): the engine's
# 'strikes-back' (arbiter-ruleset(5), combats).  TEST VALUES
# (tests/data/adellos-test.yaml): Soldier attack 2, Kogue defence 2, Zombie
# General Iron Fist defence 2, Merchant Pinkerton attack 1.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay tests/data/adellos-strikes-back.yaml --option nobles=general-iron-fist,merchant-pinkerton
hire soldier Ann
hire kogue Bob
next
next
move soldier-1 field
# the General rests: 2 against 2, a tie; the Kogue strikes back
counters general-iron-fist 1
attack soldier-1 kogue-1 --json
!refuse attack soldier-1 kogue-1
counters general-iron-fist 0
move general-iron-fist field
next
next
# Bob's noble, attack 1, against Ann's noble, defence 2: the attacker is
# slain, Bob is out and his Kogue leaves; Ann takes 2 gold from the bank, a
# card from the deck, and Bob's gold (rulebook line 95, the reward)
move merchant-pinkerton field
attack merchant-pinkerton Ann
status
!replay
