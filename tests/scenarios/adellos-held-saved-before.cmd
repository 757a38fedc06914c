# A game of adellos saved while the bonus field's turns held in a row were
# counted by the program: the effect 'count-held: true' when a turn begins,
# and the end of a turn (a place its holder left empty held no longer; with
# --option hold-count=turn-end the turns counted then).  Its stored text
# (tests/data/adellos-held-saved-before.yaml, the text of
# rulesets/adellos.yaml then) is read with the declarations in their
# place (each-region, set-turns-held, let-go, turns_held, hold_needed,
# declare-winner; turns.turn-end), and the game goes on as before, with
# the same lines, --json members and refusals: the turns counted, the
# row broken by time counters and by the field left empty, the GM's
# correction, the win.  TEST VALUES (tests/data/adellos-test.yaml).
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-held-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '- count-held: true') > 0 FROM texts WHERE ord = 0"
hire soldier Ann
hire soldier Ann
hire zombie Bob
next
next
move soldier-1 field
move soldier-1 bonus
move soldier-2 field
next
next
swap zombie-1 zombie-lord
move zombie-1 home
# round 2: the turn counts, 1 of the 5 that win
!sh $A next --json
next
# the relief: soldier-1 steps off, soldier-2 steps on; the row goes on
move soldier-1 field
move soldier-2 bonus
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
!sh $A status --json | grep -E '"(holder|since|streak|to_win)"'
next
# Ann's turn ends with the field empty: the row ends, nobody holds it
move soldier-2 field
swap soldier-1 prince-konrad
move soldier-1 home
!sh $A next --json
status
next
swap zombie-1 zombie-lord
move zombie-1 home
next
next
move soldier-2 bonus
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
# time counters on the piece held there: the turn does not count
counters soldier-2 2
next
!sh $A status --json | grep -E '"(holder|since|streak|to_win)"'
next
swap soldier-1 prince-konrad
move soldier-1 home
next
next
swap zombie-1 zombie-lord
move zombie-1 home
# the counters gone: the row begins again
next
next
# the GM's correction: a row of 5 would have won
!refuse recount bonus 5
!sh $A recount bonus 3 --json
swap soldier-1 prince-konrad
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
# 4 turns in a row, then 5: the win
next
next
swap soldier-1 prince-konrad
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
!sh $A next --json
status
!refuse next
verify
!replay
# 
# --option hold-count=turn-end: a turn counts when the holder's turn ends
# with the field held, the turn the piece arrived included; the win comes
# at the end of Ann's turn of round 5.
new adellos end --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord --option hold-count=turn-end
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-held-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'counted: turn-end') > 0 FROM texts WHERE ord = 0"
hire soldier Ann
hire soldier Ann
hire zombie Bob
next
next
move soldier-1 field
move soldier-1 bonus
move soldier-2 field
!sh $A next --json
!sh $A status --json | grep -E '"streak"'
next
swap zombie-1 zombie-lord
move zombie-1 home
next
next
swap soldier-2 prince-konrad
swap soldier-2 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
next
swap soldier-2 prince-konrad
swap soldier-2 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
next
swap soldier-2 prince-konrad
swap soldier-2 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
next
swap soldier-2 prince-konrad
swap soldier-2 prince-konrad
!sh $A next --json
status
verify
!replay
