# adellos with a unit whose three values have names of 89 to 92
# characters: 'tile' naming none lists every value whole (the list was
# made in 256 bytes and cut), and enters one by its whole name.  TEST
# VALUES: tests/data/adellos-test.yaml.
new adellos h --players Ann,Bob --seed 1 --option nobles=zombie-lord,general-iron-fist --overlay tests/data/adellos-test.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, piece-values: {the-strength-of-arm-and-of-will-of-a-piece-in-a-battle-on-the-open-plain-under-the-banner: its strength, the-speed-of-a-piece-on-the-roads-of-the-plain-between-two-camps-on-a-clear-day-in-summer: its speed, the-sight-of-a-piece-over-the-fields-of-the-plain-from-the-top-of-a-hill-at-the-break-of-day: its sight}, units: {ghoul: {name: Ghoul, faction: undead, values: {summon: 1, attack: 1, defence: 1, move: 1, supply: 2, the-strength-of-arm-and-of-will-of-a-piece-in-a-battle-on-the-open-plain-under-the-banner: unknown, the-speed-of-a-piece-on-the-roads-of-the-plain-between-two-camps-on-a-clear-day-in-summer: 2, the-sight-of-a-piece-over-the-fields-of-the-plain-from-the-top-of-a-hill-at-the-break-of-day: 3}}}}'
!refuse tile ghoul sight:3
tile ghoul the-strength-of-arm-and-of-will-of-a-piece-in-a-battle-on-the-open-plain-under-the-banner:3
verify
