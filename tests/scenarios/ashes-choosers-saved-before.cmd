# A game of ashes-of-empire saved before its flight order was declared on
# the effect rank-players: the stored ruleset text
# (tests/data/ashes-choosers-saved-before.yaml, the text of
# rulesets/ashes-of-empire.yaml then) has the phase begin with
# 'rank-choosers: true' and the chain in mechanisms.chosen-order; read, it
# is the declaration of today, with the lines, the choosers of --json and
# the places of before.  Eight players, the pairs told apart by
# population, home world number, transporters, fighters, worlds,
# factories and stockpile; Fay has no world, no home and no fleet: out at
# the end of the round, and not ranked in round 2.  The .out was made by
# the binary of before the declaration (the C of rank-choosers).
new ashes-of-empire g --players Ann,Bob,Cleo,Dan,Eve,Fay,Gus,Hal --seed 7
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-choosers-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'rank-choosers: true') > 0, instr(text, 'rank-players') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
allot Ann 1
allot Bob 2
allot Cleo 3
allot Dan 4
allot Eve 5
allot Fay 6
allot Gus 7
allot Hal 8
factory Ann oil
factory Bob oil
factory Cleo oil
factory Dan oil
factory Eve oil
factory Fay oil
factory Gus oil
factory Hal oil
next
# the table's corrections before the flight order
world 6 owner=neutral
give Gus 1 oil
fleet Eve 5 0 1
fleet Bob 2 1 0
world 3 population=2
world 12 owner=Cleo
world 12 population=1
world 4 population=2
world 13 owner=Dan
world 13 population=1
factory 13 steel
next --json
what
!refuse next
choose Fay 1
!refuse choose Hal 2
choose Ann 8
choose Hal 2
choose Eve 3
choose Bob 4
choose Cleo 5
choose Dan 6
status
factory 12 oil
next
next
next
next
next
next
next
next
next
next
next
next
next
next --json
status
verify
!replay
# Three players, Bob and Cleo left with no world: equal on every criterion,
# so in seat order, and out at the end of round 1; Ann alone takes place 1
# in round 2.
new ashes-of-empire h --players Ann,Bob,Cleo --seed 5
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-choosers-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')"
allot Ann 1
allot Bob 2
allot Cleo 3
factory Ann steel
factory Bob oil
factory Cleo oil
next
world 2 owner=neutral
world 3 owner=neutral
next
choose Bob 1
choose Cleo 2
next
next
next
next
next
next
next
next
next
next --json
verify
!replay
