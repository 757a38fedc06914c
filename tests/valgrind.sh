#!/bin/sh
# valgrind.sh ARBITER [BAD-INPUT-NAME...]: the scenario tests and the
# bad-input corpus (or only the named files of it) with
# every run of arbiter under valgrind's memcheck.  An invalid read or write,
# a use of an uninitialised value, or a leak (definite, indirect or
# possible) makes valgrind exit 99, so the output no longer matches the
# expected one, and leaves its report in build/valgrind/ (one file per
# process), which is checked at the end.  It takes long: some 2,900 runs
# of a second or two each (the snapshots that check refusals and replays
# run without valgrind).
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
logs=$root/build/valgrind
rm -rf "$logs"
mkdir -p "$logs"
chmod 1777 "$logs"	# some bad-input cases run as another user
wrap=$logs/arbiter
cat > "$wrap" <<END
#!/bin/sh
exec valgrind -q --error-exitcode=99 --leak-check=full \\
    --errors-for-leak-kinds=definite,indirect,possible \\
    --show-leak-kinds=definite,indirect,possible \\
    --log-file=$logs/%p.log --child-silent-after-fork=yes \\
    "$bin" "\$@"
END
chmod +x "$wrap"
fail=0
shift
if [ $# -gt 0 ]; then
	# bad-input files only, by name (a quick look at one of them)
	sh "$root/tests/run-bad-input.sh" "$wrap" "$@" || fail=1
else
	# the refusal and replay checks' own snapshots without valgrind
	SNAPSHOT_BIN=$bin sh "$root/tests/run-scenarios.sh" "$wrap" || fail=1
	sh "$root/tests/run-bad-input.sh" "$wrap" || fail=1
fi
errs=$(grep -l 'ERROR SUMMARY: [1-9]\|definitely lost\|indirectly lost\|possibly lost\|Invalid' "$logs"/*.log 2> /dev/null | wc -l)
runs=$(ls "$logs"/*.log | wc -l)
if [ "$errs" -ne 0 ]; then
	echo "FAIL valgrind: $errs of $runs runs reported errors; see $logs"
	fail=1
elif [ $fail -ne 0 ]; then
	echo "FAIL valgrind: some output differs (above); see $logs"
else
	echo "ok   valgrind: $runs runs of arbiter, no errors, no leaks"
fi
exit $fail
