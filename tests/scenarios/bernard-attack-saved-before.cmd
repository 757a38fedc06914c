# A game of bernard saved while its attack ran the program's mechanism
# (an action with 'run: seize'), and one saved before its commands were
# declared (no actions: the combat phase lists 'attack' by name): each
# stored text is rewritten at load into the declared attack (a word of
# kind sources, the effect seize), whose refusals, in their order, lines,
# dice and report are the mechanism's, and its log replays.  The .out is
# main's binary's but for the usage lines of 'attack red-1' and 'attack
# red-1 ,': a declared command says its own usage line (as move and buy
# do), not the shipped games' forms of 'attack' joined, nor the
# mechanism's own line ('[= ATTACKER DEFENDER]', which a text without
# actions keeps).
new bernard g --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-supply-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: seize') > 0 FROM texts WHERE ord = 0"
!refuse attack red-1 red-port:4 = 3 3
next
next
next
next
!refuse attack red-1 red-port:4 = 3 3
next
!refuse attack red-1
!refuse attack red-1 ,
!refuse attack red-1 red-port
!refuse attack zzz red-port:1
!refuse attack red-1 zzz:1
!refuse attack red-1 red-port:0
!refuse attack red-1 red-port:2 red-port:1
!refuse attack red-port red-1:1
!refuse attack red-1 red-port:5
!refuse attack purple-1 red-port:2
!refuse attack red-1 red-2:1
!refuse attack red-1 red-port:4 = 7 3
!refuse attack red-1 red-port:4 = 3
!refuse attack red-1 red-port:4 = 3 3 3
# a tie, a loss capped by the defender's units in the fight, a fall
attack red-1 red-port:4 = 3 3
attack red-1 red-port:4 = 2 6 --json
attack red-1 red-port:2 = 6 1 --json
# bands: 10 attackers roll a d10, 20 a d20; two lands, losses in order
adjust red-2 Bob 9
adjust red-port Ann 12
attack red-2 red-port:10 = 10 6
adjust red-port Ann 25
attack red-2 red-port:20 = 20 1
attack brown-1 brown-port:2 --json
!refuse attack brown-2 brown-port:1 = 3 4
adjust purple-1 Bob 6
adjust purple-2 Ann 3
adjust purple-port Ann 4
attack purple-1 purple-2:2 purple-port:3 = 1 4
set Ann credits 0
!refuse attack purple-1 purple-port:1 = 1 1
set Ann credits 2
attack purple-1 purple-port:1
odds attack 10 6
log
verify
!replay
# a text of before commands were declared: 'attack' by its name, in the
# phase that lists it
new bernard bare --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/bernard-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'actions:') FROM texts WHERE ord = 0"
next
next
next
next
!refuse attack red-1 red-port:4 = 3 3
next
!refuse attack red-1
!refuse attack red-1 ,
!refuse attack red-port red-1:1
!refuse attack red-1 red-port:5
attack red-1 red-port:4 = 2 6 --json
attack red-1 red-port:2 = 6 1
attack brown-1 brown-port:2
verify
!replay
