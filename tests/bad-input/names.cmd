# Game and player names with odd characters, too long or clashing; and
# notes, which take any UTF-8 text and show it escaped.
new bernard '' --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard 'two words' --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard "$(printf 'a\nb')" --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard "$(printf 'a\033[31mb')" --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard 'quo"te' --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard "it's" --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard 'back\slash' --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard '#hash' --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard G --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players '' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players , --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann,,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann, --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players A,B,C,D,E,F --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players Ann,ann --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players 'Ann Lee,Bob' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'Ann\tLee'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'Ann\nLee'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'A\033[2Jnn'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'A\177nn'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players 'O"Brien,Bob' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "O'Brien,Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players 'a\b,Bob' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players 'Ann:1,Bob' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players 'Ann=1,Bob' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players '#Ann,Bob' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players '-Ann,Bob' --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players none,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx,Bob --overlay rulesets/examples/bernard-demo.yaml
# accepted: letters beyond ASCII, 32 characters
!ok new bernard été --players Zoë,Åsa,xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx --seed 2 --overlay rulesets/examples/bernard-demo.yaml
!ok use g
# notes keep any text; 'log' shows control characters escaped, the JSON
# escapes them, and the script export replays them exactly
!ok note "$(printf 'quotes " and \047, a backslash \\, a tab\there')"
!ok note "$(printf 'two\nlines and an escape \033[31mred\033[0m and a bell \007')"
!ok note '# not a comment' -- --json
!ok log 3
!ok log 3 --json
!sh $A export script > $T/script && $A -d $T/copy.db -f $T/script > /dev/null && $A -d $T/copy.db log 4 > $T/copy.log && $A log 4 | cmp - $T/copy.log
note
note "$(head -c 4001 /dev/zero | tr '\0' x)"
note "$(printf 'bytes \377\376')"
note "$(printf 'a C1 control \302\233[31m')"
new bernard "$(printf 'caf\351')" --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'Zo\353'),Bob" --overlay rulesets/examples/bernard-demo.yaml
