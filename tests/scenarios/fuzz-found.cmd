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
# the tables of tops are measured before they are built: eight d10
# against eight d20 (24,310 tops against 2,220,075: too many pairs) and
# sixteen against sixteen (too many tops of the d20s to follow) are
# refused at once, in a few megabytes, not after some 200 MB and 1 GB
# (out of memory under this limit, exit 4); a sanitizer build does not
# start under ulimit -v, and runs them without it
!sh L='ulimit -v 100000'; sh -c "($L; \$A games); exit" > /dev/null 2>&1 || L=:; for n in '8 vs 8' '16 vs 16'; do ($L; timeout 20 $A odds $n rounds 1 combat duel); echo $?; done
