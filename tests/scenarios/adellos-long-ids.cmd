# Adellos with a unit whose id has 80 characters (RS_KIND_ID_MAX, the
# most a kind tracked one by one may have) and a bonus field named in 120
# characters: the pieces' ids, where they move and swap to (in the log's
# lines), status and its table say them whole (a place's name was cut at
# 95 characters, where a piece stands; a piece's id had 96 bytes).  TEST
# VALUES: tests/data/adellos-test.yaml.
new adellos long --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=prince-konrad,zombie-lord --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, pieces: {a-soldier-of-the-royal-army-sworn-at-the-old-gate-of-the-capital-in-the-far-west: {name: Sworn Soldier, tracked: true, faction: royal-army, values: {cost: 3, attack: 2, defence: 2, move: 1, income: 0, wisdom: 0, supply: 3}}}, board: {places: {bonus: {name: "bonus field on the high stone tower in the middle of the board, where the old watch kept the fire burning all night long"}}}}'
hire a-soldier-of-the-royal-army-sworn-at-the-old-gate-of-the-capital-in-the-far-west Ann
hire soldier Ann
next
next
move a-soldier-of-the-royal-army-sworn-at-the-old-gate-of-the-capital-in-the-far-west-1 field
move a-soldier-of-the-royal-army-sworn-at-the-old-gate-of-the-capital-in-the-far-west-1 bonus
!refuse move soldier-1 bonus
move soldier-1 field
next
next
move zombie-lord field
move zombie-lord home
move zombie-lord field
next
next
swap a-soldier-of-the-royal-army-sworn-at-the-old-gate-of-the-capital-in-the-far-west-1 soldier-1
status
log
verify
!replay
