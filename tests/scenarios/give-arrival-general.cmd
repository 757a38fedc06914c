# The arrival building given free as a phase ends, in a game other than
# aldarra-reborn (tests/data/scuffle.yaml with the overlay
# tests/data/scuffle-give-arrival.yaml): the watch's leave gives each
# player a tower wherever it has two units or more, a scout among them,
# and no building stands (none on Bob's Camp, a building, nor where
# Ann has guards alone); one the box has none left of is said and not
# given.  Refused by the watch's end-require, 'next' gives nothing and
# nothing changes.
new tests/data/scuffle.yaml g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/scuffle-give-arrival.yaml
tile random
turnorder Bob,Cleo,Ann
camp Bob d1
camp Cleo a3
camp Ann a1
post Ann a2
post Cleo b3
post Bob c1
units b1 Ann scout:2
units b2 Ann scout:1,guard:1
units c2 Ann scout:2
units d2 Ann scout:2
units c3 Ann guard:2
units d1 Bob scout:1,guard:1
next
pass
pass
pass
give Cleo 2 coins
!refuse next
take Cleo 2 coins
next
status
!replay
