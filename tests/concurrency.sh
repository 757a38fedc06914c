#!/bin/sh
# concurrency.sh ARBITER [WRITERS] [COMMANDS]
#
# Several terminals on one game at once.  WRITERS processes (default 4) each
# run a command file of COMMANDS lines (default 100) against the same game
# at the same time, while a reader asks for the status in a loop; then:
#   - every process exits 0 and prints nothing on stderr (no "database is
#     locked", no waiting message);
#   - the log holds every command once: WRITERS x COMMANDS events, numbered
#     1.. without a gap, each writer's own commands in its own order;
#   - no command was lost or interleaved: every 'give' reported the credits
#     going from X to X+1, and those reports chain from the start value to
#     the end value with no X seen twice (each command saw every change
#     committed before it, whichever process made it);
#   - 'verify' replays the log to the saved state;
# and several processes creating the same new database at once all succeed.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
writers=${2:-4}
per=${3:-100}
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-conc.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"
db=$work/game.db
fail=0
bad() { echo "FAIL concurrency: $*"; fail=1; }

"$bin" -d "$db" new bernard g --players Ann,Bob,Cleo --seed 7 \
    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null ||
    bad "new failed"
start=$("$bin" -d "$db" status --json | sed -n 's/.*"credits": *\([0-9]*\).*/\1/p' | head -1)

# writer k: gives and notes, the notes numbered so their order can be read
i=1
while [ $i -le "$writers" ]; do
	awk -v k=$i -v n="$per" 'BEGIN { for (j = 1; j <= n; j++)
	    print (j % 3 ? "give Ann 1 credits" : "note w" k "-" j) }' \
	    > "$work/w$i.cmd"
	i=$((i + 1))
done

# a reader that keeps asking while the writers write
( while [ ! -f "$work/stop" ]; do
	"$bin" -d "$db" status --json > /dev/null 2>> "$work/reader.err" ||
	    echo "status failed" >> "$work/reader.err"
	"$bin" -d "$db" log 3 > /dev/null 2>> "$work/reader.err" ||
	    echo "log failed" >> "$work/reader.err"
done ) &
reader=$!

i=1
pids=""
while [ $i -le "$writers" ]; do
	"$bin" -d "$db" -f "$work/w$i.cmd" > "$work/w$i.out" 2> "$work/w$i.err" &
	pids="$pids $!"
	i=$((i + 1))
done
k=1
for p in $pids; do
	wait "$p" || bad "writer $k exited $?"
	k=$((k + 1))
done
touch "$work/stop"
wait "$reader"

for f in "$work"/w*.err "$work/reader.err"; do
	[ -s "$f" ] && { bad "$(basename "$f"):"; head -5 "$f"; }
done

total=$((writers * per))
n=$("$bin" -d "$db" log --json | grep -c '"seq"')
[ "$n" -eq "$total" ] || bad "the log holds $n events, not $total"
"$bin" -d "$db" log --json | sed -n 's/.*"seq": *\([0-9]*\).*/\1/p' > "$work/seqs"
seq 1 "$total" | cmp -s - "$work/seqs" || bad "the events are not numbered 1..$total"

# each writer's notes in the log in its own order
i=1
while [ $i -le "$writers" ]; do
	grep '^note' "$work/w$i.cmd" | sed 's/^note //' > "$work/want$i"
	"$bin" -d "$db" log | sed -n "s/^ *[0-9]*  note \(w$i-[0-9]*\)\$/\1/p" \
	    > "$work/got$i"
	cmp -s "$work/want$i" "$work/got$i" || bad "writer $i's notes are \
lost or out of order"
	i=$((i + 1))
done

# the gives chain: X -> X+1 for X = start .. end-1, each once
gives=$(cat "$work"/w*.cmd | grep -c '^give')
cat "$work"/w*.out | sed -n 's/^Ann: credits \([0-9]*\) -> \([0-9]*\)$/\1 \2/p' |
    sort -n > "$work/chain"
awk -v s="$start" -v n="$gives" '
	{ if ($1 != s + NR - 1 || $2 != $1 + 1) bad = 1 }
	END { exit (bad || NR != n) }' "$work/chain" ||
    bad "the gives do not chain from $start by 1 ($gives expected)"
end=$("$bin" -d "$db" status --json | sed -n 's/.*"credits": *\([0-9]*\).*/\1/p' | head -1)
[ "$end" -eq $((start + gives)) ] || bad "credits end at $end, not $((start + gives))"
"$bin" -d "$db" verify > /dev/null || bad "verify failed"

# several processes creating one new database and a game each, at once
i=1
pids=""
while [ $i -le "$writers" ]; do
	"$bin" -d "$work/fresh.db" new bernard g$i --players Ann,Bob \
	    --overlay "$root/rulesets/examples/bernard-demo.yaml" \
	    > /dev/null 2> "$work/n$i.err" &
	pids="$pids $!"
	i=$((i + 1))
done
for p in $pids; do wait "$p" || bad "a concurrent 'new' failed"; done
cat "$work"/n*.err
n=$("$bin" -d "$work/fresh.db" games --json | grep -c '"name"')
[ "$n" -eq "$writers" ] || bad "$n games created at once, not $writers"

[ $fail = 0 ] && echo "ok   concurrency: $writers writers x $per commands, \
a reader, $writers concurrent creations"
exit $fail
