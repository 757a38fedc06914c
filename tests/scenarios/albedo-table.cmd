# What lies on the table and how the book names it: the book's own
# spellings of the sub-locations and cards, the face-up top cards of the
# Industry and Shipyard decks, and the left-over planet cards set aside
# unseen.  Line numbers are those of the rulebook (rulebooks/albedo.txt).
#
# Game a: the book's spellings.  The capitol is "Capitol" under
# Sub-locations (line 291) and "Capital" under Symbols (line 385); the space
# port is "Space Port" (line 110), "space port" (line 287) and "Spaceport"
# (lines 329, 417); the ace pilot is "Acepilot" in setup step 6 (line 144).
# Each spelling names one kind, and the log keeps its id.
new albedo a --players Ann,Bob --seed 11
reveal a 5 capital:3 city:2 spaceport:4
!refuse reveal b 6 capitals:3 - -
reveal b 6 flag:1 City:2,Spaceport:4 -
log 2
next
commit Ann 1 acepilot 2xinfantry 3xfighter
commit Bob 2 3xinfantry 3xfighter
next
resolve
# a capitol scores its cost, 3 victory points (lines 291, 385)
land Ann 1 capital
resolve
# Bob's ground 6 (3 Infantry of 2) takes the city, 2, and the space port,
# 4: one Fighter stays as a garrison worth 1 point (line 289) and a Heavy
# Fighter, the Space Port deck's card (line 110), goes to his discard pile
# (lines 287, 417)
land Bob 2 city:fighter spaceport
log 5
status
#
# Game b: the Industry (5 Tanks, 5 Power Armor) and the Shipyard (4
# Minelayers, 4 Destroyers, 4 Cruisers) are shuffled and laid out face up,
# so that the top card can be seen (lines 114, 116); a production site
# gives the top card (line 287).  arbiter does not know the shuffled order:
# the GM enters the card turned face up.
new albedo b --players Ann,Bob --seed 12
status
# the Shipyard holds no Tank, the Airfield only Aerospace Fighters (line
# 112)
!refuse top shipyard tank
!refuse top airfield heavy-fighter
!refuse top nowhere cruiser
!refuse top shipyard
top shipyard destroyer
# a mistake corrected: the card on top is a Minelayer
top shipyard minelayer
reveal north 3 flag:1 - shipyard:4,shipyard:4
reveal south 4 - city:2 industry:2
next
# Ann: 3 Infantry (ground 2 each) and 2 Fighters turned round (ground 1
# each, line 64) make ground 8, the cost of both shipyards; Bob's 3
# Infantry make 6
commit Ann 1 3xinfantry 2xfighter:r fighter
commit Bob 2 3xinfantry 3xfighter
next
resolve
# the top card is the Minelayer, not a Destroyer
!refuse land Ann 3 shipyard:destroyer
# two shipyards (line 269): the first gives the Minelayer on top, the
# second the card turned over after it, which nobody has entered yet
!refuse land Ann 3 shipyard shipyard
# named as it lies on the table: a Cruiser
land Ann 3 shipyard shipyard:cruiser
resolve
!refuse land Bob 3 industry
top industry tank
land Bob 3 industry
status
!sh $A status --json | grep -A4 '"face_up"'
log 4
undo
status
redo
!replay
verify
#
# Game c: the left-over planet cards are set aside without looking at them
# (line 134) and drawn by the tied players (line 249).  The planet deck is
# on the table (the GM names the cards turned over), so arbiter cannot draw
# the left-over cards: the GM enters the albedo values drawn.  Ann and Bob
# commit the same cards and tie through the whole chain (lines 241-247).
new albedo c --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
reveal p04
reveal p01
next
commit Ann 1 fighter infantry ace-pilot 2 2xfighter infantry
commit Bob 1 fighter infantry ace-pilot 2 2xfighter infantry
next
!refuse resolve
# Ann draws 9, Bob 4: the highest albedo value wins (line 249)
resolve 1 draw 9 4
land Ann 1
land Bob 2
resolve 2 draw 3 8
land Bob 1 flag:1
land Ann 2
next
# no planet is kept from the deck by a draw
reveal p02
reveal p03
#
# Game d: arbiter draws the planets itself ('reveal' alone; the faces pick
# p04, then p01), so the left-over cards are its own too: for the tie it
# draws p11 for Ann (value 12) and p08 for Bob (value 9) (TEST VALUES), and
# Ann lands first.  The left-over cards are unseen (line 134): when the GM
# then names p11 turned over at the table, it is revealed, and from then on
# the deck is the table's.
new albedo d --players Ann,Bob --seed 3 --overlay tests/data/albedo-catalogue.yaml
reveal = 4
reveal = 1
next
commit Ann 1 fighter infantry ace-pilot 2 2xfighter infantry
commit Bob 1 fighter infantry ace-pilot 2 2xfighter infantry
next
resolve = 1 9 1 6
land Ann 1
land Bob 2
# the GM gives the second tie's draws: a value only a planet dealt as a
# site shows is refused (5 is p04's, planet 1 of this round: the tied draw
# from the planets left over, not those in the planet deck, line 249);
# Ann draws 7 (p06's) and Bob 9 (p08's, which arbiter drew for the first
# tie), not 6 (p05's, revealed from the deck next round)
!refuse resolve 2 draw 5 6
resolve 2 draw 7 9
land Bob 1
land Ann 2
next
reveal p11
reveal p05
!replay
verify
