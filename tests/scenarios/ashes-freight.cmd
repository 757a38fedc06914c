# Ashes of Empire: freight (issue 14, item 4).  Transporters carry
# civilian goods (rulebook line 25): population, oil, steel and high tech
# (line 23) and factories (line 64).  The population printed on a board
# stays on the world (line 14); a world's population is at most 9 (line
# 15); factories make raw materials by the population (lines 66-69); a
# world with fewer troops than population revolts (line 15); the flight
# order goes by the population on the worlds (line 50).  How much one
# transporter carries is not in the text: TEST VALUE 2
# (tests/data/ashes-amend-cargo.yaml).
new ashes-of-empire g --players Ann,Bob --seed 4 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
# freight moves in the movement phase
!refuse load 1 1 population
# the GM sets the boards as they stand: Earth (printed population 3,
# line 13) holds 9 with 9 troops, Barnard's Arrow 5 (printed 2), and
# Crossland 7 with 7 troops
world 1 population=9 troops=9
world 9 population=5
world 20 population=7 troops=7
# the flight order goes by the population on the worlds (line 50): Bob's
# 8 against Ann's 21, so Bob chooses first; he lets Ann move first
next
choose Bob 2
next
next
# Ann's movement turn.  How much a transporter holds is unknown: the GM
# supplies it, and the game goes on
!refuse load 1 5 population
ruleset amend tests/data/ashes-amend-cargo.yaml
# only what exceeds the printed 3 may leave Earth: 6 of its 9
!refuse load 1 7 population
# 3 transporters hold 6
load 1 5 population
!refuse load 1 2 oil
load 1 1 oil
!refuse load 20 1 population
!refuse load 1 1 uranium
# the cargo that stays must fit the transporters that stay
!refuse send 1 9 0 2 5 population
!refuse send 1 9 0 3 6 population
send 1 9 0 3 5 population 1 oil
status
!sh $A status --json | grep -A 30 '"id": "barnards-arrow"' | grep -A 8 '"cargo"'
# at most 9 on a world (line 15): Barnard's Arrow has 5
!refuse unload 9 5 population
unload 9 4 population
unload 9 1 oil
!refuse unload 9 1 population
!refuse unload 9 1 oil
# goods are loaded at one's own worlds; raw materials unloaded at another
# player's world go into his warehouse (the GM sets a transporter of
# Ann's with 1 oil and 1 population aboard over Bob's Lenin)
fleet Ann 5 0 1 1 oil 1 population
!refuse load 5 1 population
!refuse load 5 1 steel
!refuse unload 5 1 population
unload 5 1 oil
fleet Ann 5 0 0
next
# Bob's turn: a factory may be carried away (line 64), raw materials
# come from the warehouse; Last Hope's fleet takes its oil factory and 2
# high tech
load 13 1 oil-factory 2 hightech
!refuse load 13 1 oil-factory
# the GM's correction: one of the 3 transporters is gone; the 2 left hold
# 4, so nothing is lost
fleet Bob 13 5 2
# with one left, 2 of the 3 are lost, raw materials first
fleet Bob 13 5 1
!sh $A status --json | grep -A 30 '"id": "last-hope"' | grep -A 3 '"cargo"'
fleet Bob 13 5 3 2 hightech
unload 13 2 hightech
next
next
next
# raw materials (lines 66-69), one steel factory each: Earth 9 - 5 = 4
# makes 2, Barnard's Arrow 9 makes 4, Crossland 7 makes 3: 9 steel more
# for Ann (5 + 9 = 14; her oil 5 - 1 + 1 = 5).  Last Hope has no factory
# now: Bob's Lenin and Einstein make 1 oil each (5 + 1 + 2 = 8, with the
# oil unloaded at Lenin); his high tech is back to 5.  Then Barnard's
# Arrow, population 9 and 2 troops, revolts at the end of the round
next
!sh $A status --json | grep -A 6 '"warehouses"'
next
status
# round 2: the flight order goes by the population on the worlds: Bob 3
# + 2 + 3 = 8 against Ann's Earth 4 and Crossland 7, 11; Ann's freight
# aboard (1 population) counts for no world
choose Bob 1
next
next
next
next
next
# Ann takes Last Hope, whose oil factory Bob carried away: a world held
# before gets no factory of the conqueror's choice (line 64).  Her landing
# fleet carries 4 steel (the GM sets it); it loses 1 of its 2
# transporters, and the other holds 2: 2 steel are lost with it
fleet Ann 13 0 2 4 steel
landing Ann 13 captured 1 2
!sh $A status --json | grep -A 14 '"id": "last-hope"' | grep -E '"(owner|factory_due)"'
log 8
verify
!replay
