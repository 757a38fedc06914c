# dealt-draw: a dealt deck drawn by declared actions (tests/data/dealt.yaml).
# The quest deck is dealt "2 * players" cards (4 with two players), the
# final quest under them ('final: true') and 2 set aside unseen
# ('left-over'); a draw gives the drawer's 'hand' (quest cards) as many
# as the deck still holds, the final card last, the left-over never.
new tests/data/dealt.yaml g --players Ann,Bob --seed 1
# Ann draws 3 of the 4 dealt: 1 left, then the final card
quest 3
!sh $A status --json | grep -E '"cards"'
next
# Bob asks for 2: the last dealt card and the final one; the left-over
# pool is not drawn, so the deck is empty
quest 2
# an empty deck: 'quest' draws nothing, 'seek' (refuse-empty) is refused
quest 1
!refuse seek
!sh $A status --json | grep -E '"cards"'
verify
# the deck with no cards dealt ('deal: "0"' in an overlay): the final one
# alone is drawn first
new tests/data/dealt.yaml h --players Ann,Bob --seed 1 --overlay tests/data/dealt-none.yaml
seek
!refuse seek
