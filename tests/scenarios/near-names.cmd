# did you mean, for the names of pieces, units and territories (issue 16,
# item 4): the refusal names the nearest names, as for commands and
# players.  TEST VALUES (tests/data): aldarra's frigate and destroyer,
# adellos' soldier.
new aldarra-reborn a --players Ann,Bob,Cleo --seed 1 --overlay tests/data/aldarra-test-values.yaml
!refuse odds frigat:2 vs destroyer:1
lay c4 silver
!refuse units c44 Ann frigate:1
!refuse units c4 Ann frigat:1
new adellos d --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml
!refuse hire soldr Ann
