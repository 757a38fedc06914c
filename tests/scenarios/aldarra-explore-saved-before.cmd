# A game of aldarra-reborn saved while its explore ran the program's
# mechanism ('run: scout'): the stored text is rulesets/aldarra-reborn.yaml
# as it was then, put back.  Read, the action becomes the declared explore
# (the effects order-step and set-explored, order_region, combat_region,
# order_step(), explored(), terrain(), max_of()), and the game explores,
# refuses, discards above the hand's most and replays as before (the
# output is main's binary's before the change).  Unit cards and coins are
# TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: scout') > 0 FROM texts WHERE ord = 0"
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
!refuse explore e1
next = 1 0
spawn Blue b1
next
# no order yet; a word out of the territory's draws; a territory not laid
!refuse explore e3
!refuse explore e1 2
!refuse explore e1 x
!refuse explore zz
activate d2
fly e1 d2 frigate:2
# a hand at its most keeps 5 and discards the rest
set Blue explore 5
explore d2 1 --json
!refuse explore d2 1
!refuse fly e1 d2 engineer
next
# explored already; a combat due before exploring, then on
activate d2
!refuse explore d2
fly c3 d2 frigate:2
!refuse explore c1
fight d2
!refuse explore c1
fire = 0 0 1 1
units d2 Blue frigate:1
fight d2
units d2 Blue none
!refuse explore b2
explore c1
map
verify
!replay
