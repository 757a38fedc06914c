# The log as canonical commands, notes with awkward text, and the exports;
# a game exported as a script replays into a fresh database to the same
# state, undo and digital dice included.
new bernard g --players Ann,Bob --seed 21 --overlay rulesets/examples/bernard-demo.yaml
next
next
next
next
buy red-port 4
note 'Bob said "not fair"; Ann laughed'
note 'a line with a # hash and a \ backslash'
next
attack red-1 red-port:8
attack red-2 red-port:4 = 1 1
undo
attack red-2 red-1:1 = 6 1
roll 2d6
roll 3d6kh2 = 6 1 4
log
!replay
# the ruleset's text travels with the script; not shown here
!sh $A export script | sed -E 's/ --ruleset-text "([^"\\]|\\.)*"/ --ruleset-text (the ruleset)/'
export csv
export md
!sh $A export json | head -12
