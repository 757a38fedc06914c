# A game of bernard saved while its bridge was the program's mechanism
# (mechanisms.bridge {resource, cost-per-field}, an action running
# 'link'): its stored text is rewritten at load into the declared bridge
# (body words, port(), linked(), the effect link), whose lines, refusals,
# usage line and report are the mechanism's, and its log replays.
new bernard old --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-bridge-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: link') > 0 FROM texts WHERE ord = 0"
!refuse bridge red purple 4
next
next
next
!refuse bridge red purple
bridge red purple 4
!refuse bridge purple red 2
!refuse bridge red red 2
!refuse bridge red purple 0
!refuse bridge pluto red 2
adjust darkblue-port Bob 3
!refuse bridge darkblue red 2
!refuse bridge red lightblue 100
bridge RED lightblue 3 --json
help bridge
status
verify
!replay
# the same text without words.link: the words mechanisms.bridge gave the
# link before words existed (bridge, bridged) are kept
new bernard old2 --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(readfile('tests/data/bernard-bridge-saved-before.yaml'), '  link: {one: bridge, many: bridges, does: bridges, done: bridged}' || char(10), '') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'link: {') FROM texts WHERE ord = 0"
next
next
next
bridge red purple 4
!refuse bridge purple red 2
!refuse bridge red red 2
next
next
next
next
next
verify
# an overlay of before that sets mechanisms.bridge on today's text: 2
# credits a field, the declaration made anew from its numbers
new bernard o3 --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-bridge-overlay.yaml
next
next
next
bridge red purple 4
!refuse bridge red lightblue 100
!replay
