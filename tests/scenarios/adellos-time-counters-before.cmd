# A game of adellos saved while the time counters went down by the
# program's turn step ('turns.end-of-turn: [time-counters]'): its stored
# text (tests/data/adellos-time-counters-before.yaml, the text of
# rulesets/adellos.yaml then) is read with the step rewritten into the
# effect count-down, last in turns.turn-end while the game goes on, and
# the game goes on as before, with the same lines: one line for every
# piece that carries counters, whoever owns it, after the place's
# turn-end lines; none once the turn's end won the game.
# TEST VALUES (tests/data/adellos-test.yaml).
new adellos tc --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord --option hold-count=turn-end
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-time-counters-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'end-of-turn: [time-counters]') > 0 FROM texts WHERE ord = 0"
hire soldier Ann
hire soldier Ann
hire zombie Bob
next
next
move soldier-1 field
move soldier-1 bonus
move soldier-2 field
counters zombie-lord 2
counters prince-konrad 1
# the held turn counted first, then each piece that carries counters,
# Ann's and Bob's, loses one
!sh $A next --json
next
# zombie-lord rests: zombie-1 alone acts; its last counter goes when
# Bob's turn ends
!refuse swap zombie-1 zombie-lord
move zombie-1 home
move zombie-1 home
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
counters zombie-1 3
# the win at the turn's end: the counters stay
!sh $A next --json
status
verify
!replay
