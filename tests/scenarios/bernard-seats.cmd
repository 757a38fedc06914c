# Two players: "1 Imperial + 1 Rebel; the Rebel plays with two colours,
# set up as for 3 players" (rulebooks/bernard-de.txt lines 86-88).  Each
# colour is a seat of its own, played by the same person: its own credits
# (at least 20 a turn, line 102), its own turn, its own units.  The second
# seat is named PERSON-2; the person's name is the first seat.
new bernard g --players Ann,Bob --seed 5 --overlay rulesets/examples/bernard-demo.yaml
# as for 3 players (lines 80-82): 12 lands each, 2 units on every land
status
!sh $A status --json | grep -E '"(name|seat|person|lands|units)"' | head -15
next
# Bob keeps 2 lands and Bob-2 3: 3 credits a land would be 6 and 9
!sh for l in red-2 purple-1 purple-2 purple-3 darkblue-1 darkblue-2 darkblue-3 lightblue-1 lightblue-2 lightblue-3; do $A adjust $l none 0 >/dev/null || exit 1; done
!sh for l in orange-3 lightgreen-1 lightgreen-2 lightgreen-3 lightgreen-4 darkgreen-1 darkgreen-2 darkgreen-3 darkgreen-4; do $A adjust $l none 0 >/dev/null || exit 1; done
# the Empire plays the first round alone (line 94); then Bob's first colour
!sh i=0; while [ $i -lt 7 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep -E '"(round|active)"'
# at least 20 credits for each colour (line 102): 20, not 6
next
!sh i=0; while [ $i -lt 6 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
# then the second colour's own turn, and its own 20 credits, not 9
status
next
!sh $A status --json | grep -E '"(active|credits)"'
next
next
# each colour acts for itself in its turn
buy orange-1 1
!refuse buy red-1 1
# the Rebels may give each other credits at any time (line 114)
grant Bob-2 bob 5
give BOB-2 1 credits
!sh $A status --json | grep '"credits"'
# the Rebels win together when the Empire has nothing left (line 35): one
# person, named once
!sh for l in red-port purple-port darkblue-port lightblue-port darkgreen-port lightgreen-port orange-port; do $A adjust $l none 0 >/dev/null || exit 1; done
adjust brown-port none 0
!sh $A status --json | grep '"winner"'
!sh $A export bgstats | grep -c '"sourcePlayerId"'
campaign new duo
campaign add duo g
campaign show duo
!replay
