# tests/data/camps.yaml: the general effect place-pieces and
# terrain(no-arrival, PLACE): a camp on a meadow, another beside the
# first player's lodge and one beside another camp; a marsh refused
# (the tile's no-arrival), and the third camp of a player refused when
# the box holds no scout more (the command refused whole: no ranger
# placed either).
new tests/data/camps.yaml g --players Ann,Bob --seed 1
lay a1 meadow b1 meadow c1 marsh d1 meadow
arrive Ann a1
camp Bob b1
camp Ann a1
!refuse camp Ann c1
camp Bob b1 --json
!refuse camp Bob d1
arrive Bob d1
map
status
log
verify
!replay
