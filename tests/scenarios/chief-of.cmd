# chief_of(PLAYER, KEY) reads a player's chief on the board: its number
# (@chief names it), the counters it carries, whether it has an ability to
# use.  TEST VALUES (tests/data/piece-table.yaml): Ann's Marshal Vey has
# only lasting abilities, Bob's Baron Oss one to use (1 gold).
new tests/data/piece-table.yaml g --players Ann,Bob --seed 1
rally
stun marshal 2
# under counters the Marshal rallies for nothing
!sh $A rally --json | grep -E '"gold"|rallies'
stun marshal 0
next
rally
!replay
