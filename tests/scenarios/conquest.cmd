# conquest: a Risk-style game written as data alone
# (rulesets/examples/conquest.yaml); the expected values come from its rules
# and from the Risk tables of one throw (2890, 2611 and 2275 of 7776).
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 5
# seed 5 deals Ann the whole coast: max(3, 8 / 3) + 4 = 7 armies
status
odds 3 vs 2 rounds 1
odds 10 vs 6
odds 1 vs 1 rounds 1
# bernard's form of attack odds (opposed rolls) points to the one form
odds attack 10 6
!refuse place fell 3
!refuse place crag 8
!refuse place crag 0
!refuse place nowhere 1
!refuse attack crag fell
place crag 3
!refuse place scar 4
place crag 1
next
!refuse attack crag wadi
!refuse attack crag tarn
# 6 5 3 against 5 4: the pairs 6-5 and 5-4 both go to the attacker
attack crag fell = 6 5 3 5 4
!refuse attack crag fell = 1 1 1 1 1
# fell falls: three armies threw dice, so three move in
status --json
!refuse attack tarn scar = 1 2
next
fortify crag tarn 1
!refuse fortify crag tarn 1
next
# Bob's turn: 7 regions and the whole dunes, max(3, 7 / 3) + 2 = 5
status
!replay
# the game's commands in help and completion
help fortify
# COMMAND --help says what help COMMAND says: the game's attack, not the
# program's attack of the same name
attack --help
att -h
complete fortify crag t
complete for
# help lists no picture of a board conquest does not have (map of
# territories, orbits, worlds); 'rules conquest' reads the game's own
# ruleset, started from a file (no ruleset on the search path has the id)
!sh $A help | grep -cE '^  (map|orbits|worlds) '
!sh $A help --all | grep -cE '^  (map|orbits|worlds) '
!sh $A help | tail -1
rules conquest commands
!refuse rules conques
