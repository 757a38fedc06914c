# bernard (its demo values) with its body named in 114 characters by an
# overlay: the setup's line, status and a refusal naming lands say the
# word in capitals whole (it was made in 48 bytes and cut).
new bernard b --players Ann,Bob --seed 3 --overlay rulesets/examples/bernard-demo.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: bernard, words: {body: {one: planet-of-the-inner-ring-whose-moons-were-charted-by-the-first-expedition-of-the-bernard-institute-in-the-year-one, many: planet-of-the-inner-ring-whose-moons-were-charted-by-the-first-expedition-of-the-bernard-institute-in-the-year-ones}}}'
status
next
next
next
next
next
!refuse attack zzz red-port:1
