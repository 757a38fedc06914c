# Adellos: the bonus field.  A piece there that is still there when its
# player's next turn begins earns 1 more action point for that turn, and
# that turn counts toward the win: 5 turns in a row with 2 players, 4 with
# 3, 3 with 4.  TEST VALUES: tests/data/adellos-test.yaml.
# 
# Two players.  Ann (Prince Konrad, 8 gold) puts a Soldier on the field in
# round 1 and wins when her turn of round 6 begins; Bob spends his action
# points on a swap (2) and a move (1).
new adellos two --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord
hire soldier Ann
hire soldier Ann
hire zombie Bob
next
next
move soldier-1 field
move soldier-1 bonus
!refuse move soldier-2 bonus
move soldier-2 field
!sh $A status --json | grep -E '"(holder|since|streak|to_win)"'
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
!sh $A status --json | grep -E '"(ap|holder|since|streak|to_win)"'
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
next
next
swap zombie-1 zombie-lord
move zombie-1 home
next
status
!refuse next
!replay
# 
# Three players.  Bob's Kogue takes the field first; Ann's Soldier defeats
# it in Ann's turn, so Bob's turn brings no extra action point.  Ann's
# Soldier takes the field and wins when her turn of round 6 begins.
new adellos three --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,rebels-favourite-dana,pope-anicetus
hire soldier Ann
hire kogue Bob
next
next
move soldier-1 field
move general-iron-fist field
move general-iron-fist home
next
next
move kogue-1 field
move kogue-1 bonus
move rebels-favourite-dana field
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
attack soldier-1 kogue-1 a+1:flank
move soldier-1 bonus
move general-iron-fist field
next
!sh $A status --json | grep -E '"(ap|holder|streak)"'
next
move rebels-favourite-dana home
move rebels-favourite-dana field
move rebels-favourite-dana home
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
swap soldier-1 general-iron-fist
swap soldier-1 general-iron-fist
next
next
move rebels-favourite-dana field
move rebels-favourite-dana home
move rebels-favourite-dana field
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
swap soldier-1 general-iron-fist
swap soldier-1 general-iron-fist
next
next
move rebels-favourite-dana field
move rebels-favourite-dana home
move rebels-favourite-dana field
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
swap soldier-1 general-iron-fist
swap soldier-1 general-iron-fist
next
next
move rebels-favourite-dana field
move rebels-favourite-dana home
move rebels-favourite-dana field
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
status
!replay
# 
# Four players: 3 turns.  Ann's Soldier goes onto the field in round 1 and
# she wins when her turn of round 4 begins.
new adellos four --players Ann,Bob,Cleo,Dan --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord,pope-anicetus,merchant-pinkerton
hire soldier Ann
hire soldier Ann
next
next
move soldier-1 field
move soldier-1 bonus
move soldier-2 field
next
next
move zombie-lord field
move zombie-lord home
move zombie-lord field
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
move merchant-pinkerton field
move merchant-pinkerton home
move merchant-pinkerton field
next
next
swap soldier-2 prince-konrad
swap soldier-2 prince-konrad
next
next
move zombie-lord field
move zombie-lord home
move zombie-lord field
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
move merchant-pinkerton field
move merchant-pinkerton home
move merchant-pinkerton field
next
next
swap soldier-2 prince-konrad
swap soldier-2 prince-konrad
next
next
move zombie-lord field
move zombie-lord home
move zombie-lord field
next
next
move pope-anicetus field
move pope-anicetus home
move pope-anicetus field
next
next
move merchant-pinkerton field
move merchant-pinkerton home
move merchant-pinkerton field
next
status
!replay
# 
# When players have left the game: the turns for those still in it, or
# (--option hold-players=seated) for those who began.
new adellos left --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord,pope-anicetus
hire soldier Ann
next
next
move soldier-1 field
attack soldier-1 Bob
move soldier-1 bonus
!sh $A status --json | grep -E '"to_win"'
new adellos seated --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord,pope-anicetus --option hold-players=seated
hire soldier Ann
next
next
move soldier-1 field
attack soldier-1 Bob
move soldier-1 bonus
!sh $A status --json | grep -E '"to_win"'
# 
# --option hold-count=turn-end: a turn counts when the holder's turn ends
# with the field held, the turn the piece arrived included; 2 players, the
# win comes at the end of Ann's turn of round 5.
new adellos end --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord --option hold-count=turn-end
hire soldier Ann
hire soldier Ann
hire zombie Bob
next
next
move soldier-1 field
move soldier-1 bonus
move soldier-2 field
next
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
next
status
!replay
