#!/bin/sh
# seeds.sh OUTDIR: seed corpora for the fuzz harnesses, taken from the tests.
#   OUTDIR/dice     the first string of every table row in the dice and dist
#                   tests, and every 'roll'/'odds' argument of the scenarios
#   OUTDIR/cmdline  every line of the scenario command files and the first
#                   string of every row of the cmdline tests
#   OUTDIR/cli      each scenario command file, cut into pieces of 8 lines
#   OUTDIR/ruleset  every YAML file under rulesets/ and tests/
#   OUTDIR/rulecmd  none here: fuzz/rulemix.sh writes them for 'make fuzz'
# One input a file, each once (the same line, piece or file only once).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=$1
mkdir -p "$out/dice" "$out/cmdline" "$out/cli" "$out/ruleset" "$out/rulecmd"

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

# the pieces of each file, all by one awk (four processes a piece took
# eight seconds of make check)
awk -v dir="$out/cli" '
function piece() {
	if (k > 0 && !seen[buf]++) {
		f = sprintf("%s/p-%d", dir, ++n)
		printf "%s", buf > f
		close(f)
	}
	buf = ""
	k = 0
}
FNR == 1 { piece() }
/^[#!]/ || /^new / || /^$/ { next }
{ buf = buf $0 "\n"; if (++k == 8) piece() }
END { piece() }' "$root"/tests/scenarios/*.cmd

# each file whole, by one awk: its records (RS a byte YAML files do not
# hold) joined again as they were
find "$root/rulesets" "$root/tests" -name '*.yaml' | sort |
    xargs awk -v dir="$out/ruleset" -v root="$root/" '
function whole() {
	if (name != "" && !seen[buf]++) {
		if (substr(name, 1, length(root)) == root)
			name = substr(name, length(root) + 1)
		gsub("/", "_", name)
		f = dir "/" name
		printf "%s", buf > f
		close(f)
	}
}
BEGIN { RS = "\001" }
FNR == 1 { whole(); name = FILENAME; buf = $0; next }
{ buf = buf RS $0 }
END { whole() }'
# an empty file has no record: one input for them
if [ -n "$(find "$root/rulesets" "$root/tests" -name '*.yaml' -empty)" ]; then
	: > "$out/ruleset/empty"
fi
for d in dice cmdline cli ruleset; do
	echo "seeds: $d $(ls "$out/$d" | wc -l)"
done
