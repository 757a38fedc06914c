#!/bin/sh
# demo.sh ARBITER: play a short scripted bernard game into a temporary
# database and print the table.  The board values come from the demo
# overlay (rulesets/examples/bernard-demo.yaml), which says they are made up.
set -eu
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-demo.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
db="$tmp/demo.db"
cd "$root"
cat > "$tmp/demo.arb" <<SCRIPT
# A short game of bernard: the Empire's first round alone, then the Rebels.
new bernard demo --players Ann,Bob,Cleo --seed 2022 --overlay rulesets/examples/bernard-demo.yaml --no-user-overlay
next
next
next
bridge red purple 4
next
buy red-port 3
next
attack red-1 red-port:7
attack red-2 red-port:4 = 5 2
next
next
next
note "round 2: the Rebels strike back"
next
grant Bob Cleo 10
next
next
buy red-1 6
next
attack red-2 red-1:7
next
next
next
SCRIPT
echo "== the script"
grep -v '^#' "$tmp/demo.arb"
echo
echo "== playing it: arbiter -d DB -f demo.arb"
"$bin" -d "$db" -f "$tmp/demo.arb"
echo
echo "== arbiter status"
"$bin" -d "$db" status
echo
echo "== arbiter log"
"$bin" -d "$db" log
echo
echo "== arbiter odds 'd10 > d6' (10 units against 9 at the die bands)"
"$bin" -d "$db" odds 'd10 > d6'
