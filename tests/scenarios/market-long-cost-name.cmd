# tests/data/market.yaml with its action's cost-name written in 112
# characters: a cost the player cannot pay is refused naming it whole (it
# was cut at 95 characters).
!sh sed "s/cost-name: the trade$/cost-name: the trade of the guild in the old market hall by the river, under the eyes of the weighers and the town's clerks/" $R/tests/data/market.yaml > $T/market.yaml && $A new $T/market.yaml t --players Ann,Bob,Cleo --seed 1 --option factions=guild,quarry,farmers >/dev/null
trade Ann buy 2
!refuse trade Ann buy 3
