# A game of adellos saved before hiring was a declared action: the stored
# ruleset text gives the price's resource as 'mechanisms.hire' {resource:
# gold} and an action that runs the mechanism ('run: hire'), the text of
# rulesets/adellos.yaml then, put back as it was.  Read, they become the
# declared action, and the game hires as before, with the same lines,
# refusals and --json members.  TEST VALUES: tests/data/adellos-test.yaml
# (3 Soldiers in a supply, one Steel Colossus, 6 fields in a play area).
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/adellos-draw-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'hire: {resource: gold, leader-home: true}') > 0, instr(text, 'run: hire') > 0 FROM texts WHERE ord = 0"
# the setup: the player is named (nobody's turn yet)
!refuse hire soldier
# rulebook line 36: "A soldier costs 3G (three gold). A player who wants
# to hire a soldier once pays 3G and takes a soldier from his own supply"
!sh $A hire soldier Ann --json | grep -E '"(piece|cost)"'
next
next
!refuse hire soldier Bob
!refuse hire zombie
# line 34: "Each unit has a purchase price": 2 gold left, a Soldier is 3
!refuse hire soldier
give Ann 10 gold
hire soldier
hire soldier
# line 36: "as long as one soldier is left in his supply"
!refuse hire soldier
hire steel-colossus
status
verify
!replay
