#!/bin/sh
# seeds.sh OUTDIR: seed corpora for the fuzz harnesses, taken from the tests.
#   OUTDIR/dice     the first string of every table row in the dice and dist
#                   tests, and every 'roll'/'odds' argument of the scenarios
#   OUTDIR/cmdline  every line of the scenario command files and the first
#                   string of every row of the cmdline tests
#   OUTDIR/cli      each scenario command file, cut into pieces of 8 lines
#   OUTDIR/ruleset  every YAML file under rulesets/ and tests/
#   OUTDIR/rulecmd  none here: fuzz/rulemix.sh writes them for 'make fuzz'
# One input a file: a line once, a piece or a file named by a hash of it.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=$1
mkdir -p "$out/dice" "$out/cmdline" "$out/cli" "$out/ruleset" "$out/rulecmd"

# put: stdin into DIR under the hash of its content
put() {
	tmp=$1/.tmp
	cat > "$tmp"
	mv "$tmp" "$1/$(cksum < "$tmp" | tr ' ' '-')"
}

# lines_to DIR TAG: each line of stdin, once, into a file of its own (one
# awk for them all: a process per line took a minute of make check)
lines_to() {
	awk -v dir="$1" -v tag="$2" '!seen[$0]++ {
		f = sprintf("%s/%s-%d", dir, tag, ++n)
		printf "%s", $0 > f
		close(f)
	}'
}

sed -n 's/^[[:space:]]*{ "\([^"]*\)",.*/\1/p' "$root/tests/check_dice.c" \
    "$root/tests/check_dist.c" | lines_to "$out/dice" t
cat "$root"/tests/scenarios/*.cmd |
    sed -n "s/^\(!refuse \)\{0,1\}\(roll\|odds\) '\{0,1\}\([^']*\)'\{0,1\}\$/\3/p" |
    lines_to "$out/dice" s

grep -hv '^#' "$root"/tests/scenarios/*.cmd | sed 's/^!refuse //' |
    lines_to "$out/cmdline" s
sed -n 's/^[[:space:]]*{ "\([^"]*\)",.*/\1/p' "$root/tests/check_cmdline.c" |
    lines_to "$out/cmdline" t

for f in "$root"/tests/scenarios/*.cmd; do
	grep -v -e '^[#!]' -e '^new ' -e '^$' "$f" |
	    split -l 8 - "$out/cli/.part-" || true
	for p in "$out"/cli/.part-*; do
		[ -f "$p" ] && put "$out/cli" < "$p" && rm -f "$p"
	done
done

find "$root/rulesets" "$root/tests" -name '*.yaml' | sort |
    while read -r f; do put "$out/ruleset" < "$f"; done
for d in dice cmdline cli ruleset; do
	echo "seeds: $d $(ls "$out/$d" | wc -l)"
done
