# Aldarra Reborn whose battle has every unit throw in every step
# (tests/data/aldarra-fires-all.yaml: fires 1): the odds follow the
# combat's own fires, so a Frigate (light) throws in the heavy step too,
# in the odds as at the table.  TEST VALUES: tests/data/aldarra-test-values.yaml.
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-fires-all.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
# one round, a Frigate (green) against a Destroyer (pink, armour 2): in
# the heavy step the Frigate throws again (as shipped: no hits there)
odds frigate:1 vs destroyer:1 rounds 1
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
next = 1 0
spawn Blue b1
next
units d2 Red destroyer:1
units e2 Blue frigate:1
activate d2
fly e2 d2 frigate:1
fight d2
# light step: nobody hits; heavy step: both throw again, as the odds say
fire = 0 0
fire = 1 0
# fires that reads what the combat changes (its round): ruleset check
# says the odds will refuse, and they do, naming it
!sh $A ruleset check tests/data/aldarra-fires-round.yaml | grep -v '^  '
new aldarra-reborn r --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-fires-round.yaml
!refuse odds frigate:1 vs destroyer:1
# fires by the player (Blue's units throw in the heavy step too): the odds
# need the side's player, and follow it: Blue's Frigate throws in both
# steps, Red's Destroyer in the light one only, and the other way round
new aldarra-reborn w --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay-text "{format: arbiter-overlay-1, ruleset: aldarra-reborn, actions: {fire: {effects: [{throw-pools: {fires: 'fires_in(kind, who) == fight(step) or (who == 1 and fight(step) == 2)', escalation: true}}, {settle-hits: true}]}}}"
!refuse odds frigate:1 vs destroyer:1 rounds 1
odds frigate:1 vs destroyer:1 rounds 1 attacker Blue defender Red
odds frigate:1 vs destroyer:1 rounds 1 attacker Red defender Blue
!refuse odds frigate:1 vs destroyer:1 attacker Nobody
# a second action that throws the pools by other fires: which one the
# table takes is the GM's, so the odds refuse
new aldarra-reborn v --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay-text "{format: arbiter-overlay-1, ruleset: aldarra-reborn, actions: {volley: {program-style: true, turn-unsaid: true, help: every unit throws, phase: expansion, usage: 'volley [= FACE...]', words: '0', when: during a combat, effects: [{throw-pools: {fires: '1'}}, {settle-hits: true}]}}}"
!refuse odds frigate:1 vs destroyer:1
# the same odds as shipped: a Frigate fires in the light step only
new aldarra-reborn s --players A,B,C --seed 1 --overlay tests/data/aldarra-test-values.yaml
odds frigate:1 vs destroyer:1 rounds 1
