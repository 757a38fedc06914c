# tests/data/brawl.yaml (its arrive the effect place-home of before,
# rewritten at load) with its Scout named in 132 characters by an
# overlay: the line of the home's units says the name whole (it was made
# in 128 bytes and cut), with its number; verify and the replay agree.
new tests/data/brawl.yaml g --players Ann,Bob,Cleo --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: brawl, pieces: {scout: {name: "Scout of the Free Towns, sworn at the eastern gate of the city on the river in the year of the long winter, keeper of the outer wall"}}}'
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
log
verify
!replay
