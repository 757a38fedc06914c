# Starting squads still to place at the setup's end are deployed by the
# game's command for it; a game without one (harbours, which has no
# colonies and so no 'deploy' of the program, with a starting squad placed
# anywhere) names none, but what the ruleset lacks, and the setup does not
# end.
!sh sed -e 's/^    holdings: \[\[1\], \[2\]\]$/    holdings: [[1], [2]]\n    squads: [{at: any, count: 1, strikers: 1, carriers: 0}]/; s/^id: harbours$/id: undeployed/' $R/tests/data/harbours.yaml > $T/undeployed.yaml && $A ruleset check $T/undeployed.yaml | sed 's|.*/undeployed.yaml|undeployed.yaml|'
!sh $A new $T/undeployed.yaml g --players Ann,Bob --seed 3
!refuse next
status
