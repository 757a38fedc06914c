# A game of aldarra-reborn saved before its exchange was a declared action:
# the stored ruleset text gives the price as the Mining Corp Coalition's
# 'abilities.exchange' {price: 4} and an action that runs the mechanism
# ('run: exchange'), the text of rulesets/aldarra-reborn.yaml then, put
# back as it was.  Read, they become the faction's value 'exchange' and
# the declared action, and the game exchanges as before.  Coins start at 10
# (tests/data/aldarra-test-values.yaml, TEST VALUES), crystals at 0.
new aldarra-reborn g --players Ann,Bob,Cleo --seed 2 --overlay tests/data/aldarra-test-values.yaml --option first=Bob --option factions=arrodan,mining-corp,cindar
!sh sqlite3 $T/game.db "UPDATE texts SET text = readfile('tests/data/aldarra-exchange-saved-before.yaml') WHERE ord = 0" && sqlite3 $T/game.db "SELECT instr(text, 'exchange: {price: 4}') > 0, instr(text, 'run: exchange') > 0 FROM texts WHERE ord = 0"
# rulebook line 548 (Mining Corp Coalition, Bob): "You may convert freely
# between coins and crystals at a rate of 4 coins to 1 crystal": 10 - 4 = 6
# coins and 1 crystal, then back, at any time (here the setup)
exchange Bob buy 1
exchange Bob sell 1
exchange Bob buy 2
# 2 crystals are worth 8 coins: 2 + 8 = 10
exchange Bob sell 2
# Ann is the Arrodan Syndicate, which has no such ability (line 556-558)
!refuse exchange Ann buy 1
# 10 coins buy 2 crystals (8 coins), not 3 (12)
!refuse exchange Bob buy 3
!refuse exchange Bob sell 1
!refuse exchange Bob give 1
!refuse exchange Bob buy 0
status
verify
!replay
