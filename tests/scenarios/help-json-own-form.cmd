# help --json says each command as the current game has it, as 'help
# COMMAND' does: a command several shipped games declare ('attack',
# 'move': adellos' and bernard's) by the game's own usage and help, odds
# by the forms that game gives odds by; the same keys, every command.
# With no game, and with --all, every game's forms as before.
!sh $A --json help | grep -A4 '"name": "\(attack\|move\|odds\)"'
new bernard b --players Ann,Bob,Cleo --seed 1 --overlay rulesets/examples/bernard-demo.yaml
!sh $A --json help | grep -A4 '"name": "\(attack\|move\|odds\)"'
new adellos a --players Ann,Bob,Cleo --seed 1
!sh $A --json help | grep -A4 '"name": "\(attack\|move\|odds\)"'
!sh $A help --all --json | grep -A4 '"name": "\(attack\|move\|odds\)"'
new albedo al --players Ann,Bob,Cleo --seed 1
!sh $A --json help | grep -A4 '"name": "\(attack\|move\|odds\)"'
