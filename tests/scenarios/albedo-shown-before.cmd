# words of kinds of before (commitment, revealed) of actions that write
# no usage (tests/data/albedo-shown-before.yaml): rewritten at load with
# 'shown', the usage made from their words shows them as the kinds did
new albedo g --players Ann,Bob --seed 3 --overlay tests/data/albedo-shown-before.yaml
help place
help stake
!refuse place
place Ann north 3 flag:1 - shipyard:2
!refuse place Bob
log
