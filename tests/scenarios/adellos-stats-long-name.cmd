# adellos with a unit whose value has a long name (41 characters, more
# than a word of kind stats once read): 'tile' enters it by its whole
# name, as the usage lists it; a name cut short is none.
new adellos h --players Ann,Bob --seed 1 --option nobles=zombie-lord,general-iron-fist --overlay tests/data/adellos-test.yaml --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, piece-values: {the-strength-of-arm-and-of-will-in-battle: its strength}, units: {ghoul: {name: Ghoul, faction: undead, values: {summon: 1, attack: 1, defence: 1, move: 1, supply: 2, the-strength-of-arm-and-of-will-in-battle: unknown}}}}'
tile ghoul the-strength-of-arm-and-of-will-in-battle:3
!refuse tile ghoul the-strength-of-arm-and-of-will:3
!refuse tile ghoul the-strength-of-arm-and-of-will-in-battle:4
verify
!replay
