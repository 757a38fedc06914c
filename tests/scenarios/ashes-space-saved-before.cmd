# A game of ashes-of-empire saved before the battle in orbit was named
# mechanisms.orbit-combat: its ruleset text (kept in the game) writes the
# mechanism under its old key, space-combat, with its die and divisor as
# before the combat was declared, and here with its morale dice left
# unknown.  The old key is read as the new one: the battle is due and is
# fought, the GM is sent to fill the unknown value, and an amendment
# written for the old key fills it.
new ashes-of-empire g --players Ann,Bob --seed 11 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = replace(replace(replace(text, '  orbit-combat:' || char(10), '  space-combat:' || char(10)), '    combat: space' || char(10), '    die: d6' || char(10) || '    divisor: 6' || char(10)), '    morale-per: 4' || char(10), '    morale-per: unknown' || char(10))" && sqlite3 $T/game.db "SELECT instr(text, 'orbit-combat:'), instr(text, '  space-combat:') > 0, instr(text, 'combat: space'), instr(text, 'divisor: 6') > 0, instr(text, 'morale-per: unknown') > 0 FROM texts"
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
# total 6: 1 kill.  Line 62: Ann loses fewer and wins; Bob flees.  Line
# 73: her fighters beat a stronger fleet: their morale counter goes up.
battle 9 Ann Bob = 6 6 6 6 6 1 1 1 1 1 1
# line 74: now an extra die for each so many fighters, a number this
# text leaves unknown: the battle waits for it
fleet Bob 1 2 0
!refuse battle 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
# the amendment as it was written for this text, under the old key
!sh printf 'format: arbiter-overlay-1\nruleset: ashes-of-empire\nmechanisms:\n  space-combat: {morale-per: 4}\n' > $T/morale.yaml
ruleset amend $T/morale.yaml
# line 74: one extra die for each 4 fighters: Ann's 10 throw 12 dice, at
# least 12: 2 kills; Bob's 2 throw 6 6: 2 kills; equal losses (line 62)
battle 1 Ann Bob = 1 1 1 1 1 1 1 1 1 1 1 1 6 6
!replay
verify
