# Values the rulebook does not give: listed, asked for by the commands that
# need them, supplied by an overlay at the start or amended into a game.
!refuse new bernard g --players Ann,Bob
ruleset check rulesets/bernard.yaml
!refuse ruleset check tests/data/bernard-bad-sums.yaml
ruleset template bernard
!sh $A ruleset template bernard > $T/template.yaml && $A ruleset check $T/template.yaml | head -3
# with the lands known the game starts; placing a planet needs its orbit
new bernard g --players Ann,Bob --overlay tests/data/bernard-partial.yaml --seed 4
!refuse place red
!refuse next
rules bernard unknown
# filling values into a running game: only values still unknown, and only
# when the game so far replays the same
!refuse ruleset amend tests/data/bernard-amend-known.yaml
!refuse ruleset amend tests/data/bernard-bad-sums.yaml
!refuse ruleset amend rulesets/bernard.yaml
!refuse ruleset amend /nonexistent.yaml
ruleset amend tests/data/bernard-amend-orbits.yaml
next
next
next
next
next
!refuse attack red-1 red-port:2 = 6 1
ruleset amend tests/data/bernard-amend-adjacency.yaml
attack red-1 red-port:2 = 6 1
# amending the same values again changes nothing and is allowed
ruleset amend tests/data/bernard-amend-adjacency.yaml
log
!replay
verify
