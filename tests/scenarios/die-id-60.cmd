# A die whose id has the 60 characters a ruleset may give it
# (tests/data/long-die.yaml, an overlay over aldarra-reborn with its TEST
# VALUES): rolled as it falls and calm, each roll said and logged whole,
# and verify and the replay agree (a longer id is refused by the check:
# bad ruleset die-id-long).
new aldarra-reborn g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/long-die.yaml
throw Ann
calmly Ann
calmly Bob = 3 2
log
verify
!replay
