# convoys (tests/data/convoys.yaml): a word of kind sources used to gather
# crews, not to attack: each-source refuses a land not the gatherer's, one
# that sends more than its crew, the land gathered into, and one that does
# not reach it (reaches(): a border, or a tether between two docks);
# sent() says what each land sends, take-sources takes every unit named
# and sources() counts them (nothing stays behind); levy takes only the
# first N of those named, in the order given, each land at most what it
# names (io-3 gives its 2 and keeps 2, io-2 gives 1). The word's own
# refusals (LAND:UNITS) call each land as its 'what' says. A tether joins moons launched (field() > 0);
# survey names the first moon held whole and the first not
# (first_group(), @groupid).
new tests/data/convoys.yaml c --players Ann,Bob --seed 1
crew io-1 Ann 3
crew io-2 Ann 2
crew io-3 Ann 1
crew io-port Ann 1
crew rhea-port Ann 2
crew rhea-1 Bob 4
help gather
gather io-3 io-2:2,io-port:1
!refuse gather io-3 io-1:1
!refuse gather io-2 io-3:5
!refuse gather io-2 rhea-1:1
!refuse gather io-3 io-3:1
!refuse gather rhea-1 rhea-port:1
!refuse gather rhea-2 io-1:1
!refuse gather io-2 io-1:1,io-1:1
!refuse gather io-2 io-1
# a tether joins the docks: Io's dock now reaches Rhea's; a command
# with one land that does not reach is refused whole
!refuse gather rhea-port io-port:1
crew io-port Ann 1
!refuse tether io rhea
launch io = 4
!refuse tether io rhea
launch rhea = 7
tether io rhea
!refuse gather rhea-port io-port:1 io-1:1
gather rhea-port io-port:1
gather io-2 io-1:2
levy 3 io-3:2 io-2:5
!refuse levy 1 io-port:1
!refuse levy 4 rhea-port:1
!refuse levy 1 rhea-port
!refuse levy 1 rhea-1:1
survey
crew io-1 Ann 1
crew io-3 Ann 1
crew io-port Ann 2
survey
status
log
verify
!replay
