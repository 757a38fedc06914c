# A digital roll of more dice than a command line once had words (300 d6
# against a limit of 256): it is logged, the log replays ('verify'), and
# the exported script, which writes the faces after '=', replays too.
new bernard big --players Ann,Bob --seed 5 --overlay rulesets/examples/bernard-demo.yaml
!sh $A roll --for Ann 300d6 | wc -w
verify
!replay
