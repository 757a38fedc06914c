# box: our copy of the game.  It asks for each value the bernard rulebook
# leaves unknown (the paths and hints of rulesets/bernard.yaml), checks each
# answer at once, and keeps them as the user's overlay
# ($XDG_CONFIG_HOME/arbiter/bernard.yaml, a scratch home here), which every
# later 'new bernard' reads.  The answers are those of
# rulesets/examples/bernard-demo.yaml, so that a game set up from the copy is
# the demo's game.
box list
!refuse box show bernard
# a first sitting: the orbits; red's orbit (0 is refused, the first orbit
# is 1); an answer that is not YAML is refused and asked again; q stops and
# saves what was given
!sh printf '[12, 16, 20, 24, 28, 32, 36, 40]\n0\n1\n[1d12\n1d12\n2\n2\nq\n' | $A box bernard
box list
# a second sitting asks only what is still unknown, red's values no more.
# Light blue: dark blue and light blue hold 7 lands (rulebook line 70), so
# with 3 for dark blue, 5 is refused and 4 taken (red, purple, dark and
# light blue hold 12, line 80: 13 is refused too).  Who holds brown is left
# unknown (an empty line), then given in a third sitting.
!sh adj=$(sed -n 's/^    - \(\[.*\]\)$/\1/p' rulesets/examples/bernard-demo.yaml | paste -sd, -); printf '3\n1d20\n3\n3\n5\n2d12\n3\n3\n4\n5\n4\n4\n7\n2d20\n5\n5\n6\n1d20+1d8\n4\n4\n2\n2d8\n3\n8\n2d20\n2\n2\n[%s]\n\n0\n' "$adj" | $A box bernard
box list
!sh printf 'none\n' | $A box bernard
box list
box show bernard
# the copy needs no --overlay: the game is the demo's, dice and all
new bernard g --players Ann,Bob,Cleo --seed 6
next
!sh B=${A% *}; $A status > $T/mine; $B $T/demo.db new bernard g --players Ann,Bob,Cleo --seed 6 --no-user-overlay --overlay rulesets/examples/bernard-demo.yaml > /dev/null && $B $T/demo.db next > /dev/null && $B $T/demo.db status > $T/demo && cmp $T/mine $T/demo && echo same
!sh printf '' | $A box bernard
box edit bernard
box remove bernard
box list
!refuse box remove bernard
!refuse new bernard g2 --players Ann,Bob,Cleo --seed 6
!refuse box rulesets/bernard.yaml
!refuse box bernhard
!refuse box show
