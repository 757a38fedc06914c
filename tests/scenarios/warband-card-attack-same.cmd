# A counted piece's attack entered at the table is compared with the one
# entered before, and with the ruleset's, as dice, not as texts
# (tests/data/warband-card.yaml): '2 hit', '2hit' and '2HIT' are the same
# attack, 'hit' and '1hit' too; one written otherwise than a pool reads
# it ('2 hit') is kept as '2hit', which odds throw; other dice are still
# refused and nothing changes; a replay reads it the same.
new tests/data/warband-card.yaml g --players Ann,Bob,Cleo --seed 1
lay random
tile guard toughness:1
tile guard "attack:2 hit"
tile guard attack:2hit
tile guard attack:2HIT
!refuse tile guard attack:3hit
odds scout:2 vs guard:1
tile scout attack:1hit
tile scout "attack: hit"
!refuse tile scout attack:2hit
!replay
