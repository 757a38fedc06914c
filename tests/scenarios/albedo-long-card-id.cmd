# albedo with its card ace-pilot given an id of 96 characters: a commit
# reads it (a card's id was read in 64 bytes: one longer was none) and
# logs it, rotated, by the canon word
# ace-pilot-of-the-third-wing-who-flew-over-the-ice-moons-of-the-outer-planets-and-came-home-alive:r whole
# (it was cut at 95 characters), so that verify and a replay read it.
!sh sed 's/ace-pilot\b/ace-pilot-of-the-third-wing-who-flew-over-the-ice-moons-of-the-outer-planets-and-came-home-alive/g' $R/rulesets/albedo.yaml > $T/albedo.yaml && $A new $T/albedo.yaml end --players Ann,Bob,Cleo,Dan --seed 8 >/dev/null
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
commit Ann 1 2xfighter fighter:r fighter fighter ace-pilot-of-the-third-wing-who-flew-over-the-ice-moons-of-the-outer-planets-and-came-home-alive:r
log
verify
!replay
