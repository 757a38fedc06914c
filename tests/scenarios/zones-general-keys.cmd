# A new game of numbered zones writes them as board.zones (each zone's
# number, name and folk) and setup.zones (holdings, and the starting
# squads with their strikers and carriers): with no 'words:' it says the
# general words (zone, folk, militia, producer, squad, striker, carrier),
# and what it leaves unknown is named by its own keys.
!sh $A ruleset check $R/tests/data/reefs.yaml
!sh $A new $R/tests/data/reefs.yaml g --players Ann,Bob --seed 3
allot Ann 1
allot Bob 3
!refuse allot Ann 4
deploy Ann 1
status
# The same text by the keys of before (board.worlds with population,
# setup.worlds with fleets of fighters and transporters, and
# mechanisms.colonies' warehouse, population-max, factories, ...) is a text of
# before: it says ashes' words, as such a text always did
# (words_old.c), and names its unknown value by the keys it wrote.
!sh sed 's/^  zones:/  worlds:/; s/folk:/population:/; s/^    squads:/    fleets:/; s/strikers:/fighters:/; s/carriers:/transporters:/; s/store:/warehouse:/; s/folk-max:/population-max:/; s/producers:/factories:/; s/producers-max:/factories-max:/; s/neutral-strikers:/neutral-fighters:/; s/neutral-militia: folk/neutral-troops: population/; s/^id: reefs/id: old-reefs/' $R/tests/data/reefs.yaml > $T/old-reefs.yaml && grep -c 'worlds:\|population:\|fleets:\|warehouse:\|factories:\|neutral-troops:' $T/old-reefs.yaml
!sh $A ruleset check $T/old-reefs.yaml
!sh $A new $T/old-reefs.yaml h --players Ann,Bob --seed 3
allot Ann 1
allot Bob 3
!refuse allot Ann 4
deploy Ann 1
status
# An overlay by the keys of before fills the new text's unknown value, and
# one by today's the old text's: each key is read whichever the text uses.
!sh printf 'format: arbiter-overlay-1\nruleset: reefs\nboard:\n  worlds:\n    west: {population: 1}\n' > $T/west-old.yaml
!sh printf 'format: arbiter-overlay-1\nruleset: old-reefs\nboard:\n  zones:\n    west: {folk: 1}\n' > $T/west-new.yaml
!sh $A new $T/old-reefs.yaml m --players Ann,Bob --seed 3 --overlay $T/west-new.yaml
allot Ann 4
!sh $A new $R/tests/data/reefs.yaml k --players Ann,Bob --seed 3 --overlay $T/west-old.yaml
allot Ann 4
allot Bob 3
status
!replay
# and an amendment by the keys of before fills it in a game under way
use g
!sh $A ruleset amend $T/west-old.yaml
allot Bob 4
!replay
