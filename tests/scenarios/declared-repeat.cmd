# Words given again, a player word that takes none, a requirement that is
# a misuse of the words, the effect hold and an action of no actor
# (tests/data/holdings.yaml, TEST VALUES: 5 gold each; seed 1 deals Ann
# north and south, Bob east, 3 armies on each).
new tests/data/holdings.yaml t --players Ann,Bob --seed 1
# one command, two groups: 1 gold once (the action's cost), then each
# group's effect: north 3 - 1 = 2, south 3 - 2 = 1
withdraw north 1 south 2
!sh $A status --json | grep -A5 '"id": "[ns][a-z]*"' | grep '"army"'
# a group refused refuses the whole command: north keeps its 2, Ann her 4
# gold (the refusal names the group's region)
!refuse withdraw north 1 east 1
# the second group reads what the first left: south's last army gone, it
# is nobody's
!refuse withdraw south 1 south 1
!refuse withdraw north 1 south
!refuse withdraw
# north 2 - 1 = 1, south 1 - 1 = 0; gold 4 - 1 = 3
withdraw north 1 south 1
!sh $A status --json | grep -A5 '"id": "[ns][a-z]*"' | grep '"army"\|"owner"'
# the GM's: nobody acts, nobody pays (Ann 3, Bob 5 gold after them)
correct east none 0
!refuse correct east none 2
!refuse correct east Zed 2
correct east Ann 4
correct south Bob 7
!sh $A status --json | grep '"gold"'
verify
