# beds (tests/data/beds.yaml): beds laid with the general effect
# add-producer, the expression holding_player(WORD) and @text of a word
# of kind producer, otherwise than ashes-of-empire's factory: a player
# lays the bed of his choice on an islet of his that waits, for a shell;
# the GM seeds pearl beds on an islet named, waiting or not, or on every
# islet of a player's with 2 folk or more, and what waited waits no more.
!sh $A new $R/tests/data/beds.yaml g --players Ann,Bob --seed 2
!refuse next
!refuse bed Ann 4 shell
!refuse bed Ann 1 coral
bed Ann 1 shell
!refuse bed Ann 1 pearl
seed 1
seed 4
!refuse seed Carl
!refuse seed Bob
seed Ann
bed Bob 4 pearl
next
status
!refuse bed Ann 2 shell
!refuse seed 9
verify
!replay
