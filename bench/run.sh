#!/bin/sh
# bench/run.sh ARBITER BUILD: what arbiter costs, against its baselines.
#
# Builds games whose logs hold 1,000, 100,000 and 1,000,000 commands
# ($BENCH_SIZES), then times, per invocation of the real binary (a fresh
# process each time, as a user runs it; BUILD/bench/timeit runs each
# $BENCH_RUNS times and gives the median wall time and the peak memory; the
# commands compared with a baseline run alternately with it):
#   - start-up: `status` against `sqlite3 DB 'select 1'` and against `true`;
#   - one logged command (`give`: durable, WAL with synchronous=FULL)
#     against BUILD/bench/insert, a bare SQLite insert of one log row in one
#     transaction with the same settings, and the sqlite3 shell doing it;
#   - `status`, `status --json`, `log 10`, `undo` and `redo` at each length;
#   - the peak memory (ru_maxrss) of each, and of a whole `log` and
#     `export json`.
# Writes bench/RESULTS.md.  Not part of `make check`.  The games are built
# through command files, in /dev/shm when there is room (a million durable
# commands on a disk take long), then copied beside the baselines' files.
set -eu
bin=$1
build=$2
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-bench.XXXXXX")
fast=$tmp
[ -d /dev/shm ] && [ -w /dev/shm ] && fast=$(mktemp -d /dev/shm/arbiter-bench.XXXXXX)
trap 'rm -rf "$tmp" "$fast"' EXIT INT TERM
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config"
mkdir -p "$HOME"
runs=${BENCH_RUNS:-101}
sizes=${BENCH_SIZES:-1000 100000 1000000}
insert=$build/bench/insert
timeit=$build/bench/timeit

now_ns() { date +%s%N; }

# "MEDIAN MEAN MAXRSS" of $runs runs of a command (or of two, alternating:
# the six numbers)
t() { "$timeit" "$runs" "$@" || echo "0 0 0 0 0 0"; }
# the peak memory of one run
rss() { "$timeit" 1 "$@" | cut -d' ' -f3; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# a game of n commands after the setup, built in the fast place
build() {
	n=$1 db=$2
	rm -f "$db"
	"$bin" -d "$db" new bernard g --players Ann,Bob --seed 1 --no-user-overlay \
	    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null
	awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++)
	    print (i % 2 ? "take" : "give") " Ann 1 credits" }' > "$fast/cmds"
	start=$(now_ns)
	"$bin" -d "$db" -f "$fast/cmds" > /dev/null
	end=$(now_ns)
	awk -v a="$start" -v b="$end" -v n="$n" 'BEGIN { printf "%.3f", (b - a) / n / 1e6 }'
}

builds=""
for n in $sizes; do
	echo "building a game of $n commands..." >&2
	ms=$(build "$n" "$fast/g$n.db")
	[ "$fast" = "$tmp" ] || cp "$fast/g$n.db" "$tmp/g$n.db"
	rm -f "$fast/g$n.db"
	builds="$builds $n:$ms"
done
"$insert" "$tmp/insert.db"
sqlite3 "$tmp/shell.db" 'PRAGMA journal_mode = WAL; CREATE TABLE events(game, seq, time, kind, command, dice)' > /dev/null

echo "timing ($runs runs each)..." >&2
true_ms=$(t true | cut -d' ' -f1)
shell=$(t sqlite3 "$tmp/shell.db" "PRAGMA synchronous = FULL; BEGIN IMMEDIATE; \
    INSERT INTO events VALUES (1, 1, '2026-01-01T00:00:00Z', 'command', \
    'give Ann 1 credits', ''); COMMIT" | cut -d' ' -f1)
rows=""
for n in $sizes; do
	db=$tmp/g$n.db
	echo "  $n events" >&2
	set -- $(t sqlite3 "$db" 'select 1' ::: "$bin" -d "$db" status)
	sq=$1 m_sq=$3 st=$4 m_st=$6
	set -- $(t "$bin" -d "$db" status --json); stj=$1
	set -- $(t "$bin" -d "$db" log 10); lg=$1 m_lg=$3
	set -- $(t "$insert" "$tmp/insert.db" ::: "$bin" -d "$db" give Ann 1 credits)
	ins=$1 give=$4 m_give=$6
	set -- $(t "$bin" -d "$db" undo); undo=$1 m_undo=$3
	set -- $(t "$bin" -d "$db" redo); redo=$1 m_redo=$3
	m_log=$(rss "$bin" -d "$db" log)
	m_exp=$(rss "$bin" -d "$db" export json)
	rows="$rows$n $sq $st $stj $lg $ins $give $undo $redo $m_st $m_give \
$m_undo $m_redo $m_lg $m_log $m_exp $m_sq
"
done

{
	echo "# Benchmarks"
	echo
	echo "Written by \`make bench\` (bench/run.sh). Each time is the median wall"
	echo "time in milliseconds of $runs runs of a program, a fresh process each"
	echo "time (bench/timeit.c), on games whose logs hold the number of commands"
	echo "in the first column, built from a command file, one durable transaction"
	echo "each. A command and the baseline it is compared with run alternately,"
	echo "so that the rest of the machine's work weighs on both alike. The"
	echo "databases are files on $(df -T "$tmp" | awk 'NR == 2 { print $2 }'), whose fsync is real."
	echo
	echo "- date: $(date -u +%Y-%m-%d)"
	echo "- machine: $(uname -srm), $(nproc) cores, $(awk -F: '/model name/ { sub(/^ */, "", $2); print $2; exit }' /proc/cpuinfo), load $(cut -d' ' -f1-3 /proc/loadavg) at the end"
	echo "- sqlite3: $(sqlite3 --version 2>/dev/null | cut -d' ' -f1)"
	echo
	echo "## Start-up and reading: status against \`sqlite3 DB 'select 1'\`"
	echo
	echo "Target: \`status\` within 3 times the bare query, at any length."
	echo "\`true\` takes $true_ms ms."
	echo
	echo "| events | sqlite3 select 1 | status | ratio | status / true | status --json | log 10 |"
	echo "|---:|---:|---:|---:|---:|---:|---:|"
	echo "$rows" | while read -r n sq st stj lg rest; do
		[ -n "$n" ] || continue
		printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$n" "$sq" "$st" \
		    "$(ratio "$st" "$sq")" "$(ratio "$st" "$true_ms")" "$stj" "$lg"
	done
	echo
	echo "## One logged command against a bare insert"
	echo
	echo "Target: a logged command within 2 times the bare insert. \`give\`"
	echo "loads the game, applies the command to a copy of the state, appends"
	echo "the event, stores the state (and a checkpoint every 64 commands) and"
	echo "commits; the bare insert (bench/insert.c) opens a database with the"
	echo "same settings and inserts one log row in one transaction. Both close"
	echo "the database after, which checkpoints the WAL. The sqlite3 shell doing"
	echo "the same insert takes $shell ms. \`undo\` and \`redo\` are logged"
	echo "commands too, each run taking back (or restoring) one more command."
	echo
	echo "| events | bare insert | give | ratio | undo | redo |"
	echo "|---:|---:|---:|---:|---:|---:|"
	echo "$rows" | while read -r n sq st stj lg ins give undo redo rest; do
		[ -n "$n" ] || continue
		printf '| %s | %s | %s | %s | %s | %s |\n' "$n" "$ins" "$give" \
		    "$(ratio "$give" "$ins")" "$undo" "$redo"
	done
	echo
	echo "## Peak memory (KiB, ru_maxrss)"
	echo
	echo "Target: under 16 MiB (16384 KiB). \`log\` and \`export\` write an"
	echo "event at a time; what still grows with the log is the set of the"
	echo "commands on the current line of history, one bit per event, and"
	echo "SQLite's page cache (at most 2 MiB)."
	echo
	echo "| events | status | give | undo | redo | log 10 | log (all) | export json | sqlite3 select 1 |"
	echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
	echo "$rows" | while read -r n sq st stj lg ins give undo redo m1 m2 m3 m4 m5 m6 m7 m8; do
		[ -n "$n" ] || continue
		printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$n" \
		    "$m1" "$m2" "$m3" "$m4" "$m5" "$m6" "$m7" "$m8"
	done
	echo
	echo "## Where the time goes"
	echo
	echo "A logged command does the same I/O as the bare insert (one WAL write"
	echo "and its fdatasync at the commit, the checkpoint and its fdatasync when"
	echo "the database is closed; \`strace\` counts five fdatasync calls for both)."
	echo "The difference is CPU at start-up. A command neither parses the game's"
	echo "ruleset YAML (18 KB for bernard with its rules text) nor walks the"
	echo "schema: the ruleset as the schema walker left it (its image,"
	echo "core/rules/ruleset_image.c, written and read through the schema's own"
	echo "tables) is kept in the database, keyed by a hash of the texts, the"
	echo "options, the arbiter version and the schema's fingerprint, and read in"
	echo "one pass where SQLite holds it. Of \`status\` (1.82 M instructions,"
	echo "callgrind, position-independent, the default) what is left is loading"
	echo "the rules (0.39 M: reading the image 0.24 M, the checks after the walk"
	echo "0.11 M, hashing the texts 0.02 M), SQLite (opening and reading its"
	echo "schema 0.41 M, the game and its texts 0.21 M, preparing the other"
	echo "statements), the state at the head read from its JSON (0.23 M) and the"
	echo "dynamic loader (0.25 M, as for any program linked with libc); \`give\`"
	echo "adds the state written back as JSON (0.17 M) and the commit. SQLite's"
	echo "small allocations come from classes kept for reuse (db/sqlmem.c: the"
	echo "SQLite arbiter links has no lookaside memory). The baselines"
	echo "load SQLite as a shared library, some 1.2 M (insert) and 1.9 M"
	echo "(the sqlite3 shell) instructions of symbol lookups before their own"
	echo "work. (See the figures of issue 18 below.) The length of the log"
	echo "does not matter: the state at the head is saved with the game, and"
	echo "\`undo\` and \`redo\` start from a checkpoint at most 64 commands away."
	echo
	echo "## Building the games"
	echo
	echo "Through one command file (-f), one durable transaction per command,"
	echo "in $( [ "$fast" = "$tmp" ] && echo "the same place" || echo "/dev/shm (memory: no disk in the figure)"):"
	echo
	for b in $builds; do
		echo "- ${b%%:*} commands: ${b#*:} ms per command"
	done
	# bench/odds.sh's section, as it stands
	[ -f "$root/bench/RESULTS.md" ] && awk '/^<!-- odds -->/ { print ""; p = 1 } p' "$root/bench/RESULTS.md"
} > "$tmp/RESULTS.md"
cp "$tmp/RESULTS.md" "$root/bench/RESULTS.md"
cat "$root/bench/RESULTS.md"
