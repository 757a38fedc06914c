# A game of ashes-of-empire saved before its space battle was declared
# (the battle's mechanism with die and divisor, no combats:; its older key,
# space-combat, is ashes-space-saved-before's): the game
# keeps the ruleset text it was started with; the declaration is made from
# the old keys, so the battle is fought as before and 'odds A vs D' works.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The space battle as a declaration') - 1) || substr(text, instr(text, '# The commands of the game'))" && sqlite3 $T/game.db "UPDATE texts SET text = replace(text, '    combat: space' || char(10), '    die: d6' || char(10) || '    divisor: 6' || char(10))" && sqlite3 $T/game.db "SELECT instr(text, 'combats:'), instr(text, 'combat: space'), instr(text, 'divisor: 6') > 0 FROM texts"
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
# booklet line 61: Ann's 5 dice total 30: 30 / 6 = 5 kills; Bob's 6 dice
# total 6: 1 kill.  Line 62: Ann loses fewer and wins; Bob flees.
battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1
# 1 fighter against 1 (line 61): out of 36, neither 25, only the attacker
# loses 1: 5, only the defender: 5, both 1
odds 1 vs 1
!replay
verify
