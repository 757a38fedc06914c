# The hints of a game whose bodies are placed at the setup name its own
# command for it (tests/data/renamed/bernard.yaml: bernard with its
# planets placed by 'drop'), where it named the shipped game's 'place':
# the setup's line.  status while setting up still says 'place', the
# program's command, which the game has too (naming the game's own there
# read the actions kept in the image and cost every status in the setup
# a seventh more).
new tests/data/renamed/bernard.yaml g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml
status
