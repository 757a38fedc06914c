# The supply phase declared: tests/data/bernard-supply-phase.yaml drops
# the phase's step 'supply' and declares its lines as the phase's effects
# (each-group, held(group), group_value(group, supply)) and its refusal to
# end as an end-require over the tally 'supplied', naming the first open
# planet with first_group(TEST).  The same commands in a game without the
# overlay (the step) and in one with it give the same lines, refusals and
# exit codes, a planet's supply left unknown too (the demo overlay without
# its supply numbers).
new bernard g --players Ann,Bob,Cleo --seed 4 --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-supply-phase.yaml
next
# Bob will hold red and purple whole, their spaceports included
adjust red-port Bob 1
adjust purple-port Bob 1
!sh i=0; while [ $i -lt 6 ]; do $A next >/dev/null || exit 1; i=$((i+1)); done
next
!refuse next
supply units red
!refuse next
supply credits purple
next
log 2
!replay
!sh sed 's/, supply: [0-9]*}/}/' rulesets/examples/bernard-demo.yaml > $T/unknown.yaml; n=0; for demo in rulesets/examples/bernard-demo.yaml $T/unknown.yaml; do n=$((n+1)); for g in step declared; do ov=; [ $g = declared ] && ov="--overlay tests/data/bernard-supply-phase.yaml"; $A new bernard $g$n --players Ann,Bob,Cleo --seed 4 --overlay $demo $ov 2>&1 | sed 1d > $T/$g.out; for c in next "adjust red-port Bob 1" "adjust purple-port Bob 1" next next next next next next next next "supply units red" next "supply credits purple" next next; do echo "\$ $c" >> $T/$g.out; $A -g $g$n $c >> $T/$g.out 2>&1; echo "[exit $?]" >> $T/$g.out; done; done; diff $T/step.out $T/declared.out && echo "the same: $(grep -c '^\$' $T/step.out) commands, $(grep -c 'supply' $T/step.out) lines naming supply, $(grep -c 'exit 3' $T/step.out) unknown"; done
