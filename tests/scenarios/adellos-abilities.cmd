# Adellos: the nobles' abilities of the ability sheet (rulebook lines
# 123-125).  TEST VALUES (tests/data/adellos-test.yaml): a deck of 10
# cards, 2 Paladin tokens, Soldier attack 2, Kogue defence 2.
#
# Merchant Pinkerton, "2G: Ziehe eine Ereigniskarte" (2 gold: draw an
# event card, line 123).  Once the deck is empty no card can be drawn
# (line 63), so the ability is refused and nothing is paid.
new adellos m --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=merchant-pinkerton,zombie-lord
next
next
# 5 gold (line 22): 2 for a card, 9 left in the deck
ability
!sh $A status --json | grep -E '"(gold|cards|left)"'
draw Bob 9
!refuse ability
!sh $A status --json | grep -E '"(gold|cards|left)"'
#
# Jester Caspar, "1AP: Kopiere die Faehigkeit von einem nicht genutzten
# Adligen, fuer einen Zug" (1 action point: copy the ability of a noble
# nobody uses, for one turn, line 123).  He borrows Arch Paladin Mathias's
# "3G & 1AP: Heuere einen Paladin Token an" (3 gold and 1 action point:
# hire a Paladin token, line 124); a token cannot be hired (line 87), it
# comes by the ability.  Ann plays the Royal Army: 5 gold (line 22), 3
# action points (line 30).
new adellos j --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,merchant-pinkerton,zombie-lord
hire soldier Ann
hire kogue Bob
next
next
!refuse hire paladin
# the nobles in play are not nobody's: Pinkerton is Bob's, the Jester Ann's
!refuse ability merchant-pinkerton
!refuse ability jester-caspar
!refuse ability king-arthur
!refuse ability arch-paladin-mathias extra
# 1 action point: Ann has the Arch Paladin's ability for this turn
ability arch-paladin-mathias
status
# the Soldier cost 3 of her 5 gold (line 36): 2 are too few for a Paladin
!refuse ability
give Ann 3 gold
# 3 gold and 1 action point: paladin-1 in Ann's play area
ability
!sh $A status --json | grep -E '"(gold|ap|borrowed)"|"paladin-1"'
!refuse ability
!refuse hire paladin
move paladin-1 field
next
# Bob's turn: the borrowed ability is gone with Ann's turn
!sh $A status --json | grep -E '"borrowed"'
next
move kogue-1 field
move kogue-1 home
move kogue-1 field
next
next
move zombie-lord field
move zombie-lord home
move zombie-lord field
next
next
# Ann's next turn: 'ability' is the Jester's own again (1 action point,
# nothing of it is data) and brings no token; an event card gives her 2
# action points more (line 69)
give Ann 2 ap
ability
!sh $A status --json | grep -E '"(gold|ap)"|"paladin-2"'
# borrowed modifiers: General Iron Fist, "Deine Soldats erhalten: +1 Att"
# (line 124).  Soldier attack 2 against the Kogue's defence 2 is a tie
# and nothing happens (line 55); with the borrowed +1, 3 against 2 wins
# (line 54)
move soldier-1 field
attack soldier-1 kogue-1
ability general-iron-fist
attack soldier-1 kogue-1
!replay
#
# The Jester borrowing Merchant Pinkerton's ability, with the deck empty:
# refused as Pinkerton's own (lines 63, 123).
new adellos e --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,zombie-lord
next
next
draw Bob 10
ability merchant-pinkerton
!refuse ability
#
# A noble whose player is out of the game: by the reading taken it is not
# lent (it was chosen at the start); --option borrow-from=off-board lends
# it too.
new adellos o --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,merchant-pinkerton,arch-paladin-mathias
next
next
remove arch-paladin-mathias
!refuse ability arch-paladin-mathias
new adellos p --players Ann,Bob,Cleo --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=jester-caspar,merchant-pinkerton,arch-paladin-mathias --option borrow-from=off-board
next
next
!refuse ability merchant-pinkerton
remove arch-paladin-mathias
ability arch-paladin-mathias
ability
rules adellos abilities
