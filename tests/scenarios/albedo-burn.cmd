# move-cards from a deck's draw pile (tests/data/albedo-burn.yaml, 'burn
# PLAYER'): refused while the player's hand drawn unseen from it is not
# named (its cards are counted there), carried out once it is committed;
# the next hand is then drawn from the discard pile shuffled in.
new albedo b --players Ann,Bob --seed 4 --overlay tests/data/albedo-burn.yaml
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
!refuse burn Ann
commit Ann 1 fighter:r fighter fighter fighter 2 infantry infantry
burn Ann
# Bob's hand is still unseen
!refuse burn Bob
status
odds hand Ann
# a game without a combat has no odds of one
!refuse odds 4 vs 3
!replay
