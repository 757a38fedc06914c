# Winning: the Rebels when the Empire has no units left, the Empire when no
# Rebel has; a Rebel without units is out and skips turns; after the end
# only undo (and dice) go on.
new bernard g --players Ann,Bob,Cleo --seed 2 --overlay rulesets/examples/bernard-demo.yaml
next
# Cleo loses everything: she is out of the game
!sh for l in orange-1 orange-2 orange-3 lightgreen-1 lightgreen-2 lightgreen-3 lightgreen-4 darkgreen-1 darkgreen-2 darkgreen-3 darkgreen-4 darkgreen-5; do $A adjust $l none 0 >/dev/null || exit 1; done
next
status
!sh i=0; while [ $i -lt 12 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done; $A status --json | grep -E '"(round|phase|active)"'
# Ann (the Empire) wipes Bob out in her combat phase: the Empire wins
!sh for l in red-2 purple-1 purple-2 purple-3 darkblue-1 darkblue-2 darkblue-3 lightblue-1 lightblue-2 lightblue-3 lightblue-4; do $A adjust $l none 0 >/dev/null || exit 1; done
adjust red-1 Bob 1
next
next
next
next
next
attack red-1 red-port:4 = 6 1
status
!refuse next
!refuse buy red-port 1
roll d6 = 4
!sh $A status --json | grep '"winner"'
undo 2
!sh $A status --json | grep '"winner"'
# the Rebels win when the last Imperial unit falls
!sh for l in purple-port darkblue-port lightblue-port darkgreen-port lightgreen-port orange-port brown-port; do $A adjust $l none 0 >/dev/null || exit 1; done
adjust red-port Bob 3
!sh $A status --json | grep '"winner"'
