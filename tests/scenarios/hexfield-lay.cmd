# tests/data/hexfield.yaml: the general effect lay-tile with words of
# kinds place and tile.  The GM lays pairs of words in groups (repeat):
# each group laid in turn, the log writing places in lowercase and tiles
# by their id; a group refused (a place taken, the mix of a kind used up)
# refuses the command whole; a place that is no place, a tile that is no
# kind and a pair cut short are usage errors.  A named place has no
# neighbours, and the line says so.  In the round a player charts one
# tile for a coin, refused by its requirement (tiles_left) when the mix
# has none of the kind left; the GM's lay is refused by its own.
new tests/data/hexfield.yaml g --players Ann,Bob --seed 1
help lay
lay a1 meadow B1 Marsh c1 Meadow
!refuse lay a2 meadow b2 marsh
!refuse lay a2 meadow a1 meadow
!refuse lay a2
!refuse lay 2a meadow
!refuse lay a2 swamp
lay a2 meadow glade meadow --json
arrive Ann a1
arrive Bob c1
next
chart b2 meadow
!refuse chart b2 meadow
chart c2 meadow
!refuse chart d2 meadow
!refuse lay d2 meadow
map
log
verify
!replay
