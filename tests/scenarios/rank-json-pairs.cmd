# rank-players with json-pairs and the pair lines of @compared and @pair
# (the criterion's word, else its value, and the two values; "Ann and
# Bob"): the --json report gives each pair of
# neighbours with the criterion that told them apart (its json name and
# number), the values it compared (null for a player whose none is true),
# and by and step null for a pair left tied (tests/data/rank-json-pairs.yaml,
# rank-pairs' game).  Round 1: everybody tied; round 2: Cleo 5 gold, Ann
# and Bob 3 (Bob more silver), Eve and Dan none (Dan more silver); round
# 3: Ann has 5 gold too, and she and Cleo are left tied.
new tests/data/rank-json-pairs.yaml g --players Ann,Bob,Cleo,Dan,Eve --seed 2
next --json
give Ann 3 gold
give Bob 3 gold
give Bob 2 silver
give Cleo 5 gold
give Dan 1 silver
next
next
next
next
next --json
give Ann 2 gold
next
next
next
next
next
next --json
verify
!replay
