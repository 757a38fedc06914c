#!/bin/sh
# bench/figures.sh ARBITER BUILD [BEFORE]: the figures of issue 18, each as
# a ratio to its baseline, with instructions (callgrind: the machine's
# noise does not move them) beside wall-clock times (BUILD/bench/timeit,
# the median of $BENCH_RUNS fresh processes, alternating with the
# baseline).  BEFORE, another arbiter binary (an older build), is measured
# the same way in the columns before.  Writes its section of
# bench/RESULTS.md (between <!-- figures --> and <!-- /figures -->).
#
# Games of bernard are built through command files for $BENCH_FIG_SIZES
# events (default 1000 and 10000; a give, a take and two rolls in turn);
# a cost per event is the difference between the two largest sizes over
# their difference of events, so the set-up is not counted.  `status` and
# one `give` are measured at each of $BENCH_CMD_SIZES events too (default
# 1000 and 100000: flat, or not), each binary having run one `give` first
# so that its own compiled rules are kept in the game, and `odds` against
# `dicelab -c` (when it is installed).  Each figure is reported beside its
# goal, with the figure over the goal and whether the goal is met.
#
# The goals at 10^6 events (`luck` time, `export md` peak memory) are
# measured on a game of BENCH_FIG_LARGE events (say 1000000; built the same
# way, which takes minutes), or on BENCH_FIG_LARGE_DB, such a game built
# before; without either, the luck time at 10^6 is extrapolated from the
# instructions of the two sizes, at the rate (instructions per CPU
# millisecond) the machine ran the larger.  Not part of `make check`;
# needs valgrind and GNU time (/usr/bin/time).
set -eu
bin=$1
build=$2
before=${3:-}
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
[ -z "$before" ] || case $before in /*) ;; *) before=$(pwd)/$before ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-fig.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config"
mkdir -p "$HOME"
runs=${BENCH_RUNS:-21}
sizes=${BENCH_FIG_SIZES:-1000 10000}
cmd_sizes=${BENCH_CMD_SIZES:-1000 100000}
timeit=$build/bench/timeit
insert=$build/bench/insert
command -v valgrind > /dev/null || { echo "figures.sh: needs valgrind" >&2; exit 1; }
[ -x /usr/bin/time ] ||
    { echo "figures.sh: needs /usr/bin/time (GNU time) for CPU time" >&2; exit 1; }

# instructions of one run of a command
ir() {
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 \
	    > /dev/null | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
# the share (percent) of a run's instructions under the functions named
share() {
	pat=$1
	shift
	valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$@" \
	    > /dev/null 2>&1
	callgrind_annotate --inclusive=yes "$tmp/cg.out" 2>/dev/null | awk \
	    -v pat="$pat" '/PROGRAM TOTALS/ { gsub(",", "", $1); t = $1 }
	    $0 ~ pat { gsub(",", "", $1); if ($1 > s) s = $1 }
	    END { printf "%.1f", t ? 100 * s / t : 0 }'
}
# CPU milliseconds (user and system) of one run of a command
cpu_ms() {
	/usr/bin/time -f "%U %S" -o "$tmp/cpu" "$@" > /dev/null 2>&1
	awk '{ printf "%.0f", ($1 + $2) * 1000 }' "$tmp/cpu"
}
div() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b ? a / b : 0 }'; }
per() { awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.0f", (b - a) / n }'; }

build_game() {
	n=$1 db=$2
	rm -f "$db"
	"$bin" -d "$db" new bernard g --players Ann,Bob --seed 1 \
	    --no-user-overlay \
	    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null
	awk -v n="$n" 'BEGIN { for (i = 0; i < n; i++) print \
	    (i % 4 == 0 ? "give Ann 1 credits" : i % 4 == 1 ? \
	    "take Ann 1 credits" : i % 4 == 2 ? "roll --for Ann 2d6" : \
	    "roll --for Bob 2d6") }' > "$tmp/cmds"
	"$bin" -d "$db" -f "$tmp/cmds" > /dev/null
}

small= big= prev=
for n in $sizes; do
	echo "building a game of $n events..." >&2
	build_game "$n" "$tmp/g$n.db"
	small=$prev
	prev=$n
	big=$n
done
[ -n "$small" ] || { echo "figures.sh: give two sizes" >&2; exit 1; }
for n in $cmd_sizes; do
	[ -f "$tmp/g$n.db" ] && continue
	echo "building a game of $n events..." >&2
	build_game "$n" "$tmp/g$n.db"
done
large=${BENCH_FIG_LARGE_DB:-}
if [ -z "$large" ] && [ -n "${BENCH_FIG_LARGE:-}" ]; then
	echo "building a game of $BENCH_FIG_LARGE events..." >&2
	build_game "$BENCH_FIG_LARGE" "$tmp/glarge.db"
	large=$tmp/glarge.db
fi
"$insert" "$tmp/insert.db"
dn=$((big - small))
for n in $cmd_sizes; do cmd_big=$n; done

# the figures of one binary: "NAME VALUE" lines
measure() {
	a=$1
	db=$tmp/g$big.db
	# one command of this binary first, which keeps its compiled rules
	# in the game (an older binary's are passed over): then a command
	# costs what it costs from day to day
	for n in $cmd_sizes; do
		cp "$tmp/g$n.db" "$tmp/w$n.db"
		"$a" -d "$tmp/w$n.db" give Ann 1 credits > /dev/null
		sq=$(ir sqlite3 "$tmp/w$n.db" 'select 1')
		st=$(ir "$a" -d "$tmp/w$n.db" status)
		echo "status_ir_$n $st"
		echo "status_ratio_$n $(div "$st" "$sq")"
		gi=$(ir "$a" -d "$tmp/w$n.db" give Ann 1 credits)
		in=$(ir "$insert" "$tmp/insert.db")
		echo "give_ir_$n $gi"
		echo "give_ratio_$n $(div "$gi" "$in")"
	done
	w=$tmp/w$cmd_big.db
	set -- $("$timeit" "$runs" sqlite3 "$w" 'select 1' ::: "$a" -d "$w" status)
	echo "status_wall $(div "$4" "$1")"
	set -- $("$timeit" "$runs" "$insert" "$tmp/insert.db" ::: "$a" -d "$w" give Ann 1 credits)
	echo "give_wall $(div "$4" "$1")"
	# odds: dicelab's cost over arbiter's (above 1, arbiter is cheaper)
	if command -v dicelab > /dev/null; then
		for q in 2d6 10d6; do
			printf 'sum(%s#d6)\n' "${q%d6}" > "$tmp/q.dl"
			oi=$(ir "$a" -d "$tmp/none.db" odds "$q")
			di=$(ir dicelab -c -f "$tmp/q.dl")
			echo "odds_${q}_ir $(div "$di" "$oi")"
			set -- $("$timeit" "$runs" "$a" -d "$tmp/none.db" odds "$q" ::: dicelab -c -f "$tmp/q.dl")
			echo "odds_${q}_wall $(div "$4" "$1")"
		done
	fi
	echo "yaml_share $(share 'yaml_parser_parse ' "$a" -d "$w" status)"
	echo "load_share $(share 'session_ruleset \\[' "$a" -d "$w" status)"
	for c in log verify "export json" "export csv" "export script" "export md"; do
		k=$(echo "$c" | tr ' ' _)
		i1=$(ir "$a" -d "$tmp/g$small.db" $c)
		i2=$(ir "$a" -d "$tmp/g$big.db" $c)
		echo "${k}_per_event $(per "$i1" "$i2" "$dn")"
	done
	l1=$(ir "$a" -d "$tmp/g$small.db" luck)
	l2=$(ir "$a" -d "$tmp/g$big.db" luck)
	echo "luck_growth $(div "$l2" "$l1")"
	echo "luck_per_event $(per "$l1" "$l2" "$dn")"
	set -- $("$timeit" 3 "$a" -d "$db" luck)
	echo "luck_ms $1"
	# at 10^6 events: the instructions of the two sizes, taken to 10^6
	# events, at the rate this machine ran them at the larger size (CPU
	# time of 5 runs: the difference of two wall times of a loaded
	# machine says little)
	cpu=0
	for i in 1 2 3 4 5; do cpu=$((cpu + $(cpu_ms "$a" -d "$db" luck))); done
	echo "luck_ms_1e6_est $(awk -v c="$cpu" -v a="$l1" -v b="$l2" \
	    -v n="$dn" -v big="$big" 'BEGIN { rate = c ? 5 * b / c : 0
	    printf "%.0f", rate ? (b + (b - a) / n * (1e6 - big)) / rate : 0 }')"
	set -- $("$timeit" 1 "$a" -d "$db" export md)
	echo "md_rss_kib $3"
	set -- $("$timeit" 1 "$a" -d "$db" export json)
	echo "json_rss_kib $3"
	if [ -n "$large" ]; then
		set -- $("$timeit" 1 "$a" -d "$large" luck)
		echo "luck_ms_large $1"
		# the goal is CPU time: on a shared machine the wall clock
		# counts the others' work too
		echo "luck_cpu_ms_large $(cpu_ms "$a" -d "$large" luck)"
		set -- $("$timeit" 1 "$a" -d "$large" export md)
		echo "md_rss_kib_large $3"
	fi
}

echo "measuring $bin..." >&2
measure "$bin" > "$tmp/after"
if [ -n "$before" ]; then
	echo "measuring $before..." >&2
	measure "$before" > "$tmp/before"
else
	sed 's/ .*/ -/' "$tmp/after" > "$tmp/before"
fi

val() { awk -v k="$1" '$1 == k { print $2 }' "$2"; }
# row TITLE KEY GOAL [LIMIT [min]]: LIMIT, the goal as a number, gives the
# figure over it and whether the goal is met: at most LIMIT, or with
# "min" at least LIMIT (a ratio of the baseline's cost over arbiter's)
row() {
	v=$(val "$2" "$tmp/after")
	of=-
	[ -z "${4:-}" ] || [ -z "$v" ] || [ "$v" = - ] ||
	    of=$(awk -v v="$v" -v g="$4" -v min="${5:-}" 'BEGIN {
	    met = min == "min" ? v >= g : v <= g
	    printf "%.2f (%s)", v / g, met ? "met" : "not met" }')
	printf '| %s | %s | %s | %s | %s |\n' "$1" "$(val "$2" "$tmp/before")" \
	    "$v" "$3" "$of"
}
# how BIN was linked: position-independent, or at a fixed address
linked() {
	case $(readelf -h "$1" 2>/dev/null | awk '/Type:/ { print $2 }') in
	DYN) echo "position-independent" ;;
	EXEC) echo "at a fixed address (-no-pie)" ;;
	*) echo "unknown" ;;
	esac
}
{
	echo "<!-- figures -->"
	echo "## The figures of issue 18 (bench/figures.sh)"
	echo
	echo "Games of $small and $big events (a give, a take and two rolls in"
	echo "turn; \`status\` and \`give\` at $(echo $cmd_sizes | sed 's/ / and /g') events);"
	echo "instructions counted by callgrind, wall-clock ratios the"
	echo "median of $runs runs alternating with the baseline. A cost per"
	echo "event is (cost at $big - cost at $small) / $dn. The baselines"
	echo "\`sqlite3\` and bench/insert load SQLite as a shared library;"
	echo "arbiter has it inside."
	echo
	echo "- date: $(date -u +%Y-%m-%dT%H:%MZ)"
	echo "- machine: $(uname -srm), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "- after: $bin, linked $(linked "$bin")"
	echo "- before: ${before:-(not given)}${before:+, linked $(linked "$before")}"
	echo
	echo "| figure | before | after | goal | after / goal |"
	echo "|---|---:|---:|---|---|"
	for n in $cmd_sizes; do
		row "\`status\` / \`sqlite3 DB 'select 1'\`, instructions, $n events" status_ratio_$n "<= 1.2" 1.2
	done
	row "\`status\` / \`sqlite3 DB 'select 1'\`, wall clock, $cmd_big events" status_wall "-"
	for n in $cmd_sizes; do
		row "\`status\`, instructions, $n events" status_ir_$n "-"
	done
	for n in $cmd_sizes; do
		row "one \`give\` / bare insert+commit, instructions, $n events" give_ratio_$n "<= 1.3" 1.3
	done
	row "one \`give\` / bare insert+commit, wall clock, $cmd_big events" give_wall "-"
	for n in $cmd_sizes; do
		row "one \`give\`, instructions, $n events" give_ir_$n "-"
	done
	if grep -q '^odds_' "$tmp/after"; then
		for q in 2d6 10d6; do
			row "\`dicelab -c\` / \`odds $q\`, instructions" odds_${q}_ir ">= 1.0" 1.0 min
			row "\`dicelab -c\` / \`odds $q\`, wall clock" odds_${q}_wall ">= 1.0" 1.0 min
		done
	fi
	row "share of \`status\` in libyaml's parser, %" yaml_share "< 10" 10
	row "share of \`status\` loading the ruleset (all of it), %" load_share "-"
	row "\`luck\`, instructions at $big / at $small events" luck_growth "linear: ~$(div "$big" "$small")" "$(div "$big" "$small")"
	row "\`luck\`, instructions per event" luck_per_event "-"
	row "\`luck\` at $big events, ms" luck_ms "-"
	row "\`luck\` at 10^6 events, CPU ms, from the instructions of the two sizes" luck_ms_1e6_est "< 2000" 2000
	[ -z "$large" ] || row "\`luck\` at $(sqlite3 "$large" 'select nevents from games') events, ms, measured" luck_ms_large "-"
	[ -z "$large" ] || row "\`luck\` at $(sqlite3 "$large" 'select nevents from games') events, CPU ms (user + system), measured" luck_cpu_ms_large "< 2000 at 10^6" 2000
	row "\`log\` (all), instructions per event" log_per_event "< 5000" 5000
	row "\`verify\`, instructions per event" verify_per_event "< 10000" 10000
	row "\`export json\`, instructions per event" export_json_per_event "< 10000" 10000
	row "\`export csv\`, instructions per event" export_csv_per_event "< 10000" 10000
	row "\`export script\`, instructions per event" export_script_per_event "< 10000" 10000
	row "\`export md\`, instructions per event" export_md_per_event "-"
	row "\`export md\` peak memory at $big events, KiB" md_rss_kib "< 16384 at any size" 16384
	[ -z "$large" ] || row "\`export md\` peak memory at $(sqlite3 "$large" 'select nevents from games') events, KiB" md_rss_kib_large "< 16384 at any size" 16384
	row "\`export json\` peak memory at $big events, KiB" json_rss_kib "-"
	echo "<!-- /figures -->"
} > "$tmp/section"

results="$root/bench/RESULTS.md"
[ -f "$results" ] || echo "# Benchmarks" > "$results"
awk -v sect="$tmp/section" '
	/^<!-- figures -->/ { skip = 1; while ((getline l < sect) > 0) print l; done = 1; next }
	/^<!-- \/figures -->/ { skip = 0; next }
	!skip { print }
	END { if (!done) { print ""; while ((getline l < sect) > 0) print l } }' "$results" > "$tmp/results"
cp "$tmp/results" "$results"
cat "$tmp/section"
