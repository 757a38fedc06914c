# A game of bernard saved before its commands were declared: the stored
# ruleset text lists 'disband' among the pay phase's commands and has no
# actions, and 'adjust' was the program's on any board of lands (the text
# of rulesets/bernard.yaml then, put back as it was).  Read, both become
# the declared actions, and the game corrects, asks and disbands as before.
new bernard old --players Ann,Bob,Cleo --seed 8 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'commands: [disband]') > 0, instr(text, 'actions:') FROM texts WHERE ord = 0"
next
!sh i=0; while [ $i -lt 12 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"\|"phase"'
# Bob's movement phase: red-1 with 12 units owes 2 credits (7 beyond the
# free 5), red-2 with 8 owes 1 (3 beyond); Bob has 1 credit (book lines
# 142-143: the first 5 on a land free, then 1 credit per started 5)
adjust red-1 Bob 12
adjust red-2 Bob 8
!refuse adjust red-2 none 3
!refuse adjust red-2 Bob 0
set Bob credits 1
!refuse disband red-1 2
next
!refuse next
# a land that is not his, or more units than it holds, refuses the whole
# command: red-1's 2 stay
!refuse disband red-1 2 orange-1 1
!refuse disband red-1 2 red-2 9
!refuse disband red-1 2 red-2
# he pays red-1's first 5 beyond the free ones: 2 on red-1 and 3 on red-2
# leave, and the bill is the 1 credit he has
disband red-1 2 red-2 3
next
!sh $A status --json | grep -A4 '"id": "red-[12]"' | grep '"units"'
adjust red-2 none 0
verify
!replay
