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
# their difference of events, so the set-up is not counted.  Each figure
# is reported beside its goal, with the figure over the goal (at most 1:
# met).
#
# The goals at 10^6 events (`luck` time, `export md` peak memory) are
# measured on a game of BENCH_FIG_LARGE events (say 1000000; built the same
# way, which takes minutes), or on BENCH_FIG_LARGE_DB, such a game built
# before; without either, the luck time at 10^6 is extrapolated from the
# two sizes.  Not part of `make check`; needs valgrind.
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
timeit=$build/bench/timeit
insert=$build/bench/insert
command -v valgrind > /dev/null || { echo "figures.sh: needs valgrind" >&2; exit 1; }

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
large=${BENCH_FIG_LARGE_DB:-}
if [ -z "$large" ] && [ -n "${BENCH_FIG_LARGE:-}" ]; then
	echo "building a game of $BENCH_FIG_LARGE events..." >&2
	build_game "$BENCH_FIG_LARGE" "$tmp/glarge.db"
	large=$tmp/glarge.db
fi
"$insert" "$tmp/insert.db"
dn=$((big - small))

# the figures of one binary: "NAME VALUE" lines
measure() {
	a=$1
	db=$tmp/g$big.db
	cp "$db" "$tmp/w.db"
	# a reading command first, as a user would after an upgrade: an
	# older copy of the compiled rules is passed over
	sq=$(ir sqlite3 "$db" 'select 1')
	st=$(ir "$a" -d "$db" status)
	echo "status_ir $st"
	echo "status_ratio $(div "$st" "$sq")"
	set -- $("$timeit" "$runs" sqlite3 "$db" 'select 1' ::: "$a" -d "$db" status)
	echo "status_wall $(div "$4" "$1")"
	"$a" -d "$tmp/w.db" give Ann 1 credits > /dev/null
	gi=$(ir "$a" -d "$tmp/w.db" give Ann 1 credits)
	in=$(ir "$insert" "$tmp/insert.db")
	echo "give_ir $gi"
	echo "give_ratio $(div "$gi" "$in")"
	set -- $("$timeit" "$runs" "$insert" "$tmp/insert.db" ::: "$a" -d "$tmp/w.db" give Ann 1 credits)
	echo "give_wall $(div "$4" "$1")"
	echo "yaml_share $(share 'yaml_parser_parse ' "$a" -d "$db" status)"
	echo "load_share $(share 'session_ruleset \\[' "$a" -d "$db" status)"
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
	lb=$1
	set -- $("$timeit" 3 "$a" -d "$tmp/g$small.db" luck)
	# at 10^6 events: the cost per event of the two sizes
	echo "luck_ms_1e6_est $(awk -v a="$1" -v b="$lb" -v n="$dn" \
	    -v big="$big" 'BEGIN { printf "%.0f", b + (b - a) / n * (1e6 - big) }')"
	set -- $("$timeit" 1 "$a" -d "$db" export md)
	echo "md_rss_kib $3"
	set -- $("$timeit" 1 "$a" -d "$db" export json)
	echo "json_rss_kib $3"
	if [ -n "$large" ]; then
		set -- $("$timeit" 1 "$a" -d "$large" luck)
		echo "luck_ms_large $1"
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
# row TITLE KEY GOAL [LIMIT]: LIMIT, the goal as a number, gives the
# figure over it (<= 1: met)
row() {
	v=$(val "$2" "$tmp/after")
	of=-
	[ -z "${4:-}" ] || [ -z "$v" ] || [ "$v" = - ] ||
	    of=$(awk -v v="$v" -v g="$4" 'BEGIN { printf "%.2f (%s)", v / g,
	    v <= g ? "met" : "not met" }')
	printf '| %s | %s | %s | %s | %s |\n' "$1" "$(val "$2" "$tmp/before")" \
	    "$v" "$3" "$of"
}
{
	echo "<!-- figures -->"
	echo "## The figures of issue 18 (bench/figures.sh)"
	echo
	echo "Games of $small and $big events (a give, a take and two rolls in"
	echo "turn); instructions counted by callgrind, wall-clock ratios the"
	echo "median of $runs runs alternating with the baseline. A cost per"
	echo "event is (cost at $big - cost at $small) / $dn."
	echo
	echo "- date: $(date -u +%Y-%m-%dT%H:%MZ)"
	echo "- machine: $(uname -srm), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "- before: ${before:-(not given)}"
	echo
	echo "| figure | before | after | goal | after / goal |"
	echo "|---|---:|---:|---|---|"
	row "\`status\` / \`sqlite3 DB 'select 1'\`, instructions" status_ratio "<= 1.2" 1.2
	row "\`status\` / \`sqlite3 DB 'select 1'\`, wall clock" status_wall "-"
	row "\`status\`, instructions" status_ir "-"
	row "one \`give\` / bare insert+commit, instructions" give_ratio "<= 1.3" 1.3
	row "one \`give\` / bare insert+commit, wall clock" give_wall "-"
	row "share of \`status\` in libyaml's parser, %" yaml_share "< 10" 10
	row "share of \`status\` loading the ruleset (all of it), %" load_share "-"
	row "\`luck\`, instructions at $big / at $small events" luck_growth "linear: ~$(div "$big" "$small")" "$(div "$big" "$small")"
	row "\`luck\`, instructions per event" luck_per_event "-"
	row "\`luck\` at $big events, ms" luck_ms "-"
	row "\`luck\` at 10^6 events, ms, from the two sizes" luck_ms_1e6_est "< 2000" 2000
	[ -z "$large" ] || row "\`luck\` at $(sqlite3 "$large" 'select nevents from games'), ms, measured" luck_ms_large "< 2000 at 10^6" 2000
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
