# undo and redo append to the log and never delete; undo restores the dice
# generator, so a digital roll taken back comes out the same again.
new bernard g --players Ann,Bob --seed 11 --overlay rulesets/examples/bernard-demo.yaml
!refuse undo
!refuse redo
next
next
next
next
buy red-port 2
buy orange-port 1
note "Ann wanted the orange units elsewhere"
undo
!sh $A status --json | grep -A1 '"credits"' | head -2
redo
!refuse redo
undo 2
!refuse undo 0
!refuse undo x
redo 1
buy brown-port 1
# a new command ends what could be redone
!refuse redo
log
next
# a digital attack, taken back and made again: the same dice
attack red-1 red-port:4
undo
attack red-1 red-port:4
undo 3
!sh $A status --json | grep -E '"(phase|round)"'
!refuse undo 100
undo 5
!refuse undo
!sh $A status --json | grep -E '"(phase|round)"'
!refuse redo 9
redo 8
!sh $A status --json | grep -E '"(phase|round)"'
log 6
!sh $A log --json 3
verify
