# Adellos: summoning and time counters.  The Undead begin 2 summonings a
# round (Lich Baron Kynoth 3; the setup counts as a round of its own); a
# summoned unit carries time counters and can neither move nor attack until
# they are gone; one comes off every piece at the end of every player's
# turn.  Pope Anicetus IV keeps them off his player's pieces; Vampire Lord
# Darkula summons Vampires with 3 fewer.  TEST VALUES
# (tests/data/adellos-test.yaml): a Zombie is summoned with 2 counters, a
# Vampire with 5, 4 Zombies in a supply.
new adellos g --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=lich-baron-kynoth,pope-anicetus
summon zombie Ann
summon zombie Ann
summon zombie Ann
!refuse summon zombie Ann
!refuse summon soldier Bob
!refuse summon paladin Ann
next
!sh $A status --json | grep -E '"counters"'
next
# counters keep units from acting
!refuse move zombie-1 field
!refuse swap zombie-1 lich-baron-kynoth
summon zombie
move lich-baron-kynoth field
move lich-baron-kynoth home
move lich-baron-kynoth field
# the end of Ann's turn takes one counter off every piece
next
!sh $A status --json | grep -E '"counters"'
next
# an effect puts counters on a piece; the Pope's player takes none
counters zombie-1 3
!refuse counters pope-anicetus 1
!refuse counters zombie-1 -1
move pope-anicetus field
move pope-anicetus bonus
move pope-anicetus field
next
!sh $A status --json | grep -E '"counters"'
next
# zombie-2 is free to act, zombie-1 still carries 2 counters
!refuse move zombie-1 field
move zombie-2 bonus
counters zombie-2 3
!refuse move zombie-2 field
move zombie-3 field
move zombie-4 field
next
next
move pope-anicetus home
move pope-anicetus field
move pope-anicetus home
next
# zombie-2 still carries a counter when Ann's turn begins: no extra action
# point, and the turn does not count on the bonus field
status
!replay
# Vampire Lord Darkula: a Vampire comes with 5 - 3 = 2 counters
new adellos v --players Ann,Bob --seed 1 --overlay tests/data/adellos-test.yaml --option nobles=vampire-lord-darkula,prince-konrad
summon vampire Ann
summon zombie Ann
!refuse summon zombie Ann
!sh $A status --json | grep -E '"(id|counters)"'
