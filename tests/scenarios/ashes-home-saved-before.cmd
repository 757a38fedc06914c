# A game of ashes-of-empire saved before its home command was a declared
# action: the stored ruleset text (tests/data/ashes-home-saved-before.yaml,
# the text of rulesets/ashes-of-empire.yaml then, put back as it was) has
# the action run the mechanism ('run: home') in the phase whose commands
# list it; read, it becomes the declared action with the effect set-home.
# The snapshot of the state after 'home 34' is the one the arbiter of
# before wrote (tests/data/ashes-home-saved-before.json: the home zones in
# the zones' rows, no count of the action's uses): it loads, and the log
# replays to the same state.  Start position scenario-1 (rulebook lines
# 34-36): Ann holds Earth (1, home), Barnard's Arrow (9), Crossland (20);
# Bob holds Lenin (5, home), Last Hope (13), Einstein (34).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-home-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: home') > 0, instr(text, 'commands: [send, home, load, unload]') > 0, instr(text, 'set-home') FROM texts WHERE ord = 0"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 2
next
next
# rulebook line 57: in the movement phase Bob moves his home to one of his
# own planets
home 34
!sh sqlite3 $T/game.db "UPDATE games SET state = readfile('tests/data/ashes-home-saved-before.json') WHERE name = 'g'" && sqlite3 $T/game.db "SELECT state_seq, instr(state, '\"uses\"') > 0 FROM games WHERE name = 'g'"
!sh $A status | grep -A 3 '^player'
verify
!refuse home 9
!refuse home 12
!refuse home nowhere
!refuse home
home 13
verify
!replay
# A game saved before the ruleset declared its commands at all (no
# 'actions:'; ashes-saved-before.cmd): 'home' was the command the movement
# phase listed, and is the declared action now (the same text, its
# commands cut out as ashes-saved-before.cmd cuts them).
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-home-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# Who chooses a place') - 1) || substr(text, instr(text, 'phases:')) WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The commands of the game') - 1) || substr(text, instr(text, '# The booklet numbers')) WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '    ranking: flight', '    chain: [{by: population, first: lowest}, {by: stockpile, first: lowest}]') WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:'), instr(text, 'rankings:'), instr(text, 'commands: [send, home, load, unload]') > 0 FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 2
next
next
home 34
!refuse home 9
verify
