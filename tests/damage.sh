#!/bin/sh
# damage.sh ARBITER [COPIES]
#
# Damaged database files: COPIES (default 40) copies of a game's database,
# each with a run of random bytes written over it at a random place (the
# header, the schema, the games, the log, the checkpoints), are given to
# status, log, verify, export and a logged command.  None may crash: each
# exits 0 to 4, and whenever it does not exit 0 it says why on stderr
# ("arbiter: ...").  A damage SQLite or arbiter detects must be refused as
# bad data (3), or, for a command, possibly as the environment (4); damage
# in unused space may go unnoticed (0).  The bytes are drawn from a fixed
# seed, so a failure is reproduced by running the test again.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
copies=${2:-40}
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-damage.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"
fail=0
bad() { echo "FAIL damage: $*"; fail=1; }

db=$work/game.db
"$bin" -d "$db" new bernard g --players Ann,Bob,Cleo --seed 5 \
    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null &&
    awk 'BEGIN { for (i = 0; i < 150; i++)
	if (i % 3) print "give Ann 1 credits"
	else if (i % 2) print "note n" i
	else print "roll 2d6" }' > "$work/cmds" &&
    "$bin" -d "$db" -f "$work/cmds" > /dev/null || bad "cannot build the game"
size=$(wc -c < "$db")

# copy k: count bytes at offset, both drawn from seed k
awk -v n="$copies" -v size="$size" 'BEGIN { srand(20261122)
	for (k = 1; k <= n; k++) {
		count = 1 + int(rand() * 64)
		off = k <= 3 ? int(rand() * 100) : int(rand() * (size - count))
		printf "%d %d %d\n", k, off, count
	}
}' > "$work/plan"

detected=0
while read -r k off count; do
	cp "$db" "$work/d.db"
	awk -v k="$k" -v n="$count" 'BEGIN { srand(k)
	    for (i = 0; i < n; i++) printf "%c", 1 + int(rand() * 255) }' \
	    > "$work/bytes"
	dd if="$work/bytes" of="$work/d.db" bs=1 seek="$off" conv=notrunc \
	    2> /dev/null
	for cmd in status "log 5" verify "export json" "give Ann 1 credits"; do
		# shellcheck disable=SC2086
		"$bin" -d "$work/d.db" $cmd > "$work/out" 2> "$work/err"
		st=$?
		if [ $st -gt 4 ]; then
			bad "copy $k (bytes $off..$((off + count))): '$cmd' exited $st"
			head -5 "$work/err"
		elif [ $st -ne 0 ] && ! grep -q '^arbiter: ' "$work/err"; then
			bad "copy $k: '$cmd' exited $st without a message"
		elif [ $st -eq 3 ]; then
			detected=$((detected + 1))
		fi
	done
done < "$work/plan"
[ $fail = 0 ] && echo "ok   damage: $copies damaged copies, 5 commands \
each, $detected refusals as bad data"
exit $fail
