# Buying units and lands, grants between Rebels, supply for planets held
# whole, and pay (the book's example: 21 units on one land cost 4 credits).
new bernard g --players Ann,Bob,Cleo --seed 5 --overlay rulesets/examples/bernard-demo.yaml
next
next
next
next
# Ann's buy phase, round 1: 54 credits
buy red-port 3
!refuse buy red-port 30
!refuse buy red-1 1
!refuse buy red-port 0
# buying a land out: 5 credits to the seller, whose 2 units leave; 1 stays
buyout red-1
!refuse buyout red-1
!refuse buyout brown-1
!sh $A status --json | grep -A1 '"name": "Bob"' ; $A status --json | grep -A4 '"id": "red-1"'
# grants: between Rebels, at any time
grant Bob Cleo 3
!refuse grant Bob Ann 1
!refuse grant Cleo Bob 10
!refuse grant Bob Bob 1
# the rest of Ann's turn: pay for red-port's 8 units is 1
next
next
next
next
# Bob's turn (round 2): holding red whole gives its supply (2)
adjust red-1 Bob 2
adjust red-port Bob 1
next
!refuse next
!refuse supply units purple
supply units
!refuse supply credits red
!sh $A status --json | grep -A4 '"id": "red-port"'
next
next
next
next
next
next
# the book's example: 21 units on one land: 5 free, 16 more cost 4 credits
adjust red-1 Bob 21
set Bob credits 3
!refuse disband red-1 22
!refuse disband purple-port 1
# 20 units cost 3 credits: what Bob has; disbanding 1 settles the bill
disband red-1 1
undo
# without it, 'next' finds the 21st unit unpaid: it leaves the game
# (rulebooks/bernard-de.txt line 144); on one land there is nothing to choose
# Cleo holds orange whole when her turn begins: she takes credits
adjust orange-port Cleo 1
next
supply credits orange
next
log
