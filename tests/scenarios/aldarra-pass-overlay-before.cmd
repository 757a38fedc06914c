# An overlay written before passing was a declared action sets
# 'mechanisms.orders.pass: all' (what the option pass=all wrote then)
# over today's aldarra-reborn.yaml, which declares its own 'pass' reading
# option(pass, all): the key chooses the option's value 'all' by default
# (ruleset_pass.c), so the player who passes gives up every order token
# left, as with '--option pass=all', and the next lap's turn ends without
# an order.  An overlay whose value the option lacks is refused, and no
# game is made.  Unit cards and dice faces are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
!sh printf 'format: arbiter-overlay-1\nruleset: aldarra-reborn\nmechanisms:\n  orders: {pass: all}\n' > $T/pass-all.yaml
!sh $A new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --overlay $T/pass-all.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
lay a1 gold b1 silver c1 copper d1 silver e1 forest f1 mountain
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper f2 forest
lay a3 silver b3 mountain c3 forest d3 gold e3 silver f3 copper
lay a4 jetstream b4 copper c4 silver d4 mountain e4 gold f4 forest
arrive Bob e1
arrive Cleo a1
arrive Ann c4
settle Ann a3
settle Cleo f3
settle Bob d2
next = 0 0
next
pass
activate a4
next
pass
# lap 2: Bob has no token left, his turn ends without an order
next
status
log 4
!sh printf 'format: arbiter-overlay-1\nruleset: aldarra-reborn\nmechanisms:\n  orders: {pass: most}\n' > $T/pass-most.yaml
!sh $A new aldarra-reborn h --players Ann,Bob,Cleo --overlay tests/data/aldarra-test-values.yaml --overlay $T/pass-most.yaml; echo "exit $?"; $A games
!replay
