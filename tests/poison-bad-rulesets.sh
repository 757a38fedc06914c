#!/bin/sh
# poison-bad-rulesets.sh PLAIN POISON: every tests/bad-rulesets/*.yaml
# checked by both binaries ('ruleset check'), what they print and their
# exit status the same (make check-poison: POISON is the build that fills
# an effect's other kinds' members with garbage bytes, a check that reads
# one shows as another refusal or a crash).
set -u
here=$(cd "$(dirname "$0")" && pwd)
export ARBITER_RULESET_PATH="$(dirname "$here")/rulesets"
n=0 bad=0
for y in "$here"/bad-rulesets/*.yaml; do
	n=$((n + 1))
	a=$("$1" ruleset check "$y" 2>&1; echo "rc $?")
	b=$("$2" ruleset check "$y" 2>&1; echo "rc $?")
	if [ "$a" != "$b" ]; then
		bad=$((bad + 1))
		echo "FAIL $(basename "$y" .yaml):"
		printf '%s\n' "$a" > "${TMPDIR:-/tmp}/poison-a.$$"
		printf '%s\n' "$b" > "${TMPDIR:-/tmp}/poison-b.$$"
		diff "${TMPDIR:-/tmp}/poison-a.$$" "${TMPDIR:-/tmp}/poison-b.$$"
		rm -f "${TMPDIR:-/tmp}/poison-a.$$" "${TMPDIR:-/tmp}/poison-b.$$"
	fi
done
echo "bad rulesets: $n checked, $bad differ"
[ "$bad" -eq 0 ]
