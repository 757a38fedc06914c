# A game of ashes-of-empire saved before its allot command was a declared
# action: the stored ruleset text (tests/data/ashes-deploy-saved-before.yaml,
# the text of rulesets/ashes-of-empire.yaml then) has the action run the
# mechanism ('run: allot'); read, it becomes the declared action whose
# world words may be given again (repeat, words-first, after-groups), with
# the values setup and start_fixed and the effect deal-start, and the usage
# line, refusals and lines of before.  Booklet lines 29-31: a world dealt
# is occupied with as many troops as its population; a player's
# lowest-numbered world is his home.
new ashes-of-empire g --players Ann,Bob,Cleo --seed 5
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/ashes-deploy-saved-before.yaml') WHERE game = (SELECT id FROM games WHERE name = 'g')" && sqlite3 $T/game.db "SELECT instr(text, 'run: allot') > 0, instr(text, 'deal-start') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'g')"
help allot
!refuse allot Ann
!refuse allot Zed 1
allot Ann 3 1
# every word is read before a world is refused
!refuse allot Bob 3 zz
!refuse allot Bob 3
!refuse allot Bob 5 5
# Strife's population is not in the booklet
!refuse allot Bob 36
allot Bob 5 13
allot Cleo 2
factory Ann steel
factory Bob oil
factory Cleo oil
next
!refuse allot Cleo 4
verify
!replay
# A game saved before the ruleset declared its commands at all (no
# 'actions:'): allot was the command by its name; with a start position
# the worlds are not dealt.
new ashes-of-empire h --players Ann,Bob --seed 5 --option start=scenario-1
!sh sqlite3 $T/game.db "UPDATE texts SET text = substr(text, 1, instr(text, '# The commands of the game') - 1) || substr(text, instr(text, '# The booklet numbers')) WHERE game = (SELECT id FROM games WHERE name = 'h')" && sqlite3 $T/game.db "SELECT instr(text, 'actions:') FROM texts WHERE game = (SELECT id FROM games WHERE name = 'h')"
help allot
!refuse allot Ann 2
!refuse allot Ann 2 zz
