#!/bin/sh
# run-scenarios.sh ARBITER [--update] [NAME...]
#
# Runs every tests/scenarios/NAME.cmd with the real binary, one process per
# line as a user would type it in a shell, and compares what it prints with
# tests/scenarios/NAME.out.  --update rewrites the .out files (read the diff
# before committing it).
#
# A .cmd file holds one command line per line (arguments to arbiter, run
# with -d pointing at the scenario's own database), and these directives:
#   # ...            a comment, not echoed
#   !refuse ARGS     run ARGS, which must fail, and check that the game did
#                    not change: status --json, log --json and export json
#                    are the same before and after
#   !replay          export the game as a script, replay it with -f into a
#                    fresh database and check that status --json is the same
#   !sh COMMAND      run a shell command; $A is "arbiter -d DB", $T a scratch
#                    directory, $R the source tree
# Timestamps are masked as TIME in what is compared.  $SNAPSHOT_BIN, when
# set, is the binary that takes the snapshots of !refuse and !replay (the
# checks, not the commands of the scenario): tests/valgrind.sh runs the
# scenario's own commands under valgrind and the checks without it.
# SNAPSHOT_BIN=none takes no snapshot for a refusal (the refusal runs, its
# output and status are compared): make check's sanitized run, whose
# plain twin run checks that no refusal changes the game.
set -u

bin=$1
shift
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
update=0
if [ "${1:-}" = --update ]; then update=1; shift; fi
names="$*"
if [ -z "$names" ]; then
	for f in "$here"/scenarios/*.cmd; do names="$names $(basename "$f" .cmd)"; done
fi

export ARBITER_RULESET_PATH="$root/rulesets"
export NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME XDG_STATE_HOME COLUMNS LINES PAGER
# The databases in memory where the machine has a tmpfs for it: each
# command's commit waits for its fsync on a disk, some tenth of the run's
# time, and what is tested (the program's output and state) is the same
# (tests/crash.sh and tests/damage.sh test the disk's part).
# SCENARIO_TMPDIR names another place.
base=${SCENARIO_TMPDIR:-}
if [ -z "$base" ]; then
	base=${TMPDIR:-/tmp}
	[ -d /dev/shm ] && [ -w /dev/shm ] && base=/dev/shm
fi
work=$(mktemp -d "$base/arbiter-scen.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"

mask() {
	sed -e 's/[0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}T[0-9:]\{8\}Z/TIME/g' \
	    -e "s|$root|ROOT|g" -e "s|$work|WORK|g"
}

# A snapshot is status --json, log --json and export json, read by one
# process (-f prints what the three commands print one after the other;
# where there is no game it stops at the first, which says so).
check=${SNAPSHOT_BIN:-$bin}
snap=1
[ "$check" = none ] && { snap=0; check=$bin; }
printf 'status --json\nlog --json\nexport json\n' > "$work/snapshot"
snapshot() {
	"$check" -d "$1" -f "$work/snapshot" 2>&1
}

run_one() {
	name=$1
	T="$work/$name"
	rm -rf "$T"
	mkdir -p "$T"
	db="$T/game.db"
	A="$bin -d $db"
	R=$root
	# a home of its own: scenarios run side by side, and one's user
	# overlay or configuration must not reach another's commands
	HOME="$work/homes/$name"
	XDG_CONFIG_HOME="$HOME/.config"
	mkdir -p "$HOME"
	export A T R HOME XDG_CONFIG_HOME
	cd "$root" || exit 1
	# after a refusal the game is what its snapshot shows: a refusal
	# that follows it at once starts from that snapshot
	last=
	while IFS= read -r line || [ -n "$line" ]; do
		case $line in
		''|'#'*) continue ;;
		esac
		prev=$last
		last=$line
		case $line in
		'!refuse '*)
			args=${line#!refuse }
			printf "$ arbiter %s\n" "$args"
			[ $snap = 0 ] && prev=
			case $prev in
			'!refuse '*) mv "$T/after" "$T/before" ;;
			*) [ $snap = 0 ] || snapshot "$db" > "$T/before" ;;
			esac
			eval "\"\$bin\" -d \"\$db\" $args" 2>&1
			st=$?
			[ $st -ne 0 ] && echo "[exit $st]"
			[ $st -eq 0 ] && echo "!! expected a refusal"
			[ $snap = 0 ] && continue
			snapshot "$db" > "$T/after"
			cmp -s "$T/before" "$T/after" || {
				echo "!! the refused command changed the game:"
				diff "$T/before" "$T/after" | head -20
			}
			;;
		'!replay')
			echo "\$ (export script, replay with -f into a fresh database)"
			"$bin" -d "$db" export script > "$T/script" 2>&1
			rm -f "$T/replay.db"
			"$bin" -d "$T/replay.db" -f "$T/script" > "$T/replay.out" 2>&1 ||
			    { echo "!! the replay failed:"; tail -5 "$T/replay.out"; }
			"$check" -d "$db" status --json > "$T/s1" 2>&1
			"$check" -d "$T/replay.db" status --json > "$T/s2" 2>&1
			if cmp -s "$T/s1" "$T/s2"; then
				echo "replay: status --json identical"
			else
				echo "!! the replay differs:"
				diff "$T/s1" "$T/s2" | head -20
			fi
			;;
		'!sh '*)
			cmd=${line#!sh }
			printf "$ %s\n" "$cmd"
			# a command that waits for ever (a terminal left
			# waiting for input) fails the scenario, not the run
			timeout -k 5 "${SCENARIO_SH_TIMEOUT:-120}" sh -c "$cmd" 2>&1
			st=$?
			[ $st -ne 0 ] && echo "[exit $st]"
			;;
		*)
			printf "$ arbiter %s\n" "$line"
			eval "\"\$bin\" -d \"\$db\" $line" 2>&1
			st=$?
			[ $st -ne 0 ] && echo "[exit $st]"
			;;
		esac
	done < "$here/scenarios/$name.cmd"
}

# Run the scenarios, several at a time (each has its own directory and
# database), then compare them in order.  Each runner takes the next
# scenario no other has taken (mkdir claims it, atomically), so that
# none is left alone with a long tail of them.
jobs=${SCENARIO_JOBS:-$(nproc 2>/dev/null || echo 1)}
fail=0
present=""
for name in $names; do
	if [ ! -f "$here/scenarios/$name.cmd" ]; then
		echo "run-scenarios: no scenario '$name'" >&2
		fail=1
	else
		present="$present $name"
	fi
done
mkdir "$work/taken"
# The longest first (by their commands, a replay counting as the four
# processes it runs), so that the run does not end on one long scenario
# while the other runners have nothing left; reported in name order.
order=$(cd "$here/scenarios" &&
    for name in $present; do echo "$name.cmd"; done |
    xargs awk 'FNR == 1 { n[FILENAME] += 0 }
	/^!replay/ { n[FILENAME] += 4; next }
	NF && !/^#/ { n[FILENAME]++ }
	END { for (f in n) print n[f], f }' |
    sort -k1,1nr -k2,2 | sed 's/^[0-9]* //; s/\.cmd$//')
group=0
while [ "$group" -lt "$jobs" ]; do
	(
		for name in $order; do
			mkdir "$work/taken/$name" 2> /dev/null || continue
			run_one "$name" 2>&1 | mask > "$work/$name.actual"
		done
	) &
	group=$((group + 1))
done
wait
for name in $present; do
	if [ $update = 1 ]; then
		cp "$work/$name.actual" "$here/scenarios/$name.out"
		echo "updated $name"
	elif [ ! -f "$here/scenarios/$name.out" ]; then
		echo "FAIL $name: no expected output (run with --update and review it)"
		fail=1
	elif diff -u "$here/scenarios/$name.out" "$work/$name.actual" > "$work/$name.diff"; then
		echo "ok   $name"
	else
		echo "FAIL $name:"
		head -60 "$work/$name.diff"
		fail=1
	fi
done
exit $fail
