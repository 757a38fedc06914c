#!/bin/sh
# hardening.sh ARBITER: what an unlucky GM meets, where the bad-input
# corpus cannot go (issue 19):
#   - Ctrl-C in the REPL cancels a command waiting for another writer's
#     lock: nothing applied, and said so; at the prompt it drops the line;
#   - the REPL keeps the game its prompt shows when another terminal runs
#     'new' or 'use';
#   - with HOME unset or empty the database is the password database's
#     home's, never one under the current directory;
#   - a command file's line of 300 MB under a memory limit is refused with
#     its line number (not a silent exit 0);
#   - on a full disk (no room for a new byte: ulimit -f 0) a database with
#     nothing in a WAL is read, and a change says why it cannot be made;
#   - TERM=dumb gets no colour on a terminal;
#   - a copy of the file taken while the REPL waits for input holds its
#     commands, and so does 'backup'.
# The REPL runs in tmux (a Debian package of 'make check'); every wait is a
# poll with a bound, at this machine's pace (tests/pace.sh), and a test
# whose tool is missing says so and is skipped.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1
unset ARBITER_DB XDG_DATA_HOME XDG_STATE_HOME XDG_CONFIG_HOME
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-hard.XXXXXX")
sock=$work/tmux.sock
cleanup() {
	[ -e "$sock" ] && tmux -S "$sock" kill-server 2> /dev/null
	touch "$work/release"
	wait
	rm -rf "$work"
}
trap cleanup EXIT INT TERM
chmod 755 "$work"
export HOME="$work/home"
mkdir -p "$HOME"
fail=0
bad() { echo "FAIL hardening: $*"; fail=1; }
ok() { echo "ok   hardening: $*"; }
skip() { echo "skip hardening: $*"; }
demo=$root/rulesets/examples/bernard-demo.yaml

# the deadlines at this machine's pace (tests/pace.sh)
. "$root/tests/pace.sh"
# poll CMD... up to 10 s at this machine's pace; true when it succeeds
poll() { until_in "$(within 10000)" "$@"; }

# --- the REPL: its game, and Ctrl-C ------------------------------------

pane() { tmux -S "$sock" capture-pane -p -J -S -200 -t repl; }
shows() { pane | grep -q -- "$1"; }
# the REPL's prompt for game $1 is the pane's last line: its command done
at_prompt() { pane | grep -v '^ *$' | tail -n 1 | grep -q -- "^arbiter $1 .*>"; }
send() { tmux -S "$sock" send-keys -t repl "$@"; }
# the REPL's process sleeps in SQLite's busy handler (nanosleep)
waiting() { grep -q nanosleep "/proc/$repl/wchan" 2> /dev/null; }

repl_tests() {
	db=$work/repl.db
	"$bin" -d "$db" new bernard g1 --players Ann,Bob,Cleo \
	    --overlay "$demo" > /dev/null || { bad "cannot start g1"; return; }
	tmux -S "$sock" new-session -d -s repl -x 200 -y 50 \
	    "env HOME='$HOME' ARBITER_RULESET_PATH='$ARBITER_RULESET_PATH' NO_COLOR=1 TERM=xterm '$bin' -d '$db'" ||
	    { bad "tmux cannot start the REPL"; return; }
	repl=$(tmux -S "$sock" list-panes -t repl -F '#{pane_pid}')
	poll shows 'arbiter g1 setup>' || { bad "no REPL prompt"; pane | grep .; return; }

	# another terminal's new (which selects g2) leaves the REPL on g1
	"$bin" -d "$db" new bernard g2 --players Ann,Bob --overlay "$demo" \
	    > /dev/null || bad "cannot start g2"
	send 'give Ann 7 credits' Enter
	poll shows 'Ann: credits 30 -> 37' || bad "the REPL's give did not report"
	# its output is printed before the REPL has written the command into
	# the file; at its prompt again it has (a loaded machine shows the
	# difference)
	poll at_prompt g1 || { bad "the REPL's prompt did not come back"; pane | tail -n 5; }
	if "$bin" -d "$db" -g g1 log | grep -q 'give Ann 7 credits' &&
	    ! "$bin" -d "$db" -g g2 log | grep -q give; then
		ok "the REPL kept g1 while another terminal started g2"
	else
		bad "the REPL's give went to another terminal's game"
	fi

	# at its prompt the REPL has written its commands into the file: a
	# plain copy of the file alone (no -wal) holds them, and so does a
	# backup taken meanwhile (issue 20, item 3)
	cp "$db" "$work/copy.db"
	"$bin" -d "$db" backup "$work/backup.db" > /dev/null ||
	    bad "backup failed while the REPL was open"
	if "$bin" -d "$work/copy.db" -g g1 log | grep -q 'give Ann 7 credits' &&
	    "$bin" -d "$work/backup.db" -g g1 log | grep -q 'give Ann 7 credits'; then
		ok "a copy of the file taken at the REPL's prompt, and a backup, hold its last command"
	else
		bad "a copy taken at the REPL's prompt misses its last command"
	fi

	# Ctrl-C at the prompt drops the line being typed; what is typed next
	# waits for the fresh prompt (on a loaded machine the REPL may take
	# the interrupt after keys sent behind it)
	send 'give Ann 9'
	poll shows 'give Ann 9$'
	prompts=$(pane | grep -c '^arbiter g1 setup>')
	fresh() { [ "$(pane | grep -c '^arbiter g1 setup>')" -gt "$prompts" ]; }
	send C-c
	poll fresh || bad "no fresh prompt after Ctrl-C"
	send 'note after-ctrl-c' Enter
	if poll shows 'noted as' && "$bin" -d "$db" -g g1 log 1 |
	    grep -q '  note after-ctrl-c$'; then
		ok "Ctrl-C at the prompt dropped the line typed"
	else
		bad "Ctrl-C at the prompt kept the line typed"; pane | grep . | tail -5
	fi

	# another writer holds the lock: the REPL's give waits; Ctrl-C
	# cancels it for good
	before=$("$bin" -d "$db" -g g1 log | wc -l)
	# (it waits for the lock itself: the probe below takes it for an
	# instant, and a BEGIN that met it would fail, the lock never held)
	{ echo '.timeout 10000'
	  echo 'BEGIN IMMEDIATE;'
	  while [ ! -e "$work/release" ]; do sleep 0.02; done
	  echo 'COMMIT;'; } | sqlite3 "$db" &
	locked() { ! sqlite3 "$db" 'BEGIN IMMEDIATE; ROLLBACK;' 2> /dev/null; }
	poll locked || bad "sqlite3 did not take the lock"
	send 'give Bob 5 credits' Enter
	# the give must be waiting before Ctrl-C: where the kernel does
	# not show where a process sleeps, a second at this machine's pace
	# is the best guess
	w=$(cat "/proc/$$/wchan" 2> /dev/null)
	if [ -n "$w" ] && [ "$w" != 0 ] && poll waiting; then :; else
		sleep "$(fsecs 1000)"; fi
	send C-c
	poll shows 'interrupted while waiting' ||
	    bad "Ctrl-C did not say the waiting command was cancelled"
	touch "$work/release"
	wait
	send 'note released' Enter
	poll shows 'noted as #3' || { bad "the REPL did not go on after Ctrl-C"; pane | grep . | tail -8; }
	after=$("$bin" -d "$db" -g g1 log | wc -l)
	if [ $((after - before)) -eq 1 ] &&
	    ! "$bin" -d "$db" -g g1 log | grep -q 'give Bob 5'; then
		ok "Ctrl-C cancelled a command waiting for the lock"
	else
		bad "the command waiting for the lock was applied after Ctrl-C"
		"$bin" -d "$db" -g g1 log
	fi
	tmux -S "$sock" kill-server 2> /dev/null
}

if ! command -v tmux > /dev/null; then
	skip "tmux is not installed: the REPL's game and Ctrl-C are not checked"
elif ! command -v sqlite3 > /dev/null; then
	skip "sqlite3 is not installed: Ctrl-C on a lock is not checked"
else
	repl_tests
fi

# --- HOME unset or empty ---------------------------------------------------

# as someone else than root (whose home this run must not touch): 'nobody'
if [ "$(id -u)" = 0 ] && command -v setpriv > /dev/null; then
	pwhome=$(getent passwd 65534 | cut -d: -f6)
	mkdir "$work/cwd" && chmod 777 "$work/cwd"
	for h in unset empty; do
		if [ $h = unset ]; then set -- env -u HOME; else set -- env HOME=; fi
		(cd "$work/cwd" && "$@" setpriv --reuid=65534 --regid=65534 \
		    --clear-groups "$bin" new bernard h --players Ann,Bob \
		    --overlay "$demo") > "$work/out" 2>&1
		(cd "$work/cwd" && "$@" setpriv --reuid=65534 --regid=65534 \
		    --clear-groups "$bin" status) >> "$work/out" 2>&1
		if [ -e "$work/cwd/.local" ]; then
			bad "HOME $h: the database went under the current directory"
			rm -rf "$work/cwd/.local"
		elif ! grep -q "'$pwhome/.local/share/arbiter/arbiter.db'" "$work/out"; then
			bad "HOME $h: not the password database's home ($pwhome)"
			cat "$work/out"
		else
			ok "HOME $h: the database is under $pwhome, from the password database"
		fi
	done
else
	skip "HOME unset needs root (to run as 'nobody', whose home is not this user's)"
fi

# --- a huge line in a command file, under a memory limit -------------------

db=$work/lines.db
"$bin" -d "$db" new bernard g --players Ann,Bob --overlay "$demo" > /dev/null
if (ulimit -v 100000 && "$bin" -d "$db" status > /dev/null) 2> /dev/null; then
	# 300 MB of one line, on a pipe: arbiter must stop long before
	st=$( (ulimit -v 100000; head -c 300000000 /dev/zero | tr '\0' x |
	    "$bin" -d "$db" -f - > /dev/null 2> "$work/err"; echo $?) | tail -1)
	if [ "$st" = 2 ] && grep -q 'longer than' "$work/err" &&
	    grep -q '^arbiter: -:1: stopped here$' "$work/err"; then
		ok "a 300 MB line under a 100 MB memory limit is refused at line 1"
	else
		bad "a 300 MB line under a memory limit: exit $st"; cat "$work/err"
	fi
else
	skip "arbiter does not start under ulimit -v (a sanitizer build?): the long line is not checked"
fi

# --- a full disk --------------------------------------------------------------

# ulimit -f 0: no file may grow (the disk has no room for a new byte); the
# output goes through a pipe, which the limit does not concern
db=$work/full.db
"$bin" -d "$db" new bernard g --players Ann,Bob --overlay "$demo" > /dev/null
sum=$(cksum < "$db")
full() { ( trap '' XFSZ; ulimit -f 0; "$bin" -d "$db" "$@" 2>&1; echo "[exit $?]" ) | cat; }
full status > "$work/out"
if grep -q '^g (bernard)' "$work/out" && grep -q '^\[exit 0\]$' "$work/out"; then
	ok "a full disk: status reads the database"
else
	bad "a full disk: status fails"; cat "$work/out"
fi
full give Ann 1 credits > "$work/out"
if grep -q "can be read but not changed: SQLite could not make its journal files" "$work/out" &&
    grep -q '^\[exit 4\]$' "$work/out" && [ "$(cksum < "$db")" = "$sum" ]; then
	ok "a full disk: a change says why it cannot be made, and nothing changed"
else
	bad "a full disk: a change"; cat "$work/out"
fi

# --- TERM=dumb -------------------------------------------------------------

if command -v script > /dev/null; then
	esc=$(printf '\033')
	# on a terminal (script's), colour unless TERM says there is none
	script -qec "env -u NO_COLOR PAGER=cat TERM=xterm '$bin' rules bernard" /dev/null \
	    < /dev/null > "$work/xterm" 2>&1
	script -qec "env -u NO_COLOR PAGER=cat TERM=dumb '$bin' rules bernard" /dev/null \
	    < /dev/null > "$work/dumb" 2>&1
	if ! grep -q "$esc" "$work/xterm"; then
		bad "no colour on a terminal with TERM=xterm: is the check still right?"
	elif grep -q "$esc" "$work/dumb"; then
		bad "TERM=dumb gets colour codes"
	else
		ok "TERM=dumb gets no colour (TERM=xterm does)"
	fi
else
	skip "script is not installed: TERM=dumb is not checked"
fi

exit $fail
