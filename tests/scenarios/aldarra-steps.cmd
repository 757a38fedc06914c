# Aldarra Reborn: the steps of an order, passing, and the luck of the dice
# that 'fire' and the spawn throw.  An order runs movement, then combat,
# then exploring (rulebook line 225: "Movement - Combat - Explore
# (optional)"; line 329: combat "at the end of any movement"; line 396:
# "only Explore once per Order"); every player places an order each turn
# (line 297: "players take turns placing orders until all players are out
# of Order Tokens"), and every player picks a discovery (line 442: "In turn
# order ... select one Discovery").  Unit cards and dice faces are TEST
# VALUES (tests/data/aldarra-test-values.yaml): green 0 0 0 0 1 1 1 2*,
# blue 0 0 1 1 1 2 2 3*.
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
# the spawn's two blue dice (1 and 0: one more crystal) are the table's roll
next = 1 0
spawn Blue b1
next
# --- Blue: a combat is a step of an order; after exploring, the order's
# moves are over -----------------------------------------------------------
units e3 Red frigate:1
!refuse fight e3
units e3 Red none
activate d2
fly e1 d2 frigate:2
explore d2 0
!refuse fly e1 d2 engineer
!refuse explore e1
next
# --- Red attacks Blue at d2: the combat comes before exploring -------------
activate d2
fly c3 d2 frigate:2
!refuse explore c1
fight d2
# light step: Blue's green dice 0 0, Red's 1 1: Red's 2 hits destroy both of
# Blue's Frigates (armour 1); Red holds d2 and scores 1 victory point
# (line 370), Blue collects 2 coins (line 345)
fire = 0 0 1 1
# after the combat no more moves into d2, and no second combat there (and
# no second victory point) in this order, even with units put back by hand
!refuse fly c3 d2 engineer
units d2 Blue frigate:1
!refuse fight d2
units d2 Blue none
explore c1 0
!refuse fight d2
status
next
# --- Green places no order: the turn does not end unless Green passes -----
!refuse next
!refuse pass Blue
pass
# --- lap 2 ------------------------------------------------------------------
activate e3
!refuse pass
next
!refuse pass Green
pass Red
pass
# --- lap 3: the last pass ends the phase -------------------------------------
pass
pass
!refuse next
pass
!refuse pass
next
next
# --- discovery: everybody picks in turn order, or passes ------------------
!refuse next
discover Blue cruiser
!refuse pass Green
pass
!refuse next
!refuse pass Green extra
discover Green frigate
!refuse pass
next
# --- luck: the spawn's dice (the table: 2 blue dice without explosions
# total 1, P(<1) = 4/64, P(=1) = 12/64: 15.6%), Blue's two green dice (0:
# P(=0) = 1/4: 12.5%) and Red's (2: P(<2) = 40/64, P(=2) = 13/64 with the
# exploding 2*: 72.7%)
luck
luck Red
log
!replay
