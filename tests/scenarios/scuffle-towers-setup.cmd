# the setup declared by tests/data/scuffle-towers.yaml (setup.says,
# setup.end-require): its line names the game's commands, 'next' is
# refused while a camp is missing and then while a tower is, naming who
# and with which command, and the program's 'arrive' and 'settle' are
# not the game's (what lists neither).
new tests/data/scuffle-towers.yaml g --players Ann,Bob,Cleo --seed 2
what
!refuse arrive Ann a1
tile random
turnorder Cleo,Ann,Bob
!refuse next
camp Cleo a1
camp Ann d1
!refuse next
camp Bob a3
!refuse next
raise Bob b2
raise Ann c1
!refuse next
raise Cleo a1
next
