# move-cards to played (an overlay, tests/data/albedo-stake.yaml) in an
# action given openly, beside albedo's commit: its word required, the
# refusals of the hand's check, the effect's lines and --json then its
# own line, its own requirement after a commit, and the phase's end
new albedo g --players Ann,Bob --seed 6 --overlay tests/data/albedo-stake.yaml
!refuse stake Ann 1 fighter
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
!refuse stake Ann
!refuse stake Ann 9 fighter
!refuse stake Ann fighter
!refuse stake Ann 1 laser
!refuse stake Ann 1 tank:r
!refuse stake Ann 1 9xfighter
!refuse stake Ann 1 fighter
stake Ann 1 3xfighter infantry 2 fighter infantry --json
!refuse stake Ann 1 3xfighter infantry 2 fighter infantry
!refuse commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob north 2xfighter south fighter 2 2xinfantry 1 ace-pilot
!refuse stake Bob north 2xfighter south fighter 2 2xinfantry 1 ace-pilot
next
log
!replay
