# A game of adellos saved before its 'trade' was a declared action: the
# stored ruleset text (tests/data/adellos-tile-saved-before.yaml, the text
# of rulesets/adellos.yaml then) gives the resources traded and whether the
# players agreed to it as 'mechanisms.trade' (the option trading=agreed set
# its 'allowed'), and the command as an action that runs the mechanism
# ('run: trade', with its usage, words and completion).  Read, it becomes
# the declared action (a word of kind resource, resource_is(), out(), the
# effect give), and the game trades as before, with the same lines and
# refusals.
new adellos s --players Ann,Bob --seed 1 --option nobles=general-iron-fist,zombie-lord --option trading=agreed
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-tile-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: trade') > 0, instr(text, 'trade: {resources') > 0 FROM texts WHERE ord = 0"
trade Ann Bob 2 gold
!sh $A trade bob ann 1 GOLD --json
!refuse trade Ann Bob 9 gold
!refuse trade Ann Bob 1 ap
!refuse trade Ann Bob 1 coins
!refuse trade Ann Ann 1 gold
!refuse trade Ann Bob 0 gold
!refuse trade Ann Bob gold
!refuse trade Ann Zed 1 gold
status
log
verify
!replay
complete trade Ann Bob 1 ""
help trade
# a player out of the game neither gives nor is given
remove zombie-lord
!refuse trade Ann Bob 1 gold
!refuse trade Bob Ann 1 gold
# without the players' agreement (the option's default) nothing changes
# hands
new adellos f --players Ann,Bob --seed 1 --option nobles=general-iron-fist,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-tile-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'f') AND ord = 0" && sqlite3 $T/game.db "SELECT count(*) FROM texts WHERE instr(text, 'run: trade') > 0"
!refuse trade Ann Bob 1 gold
!refuse trade Ann Bob 1 ap
!refuse trade Ann Ann 1 gold
