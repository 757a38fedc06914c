# ashes' space battle declared on the general effects
# (tests/data/ashes-battle-declared.yaml: combat-round with sides of
# parties, each-party, take-hits, set-fought, set-morale, flee-home,
# json-sides, data-or-null) plays ashes-orbit-battle-saved-before's
# commands with the same refusals, lines, --json and log as the effect
# orbit-battle gave.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1 --overlay tests/data/ashes-battle-declared.yaml
help battle
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
!refuse battle 9 Ann Bob
next
next
choose Ann 2
next
next
fleet Bob 9 6 2
next
next
next
# the refusals: the words, the sides' parties, the sides together, the
# faces given
!refuse battle 9
!refuse battle 9 Ann
!refuse battle 9 Ann Bob Ann
!refuse battle zork Ann Bob
!refuse battle 9 Ann Cleo
!refuse battle 9 Ann,Ann Bob
!refuse battle 9 Ann,Bob Bob
!refuse battle 9 Ann neutral
!refuse battle 9 Bob,neutral Ann
!refuse battle 13 Ann Bob
!refuse battle 9 Ann Bob = 6 6 6
!refuse battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1 1
!refuse battle 9 Ann Bob = 6 6 6 6 0 1 1 1 1 1 1
# a win of the first side: Ann's 5 fighters destroy 5 (30), Bob's 6
# destroy 1 (6); Ann beat a larger force (her counter goes up), Bob's
# fleet flies home to Lenin along the distance table
battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1
!refuse battle 9 Ann Bob = 6 6 6 6 1
# a draw at Earth, in --json: Ann's 10 fighters throw 12 dice (2 morale
# dice), Bob's 2 fighters 2: 2 losses each, nobody flees
fleet Bob 1 2 0
battle --json 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
# Mechanica: neutral, its guard of unknown size: it must be on a side,
# or set
fleet Ann 12 4 0
fleet Bob 12 2 1
!refuse battle 12 Ann Bob
!refuse battle 12 Ann,Bob neutral
fleet neutral 12 3 0
!refuse battle 12 Ann neutral
# the neutral guard against two players: the guard's 18 destroys 3, which
# fall on Ann (4 -> 1); Ann's 5 dice (1 morale die) destroy none, Bob's
# 12 destroys 2; the guard wins with fewer losses (2 against 3), Ann's
# counter comes off (she lost to a smaller force), both fleets fly home
battle --json 12 neutral Ann,Bob = 6 6 6 1 1 1 1 1 6 6
!refuse battle 12 neutral Ann,Bob = 6 6 6 1 1 1 1 1 6 6
# hits falling past the first party named: the guard's 3 kills take
# Bob's 2 fighters, then 1 of Ann's; Bob's and Ann's 1s destroy none
fleet Ann 3 2 0
fleet Bob 3 2 0
fleet neutral 3 3 0
battle 3 neutral Bob,Ann = 6 6 6 1 1 1 1
# a beaten neutral guard leaves the game
fleet Ann 2 4 0
fleet neutral 2 3 0
battle 2 Ann neutral = 6 6 1 1 1 1 1
status
log 6
!replay
verify
# a beaten fleet put home at once (--option retreat=instant), the second
# side winning with fewer losses
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1 --option retreat=instant
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-orbit-battle-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'orbit-battle: {at: world') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 2
next
next
fleet Bob 20 3 1
next
next
next
# Ann's 5 fighters destroy none; Bob's 3 destroy 3: the second side
# wins, Bob beat a larger force, Ann's fleet is put home at once
fleet Ann 20 5 0
battle 20 Ann Bob = 1 1 1 1 1 6 6 6
fleet Ann 20 1 0
!refuse battle 20 Ann Bob
# a beaten fleet at its own home world stays there: Bob's 10 fighters
# (2 morale dice) lose 6 to Ann's 6 at Lenin, his counter comes off
fleet Ann 5 6 0
battle 5 Ann Bob = 6 6 6 6 6 6 1 1 1 1 1 1 1 1 1 1 1 1
status
!replay
verify
odds battle 5 6
