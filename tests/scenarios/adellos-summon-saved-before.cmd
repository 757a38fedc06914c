# A game of adellos saved before summoning was a declared action: the
# stored ruleset text (tests/data/adellos-summon-saved-before.yaml, the
# text of rulesets/adellos.yaml then) sets up 'mechanisms.summon'
# {per-round: 2} and gives the command as an action that runs the
# mechanism ('run: summon', with its usage, words and completion).  Read,
# they become the declared action (a word of kind unit, a player word
# marked turn, round-count, the effect enter with its time counters), and
# the game summons as before, with the same lines, refusals and --json
# members.  Lich Baron Kynoth begins one more summoning a round, Vampire
# Lord Darkula's Vampires take 3 counters fewer, Pope Anicetus IV's player
# takes none.  TEST VALUES (tests/data/adellos-test.yaml): a Zombie is
# summoned with 2 counters, a Vampire with 5; the Monk is made up here.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=lich-baron-kynoth,general-iron-fist
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-summon-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'summon: {per-round: 2}') > 0, instr(text, 'run: summon') > 0 FROM texts WHERE ord = 0"
!refuse summon zombie
!sh $A summon zombie Ann --json | grep -E '"(piece|counters)"'
summon zombie Ann
summon zombie Ann
!refuse summon zombie Ann
!refuse summon soldier Bob
!refuse summon paladin Ann
!refuse summon vampire Ann extra
!sh $A status --json | grep -E '"summons"'
next
!refuse summon zombie Bob
summon vampire
!sh $A status --json | grep -E '"summons"'
next
# Ann's noble with time counters: its 'summons' does not count
counters lich-baron-kynoth 1
summon zombie
!refuse summon zombie
status
verify
!replay
# a text of before with the command by its name alone (no action runs the
# mechanism) and one summoning a round: the command is declared all the
# same
new adellos v --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, units: {monk: {name: Monk, faction: clergy, summon: 3, attack: 1, defence: 1, move: 1, supply: 2}}}' --option nobles=vampire-lord-darkula,pope-anicetus,general-iron-fist
!sh sed -e 's/summon: {per-round: 2}/summon: {per-round: 1}/' -e '/^  summon:$/,/^    complete: unit player$/d' tests/data/adellos-summon-saved-before.yaml > $T/bare.yaml && sqlite3 $T/game.db "UPDATE texts SET text = readfile('$T/bare.yaml') WHERE ord = 0 AND game = (SELECT max(game) FROM texts)" && sqlite3 $T/game.db "SELECT game, instr(text, 'summon: {per-round: 1}') > 0, instr(text, 'run: summon') FROM texts WHERE ord = 0"
summon vampire Ann
!refuse summon vampire Ann
summon monk Bob
!refuse summon zombie Cleo
verify
!replay
# the snapshot of the state after Ann's first summoning of round 1 is the
# one the arbiter of before wrote (tests/data/adellos-summon-saved-before.json:
# the summonings begun as the pieces' "summons" and "summons_round", no
# count of the action's uses): it loads with Ann's summoning counted, and
# the log replays to the same state
new adellos o --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=lich-baron-kynoth,general-iron-fist
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-summon-saved-before.yaml') WHERE ord = 0 AND game = (SELECT max(game) FROM texts)"
summon zombie Ann
summon zombie Ann
next
next
summon zombie
!sh sqlite3 $T/game.db "UPDATE games SET state = readfile('tests/data/adellos-summon-saved-before.json') WHERE name = 'o'" && sqlite3 $T/game.db "SELECT instr(state, '\"summons_round\"') > 0, instr(state, '\"uses\"') > 0 FROM games WHERE name = 'o'"
!sh $A status --json | grep -E '"summons"'
verify
summon vampire
summon vampire
!refuse summon zombie
verify
!replay
