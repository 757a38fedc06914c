# stalls (tests/data/stalls.yaml): a word of kind sources naming regions
# of board.regions, not an orbit board's lands: 'sell' takes wares off
# several stalls of one's own at once (take-sources), a coin each
# (sources()), each stall saying what it sells (sent()); refused for a
# stall not one's own, one selling more than it has, a stall named
# twice, a region the board has not, and a word not STALL:N, nothing
# sold then. A stall sold empty is nobody's.
new tests/data/stalls.yaml s --players Ann,Bob --seed 1
stock east Ann 3
stock square Ann 2
stock west Bob 2
next
help sell
sell Ann east:2,square:2
!refuse sell Ann east:1,west:1
!refuse sell Ann east:2
!refuse sell Ann east:1,east:1
!refuse sell Ann north:1
!refuse sell Ann east
!refuse sell Bob west:1 east:1
sell Bob west:1 
status
log
verify
!replay
