#!/bin/sh
# crash.sh ARBITER [COMMANDS] [MAX_DELAY_MS]
#
# Kill arbiter with SIGKILL at random instants of a long scripted session,
# and after every kill check that nothing was lost or half done:
#   - PRAGMA integrity_check says ok;
#   - every command that reported success (its --json report was printed)
#     is in the log, and the log is exactly a prefix of the log of the same
#     session run without kills: the same commands with the same dice (a
#     command is all there or not there at all);
#   - 'verify' replays the log to the saved state and the checkpoints;
#   - status --json equals that of the log exported as a script and
#     replayed with -f into a fresh database;
# then run the rest of the session from the first command not in the log,
# until all COMMANDS (default 1500) are in.  Each run is killed after a
# random delay of 0 to MAX_DELAY_MS milliseconds (by default the time
# arbiter takes to start plus four commands, measured here with this very
# binary), so that kills land while it starts (and recovers the last crash)
# and inside commands: in a transaction, a commit, an fsync.
# The loop must make progress on any machine: when 5 runs in a row save
# nothing (the machine or the binary is slower than measured, as a sanitizer
# build on a loaded VM is), the delay doubles; after 10 doublings without a
# saved command, or more than 20 runs per command, it stops with a failure
# instead of looping.
# At the end the state must equal that of the session run without kills.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
total=${2:-1500}
maxdelay=${3:-}
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-crash.XXXXXX")
# the replays only serve the comparison: in memory when there is room
scratch=$work
[ -d /dev/shm ] && [ -w /dev/shm ] &&
    scratch=$(mktemp -d /dev/shm/arbiter-crash.XXXXXX)
trap 'rm -rf "$work" "$scratch"' EXIT INT TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"
fail=0
bad() { echo "FAIL crash: $*"; fail=1; }

newgame() {
	"$bin" -d "$1" new bernard g --players Ann,Bob,Cleo --seed 3 \
	    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null
}

# The session: ledger commands, notes, digital and physical rolls, undo and
# redo, so that checkpoints are written along the way.
awk -v n="$total" 'BEGIN {
	split("give Ann 2 credits|take Ann 1 credits|note \"block %d\"|" \
	    "roll 2d6|transfer Ann Bob 1 credits|undo 1|redo 1|" \
	    "set Cleo credits %d|roll 3d6 = 1 2 3|give Bob 1 credits|" \
	    "undo 1|give Cleo 3 credits", c, "|")
	for (i = 0; i < n; i++)
		printf c[i % 12 + 1] "\n", i
}' > "$work/session"

events() {
	sqlite3 "$1" "SELECT seq, kind, command, dice, parent, depth, ref \
	    FROM events ORDER BY seq"
}

now_ns() { date +%s%N; }
newgame "$work/ref.db" || bad "new failed"
t0=$(now_ns)
"$bin" -d "$work/ref.db" -f "$work/session" > /dev/null ||
    bad "the session does not run without kills"
t1=$(now_ns)
for i in 1 2 3 4 5; do "$bin" -d "$work/ref.db" status > /dev/null; done
t2=$(now_ns)
[ -n "$maxdelay" ] || maxdelay=$(awk -v a="$t0" -v b="$t1" -v c="$t2" \
    -v n="$total" 'BEGIN { printf "%.3f", (c - b) / 5e6 + 4 * (b - a) / n / 1e6 }')
events "$work/ref.db" > "$work/ref.events"
"$bin" -d "$work/ref.db" status --json > "$work/ref.status"
[ "$(wc -l < "$work/ref.events")" -eq "$total" ] ||
    bad "the session without kills logged $(wc -l < "$work/ref.events") events"

db=$work/game.db
newgame "$db" || bad "new failed"
pos=0
kills=0
runs=0
cut=0
stuck=0
grown=0
maxruns=$((total * 20 + 100))
while [ $pos -lt "$total" ] && [ $fail = 0 ]; do
	if [ $runs -ge $maxruns ]; then
		bad "$runs runs for $pos of $total commands (kills at up to \
$maxdelay ms): no steady progress; is the binary this slow to start?"
		break
	fi
	if [ $stuck -ge 5 ]; then
		if [ $grown -ge 10 ]; then
			bad "no command saved in $stuck runs at up to $maxdelay ms \
after $grown doublings of the delay: the binary never gets to commit"
			break
		fi
		maxdelay=$(awk -v m="$maxdelay" 'BEGIN { printf "%.3f", m * 2 }')
		grown=$((grown + 1))
		stuck=0
	fi
	runs=$((runs + 1))
	tail -n +$((pos + 1)) "$work/session" > "$work/rest"
	delay=$(awk -v s="$runs$$" -v m="$maxdelay" \
	    'BEGIN { srand(s); printf "%.4f", rand() * m / 1000 }')
	# emptied here: a kill may come before the child opens them
	: > "$work/out"
	: > "$work/err"
	"$bin" -d "$db" --json -f "$work/rest" > "$work/out" 2> "$work/err" &
	pid=$!
	sleep "$delay"
	kill -KILL $pid 2> /dev/null && kills=$((kills + 1))
	wait $pid 2> /dev/null
	st=$?
	[ $st -eq 0 ] || [ $st -eq 137 ] || {
		bad "run $runs exited $st"; cat "$work/err"; break; }
	ic=$(sqlite3 "$db" 'PRAGMA integrity_check' 2>&1)
	[ "$ic" = ok ] || { bad "after kill $kills: integrity_check: $ic"; break; }
	n=$(sqlite3 "$db" 'SELECT count(*) FROM events')
	reported=$(grep -c '^  "seq"' "$work/out")
	last=$(sed -n 's/^  "seq": \([0-9]*\),*$/\1/p' "$work/out" | tail -1)
	[ "$reported" -eq 0 ] || [ "$last" -eq $((pos + reported)) ] ||
	    bad "after kill $kills: reports out of order (last $last)"
	[ "$n" -ge $((pos + reported)) ] ||
	    bad "after kill $kills: $reported commands reported done from \
#$((pos + 1)), the log ends at #$n"
	events "$db" > "$work/events"
	head -n "$n" "$work/ref.events" | cmp -s - "$work/events" ||
	    bad "after kill $kills: the log is not a prefix of the session's"
	if [ "$n" -ne $pos ] || [ $runs -eq 1 ]; then
		"$bin" -d "$db" verify > /dev/null 2> "$work/verr" ||
		    bad "after kill $kills: verify: $(cat "$work/verr")"
		"$bin" -d "$db" export script > "$work/script" &&
		rm -f "$scratch/replay.db" &&
		"$bin" -d "$scratch/replay.db" -f "$work/script" > /dev/null ||
		    bad "after kill $kills: the exported log does not replay"
		"$bin" -d "$db" status --json > "$work/s1"
		"$bin" -d "$scratch/replay.db" status --json > "$work/s2"
		cmp -s "$work/s1" "$work/s2" ||
		    bad "after kill $kills: status differs from the replay"
	fi
	[ "$n" -gt $pos ] && [ $st -ne 0 ] && cut=$((cut + 1))
	if [ "$n" -gt $pos ]; then stuck=0; else stuck=$((stuck + 1)); fi
	pos=$n
done
if [ $fail = 0 ]; then
	"$bin" -d "$db" status --json | cmp -s - "$work/ref.status" ||
	    bad "the final state differs from the session without kills"
fi
[ $fail = 0 ] && echo "ok   crash: $total commands, $kills kills at up to $maxdelay ms \
($cut of them after at least one command was saved; the delay doubled $grown times)"
exit $fail
