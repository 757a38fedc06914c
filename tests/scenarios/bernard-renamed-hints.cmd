# The hints of a game whose bodies are placed at the setup name its own
# command for it (tests/data/renamed/bernard.yaml: bernard with its
# planets placed by 'drop'), where they named the shipped game's 'place':
# the setup's line and status while setting up.
new tests/data/renamed/bernard.yaml g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml
status
