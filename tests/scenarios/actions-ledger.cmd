# The effects pay-player and hand-over, role(PLAYER, ROLE) and @role, in
# actions an overlay declares over bernard: the amounts follow from the
# declarations (Ann, the Imperial, starts with 30 credits and earns 24 in
# her credits phase, book lines 52 and 102; the Rebels start with none).
new bernard g --players Ann,Bob,Cleo --seed 5 --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, actions: {tithe: {help: pay a player or nobody, args: [{name: n, kind: number}, {name: to, kind: player}], require: [{test: "not role(to, rebel) or n < 10", refusal: "{@player to} is {@role to}: less than 10"}], cost: {credits: n}, effects: [{pay-player: {to: "if(to == me, nobody, to)", amounts: {credits: n}}}]}, take: {help: take a land, args: [{name: land, kind: region}], effects: [{hand-over: {region: land, count: 2}}]}}}'
next
next
next
next
# (the first word a number: Ann, whose turn it is, acts) 54 credits: 4 to
# Bob (0 -> 4), 3 to nobody (Ann pays them all the same): 47 left
tithe 4 Bob
tithe 3 Ann
!refuse tithe 10 Cleo
# red-1 is Bob's with 2 units: they leave, Ann holds it with 2
take red-1
# brown-1 holds nothing: nobody's pieces leave
take brown-1
!sh $A status --json | grep '"credits"'
!sh $A status --json | grep -A4 '"id": "red-1"'
verify
!replay
