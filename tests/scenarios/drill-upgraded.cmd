# A kept card that turns a piece to its upgraded side on a game without a
# map of territories (tests/data/drill.yaml, a board of regions): keep-card
# of the card army turns the keeper's units (attack 3spear, armour 3 for
# 2spear and 2), which the raid's pool round reads (the faces given after
# '=' are checked against the dice, the attacker's first); the card banner,
# no piece's, is only kept; a card kept twice is refused in the ruleset's
# words with nothing changed; status and --json list the cards kept and
# the pieces turned; the snapshot keeps the flags under "upgraded"; the
# other player's units keep their side.
new tests/data/drill.yaml t --players Ann,Bob --seed 3
set ford Ann 2
set hill Bob 3
# before the drill: 4 dice for Ann's 2 units, 2 hits destroy one of hers
raid ford hill = 1 1 1 0 1 1 1 1 1 0
status
undo
drill army
!refuse drill army
!refuse drill Army
!refuse raid ford hill = 1 1 1 0 1 1 1 1 1 0
# after it: 6 dice for Ann's 2 units, 3 hits destroy one of hers
raid ford hill = 1 1 1 0 0 0 1 1 1 1 1 0
drill banner
status
status --json
!sh sqlite3 $T/game.db "SELECT json_extract(state, '$.kept'), json_extract(state, '$.upgraded') FROM games"
# Bob's units throw their own side; Ann's, defending, her upgraded one
next
raid hill ford = 1 1 1 1 1 0 0 0 0 0 1 1
!replay
