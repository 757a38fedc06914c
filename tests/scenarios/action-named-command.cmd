# A text of before (tests/data/chores.yaml) declares actions named as the
# program's own commands, 'status' and 'undo': 'ruleset check' refuses
# them now (rename the action), and a game of such a text still starts
# and plays.  Its 'status' and 'undo' are the program's, whose words are
# refused with the program's usage, never the action's ('status Bob' once
# said "usage: status PLAYER"); help, 'what' and completion offer the
# actions nowhere, and 'sweep' is taken as declared.
!refuse ruleset check tests/data/chores.yaml
new tests/data/chores.yaml g --players Ann,Bob --seed 1
sweep Ann
!refuse status Bob
!refuse undo Ann
!refuse undo 1 2
help status
status --help
help undo
help status --json
what
complete status ''
complete undo ''
status
undo
status
!replay
