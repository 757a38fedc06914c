# In a game, help odds (and odds --help, and help's list) names the forms
# of odds that game gives odds by, in its words: albedo's hands of cards,
# adellos' declared combat, bernard's whole attack, aldarra-reborn's
# dice-pool combat, ashes-of-empire's space battle of FIGHTERS; where each
# listed every game's (a space battle and FIGHTERS in adellos).  With no
# game, every form.
help odds
new albedo al --players Ann,Bob,Cleo --seed 1
help odds
!sh $A help | grep '^  odds '
new adellos ad --players Ann,Bob,Cleo --seed 1
help odds
odds --help
new bernard be --players Ann,Bob,Cleo --seed 1 --overlay rulesets/examples/bernard-demo.yaml
help odds
new aldarra-reborn rb --players Ann,Bob,Cleo --seed 1 --overlay tests/data/aldarra-test-values.yaml
help odds
new ashes-of-empire as --players Ann,Bob,Cleo --seed 1
help odds
# a battle in orbit needs a ruleset that has one: named, or the game's
odds battle 12 9 ashes-of-empire
!refuse odds battle 12 9 albedo
