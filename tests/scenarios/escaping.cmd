# Every output escapes what it carries for where it goes (issue 19, items
# 8 to 10).  The names are ones a player may take (core/game.c
# game_check_name): HTML, a Markdown table's '|', a spreadsheet's formula.
# A finished game of ashes1 (tests/data) with its players renamed:
!sh sed -e 's/Ann/<script>alert(1)<\/script>/g' -e 's/Bob/a|b|c/g' -e 's/Cleo/+1-2/g' -e 's/ashes1/<b>won<\/b>/' $R/tests/data/season-ashes1.arb > $T/g.arb && $A -f $T/g.arb > /dev/null && echo replayed
use '<b>won</b>'
# a note with a terminal's escape sequences (retitle, clear the screen), a
# tab, a newline and Markdown
note "$(printf 'title \033]0;PWNED\007 clear \033[2J tab\there\nline two *bold* <i>x</i> a|b')"
# the terminal: the log shows the note as a command to run again
log 2
# the script writes it so that -f reads back the same bytes, and holds no
# control character (a terminal shows it as it is)
!sh $A export script | grep '^note'
!sh $A export script | tr -d '\n' | LC_ALL=C tr -d '[:print:]' | od -An -c | grep . || echo "no control character"
!sh $A export script > $T/s && $A -d $T/copy.db -f $T/s > /dev/null && $A -d $T/copy.db log > $T/copy.log && $A log | cmp - $T/copy.log && echo "the replayed log is the same"
!sh $A -d $T/copy.db log --json 2 | grep '"command"'
!sh $A log --json 2 | grep '"command"'
# Markdown: names, the game's name and the note as text, never as markup
# or HTML; '|' escaped in the standings table
!sh $A export md | sed -n '1,21p;/Note/p'
# CSV: a cell a spreadsheet would take for a formula is made text (a
# quote before it, OWASP); the command as the log shows it
!sh $A export csv | grep -n ',"\?'"'"'\|^seq' | head -4
!sh $A export csv | grep -c '"'"'"'+1-2"'
# SVG: valid XML, the names escaped
!sh $A export svg $T > /dev/null && xmllint --noout $T/_b_won__b_-chart.svg $T/_b_won__b_-board.svg && grep -o '>[^<]*script[^<]*<' $T/_b_won__b_-board.svg
# a campaign's report: the players line and the standings table
campaign new c
campaign add c '<b>won</b>'
campaign report c
# the campaign as CSV: the cell that starts with + is text (a quote before it)
campaign csv c
# ... and read back as it was written: the quote taken off again, the
# names as they are ('+1-2', '<script>...')
!sh $A campaign csv c > $T/c.csv && $A -d $T/c2.db campaign new c > /dev/null && $A -d $T/c2.db campaign record c --csv $T/c.csv && $A -d $T/c2.db campaign csv c
# the spreadsheet's '@' in the other place a player's name may start one
new albedo f --players '@SUM(1+1)*cmd|x!A0,+1-2' --seed 1
set +1-2 vp 3
set '@SUM(1+1)*cmd|x!A0' vp 2
!sh $A export csv | tail -2
# paths and words from the command line are escaped on the terminal too
!sh mkdir "$T/$(printf 'd\033[2J')" && $A export svg "$T/$(printf 'd\033[2J')" | sed "s|$T|T|"
!sh $A -f "$(printf 'no\033]0;x\007such')"; echo "exit $?"
!sh $A "$(printf -- '-\033[2J')"; echo "exit $?"
!sh printf 'status --json\nnosuch\n' > "$T/$(printf 'f\033[2J')" && $A -f "$T/$(printf 'f\033[2J')" > /dev/null 2> $T/err; sed "s|$T|T|" $T/err
