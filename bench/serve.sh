#!/bin/sh
# bench/serve.sh ARBITER BUILD: is the GM slowed down by the players' view?
#
# Times the GM's logged command (`give`, a fresh process each time, durable)
# on a bernard game with no server, and with `arbiter serve` running and
# $SERVE_CLIENTS (20) event streams open, each with curl, as phones hold
# them; the server builds every page anew after each command and sends it
# down every stream.  The two conditions run in alternate blocks
# ($SERVE_BLOCKS of each, BUILD/bench/timeit's median of $SERVE_RUNS runs a
# block), so that whatever else the machine does weighs on both alike; the
# median of the blocks' medians is compared.  Target: within 10% (issue 17).
# Also checks that every stream received the versions (the clients were not
# idle).  Writes bench/SERVE.md.  Not part of `make check`.
set -eu
bin=$1
build=$2
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-bserve.XXXXXX")
pids=""
stop_all() { for p in $pids; do kill "$p" 2> /dev/null || :; done; pids=""; }
trap 'stop_all; rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT PIPE TERM
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config"
mkdir -p "$HOME"
clients=${SERVE_CLIENTS:-20}
runs=${SERVE_RUNS:-41}
blocks=${SERVE_BLOCKS:-3}
timeit=$build/bench/timeit
db=$tmp/g.db

"$bin" -d "$db" new bernard g --players Ann,Bob,Cleo --seed 1 --no-user-overlay \
    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null
awk 'BEGIN { for (i = 0; i < 200; i++) print (i % 2 ? "take" : "give") " Ann 1 credits" }' \
    > "$tmp/cmds"
"$bin" -d "$db" -f "$tmp/cmds" > /dev/null

# the median time of one `give` (ms)
give() { "$timeit" "$runs" "$bin" -d "$db" give Ann 1 credits | cut -d' ' -f1; }

serve_up() {
	"$bin" -d "$db" serve --port 0 > "$tmp/serve.out" 2> "$tmp/serve.err" &
	pids="$pids $!"
	i=0
	until grep -q "^the players' view" "$tmp/serve.out"; do
		i=$((i + 1))
		[ $i -lt 250 ] || { echo "serve did not start" >&2; exit 1; }
		sleep 0.02
	done
	url=$(sed -n "s/^the players' view of [^:]*: \(http:[^ ]*\)$/\1/p" "$tmp/serve.out")
	k=1
	while [ $k -le "$clients" ]; do
		curl -s -N "${url}events" > "$tmp/c$k.ev" &
		pids="$pids $!"
		k=$((k + 1))
	done
	sleep 0.5
}

without="" with="" seen=""
b=1
while [ $b -le "$blocks" ]; do
	echo "block $b of $blocks: without the server..." >&2
	without="$without $(give)"
	echo "block $b of $blocks: with the server and $clients streams..." >&2
	serve_up
	before=$(grep -c '^id: ' "$tmp/c1.ev" || :)
	with="$with $(give)"
	sleep 0.5
	# the versions the slowest stream received during the block
	least=""
	k=1
	while [ $k -le "$clients" ]; do
		v=$(($(grep -c '^id: ' "$tmp/c$k.ev" || :) - before))
		[ -z "$least" ] || [ "$v" -lt "$least" ] && least=$v
		k=$((k + 1))
	done
	seen="$seen $least"
	stop_all
	b=$((b + 1))
done

median() { echo "$@" | tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 }
    END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
m0=$(median $without)
m1=$(median $with)
ratio=$(awk -v a="$m1" -v b="$m0" 'BEGIN { printf "%.3f", a / b }')
verdict=$(awk -v r="$ratio" 'BEGIN { print (r <= 1.10 ? "within" : "NOT within") }')
{
	echo "# The players' view: the GM's commands with $clients clients"
	echo
	echo "Written by \`make bench\` (bench/serve.sh). The median wall time in"
	echo "milliseconds of a logged \`give\` (a fresh process, a durable"
	echo "transaction), $runs runs a block, in $blocks blocks without a server"
	echo "and $blocks with \`arbiter serve\` and $clients event streams open (curl),"
	echo "alternately; the server builds every page after each command and sends"
	echo "it down each stream."
	echo
	echo "- date: $(date -u +%Y-%m-%d)"
	echo "- machine: $(uname -srm), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at the end"
	echo
	echo "| | block medians (ms) | median (ms) |"
	echo "|---|---|---:|"
	echo "| no server |$without | $m0 |"
	echo "| serve, $clients streams |$with | $m1 |"
	echo
	echo "Ratio $ratio: $verdict the target of 1.10. The slowest stream received"
	echo "$(echo $seen | tr ' ' ',') versions in the blocks ($runs commands each: the"
	echo "server reads the database every 100 ms, so several commands in one"
	echo "tenth of a second make one version)."
} > "$root/bench/SERVE.md"
cat "$root/bench/SERVE.md"
