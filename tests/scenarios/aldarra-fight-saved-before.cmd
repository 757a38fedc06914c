# A game of aldarra-reborn saved before 'fight' was a declared action: the
# stored ruleset text has an action that runs the mechanism ('run: fight',
# tests/data/aldarra-explore-saved-before.yaml, main's text then).  Read,
# it becomes the declared action (an optional word of kind player, the
# effect start-combat), and the game refuses, begins its combats and
# replays as before: in the setup, with too many words, an unknown
# territory or player, before the order's combat step, on a territory
# nobody else holds, by a player with no units there, on a home
# territory, while a combat is on, on a territory fought over during the
# order, the attacker named or left out (whose turn it is), --json.  Then
# the action is renamed in the stored text ('clash', still running the
# mechanism): both it and the program's command by its name, 'fight',
# are taken, and refuse with the usage line's word as before.  Unit
# cards and dice faces are TEST VALUES (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: fight') > 0 FROM texts WHERE ord = 0"
!refuse fight d2
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
settle Green a3
settle Red c1
settle Blue e3
!refuse fight d2
next = 1 0
spawn Blue b1
next
units d2 Red destroyer:1,engineer:2
units e2 Blue frigate:2,cruiser:1
!refuse fight
!refuse fight d2 Blue Red
!refuse fight z9
!refuse fight d2 Nobody
!refuse fight d2
!refuse fight c3 Red
!refuse fight e2
units b2 Red frigate:1
units b2 Blue frigate:1
!refuse fight b2
units b2 Red none
units b2 Blue none
activate d2
!refuse fight d2
!refuse fight d2 Green
!refuse fight a2 Blue
fly e2 d2 frigate:2,cruiser:1
!refuse fight e1
fight d2 Red
!refuse fight d2
!refuse fight d2 Blue
!refuse fly e1 d2 frigate:1
status --json
fire = 0 1 1
assign Red frigate
assign Blue destroyer
fire = 3 1 2 1 0
assign Red frigate
units d2 Red frigate:1
!refuse fight d2 Blue
units d2 Red none
status
next
units c3 Red frigate:3,engineer:1
units d3 Green frigate:3
activate d3
fly c3 d3 frigate:3,engineer:1
--json fight d3
fire = 0 0 0 0 0 0
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '  fight:' || char(10) || '    help: begin', '  clash:' || char(10) || '    help: begin') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '  clash:') > 0 FROM texts WHERE ord = 0"
help clash
help fight
!refuse clash d3
!refuse fight d3
!refuse clash
!refuse fight a1 Green
units b2 Red frigate:1
log
verify
!replay
