# tests/data/skirmish.yaml with its piece named in 204 and 205 characters
# (an overlay): status's table of regions says each region's pieces whole
# (the cell was made in 200 bytes and cut).
new tests/data/skirmish.yaml t --players Ann,Bob --seed 3 --overlay-text '{format: arbiter-overlay-1, ruleset: skirmish, pieces: {army: {name: "soldier of the free companies of the northern marches, sworn to hold the fords of the river against every army that comes down from the hills in the long winter of the year of the three kings of the norths", one: "soldier of the free companies of the northern marches, sworn to hold the fords of the river against every army that comes down from the hills in the long winter of the year of the three kings of the north"}}}'
set ford Ann 12
set hill Bob 1
status
