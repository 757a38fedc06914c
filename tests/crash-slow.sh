#!/bin/sh
# crash-slow.sh ARBITER
#
# The crash loop on a binary far slower to start than the delay it is given
# (a sanitizer build on a slow VM): a wrapper sleeps 150 ms before running
# arbiter, and crash.sh starts with kills at up to 20 ms, so no run could
# ever save a command at that delay.  crash.sh must grow its delay and
# finish (or fail) by itself: it runs under a bound here, and running into
# the bound is the failure this checks for.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-slow.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
cat > "$work/slow-arbiter" <<WRAP
#!/bin/sh
sleep 0.15
exec "$bin" "\$@"
WRAP
chmod +x "$work/slow-arbiter"
out=$(timeout 300 sh "$here/crash.sh" "$work/slow-arbiter" 12 20 2>&1)
st=$?
case $st in
0) case $out in
   *"ok   crash:"*"doubled 0 times"*)
	echo "FAIL crash-slow: the delay never grew: $out"; exit 1 ;;
   *"ok   crash:"*) echo "ok   crash-slow: a slow binary: ${out#ok   crash: }"; exit 0 ;;
   esac ;;
124) echo "FAIL crash-slow: crash.sh did not finish in 300 s on a slow binary"; exit 1 ;;
esac
echo "FAIL crash-slow: $out"
exit 1
