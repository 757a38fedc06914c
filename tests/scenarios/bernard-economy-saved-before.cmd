# A game of bernard saved before its income was a phase's effect: the stored
# ruleset text gives it as 'mechanisms.income' {resource: credits, per-land:
# 3, minimum: 20} and the credits phase's step 'income' (the text of
# rulesets/bernard.yaml then, put back as it was).  Read, it becomes the
# effect, and the game earns, buys and pays as before.
new bernard old --players Ann,Bob,Cleo --seed 5 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-economy-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'income: {resource: credits, per-land: 3, minimum: 20}') > 0, instr(text, 'steps: [income]') > 0 FROM texts WHERE ord = 0"
next
# book line 102: 3 credits for every land held, at least 20: Ann holds the 8
# spaceports, 24 credits
next
next
next
# book line 108: a unit costs 2 credits
buy red-port 3
!refuse buy red-port 30
next
next
# book lines 146-148: 5 units on a land are free, every further 5 started
# cost 1 credit: red-port's 8 units cost 1, red-1's 21 cost 4
adjust red-1 Ann 21
next
set Ann credits 3
!refuse next
disband red-1 6
next
# Bob holds 11 lands (red-1 is Ann's now): 33 credits (book line 102)
next
next
status
verify
!replay
