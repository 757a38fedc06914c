# The program's hints name the game's own commands (tests/data/scuffle.yaml:
# brawl's map with its commands under other names), where they named
# aldarra-reborn's 'lay', 'arrive', 'settle', 'delay', 'fire', 'assign',
# 'retreat' and 'remain' in every game: the setup's line, a place named
# before the map is laid, the map itself, a combat's refusals of hits
# before the dice and of dice before the hits, its hits to assign, its
# next step, its retreats and its next round; nothing changes at a
# refusal.
new tests/data/scuffle.yaml g --players Ann,Bob,Cleo --seed 1
!refuse camp Bob d1
map
tile random
turnorder Bob,Cleo,Ann
camp Bob d1
camp Cleo a3
camp Ann a1
post Ann a2
post Cleo b3
post Bob c1
next
units b2 Ann scout:1,guard:2
units b2 Bob scout:3
activate b2
fight b2
!refuse wound Ann
shoot = 1 0 0 0 0 0
!refuse shoot = 1 1 1 1 1 1
wound Bob guard
shoot = 0 0 0 0 0 0
stay Bob
stay Ann
