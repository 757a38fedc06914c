# A word of kind group names a group of regions (board.groups; on an orbit
# board a body); held(GROUP), group_value(GROUP, ID), a tally per group
# (tally(ID, GROUP) and the effect tally with 'in: GROUP'), sum_groups and
# count_groups (which bind 'group') and @group read it.  Ann, seed 5,
# holds the Coast whole only.
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 5 --overlay tests/data/actions-group-word.yaml
claim coast
# once a phase for each group, and only for a group held whole
!refuse claim Coast
!refuse claim marshes
# no such group; no word
!refuse claim nowhere
!refuse claim
# 'group' where no aggregate binds one: an error of the ruleset's, refused
# as the rules are read (no game with them starts)
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/actions-group-word.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, actions: {stray: {help: read group where none is bound, effects: [{say: "{held(group)}"}]}}}'
!sh $A status --json | grep -A1 '"resources"'
next
next
next
# Bob's turn: a new phase, its tally at 0; Bob holds the Dunes whole,
# not the Marshes (Carr is Ann's)
!refuse claim marshes
claim dunes
!refuse claim coast
log 3
!replay
# on an orbit board the groups are its bodies (planets): the word names one
!sh $A new bernard b --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, tallies: {looked: {name: looks, per: group}}, actions: {look: {help: look at a planet, args: [{name: p, kind: group}], effects: [{tally: {id: looked, add: 1, in: p}}, {say: "{@group p}: held whole by {@me}: {held(p)}, supply {group_value(p, supply)}; looked at {tally(looked, p)} time{@s tally(looked, p)}; planets held whole {count_groups(held(group))} of {count_groups(1)}"}]}}}' >/dev/null && $A -g b next >/dev/null && $A -g b look lightblue && $A -g b look LightBlue; $A -g b look pluto; echo "exit $?"
# a planet's supply the rulebook leaves unknown (the demo overlay without
# its supply numbers): the expression says how to give it (exit 3)
!sh sed 's/, supply: [0-9]*}/}/' rulesets/examples/bernard-demo.yaml > $T/demo.yaml && $A new bernard u --players Ann,Bob,Cleo --seed 4 --overlay $T/demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, actions: {look: {help: look at a planet, args: [{name: p, kind: group}], effects: [{say: "{@group p}: supply {group_value(p, supply)}"}]}}}' >/dev/null && $A -g u next >/dev/null; $A -g u look red; echo "exit $?"
