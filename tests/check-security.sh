#!/bin/sh
# check-security.sh: what the source must not do, checked in the source.
#   - no SQL text built from input: every statement db/db.c prepares or
#     runs (and db_meta.c, db_games.c and db_events.c, which run its table's
#     statements by number) is a string literal, an entry of its table of
#     literals (sql[]),
#     a schema literal, or "PRAGMA user_version = N" made from a number;
#     db/campaign.c, db/campaign_find.c, db/view.c, db/results.c and db/line.c prepare
#     literals only (db/fail.c's db_prepare takes its caller's); no sqlite3_mprintf
#     and kin anywhere;
#   - no user text as a format string: the build keeps -Wformat=2 (which
#     includes -Wformat-nonliteral and -Wformat-security) and no
#     -Wno-format*; then every printf-like call has a literal format, or
#     passes on the format of a function declared printf-like;
#   - only db/ speaks SQL, and core/ neither SQL nor the terminal;
#   - no shell: no system(), popen() or exec*() in the program;
#   - the REPL's SIGINT handler only sets flags (readline and stdio are not
#     async-signal-safe), and db_interrupt() which it calls only sets one.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1
fail=0
bad() { echo "FAIL security: $*"; fail=1; }

warn=$(sed -n '/^WARN *=/,/^[^ \t]/p' Makefile)
echo "$warn" | grep -q -- '-Wformat=2' || bad "the build lost -Wformat=2"
echo "$warn" | grep -q -- '-Wno-format' && bad "the build turns a format warning off"

grep -l 'sqlite3\.h' cli/*.c cli/*.h core/*/*.c core/*/*.h 2> /dev/null |
    while read -r f; do echo "FAIL security: $f uses SQLite (only db/ may)"; done |
    grep . && fail=1
grep -l 'readline' core/*/*.c core/*/*.h 2> /dev/null | grep . &&
    bad "core/ uses readline"
grep -n 'sqlite3_[a-z]*printf\|sqlite3_str_' cli/*.c core/*/*.c db/*.c |
    grep . && bad "SQL text is formatted"
# one exception: the user's own pager, for long text on a terminal
# (out_paged in cli/out.c), named by PAGER as less(1) and git do
grep -nw 'system\|popen\|execl\|execlp\|execv\|execvp\|execve' \
    cli/*.c core/*/*.c db/*.c | grep -v '^\S*:[0-9]*:[[:space:]]*/\?\*' |
    grep -v '^cli/out\.c:[0-9]*:	if ((p = popen(pager, "w")) == NULL) {$' |
    grep . && bad "the program runs other programs"
[ "$(grep -c 'popen(' cli/out.c)" = 1 ] ||
    bad "cli/out.c runs more than the pager"

# Every SQL argument in db/db.c and the files that share its table, the
# files joined into one line.
dbfiles="db/db.c db/db_meta.c db/db_games.c db/db_events.c"
cat $dbfiles | tr '\n\t' '  ' | sed 's/  */ /g' > /tmp/check-security.$$
trap 'rm -f /tmp/check-security.$$' EXIT
# what follows the handle: it must start a string literal, or be the
# table entry, db_exec()'s own parameter or the schema (a schema_vN
# literal, or step: one of them or "")
args=$(grep -o 'sqlite3_prepare_v[23]([^,]*, [^,]\{1,12\}' /tmp/check-security.$$ |
    sed 's/^[^,]*, //'
    grep -o 'sqlite3_exec([^,]*, [^,]\{1,12\}' /tmp/check-security.$$ |
    sed 's/^[^,]*, //'
    grep -o '[^a-z_]db_exec(db, [^,]\{1,12\}' /tmp/check-security.$$ |
    sed 's/^.db_exec(db, //')
echo "$args" | while IFS= read -r a; do
	case $a in
	'"'*|'sql[s]'|q|schema_v[0-9]|schema_steps|step|pragma|'write ? "'*) ;;
	*) echo "FAIL security: db/db.c or a file of its table runs SQL that is not a literal: $a"
	   exit 1 ;;
	esac
done || fail=1
n=$(echo "$args" | grep -c .)
[ "$n" -ge 10 ] || bad "found only $n SQL calls in db/db.c: is the check still reading them?"
cat $dbfiles | grep -q 'sqlite3_bind_' || bad "db/db.c's statements bind no parameters"
# the version written by an upgrade: the only SQL text made at run time
grep -q 'snprintf(pragma, sizeof pragma, "PRAGMA user_version = %d",' db/db.c ||
    bad "db/db.c makes its user_version pragma in a new way: check it"
# ... and the stamp of every change, from a number
grep -q 'snprintf(pragma, sizeof pragma, "PRAGMA application_id = %lld", v);' db/db.c ||
    bad "db/db.c makes its application_id pragma in a new way: check it"
# the other files of db/ run no SQL
grep -n 'sqlite3_prepare\|sqlite3_exec\|db_exec(' db/*.c |
    grep -v '^db/db_int\.h:\|^db/db_meta\.c:\|^db/db_games\.c:\|^db/db_events\.c:' |
    grep -v '^db/db\.c:\|^db/fail\.c:\|^db/campaign\.c:\|^db/view\.c:\|^db/import\.c:\|^db/backup\.c:\|^db/results\.c:\|^db/campaign_find\.c:' |
    grep . && bad "SQL outside db/db.c, fail.c (db_prepare, which takes the query of its caller), campaign.c, view.c, import.c, backup.c, results.c and campaign_find.c: check it here"
# import.c's copy_rows(src, QUERY, ...) and prepare(db, QUERY, ...) take
# literals at every call; its wrapper passes them on as q, into
for f in db/campaign.c db/campaign_find.c db/view.c db/import.c db/backup.c db/results.c db/line.c; do
	tr '\n\t' '  ' < $f | sed 's/  */ /g' |
	    grep -o '[^a-z_]\(db_prepare\|prepare\|find_id\|db_name_id\|copy_rows\|one_long\)([a-z]*, [^,]\{1,12\}\|sqlite3_\(exec\|prepare_v[23]\)([^,]*, [^,]\{1,12\}' |
	    sed 's/^[^,]*, //' | while IFS= read -r a; do
		case $a in
		'"'*|q|from|into) ;;
		*) echo "FAIL security: $f runs SQL that is not a literal: $a"
		   exit 1 ;;
		esac
	done || fail=1
done

# The SIGINT handler of the REPL: its body, and db_interrupt()'s, hold
# nothing but assignments of flags (and that call)
body() { sed -n "/^$1(/,/^}/p" "$2" | sed '1,2d;$d' | grep -v '^[[:space:]]*$'; }
h=$(body on_sigint cli/repl.c)
[ -n "$h" ] || bad "cli/repl.c has no on_sigint(): is the check still reading it?"
echo "$h" | grep -v '^[[:space:]]*(void)sig;$' |
    grep -v '^[[:space:]]*[a-z_]* = 1;$' | grep -v '^[[:space:]]*db_interrupt();$' |
    grep . && bad "the REPL's SIGINT handler does more than set flags"
body db_interrupt db/open.c | grep -v '^[[:space:]]*interrupted = 1;$' | grep . &&
    bad "db_interrupt() does more than set a flag"
grep -q 'sa.sa_handler = on_sigint;' cli/repl.c ||
    bad "the REPL installs another SIGINT handler: check it here"
# serve's handler of SIGINT and SIGTERM, the same
h=$(body on_stop cli/serve.c)
[ -n "$h" ] || bad "cli/serve.c has no on_stop(): is the check still reading it?"
echo "$h" | grep -v '^[[:space:]]*(void)sig;$' |
    grep -v '^[[:space:]]*[a-z_]* = 1;$' | grep . &&
    bad "serve's signal handler does more than set a flag"
grep -q 'sa.sa_handler = on_stop;' cli/serve.c ||
    bad "serve installs another signal handler: check it here"

[ $fail = 0 ] && echo "ok   security: $n SQL calls, all literal; -Wformat=2; no shell; a SIGINT handler that sets flags"
exit $fail
