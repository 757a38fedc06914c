# A roll thrown calm (tests/data/roll-calm.yaml, an overlay over
# aldarra-reborn with its TEST VALUES: the blue die explodes on its 3):
# the 3 counts as written and nothing more is thrown, and --json lists
# the dice by their faces, its total as "thrown" beside them; the same roll thrown as the dice fall throws
# again on a 3.
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/roll-calm.yaml
help calm
calm Ann = 3 3
calm Ann --json = 1 2
!refuse calm Ann = 1
!refuse calm Ann = 1 2 3
wild Ann = 3 1 2
calm Ann --json
calm Bob
wild Ann --json
!replay
