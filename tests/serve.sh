#!/bin/sh
# serve.sh ARBITER: the players' view (arbiter serve, issue 17) with a real
# HTTP client (curl).  Two scratch games, each served on a free port:
#   - the page answers with the game's round, phase and players, and its
#     event stream brings a new version of the page within a second of each
#     command logged (the one-second promise of arbiter(1));
#   - a secret (an ashes production order, sealed until the building
#     phase; albedo cards committed face down, until the round is over)
#     never shows on the public page, its event stream or any address it
#     names, and shows on its owner's private page and only there; the
#     order carried out shows on the public page;
#   - the odds the GM asked show; the odds of one player's hand only on
#     that player's page;
#   - methods other than GET and HEAD, a body, paths outside the page's own,
#     a wrong token, headers past 16 KiB and a request that does not come
#     whole within the timeout are refused, and the server goes on serving;
#   - no request changes the game; SIGTERM stops the server, and Ctrl-C
#     (at the prompt, or in a command file) too, after which commands write.
# Every wait polls with a deadline: the test fails, it never hangs.  The
# deadlines grow on a machine slower than the one they are written for (a
# sanitizer build, a loaded machine) by its pace (tests/pace.sh), and a
# page's new version may take 20 times what the command that made it took,
# where that is longer: a page that never comes still fails, after a
# bounded wait, naming what did not happen.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-serve.XXXXXX")
pids=""
cleanup() {
	for p in $pids; do kill "$p" 2> /dev/null; done
	[ -n "${KEEP:-}" ] && { echo "kept $work"; return; }
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' HUP INT PIPE TERM
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME"
fail=0
bad() { echo "FAIL serve: $*"; fail=1; }
A() { "$bin" -d "$work/game.db" "$@"; }

command -v curl > /dev/null || { echo "FAIL serve: no curl (make deps)"; exit 1; }

. "$root/tests/pace.sh"
cmax=$(secs 5000)
C() { curl -s -m "$cmax" "$@"; }

# T ARGS: A ARGS, timed: took, its milliseconds
T() {
	tt0=$(now_ms)
	A "$@"
	st=$?
	took=$(($(now_ms) - tt0))
	return $st
}

# the version the page at $1 shows (0: not read yet, 'reading the game')
shown() { C "$1" | sed -n 's/.*<main id="view" data-version="\([0-9]*\)".*/\1/p'; }
# has the page at $1 a version of the game (past the one before it is read)?
read_in() { [ "$(shown "$1")" -gt 0 ] 2> /dev/null; }

# start GAME: serve it on a free port; sets url and port
start() {
	# the program itself in the background (its pid, not a subshell's)
	"$bin" -d "$work/game.db" serve "$1" --port 0 --timeout 1 \
	    > "$work/$1.out" 2> "$work/$1.err" &
	pids="$pids $!"
	eval "pid_$1=$!"
	until_in "$(within 5000)" grep -q "^the players' view of" "$work/$1.out" ||
	    { bad "serve $1 did not start within $(within 5000) ms: $(cat "$work/$1.err")"; exit 1; }
	url=$(sed -n "s/^the players' view of [^:]*: \(http:[^ ]*\)$/\1/p" "$work/$1.out")
	port=${url##*:}
	port=${port%/}
	case $url in
	http://127.0.0.1:[0-9]*/) ;;
	*) bad "serve $1 listens at '$url', not on 127.0.0.1"; exit 1 ;;
	esac
	# it says its address before it has read the game: until then its
	# page says 'reading the game'
	until_in "$(within 5000)" read_in "$url" ||
	    { bad "serve $1 did not read the game within $(within 5000) ms \
(its page's version: '$(shown "$url")')"; exit 1; }
}

# the private address of PLAYER of GAME (on $port)
private() {
	A serve "$1" --tokens --port "$port" | awk -v p="$2" '$1 == p { print $2 }'
}

# the versions an event stream has brought so far
versions() { grep -c '^id: ' "$1"; }

# after a command (T, took: its time): the stream $1 brings a version past
# $2 within a second at this machine's pace, or 20 times what the command
# took where that is longer
arrives() {
	lim=$(within 1000)
	[ $((took * 20)) -gt "$lim" ] && lim=$((took * 20))
	until_in "$lim" sh -c "[ \$(grep -c '^id: ' '$1') -gt $2 ]" ||
	    bad "no new version on $(basename "$1") within $lim ms of '$3' \
(a second at pace $pace; the command took $took ms)"
}

has() { grep -q -F -- "$2" "$1" || bad "$3: '$2' is not there"; }
hasnt() { grep -q -F -- "$2" "$1" && bad "$3: '$2' is there"; }

# --- ashes: a sealed production order --------------------------------------

A new ashes-of-empire ash --players Ann,Bob,Cleo --seed 7 \
    --option orders=postal > /dev/null || bad "new ashes"
A -f /dev/stdin > /dev/null <<EOF || bad "the ashes set-up"
allot Ann 9 10
allot Bob 21 26 27 28
allot Cleo 1 5
factory Ann steel
factory Bob oil
factory 1 hightech
factory Cleo hightech
next
EOF
start ash
C "$url" > "$work/pub0.html" || bad "GET / failed"
has "$work/pub0.html" "round 1" "the public page"
has "$work/pub0.html" "<h3>Cleo</h3>" "the public page"
has "$work/pub0.html" "<svg" "the public page's board"
ann=$(private ash Ann)
bob=$(private ash Bob)
case $ann in "${url}p/"*/) ;; *) bad "Ann's address is '$ann'" ;; esac

# the event streams, public and Ann's, open while the GM plays
C -N -m "$(secs 30000)" "${url}events" > "$work/pub.ev" &
pids="$pids $!"
C -N -m "$(secs 30000)" "${ann}events" > "$work/ann.ev" &
pids="$pids $!"
until_in "$(within 3000)" sh -c "grep -qs '^id: ' '$work/pub.ev' && grep -qs '^id: ' '$work/ann.ev'" ||
    bad "the event streams bring no first version"
n=$(versions "$work/pub.ev")
m=$(versions "$work/ann.ev")
T order Ann 9 4 troops > /dev/null || bad "order Ann"
arrives "$work/pub.ev" "$n" "order Ann"
arrives "$work/ann.ev" "$m" "order Ann"
n=$(versions "$work/pub.ev")
T give Bob 2 steel > /dev/null || bad "give Bob"
arrives "$work/pub.ev" "$n" "give Bob"
C "$url" > "$work/pub1.html"
C "$ann" > "$work/ann1.html"
C "$bob" > "$work/bob1.html"
# the order is Ann's, sealed until the building phase (ashes rulebook:
# "The counters are placed face down on the command sheet to keep the
# orders secret")
for f in pub1.html pub.ev; do
	has "$work/$f" "order Ann (sealed)" "$f"
	hasnt "$work/$f" "order Ann 9" "$f"
	hasnt "$work/$f" "4 troops" "$f"
	hasnt "$work/$f" "/p/" "$f"
done
has "$work/ann1.html" "order Ann 9 4 troops" "Ann's page"
has "$work/ann.ev" "order Ann 9 4 troops" "Ann's event stream"
hasnt "$work/bob1.html" "order Ann 9" "Bob's page"
has "$work/bob1.html" "order Ann (sealed)" "Bob's page"
# the give is public, in plain words
has "$work/pub1.html" "give Bob 2 steel" "the public page"

# --- bad requests -----------------------------------------------------------

code() { C -o /dev/null -w '%{http_code}' "$@"; }
log0=$(A -g ash log)
[ "$(code -X POST -d x "$url")" = 405 ] || bad "POST / is not refused (405)"
[ "$(code -X PUT "${url}events")" = 405 ] || bad "PUT is not refused (405)"
[ "$(code -X DELETE "$ann")" = 405 ] || bad "DELETE is not refused (405)"
[ "$(code -H 'Content-Length: 3' --data-binary abc -X GET "$url")" = 400 ] ||
    bad "a GET with a body is not refused (400)"
for p in /../../etc/passwd /etc/passwd /p/ /p/00000000000000000000000000000000/ \
    "/p/${ann#*/p/}x" "/p/${ann#*/p/}../" /index.html /events/x /style.css/x \
    "/%2e%2e/etc/passwd"; do
	c=$(code --path-as-is "http://127.0.0.1:$port$p")
	[ "$c" = 404 ] || bad "GET $p answers $c, not 404"
done
[ "$(code "$url")" = 200 ] || bad "GET / is not 200"
# a private address typed without its last '/' is sent to the page's own
[ "$(C -o /dev/null -w '%{http_code} %{redirect_url}' "${ann%/}")" = "301 $ann" ] ||
    bad "${ann%/} is not redirected to $ann"
[ "$(code -I "$url")" = 200 ] || bad "HEAD / is not 200"
[ "$(code "${url}style.css")" = 200 ] || bad "GET /style.css is not 200"
# headers past the 16 KiB a connection may use: refused, never served
big=$(head -c 20000 /dev/zero | tr '\0' a)
c=$(code -H "X-Big: $big" "$url")
case $c in 4*|000) ;; *) bad "a 20 KB header answers $c" ;; esac
# a request that does not come whole within the timeout (1 s here): the
# server closes it, and serves others meanwhile
if command -v bash > /dev/null; then
	ts=$(date +%s)
	bash -c 'exec 3<>/dev/tcp/127.0.0.1/'"$port"'
	    printf "GET / HTTP/1.1\r\nHost: x\r\n" >&3
	    timeout '"$(secs 5000)"' cat <&3 > "$1"' sh "$work/slow.out" &
	slow=$!
	pids="$pids $slow"
	sleep "$(fsecs 200)"
	[ "$(code -m "$(fsecs 1000)" "$url")" = 200 ] ||
	    bad "a slow request stops the others"
	until_in "$(within 4000)" sh -c "! kill -0 $slow 2> /dev/null" ||
	    bad "a request that never comes whole is not closed within $(within 4000) ms"
	grep -q "200 OK" "$work/slow.out" && bad "a request never whole was answered"
	[ $(($(date +%s) - ts)) -le "$(secs 4000)" ] ||
	    bad "the slow request was closed late (after $(secs 4000) s)"
fi
[ "$(code "$url")" = 200 ] || bad "the server does not serve after the bad requests"
[ "$(A -g ash log)" = "$log0" ] || bad "a request changed the game"

# the building phase carries the order out: from then on it is public
# (ashes rulebook: "in phase 5 the building orders are carried out")
A -g ash -f /dev/stdin > /dev/null <<EOF || bad "ashes to the building phase"
next
choose Ann 3
choose Bob 1
next
next
next
next
next
EOF
pub_has() { C "$url" | grep -q -F "$1"; }
until_in "$(within 2000)" pub_has "order Ann 9 4 troops" ||
    bad "the order carried out is not on the public page within $(within 2000) ms"
until_in "$(within 2000)" pub_has "building phase" ||
    bad "the page does not say the building phase within $(within 2000) ms"

# what serve refuses: a port out of range, an unknown player, a port taken
A serve ash --port 65536 > /dev/null 2>&1
[ $? = 2 ] || bad "--port 65536 is not a usage error"
A serve ash --tokens --port "$port" --qr Zed > /dev/null 2>&1
[ $? = 2 ] || bad "--qr of no player is not a usage error"
timeout "$(secs 5000)" "$bin" -d "$work/game.db" serve ash --port "$port" > "$work/taken.out" 2> "$work/taken.err"
[ $? = 4 ] || bad "a port taken is not an environment error"
grep -q "cannot listen on port $port" "$work/taken.err" ||
    bad "a port taken says: $(cat "$work/taken.err")"

# serve in a command file (as at the prompt): Ctrl-C stops it, and the
# commands after it may write again
printf 'serve --port 0\ngive Cleo 1 steel\n' > "$work/f"
"$bin" -d "$work/game.db" -g ash -f "$work/f" > "$work/f.out" 2> "$work/f.err" &
fpid=$!
pids="$pids $fpid"
until_in "$(within 5000)" grep -q "^the players' view" "$work/f.out" ||
    bad "serve in a file did not start within $(within 5000) ms"
kill -INT "$fpid"
until_in "$(within 3000)" sh -c "! kill -0 $fpid 2> /dev/null" ||
    bad "Ctrl-C does not stop serve within $(within 3000) ms"
wait "$fpid" || bad "the file after serve failed: $(cat "$work/f.err")"
grep -q "^stopped$" "$work/f.out" || bad "serve in a file did not say it stopped"
A -g ash log 1 | grep -q "give Cleo 1 steel" || bad "the give after serve is not in the log"

# --- albedo: cards committed face down, a hand's odds ------------------------

A new albedo alb --players Ann,Bob,Cleo --seed 8 > /dev/null || bad "new albedo"
A -f /dev/stdin > /dev/null <<EOF || bad "the albedo set-up"
reveal r1a 2 flag:1 city:2 -
reveal r1b 3 flag:1 - flag:1
next
EOF
start alb
ann=$(private alb Ann)
cleo=$(private alb Cleo)
C -N -m "$(secs 30000)" "${url}events" > "$work/apub.ev" &
pids="$pids $!"
until_in "$(within 3000)" grep -q '^id: ' "$work/apub.ev" || bad "albedo: no first version"
n=$(versions "$work/apub.ev")
# albedo rulebook: "during play these cards are hidden and players may not
# reveal which cards they have drawn"
T commit Ann 1 fighter:r fighter fighter fighter fighter ace-pilot > /dev/null ||
    bad "commit Ann"
arrives "$work/apub.ev" "$n" "commit Ann"
n=$(versions "$work/apub.ev")
T odds hand Cleo > /dev/null || bad "odds hand Cleo"
arrives "$work/apub.ev" "$n" "odds hand Cleo"
n=$(versions "$work/apub.ev")
T odds 2d6 '>=' 7 > /dev/null || bad "odds 2d6"
arrives "$work/apub.ev" "$n" "odds 2d6"
C "$url" > "$work/apub.html"
C "$ann" > "$work/aann.html"
C "$cleo" > "$work/acleo.html"
for f in apub.html apub.ev; do
	has "$work/$f" "commit Ann (sealed)" "albedo $f"
	hasnt "$work/$f" "fighter:r" "albedo $f"
	hasnt "$work/$f" "ace-pilot" "albedo $f"
	hasnt "$work/$f" "Ace Pilot" "albedo $f"
	hasnt "$work/$f" "/p/" "albedo $f"
done
has "$work/aann.html" "commit Ann 1 4xfighter fighter:r ace-pilot" "Ann's page"
has "$work/aann.html" "your cards at r1a" "Ann's page"
hasnt "$work/acleo.html" "fighter:r" "Cleo's page"
# 2d6 >= 7: 21 of the 36 throws, 0.583333
has "$work/apub.html" "odds 2d6 &gt;= 7" "the odds asked last"
has "$work/apub.html" "0.583333" "the odds asked last"
A odds hand Cleo > /dev/null
until_in "$(within 2000)" sh -c "curl -s -m $(secs 2000) '$url' | grep -q \"a player's hand: on that player\"" ||
    bad "the odds of Cleo's hand are not kept off the public page"
until_in "$(within 2000)" sh -c "curl -s -m $(secs 2000) '$cleo' | grep -q 'odds hand Cleo'" ||
    bad "the odds of Cleo's hand are not on her page"

# --- the end ------------------------------------------------------------------

for g in ash alb; do
	eval "p=\$pid_$g"
	kill -TERM "$p"
	until_in "$(within 3000)" sh -c "! kill -0 $p 2> /dev/null" ||
	    bad "serve $g does not stop within $(within 3000) ms"
	grep -q '^stopped$' "$work/$g.out" || bad "serve $g did not say it stopped"
	[ -s "$work/$g.err" ] && bad "serve $g said: $(head -3 "$work/$g.err")"
done
[ $fail = 0 ] && echo "ok   serve: pages, event streams within a second \
($(pace_said)), secrets on their owners' pages \
only, bad requests refused"
exit $fail
