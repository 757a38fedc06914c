# aldarra-reborn's fly as the shipped ruleset declares it today: the checks
# of the order as requirements of its effects (order_region, order_way), the
# units and the way as the general effect move-units', the way kept by
# set-order-way and the lines said with @text of the units word.  The
# commands of aldarra-fly-saved-before (which reads the text of before,
# whose fly the effect order-move carries out), with the same refusals and
# lines in the same order.  Unit cards and coins are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
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
# in the setup, and nobody's turn
!refuse fly e1 d2 frigate
next = 1 0
!refuse fly e1 d2 frigate
spawn Blue b1
next
# the words: their count, a territory, the units
!refuse fly e1 d2
!refuse fly e1 d2 frigate engineer
!refuse fly zz d2 frigate
!refuse fly e1 zz frigate
!refuse fly e1 d2 dragon:1
!refuse fly e1 d2 frigate:x
!refuse fly e1 d2 frigate:0
# no order yet
!refuse fly e1 d2 frigate
activate e1
# the same territory (after the step); not at the one activated; a
# building; more than there are; another's home; out of reach (heavy and
# light)
!refuse fly e1 e1 frigate
!refuse fly d2 e2 frigate
!refuse fly e1 d2 outpost
!refuse fly e1 d2 frigate:3
!refuse fly e1 c3 frigate
!refuse fly e1 a2 engineer
!refuse fly e1 a2 frigate
# the stacking limit
units e2 Blue frigate:5
!refuse fly e1 e2 frigate
fly e1 d2 frigate --json
# the order flies out of e1 now, not into it
!refuse fly d2 e1 frigate
fly e1 c1 frigate
undo
fly e1 d1 engineer
# past the movement step: even a move that stays put is refused for it
explore d2
!refuse fly e1 e1 frigate
!refuse fly e1 d1 frigate
map
next
# into the territory activated, where enemies are: a combat due, then on
activate d2
fly c3 d2 frigate:2
fly c3 d2 engineer
fight d2
!refuse fly c3 d2 engineer
!refuse fly c3 c3 engineer
status
log
verify
!replay
