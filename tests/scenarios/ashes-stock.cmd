# Ashes of Empire: at the table a production order is refused when given
# if the raw materials are not in stock for it and the player's other
# orders of the round (rulebook line 42: they "must be in stock in the
# central warehouse"); the building phase carries them out (line 58).
# Costs (lines 45-47): fighter 1 oil, 1 steel, 2 high tech; transporter
# 2 oil, 1 steel, 1 high tech; land troops 1 steel, 1 high tech.  Each
# player starts with 5 of each (line 30).
new ashes-of-empire g --players Ann,Bob --seed 9 --option start=scenario-1
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
# 2 fighters: 2 oil, 2 steel, 4 high tech of Ann's 5, 5, 5
order Ann 1 2 fighter
# a third fighter would make 6 high tech
!refuse order Ann 9 1 fighter
# one land troop more: 3 steel and 5 high tech in all
order Ann 9 1 troops
!refuse order Ann 20 1 troops
# Bob's orders are his own: 2 transporters, 4 oil, 2 steel, 2 high tech
order Bob 5 2 transporter
!refuse order Bob 13 1 transporter
status
next
choose Ann 1
next
next
next
# building: Ann 5 - 2 = 3 oil, 5 - 3 = 2 steel, 5 - 5 = 0 high tech;
# Bob 5 - 4 = 1 oil, 3 steel, 3 high tech
next
!sh $A status --json | grep -A 5 '"warehouses"' ; $A status --json | grep -A 4 '"player": "Bob",' | tail -4
!replay
