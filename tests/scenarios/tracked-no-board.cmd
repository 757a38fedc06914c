# Units tracked one by one in a game with no board of regions: the pieces
# are the board's, and such a game has a board of no regions to hold them.
# TEST VALUES (tests/data/tracked-no-board.yaml): 10 gold each, a Soldier
# (Red) costs 3, a Knight (Blue) 4, 2 of each in a player's supply.
new tests/data/tracked-no-board.yaml g --players Ann,Bob --seed 1
next
# Bob plays the Blue: the Red's Soldier is not his to hire
!refuse hire soldier
hire knight
hire knight
# both Knights of his supply are taken
!refuse hire knight
move knight-1 field
!refuse move soldier-1 field
status
# the saved rows [kind, owner, number, area, region, counters]: knight-1
# on the table (no area, no region), knight-2 in Bob's camp (area 1)
!sh sqlite3 $T/game.db "SELECT json_extract(state, '$.pc.pieces') FROM games"
next
hire soldier
!replay
verify
