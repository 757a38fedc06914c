# 'supply units' without planets, declared: tests/data/bernard-supply-every.yaml
# declares 'gather', which gives every planet held whole whose supply is
# open its units on its port, else its first land (each-group, the effect
# place with 'in' an expression of port(group) and first_region(group), a
# line reading pieces() of that expression), counted in the tally
# 'supplied'.  The same commands with 'supply units' (the mechanism) and
# with 'gather' give the same lines, refusals, exit codes and state.
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-supply-every.yaml
next
!refuse gather
# Bob will hold red and purple whole, their spaceports included
adjust red-port Bob 1
adjust purple-port Bob 1
!sh i=0; while [ $i -lt 7 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
gather
!refuse gather
!refuse supply units red
log 1
!replay
!sh for g in mechanism declared; do ov=; v="supply units"; [ $g = declared ] && { ov="--overlay tests/data/bernard-supply-every.yaml"; v=gather; }; $A new bernard $g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml $ov 2>&1 | sed 1d > $T/$g.out; for c in next "adjust red-port Bob 1" "adjust purple-port Bob 1" "$v" next next next next next next next next "$v" "$v" "status --json" next next; do echo "\$ $c" | sed "s/$v/SUPPLY/" >> $T/$g.out; { $A -g $g $c 2>&1; echo "[exit $?]"; } | sed '/"game":/d' >> $T/$g.out; done; done; diff $T/mechanism.out $T/declared.out && echo "the same: $(grep -c '^\$' $T/mechanism.out) commands, $(grep -c ' units on ' $T/mechanism.out) lines of units supplied, $(grep -c 'exit 1' $T/mechanism.out) refused"
