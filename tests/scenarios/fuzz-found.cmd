# fuzz-found: commands the ruleset fuzzer (fuzz/rulegen.c) found crashing,
# on the cut-down rulesets of tests/data/fuzz-found.yaml.  Each must be
# carried out (or refused) with its message, never crash.
new tests/data/fuzz-found.yaml f --players Ann,Bob --seed 1
# an action's says, with no cost paid before it: the line alone
shout
# an effect's says on an effect that prints nothing: the line alone, and
# Bob's turn comes
pass
status
