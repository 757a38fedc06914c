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
