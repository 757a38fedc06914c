# pace.sh: the deadlines of a test that waits on the program (a server's
# page, a REPL's prompt), at this machine's pace.  Sourced by serve.sh,
# hardening.sh and browser.sh after they set $bin (the binary), $work (a
# scratch directory), ARBITER_RULESET_PATH and bad().
#
# A deadline is written for a machine on which a 'status' of the binary
# takes 50 ms or less.  The pace, measured once here, is how many times
# slower this binary runs on this machine now, in hundredths: the mean time
# of three 'status' of a fresh game against those 50 ms (100: as fast or
# faster, the deadlines as written; 400: a sanitizer build on a loaded
# machine, four times as long).  It is at most 3000, so that a machine
# slower still fails after a bounded wait, never waits on.  PACE=N in the
# environment gives it instead (PACE=100: the deadlines as written).
# Every wait polls for what it waits for, and stops as soon as it holds.

now_ms() { echo $(($(date +%s%N) / 1000000)); }

if [ -n "${PACE:-}" ]; then
	pace=$PACE
	status_ms=
else
	pace_db() { "$bin" -d "$work/pace.db" "$@"; }
	pace_db new ashes-of-empire pace --players Ann,Bob,Cleo > /dev/null &&
	    pace_db status > /dev/null ||
	    bad "new ashes-of-empire, to measure the machine's pace"
	pace_t0=$(now_ms)
	for pace_i in 1 2 3; do pace_db status > /dev/null; done
	status_ms=$((($(now_ms) - pace_t0) / 3))
	pace=$((status_ms * 2))
	rm -f "$work/pace.db" "$work/pace.db-wal" "$work/pace.db-shm"
fi
[ "$pace" -lt 100 ] && pace=100
[ "$pace" -gt 3000 ] && pace=3000

# MS milliseconds at this machine's pace
within() { echo $(($1 * pace / 100)); }
# the same in whole seconds, rounded up (timeout, curl -m)
secs() { echo $((($(within "$1") + 999) / 1000)); }
# in seconds with three decimals (sleep, curl -m)
fsecs() { pace_v=$(within "$1"); printf '%d.%03d' $((pace_v / 1000)) $((pace_v % 1000)); }
# what the ok line says of the pace
pace_said() {
	if [ -n "$status_ms" ]; then echo "at pace $pace: a status took $status_ms ms"
	else echo "at pace $pace, given"; fi
}

# until CMD... holds, for at most $1 milliseconds (give within's), polling
# every 20 ms; false when it did not
until_in() {
	until_ms=$1
	shift
	until_t0=$(now_ms)
	while ! "$@"; do
		[ $(($(now_ms) - until_t0)) -ge "$until_ms" ] && return 1
		sleep 0.02
	done
	return 0
}
