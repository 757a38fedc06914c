# The effect count-down otherwise than adellos (tests/data/hourglass.yaml):
# the GM's hours pass in an action by a word's number, and 2 hours come
# off every sentry when the round ends; one line for every piece that
# carries hours, whoever owns it, none when none does or none come off.
# A piece leaving renumbers the tracked: the words of the action read the
# pieces they named after it (relieve: OTHER keeps watch).  A tower held
# but empty: no note that the row ends (no turn-end lets a place go).
# 'help' lists each command of the game once in each of its lists.
# TEST VALUES (tests/data/hourglass.yaml).
new tests/data/hourglass.yaml g --players Ann,Bob,Cy --seed 1
help
hire sentry
hire sentry
hire sentry
# no piece carries hours: nothing said
hours 2
keep-watch sentry-1
keep-watch sentry-2
!refuse keep-watch sentry-1
hours 1
# none come off: nothing said
hours 0
post sentry-3 north
post sentry-3 home
status
next
status
hire sentry Bob
keep-watch sentry-4
next
hire sentry Cy
# the round ends: 2 hours off every sentry, none below 0
next
status
# Ann's sentry-2 leaves; sentry-3, renumbered, keeps watch (not Bob's
# sentry-4, which takes its place among the tracked)
!refuse relieve sentry-2 sentry-4
!refuse relieve sentry-2 sentry-2
relieve sentry-2 sentry-3
status
verify
!replay
