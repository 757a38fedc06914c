# clear-round-sites: discard, read by an action of an overlay
# (tests/data/albedo-sites-kept.yaml): the round's planets abandoned while
# the cards of round 1's landings are still played there, which 'true'
# refuses (bare-abandon, albedo-sites-kept); those cards go to their
# owners' discard piles, as move-cards from played to discard puts them
# (the piles as albedo-sites-kept's abandon leaves them), and nothing is
# said of it.
new albedo c --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-sites-kept.yaml
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
resolve
land Bob 1 flag:1
land Dan 3 flag:1
!refuse bare-abandon
discard-abandon
planets
next
status
!replay
