# A routine used nowhere is accepted: ruleset check says what it says of
# any good ruleset (tests/data/routines-unused.yaml declares spare and
# uses only count), and the game plays the routine it uses, never the
# other.  Seed 5.
ruleset check tests/data/routines-unused.yaml
new tests/data/routines-unused.yaml u --players Ann,Bob --seed 5
next
# an overlay that replaces the effects of the only action using a
# routine (look, of tests/data/routines.yaml) leaves that routine unused:
# the game starts and plays, the replaced action and the routines still
# used among them
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 5 --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, actions: {look: {effects: [{say: "{@me} peers at {@name r}"}]}}}'
look crag
place crag 3
next
next
!replay
# the same of a shipped game: an overlay replacing ashes-of-empire's
# battle (its sides and effects: the table fights it) leaves the routine
# party-throw, which only the battle used, unused; seed 11
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1 --overlay-text '{format: arbiter-overlay-1, ruleset: ashes-of-empire, actions: {battle: {usage: battle WORLD, words: "1", args: [{name: world, kind: region, what: world}], effects: [{say: "the battle at {@name world} is fought on the table"}]}}}'
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 2
next
next
fleet Bob 9 6 2
next
next
next
battle 9
!replay
# what an unused routine holds is still checked as a routine: a use of a
# name no routine has, one using itself, a malformed effect; a mistake in
# an unused routine that another unused one uses is said once, at the
# outermost
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, routines: {spare: {effects: [{routine: nope}]}}}'
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, routines: {spare: {effects: [{each-player: [{routine: spare}]}]}}}'
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, routines: {spare: {effects: [say], help: unused}}}'
!refuse new rulesets/examples/conquest.yaml s --players Ann,Bob --overlay tests/data/routines.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: conquest, routines: {spare: {effects: [{routine: inner}]}, inner: {effects: [{routine: nope}]}}}'
