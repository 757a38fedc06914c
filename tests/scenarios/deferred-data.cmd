# A deferred command dropped when carried out takes back the members its
# effects gave the --json report (tests/data/deferred-data.yaml): Ann's
# purchase of 2 swords is carried out (bought: 2); Bob's of 4 is refused
# (8 gold, he has 5), and 'bought' stays 2, as Ann's set it; the levy of
# 9 is refused (Ann cannot pay), and the report has no 'levied'.  A
# levy of 1 the next round is carried out (levied: 1).
new tests/data/deferred-data.yaml t --players Ann,Bob --seed 1
buy Ann 2
buy Bob 4
levy 9
next --json
status
next
levy 1
next --json
!replay
