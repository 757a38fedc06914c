#!/bin/sh
# check-man.sh ARBITER: the manual pages are clean under mandoc -T lint, the
# game pages are what `arbiter rules ID --mdoc` makes from the rulesets,
# arbiter(1) lists every command of the command table, and man(1) splits no
# word at a line's end.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets"
fail=0
cd "$root" || exit 1
for f in man/*.1 man/*.5 man/*.7; do
	out=$(mandoc -T lint -W warning "$f" 2>&1)
	if [ -n "$out" ]; then
		echo "FAIL mandoc -T lint $f:"
		echo "$out" | head -10
		fail=1
	fi
done
for y in rulesets/*.yaml; do
	id=$(basename "$y" .yaml)
	if ! "$bin" rules "$id" --mdoc | cmp -s - "man/arbiter-$id.7"; then
		echo "FAIL man/arbiter-$id.7 is not what rulesets/$id.yaml makes; run 'make man'"
		fail=1
	fi
done
for name in $("$bin" help --names); do
	if ! grep -q "^\.It Cm $name\( \|$\)" man/arbiter.1; then
		echo "FAIL man/arbiter.1 does not describe the command '$name' (.It Cm $name)"
		fail=1
	fi
done
# and every command a shipped ruleset declares (its 'actions:')
for y in rulesets/*.yaml; do
	id=$(basename "$y" .yaml)
	for name in $("$bin" rules "$id" commands |
	    sed -n "s/^  - '\([a-z][a-z0-9-]*\).*/\1/p" | sort -u); do
		if ! grep -q "^\.It Cm $name\( \|$\)" man/arbiter.1; then
			echo "FAIL man/arbiter.1 does not describe the command '$name' of $id (.It Cm $name)"
			fail=1
		fi
	done
done
# SEE ALSO of arbiter(1) points to every game's page
seealso=$(sed -n '/^\.Sh SEE ALSO/,/^\.Sh /p' man/arbiter.1)
for y in rulesets/*.yaml; do
	id=$(basename "$y" .yaml)
	if ! printf '%s\n' "$seealso" | grep -q "^\.Xr arbiter-$id 7"; then
		echo "FAIL man/arbiter.1 does not name arbiter-$id(7) in SEE ALSO"
		fail=1
	fi
done
# No word split at a line's end, by hyphenation or at a hyphen of its own
# ('hold-count=turn-end'): '/' in the pager finds every word.  Rendered as
# man(1) shows them, at 80 columns; groff's hyphen is U+2010 on a UTF-8
# terminal, '-' on others.
if command -v man > /dev/null; then
	for f in man/*.1 man/*.5 man/*.7; do
		split=$(MANWIDTH=80 MANPAGER=cat PAGER=cat man -l "$f" 2>/dev/null |
		    grep -E '[[:alpha:]](-|‐)$')
		if [ -n "$split" ]; then
			echo "FAIL $f splits words at a line's end (man -l, 80 columns):"
			printf '%s\n' "$split" | head -5
			fail=1
		fi
	done
else
	echo "FAIL man(1) is missing ('make deps' installs man-db)"
	fail=1
fi
[ $fail = 0 ] && echo "ok   manual pages"
exit $fail
