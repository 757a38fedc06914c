# A game of ashes-of-empire saved before its commands were declared (a
# text without 'actions', whose combat phase lists the program's command
# 'landing' by its name): the command reads as the declared landing at
# load, with the same usage, refusals, lines and --json, and its log
# replays.
new ashes-of-empire g --players Ann,Bob --seed 13 --option start=scenario-1
!sh awk '/^actions:/ { skip = 1; next } skip && /^[a-z]/ { skip = 0 } !skip' tests/data/ashes-world-saved-before.yaml > $T/bare.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/bare.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'landing]') > 0 FROM texts WHERE ord = 0"
help landing
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
next
next
fleet Ann 13 0 4
fleet Ann 34 0 3
!refuse landing Ann 13 held 1 1
!refuse landing Ann 13 repelled 5 1
!refuse landing Ann 13 captured 1 0
landing Ann 13 repelled 2 1
landing Ann 34 captured 0 3 --json
!replay
verify
