#!/bin/sh
# valgrind.sh ARBITER: the scenario tests and the bad-input corpus with
# every run of arbiter under valgrind's memcheck.  An invalid read or write,
# a use of an uninitialised value, or a leak (definite, indirect or
# possible) makes valgrind exit 99 and print its report, so the output no
# longer matches the expected one and the test fails.  The full reports are
# kept in build/valgrind/ (one file per process).
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
logs=$root/build/valgrind
rm -rf "$logs"
mkdir -p "$logs"
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
sh "$root/tests/run-scenarios.sh" "$wrap" || fail=1
sh "$root/tests/run-bad-input.sh" "$wrap" || fail=1
errs=$(grep -l 'ERROR SUMMARY: [1-9]\|definitely lost\|indirectly lost\|possibly lost\|Invalid' "$logs"/*.log 2> /dev/null | wc -l)
runs=$(ls "$logs"/*.log | wc -l)
if [ "$errs" -ne 0 ]; then
	echo "FAIL valgrind: $errs of $runs runs reported errors; see $logs"
	fail=1
else
	echo "ok   valgrind: $runs runs of arbiter, no errors, no leaks"
fi
exit $fail
