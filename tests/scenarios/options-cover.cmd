# Options taken together: tests/data/options-cover.yaml has five options
# that rewrite the rules, 48 combinations of their values, more than
# 'ruleset check' loads to prove them all: it loads every two options'
# values together and says how many combinations it tried of how many.
ruleset check tests/data/options-cover.yaml
ruleset check --json tests/data/options-cover.yaml
# a game takes three of them at once
new tests/data/options-cover.yaml g --players Ann,Bob,Cleo --seed 1 --option seats=4 --option start=fixed --option rich-b=yes
status
# what only a number and a choice taken together break, each alone
# passing, is refused (tests/bad-rulesets/option-number-choice.yaml)
!refuse ruleset check tests/bad-rulesets/option-number-choice.yaml
