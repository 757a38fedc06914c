#!/bin/sh
# run-bad-input.sh ARBITER [--update] [NAME...]
#
# The corpus of bad inputs: tests/bad-input/NAME.cmd, each line a case that
# arbiter must refuse, run as one process on a database holding a bernard
# game in its first round (Ann, Bob and Cleo).  What it prints and its exit
# status are compared with tests/bad-input/NAME.out, and every database file
# of the case's directory (the game's, and any other *.db the case made,
# with their -wal and -shm files) must be byte for byte as it was before:
# a refused command writes nothing.  Lines:
#   ARGS             arbiter ARGS (with -d pointing at the game), refused
#   !sh COMMAND      a shell command run first (making input files), not a
#                    case; $A is "arbiter -d DB", $T the case directory, $R
#                    the source tree, $reader runs a command as a user
#                    without write permission (tests/as-reader.sh)
#   !case COMMAND    a shell command that runs arbiter and must fail with
#                    nothing changed (for -f, stdin, environment variables)
#   !ok ARGS         arbiter ARGS, which must succeed: a bad-looking input
#                    that is accepted, shown as it is stored
#   !ok-sh COMMAND   a shell command that must succeed, shown with its output
#   # ...            a comment
# --update rewrites the .out files: read every line before committing.
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
	for f in "$here"/bad-input/*.cmd; do names="$names $(basename "$f" .cmd)"; done
fi

export ARBITER_RULESET_PATH="$root/rulesets"
export NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME XDG_STATE_HOME COLUMNS LINES PAGER
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-bad.XXXXXX")
trap 'chmod -R u+w "$work"; rm -rf "$work"' EXIT INT TERM
chmod 755 "$work"	# tests/as-reader.sh runs cases as another user

export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"

mask() {
	sed -e 's/[0-9]\{4\}-[0-9]\{2\}-[0-9]\{2\}T[0-9:]\{8\}Z/TIME/g' \
	    -e "s|$root|ROOT|g" -e "s|$work|WORK|g"
}

# Every database file of the case directory with its checksum, by one
# cksum (a pattern that names no file is left out, with its complaint):
# a process where two a file and a cmp took half the plain run's time.
snapshot() {
	cksum "$T"/*.db "$T"/*.db-wal "$T"/*.db-shm 2> /dev/null
}

# Run one case: $1 is the command to eval, $2 what to show.
refused() {
	printf '$ %s\n' "$2"
	before=$(snapshot)
	eval "$1" 2>&1
	st=$?
	[ $st -ne 0 ] && echo "[exit $st]"
	[ $st -eq 0 ] && echo "!! expected a refusal"
	[ $st -gt 4 ] && echo "!! exit status above 4: a crash?"
	after=$(snapshot)
	[ "$before" = "$after" ] || {
		echo "!! the refused command changed a database:"
		printf '%s\n' "$before" > "$T/.before"
		printf '%s\n' "$after" > "$T/.after"
		diff "$T/.before" "$T/.after"
	}
	cases=$((cases + 1))
}

run_one() {
	name=$1
	T="$work/$name"
	rm -rf "$T"
	mkdir -p "$T"
	db="$T/game.db"
	A="$bin -d $db"
	R=$root
	reader="sh $here/as-reader.sh"
	export A T R reader
	cd "$root" || exit 1
	"$bin" -d "$db" new bernard g --players Ann,Bob,Cleo --seed 1 \
	    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null &&
	    "$bin" -d "$db" next > /dev/null && "$bin" -d "$db" next > /dev/null ||
	    echo "!! the game could not be set up"
	cases=0
	while IFS= read -r line || [ -n "$line" ]; do
		case $line in
		''|'#'*) continue ;;
		'!sh '*)
			sh -c "${line#!sh }" > "$T/.sh.out" 2>&1 ||
			    { echo "!! failed: $line"; cat "$T/.sh.out"; }
			;;
		'!case '*)
			refused "sh -c \"\${line#!case }\"" "${line#!case }"
			;;
		'!ok-sh '*)
			printf '$ %s\n' "${line#!ok-sh }"
			if ! sh -c "${line#!ok-sh }" 2>&1; then
				echo "!! expected success"
			fi
			;;
		'!ok '*)
			args=${line#!ok }
			printf '$ arbiter %s\n' "$args"
			eval "\"\$bin\" -d \"\$db\" $args" 2>&1
			st=$?
			[ $st -ne 0 ] && echo "[exit $st]" && echo "!! expected success"
			;;
		*)
			refused "\"\$bin\" -d \"\$db\" $line" "arbiter $line"
			;;
		esac
	done < "$here/bad-input/$name.cmd"
	echo "($cases cases)"
}

fail=0
total=0
for name in $names; do
	if [ ! -f "$here/bad-input/$name.cmd" ]; then
		echo "run-bad-input: no file '$name'" >&2
		fail=1
		continue
	fi
	run_one "$name" 2>&1 | mask > "$work/$name.actual"
	n=$(sed -n 's/^(\([0-9]*\) cases)$/\1/p' "$work/$name.actual")
	total=$((total + ${n:-0}))
	if grep -q '^!!' "$work/$name.actual"; then
		echo "FAIL bad input $name:"
		grep -B3 -A3 '^!!' "$work/$name.actual" | head -40
		fail=1
	elif [ $update = 1 ]; then
		cp "$work/$name.actual" "$here/bad-input/$name.out"
		echo "updated $name ($n cases)"
	elif [ ! -f "$here/bad-input/$name.out" ]; then
		echo "FAIL $name: no expected output (run with --update and review it)"
		fail=1
	elif diff -u "$here/bad-input/$name.out" "$work/$name.actual" > "$work/$name.diff"; then
		echo "ok   bad input $name ($n cases)"
	else
		echo "FAIL bad input $name:"
		head -60 "$work/$name.diff"
		fail=1
	fi
done
echo "bad input: $total cases"
exit $fail
