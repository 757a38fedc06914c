# A game of aldarra-reborn saved before 'units' was a declared action: the
# stored ruleset text has an action that runs the mechanism ('run: units'),
# the text of rulesets/aldarra-reborn.yaml then, put back as it was.  Read,
# it becomes the declared action (a word of kind piece-counts and the
# effect set-units), and the game takes, refuses and replays its units as
# before.  Then the action is renamed in the stored text ('troops', still
# running the mechanism): both it and the program's command by its name,
# 'units', are declared.  Unit cards are TEST VALUES
# (tests/data/aldarra-test-values.yaml).
new aldarra-reborn g --players Green,Blue,Red --seed 1 --overlay tests/data/aldarra-test-values.yaml --option first=Blue --option factions=cindar,odarian,mining-corp
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-explore-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: units') > 0 FROM texts WHERE ord = 0"
lay a1 gold b1 silver c1 copper d1 silver e1 forest
lay a2 copper b2 ruins c2 crystal d2 jetstream e2 copper
lay a3 silver b3 mountain c3 forest d3 gold e3 silver
arrive Blue e1
arrive Red c3
arrive Green a1
!refuse units
!refuse units a1 Green frigate:2 x
!refuse units zz Green frigate
!refuse units a9 Green frigate
!refuse units a1 Zed frigate
!refuse units a1 Green x:1
!refuse units a1 Green frigate:0
!refuse units a1 Green ,
# Green has 10 Frigates: 2 at its Stronghold, so 8 at most here
!refuse units d2 Green frigate:9
units d2 Green frigate:8,engineer
units d2 green frigate,frigate:2 --json
units d2 Green none
units d2 Red destroyer:1
help units
status
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '  units:' || char(10) || '    help: set', '  troops:' || char(10) || '    help: set') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, '  troops:') > 0 FROM texts WHERE ord = 0"
troops b2 Blue frigate:2
units b2 Blue frigate:1
!refuse troops b2 Blue frigate:11
log
verify
!replay
