# A longer log: checkpoints every 64 commands along a line of history; undo
# and redo across them; verify replays everything from the setup.
new bernard g --players Ann,Bob --seed 8 --overlay rulesets/examples/bernard-demo.yaml
!sh i=0; while [ $i -lt 150 ]; do $A give Ann 1 credits >/dev/null || exit 1; i=$((i+1)); done
!sh $A status --json | grep -m1 '"credits": '
verify
undo 100
!sh $A status --json | grep -m1 '"credits": '
verify
redo 60
!sh $A status --json | grep -m1 '"credits": '
!sh i=0; while [ $i -lt 70 ]; do $A take Ann 1 credits >/dev/null || exit 1; i=$((i+1)); done
!sh $A status --json | grep -m1 '"credits": '
verify
undo 180
!sh $A status --json | grep -m1 '"credits": '
verify
redo 180
!sh $A status --json | grep -m1 '"credits": '
!refuse redo
verify
!replay
