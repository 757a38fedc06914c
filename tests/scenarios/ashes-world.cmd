# Ashes of Empire: 'world KEY=VALUE...' sets a planet board as it stands
# on the table (issue 14, item 1): every key the manual gives, in the
# one-shot, -f and standard-input paths.  A KEY=VALUE word is one word;
# only '=' standing alone begins the dice thrown at the table.
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
# Mechanica (12) is neutral, population 2 (rulebook line 11)
world 12 troops=3
world 12 owner=Ann
world 12 population=4 troops=4
# a world's population is at most 9 (line 15)
world 12 population=9
!refuse world 12 population=10
# the basic game has at most one factory a world (line 48) and needs no
# hangars (line 49)
world 12 steel=1
!refuse world 12 oil=1
!refuse world 12 steel=2
world 12 hangars=0
!refuse world 12 hangars=1
world 12 owner=neutral
world 12 OWNER=Bob
!refuse world 12 uranium=1
!refuse world 12 troops
!refuse world 12 =3
!refuse world 12 troops=
!refuse world 12 troops=3 = 4
# Strife (36): its population is in none of the booklet's lists (lines
# 8-13), so it cannot be held until the GM says what the board shows
!refuse world 36 owner=Ann
world 36 population=2 troops=2
world 36 owner=Ann
# the same words from a command file and from standard input
!sh printf 'world 12 troops=5\nworld 12 lone-star-is-not-a-key=1\n' > $T/f.cmd; $A -f $T/f.cmd; echo "exit $?"
!sh printf 'world 13 troops=1\n' | $A; echo "exit $?"
# the neutral worlds left out of the table are told with their guards,
# as status --json shows them (item 6): the GM sets two of them
fleet neutral 14 2 0
fleet neutral 15 0 0
status
!sh $A status --json | grep -A 18 '"id": "wilderness"' | grep -A 6 '"orbit"'
!sh $A status --json | grep -A 14 '"id": "tramp"' | grep -E '"(orbit|guard)"'
!sh $A status --json | grep -A 14 '"id": "new-nome"' | grep -E '"(orbit|guard)"'
log 10
# '=' alone still begins the dice: 'roll 2d6 = 3 4' records them, and a
# roll may say whose it is with --for=PLAYER too
roll 2d6 = 3 4
roll --for=Bob d6 = 6
!refuse roll 2d6=3 4
!replay
verify
