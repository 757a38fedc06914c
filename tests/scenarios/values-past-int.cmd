# A value past what an int holds names no region (@region says '?') and
# no player (regions(P) counts none): 2^32 was read as region 0 and as
# the first player, 2^32 + 1 as region 1 (the ruleset fuzzer's says of
# any value, fuzz/rulegen_decl.c).
new rulesets/examples/conquest.yaml t --players Ann,Bob --seed 1 --overlay tests/data/values-past-int.yaml
shout 1
shout 2
