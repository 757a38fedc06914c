# What travels round an orbit is a body of the board; bernard calls it a
# planet (book: "die Planeten" travel round the sun on their orbits;
# bernard.yaml gives words.body).  Changed in the game's ruleset text, the
# messages follow; a game saved before rulesets gave words.body (no body:
# in its text) still says planet, the word the key board.planets gave it.
new bernard w --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!refuse place pluto
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, 'body: {one: planet, many: planets}', 'body: {one: moon, many: moons}')" && sqlite3 $T/game.db "SELECT instr(text, 'one: moon,') > 0 FROM texts WHERE ord = 0"
!refuse place pluto
place red = 9
next
next
next
!refuse bridge red red 2
status
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '  body: {one: moon, many: moons}' || char(10), '')" && sqlite3 $T/game.db "SELECT instr(text, 'body:') FROM texts WHERE ord = 0"
!refuse bridge red red 2
