# Reports of finished games (replayed from tests/data/season-*.arb): the
# session report (export md), the ledger (export csv), everything (export
# json), the play for BG Stats (export bgstats) and the pictures (export
# svg, read back by a real XML parser).
!sh for g in ashes1 ashes2 bernard1 albedo1 aldarra1 adellos1; do $A -f $R/tests/data/season-$g.arb > /dev/null || echo "$g failed"; done
# albedo: the game's own final ranking, its tie-breaks explained
-g albedo1 export md
# bernard: the Rebels win together; no score track
-g bernard1 export md
# aldarra: two players past 20, the earlier in turn order wins
-g aldarra1 export md
-g ashes2 export md
-g adellos1 export md
-g ashes2 export csv
-g bernard1 export csv
# (the play's date is shown as DATE)
!sh $A -g albedo1 export bgstats | sed 's/"[0-9-]* [0-9:]*"/"DATE"/'
!sh $A -g bernard1 export bgstats | sed 's/"[0-9-]* [0-9:]*"/"DATE"/'
!sh $A -g ashes2 export bgstats url | sed -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]%20[0-9]*%3A[0-9]*%3A[0-9]*/DATE/' -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9]*%3A[0-9]*%3A[0-9]*Z/TIME/'
# the play ends with its last event, and lasts from the game's creation
!sh sqlite3 $T/game.db "UPDATE games SET created = '2026-01-01T18:00:00Z' WHERE name = 'ashes2'; UPDATE events SET time = '2026-01-01T20:30:59Z' WHERE game = (SELECT id FROM games WHERE name = 'ashes2')"
!sh $A -g ashes2 export bgstats | head -5
!sh $A -g aldarra1 export json | sed -n '/^  "rounds"/,$p'
!sh $A -g ashes2 export json | sed -n '/"events"/,$p' | sed -n '1,60p'
-g ashes2 export md --json
# the pictures: the score by round and the board of each game
!sh mkdir $T/svg && for g in ashes1 ashes2 bernard1 albedo1 aldarra1 adellos1; do $A -g $g export svg $T/svg || exit 1; done
!sh xmllint --noout $T/svg/*.svg && echo "all well-formed"
!sh for f in $T/svg/*-chart.svg; do printf '%s: %s lines, %s points, title %s\n' "$(basename $f)" "$(xmllint --xpath 'count(//*[local-name()="polyline"])' $f)" "$(xmllint --xpath 'string(//*[local-name()="polyline"][1]/@points)' $f | wc -w)" "$(xmllint --xpath 'string(//*[local-name()="title"])' $f)"; done
!sh xmllint --xpath '//*[local-name()="polyline"]/@points' $T/svg/aldarra1-chart.svg; echo
!sh xmllint --xpath '//*[local-name()="text"][contains(., "to win")]/text()' $T/svg/aldarra1-chart.svg; echo
!sh for f in $T/svg/*-board.svg; do printf '%s: %s circles, %s hexes, %s bars, %s legend swatches; %s\n' "$(basename $f)" "$(xmllint --xpath 'count(//*[local-name()="circle"])' $f)" "$(xmllint --xpath 'count(//*[local-name()="polygon"])' $f)" "$(xmllint --xpath 'count(//*[@class="bar"])' $f)" "$(xmllint --xpath 'count(//*[@class="swatch"])' $f)" "$(xmllint --xpath 'string(//*[local-name()="title"])' $f)"; done
# every chart has a legend: a line sample per player, in the player's
# colour and dashes
!sh for f in $T/svg/*-chart.svg; do printf '%s: %s legend lines\n' "$(basename $f)" "$(xmllint --xpath 'count(//*[@class="swatch"])' $f)"; done
# aldarra1: all three players start with 0 victory points (rulebook: the
# track starts at 0), so their lines begin side by side, 7 apart, none
# hidden (the points above: 943, 950, 957)
# bernard's planets are named by colour (book: "the red planet" ...):
# each is filled with its colour, in the order of the YAML
!sh xmllint --xpath '//*[@class="planet"]/@fill' $T/svg/bernard1-board.svg; echo
# no two planet names overlap: their boxes (a letter about 0.5 em wide,
# 28 px high) are apart
!sh xmllint --xpath '//*[local-name()="text"][@x > 700][@font-size="28"]' $T/svg/bernard1-board.svg | sed 's/></>\n</g' | sed -n 's/.*x="\([0-9.]*\)" y="\([0-9.]*\)".*>\([^<]*\)<.*/\1 \2 \3/p' | awk '{x[NR]=$1; y[NR]=$2; $1=$2=""; w[NR]=0.5*28*(length($0)-2)} END {for (i=1;i<=NR;i++) for (j=i+1;j<=NR;j++) if (x[i]<x[j]+w[j] && x[j]<x[i]+w[i] && (y[i]-y[j])^2 < 28^2) bad++; print NR " planet names, " bad+0 " overlapping"}'
# albedo's board: the sites each player kept (albedo1: Ann the first six
# sites a, Bob the six b, Dan r7b), one card each in the keeper's row
!sh xmllint --xpath '//*[@class="kept"]/following-sibling::*[1]/text()' $T/svg/albedo1-board.svg | tr '\n' ' '; echo
# adellos' board: the bonus field and its holder, a frame per play area
!sh xmllint --xpath '//*[local-name()="text"][@font-size="28"][contains(., "bonus")]/text()' $T/svg/adellos1-board.svg; echo; xmllint --xpath 'count(//*[@class="area"])' $T/svg/adellos1-board.svg; echo
# a game name that is no file name, and a directory that is not there
new bernard "x/y&z" --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
!sh $A export svg $T/svg && xmllint --noout $T/svg/x_y_z-chart.svg $T/svg/x_y_z-board.svg && echo "well-formed"
!sh $A export svg $T/nowhere
!sh $A export svg $T/svg --json
!refuse export md extra
!refuse export bgstats link
