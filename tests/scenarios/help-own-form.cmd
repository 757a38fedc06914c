# A command that several shipped games declare ('attack' and 'move':
# adellos' and bernard's) is described in a game by that game's own
# declaration: its usage and its help, in help COMMAND, COMMAND --help,
# the list of commands and what, where they said every game's usage
# ('attack TARGET FROM:N... | attack PIECE TARGET ...') and the first
# game's help.  With no game, help lists every game's forms.  (adellos'
# own helps still say bernard's 'lands and bridges': rulesets/adellos.yaml
# is another change's.)
help attack
new bernard b --players Ann,Bob,Cleo --seed 1 --overlay rulesets/examples/bernard-demo.yaml
help attack
attack --help
help move
!sh $A help | grep -E '^  (attack|move) '
new adellos a --players Ann,Bob,Cleo --seed 1
help attack
attack --help
help move
!sh $A help | grep -E '^  (attack|move) '
next
next
what
