# A faction's card it starts with is its start-card (kept as if picked;
# the game's word for the card is words.pick: "discoveries").  An overlay
# written before gives it as the faction's 'discovery': read as
# start-card, the known value kept over 'unknown' either way round, the
# overlay's when both are known.
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option factions=arrodan,mining-corp,cindar --overlay-text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, factions: {arrodan: {discovery: old-arrodan}, mining-corp: {discovery: unknown}}}'
status --json
# the same written before on its own, with the phases listing the
# commands by their names of before (actions of those names declared)
ruleset check tests/data/aldarra-start-card-old.yaml
new aldarra-reborn h --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay tests/data/aldarra-start-card-old.yaml --option factions=odarian,mining-corp,cindar
lay random
arrive Ann a1
status
# a bad id is refused where it was written, and no game is made
new aldarra-reborn i --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: aldarra-reborn, factions: {odarian: {discovery: bad id}}}'
games
