# A game of bernard saved while the supply taken of each planet was kept
# in the game's state ("supplied" in its snapshot) rather than in a tally:
# its stored text, without the tally 'supplied', gets it at load, last of
# its tallies; its snapshot's "supplied" fills the tally; the supply is
# refused once taken, as before, and its log replays.  (The supply
# numbers, red 2 and purple 3, are the demo overlay's.)
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-supply-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'supplied') = 0 FROM texts WHERE ord = 0"
next
adjust red-port Bob 1
adjust purple-port Bob 1
!sh i=0; while [ $i -lt 7 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"'
supply units red:red-1 red:red-2
# the snapshot as it was written then: its tallies without the 8 counts
# of 'supplied' (one a planet), and "supplied" (red's taken)
!sh sqlite3 $T/game.db "UPDATE games SET state = json_set(json_remove(state, '$.tallies[#-1]', '$.tallies[#-1]', '$.tallies[#-1]', '$.tallies[#-1]', '$.tallies[#-1]', '$.tallies[#-1]', '$.tallies[#-1]', '$.tallies[#-1]'), '$.supplied', json('[1,0,0,0,0,0,0,0]'))" && sqlite3 $T/game.db "SELECT json_array_length(state, '$.tallies'), json_extract(state, '$.supplied') FROM games"
!refuse supply units red:red-1
!refuse next
supply credits purple
next
verify
!replay
