# Adellos: what hiring refuses, in the order the command checked before it
# was declared, with the shipped values (the book gives no Zombie's price
# and no Steel Colossus' faction) and two units an overlay adds: a Ghoul
# that is only summoned and a Statue neither hired nor summoned (TEST
# VALUES, not from the rulebook).  Rulebook line 34: "Each unit has a
# purchase price"; line 87: tokens "can not be hired or summoned".
new adellos h --players Ann,Bob --seed 1 --option nobles=zombie-lord,general-iron-fist --overlay-text '{format: arbiter-overlay-1, ruleset: adellos, units: {ghoul: {name: Ghoul, faction: undead, summon: 1, attack: 1, defence: 1, move: 1, supply: 2}, statue: {name: Statue, faction: undead, attack: 1, defence: 1, move: 1, supply: 1}}}'
!refuse hire paladin Ann
hire zombie Ann
hire steel-colossus Ann
!refuse hire ghoul Ann
!refuse hire statue Ann
hire nothing Ann
hire
hire zombie Ann Bob
!refuse hire soldier Ann
