# bernard's place, declared (a body word, the value setup, field() and
# the effect roll-position): during the setup a planet is put on its orbit at
# the field its start dice show, rolled or entered as thrown at the table
# (rulebooks/bernard-de.txt, setup); 'next' rolls the rest.  Its refusals
# speak the game's word for a body.
new bernard w --players Ann,Bob,Cleo --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!refuse place
!refuse place red blue
!refuse place pluto
!refuse place red = 0
!refuse place red = 3 5
!refuse place red =
place red = 9
!refuse place RED
place lightblue = 12 8
place purple --json
!refuse next = 1
next
!refuse place darkgreen
!refuse place red = 3
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, 'body: {one: planet, many: planets}', 'body: {one: moon, many: moons}')" && sqlite3 $T/game.db "SELECT instr(text, 'one: moon,') > 0 FROM texts WHERE ord = 0"
!refuse place red
log
verify
!replay
