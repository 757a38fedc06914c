# Ashes of Empire's world command, the GM's correction of a planet board
# (KEY=VALUE words: owner=, population=, troops=, hangars=, KIND=), its
# words, refusals, lines and log as the program's command gave them.
# Start position scenario-1: Ann holds Earth (1, home), Barnard's Arrow
# (9), Crossland (20); Bob holds Lenin (5, home), Last Hope (13),
# Einstein (34).
new ashes-of-empire g --players Ann,Bob --seed 5 --option start=scenario-1
help world
!refuse world
!refuse world 1
!refuse world 99 troops=2
!refuse world Nowhere troops=2
!refuse world 1 troops
!refuse world 1 =3
!refuse world 1 troops=
!refuse world 1 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa=1
!refuse world 1 colour=red
!refuse world 1 troops=z
!refuse world 1 troops=-1
!refuse world 1 population=99
!refuse world 1 hangars=9
!refuse world 1 steel=9
!refuse world 1 owner=Carl
!refuse world 1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1
!refuse world 1 troops=2 colour=red
world 1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1
world Earth population=5 TROOPS=4
world earth Hangars=2 steel=1 oil=2
world 12 OWNER=Bob
world 12 owner=neutral population=4
world 12 owner=bob
world 13 owner=Ann troops=0
world 1 owner=Bob
world 2 steel=1 hightech=1 oil=1 steel=2
!refuse world 2 steel=3 oil=0
world 12 owner=NEUTRAL
--json world 9 troops=3
world 9 troops=3 --json
log
status --json
next
world 9 population=1
!refuse tally 9 troops=2
!refuse zone 9 troops=2
# a world whose population the text leaves unknown
!refuse world strife owner=Ann
world strife population=3 troops=3
world strife owner=Ann
# no dice, however many words
!refuse world 1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 troops=1 = 3
!refuse world 1 troops=1 = 3
# Ann loses her last worlds
world 9 owner=Bob
world 20 owner=neutral
status
!replay
