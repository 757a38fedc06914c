# tests/data/warband-card.yaml with its piece value 'toughness' named
# the-hits-of-spear-and-of-arrow-that-it-takes-to-destroy-one-whole-piece (71 characters): 'tile' enters the scout's upgraded
# one and logs it by its whole name, 'upgraded the-hits-of-spear-and-of-arrow-that-it-takes-to-destroy-one-whole-piece' (it
# was cut at 47 characters, in the log and the refusals), and a replay
# reads it the same.
!sh sed 's/toughness/the-hits-of-spear-and-of-arrow-that-it-takes-to-destroy-one-whole-piece/g' $R/tests/data/warband-card.yaml > $T/warband-card.yaml && $A new $T/warband-card.yaml g --players Ann,Bob,Cleo --seed 1 >/dev/null
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
units b2 Bob scout:2
units b2 Ann scout:1
activate b2
turn Bob scout
!refuse fight b2
tile scout upgraded.the-hits-of-spear-and-of-arrow-that-it-takes-to-destroy-one-whole-piece:2
!refuse tile scout upgraded.the-hits-of-spear-and-of-arrow-that-it-takes-to-destroy-one-whole-piece:3
!refuse tile banner upgraded.the-hits-of-spear-and-of-arrow-that-it-takes-to-destroy-one-whole-piece:1
tile scout upgraded.attack:2hit
log
verify
!replay
