# islets (tests/data/islets.yaml): raids written with the general effects
# squad-loses and zone-holder and the expression carriers(ZONE, PARTY),
# otherwise than ashes-of-empire's landing: a raid won lands every barge
# as the islet's guards, a raid beaten costs skiffs and a guard, a
# player's islet left with none falls neutral and replenishes; the
# neutral guard loses skiffs.
!sh $A new $R/tests/data/islets.yaml g --players Ann,Bob --seed 2
factory 1 shell
factory 3 shell
next
!refuse raid Ann 1 won 0
!refuse raid Ann 2 won 0
muster Ann 2 1 2
muster Ann 3 2 1
!refuse raid Ann 2 won 2
!refuse raid Ann 2 lost 0
# East Islet, neutral: its 2 guards beat the raid, 1 is left
raid Ann 2 beaten 1
# then it is taken: 2 barges land as its guards and leave the squad; a
# first conquest brings a producer of the raider's choice
raid Ann 2 won 0
factory 2 shell
status
# South Islet, Bob's home, with 2 guards: beaten twice, it falls neutral
raid Ann 3 beaten 0
raid Ann 3 beaten 1 --json
# West Islet's neutral guard is swept
!refuse sweep 1 1
!refuse sweep 4 3
sweep 4 2
status
!replay
verify
