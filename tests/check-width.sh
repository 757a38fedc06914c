#!/bin/sh
# check-width.sh ARBITER: the output fits the width it is given, escape
# codes go only to a terminal that shows them, and long text goes through
# the pager only on a terminal (issue 16, items 3 and 5).
#
# A game of each shipped ruleset is set up; status, what, help, rules and
# the pictures (orbits, map) are drawn at COLUMNS=60, 80 and 200: no line
# may be longer.  A terminal is made with script(1).
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-width.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
export ARBITER_RULESET_PATH="$root/rulesets" HOME="$work" NO_COLOR=
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_STATE_HOME PAGER LINES COLUMNS
fail=0
A="$bin -d $work/w.db"
cd "$root" || exit 1

$A new bernard b --players Ann,Bob,Cleo --seed 1 \
    --overlay rulesets/examples/bernard-demo.yaml > /dev/null &&
$A next > /dev/null && $A next > /dev/null &&
$A new albedo al --players Ann,Bob,Cleo,Dan,Eve --seed 1 > /dev/null &&
$A new aldarra-reborn ar --players Ann,Bob,Cleo --seed 1 \
    --overlay tests/data/aldarra-test-values.yaml > /dev/null &&
$A lay random > /dev/null &&
$A new adellos ad --players Ann,Bob --seed 1 \
    --overlay tests/data/adellos-test.yaml > /dev/null &&
$A new ashes-of-empire as --players Ann,Bob --seed 1 > /dev/null &&
$A new rulesets/examples/conquest.yaml cq --players Ann,Bob --seed 1 \
    > /dev/null ||
    { echo "FAIL width: the games could not be set up"; exit 1; }

n=0
for g in b al ar ad as cq; do
	rs=$($A -g $g status --json |
	    sed -n 's/^  "ruleset": "\(.*\)",$/\1/p')
	for w in 60 80 200; do
		for cmd in status what help "rules $rs" "rules $rs --topics" \
		    orbits map worlds log "odds 100 vs 90"; do
			# a battle's odds: its lists of sides left wrap at
			# the width; its other lines are whole outcomes,
			# up to 72 wide, for 80 columns and more
			case $cmd:$w in odds*:60) continue ;; esac
			out=$(COLUMNS=$w $A -g $g $cmd 2>/dev/null) || continue
			n=$((n + 1))
			long=$(printf '%s\n' "$out" | awk -v w=$w \
			    'length($0) > w { print; exit }')
			if [ -n "$long" ]; then
				echo "FAIL width: '$cmd' of $g at $w columns:"
				echo "  $long"
				fail=1
			fi
		done
	done
done
[ $n -ge 60 ] || { echo "FAIL width: only $n outputs drawn"; fail=1; }

# a terminal: colour unless TERM=dumb or NO_COLOR; the pager for long text
tty() {	# tty CMD ENV...: what script(1) shows of "arbiter CMD" on a tty
	cmd=$1
	shift
	script -qec "env $* $A -g b $cmd" /dev/null 2>&1
}
esc=$(printf '\033')
if command -v script > /dev/null; then
	case $(tty status TERM=xterm LINES=500) in *"$esc["*) ;; *)
		echo "FAIL width: no colour on a terminal"; fail=1 ;; esac
	case $(tty status TERM=dumb LINES=500) in *"$esc"*)
		echo "FAIL width: escape codes with TERM=dumb"; fail=1 ;; esac
	case $(tty status TERM=xterm NO_COLOR=1 LINES=500) in *"$esc"*)
		echo "FAIL width: escape codes with NO_COLOR"; fail=1 ;; esac
	paged=$(tty help TERM=dumb COLUMNS=500 LINES=10 "PAGER='sed s/^/paged:/'" |
	    grep -c '^paged:')
	lines=$($A -g b help | wc -l)
	[ "$paged" = "$lines" ] ||
	    { echo "FAIL width: $paged of $lines lines paged"; fail=1; }
	paged=$(tty help TERM=dumb LINES=500 "PAGER='sed s/^/paged:/'" |
	    grep -c '^paged:')
	[ "$paged" = 0 ] ||
	    { echo "FAIL width: a short text went to the pager"; fail=1; }
	# a pager that is not there: the text all the same
	got=$(tty help TERM=dumb LINES=10 PAGER=no-such-pager-here |
	    grep -c 'commands of a bernard game')
	[ "$got" = 1 ] ||
	    { echo "FAIL width: no text without the pager"; fail=1; }
else
	echo "FAIL width: script(1) is missing (bsdutils)"; fail=1
fi
# piped: never the pager
paged=$(LINES=10 PAGER='sed s/^/paged:/' $A -g b help | grep -c '^paged:')
[ "$paged" = 0 ] || { echo "FAIL width: the pager ran on a pipe"; fail=1; }
[ $fail = 0 ] && echo "ok   width: $n outputs at 60, 80 and 200 columns fit; colour, TERM=dumb, NO_COLOR and the pager"
exit $fail
