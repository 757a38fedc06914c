# Games of ashes saved while its combat phase was the effects
# 'list-battles: true' of its begin and 'battles-fought: true' of its
# leave (tests/data/ashes-battles-due-saved-before.yaml, lead's text at
# 7cf155af).  What they say: each orbit where rival fighters meet and no
# battle was fought this round, as the phase begins (a neutral guard of
# unknown number named so), or that no battle is due; the phase refused
# while one is due, the first in the board's order; stopped (exit 3) for
# the number the rulebook leaves unknown while the only rival left is a
# neutral guard of unknown number; ended once every battle is fought.  A
# conversion of these effects into declarations must replay these lines
# unchanged.
new ashes-of-empire g --players Ann,Bob --seed 3 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-battles-due-saved-before.yaml') WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'list-battles: true') > 0 AND instr(text, 'battles-fought: true') > 0 FROM texts WHERE ord = 0 AND game = (SELECT id FROM games WHERE name = 'g')"
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
# Ann's 4 fighters at neutral Mechanica (12), whose guard's number is
# unknown; Bob's 3 at Ann's Barnard's Arrow (9)
fleet Ann 12 4 0
fleet Bob 9 3 0
next
next
# the combat phase: both battles listed; Barnard's Arrow refused first
!refuse next
battle 9 Ann Bob = 6 6 6 6 6 1 1 1
# then the guard of unknown number stops the phase (exit 3)
!refuse next
!sh $A next; echo "exit $?"
# the table gives the guard: now a battle between known rivals
fleet neutral 12 2 0
!refuse next
battle 12 Ann neutral = 6 6 6 6 1 1
next
status
# round 2: Ann and Bob both at neutral Crab (2), its guard unknown: the
# known rivals refused first; the GM says there is no guard
next
next
choose Bob 1
next
next
next
fleet Ann 2 3 0
fleet Bob 2 3 0
next
next
!refuse next
fleet neutral 2 0 0
battle 2 Ann Bob = 6 6 6 1 1 1
next
# round 3: no battle is due (Ann's transporters alone do not fight); a
# landing held off at Crab (2), guarded by 5 fighters: replenished, its
# guard is of unknown number again, its 5 fighters kept
next
next
choose Bob 1
next
next
next
fleet neutral 2 5 0
fleet Ann 2 0 4
next
next
landing Ann 2 repelled 2 1
next
# round 4: Ann's fighters at Crab meet a guard of unknown number that has
# fighters: a battle between known rivals, refused as such
next
next
choose Bob 1
next
next
next
fleet Ann 2 3 0
next
next
!refuse next
!replay
