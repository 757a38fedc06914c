# tests/data/camps.yaml: the general effects make-home, place-pieces and
# unchecked, and steps(), home_distance and terrain(no-arrival, PLACE):
# a lodge refused on another's (make-home's refusal, nothing changed), a
# camp before any lodge refused, camps on a meadow beside a lodge and on
# the lodge itself, a marsh refused (its tile's no-arrival), a territory
# too far from the player's lodge refused, one entered by a name taken on
# the GM's word (the line, and 'unchecked' in the report), and the third
# camp of a player refused when the box holds no scout more (the command
# refused whole: no ranger placed either).
new tests/data/camps.yaml g --players Ann,Bob --seed 1
lay a1 meadow b1 meadow c1 marsh d1 meadow e1 meadow glade meadow
!refuse camp Ann b1
arrive Ann a1
!refuse arrive Bob a1
arrive Bob e1
camp Bob d1
camp Ann a1
!refuse camp Ann c1
!refuse camp Bob b1
camp Ann glade --json
!refuse camp Ann b1
map
status
log
verify
!replay
