#!/bin/sh
# bench/odds.sh ARBITER [BUILD]: arbiter's exact odds against Debian's dicelab (an
# exact dice calculator) and against a Monte Carlo estimate of 10^6 samples,
# on the same questions.  Writes its section of bench/RESULTS.md (between
# the odds markers).  Not part of `make check`.  Times come from
# BUILD/bench/timeit (default build/), arbiter's runs alternating with
# dicelab's so that the machine's other work weighs on both alike.
set -eu
bin=$1
build=${2:-build}
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
case $build in /*) ;; *) build=$root/$build ;; esac
timeit=$build/bench/timeit
[ -x "$timeit" ] || { echo "bench/odds.sh: build $timeit first (make bench does)" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-odds.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
limit=${ODDS_DICELAB_LIMIT:-60}
command -v dicelab > /dev/null || { echo "bench/odds.sh: dicelab is not installed (apt-get install dicelab)" >&2; exit 1; }
cc -O2 -I"$root" -o "$tmp/mc" "$root/bench/mc.c" "$root/build/libcore.a" -lyaml -lutf8proc -lm

now_ns() { date +%s%N; }
# runs of each side where the two alternate: on the smallest questions the
# two differ by less than a loaded machine's noise over a few runs
oruns=${BENCH_ODDS_RUNS:-101}

# instructions executed (callgrind: the same count every run, whatever
# else the machine does), in thousands
instructions() {
	if ! command -v valgrind > /dev/null; then echo "-"; return; fi
	valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" "$@" \
	    > /dev/null 2>&1 || { echo "-"; return; }
	awk '/^summary:/ { printf "%.0fk", $2 / 1000 }' "$tmp/cg"
}

# median milliseconds of N runs of a command (output to $tmp/out)
timed() {
	n=$1
	shift
	: > "$tmp/times"
	i=0
	while [ $i -lt "$n" ]; do
		s=$(now_ns)
		"$@" > "$tmp/out" 2>/dev/null || return 1
		e=$(now_ns)
		echo $(( e - s )) >> "$tmp/times"
		i=$((i + 1))
	done
	sort -n "$tmp/times" | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] / 1e6 }'
}

# distributions as "value probability" lines, sorted by value
arbiter_dist() {
	"$bin" -d "$tmp/none.db" --json odds "$1" | awk '
	    /^ *\[-?[0-9]+, / { gsub(/[\[\],]/, " "); print $1, $2 }' | sort -n
}

maxdiff() {
	awk 'NR == FNR { a[$1] = $2; next } { b[$1] = $2 }
	    END { m = 0
		for (k in a) { d = a[k] - (k in b ? b[k] : 0); if (d < 0) d = -d; if (d > m) m = d }
		for (k in b) if (!(k in a)) { d = b[k]; if (d < 0) d = -d; if (d > m) m = d }
		printf "%.2e", m }' "$1" "$2"
}

run_case() {
	label=$1 aexpr=$2 dexpr=$3
	arbiter_dist "$aexpr" > "$tmp/a.dist"
	# the same kind of answer as dicelab's: the table, as text
	a_ms=$("$timeit" 21 "$bin" -d "$tmp/none.db" odds "$aexpr" | cut -d' ' -f1)
	a_ir=$(instructions "$bin" -d "$tmp/none.db" odds "$aexpr")
	printf '%s\n' "$dexpr" > "$tmp/q.dl"
	if d_one=$(timed 1 timeout "$limit" dicelab -c -f "$tmp/q.dl"); then
		awk '/^ *-?[0-9]+\t/ { print $1, $2 }' "$tmp/out" | sort -n > "$tmp/d.dist"
		if awk -v t="$d_one" 'BEGIN { exit !(t < 200) }'; then
			set -- $("$timeit" "$oruns" "$bin" -d "$tmp/none.db" odds "$aexpr" \
			    ::: dicelab -c -f "$tmp/q.dl")
			a_ms=$1 d_ms=$4
			d_ir=$(instructions dicelab -c -f "$tmp/q.dl")
		else
			d_ms=$d_one
			d_ir="-"
		fi
		diff=$(maxdiff "$tmp/a.dist" "$tmp/d.dist")
		ratio=$(awk -v a="$a_ms" -v d="$d_ms" 'BEGIN { printf "%.2f", d / a }')
		d_txt="$d_ms"
	else
		d_txt="over ${limit} s"
		d_ir="-"
		diff="-"
		ratio="> $(awk -v a="$a_ms" -v l="$limit" 'BEGIN { printf "%.0f", l * 1000 / a }')"
	fi
	mc_ms=$(timed 1 "$tmp/mc" "$aexpr" 1000000 1)
	sort -n "$tmp/out" > "$tmp/m.dist"
	mc_err=$(maxdiff "$tmp/a.dist" "$tmp/m.dist")
	printf '| %s | `%s` | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$label" \
	    "$aexpr" "$a_ms" "$d_txt" "$ratio" "$a_ir" "$d_ir" "$diff" "$mc_ms" \
	    "$mc_err"
}

{
	echo "<!-- odds -->"
	echo "## Odds: arbiter against dicelab and Monte Carlo"
	echo
	echo "Written by bench/odds.sh. Times are medians in milliseconds of whole"
	echo "processes printing the distribution as a table: \`arbiter odds EXPR\` and"
	echo "\`dicelab -c\`, $oruns runs each, alternating, when dicelab takes under 200 ms;"
	echo "else dicelab once (stopped after $limit s) and arbiter 21 times. The ratio is dicelab's time over arbiter's: above 1, arbiter"
	echo "is faster. The instruction counts (thousands, from callgrind) do not depend"
	echo "on the machine's load; on the smallest questions both programs spend most"
	echo "of their time starting, so there wall times are within noise of each other"
	echo "and the counts are the fairer comparison (arbiter linked"
	echo "position-independent, the default, takes some 28 more page faults and"
	echo "80 thousand more instructions to start than linked at a fixed address"
	echo "by \`make LINK_PIE=-no-pie\`, in relocating SQLite's, readline's and"
	echo "its own tables). \"max |diff|\" is"
	echo "the largest difference of any value's probability between the two exact"
	echo "answers; dicelab prints six decimals, so agreement cannot be checked more"
	echo "finely than about 5e-7 from its output. The Monte Carlo column samples 10^6"
	echo "rolls with arbiter's own roller (bench/mc.c) and gives its time and its"
	echo "largest error against the exact answer."
	echo
	echo "- date: $(date -u +%Y-%m-%d)"
	echo "- machine: $(uname -srm), $(nproc) cores, $(awk -F: '/model name/ { sub(/^ */, "", $2); print $2; exit }' /proc/cpuinfo), load $(cut -d' ' -f1-3 /proc/loadavg) at the start"
	echo "- dicelab: $(dicelab --version 2>&1 | head -1)"
	case $(readelf -h "$bin" 2>/dev/null | awk '/Type:/ { print $2 }') in
	DYN) echo "- arbiter: linked position-independent" ;;
	EXEC) echo "- arbiter: linked at a fixed address (-no-pie)" ;;
	esac
	echo
	echo "| question | arbiter | arbiter ms | dicelab ms | ratio | arbiter instr. | dicelab instr. | max \\|diff\\| | Monte Carlo ms | MC max error |"
	echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
	run_case "sum of 2d6" "2d6" "sum(2#d6)"
	run_case "sum of 10d6" "10d6" "sum(10#d6)"
	run_case "sum of 100d6" "100d6" "sum(100#d6)"
	run_case "difference of 100d6" "100d6-100d6" "sum(100#d6)-sum(100#d6)"
	run_case "highest of 3d20" "3d20kh1" "sum(high 1 3#d20)"
	run_case "highest of 4d20" "4d20kh1" "sum(high 1 4#d20)"
	run_case "highest of 5d20" "5d20kh1" "sum(high 1 5#d20)"
	run_case "highest 3 of 8d6" "8d6kh3" "sum(high 3 8#d6)"
	run_case "highest 3 of 10d6" "10d6kh3" "sum(high 3 10#d6)"
	run_case "exploding d6" "d6!" "sum(while x=d6 do ((count ==6 x)#d6))"
	run_case "exploding custom die {0,1,1,2*}" "d{0,1,1,2*}" \
	    "sum(foreach y in (while x=d4 do ((count ==4 x)#d4)) do y/2)"
	run_case "3 exploding custom dice" "3d{0,1,1,2*}" \
	    "sum(foreach z in 1..3 do sum(foreach y in (while x=d4 do ((count ==4 x)#d4)) do y/2))"
	echo "<!-- /odds -->"
} > "$tmp/section"

results="$root/bench/RESULTS.md"
[ -f "$results" ] || echo "# Benchmarks" > "$results"
awk -v sect="$tmp/section" '
	/^<!-- odds -->/ { skip = 1; while ((getline l < sect) > 0) print l; done = 1; next }
	/^<!-- \/odds -->/ { skip = 0; next }
	!skip { print }
	END { if (!done) { print ""; while ((getline l < sect) > 0) print l } }' "$results" > "$tmp/results"
cp "$tmp/results" "$results"
cat "$tmp/section"
