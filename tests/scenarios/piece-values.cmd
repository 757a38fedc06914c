# A kind's values are the ruleset's own (piece-values: price, range,
# supply): hired for its price, read by tracked(piece, range), one left
# unknown entered at the table with the game's action of enter-stats.
# TEST VALUES (tests/data/piece-values.yaml): 10 gold each, an Archer
# (Red) costs 3 and reaches 3 fields, a Knight (Blue) costs 4 and its
# range is unknown.  The Marshal (Red's leader) is steady, adds 1 to an
# Archer's range and a bounty of 2 to a volley; the Baron adds nothing.
new tests/data/piece-values.yaml g --players Ann,Bob --seed 1
hire archer
rest
volley
next
!refuse hire archer
hire knight
!refuse rest
# the Knight's range is unknown: the volley is refused, nothing changes
!refuse volley
!refuse stat knight speed:2
!refuse stat knight price:5
stat knight range:2
volley
# counters, in the general word (the file names none): a piece that
# carries any does not act
stun knight-1 2
!refuse aim knight-1
status
stun knight-1 0
aim knight-1
# the unknown value and what it is, as the template writes it
!sh $A ruleset template piece-values
!replay
