# Games of ashes saved while the revolts at the end of a round were the
# effect 'revolts: true' of turns.round-end (tests/data/ashes-hold-win-
# saved-before.yaml, main's text at cb2a5b37).  What it says: a
# world with fewer troops than population revolts against its holder and
# is neutral (its neutrals replenish); a player who loses his home world
# to a revolt takes his lowest world as the new home, one who loses his
# last holds none.  A conversion of revolts into declarations must replay
# these lines unchanged.
new ashes-of-empire g --players Ann,Bob --seed 13 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-hold-win-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'revolts: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
next
next
fleet Ann 13 0 4
fleet Ann 34 0 3
fleet Ann 12 0 3
fleet Ann 5 0 2
landing Ann 13 repelled 2 1
landing Ann 34 captured 0 3
landing Ann 12 captured 1 2
# Lenin, Bob's home world: Bob's lowest world left becomes his home
landing Ann 5 captured 0 3
factory 12 hightech
next
# the end of the round: Last Hope (1 troop, population 2) revolts, Bob's
# last world
next
status
# round 2: Ann's home world, Barnard's Arrow, Mechanica and Einstein are
# left with too few troops: her lowest world left, Lenin, is her new home
world 1 troops=2
world 9 troops=0
world 12 troops=1 population=3
world 34 troops=0
next
choose Bob 1
next
next
next
next
next
next
next
status
verify
!replay
