# A game of adellos saved before its 'tile' was a declared action: the
# stored ruleset text (tests/data/adellos-tile-saved-before.yaml, the text
# of rulesets/adellos.yaml then) gives the command as an action that runs
# the program's command ('run: tile', with its usage, words and
# completion).  Read, it becomes the declared action (a word of kind
# piece-kind, a word of kind stats, the effect enter-stats), and the GM
# enters the values printed on a tile as before, with the same lines and
# refusals.
new adellos s --players Ann,Bob --seed 1 --option nobles=general-iron-fist,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-tile-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: tile') > 0 FROM texts WHERE ord = 0"
tile soldier attack:2 defence:1
# the ruleset's own value may be given again; another is refused
tile soldier cost:3 move:1
!refuse tile soldier cost:4
!refuse tile soldier attack:3
tile soldier attack:2
# a leader has no income, cost or supply
tile general-iron-fist attack:2 move:2
!refuse tile general-iron-fist income:1
!sh $A tile bandit cost:2 --json
!refuse tile nosuch attack:1
!refuse tile soldier foo:1
!refuse tile soldier attack:x
!refuse tile soldier supply:0
!refuse tile soldier
!refuse tile
!refuse tile bandit attack:1 foo:2
log
verify
!replay
complete tile ""
help tile
