# A game of bernard saved when its supply was a mechanism of the program:
# the stored text (tests/data/bernard-ledger-saved-before.yaml, the text
# of rulesets/bernard.yaml then) has the action supply with 'run:
# collect', the phase supply with 'steps: [supply]' and 'mechanisms.supply'
# {resource: credits}.  Read, they become the declared action and the
# phase's effects and end-require: the same lines, refusals, exit codes
# and log as the program gave (this .out is main's binary's, before the
# cut-over).  (The supply numbers, red 2 and purple 3, are the demo
# overlay's.)
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-ledger-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: collect') > 0, instr(text, 'steps: [supply]') > 0, instr(text, 'supply: {resource: credits}') > 0 FROM texts WHERE ord = 0"
next
# Bob will hold red and purple whole, their spaceports included
adjust red-port Bob 1
adjust purple-port Bob 1
!sh i=0; while [ $i -lt 6 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
# Bob's supply phase: his planets shown, the phase not left before
next
# completion offers a planet for each group, as the old 'complete:' did
complete -- supply u
complete -- supply units red:red-1 p
!refuse next
!refuse supply
!refuse supply x
!refuse supply credits red:red-1
!refuse supply units purple:purple-1 purple:purple-2
!refuse supply units purple:purple-1:4
!refuse supply units purple:red-1:3
!refuse supply units brown
supply units red:red-1 red:red-2
!refuse supply units red
!refuse next
supply credits
!refuse supply units
next
log 3
verify
!replay
# a text without actions (tests/data/bernard-saved-before.yaml): the
# command by its name, listed in the phase supply, with the usage it was
# counted against
new bernard bare --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'bare') AND ord = 0" && sqlite3 $T/game.db "SELECT count(*) FROM texts WHERE instr(text, 'actions:') = 0 AND ord = 0"
help supply
!refuse supply units
next
!refuse supply
!refuse supply x
!refuse supply units
!refuse supply units red:red-1:1
!replay
