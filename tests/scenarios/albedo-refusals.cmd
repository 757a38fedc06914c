# What the rules forbid is refused, and a refused command changes nothing;
# undo takes back a resolve and the landings after it.
new albedo g --players Ann,Bob --seed 5
!refuse score draw 3 4
# revealing: the inline card's form, the catalogue, the round's count
!refuse reveal north 3 flag:1 city:2
!refuse reveal north x flag:1 - -
!refuse reveal north 3 flag - -
!refuse reveal north 3 temple:1,castle:2 - -
!refuse reveal 12 3 flag:1 - -
!refuse reveal fighter 3 flag:1 - -
!refuse reveal north
!refuse reveal
!refuse commit Ann 1 fighter
!refuse next
reveal north 3 flag:1,flag:4 city:2,city:2,factory:2 industry:4
!refuse reveal North 5 flag:1 - -
reveal south 4 flag:2 city:2 shipyard:2
!refuse reveal east 5 flag:1 - -
next
# committing: the whole hand, cards the player can have, once
!refuse commit Ann 1 fighter
!refuse commit Ann 1 3xfighter 2 3xfighter
!refuse commit Ann 1 4xinfantry 2 2xfighter
!refuse commit Ann 1 2xace-pilot 2 4xfighter
!refuse commit Ann 1 infantry:r 2 5xfighter
!refuse commit Ann fighter 1 5xfighter
!refuse commit Ann 3 fighter 2 5xfighter
!refuse commit Ann 1 laser 2 5xfighter
!refuse commit Ann 1 0xfighter 2 6xfighter
!refuse commit Zed 1 6xfighter
!refuse commit Ann 1 2xfighter 2xinfantry 2 fighter infantry:r
commit Ann 1 2xfighter 2xinfantry 2 fighter infantry
!refuse commit Ann 1 2xfighter 2xinfantry 2 fighter infantry
!refuse next
commit Bob 1 fighter 2xinfantry 2 2xfighter:r ace-pilot
!refuse land Ann 1 flag:1
next
# resolving: in order, once
!refuse resolve 2
!refuse resolve mars
!refuse land Ann 1
resolve north
!refuse resolve
!refuse next
# landing: the landing order, a location's limit, the ground value, each
# sub-location once, what a city keeps
!refuse land Bob 2
!refuse land Ann 4
!refuse land Ann 1 flag:1 flag:4
!refuse land Ann 1 flag
!refuse land Ann 1 flag:2
!refuse land Ann 1 city:2
!refuse land Ann 1 flag:1:fighter
!refuse land Ann 2 city:2 city:2 factory:2 city:2
land Ann 1 flag:4
!refuse land Ann 2
!refuse land Bob 1
!refuse land Bob 2 city:tank
!refuse land Bob 2 city
!refuse land Bob 2 city:fighter city:fighter
land Bob 2 city:fighter city:infantry
status
# undo across the resolve of south and its landings
resolve
land Bob 1 flag:2
land Ann 3
undo 3
status
resolve
land Bob 3 shipyard:destroyer
!refuse land Ann 3
!refuse land Ann 1 flag:2 city:2
land Ann 1 flag:2
next
status
!replay
verify
