# The effect place takes an expression giving a region for its 'in'
# (a word alone or a region's id is read as before): 'drop PLANET[:LAND]'
# puts a unit on the land named, else on the planet's port, else on its
# first land.  port() takes a group word on an orbit board, whose groups
# are its bodies; first_region(GROUP) is a group's first region.
new bernard d --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/actions-place-in.yaml
next
drop red
drop red:red-2
drop Orange
!sh $A status --json | grep -A4 '"id": "\(red-2\|red-port\|orange-port\)"' | grep '"units"'
# an expression that gives no region: an error of the ruleset (exit 3),
# and nothing changes
astray red:red-1
!refuse astray red
log 3
!replay
