# Aldarra Reborn: the odds of a combat.  With the TEST VALUES of
# tests/data/aldarra-test-values.yaml (green 0 0 0 0 1 1 1 2*, pink 0 0 0 1 1
# 1 2 2*, blue 0 0 1 1 1 2 2 3*; Frigate light 1 green armour 1, Destroyer
# light 1 pink armour 2, Cruiser heavy 2 blue armour 3, Engineer heavy 1
# green armour 2).  Two Frigates throw no hit with probability 1/2 * 1/2 =
# 25%; one pink die 2 hits with 1/8 + 1/8 * 3/8 = 17.1875%.
!sh $A odds frigate:2 vs frigate:1
new aldarra-reborn g --players A,B,C --seed 1 --overlay tests/data/aldarra-test-values.yaml
odds frigate:2,cruiser:1 vs destroyer:1,engineer:2
odds frigate:2,cruiser:1 vs destroyer:1,engineer:2 rounds 1 retreat 0 pool 2
odds frigate:1 vs frigate:1 rounds 1 --json
# the dice forms are unchanged
odds 2green
odds '2blue >= 4'
!sh $A odds frigate:2 vs lancer:1; echo "exit $?"
!sh $A odds frigate:2 vs frigate:1 rounds 0; echo "exit $?"
!sh $A odds frigate:2 vs frigate:1 turns 3; echo "exit $?"
!sh $A odds frigate:300 vs frigate:1; echo "exit $?"
!sh $A odds vs frigate:1; echo "exit $?"
# a game whose unit cards are unknown: the odds say which value is missing
new aldarra-reborn h --players A,B,C --seed 1 --overlay-text "{format: arbiter-overlay-1, ruleset: aldarra-reborn, resources: {coins: {start: 5}, crystals: {start: 0}}}"
!sh $A odds frigate:1 vs cruiser:1; echo "exit $?"
