#!/bin/sh
# check-layers.sh: core/ is built in layers, and a file includes headers of
# its own layer or of the layers below it, never above:
#
#   base expr    diagnostics, strings, JSON, the YAML tree, the schema
#                walker; integer expressions
#   dice         dice expressions and their odds
#   combat board declared combats and their odds; regions, groups, hexes
#   rules        a ruleset: its schema, its checks, its declared parts
#   state        the state of a game, and its snapshots
#   act          the command in hand: reports, refusals, words
#   engine       declared actions and effects at the table
#   mech         the program's mechanisms and the turn machinery
#   play         the command table, the dispatcher, a new game
#
# and core/ includes neither SQLite nor readline (check-security.sh).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
level() {
	case $1 in
	base|expr) echo 0 ;; dice) echo 1 ;; combat|board) echo 2 ;;
	rules) echo 3 ;; state) echo 4 ;; act) echo 5 ;; engine) echo 6 ;;
	mech) echo 7 ;; play) echo 8 ;; *) echo 99 ;;
	esac
}
fail=0
n=0
for f in core/*/*.c core/*/*.h; do
	l=$(basename "$(dirname "$f")")
	lv=$(level "$l")
	if [ "$lv" = 99 ]; then
		echo "FAIL layers: $f is in no layer ($l); name it in tests/check-layers.sh"
		fail=1
		continue
	fi
	for m in $(sed -n 's|^#include "core/\([a-z]*\)/[a-z_0-9]*\.h".*|\1|p' "$f"); do
		n=$((n + 1))
		if [ "$(level "$m")" -gt "$lv" ]; then
			echo "FAIL layers: $f ($l) includes a header of $m, a layer above it"
			fail=1
		fi
	done
	if grep -q '^#include "[a-z_0-9]*\.h"' "$f"; then
		echo "FAIL layers: $f includes a header without its path"
		fail=1
	fi
done
[ $fail = 0 ] && echo "ok   layers: $n includes in core/, none upward"
exit $fail
