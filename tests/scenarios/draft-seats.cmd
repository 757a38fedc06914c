# An order chosen by rank in a game with no board (tests/data/
# draft-seats.yaml): the players bid coins (Bob 4, Ann and Cleo 2), the
# highest drafts his seat first and the tie is kept in seat order (Bob,
# Ann, Cleo); a seat is drafted once, in turn, within 1 to 3, and the last
# to draft takes the seat left; the phase does not end before every seat
# is drafted.  The turns then follow the seats (Ann 1, Cleo 2, Bob 3), and
# score reads place_of; status --json gives the choosers in the
# order ranked with the seat each has drafted.  Each refusal leaves the game as it was; the
# places are kept in the snapshot and replay to it.
new tests/data/draft-seats.yaml g --players Ann,Bob,Cleo --seed 3
bid Ann 2
bid Ann 1
bid Bob 6
bid Bob 4
bid Cleo 2
next
status --json
seat Ann 1
seat Bob 4
seat Bob 3
seat Ann 3
next
seat Ann 1
seat Cleo 2
status
status --json
next
score Ann
next
score Cleo
next
score Bob
status
verify
!replay
