# tests/data/seedfall.yaml: the general effects set-territory,
# set-placing and unchecked and the name on_grid(), written otherwise
# than aldarra-reborn writes them.  The GM sows seeds on a territory (the
# count set, not gained: 3, then 1, then 0), a player scouts a territory
# (explored set from any value not 0) and the GM covers it again (set to
# 0), each read back by its requirement; the GM starts a placing of three
# seeds, a player places one in turn (left less one, placed more one), the
# next passes (placed alone), and a seed placed on a territory laid off
# the grid has its neighbours on the GM's word, in the log and in the
# --json report's unchecked.  Refusals change nothing.
new tests/data/seedfall.yaml g --players Ann,Bob --seed 1
lay a1 meadow b1 meadow c1 meadow a2 meadow b2 meadow glade meadow
arrive Ann a1
arrive Bob c1
sow b1 3
sow b1 1
sow b2 2
sow b1 0
scout Bob b1
!refuse scout Ann b1
cover b1
!refuse cover b1
scout Ann b1
!refuse place Ann a2
start 3
!refuse start 2
!refuse place Bob a2
!refuse place Ann b2
place Ann glade --json
!refuse place Ann a2
pass Bob
place Ann a2
!refuse pass Ann
place Bob b1
!refuse place Ann b1
map
status --json
verify
!replay
