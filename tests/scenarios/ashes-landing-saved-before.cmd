# A game of ashes-of-empire saved while its landing was the program's
# mechanism (an action running 'assault'): its stored text is rewritten at
# load into the declared landing (a choice with its own refusal, the
# effect landing), whose lines, refusals, morale counters, the neutrals'
# replenishing and --json are the mechanism's, and its log replays.
new ashes-of-empire g --players Ann,Bob --seed 13 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-world-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'run: assault') > 0 FROM texts WHERE ord = 0"
help landing
factory Ann steel
factory Bob oil
deploy Ann 9
deploy Bob 13
next
next
choose Ann 1
next
next
next
!refuse landing Ann 13 repelled 1 1
next
next
# Ann's transporters have reached Bob's worlds and Mechanica (the GM sets
# them as they stand)
fleet Ann 13 0 4
fleet Ann 34 0 3
fleet Ann 12 0 3
fleet Ann 5 0 2
!refuse landing Ann 1 captured 1 1
!refuse landing Bob 9 captured 0 2
!refuse landing Ann 13 held 1 1
!refuse landing Ann 13 repelled 5 1
!refuse landing Ann 13 repelled 1 3
!refuse landing Ann 13 captured 1 0
# 4 transporters held off by 2 troops, 1 left: Bob's troops beat a larger
# landing and turn their morale counter up; 1 troop for population 2
landing Ann 13 repelled 2 1
# Einstein, Bob's: taken with 3 troops; its oil factory stays
landing Ann 34 captured 0 3
# Mechanica, never held: taken with 2 troops, and a factory of Ann's choice
landing Ann 12 captured 1 2
# Lenin, Bob's home world: Bob's lowest world left becomes his home
landing Ann 5 captured 0 3
landing Ann 13 repelled 0 1 --json
!refuse landing Ann 13 Captured 1 1
!refuse landing Ann 13 repelled x 1
status
!refuse next
factory 12 hightech
!refuse factory 12 oil
next
# the end of the round: Last Hope (1 troop, population 2) revolts
next
status
# round 2: the neutral world builds its troops back up in the raw
# materials phase (its fighters are unknown)
next
choose Bob 1
next
next
next
next
next
!sh $A status --json | grep -B 3 -A 20 '"id": "last-hope"' | grep -E '"(owner|troops|guard)"'
next
!sh $A status --json | grep -B 3 -A 20 '"id": "last-hope"' | grep -E '"(owner|troops|guard)"'
log 12
!replay
verify
