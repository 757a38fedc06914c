# Ashes of Empire: moving a home world.  Rulebook line 57 (the movement
# phase): "In this phase there is the possibility to change one's home
# planet ... You can only appoint one planet to be a home planet"; a home
# is one of the player's own planets (line 30: the home planet is one the
# player controls; line 57: "find a new one from amongst your remaining
# planets").  Start position scenario-1 (lines 34-36, ashes-of-empire.yaml):
# Ann holds Earth (1, her home), Barnard's Arrow (9) and Crossland (20);
# Bob holds Lenin (5, his home), Last Hope (13) and Einstein (34).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
# only in the movement phase (line 57)
!refuse home 34
next
!refuse home 34
next
# Ann takes the second place: Bob moves first
choose Ann 2
next
next
# a world of another player's, or a neutral one, is no home for Bob
!refuse home 9
!refuse home earth
!refuse home 12
!refuse home nowhere
!refuse home 41
!refuse home 34 = 3
!refuse home
!refuse home 5 34
# Einstein (34) is Bob's: his home moves there
home 34
home 5
--json home Einstein
!sh $A status | grep -A 3 '^player'
next
# Ann's turn: Crossland (20) is hers
home crossland
undo
!sh $A status | grep -A 3 '^player'
home 20
!sh $A log | tail -5
!sh $A status --json | grep '"home"'
!replay
# it is nobody's turn while the game is set up: no player moves a home
# (an overlay lets the command be given then)
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1 --overlay tests/data/ashes-home-setup.yaml
!refuse home 9
!refuse home 99
