# fuzz-found: commands the ruleset fuzzer (fuzz/rulegen.c) found crashing,
# on the cut-down rulesets of tests/data/fuzz-found.yaml.  Each must be
# carried out (or refused) with its message, never crash.
new tests/data/fuzz-found.yaml f --players Ann,Bob --seed 1
# an action's says, with no cost paid before it: the line alone
shout
# an effect's says on an effect that prints nothing: the line alone; the
# tally phase starts and throws its die
pass
# the log replays 'pass' with the die the tally phase threw
verify
next
# Bob's 'pass' with the die of his tally phase thrown at the table: 4
pass = 4
status
verify
# the exact odds of six exploding dice against three d6, compared
# pairwise: in a second, not the minutes a linear search of the top dice
# took (exit 0); ten such dice are too many to follow, said at once (and
# the tables begun are freed: make check-asan looks for leaks)
!sh timeout 60 $A odds 6 vs 3 rounds 1 > /dev/null; echo $?
!sh timeout 60 $A odds 10 vs 3 rounds 1
# ten d10 against six d20: some 20,000 tops of one side against 40,000 of
# the other, too many pairs to follow, said at once, not after an hour
!sh timeout 60 $A odds 10 vs 6 rounds 1 combat duel
