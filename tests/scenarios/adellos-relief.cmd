# Adellos: the bonus field held with any own unit (rulebook line 75: "If
# a player is able to hold any own unit on the bonus field for a number of
# turns in a row, he wins the game. [...] 2 players - 5 turns"), and the
# GM's correction of the count.  A turn counts when it begins with the
# field held, as the extra action point does (line 75: "protecting it until
# their next turn"); all action points must be spent (line 30), 3 a turn
# (line 30), one more for the field held (line 75).  TEST VALUES:
# tests/data/adellos-test.yaml.
#
# Ann (Prince Konrad: 5 + 3 gold, lines 22, 125) hires two Soldiers (3 gold
# each, line 36).  soldier-1 takes the field in round 1; in round 2
# soldier-2 relieves it: the row goes on, 2 turns when Ann's turn of round
# 3 begins, and 5 (the win with 2 players) when her turn of round 6 begins.
new adellos r --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord
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
# round 2: 1 turn held, 3 + 1 action points
next
!sh $A status --json | grep -E '"(ap|holder|since|streak)"'
next
# the relief: soldier-1 steps off, soldier-2 steps on
move soldier-1 field
status
move soldier-2 bonus
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
# round 3: the row goes on, 2 turns held since round 1
next
!sh $A status --json | grep -E '"(ap|holder|since|streak)"'
next
swap soldier-1 prince-konrad
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
next
swap soldier-1 prince-konrad
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
next
swap soldier-1 prince-konrad
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
# round 6: the fifth turn in a row, Ann wins
next
!sh $A status --json | grep -E '"(streak|winner)"'
!replay
#
# A turn that ends with the field empty ends the row (line 75: held "for a
# number of turns in a row"): Ann's turn of round 2 ends with it empty,
# soldier-2 takes it again in round 3 and the count starts afresh.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord
!refuse recount bonus 1
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
next
next
move soldier-1 field
swap soldier-2 prince-konrad
move soldier-1 home
next
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
next
!sh $A status --json | grep -E '"(holder|since|streak)"'
# the GM's correction: the table counts 3 turns in a row; the next turn
# of Ann's counts the fourth, the one after the fifth, which wins (2
# players: 5, line 75)
!refuse recount bonus 5
!refuse recount bonus -1
!refuse recount tower 3
!refuse recount bonus
recount bonus 3
!sh $A status --json | grep -E '"(holder|since|streak|to_win)"'
next
swap soldier-1 prince-konrad
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
!sh $A status --json | grep -E '"(streak|winner)"'
next
swap soldier-1 prince-konrad
swap soldier-1 prince-konrad
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
!sh $A status --json | grep -E '"(streak|winner)"'
log 3
!replay
