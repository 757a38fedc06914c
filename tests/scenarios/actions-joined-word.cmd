# Words joined by ':' (args marked joined): 'aim PLANET[:LAND[:N]]...',
# an overlay's action, takes a planet (a group word) with a land on it and
# a number of units as parts of the same word, each of which may be left
# out (the land is then -1, the number 0) and is read in expressions; the
# log writes the parts joined, the land and the planet by their ids.
new bernard j --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/actions-joined-word.yaml
next
aim red purple:purple-port:2 red:red-1
aim LightBlue:LIGHTBLUE-1
# the usage shows the parts that may be left out
!refuse aim
!sh $A help aim
# completion offers the planet; the parts after ':' are not words of
# their own, so no land is offered as the next word
!sh $A complete aim p; $A complete aim red '' | wc -l
# a land off the planet; a number out of its bounds; the last part takes
# the rest of the word; a land the board does not have, or none
!refuse aim purple:red-1:3
!refuse aim red:red-1:0
!refuse aim red:red-1:3:4
!refuse aim red:nowhere
!refuse aim red:
!refuse aim pluto:red-1
log 2
!replay
# on a board of groups of regions the regions are a group's
!sh $A new rulesets/examples/conquest.yaml c --players Ann,Bob --seed 5 --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, actions: {mark: {help: mark a region of a group, args: [{name: g, kind: group}, {name: r, kind: region, joined: true}], effects: [{say: "{@group g}: {@region r}"}]}}}' >/dev/null && $A -g c mark coast:haven && $A -g c mark Coast:STRAND; $A -g c mark coast:fen; echo "exit $?"
