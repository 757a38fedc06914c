# atolls (tests/data/atolls.yaml): ashes-of-empire's one-game effects and
# words used otherwise than ashes does.  take-place with no word (the
# first to pick takes the first place free, the other the place left;
# the one with more shells picks first);
# fly-on in an action moving only the actor's boats; clear-marks split
# between the tide (rest) and the round's end (fought); the party word
# read by flee-home and set-fought in a GM's rout (the neutral guard
# leaves the game; a player's boats row home); away-cargo setting only
# the actor's goods; set-morale as a player's cheer; settings read by
# set-board in a player's own action.  Refusals change nothing.
!sh $A new $R/tests/data/atolls.yaml g --players Ann,Bob --seed 2
factory 1 shell
factory 3 shell
next
!refuse pick Bob
!refuse next
pick Ann
!refuse pick Ann
next
sail Ann 1 2 2 0
sail Bob 3 4 1 1
row Ann
row Bob
row Ann
!refuse sail Ann 2 1 1 0
tide
sail Ann 2 1 1 0
rout neutral 2
!refuse rout Ann 2
lade Ann 1 2 folk
!refuse lade Ann 1 1 2 folk
!refuse lade Ann 1 3 folk
!refuse lade Ann 1 x
lade Ann 1 1 0 folk
lade Ann 1 1
lade Bob 4 1 2 folk
!refuse lade Bob 4 2 1 folk
cheer Ann
cheer Bob
cheer Ann
!refuse settle Ann 3 folk=1
!refuse settle Ann 1 folk=4 militia=2 shelters=1
!refuse settle Ann 1 folk
settle Ann 1 folk=4 militia=2
status
give Bob 1 shell
next
!refuse pick Ann
pick Bob
next
rout Ann 2
row Ann
row Ann
row Bob
status
settle Ann 1 owner=Bob
verify
!replay
