# Aldarra Reborn with a battle whose hits that no player gives go to the
# pieces in their order, whatever the armour (tests/data/aldarra-hit-piece.yaml:
# hit-order: [piece]; the pieces are dreadnought, cruiser, destroyer,
# frigate, engineer, ...).  The odds follow the same order: a Cruiser
# (armour 3) takes the hits before a Frigate (armour 1), so the attacker
# keeps its moving units longer and retreats less often than with the
# units that fall quickest (the same odds in a game of the ruleset as
# shipped, last).  TEST VALUES: tests/data/aldarra-test-values.yaml.
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-hit-piece.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
odds frigate:2,cruiser:1 vs destroyer:1,engineer:2
odds frigate:2,cruiser:1 vs destroyer:1,engineer:2 rounds 1 retreat 0 pool 2
# one round, a Frigate and a Cruiser against a Destroyer, which fires in
# the light step only: its hits go to the Cruiser (armour 3) first, so
# the attacker is down to one moving unit, and retreats, only when they
# are exactly 3 (4.6875%) and the Frigate's green die leaves the
# Destroyer standing (fewer than 2 hits: 87.5%): 4.1016%; with the units
# that fall quickest, one hit already takes the Frigate (12.9883%, last)
odds frigate:1,cruiser:1 vs destroyer:1 rounds 1
# --- the table assigns the same way: Red's hit to Blue's Cruiser
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
units e2 Blue frigate:1,cruiser:1
activate d2
fly e2 d2 frigate:1,cruiser:1
fight d2
# light step: Blue's Frigate (green) throws 0, Red's Destroyer (pink) 1;
# Red assigns without naming units: the Cruiser takes it, not the Frigate
fire = 0 1
assign Red
# the same odds as shipped, the units that fall quickest first
new aldarra-reborn s --players A,B,C --seed 1 --overlay tests/data/aldarra-test-values.yaml
odds frigate:2,cruiser:1 vs destroyer:1,engineer:2
odds frigate:1,cruiser:1 vs destroyer:1 rounds 1
