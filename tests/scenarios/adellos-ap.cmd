# Adellos: action points.  3 at the start of every turn (one more for the
# bonus field held); moving costs 1, attacking 1, swapping 2, playing an
# event card 1, hiring nothing; a turn ends only when all are spent.  An
# effect at the table that gives or takes action points is a ledger entry.
# TEST VALUES: tests/data/adellos-test.yaml.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,merchant-pinkerton
hire soldier Ann
hire soldier Ann
next
next
# three action points are left: the turn cannot end
!refuse next
swap soldier-1 prince-konrad
!refuse swap soldier-1 prince-konrad
!refuse next
!refuse swap soldier-1 soldier-1
!refuse swap soldier-1 merchant-pinkerton
move soldier-2 field
!sh $A status --json | grep -E '"ap"'
!refuse move soldier-2 field
!refuse attack soldier-2 merchant-pinkerton
# an event card grants Ann another action point
give Ann 1 ap
draw Ann
play thunderstorm
!refuse play
next
next
!refuse next
# Bob: hiring costs no action points; an event card is played
hire kogue
draw Bob 2
play
!refuse move kogue-1 nowhere
move kogue-1 field
# an effect takes Bob's last action point: the turn may end
take Bob 1 ap
next
# --option card-cost=free: playing a card costs no action point
new adellos f --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,merchant-pinkerton --option card-cost=free
next
next
draw Ann 2
play
play
!sh $A status --json | grep -E '"(ap|cards)"'
!replay
