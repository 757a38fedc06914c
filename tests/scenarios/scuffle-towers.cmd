# place-pieces with 'arrival: true' written by hand (tests/data/scuffle-towers.yaml):
# towers raised in any order, one on its player's own camp; the setup's
# line names 'raise'; status marks who has raised his (setup.done-mark);
# a second tower, one on another's camp and one after the setup are
# refused and change nothing.
new tests/data/scuffle-towers.yaml g --players Ann,Bob,Cleo --seed 1
tile random
turnorder Bob,Cleo,Ann
camp Bob d1
camp Cleo a3
camp Ann a1
!refuse next
raise Cleo a3
!refuse raise Cleo b3
!refuse raise Bob a1
status
raise Bob c1
raise Ann a2
status
next
!refuse raise Ann b2
