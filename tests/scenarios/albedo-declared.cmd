# albedo's commands are declared in rulesets/albedo.yaml (actions:; 'land'
# runs the general claim mechanism): they still take 'COMMAND --help' and
# the global --json anywhere among the words, as arbiter(1) says of every
# command; and too few or too many words are a usage error (exit 2) in
# any phase, as their usage lines show (arbiter(1): land PLAYER LOCATION
# ..., card CARD SPACE/GROUND [SPACE/GROUND|none]).
new albedo d --players Ann,Bob --seed 6
land --help
card --help
!refuse land Ann
!refuse card tank 0/5 1/1 2/2
!refuse top shipyard
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob 1 2xfighter 2 fighter 2xinfantry ace-pilot
next
resolve
# rulebook (albedo.txt:239): "The player with the highest space combat
# value gets to choose first where to land"; Ann's 3 Fighters (space 2
# each) against Bob's 2: Ann lands first, then Bob
land Ann 3 --json shipyard:minelayer
land -j Bob 1
!refuse land Bob 1 --json
# A game saved before albedo declared its commands keeps its ruleset's
# text, whose phases list the commands (reveal, commit, resolve, land):
# it still loads, and land works there under the same name and hints.
!sh sed -e '/^actions:/,/^turns:/{/^turns:/!d;}' -e 's/^    name: reveal$/&\n    commands: [reveal]/' -e 's/^    name: commit$/&\n    commands: [commit]/' -e 's/^    name: resolve$/&\n    commands: [resolve, land]/' $R/rulesets/albedo.yaml > $T/albedo.yaml && grep -c 'commands: \[' $T/albedo.yaml
!sh $A new $T/albedo.yaml old --players Ann,Bob --seed 6 | tail -1
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob 1 2xfighter 2 fighter 2xinfantry ace-pilot
next
resolve
land Ann 3 shipyard:minelayer
!refuse resolve
land Bob 1
