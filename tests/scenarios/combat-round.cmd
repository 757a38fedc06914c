# The effect combat-round: one round of a declared combat between the
# actor and another player, its outcome bound for its then
# (tests/data/skirmish.yaml).  attack: an opposed combat, one die a side
# by bands of units, paid for in credits once the dice are known (a
# refusal of the cost, or of the faces given after '=', leaves the game
# as it was); its lines, the board and --json are the then's, reading
# units(), losses(), thrown(), fighter(), @die and before(credits).
# volley: a sum combat, every unit a d6, a unit lost for every 6.
new tests/data/skirmish.yaml t --players Ann,Bob --seed 3
set ford Ann 12
set hill Bob 3
!refuse attack ford hill 11 = 11 2
!refuse attack ford hill 11 = 7
!refuse attack ford hill 11 = 7 2 3
attack ford hill 11 = 7 2 --json
status
attack moor wood 1 = 3 3
attack moor wood 1 = 1 6
!refuse attack moor wood 1
set moor Ann 5
!refuse attack moor wood 4 = 1 1
volley hill wood = 6 6 6 6 6 6 6 6 6 6 6 1 1 --json
undo
volley hill wood = 1 2 3 4 5 6 1 2 3 4 5 6 6
status
!replay
