# Overlays refused when a game is created (new --overlay, --overlay-text)
# or amended (ruleset amend): nothing is stored.  The loader's exact
# diagnostics for many more are in tests/bad-rulesets.
!sh printf 'format: arbiter-overlay-1\nruleset: chess\n' > $T/chess.yaml
new bernard h --players Ann,Bob --overlay $T/chess.yaml
!sh printf 'format: arbiter-overlay-1\nruleset: bernard\nboard: {suns: 2}\n' > $T/key.yaml
new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --overlay $T/key.yaml
new bernard h --players Ann,Bob --overlay rulesets/bernard.yaml
new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --overlay tests/data/bernard-bad-sums.yaml
new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --overlay tests/bad-rulesets/control-char-name.yaml
new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --overlay tests/bad-rulesets/value-too-large.yaml
new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --overlay tests/bad-rulesets/deep-nesting.yaml
new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --overlay tests/bad-rulesets/yaml-alias.yaml
new bernard h --players Ann,Bob --overlay-text 'format: arbiter-overlay-1'
new bernard h --players Ann,Bob --overlay-text "$(printf 'format: arbiter-overlay-1\nruleset: bernard\nboard: [\n')"
new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --overlay-text "$(printf 'format: arbiter-overlay-1\nruleset: bernard\nrules: {summary: "a \\e b"}\n')"
new bernard h --players Ann,Bob --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null --overlay /dev/null
new bernard h --players Ann,Bob,Cleo --overlay rulesets/examples/bernard-demo.yaml --option imperial=Zed
ruleset amend tests/data/bernard-amend-known.yaml
ruleset amend $T/key.yaml
ruleset amend $T/chess.yaml
ruleset amend rulesets/bernard.yaml
ruleset amend --text "$(printf 'format: arbiter-overlay-1\nruleset: bernard\nresources:\n  credits: {max: 10}\n')"
# mechanisms.dice-pool's keys of before over a ruleset of now, whose pool
# combat declares its over and destroyed effects: refused, naming them
!sh printf 'format: arbiter-overlay-1\nruleset: aldarra-reborn\nmechanisms:\n  dice-pool: {vp: vp, hold: 2}\n' > $T/vp.yaml
new aldarra-reborn a --players Ann,Bob,Cleo --overlay $T/vp.yaml
!sh printf 'format: arbiter-overlay-1\nruleset: aldarra-reborn\nmechanisms:\n  dice-pool: {coin: coins, per-unit: 2}\n' > $T/coin.yaml
new aldarra-reborn a --players Ann,Bob,Cleo --overlay $T/coin.yaml
# an option's value whose rules do not load: refused by ruleset check and
# ruleset amend though the game does not take it (every option's result is
# checked); new checks only the options it is given
!sh printf 'format: arbiter-overlay-1\nruleset: bernard\noptions:\n  dice-bands:\n    values:\n      crowded:\n        help: a game of nine or more.\n        set:\n          players: {min: 9}\n' > $T/crowded.yaml
ruleset check $T/crowded.yaml
ruleset amend $T/crowded.yaml
