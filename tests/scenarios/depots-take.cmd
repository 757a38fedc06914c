# depots (tests/data/depots.yaml): take-sources on depots holding two
# kinds of pieces. 'ship' takes wool only (piece: wool), the grain
# staying where it is; 'cart' names no kind and takes grain first, then
# wool. Refused for a depot not one's own, more wool or goods than a
# depot has, a depot named twice, nothing taken then. A depot emptied is
# nobody's (barn, then mill).
new tests/data/depots.yaml d --players Ann,Bob --seed 1
stock Ann mill 3 2
stock Ann barn 0 2
stock Bob quay 1 1
status
help ship
ship Ann mill:1
!refuse ship Ann mill:2
!refuse ship Ann quay:1
!refuse ship Ann barn:1,barn:1
ship Ann barn:2,mill:1
status
cart Ann mill:2
!refuse cart Ann mill:2
cart Bob quay:1
status
stock Ann mill 2 2
cart Ann mill:3
cart Ann mill:1
status
log
verify
!replay
