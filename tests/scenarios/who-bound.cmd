# 'who', the player that sum_players, count_players, max_players,
# best_player, @players, @ranking, rank-players' by, list-players' each and
# json-each and a declare-winner's where bind to each player in turn: read
# inside them (tests/data/who-bound.yaml, in the attack phase's begin and
# leave and at the round's end, for nobody) the game says every player's
# count.  Read where nothing binds it (a phase's begin, the effects under
# each-player, whose player is 'me', a round's end, an action's
# requirement) it named nobody, and the check passed a ruleset whose
# command then stopped (exit 3) when it came to it: the check refuses it.
new rulesets/examples/conquest.yaml t --players Ann,Bob,Cleo --seed 3 --overlay tests/data/who-bound.yaml
next --json
next
next
next
next
next
next
next
next
!replay
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, phases: {attack: {name: attack, begin: [{say: "{@player who}: {count_regions(owner(here) == who)}"}]}}}'
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, phases: {attack: {name: attack, begin: [{each-player: [{say: "{@me}: {count_regions(owner(here) == who)}"}]}]}}}'
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, turns: {round-end: [{if: {test: "count_regions(owner(here) == who) > 3", then: [{say: "many"}]}}]}}'
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, actions: {fortify: {require: [{test: "mine(from) > count_players(who == me) + who", says: "too few"}]}}}'
