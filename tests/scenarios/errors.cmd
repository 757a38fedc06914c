# Usage errors and what they say; exit status 2 for usage, 1 for a rule.
!refuse status
!refuse log
!refuse undo
!refuse frobnicate
!refuse s
!refuse r
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard h --players Ann --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard h --players A,B,C,D,E,F --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard h --players Ann,ann --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard h --players 'Ann Lee,Bob' --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard h --players none,Bob --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --option colour=red
!refuse new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --option phase-order=random
!refuse new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --option imperial=Zed
!refuse new bernard h --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml --option imperial
!refuse new bernard h --players Ann,Bob --seed -4 --overlay rulesets/examples/bernard-demo.yaml
!refuse new bernard h --players Ann,Bob --overlay /nonexistent.yaml
!refuse new bernard h --players Ann,Bob --colour
!refuse new chess h --players Ann,Bob
!refuse new bernard
!refuse new bernard 'my game' --players Ann,Bob
!refuse give Zed 3 credits
!refuse give Ann 3 gold
!refuse give Ann three credits
!refuse give Ann -3 credits
!refuse take Bob 1 credits
!refuse set Ann credits -1
!refuse transfer Bob Ann 5 credits
!refuse give Ann 1 credits extra
!refuse note
!refuse use nosuchgame
!refuse export pdf
!refuse worlds
!refuse map
!refuse comp st
!refuse log many
!refuse roll
!refuse roll 2d
!refuse roll 1000000d6
!refuse odds 'd6 >'
!refuse place red = 3 3
!refuse rules chess
!refuse rules bernard nonsense
!refuse ruleset frob
help buy
buy --help
!sh $A help | head -5
st
