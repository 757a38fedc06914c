# The effect combat-round on a combat of mode pool (tests/data/melee.yaml):
# every unit of a side throws its piece's attack (two spear dice, faces
# 0 0 1 1 2* 3, the 2 exploding), the hits its dice show are hits(SIDE),
# and every 2 hits (the piece's armour) destroy one of the other side's
# units, at most all; the faces given after '=' are checked against the
# dice, the attacker's first (a refusal leaves the game as it was); the
# lines, the board and --json are the then's; a piece whose armour is
# unknown stops the command (exit 3).
new tests/data/melee.yaml t --players Ann,Bob --seed 3
set ford Ann 3
set hill Bob 2
!refuse raid ford hill = 0 1 0 0 0 1 1 1 1
!refuse raid ford hill = 0 1 0 0 0 4 1 1 1 1
raid ford hill = 0 1 0 0 0 1 1 1 1 1 --json
status
undo
raid ford hill = 3 3 2 0 3 1 1 0 0 0 0
status
set ford Ann 3
set hill Ann 2
set wood Bob 1
raid ford wood = 3 3 3 3 0 0 3 3
status
!refuse raid moor wood
set wood Bob 2
raid moor wood --json
!refuse scout moor wood = 1 0 0
!replay
