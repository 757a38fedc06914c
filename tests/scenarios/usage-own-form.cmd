# A command given too few or too many words is refused with its usage as
# the current game has it, as 'help COMMAND' says it: odds by the forms
# that game gives odds by, a command several shipped games declare
# ('attack', 'move': adellos' and bernard's) by the game's own form.
# With no game, every game's forms, as before.
!refuse odds
!refuse attack
!refuse move
new bernard b --players Ann,Bob,Cleo --seed 1 --overlay rulesets/examples/bernard-demo.yaml
!refuse odds
!refuse attack
!refuse att
!refuse move
new adellos a --players Ann,Bob,Cleo --seed 1
!refuse odds
!refuse attack
!refuse move a b c d e f g
!refuse -j move
new aldarra-reborn r --players Ann,Bob,Cleo --seed 1 --overlay tests/data/aldarra-test-values.yaml
!refuse odds
