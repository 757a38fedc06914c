# vigil (tests/data/vigil.yaml): players marked done for a phase without
# a map of territories, with the effect mark-done and the expressions
# done() and undone_next, otherwise than aldarra-reborn's discoveries: a
# player keeps watch as often as he likes until he rests (done(player)),
# in any order; a player who rests is refused a watch or a second rest
# with the ruleset's words and nothing changed; the watch does not end
# while one keeps it (undone_next, named by the refusal), its leave
# counts those who rested (done(who)), and the next round's watch starts
# with none done.  The marks are in the snapshot under "done" while one
# is, read back by every command, and gone once the watch is over.
!sh $A new $R/tests/data/vigil.yaml g --players Ann,Bob,Cleo --seed 3
keep Bob
rest Bob
!refuse keep Bob
!refuse rest Bob
!sh sqlite3 $T/game.db "SELECT json_extract(state, '$.done') FROM games"
!refuse next
keep Ann
rest Cleo
!refuse next
rest Ann
next
!sh sqlite3 $T/game.db "SELECT json_extract(state, '$.done') FROM games"
keep Bob
rest Cleo
!refuse next
status --json
!replay
