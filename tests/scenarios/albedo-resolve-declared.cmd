# albedo's resolve declared with general pieces (an overlay,
# tests/data/albedo-resolve-declared.yaml) says every line, refusal and
# --json member the effect resolve says: the refusals in their order, the
# site named or left out (logged by its number), 'draw' in the site's
# place, the tie-break draws given and asked for, the mines, a player
# alone, nobody come, and the ranking an option rewrites.
new albedo s --players Ann,Bob,Cy --seed 6 --overlay tests/data/albedo-resolve-declared.yaml
!refuse resolve
reveal north 3 flag:1,city:2 city:1,factory:1 shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 2xfighter:r 2 2xfighter 2xinfantry
commit Bob 1 2xfighter:r 2 2xfighter 2xinfantry
commit Cy 1 fighter 2 2xfighter 3xinfantry
next
!refuse resolve 2
!refuse resolve 9
!refuse resolve east
!refuse resolve draw
!refuse resolve draw 5 x
!refuse resolve 1 draw
!refuse resolve 1 nodraw 5 4
!refuse resolve 1 draw 5 4 3
!refuse resolve 1 draw 5 5
!refuse resolve
resolve NORTH draw 5 4 --json
!refuse resolve
!refuse resolve 2
land Cy 2
land Ann 3
land Bob 1 flag:1
!refuse resolve south draw 3 3
resolve south --json
land Cy 1 flag:2
land Ann 2
land Bob 3
!refuse resolve
!refuse resolve 1
!refuse resolve 9
help resolve
log
#
# Mines, and the values of a card still unknown asked for.
new albedo u --players Ann,Bob --seed 6 --overlay tests/data/albedo-resolve-declared.yaml
reveal north 3 flag:1 - shipyard:2
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter infantry 2 fighter infantry
commit Bob 1 2xfighter 2 fighter 2xinfantry ace-pilot
next
resolve
land Ann 3 shipyard:minelayer
land Bob 1
resolve
land Bob 1 flag:2
land Ann 2
next
reveal east 5 flag:1 - -
reveal west 6 flag:1 - -
next
commit Ann 1 minelayer fighter 2 2xinfantry ace-pilot fighter
commit Bob 1 2xfighter 2 fighter infantry 2xfighter
next
!refuse resolve
card minelayer 1/0
resolve --json
#
# Nobody at a planet.
new albedo n --players Ann,Bob --seed 2 --overlay tests/data/albedo-resolve-declared.yaml
reveal north 3 flag:1 - -
reveal south 4 flag:2 - -
next
commit Ann 1 3xfighter 2xinfantry ace-pilot
commit Bob 1 4xfighter 2xinfantry
next
resolve
land Ann 1 flag:1
land Bob 2
resolve --json
#
# --option landing-score=planets: the chain the option rewrites ranks by
# the points scored at planets.
new albedo e --players Ann,Bob --seed 5 --option landing-score=planets --overlay tests/data/albedo-resolve-declared.yaml
reveal north 3 - city:2,city:2 -
reveal south 4 flag:1 - -
next
commit Ann 1 3xfighter 2xinfantry ace-pilot
commit Bob 2 4xfighter 2xinfantry
next
resolve
land Ann 2 city:fighter city:fighter
resolve
land Bob 1 flag:1
next
reveal east 5 flag:1 - -
reveal west 6 flag:1 - -
next
commit Ann 1 2xfighter 2 3xinfantry ace-pilot
commit Bob 1 2xfighter 2 fighter 2xinfantry ace-pilot
next
resolve
!replay
