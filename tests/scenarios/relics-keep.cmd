# relics (tests/data/relics.yaml): cards kept for the game without a map
# of territories, with the effect keep-card and the expression kept(),
# otherwise than aldarra-reborn's discoveries: any player keeps a card in
# his turn (two players may keep the same), at most three (kept(me)), a
# card kept twice refused with the ruleset's words and nothing changed;
# a card shown only by its keeper (kept(me, relic)).  The cards kept are
# in the snapshot under "kept", read back by every command.
!sh $A new $R/tests/data/relics.yaml g --players Ann,Bob --seed 2
find crown
!refuse find crown
!refuse find Crown
!refuse show ring
show crown
!sh sqlite3 $T/game.db "SELECT json_extract(state, '$.kept') FROM games"
next
find crown
find ring
!refuse find ring
find cup-2
!refuse find orb
show cup-2
!sh sqlite3 $T/game.db "SELECT json_extract(state, '$.kept') FROM games"
status
!replay
