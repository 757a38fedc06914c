# A game of adellos saved before its 'remove' was a declared action: the
# stored ruleset text (tests/data/adellos-remove-saved-before.yaml, the
# text of rulesets/adellos.yaml then) gives the command as an action that
# runs the mechanism ('run: remove', with its usage, words and completion).
# Read, it becomes the declared action (a word of kind tracked, the effect
# leave), and the game removes pieces as before: a unit leaves, a piece on
# the bonus field leaves it empty, a noble (by its id or its player's name)
# puts its player out with every unit, and the last player left wins.
# TEST VALUES (tests/data/adellos-test.yaml): 3 Soldiers in a supply.
new adellos s --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord,pope-anicetus
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-remove-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: remove') > 0 FROM texts WHERE ord = 0"
give Ann 3 gold
hire soldier Ann
hire soldier Ann
hire zombie Bob
# the setup: nobody's turn, and the GM removes a piece all the same
remove soldier-2
!refuse remove
!refuse remove soldier-1 zombie-1
!refuse remove soldier-2
!refuse remove soldier-1 = 4
next
next
move soldier-1 bonus
status
remove soldier-1
status
# a noble by its player's name: Bob is out with his Zombie
!sh $A remove Bob --json
!refuse remove Bob
!refuse remove zombie-1
remove pope-anicetus
!refuse remove general-iron-fist
!refuse remove a b
status
log
verify
!replay
complete remove ""
help remove
