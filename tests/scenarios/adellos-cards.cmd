# Adellos: event cards and abilities.  Hands are counts; cards are drawn
# from the deck (Ancient Wisdom at the start of a turn, abilities, effects,
# a slain noble's reward) until it is empty; gold and cards change hands
# only if all players agreed to it at the start.  The nobles' abilities
# used in a turn: arbiter charges them and does what is data.  TEST VALUES
# (tests/data/adellos-test.yaml): a deck of 10 cards, the Field Marshal
# draws 1 a turn, 2 Paladin tokens.
new adellos g --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,merchant-pinkerton,arch-paladin-mathias
hire field-marshal Ann
next
next
# Jester Caspar: 1 action point; the GM rules what he borrows
ability
!refuse trade Ann Bob 1 gold
!refuse ability Bob
move field-marshal-1 field
move field-marshal-1 home
next
next
# Merchant Pinkerton: 2 gold, an event card
ability
ability
!refuse ability
move merchant-pinkerton field
move merchant-pinkerton home
move merchant-pinkerton field
next
next
# Arch Paladin Mathias: 3 gold and 1 action point for a Paladin token
ability
!refuse ability
give Cleo 6 gold
counters arch-paladin-mathias 1
!refuse ability
counters arch-paladin-mathias 0
ability
!refuse ability
!refuse hire paladin
status
# an effect at the table takes a piece out of the game
remove paladin-1
move paladin-2 field
# the deck: 10 cards, 3 drawn; the rest, then nothing
draw Bob 9
!refuse draw Cleo
!sh $A status --json | grep -E '"(cards|size|drawn|left)"'
next
next
play
!refuse play
!replay
# --option trading=agreed: gold and event cards may change hands
new adellos t --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,merchant-pinkerton --option trading=agreed
draw Ann 2
trade Ann Bob 2 gold
trade Ann Bob 1 cards
!refuse trade Ann Bob 5 gold
!refuse trade Ann Bob 1 ap
!refuse trade Ann Ann 1 gold
!refuse trade Ann Zed 1 gold
!sh $A status --json | grep -E '"(gold|cards)"'
rules adellos cards
