# A game of aldarra-reborn saved before passing was a declared action
# (the program's command 'pass', its reading 'mechanisms.orders.pass'
# set by the option pass=all, the turn's end checked by the program):
# the stored text is rulesets/aldarra-reborn.yaml as it was then, put
# back.  Read, it gets the declaration 'pass' and the expansion phase's
# end-require with the program's lines and refusals: every token left is
# given up, the turn ends, the next turn without a token ends without an
# order, and the discovery's pass goes in turn order; refusals change
# nothing, and the game replays.  Unit cards and dice faces are TEST
# VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn h --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option pass=all --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-assign-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'pass: all') > 0, instr(text, '  pass:') = 0 FROM texts WHERE ord = 0"
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
!refuse pass
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
next = 0 0
!refuse pass
next
!refuse next
!refuse pass Ann
pass
activate a4
!refuse pass
next
pass Ann
# lap 2: Bob has no token left, his turn ends without an order
next
!refuse pass Cleo extra
pass
next
next
next
next
next
next
# the discovery: in turn order
!refuse pass Cleo
pass
log
!replay
