# docks (tests/data/docks.yaml): the refusals of a sub-location picked say
# the effect's own word for a location (location-name: berth), as its
# line does; albedo's, without the key, say "location" as before.  The
# quays given two cranes of different costs at North Quay's first berth
# and a hoist at East Quay's second, so that each refusal can be reached.
!sh sed -e 's/^    crane: {name: crane, effect: score}$/&\n    hoist: {name: hoist, effect: score}/' -e 's/locations: \[\[{kind: crane, cost: 2}\]/locations: [[{kind: crane, cost: 2}, {kind: crane, cost: 1}]/' -e 's/\[{kind: crane, cost: 3}\]\]}$/[{kind: crane, cost: 3}, {kind: hoist, cost: 1}]]}/' $R/tests/data/docks.yaml > $T/docks.yaml && grep -n 'hoist\|north:' $T/docks.yaml
!sh $A new $T/docks.yaml g --players Ann,Bob --seed 1
lay north
lay east
next
load Ann 1 barge 1 tug 2 barge
load Bob 1 barge 2 tug 2 barge
next
dock
!refuse unload Ann 1 crane
!refuse unload Ann 1 crane:5
!refuse unload Ann 1 hoist
!refuse unload Ann 1 crane:1 crane:1
unload Ann 1 crane:2 crane:1
unload Bob 2 crane
dock
!refuse unload Bob 1 hoist:1
!refuse unload Bob 2 hoist:2
unload Bob 2 hoist
unload Ann 1 crane
verify
