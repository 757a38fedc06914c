# A game of aldarra-reborn saved before its battle was declared
# (mechanisms.dice-pool with steps, escalation and escalation-to, no
# combats:): the game keeps the ruleset text it was started with; the pool
# combat is made from the old keys, so the odds are computed as before.
# With the TEST VALUES of tests/data/aldarra-test-values.yaml: two Frigates
# (green 0 0 0 0 1 1 1 2*) throw no hit with probability 1/2 * 1/2 = 25%
# in the light step (rulebook line 339: one die per unit of the card).
new aldarra-reborn g --players A,B,C --seed 1 --overlay tests/data/aldarra-test-values.yaml
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The combat as a declaration, from which the fight') - 1) || substr(text, instr(text, 'classes:' || char(10) || '  light:')) WHERE ord = 0" && sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '    combat: battle' || char(10), '    steps: [light, heavy and buildings]' || char(10) || '    escalation: green' || char(10) || '    escalation-to: all' || char(10)) WHERE ord = 0" && sqlite3 $T/game.db "UPDATE texts SET text = replace(text, 'combats: {battle: {escalate-to: rolling}}', 'mechanisms: {dice-pool: {escalation-to: rolling}}') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'mode: pool'), instr(text, 'combat: battle'), instr(text, 'escalate-to'), instr(text, 'escalation-to: all') > 0 FROM texts WHERE ord = 0"
odds frigate:2 vs frigate:1 rounds 1
# the combat made from the old keys is a pool of pieces: its odds take
# pieces, not numbers
!refuse odds 2 vs 1
!replay
verify
