# Command files (-f) and commands on stdin run the same code, '#' comments
# allowed, and stop at the first failure with the line that failed.
!sh printf '%s\n' '# a game from a file' 'new bernard g --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml' '' 'next   # the setup' 'next' 'give ann 4 credits' > $T/ok.arb
!sh $A -f $T/ok.arb
!sh $A status --json | grep -m1 '"credits": '
!sh printf '%s\n' 'give Ann 1 credits' 'give Zed 1 credits' 'give Ann 100 credits' > $T/bad.arb
!sh $A -f $T/bad.arb; echo "status $?"
!sh $A status --json | grep -m1 '"credits": '
!sh printf 'give Bob 2 credits\nlog 2\n' | $A
!sh printf 'give Bob 2 credits\nbuy red-1 1\ngive Bob 2 credits\n' | $A; echo "status $?"
!sh $A -f /nonexistent.arb; echo "status $?"
!sh $A -f $T/ok.arb status; echo "status $?"
!sh printf 'status\n' | $A -j | head -3
!sh $A --version | sed 's/[0-9][0-9.]*/VERSION/'
!sh $A -x; echo "status $?"
!sh $A -d; echo "status $?"
