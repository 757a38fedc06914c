# Pay: the first 5 units on a land are free, every further 5 or part of 5
# cost 1 credit ("21 units -> 4 Space Credits", rulebooks/bernard-de.txt
# lines 142-143), and "all units not paid leave the game" (line 144).
new bernard g --players Ann,Bob,Cleo --seed 8 --overlay rulesets/examples/bernard-demo.yaml
next
!sh i=0; while [ $i -lt 12 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"\|"phase"'
# Bob's movement phase: red-1 with 12 units owes 2 credits (7 beyond the
# free 5), red-2 with 8 owes 1 (3 beyond); Bob has 1 credit
adjust red-1 Bob 12
adjust red-2 Bob 8
set Bob credits 1
next
# which units go unpaid is Bob's choice: the pay phase asks, listing the
# lands, and 'next' will not go on without an answer
!refuse next
# he pays red-1's first 5 beyond the free ones: 2 on red-1 and 3 on red-2
# leave, and the bill is the 1 credit he has
disband red-1 2 red-2 3
next
!sh $A status --json | grep -A4 '"id": "red-[12]"' | grep '"units"'
# Cleo's pay phase: the book's 21 units on one land owe 4 credits; with 3
# she pays for 5 free + 15, and the 21st leaves with nothing to choose
!sh i=0; while [ $i -lt 6 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"\|"phase"'
adjust orange-1 Cleo 21
set Cleo credits 3
next
!sh $A status --json | grep -A4 '"id": "orange-1"' | grep '"units"'
!replay
