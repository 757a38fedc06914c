# A value the rulebook leaves unknown is entered at the table by the
# game's own action of effect enter-stats, and the refusal names that
# action: adellos with its 'tile' called 'values' names 'values'; without
# such an action it names only the overlay (where it named 'tile', a
# command the game does not have).  Nothing changes at a refusal.
!sh mkdir -p $T/ren $T/no && sed 's/^  tile:$/  values:/; s/^id: adellos$/id: adellos-ren/' $R/rulesets/adellos.yaml > $T/ren/adellos-ren.yaml && sed '/^  tile:$/,/enter-stats:/d; s/^id: adellos$/id: adellos-no/' $R/rulesets/adellos.yaml > $T/no/adellos-no.yaml && grep -c 'enter-stats' $T/ren/adellos-ren.yaml $T/no/adellos-no.yaml
new $T/ren/adellos-ren.yaml g --players Ann,Bob --seed 1 --option nobles=prince-konrad,zombie-lord
!refuse hire zombie Bob
values zombie cost:2
hire zombie Bob
!sh $A new $T/no/adellos-no.yaml h --players Ann,Bob --seed 1 --option nobles=prince-konrad,zombie-lord > /dev/null && echo started
!refuse hire zombie Bob
# 'ruleset template ID' of a game started from a file: that ruleset's
# overlay (the search path has no adellos-ren), which amends the game
!sh $A -g g ruleset template adellos-ren | head -4
!sh $A -g g ruleset template adellos-ren | grep -c unknown
!sh printf 'format: arbiter-overlay-1\nruleset: adellos-ren\nunits:\n  bandit:\n    cost: 4\n' > $T/ov.yaml
!sh $A use g && $A ruleset amend $T/ov.yaml
!sh $A ruleset template adellos-ren | grep -c unknown
!refuse ruleset template adellos-re
