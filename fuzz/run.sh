#!/bin/sh
# run.sh BUILD SECONDS NAME...: run each libFuzzer harness BUILD/fuzz/fuzz-NAME
# for SECONDS on its corpus (BUILD/corpus/NAME, kept between runs) seeded
# from the tests; crashing inputs go to BUILD/crashes/NAME.  Exits 1 if any
# harness found one: reproduce it with 'BUILD/fuzz/fuzz-NAME FILE', fix it,
# and keep the file in fuzz/regress/NAME so that 'make check' runs it.
set -u
build=$1
secs=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$build/seeds"
sh "$root/fuzz/seeds.sh" "$build/seeds" > /dev/null || exit 1
# the rulecmd harness mixes the shipped rulesets (slow: not in make check)
case " $* " in *" rulecmd "*)
	sh "$root/fuzz/rulemix.sh" "$build/seeds/rulecmd" || exit 1 ;;
esac
# the cli harness writes a database per input: keep it in memory if we can
[ -d /dev/shm ] && [ -w /dev/shm ] && export TMPDIR=/dev/shm
found=0
for n in "$@"; do
	mkdir -p "$build/corpus/$n" "$build/crashes/$n"
	echo "fuzz-$n: $secs seconds"
	# a harness's own limits (fuzz/NAME.options, "-flag=value" words) and
	# dictionary (fuzz/NAME.dict) come after the defaults and win
	extra=$(cat "$root/fuzz/$n.options" 2>/dev/null || true)
	[ -f "$root/fuzz/$n.dict" ] && extra="$extra -dict=$root/fuzz/$n.dict"
	# shellcheck disable=SC2086
	"$build/fuzz/fuzz-$n" -max_total_time="$secs" -timeout=30 \
	    -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 $extra \
	    -artifact_prefix="$build/crashes/$n/" \
	    "$build/corpus/$n" "$build/seeds/$n" "$root/fuzz/regress/$n" \
	    > "$build/fuzz-$n.log" 2>&1
	st=$?
	grep -E '^(stat::number_of_executed_units|stat::new_units_added|#[0-9]+ *DONE)' \
	    "$build/fuzz-$n.log" | sed 's/^/  /'
	# slow inputs are reported, not failures: the limits allow a
	# fraction of a second, which the sanitizers make many seconds
	slow=$(ls "$build/crashes/$n" | grep -c '^slow-unit-')
	[ "$slow" -gt 0 ] && echo "  slow inputs: $slow (in $build/crashes/$n)"
	if [ $st -ne 0 ] || ls "$build/crashes/$n" | grep -qv '^slow-unit-'; then
		echo "  FOUND: $(ls "$build/crashes/$n" | grep -v '^slow-unit-' |
		    head -5) (log: $build/fuzz-$n.log)"
		found=1
	fi
done
exit $found
