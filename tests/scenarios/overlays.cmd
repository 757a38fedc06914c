# Overlays: the user's own ($XDG_CONFIG_HOME/arbiter/ID.yaml) applies to
# every new game of that ruleset unless --no-user-overlay; --overlay files
# follow it, later ones over earlier ones; each game keeps the texts it was
# started with.
!sh mkdir -p $XDG_CONFIG_HOME/arbiter && cp rulesets/examples/bernard-demo.yaml $XDG_CONFIG_HOME/arbiter/bernard.yaml
new bernard mine --players Ann,Bob --seed 1
!sh $A status --json | grep -m2 '"fields"'
!refuse new bernard plain --players Ann,Bob --seed 1 --no-user-overlay
!sh printf 'format: arbiter-overlay-1\nruleset: bernard\nboard:\n  orbits: [13, 16, 20, 24, 28, 32, 36, 40]\n' > $T/bigger.yaml
new bernard mixed --players Ann,Bob --seed 1 --overlay $T/bigger.yaml
!sh $A status --json | grep -m2 '"fields"'
# changing the files later does not change the games
!sh rm $XDG_CONFIG_HOME/arbiter/bernard.yaml $T/bigger.yaml
!sh $A status --json | grep -m2 '"fields"'
next
!replay
!refuse new bernard broken --players Ann,Bob --overlay tests/data/bernard-bad-sums.yaml
!sh printf 'format: arbiter-overlay-1\nruleset: bernard\nboard:\n  planets:\n    red: {lands: many}\n  orbitz: [1]\n' > $T/bad.yaml
!refuse new bernard broken --players Ann,Bob --overlay $T/bad.yaml
!refuse ruleset check $T/bad.yaml
