# tests/data/warband-tile.yaml with an Old Guard whose id has 176
# characters, its toughness unknown, and three values of pieces named in
# 89 to 92 characters: the refusals say the values and the paths whole
# (the list of values was made in 256 bytes, the path of the armour in
# 200, the way to enter it at the table in 200: each was cut); its plain
# named in 118 characters, the combat's line says the tile whole (96).
new tests/data/warband-tile.yaml g --players Ann,Bob,Cleo --seed 1 --overlay-text '{format: arbiter-overlay-1, ruleset: warband-tile, tiles: {plain: {name: "Plain of the old battles below the hills of the eastern marches, where the grass grows over the graves of two armies x"}}, piece-values: {the-strength-of-arm-and-of-will-of-a-piece-in-a-battle-on-the-open-plain-under-the-banner: its strength, the-speed-of-a-piece-on-the-roads-of-the-plain-between-two-camps-on-a-clear-day-in-summer: its speed, the-sight-of-a-piece-over-the-fields-of-the-plain-from-the-top-of-a-hill-at-the-break-of-day: its sight}, pieces: {a-guard-of-the-old-watch-sworn-at-the-eastern-gate-of-the-city-on-the-river-in-the-year-of-the-long-winter-who-keeps-the-banner-of-the-free-towns-and-the-keys-of-the-outer-wall: {name: Old Guard, class: light, count: 10, values: {toughness: unknown, wage: 2, the-strength-of-arm-and-of-will-of-a-piece-in-a-battle-on-the-open-plain-under-the-banner: 1, the-speed-of-a-piece-on-the-roads-of-the-plain-between-two-camps-on-a-clear-day-in-summer: 2, the-sight-of-a-piece-over-the-fields-of-the-plain-from-the-top-of-a-hill-at-the-break-of-day: 3}, attack: hit, cost: {coins: 2}}}}'
lay random
turnorder Bob,Cleo,Ann
arrive Bob d1
arrive Cleo a3
arrive Ann a1
next
!refuse tile guard speed:1
!refuse tile a-guard-of-the-old-watch-sworn-at-the-eastern-gate-of-the-city-on-the-river-in-the-year-of-the-long-winter-who-keeps-the-banner-of-the-free-towns-and-the-keys-of-the-outer-wall speed:1
units b2 Bob scout:2
units b2 Ann a-guard-of-the-old-watch-sworn-at-the-eastern-gate-of-the-city-on-the-river-in-the-year-of-the-long-winter-who-keeps-the-banner-of-the-free-towns-and-the-keys-of-the-outer-wall:1
activate b2
!refuse fight b2
tile a-guard-of-the-old-watch-sworn-at-the-eastern-gate-of-the-city-on-the-river-in-the-year-of-the-long-winter-who-keeps-the-banner-of-the-free-towns-and-the-keys-of-the-outer-wall toughness:2
fight b2
verify
!replay
