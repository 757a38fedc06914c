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
# one awk for every file (a process or three an include took two seconds)
awk '
function level(l) {
	if (l == "base" || l == "expr") return 0
	if (l == "dice") return 1
	if (l == "combat" || l == "board") return 2
	if (l == "rules") return 3
	if (l == "state") return 4
	if (l == "act") return 5
	if (l == "engine") return 6
	if (l == "mech") return 7
	if (l == "play") return 8
	return 99
}
FNR == 1 {
	split(FILENAME, part, "/")
	l = part[2]
	lv = level(l)
	bare = 0
	if (lv == 99) {
		print "FAIL layers: " FILENAME " is in no layer (" l "); name it in tests/check-layers.sh"
		fail = 1
	}
}
lv == 99 { next }
/^#include "core\/[a-z]*\/[a-z_0-9]*\.h"/ {
	m = $0
	sub(/^#include "core\//, "", m)
	sub(/\/.*/, "", m)
	n++
	if (level(m) > lv) {
		print "FAIL layers: " FILENAME " (" l ") includes a header of " m ", a layer above it"
		fail = 1
	}
}
/^#include "[a-z_0-9]*\.h"/ && !bare++ {
	print "FAIL layers: " FILENAME " includes a header without its path"
	fail = 1
}
END {
	if (!fail)
		print "ok   layers: " n " includes in core/, none upward"
	exit fail
}' core/*/*.c core/*/*.h
