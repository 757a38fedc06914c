# What to do now: the line that ends 'status', the 'what' command (also
# 'hint'), and a command given in the wrong phase.  A turn of the bernard
# rulebook goes supply (line 96), credits (100), connection (104), buy
# (108), combat (120), troop movement (136), pay (140): 'buy' belongs to the
# buy phase, 'bridge' to the connection phase, 'attack' to the combat phase.
new bernard w --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml
what
next
next
status
what
# the buy phase is two phases on; the connection phase has passed for
# this turn once the buy phase has begun
!refuse buy red-port 1
next
next
!refuse bridge red purple 1
hint
next
!refuse attak red-1 red-port:1
!refuse buy red-port 1
what
# did you mean: the nearest names, for a command, a player, a resource, a
# ruleset (issue 16, item 4); command names ignore case as player names do
!refuse stauts
!refuse give Anne 1 credits
!refuse give Ann 1 credit
!refuse new bernhard x --players Ann,Bob
GIVE ann 1 credits
WHAT
