#!/bin/sh
# pictures.sh ARBITER [--update] [OUTDIR]: the pictures of `export svg` in a
# real headless browser (tests/webdriver.sh).  For a finished game of each
# shipped ruleset (replayed from tests/data/season-*.arb): export its chart
# and board, open each SVG on a 1920x1080 screen, keep a screenshot in
# OUTDIR (build/pictures) and compare it with the reference in
# tests/pictures: the same size, and the same colour (within a margin) at
# a grid of 96x54 points but for a quarter of those the reference inks (not
# white), so that a picture that moves, loses its colours or renders blank
# fails while a font a pixel wider does not.
# --update copies the screenshots over the references (look at them
# first).  `make check-pictures` (-update); not part of `make check`.
set -u
bin=$1
shift
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
update=0
if [ "${1:-}" = --update ]; then update=1; shift; fi
out=${1:-$root/build/pictures}
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
ref=$root/tests/pictures
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-pictures.XXXXXX")
pids=""
cleanup() {
	[ -n "${sid:-}" ] && cleanup_driver
	for p in $pids; do kill "$p" 2> /dev/null; done
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' HUP INT PIPE TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME" "$out" "$work/svg"
fail=0
bad() { echo "FAIL pictures: $*"; fail=1; }

. "$root/tests/webdriver.sh"

# compare NEW REF (on a blank HTML page: an SVG document has no canvas): "WxH WxH N INK" (the sizes, the points of the grid
# that differ by more than 64 in a channel, those the reference inks), drawn on canvases in the page from
# data: URLs (which a canvas may read)
compare() {
	{
		printf '{"script":"%s","args":["' "$(tr -d '\n' < "$root/tests/pictures/compare.js")"
		base64 -w0 "$1"
		printf '","'
		base64 -w0 "$2"
		printf '"]}'
	} > "$work/req.json"
	W POST "$S/url" '{"url":"about:blank"}' > /dev/null
	curl -s -m 20 -X POST -H 'Content-Type: application/json' \
	    --data-binary @"$work/req.json" "$wd$S/execute/async" |
	    sed -n 's/^{"value":"\(.*\)"}$/\1/p'
}

games="adellos1 albedo1 aldarra1 ashes2 bernard1"
for g in $games; do
	"$bin" -d "$work/game.db" -f "$root/tests/data/season-$g.arb" > /dev/null ||
	    bad "$g: the replay failed"
	"$bin" -d "$work/game.db" -g "$g" export svg "$work/svg" > /dev/null ||
	    bad "$g: export svg failed"
done
# a window whose page is 1920x1080, whatever the browser's frame takes
size 1920 1080
size 1920 $((2160 - $(JS "window.innerHeight")))
[ "$(JS "window.innerWidth + 'x' + window.innerHeight")" = 1920x1080 ] ||
    bad "the page is $(JS "window.innerWidth + 'x' + window.innerHeight"), not 1920x1080"
n=0
for g in $games; do
	for what in chart board; do
		name=$g-$what
		W POST "$S/url" "{\"url\":\"file://$work/svg/$name.svg\"}" > /dev/null
		shot "$out/$name.png"
		n=$((n + 1))
		if [ $update = 1 ]; then
			cp "$out/$name.png" "$ref/$name.png"
			continue
		fi
		[ -f "$ref/$name.png" ] ||
		    { bad "$name: no reference (make check-pictures-update)"; continue; }
		set -- $(compare "$out/$name.png" "$ref/$name.png")
		[ $# = 4 ] || { bad "$name: the comparison failed"; continue; }
		[ "$1" = "$2" ] || bad "$name: $1, the reference $2"
		[ $(($3 * 4)) -le "$4" ] ||
		    bad "$name: $3 points differ from the reference (of $4 inked)"
	done
done
[ $update = 1 ] && { echo "ok   pictures: $n references in $ref updated"; exit $fail; }
[ $fail = 0 ] && echo "ok   pictures: $n screenshots at 1920x1080 match tests/pictures; in $out"
exit $fail
