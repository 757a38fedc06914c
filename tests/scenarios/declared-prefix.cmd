# A command the current game's ruleset declares is found by a unique
# prefix like any other, and is named among the candidates of an
# ambiguous one (arbiter(1): "any unique prefix will do").
new rulesets/examples/harbour.yaml h --players Ann,Bob --seed 4
next
# 'poi' can only be harbour's 'point': Ann pays 1 ore, 1 wool, 1 grain
poi
# 'di' is harbour's 'discard' or the program's 'disband' or 'discover'
!refuse di Ann
# a declared command that is also a command of the program is named once
!refuse bu
# 'poi' is no command outside a game that declares 'point'
new bernard g --players Ann,Bob --seed 1 --overlay rulesets/examples/bernard-demo.yaml
!refuse poi
