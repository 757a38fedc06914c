# A ruleset of one's own (tests/data/harvest.yaml) declares its commands as
# the shipped games do: 'harvest' (declared: a player gains 2 grain) and
# 'gift' (runs the program's transfer; 4 words).  In its game they are
# completed, found by a unique prefix and by did-you-mean, and described
# by help, though cli/cmd.c names neither.
# With no game yet, the game commands are those the shipped rulesets
# declare (cli/cmd.c lists none): 'supply' with its usage and help from
# rulesets/bernard.yaml, 'attack' with bernard's and adellos' usage lines
# (the shorter first); such a command is refused for want of a game, found
# by a unique prefix and completed.
help supply
help attack
!refuse supply units
!refuse supp units
!refuse suply units
complete supp
complete supply ''
new tests/data/harvest.yaml g --players Ann,Bob --seed 1
complete har
complete harvest A
complete gif
complete gift Ann B
# 'harv' is harvest: Ann's grain 0 -> 2 (the ruleset: gain grain 2)
harv Ann
!refuse harvset Ann
# 'gi' is both give (the program's) and gift (the game's)
!refuse gi Ann Bob 1 grain
# 'gif' is gift: 1 grain from Ann (2 -> 1) to Bob (0 -> 1)
gif Ann Bob 1 grain
!refuse gift Ann Bob
help harvest
gift --help
status
