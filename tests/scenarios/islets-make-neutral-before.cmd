# islets-make-neutral-before (tests/data/islets-make-neutral-before.yaml):
# islets written with the effect make-neutral of before, rewritten at load
# into zone-holder: a player's islet left with no guard falls neutral and
# is marked to replenish, as islets-raids shows for today's zone-holder;
# an islet already neutral that the GM abandons is left as it was,
# unmarked, and one a player holds is marked.
!sh $A new $R/tests/data/islets-make-neutral-before.yaml g --players Ann,Bob --seed 2
factory 1 shell
factory 3 shell
next
muster Ann 3 2 1
# South Islet, Bob's home, with 2 guards: beaten twice, it falls neutral
raid Ann 3 beaten 0
raid Ann 3 beaten 1
# East Islet was never held: abandoned, it stays unmarked
abandon 2
# North Islet, Ann's home: abandoned, it is neutral and marked
abandon 1
abandon 1
status
