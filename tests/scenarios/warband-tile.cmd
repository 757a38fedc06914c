# A counted piece's values entered at the table (tests/data/warband-tile.yaml):
# the guard's wage and toughness are unknown, so hiring one stops naming
# both ways to give it ('tile' and an overlay); 'tile guard wage:3
# toughness:2' enters them, and hire and the pool combat read them (two
# hits destroy the guard); a value the ruleset gives is refused unless the
# same, one the piece lacks, one not a value, a piece not in the game and
# a value entered differently are refused (nothing changes); undo takes
# the values back out; a combat with the guard's toughness unknown stops
# naming 'tile' too, and is fought once it is entered; an amendment
# giving a value entered at the table is refused, as for a kind tracked
# one by one (the game used it); a replay reads them the same.
new tests/data/warband-tile.yaml g --players Ann,Bob,Cleo --seed 1
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
!refuse hire guard
tile guard wage:3
undo
!refuse hire guard
units b2 Bob scout:2
units b2 Ann guard:1
activate b2
!refuse fight b2
tile guard wage:3 toughness:2
fight b2
fire = 1 1 1
!refuse tile guard wage:4
tile guard wage:3
!refuse tile scout wage:2
tile scout wage:1
!refuse tile banner wage:1
!refuse tile guard speed:1
!refuse tile knight wage:1
!refuse tile guard wage:x
status
hire guard
status
!refuse ruleset amend --text '{format: arbiter-overlay-1, ruleset: warband-tile, pieces: {guard: {values: {toughness: 2}}}}'
hire guard
!replay
!sh $A ruleset check $R/tests/data/warband-tile.yaml
