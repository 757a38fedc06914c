# A league's log it can trust (issue 20): a game replayed from another
# database's script is the same game, times and digital dice included
# (item 2); a backup of a database in use holds every confirmed command
# (item 3).  The times are printed with ' ' for 'T' so that they are not
# masked: they must be those the script gives.
-f tests/data/league-annot.arb
!sh sqlite3 $T/game.db "SELECT created FROM games; SELECT seq, time, kind, dice FROM events" | tr T ' '
# event 1's faces are the generator's (marked 'rolled'), event 3's thrown
log
# exported again and replayed elsewhere: the same rows, times and all
# (but the names of the rules texts, which say where each came from)
!sh $A export script > $T/again.arb && $A -d $T/b.db -f $T/again.arb > /dev/null && for d in game b; do sqlite3 $T/$d.db "SELECT name, ruleset, seed, created, players, options, head, tip, nevents FROM games; SELECT ord, text, since FROM texts; SELECT * FROM events" > $T/$d.txt; done; cmp $T/game.txt $T/b.txt && echo same
!sh grep -c '^#@ ' $T/again.arb
# an annotation that cannot be read stops the run before anything is done
!refuse -f tests/data/league-bad-time.arb
!refuse -f tests/data/league-bad-key.arb
!refuse -f tests/data/league-bad-digital.arb
#
# backup: a whole copy, while the database is in use
backup $T/copy.db
!sh $A -d $T/copy.db log | tail -1
backup $T/copy.db
!refuse backup $T/game.db
!sh echo 'not a database' > $T/notes.txt
!refuse backup $T/notes.txt
!sh cat $T/notes.txt
!refuse backup $T/nodir/copy.db
!sh $A -d $T/none.db backup $T/x.db; echo "exit $?"; ls $T/x.db 2>&1 | sed 's/.*: //'
--json backup $T/copy.db
