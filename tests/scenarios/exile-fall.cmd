# exile (tests/data/exile.yaml): fall on a game of no tracked pieces puts
# the player a word names out, with the line "Bob is out of the game"
# (the line put-out said), or the ruleset's says; a second fall of a
# player out says nothing; the turns pass over the players out; the last
# one standing wins.
!sh $A new $R/tests/data/exile.yaml g --players Ann,Bob,Cleo,Dan --seed 1
exile Bob
exile Bob
next
status
banish Cleo
next
exile Dan
status
log
verify
!replay
