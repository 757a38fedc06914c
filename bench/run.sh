#!/bin/sh
# bench/run.sh ARBITER: how the cost of reading a game grows with its log.
#
# Builds games with 1,000 and 100,000 logged commands and times, per
# invocation of the real binary (a fresh process each time, as a user runs
# it): `status`, `status --json`, `log 10`, an undo followed by a redo, and
# one logged command, beside `true` and `sqlite3 DB 'select 1'` as
# references.  Writes bench/RESULTS.md.  Not part of `make check`.
set -eu
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets"
export NO_COLOR=1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
runs=${BENCH_RUNS:-200}

now_ns() { date +%s%N; }

# mean milliseconds per run of a command
per_run() {
	n=$1
	shift
	start=$(now_ns)
	i=0
	while [ $i -lt "$n" ]; do
		"$@" > /dev/null 2>&1
		i=$((i + 1))
	done
	end=$(now_ns)
	awk -v a="$start" -v b="$end" -v n="$n" 'BEGIN { printf "%.3f", (b - a) / n / 1e6 }'
}

# a game with n commands after the setup
build() {
	n=$1 db=$2
	"$bin" -d "$db" new bernard g --players Ann,Bob --seed 1 --no-user-overlay \
	    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null
	awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++)
	    print (i % 2 ? "take" : "give") " Ann 1 credits" }' > "$tmp/cmds"
	start=$(now_ns)
	"$bin" -d "$db" -f "$tmp/cmds" > /dev/null
	end=$(now_ns)
	awk -v a="$start" -v b="$end" -v n="$n" 'BEGIN { printf "%.3f", (b - a) / n / 1e6 }'
}

echo "building the games (1,000 and 100,000 commands)..." >&2
build_small=$(build 1000 "$tmp/small.db")
build_big=$(build 100000 "$tmp/big.db")

row() {
	label=$1
	shift
	small=$(per_run "$runs" "$@" "$tmp/small.db")
	big=$(per_run "$runs" "$@" "$tmp/big.db")
	ratio=$(awk -v a="$small" -v b="$big" 'BEGIN { printf "%.2f", b / a }')
	printf '| %s | %s | %s | %s |\n' "$label" "$small" "$big" "$ratio"
}

st() { "$bin" -d "$1" status; }
stj() { "$bin" -d "$1" status --json; }
lg() { "$bin" -d "$1" log 10; }
ur() { "$bin" -d "$1" undo && "$bin" -d "$1" redo; }
cmd() { "$bin" -d "$1" give Ann 1 credits; }
sq() { sqlite3 "$1" 'select 1'; }

echo "timing ($runs runs each)..." >&2
true_ms=$(per_run "$runs" true)
{
	echo "# Benchmarks"
	echo
	echo "Written by \`make bench\` (bench/run.sh). Each figure is the mean wall time"
	echo "in milliseconds of one run of the real binary, a fresh process each time,"
	echo "over $runs runs, on games whose logs hold 1,000 and 100,000 commands."
	echo "The last column is the 100,000 figure divided by the 1,000 one: a ratio"
	echo "near 1 means the cost does not grow with the log (checkpoints and the"
	echo "saved state at the head do their work)."
	echo
	echo "- date: $(date -u +%Y-%m-%d)"
	echo "- machine: $(uname -srm), $(nproc) cores, $(awk -F: '/model name/ { sub(/^ */, "", $2); print $2; exit }' /proc/cpuinfo)"
	echo "- sqlite3: $(sqlite3 --version 2>/dev/null | cut -d' ' -f1)"
	echo
	echo "| command | 1,000 events | 100,000 events | ratio |"
	echo "|---|---:|---:|---:|"
	row 'status' st
	row 'status --json' stj
	row 'log 10' lg
	row 'undo then redo (two commands)' ur
	row 'one logged command (give)' cmd
	row "reference: sqlite3 DB 'select 1'" sq
	printf '| reference: true | %s | %s | |\n' "$true_ms" "$true_ms"
	echo
	echo "Building the games through one command file (-f) cost $build_small ms"
	echo "per command for the first 1,000 and $build_big ms per command for"
	echo "100,000: each command is its own durable transaction (WAL,"
	echo "synchronous=FULL)."
} > "$tmp/RESULTS.md"
cp "$tmp/RESULTS.md" "$root/bench/RESULTS.md"
cat "$root/bench/RESULTS.md"
