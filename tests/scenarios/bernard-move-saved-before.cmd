# A game of bernard saved while its move was the program's mechanism
# (mechanisms.move {resource, cost, per-units, once-per-phase}, an action
# running 'march'): its stored text is rewritten at load into tallies and
# the declared move, whose lines, costs and report are the mechanism's
# (rulebooks/bernard-de.txt line 138: 1 credit moves 5 units; moved units
# move on for nothing), and its log replays.
new bernard old --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-ledger-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: march') > 0 FROM texts WHERE ord = 0"
next
next
next
next
next
next
adjust lightblue-1 Ann 1
adjust lightblue-2 Ann 1
# 4 units: 1 credit; the same 4 move on for nothing (cost 0, moved 4,
# moving_on 4), and back
move 4 lightblue-port lightblue-1
move 4 lightblue-1 lightblue-2 --json
move 4 lightblue-2 lightblue-port
# a 5th unit within the first 5: nothing; the 6th starts a second 5:
# 1 credit, 52 left
move 1 lightblue-1 lightblue-port
move 1 lightblue-2 lightblue-port
!sh $A status --json | grep '"moved"\|"credits": 52'
verify
!replay
# an overlay of before that sets mechanisms.move on today's text: 2
# credits a started 3 units, every move counting its units again
new bernard other --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-move-overlay.yaml
next
next
next
next
next
next
adjust lightblue-1 Ann 1
# 4 units: ceil(4/3) = 2 groups, 4 credits: 54 -> 50
move 4 lightblue-port lightblue-1
# the same 4 again, not paid for once only: 8 moved, ceil(8/3) - 2 = 1
# group more, 2 credits: 50 -> 48
move 4 lightblue-1 lightblue-port
verify
