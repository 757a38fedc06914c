#!/bin/sh
# hold-wal.sh DB COMMAND [ARG...]: run COMMAND while another connection
# (the sqlite3 shell, told not to checkpoint when it closes) has DB open,
# so that the changes COMMAND makes stay in DB-wal afterwards, at rest, as
# a crash leaves them.  Exits with COMMAND's status.
db=$1
shift
go=$(mktemp "${TMPDIR:-/tmp}/hold-wal.XXXXXX") || exit 1
rm -f "$go"
# the shell counts the tables (so it has read the file) and keeps it open
# until $go appears
{ printf '.dbconfig no_ckpt_on_close on\nSELECT count(*) FROM sqlite_master;\n'
  while [ ! -e "$go" ]; do sleep 0.02; done; } | sqlite3 "$db" > "$go.out" &
n=0
while [ ! -s "$go.out" ] && [ $n -lt 500 ]; do sleep 0.02; n=$((n + 1)); done
st=1
if [ -s "$go.out" ]; then
	"$@"
	st=$?
else
	echo "hold-wal: sqlite3 did not open $db" >&2
fi
touch "$go"
wait
rm -f "$go" "$go.out"
exit $st
