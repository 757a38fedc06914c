# claimed(PLAYER, KEY): what each player claimed at the planets, read by an
# action of an overlay (tests/data/albedo-claimed.yaml): nothing before the
# first landing; after round 1 Ann and Bob each keep a planet for their
# flag, Dan scores a flag at Bob's planet without keeping it, Cleo leaves a
# card behind as a garrison; after round 2 Cleo's second garrison and the
# best value kept (Ann's 9 over her 2).
new albedo c --players Ann,Bob,Cleo,Dan --seed 8 --overlay tests/data/albedo-claimed.yaml
claims
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
claims
next
reveal r2a 9 flag:1 city:2 -
reveal r2b 5 flag:1 - flag:1
next
commit Ann 1 infantry infantry infantry fighter fighter fighter
commit Bob 2 infantry infantry infantry fighter fighter fighter
commit Cleo 1 fighter fighter ace-pilot infantry infantry infantry
commit Dan 1 fighter fighter ace-pilot 2 infantry infantry infantry
next
resolve
land Cleo 2 city:fighter
land Dan 3
land Ann 1 flag:1
resolve
land Bob 1 flag:1
land Dan 3 flag:1
next
claims --json
!replay
