# A game of bernard saved before its lands stood on the board of regions
# (issue 15): the saved state is the snapshot that arbiter wrote then
# (tests/data/bernard-state-v8.json, from these very commands), with each
# land's owner and units under "lands" and the units paid to move under
# "lands_moved".  The game goes on from it.
new bernard sv --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
next
next
next
bridge red purple 4
next
buy red-port 3
next
attack red-1 red-port:4 = 5 2
next
move 2 red-port red-1
# the saved state, with red-2 as a GM left it on the table (Cleo's, 3
# units) without a command: the lands are read from it, not replayed
!sh sqlite3 $T/game.db "UPDATE games SET state = replace(readfile('tests/data/bernard-state-v8.json'), '\"lands\":[0,6,1,2,', '\"lands\":[0,6,2,3,')" && sqlite3 $T/game.db "SELECT instr(state, '\"lands\":[0,6,2,3,') > 0 FROM games"
status
# red-1 holds Ann's 4 units that took it and the 2 moved in after, which
# were paid for this phase ("lands_moved"): they move on for nothing
# (readings: moving-on), and the third unit is within the 5 that the
# credit already paid moves (book, movement: 1 credit moves 5 units)
move 3 red-1 red-port
!refuse move 9 red-1 red-port
