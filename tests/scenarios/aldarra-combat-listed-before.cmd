# A game of aldarra-reborn whose stored text declared no actions (the
# program's commands by name, the expansion phase listing activate, fly,
# fight and explore; tests/data/aldarra-ransom-listed-before.yaml): the
# combat's delay, remain and retreat, which the program had by name where
# the dice-pool combat was, read as the declared actions and refuse and
# answer as main's binary did, in the phase of the combats ('fight' is
# listed).  The .out is main's binary's but for status's 'now' line, which
# named the program's 'travel' and names 'fly' since fly was declared (as
# in aldarra-fly-listed-before).  TEST VALUES as aldarra-fly-listed-before.
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-ransom-listed-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-purchase-saved-before-overlay.yaml') WHERE ord = 1" && sqlite3 $T/game.db "SELECT instr(text, 'commands: [activate, fly, fight, explore]') > 0, instr(text, 'actions:') = 0 FROM texts WHERE ord = 0"
!refuse delay Ann
!refuse remain Ann
!refuse retreat Ann zz
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
# another phase
!refuse delay Ann
!refuse remain Ann
!refuse retreat Ann zz
next
help delay
help retreat
!refuse delay Ann
!refuse remain Ann
!refuse retreat Ann zz
!refuse delay
!refuse retreat Ann
# a combat at b2: Bob's two Frigates against Ann's Frigate and Engineer
units b2 Bob frigate:2
units b2 Ann frigate:1,engineer:1
activate b2
fight b2
!refuse remain Ann
delay Ann
!refuse delay Ann
fire = 0 0
fire
!refuse remain Ann
!refuse retreat Ann zz
remain Bob
!refuse retreat Ann b2
retreat ann B3
status
log
verify
!replay
