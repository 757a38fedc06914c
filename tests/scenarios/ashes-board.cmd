# Ashes of Empire: the worlds are the regions of the game's board (issue
# 15, item 5), read by the expressions any ruleset may write.  The overlay
# (tests/data/ashes-board.yaml) adds a test action, census, that prints
# them.  Start position scenario-1 (ashes-of-empire.yaml): Ann holds Earth
# (1), Barnard's Arrow (9) and Crossland (20), home Earth; Bob holds Lenin
# (5), Last Hope (13) and Einstein (34).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1 --overlay tests/data/ashes-board.yaml
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
# Earth: 10 fighters + 3 transporters on the home planet (booklet line
# 34), as many troops as its population, 3 (line 30; population 3,
# ashes-of-empire.yaml); Earth lies 0 from Barnard's Arrow (the distance
# table's first row), so they border; Ann holds 3 of the 40 worlds, and of
# them only Barnard's Arrow borders Earth
census Ann earth
# Barnard's Arrow: the colony's 5 fighters + 3 transporters (line 34), 2
# troops (population 2); a world does not border itself
census Ann 9
# Lenin, Bob's home (line 34); Crossland is Ann's, with its 3 troops and
# no fleet, and borders neither Barnard's Arrow nor Earth
census Bob Lenin
census Bob crossland
!refuse census Ann nowhere
# a region word completes to the worlds' ids
complete census Ann bar
# a GM's correction (the troops on Barnard's Arrow) and a world taken
# over (Mechanica, 12, neutral) are on the board after the command: a
# neutral world's troops and guard are nobody's pieces
census Ann 12
world 9 troops=4
world 12 owner=Ann
census Ann 9
census Ann 12
factory 12 steel
# the overlay's test victory (20 fighters at Earth, held) is tried on the
# board as the building left it, in the command that builds: 19 fighters
# set by the GM, and one built (a fighter costs 1 oil, 1 steel and 2 high
# tech, line 45) makes 20
fleet Ann 1 19 3
census Ann 1
order Ann 1 1 fighter
next
choose Bob 2
next
next
next
next
verify
