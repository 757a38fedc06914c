# ashes-of-empire with its zone 1 named in 103 characters (an overlay):
# the picture of the zones ('worlds') and status say the name whole (made in
# 96 bytes with its number and cut), their column as wide.
new ashes-of-empire g --players Ann,Bob --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, board: {zones: {earth: {name: "Earth, the cradle of the old empire, where the first fleets were built and the last emperor was crowned"}}}}'
allot Ann 1 2 3
worlds
status
