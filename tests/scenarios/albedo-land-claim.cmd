# albedo's land as claim runs it (the comparison for albedo-land-data):
# its refusals in their order, each line, --json, the log's words
new albedo l --players Ann,Bob,Cleo,Dan --seed 8
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot
commit Bob 2 fighter:r fighter fighter fighter fighter ace-pilot
commit Cleo 1 infantry infantry infantry fighter fighter fighter
commit Dan 1 fighter fighter fighter 2 infantry infantry infantry
next
!refuse land Ann 1 flag:1
resolve
!refuse land Bob 1
!refuse land Cleo 1
!refuse land Ann 9
!refuse land Ann 1 flag:1 flag:1
!refuse land Ann 1 city:2
!refuse land Ann 1 city
land Ann 1 flag:1 --json
!refuse land Ann 2
!refuse land Cleo 1 city:fighter
!refuse land Cleo 2 city
!refuse land Cleo 2 city:cruiser
land Cleo 2 city:fighter --json
!refuse land Cleo 2 city:fighter
land Dan 3
resolve
!refuse land Ann 1
land Bob 1 flag:1
!refuse land Dan 1 flag:1
!refuse land Dan 3 flag:1 flag:1
land Dan 3 flag:1 --json
!refuse land Dan 3 flag:1
log
