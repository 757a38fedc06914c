# The log marks the head's line of history (schema 4): the commands that
# stand, which undo takes off and redo and a new command put on, in their
# own transaction.  A database of schema 3 gets the marks when it is first
# opened, and undo, redo and a branch go on from them as before.
#
# Events 1-3 commands; 4 'undo 2' takes back 3 and 2 (head 1); 5 a new
# command after 1 (a branch: 2 and 3 stay off the line); 6 'undo' takes
# back 5, 7 'redo' restores it: the line is 1, 5.
new bernard g --players Ann,Bob --seed 4 --no-user-overlay --overlay rulesets/examples/bernard-demo.yaml
give Ann 1 credits
give Ann 2 credits
give Ann 3 credits
undo 2
give Bob 5 credits
undo
redo
!sh sqlite3 $T/game.db 'SELECT group_concat(seq) FROM events WHERE line = 1'
# the same game as schema 3 wrote it: no marks; upgraded in place when
# first opened, with the same line, so every whole-log output is the same
!sh cp $T/game.db $T/old.db && sqlite3 $T/old.db 'ALTER TABLE events DROP COLUMN line; PRAGMA user_version = 3' && sqlite3 $T/old.db 'PRAGMA user_version'
!sh for c in 'export json' 'export csv' 'export md' 'export script' 'log' 'log --json' 'log 3' 'luck' 'status --json'; do $A $c | sed '/exported/d' > $T/new.out; $A -d $T/old.db $c | sed '/exported/d' > $T/old.out; cmp -s $T/new.out $T/old.out && echo "$c: the same" || echo "$c: differs"; done
!sh sqlite3 $T/old.db 'PRAGMA user_version; SELECT group_concat(seq) FROM events WHERE line = 1'
!sh $A -d $T/old.db verify
# undo and redo on the upgraded file move the marks: 'undo' takes back 5
# (line 1), 'redo' restores it (1, 5), 'undo 2' takes back 5 and 1 (no
# line), 'redo 2' restores 1 and 5
!sh $A -d $T/old.db undo > /dev/null && sqlite3 $T/old.db 'SELECT group_concat(seq) FROM events WHERE line = 1'
!sh $A -d $T/old.db redo > /dev/null && sqlite3 $T/old.db 'SELECT group_concat(seq) FROM events WHERE line = 1'
!sh $A -d $T/old.db undo 2 > /dev/null && sqlite3 $T/old.db 'SELECT count(*) FROM events WHERE line = 1'
!sh $A -d $T/old.db redo 2 > /dev/null && sqlite3 $T/old.db 'SELECT group_concat(seq) FROM events WHERE line = 1'
# a branch made on it: 'undo' (event 12) takes back 5, then a new command
# (13) follows 1; 2, 3 and 5 are off the line, which is 1, 13
!sh $A -d $T/old.db undo > /dev/null && $A -d $T/old.db give Bob 7 credits > /dev/null && sqlite3 $T/old.db 'SELECT group_concat(seq) FROM events WHERE line = 1'
!sh $A -d $T/old.db log
!sh $A -d $T/old.db verify
# credits as the line says: Ann 30 (the Imperial's start, rulebook
# bernard-de.txt line 52) + 1 (event 1), Bob 0 (a rebel starts with none)
# + 7 (event 13)
!sh $A -d $T/old.db status --json | grep -A2 '"credits"' | head -6
# marks that are not the head's line are damage, which the whole-log
# commands say, and nothing is written
!sh sqlite3 $T/old.db 'UPDATE events SET line = 1 WHERE seq = 2'
!sh $A -d $T/old.db export json > /dev/null; echo "exit $?"
!sh $A -d $T/old.db verify; echo "exit $?"
!sh sqlite3 $T/old.db 'UPDATE events SET line = 0 WHERE seq IN (2, 13)'
!sh $A -d $T/old.db log > /dev/null; echo "exit $?"
