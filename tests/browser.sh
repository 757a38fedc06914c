#!/bin/sh
# browser.sh ARBITER [OUTDIR]: the players' view in a real headless browser
# (Debian's Chromium, driven through chromedriver's WebDriver protocol with
# curl).  For a scratch game of each shipped ruleset: serve it, open the
# page, check that it shows the game's state and is live (its script
# connected the event stream), log a command and check that the page in
# the browser shows the new version within a second, and keep a screenshot
# per game in OUTDIR (build/browser), on a shared screen's window and on a
# phone's.  tests/browser/*.png are the references kept in the tree: the
# test does not compare pixels (fonts differ from machine to machine).
# Every wait polls against a deadline, at this machine's pace
# (tests/pace.sh).  `make check-browser`; not part of `make check`
# (Chromium is large).
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
out=${2:-$root/build/browser}
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-browser.XXXXXX")
pids=""
cleanup() {
	[ -n "${sid:-}" ] && cleanup_driver
	for p in $pids; do kill "$p" 2> /dev/null; done
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' HUP INT PIPE TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME" "$out"
fail=0
bad() { echo "FAIL browser: $*"; fail=1; }
A() { "$bin" -d "$work/game.db" "$@"; }

. "$root/tests/pace.sh"
. "$root/tests/webdriver.sh"

is_live() { [ "$(JS "document.getElementById('live').textContent")" = live ]; }
version() { JS "document.getElementById('view').getAttribute('data-version')"; }
version_past() { [ "$(version)" != "$1" ]; }
# the page shows a version of the game (0: serve has not read it yet)
version_read() { [ "$(version)" -gt 0 ] 2> /dev/null; }

# --- one game ------------------------------------------------------------------

# game ID COMMAND: serve the game ID, then check the page before and after
# COMMAND
game() {
	id=$1
	"$bin" -d "$work/game.db" serve "$id" --port 0 > "$work/$id.out" 2>&1 &
	spid=$!
	pids="$pids $spid"
	until_in "$(within 5000)" grep -q "^the players' view" "$work/$id.out" ||
	    { bad "$id: serve did not start within $(within 5000) ms"; return; }
	url=$(sed -n "s/^the players' view of [^:]*: \(http:[^ ]*\)$/\1/p" "$work/$id.out")
	size 1280 900
	W POST "$S/url" "{\"url\":\"$url\"}" > /dev/null
	until_in "$(within 3000)" is_live || :
	live=$(JS "document.getElementById('live').textContent")
	[ "$live" = live ] || bad "$id: the page is not live ('$live') within $(within 3000) ms"
	# serve says its address before it has read the game
	until_in "$(within 5000)" version_read ||
	    bad "$id: the page shows no version of the game within $(within 5000) ms"
	turn=$(JS "document.querySelector('.turn').textContent")
	players=$(JS "document.querySelectorAll('.player').length")
	board=$(JS "document.querySelectorAll('.board svg').length")
	[ "$players" = 3 ] || bad "$id: $players players shown, not 3"
	[ "$board" = 1 ] || bad "$id: no board picture"
	case $turn in *round*|*setting*) ;; *) bad "$id: the turn says '$turn'" ;; esac
	v0=$(version)
	A -g "$id" $2 > /dev/null || bad "$id: '$2' failed"
	t0=$(date +%s%N)
	if until_in "$(within 1000)" version_past "$v0"; then
		ms=$(( ($(date +%s%N) - t0) / 1000000 ))
	else
		bad "$id: the page did not show '$2' within $(within 1000) ms (a second at pace $pace)"
		ms=-
	fi
	JS "document.body.textContent.indexOf('$2') >= 0" | grep -q true ||
	    bad "$id: the page does not list '$2'"
	shot "$out/$id.png"
	size 390 844
	shot "$out/$id-phone.png"
	wide=$(JS "document.documentElement.scrollWidth <= window.innerWidth + 1")
	[ "$wide" = true ] || bad "$id: the phone's page is wider than the screen"
	echo "     $id: '$turn', '$2' shown after $ms ms"
	kill "$spid"
}

A new adellos adellos --players Ann,Bob,Cleo --seed 3 > /dev/null
game adellos "give Ann 2 gold"
A new albedo albedo --players Ann,Bob,Cleo --seed 3 > /dev/null
game albedo "reveal r1a 2 flag:1 city:2 -"
A new aldarra-reborn aldarra-reborn --players Ann,Bob,Cleo --seed 3 \
    --overlay "$root/tests/data/aldarra-test-values.yaml" > /dev/null
game aldarra-reborn "give Ann 2 coins"
A new ashes-of-empire ashes-of-empire --players Ann,Bob,Cleo --seed 3 > /dev/null
game ashes-of-empire "allot Ann 9 10"
A new bernard bernard --players Ann,Bob,Cleo --seed 3 \
    --overlay "$root/rulesets/examples/bernard-demo.yaml" > /dev/null
game bernard "give Ann 2 credits"

[ $fail = 0 ] && echo "ok   browser: every game's page loads, shows the state, updates within a second ($(pace_said)); screenshots in $out"
exit $fail
