# ashes-of-empire with its zone 1 named in 137 characters (an overlay):
# the lines of allot, of the home and of a fleet set by the GM say the
# name whole with its number (it was made in 128 and 96 bytes and cut),
# verify and the replay agree.
new ashes-of-empire g --players Ann,Bob --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, board: {zones: {earth: {name: "Earth, the cradle of the old empire, where the first fleets were built and the last emperor was crowned before the fall of the inner ring"}}}}'
allot Ann 1 2 3
!refuse allot Bob 1
fleet Ann 1 0 4
verify
!replay
