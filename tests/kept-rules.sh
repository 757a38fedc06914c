#!/bin/sh
# kept-rules.sh ARBITER
#
# A game keeps its ruleset compiled in its database (cli/rules_kept.c, an
# image of the walked ruleset: core/rules/ruleset_image.c), written by a
# command that changes the game.  A damaged image (a byte changed, cut
# short, emptied, not a blob) must be noticed and the texts read again:
# status then prints what it printed with the image whole, and the
# next logged command keeps a good image again.  Needs sqlite3.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-kept.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"
fail=0
bad() { echo "FAIL kept-rules: $*"; fail=1; }
command -v sqlite3 > /dev/null || { echo "skip kept-rules: no sqlite3"; exit 0; }

db=$work/g.db
"$bin" -d "$db" new bernard g --players Ann,Bob --seed 3 \
    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null &&
    "$bin" -d "$db" give Ann 2 credits > /dev/null ||
    bad "cannot build the game"
len() { sqlite3 "$db" "SELECT length(value) FROM meta WHERE key = 'rules 1'"; }
[ "$(len)" -gt 100 ] 2>/dev/null || bad "no image kept after a logged command"
"$bin" -d "$db" status > "$work/want.status" 2>&1 || bad "status fails"
"$bin" -d "$db" status --json > "$work/want.json" 2>&1 || bad "status --json fails"

# each damage, then status (and --json) as before, and a logged command that
# keeps a whole image again
n=$(len)
for how in "substr(value, 1, 200) || zeroblob(1) || substr(value, 202)" \
    "substr(value, 1, $((n / 2))) || x'ff' || substr(value, $((n / 2 + 2)))" \
    "substr(value, 1, $((n - 1))) || x'00'" \
    "substr(value, 1, $((n / 3)))" \
    "zeroblob(0)" "'not a blob'"; do
	sqlite3 "$db" "UPDATE meta SET value = $how WHERE key = 'rules 1'" ||
	    bad "cannot damage with $how"
	"$bin" -d "$db" status > "$work/got" 2>&1 ||
	    bad "status fails with the image damaged ($how)"
	cmp -s "$work/want.status" "$work/got" ||
	    bad "status differs with the image damaged ($how)"
	"$bin" -d "$db" status --json > "$work/got" 2>&1 ||
	    bad "status --json fails with the image damaged ($how)"
	cmp -s "$work/want.json" "$work/got" ||
	    bad "status --json differs with the image damaged ($how)"
	"$bin" -d "$db" give Ann 1 credits > /dev/null 2>&1 &&
	    "$bin" -d "$db" take Ann 1 credits > /dev/null 2>&1 ||
	    bad "a logged command fails with the image damaged ($how)"
	[ "$(len)" = "$n" ] || bad "no whole image kept again ($how)"
done
[ $fail = 0 ] && echo "ok   kept rules: a damaged image is passed over"
exit $fail
