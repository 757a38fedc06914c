# Five players: two boxes.  Three planets a round, a deck of 20 on the
# final planet, 14 cards left over, the supply decks doubled and each
# player's starting deck not.
!refuse new albedo big --players A,B,C,D,E,F,G,H,I
!refuse new albedo big --players A
new albedo big --players P1,P2,P3,P4,P5 --seed 7
reveal alpha 2 flag:3 city:2,factory:2 shipyard:2
reveal beta 3 flag:2,flag:2 city:2,city:2,factory:2 shipyard:2
!refuse next
reveal gamma 4 flag:1 city:2 industry:2
status
next
commit P1 1 3xfighter 2xinfantry ace-pilot
commit P2 2 3xfighter 3xinfantry
commit P3 2 fighter infantry ace-pilot 3 2xfighter infantry
commit P4 2 fighter infantry ace-pilot 3 2xfighter infantry
commit P5 2 fighter infantry ace-pilot 3 2xfighter infantry
next
resolve
land P1 1 flag:3
# P3, P4 and P5 tie through the chain behind P2: they draw 8, 3 and 8,
# then P3 and P5 draw again, 2 and 9
!refuse resolve 2
resolve 2 draw 8 3 8 2 9
land P2 1 flag:2 flag:2
# the Shipyard deck of 8 Minelayers, 8 Destroyers and 8 Cruisers lies
# face up (rulebook lines 116, 120): its top card, a Cruiser, is what the
# shipyard gives (line 287), entered by the GM as it lies on the table
!refuse land P5 3 shipyard
top shipyard cruiser
land P5 3 shipyard
land P3 2 city:infantry
land P4 2 factory
# P3's garrison is a victory point: P4 and P5 tie, and draw 1 and 2
!refuse resolve 3 draw 1 2 3
resolve 3 draw 1 2
land P5 1 flag:1
# the Industry's top card, face up (line 114): a Power Armor
top industry power-armor
land P4 3 industry
land P3 2 city:fighter
next
status
status --json
!replay
verify
