# Adellos: factions and nobles named or dealt, starting gold (5, the Undead
# 3, Prince Konrad 3 more), and the hiring before the first round.  The
# overlay holds TEST VALUES (tests/data/adellos-test.yaml).
new adellos a --players Ann,Bob,Cleo,Dan --seed 1 --overlay tests/data/adellos-test.yaml --option factions=royal-army,undead,clergy,scum --option nobles=prince-konrad,zombie-lord,pope-anicetus,merchant-pinkerton
status
!sh $A status --json | grep -E '"(faction|gold|cards|ap|alive)"'
# nobles named alone settle the factions too
new adellos b --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=lich-baron-kynoth,general-iron-fist
!sh $A status --json | grep -E '"(faction|gold)"'
# dealt with the game's seeded generator: the same seed deals the same
new adellos c --players Ann,Bob,Cleo --seed 7 --overlay tests/data/adellos-test.yaml
new adellos c2 --players Ann,Bob,Cleo --seed 7 --overlay tests/data/adellos-test.yaml --option factions=random --option nobles=random
# a faction named, its noble dealt
new adellos d --players Ann,Bob --seed 3 --overlay tests/data/adellos-test.yaml --option factions=undead,royal-army
# what cannot be set up
!refuse new adellos e --players Ann --overlay tests/data/adellos-test.yaml
!refuse new adellos e --players Ann,Bob,Cleo,Dan,Eve --overlay tests/data/adellos-test.yaml
!refuse new adellos e --players Ann,Bob --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,prince-konrad
!refuse new adellos e --players Ann,Bob --overlay tests/data/adellos-test.yaml --option factions=undead,scum --option nobles=general-iron-fist,merchant-pinkerton
!refuse new adellos e --players Ann,Bob --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist
!refuse new adellos e --players Ann,Bob --overlay tests/data/adellos-test.yaml --option nobles=general-iron-fist,king-arthur
!refuse new adellos e --players Ann,Bob --overlay tests/data/adellos-test.yaml --option nobles=zombie-lord,zombie-lord
games
# before the first round everybody may hire, naming the player
use a
hire soldier Ann
!refuse hire soldier
!refuse hire zombie Ann
!refuse hire paladin Cleo
!refuse hire dragon Ann
!refuse move prince-konrad field
summon zombie Bob
hire kogue Dan
next
status
!replay
