# At the table, in the REPL (a terminal: script(1) gives it one), a command
# refused for a value the rulebook leaves out offers to ask for it; the
# answer is checked as 'ruleset amend' checks it (an orbit is counted from
# 1, so 0 is refused and asked again), added to the game, and the command
# runs again, here to the next value it needs, which is declined.  Each
# session ends with 'quit': script(1) passes the end of its input on only
# when the terminal is not in readline's raw mode, which is a race.
new bernard g --players Ann,Bob --overlay tests/data/bernard-partial.yaml --seed 4
!sh printf 'place red\ny\n0\n1\nn\nquit\n' | NO_COLOR=1 TERM=dumb script -qec "$A" /dev/null | tr -d '\r' | grep -E "^(ask for it|board\.|game g amended|arbiter: )"
log
# declined or not a game's command: nothing is offered, nothing changes
!sh printf 'place red\n\nquit\n' | NO_COLOR=1 TERM=dumb script -qec "$A" /dev/null | tr -d '\r' | grep -E "^(ask for it|game g amended)"
!sh printf 'new bernard h --players Ann,Bob\nquit\n' | NO_COLOR=1 TERM=dumb script -qec "$A" /dev/null | tr -d '\r' | grep -c "ask for it"
log
