# Adellos: hiring.  The book's example: a Soldier costs 3 gold, comes from
# the player's own supply, stands in the player's play area and may act at
# once; hiring costs no action points and needs the noble at home.  TEST
# VALUES: tests/data/adellos-test.yaml (3 Soldiers in a supply, one Steel
# Colossus and one Field Marshal, 6 fields in a play area).
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,zombie-lord
next
# Ann's turn, the income phase: hiring belongs to buy and run
!refuse hire soldier
next
# the book's Soldier: 3 gold, no action point; it moves at once
hire soldier
!sh $A status --json | grep -E '"(gold|ap)"'
!refuse hire soldier
!refuse hire soldier Bob
!refuse hire zombie
move soldier-1 field
# units come into play only while the noble is in its own play area
move general-iron-fist field
give Ann 10 gold
!refuse hire soldier
move general-iron-fist home
hire soldier
hire soldier
# all 3 Soldiers of Ann's supply are taken
!refuse hire soldier
hire steel-colossus
!refuse hire field-marshal
status
next
next
# Bob hires and summons; a Royal Army unit is not his
!refuse hire soldier
hire zombie
move zombie-1 Ann
move zombie-lord field
move zombie-lord home
next
next
# Ann's play area: her noble, two Soldiers, the Colossus and Bob's Zombie
!sh $A status --json | grep -c '"area": "Ann"'
move soldier-1 home
give Ann 4 gold
!refuse hire field-marshal
move soldier-1 field
hire field-marshal
!refuse move soldier-1 home
move soldier-1 bonus
status
log
!replay
