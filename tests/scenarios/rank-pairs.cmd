# rank-players with pair-says and tied-pair-says: each pair of neighbours
# said with @before and @decided (a criterion's word, else its value; a
# player whose none is true said "none" and ranked after every player with
# a value, whatever the direction), the --json order with the criterion
# that decided each pair (tests/data/rank-pairs.yaml).  Round 1: everybody
# tied (no gold, no silver); round 2: Cleo 5 gold, Ann and Bob 3 (Bob more
# silver), Eve and Dan none (Dan more silver).
new tests/data/rank-pairs.yaml g --players Ann,Bob,Cleo,Dan,Eve --seed 2
give Ann 3 gold
give Bob 3 gold
give Bob 2 silver
give Cleo 5 gold
give Dan 1 silver
next
next
next
next
next
next --json
verify
!replay
