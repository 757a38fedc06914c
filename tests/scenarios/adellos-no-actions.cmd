# A game of adellos whose stored ruleset text declares no actions at all
# (tests/data/adellos-no-actions.yaml: the text of rulesets/adellos.yaml
# before its commands were declared, without its 'actions' section), as
# texts were before rulesets declared their commands: the program's
# commands for pieces tracked one by one are there by their names, each
# read as the declared action (remove and counters; swap only where a
# phase lists it), counters too although remove and swap were declared
# before it at load.
new adellos c --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-no-actions.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, char(10) || 'actions:') = 0 FROM texts WHERE ord = 0"
counters zombie-lord 1
!refuse counters zombie-lord x
!refuse remove nosuch
log
verify
