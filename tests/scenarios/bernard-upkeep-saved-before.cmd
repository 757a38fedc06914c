# A game of bernard saved before its upkeep was the pay phase's due: the
# stored ruleset text gives it as 'mechanisms.upkeep' {resource: credits,
# free-per-land: 5, step: 5, cost-per-step: 1} and the pay phase's step
# 'upkeep' (the text of rulesets/bernard.yaml then, put back as it was).
# Read, it becomes the due, and the game bills, asks and pays as before.
new bernard old --players Ann,Bob,Cleo --seed 8 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-upkeep-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'upkeep: {resource: credits, free-per-land: 5, step: 5, cost-per-step: 1}') > 0, instr(text, 'steps: [upkeep]') > 0, instr(text, 'dues:') FROM texts WHERE ord = 0"
next
!sh i=0; while [ $i -lt 12 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"\|"phase"'
# Bob's movement phase: red-1 with 12 units owes 2 credits (7 beyond the
# free 5), red-2 with 8 owes 1 (3 beyond); Bob has 1 credit (book lines
# 142-143: the first 5 on a land free, then 1 credit per started 5)
adjust red-1 Bob 12
adjust red-2 Bob 8
set Bob credits 1
next
# which units go unpaid is Bob's choice (readings.unpaid): 'next' will
# not go on without an answer
!refuse next
# he pays red-1's first 5 beyond the free ones: 2 on red-1 and 3 on red-2
# leave, and the bill is the 1 credit he has
disband red-1 2 red-2 3
next
!sh $A status --json | grep -A4 '"id": "red-[12]"' | grep '"units"'
# Cleo's pay phase: the book's 21 units on one land owe 4 credits (line
# 143); with 3 she pays for 5 free + 15, and the 21st leaves (line 144)
# with nothing to choose
!sh i=0; while [ $i -lt 6 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"\|"phase"'
adjust orange-1 Cleo 21
set Cleo credits 3
next
!sh $A status --json | grep -A4 '"id": "orange-1"' | grep '"units"'
verify
!replay
