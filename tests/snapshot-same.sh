#!/bin/sh
# snapshot-same.sh [-r] OLD NEW [NAME...]: the saved states of two
# binaries for the same commands, byte for byte; with -r, the rows the
# commands wrote besides (games, events, texts; the times left out), for
# a change to how db/ writes them.  Runs each scenario's commands
# (tests/scenarios/NAME.cmd, its directives left out) with OLD and with
# NEW into a database of each, and compares games.state and
# checkpoints.state.  For a change that must keep the snapshot format (a
# saved game loads): OLD is main's binary.  Not part of make check (a few
# minutes for every scenario).
set -u
rows=
[ "${1:-}" = -r ] && { rows=1; shift; }
[ $# -ge 2 ] || { echo "usage: snapshot-same.sh [-r] OLD NEW [NAME...]" >&2; exit 2; }
old=$1 new=$2
shift 2
case $old in /*) ;; *) old=$(pwd)/$old ;; esac
case $new in /*) ;; *) new=$(pwd)/$new ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
names="$*"
if [ -z "$names" ]; then
	for f in tests/scenarios/*.cmd; do names="$names $(basename "$f" .cmd)"; done
fi
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME XDG_STATE_HOME
w=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-same.XXXXXX")
trap 'rm -rf "$w"' EXIT INT TERM
export HOME="$w/home"
mkdir -p "$HOME"
n=0 differ=0
for name in $names; do
	for which in old new; do
		eval bin=\$$which
		db="$w/$name.$which.db"
		grep -v '^[#!]' "tests/scenarios/$name.cmd" | grep -v '^$' |
		    while IFS= read -r line; do
			eval "\"$bin\" -d \"$db\" $line" </dev/null >/dev/null 2>&1
		done
		if [ -f "$db" ]; then
			sqlite3 "$db" "SELECT id, name, state_seq, state FROM games ORDER BY id; SELECT game, seq, state FROM checkpoints ORDER BY game, seq;"
			[ -z "$rows" ] || sqlite3 "$db" "SELECT id, name, \
			    ruleset, seed, players, options, head, tip, \
			    nevents FROM games ORDER BY id; SELECT game, seq, \
			    kind, command, dice, parent, depth, ref, line FROM \
			    events ORDER BY game, seq; SELECT game, ord, name, \
			    text, since FROM texts ORDER BY game, ord;"
		else
			echo "no database"
		fi > "$w/$name.$which.txt"
	done
	n=$((n + 1))
	if ! cmp -s "$w/$name.old.txt" "$w/$name.new.txt"; then
		echo "FAIL snapshot-same: $name: the saved states${rows:+ or rows} differ"
		differ=$((differ + 1))
	fi
done
echo "snapshot-same: $n scenarios, $differ with saved states that differ"
[ $differ = 0 ]
