# Counted pieces with values of their own (tests/data/warband.yaml):
# 'wage', what the action hire pays, read by unit(PIECE, NAME) and
# unit_has(PIECE, NAME) of a word of kind piece and of a piece's id (a
# guard's wage is 3, a scout's 1; a banner has none and is refused); and
# 'toughness', the hits that destroy one, which the pool combat names as
# its armour (combats.melee.armour: toughness): the odds of two scouts
# (toughness 1) against a guard (toughness 2) and a combat fought with
# the same values agree: two hits destroy the guard, one a scout.
new tests/data/warband.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
status
hire guard
!refuse hire banner
!refuse hire guard
hire scout
odds scout:2 vs guard:1
odds scout:2 vs guard:1 rounds 1 --json
units b2 Bob scout:2
units b2 Ann guard:1
activate b2
fight b2
fire = 1 1 1
status
!replay
!sh $A ruleset check $R/tests/data/warband.yaml
# --- an amendment written before a piece's values were open gives its
# armour by the key of before, which fills 'pieces.*.values.armour'; a
# value given already is a different rule; one text giving both the key
# and the value is refused naming both
new aldarra-reborn h --players Ann,Bob,Cleo --seed 2 --overlay-text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, resources: {coins: {start: 10}, crystals: {start: 0}}}'
ruleset amend --text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, pieces: {cruiser: {armour: 3, upgraded: {armour: 4}}}}'
!refuse ruleset amend --text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, pieces: {frigate: {armour: 2}}}'
!refuse ruleset amend --text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, pieces: {dreadnought: {armour: 5, values: {armour: 5}}}}'
ruleset amend --text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, pieces: {dreadnought: {values: {armour: 5}}}}'
