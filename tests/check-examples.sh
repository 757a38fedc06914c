#!/bin/sh
# check-examples.sh ARBITER: the examples of the manual run as shown.
#
# arbiter-ruleset(5), WRITING A NEW GAME, builds a ruleset file in steps:
# each literal block after a line '.\" example FILE' is appended to FILE,
# and each block after '.\" run' holds command lines ('$ arbiter ...') with
# what they print.  They are run in order in a scratch directory with a
# database of its own, and what they print (standard output and error) must
# be exactly what the page shows.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-ex.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
export ARBITER_DB="$work/examples.db"
unset XDG_DATA_HOME COLUMNS LINES PAGER
mkdir -p "$HOME"
fail=0
page=$root/man/arbiter-ruleset.5

# The blocks, unescaped (\& dropped, \e a backslash), each introduced by a
# line "@example FILE" or "@run" and ended by "@end".
awk '
/^\.\\" example / { kind = "@example " $3; next }
/^\.\\" run$/ { kind = "@run"; next }
/^\.Bd -literal/ { if (kind != "") { print kind; inblock = 1 }; next }
/^\.Ed/ { if (inblock) print "@end"; inblock = 0; kind = ""; next }
inblock { gsub(/\\&/, ""); gsub(/\\e/, "\\"); print }
' "$page" > "$work/blocks"
[ -s "$work/blocks" ] || { echo "FAIL examples: no example in $page"; exit 1; }

cd "$work" || exit 1
n=0
runs=0
mode=
while IFS= read -r line; do
	case $mode:$line in
	*:@example\ *) mode=example; file=${line#@example }; continue ;;
	*:@run) mode=run; : > want; : > got; continue ;;
	example:@end) mode=; continue ;;
	run:@end)
		if ! cmp -s want got; then
			echo "FAIL examples: block $runs of $page prints otherwise:"
			diff want got | head -20
			fail=1
		fi
		mode=; continue ;;
	example:*) printf '%s\n' "$line" >> "$file"; continue ;;
	run:\$\ arbiter\ *)
		runs=$((runs + 1))
		printf '%s\n' "$line" >> want
		printf '%s\n' "$line" >> got
		eval "\"\$bin\" ${line#\$ arbiter }" >> got 2>&1
		n=$((n + 1))
		continue ;;
	run:*) printf '%s\n' "$line" >> want; continue ;;
	esac
done < blocks
[ $fail = 0 ] && echo "ok   examples: $n commands of arbiter-ruleset(5) as shown"
exit $fail
