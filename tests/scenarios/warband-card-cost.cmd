# A counted piece's cost entered at the table (tests/data/warband-card.yaml):
# the guard's cost is unknown, so buying one stops naming both ways to give
# it; a malformed cost (no amount, a resource the game lacks, an amount
# not a number, a resource named twice, none at all) is refused and
# nothing changes; 'tile guard cost:coins=3' enters it, and build
# (add-units) pays it; a cost other than the one entered, or than the
# ruleset's, is refused, the same said again; undo takes it back out; a
# replay reads it the same.
new tests/data/warband-card.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
!refuse build Bob d1 guard:1
!refuse tile guard cost:coins
!refuse tile guard cost:gold=2
!refuse tile guard cost:coins=x
!refuse tile guard cost:coins=-1
!refuse tile guard cost:coins=1,coins=2
!refuse tile guard cost:
!refuse tile guard price:3
tile guard cost:coins=3
undo
!refuse build Bob d1 guard:1
tile guard cost:coins=3
build Bob d1 guard:1
status
!refuse tile guard cost:coins=2
!refuse tile guard cost:coins=3,orders=1
tile guard cost:coins=3
!refuse tile scout cost:coins=2
tile scout cost:coins=1
!refuse build Bob d1 guard:1
!replay
