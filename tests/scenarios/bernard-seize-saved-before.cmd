# A game of bernard saved while its attack was the effect seize (an
# action with 'seize: {target: target, from: from}'; the stored text is
# tests/data/bernard-seize-saved-before.yaml): the text is rewritten at
# load into the declared attack (each-source, refuse, take-sources, hold,
# combat-round), whose refusals in their order, lines, dice, costs and
# --json are seize's, and its log replays.  The .out is the binary's of
# before (lead), that ran seize.
new bernard g --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-seize-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'seize: {target: target, from: from}') > 0 FROM texts WHERE ord = 0"
next
next
next
next
!refuse attack red-1 red-port:4 = 3 3
next
!refuse attack red-1
!refuse attack red-1 red-port
!refuse attack red-1 red-port:2 red-port:1
!refuse attack red-port red-1:1
!refuse attack red-1 red-port:5
!refuse attack purple-1 red-port:2
!refuse attack red-1 red-2:1
# the lands in the order named, each refused by its first test failing
!refuse attack red-2 red-port:1 purple-1:1
!refuse attack red-2 red-port:4 brown-port:9
!refuse attack red-2 red-port:4 purple-port:1
!refuse attack red-2 purple-port:1 red-port:9
# a land of nobody's attacked from
adjust brown-1 none 0
!refuse attack brown-2 brown-1:1
!refuse attack red-1 red-port:4 = 7 3
!refuse attack red-1 red-port:4 = 3
!refuse attack red-1 red-port:4 = 3 3 3
attack red-1 red-port:4 = 3 3 --json
attack red-1 red-port:4 = 2 6
attack red-1 red-port:2 = 6 1 --json
status
# one unit moves in; the attacker loses more than it sent
adjust red-2 Bob 1
adjust red-port Ann 3
attack red-2 red-port:1 = 6 1
adjust red-2 Bob 20
adjust red-port Ann 3
adjust red-1 Ann 3
attack red-2 red-port:2 red-1:1 = 1 20 --json
status
# an empty land, one unit in; with dice given
attack brown-1 brown-port:1 --json
!refuse attack brown-2 brown-port:1 = 3 4
adjust purple-1 Bob 6
adjust purple-2 Ann 3
adjust purple-port Ann 4
attack purple-1 purple-2:2 purple-port:3 = 1 4
set Ann credits 0
!refuse attack purple-1 purple-port:1 = 1 1
set Ann credits 2
attack purple-1 purple-port:1
attack purple-1 purple-port:1
status --json
log
verify
!replay
# the board's adjacency unknown: the attack is refused naming it, after
# the attacker's own land
new bernard h --players Ann,Bob --seed 9 --overlay tests/data/bernard-partial.yaml --overlay tests/data/bernard-amend-orbits.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-seize-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'h')" && echo done
next
next
next
next
next
!refuse attack red-port red-1:1
!refuse attack red-1 red-2:1
!refuse attack red-2 red-port:1
