# A planet's supply spread over its lands declared: tests/data/
# bernard-supply-gather.yaml declares 'sow', 'supply' with planets named,
# whose groups naming the same planet with a land are taken together
# (gather-by, gather-with) at the first one's place, the numbers of the
# set read by sum_gathered and count_gathered.  Each command is given to
# 'supply' and to 'sow' on the same game (undone in between): the same
# lines, the same refusals, the same log.  (The supply numbers, red 2 and
# purple 3, are the demo overlay's.)
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-supply-gather.yaml
next
adjust red-port Bob 1
adjust purple-port Bob 1
!sh i=0; while [ $i -lt 7 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep '"active"'
# the lands of a planet gathered at its first mention, the log too
supply units red:red-2 purple:purple-1:2 red:red-1 purple:purple-port
log 1
undo
sow units red:red-2 purple:purple-1:2 red:red-1 purple:purple-port
log 1
undo
# a planet alone: its port
supply units purple red:red-1:1 red:red-port
undo
sow units purple red:red-1:1 red:red-port
undo
# refused: shares not equal, more or fewer than the supply, twice
!refuse supply units purple:purple-1 purple:purple-2
!refuse sow units purple:purple-1 purple:purple-2
!refuse supply units purple:purple-1:4
!refuse sow units purple:purple-1:4
!refuse supply units purple:purple-1:1 purple:purple-2:1
!refuse sow units purple:purple-1:1 purple:purple-2:1
!refuse supply units red:red-1 purple:purple-1:1 red:red-2 purple:purple-2:1 purple:purple-1:2 red:red-2
!refuse sow units red:red-1 purple:purple-1:1 red:red-2 purple:purple-2:1 purple:purple-1:2 red:red-2
!refuse supply units red:red-1 purple:purple-1:1 purple:purple-1:2
!refuse sow units red:red-1 purple:purple-1:1 purple:purple-1:2
# the words refused as 'supply' refuses them (its usage line, the number
# of units read as it reads it: what, max)
!refuse supply
!refuse sow
!refuse supply units red:red-1:0
!refuse sow units red:red-1:0
!refuse supply units red:red-1:1000001
!refuse sow units red:red-1:1000001
!refuse supply units red:red-1:1:2
!refuse sow units red:red-1:1:2
!refuse supply units red:zzz
!refuse sow units red:zzz
!refuse supply units zzz:zzz
!refuse sow units zzz:zzz
!refuse supply units zzz:red-1:x
!refuse sow units zzz:red-1:x
!refuse supply units zzz:red-1
!refuse sow units zzz:red-1
!refuse supply units red purple:red-1:3
!refuse sow units red purple:red-1:3
!refuse supply units red:red-1:2 red:red-2
!refuse sow units red:red-1:2 red:red-2
# a planet not held whole; taken twice
!refuse supply units red orange
!refuse sow units red orange
!refuse supply units red red:red-1
!refuse sow units red red:red-1
# no planet named (groups-optional): every planet held whole whose supply
# is open, in units or in credits; none left is refused
supply units
log 1
undo
sow units
log 1
undo
supply credits
undo
sow credits
undo
supply units red purple
!refuse supply units
!refuse sow units
undo
# in credits
supply credits red purple
undo
sow credits red purple
log 1
!replay
