# A game of bernard saved while the end of a round was the program's steps
# (turns.end-of-round: [orbit-advance, bridges-dissolve]): its stored text
# is rewritten at load into turns.round-end (the effects advance-bodies
# and dissolve-links, the value links), whose lines are the steps': the
# planets move and two bridges dissolve, then one, then none; --json,
# status, verify and the replay as before.
new bernard g --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-supply-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'end-of-round: [orbit-advance, bridges-dissolve]') > 0 FROM texts WHERE ord = 0"
next
next
next
bridge red purple 4
bridge darkblue lightblue 2
!sh i=0; while [ $i -lt 4 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
next --json
!sh i=0; while [ $i -lt 16 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
bridge orange red 3
!sh i=0; while [ $i -lt 4 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
next
!sh i=0; while [ $i -lt 20 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
next
status
verify
!replay
