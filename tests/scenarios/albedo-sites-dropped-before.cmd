# remove-sites of a text of before (tests/data/albedo-sites-before.yaml),
# taken while the cards of round 1's landings are still played at the
# planets: as the old effect did, the planets leave the table with a line
# for each one nobody scored at (r1b: Bob has not landed) and those cards
# leave the game with them (Ann's deck holds 3 cards, not 9: her 6 played
# are gone, and none went to the discard piles), where today's
# 'clear-round-sites: true' refuses.
new albedo c --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-sites-before.yaml
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry infantry fighter fighter fighter
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
resolve
land Ann 1 flag:1
land Cleo 2 city:fighter
land Dan 3
abandon-before
next
status
!replay
