# A new game of numbered zones writes the keys of its mechanisms by the
# concepts they count (tests/data/lagoons.yaml: store, folk-max, producers,
# shelters-max, neutral-strikers, neutral-militia: folk; makes strikers,
# carriers, militia; goods folk, producers, store; morale-carriers-per,
# morale-militia-per; a ranking by folk, zones, strikers, ...; hold-to-win-
# by-players' zones), and no words: the program's commands it gets say
# the general words, 'world' its counts as folk=, militia=, shelters=.
!sh $A ruleset check $R/tests/data/lagoons.yaml
!sh $A new $R/tests/data/lagoons.yaml g --players Ann,Bob --seed 2
!sh $A help | sed -n '/commands of lagoons/,$p'
help world
help fleet
help factory
help order
help landing
help choose
factory 1 shell
factory 3 salt
world 1 folk=4 militia=2 shelters=1
# the keys every game had before are still read (a log of before says them)
world 1 population=3 troops=3 hangars=0
!refuse world 1 gold=1
!refuse world 1 x
!refuse world 1 shelters=2
!refuse world 1 folk=6
status
# the unknown guard of a neutral zone (named by today's key by ruleset
# check) is filled by an amendment by the key of before (neutral-fighters)
!sh printf 'format: arbiter-overlay-1\nruleset: lagoons\nmechanisms:\n  colonies:\n    neutral-fighters: 2\n' > $T/guards.yaml
!sh $A ruleset amend $T/guards.yaml
next
order Ann 1 2 skiff
order Bob 3 1 guard
# the sailing order ranks by the ranking's measures, said in general
# words; its json names the measure as status --json always did
!sh $A --json next | grep -o '"decided_by": "[a-z]*"\|decided by [a-z]*'
status
choose Bob 1
next
# the moment's commands in the game's words; cargo named by them too
# (folk, KIND-producer), and by the ids of before (a log of before)
what
!refuse load 3 1 folk
load 3 1 salt-producer
load 3 1 salt
load 3 1 salt-factory
!refuse load 3 1 gold
!refuse load 3 1
status
!sh $A --json status | grep -A3 '"cargo"' | head -4
!replay
# an option's set by the key of before (population-max) is read as
# folk-max
!sh $A new $R/tests/data/lagoons.yaml h --players Ann,Bob --seed 2 --option size=big
world 1 folk=8
!refuse world 1 folk=10
# an overlay by the key of before fills the unknown guard at the start
!sh $A new $R/tests/data/lagoons.yaml k --players Ann,Bob --seed 2 --overlay $T/guards.yaml
status
