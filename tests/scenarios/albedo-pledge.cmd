# move-cards to played taking the items of a word of kind items (an
# overlay, tests/data/albedo-pledge.yaml): read with the words (pledge,
# its flag flip) or after the requirements (vow, logged in its order);
# the items' refusals, the hand's check, the lines and --json of commit,
# a card by its alias (acepilot), the log and a replay
new albedo g --players Ann,Bob,Cleo --seed 6 --overlay tests/data/albedo-pledge.yaml
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
!refuse pledge Ann fighter
!refuse pledge Ann 9 fighter
!refuse pledge Ann 1 laser
!refuse pledge Ann 1 fighter:r
!refuse pledge Ann 1 tank:flip
!refuse pledge Ann 1 fighter
pledge Ann 1 3xfighter infantry 2 fighter:flip infantry --json
!refuse pledge Ann 1 laser
!refuse vow Ann 1 3xfighter infantry 2 fighter infantry
!refuse vow Bob 1 9xfighter
vow Bob south fighter 1 2xfighter:r 2 2xinfantry 1 acepilot
commit Cleo 1 2xfighter 2 fighter infantry ace-pilot 1 fighter
next
log
!replay
