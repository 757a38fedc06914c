# adellos with its action points named in 106 characters (an overlay):
# the line of the points at a turn's start ({@qty ap, ap}) says the name
# whole with its number (it was made in 96 bytes and cut).  TEST VALUES:
# tests/data/adellos-test.yaml.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, resources: {ap: {name: "action points of the ruler, spent on every move and every attack and every swap of the pieces on the board"}}}'
next
