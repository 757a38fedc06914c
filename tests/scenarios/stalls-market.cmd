# stalls (tests/data/stalls.yaml): a word of kind row picks a row of a
# known price table (coins, cloth, or both for 2 fame), refused past its
# last row and once a round; a word of kind flag ('crier') is 1 when
# given, in the cost (1 coin more) and the gain (1 fame more), 0 when left
# out, and another word there is a usage error; in_phase() tells 'look'
# which phase the game is in; @regionvalues names the stalls with a
# merchant's wares and how many ('nowhere' for none); victory_at() says
# the fame a reach victory asks for; rank-players ranks the turn order
# by fame, then fewest coins, @ties naming those equal on both.
new tests/data/stalls.yaml s --players Ann,Bob,Cleo --seed 1
stock east Ann 3
stock square Ann 1
stock west Bob 2
look Ann
!refuse buy Ann 1
help buy
next
look Ann
look Cleo
buy Cleo 1
!refuse buy Cleo 2
!refuse buy Ann 4
!refuse buy Ann 3 loud
buy Ann 3 crier
buy Bob 2
status
next
next
next
look Bob
next
next
buy Ann 1 crier
!refuse buy Bob 2
buy Bob 1
buy Cleo 2
next
next
next
status
log
verify
!replay
