# Ashes of Empire's fleet command, the GM's correction of a fleet: its
# words and refusals, a fleet set in orbit and on a distance space, the
# neutral guard, and the cargo (each kind named set, the rest kept, what
# the transporters no longer hold lost).  How much one transporter carries
# is not in the text: TEST VALUE 2 (tests/data/ashes-amend-cargo.yaml).
# Start position scenario-1: Ann holds Earth (1, home), Barnard's Arrow
# (9), Crossland (20); Bob holds Lenin (5, home), Last Hope (13),
# Einstein (34).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
help fleet
!refuse fleet
!refuse fleet Ann 1 2
!refuse fleet Ann 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38
!refuse fleet Zed 1 2 3
!refuse fleet Ann 99 2 3
!refuse fleet Ann Atlantis 2 3
!refuse fleet Ann 1 x 3
!refuse fleet Ann 1 -1 3
!refuse fleet Ann 1 1000001 3
!refuse fleet Ann 1 2 x
!refuse fleet Ann 1 2 1000001
!refuse fleet Ann 1 2 3 10
!refuse fleet Ann 1 2 3 x
!refuse fleet Ann 1 2 3 -1
!refuse fleet neutral 1 2 0
!refuse fleet neutral 2 2 1
!refuse fleet neutral 2 2 0 1
!refuse fleet Ann 1 2 3 1 steel
!refuse fleet Ann 1 2 3 2 1 steel
fleet neutral 2 4 0
fleet NEUTRAL 2 4 0
fleet ann 1 3 2
fleet Ann Earth 3 2 0
fleet Ann 1 5 1 2
fleet Ann 1 5 1 0
fleet Bob 13 0 0
status --json
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
fleet Bob 13 2 1 1 --json
ruleset amend tests/data/ashes-amend-cargo.yaml
!refuse fleet Ann 1 2 3 x steel
!refuse fleet Ann 1 2 3 1 uranium
!refuse fleet Ann 1 2 3 -1 steel
!refuse fleet Ann 1 2 3 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel 1 steel
!refuse fleet Ann 1 2 1 3 steel
!refuse fleet Ann 1 2 1 2 2 steel 1 oil
fleet Ann 1 2 2 2 steel 1 population
fleet Ann 1 2 2 0 steel
fleet Ann 1 2 1
fleet Ann 1 2 1 1 2 oil
fleet Ann 1 2 0 3
fleet Ann 9 1 1 0 oil
fleet Ann 9 1 0
status
log
undo
log --json
verify
