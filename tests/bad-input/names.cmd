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
# look-alike names (issue 19, item 15): names are kept in NFC and matched by
# their Unicode case fold, so these clash with a name taken
new bernard h --players Émile,émile --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'E\314\201mile'),Émile" --overlay rulesets/examples/bernard-demo.yaml
new bernard ÉTÉ --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
new bernard "$(printf 'e\314\201te\314\201')" --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
# characters that do not show as themselves: a bidi override, a zero width
# space, a no-break space, a byte order mark, a right-to-left mark
new bernard h --players "$(printf 'A\342\200\256nn'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'A\342\200\213nn'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf 'Ann\302\240Lee'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard h --players "$(printf '\357\273\277Ann'),Bob" --overlay rulesets/examples/bernard-demo.yaml
new bernard "$(printf 'h\342\200\217')" --players Ann,Bob --overlay rulesets/examples/bernard-demo.yaml
campaign new "$(printf 'w\342\200\256x')"
!ok campaign new Été
campaign new "$(printf 'e\314\201te\314\201')"
# a decomposed name is kept composed; the fold is the same in every locale:
# 'I' is 'i' under a Turkish locale too, and a dotless 'ı' is its own letter
!ok new bernard tr --players "$(printf 'Zo\145\314\210')",Iris,Işıl --seed 2 --overlay rulesets/examples/bernard-demo.yaml
!ok-sh LANG=tr_TR.UTF-8 LC_ALL=tr_TR.UTF-8 $A give iris 1 credits
!ok-sh LANG=tr_TR.UTF-8 LC_ALL=tr_TR.UTF-8 $A give ZOË 1 credits
give IŞIL 1 credits
