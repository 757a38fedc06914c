# Every write is checked (issue 19, item 5).  Output that cannot be
# written (/dev/full stands for a full disk) fails with exit status 4 and
# says why: every export, other commands, and a command file, which stops
# at the line whose output was lost.
new albedo g --players Ann,Bob --seed 1
note before
!sh for f in md csv json script bgstats "bgstats url" "svg $T"; do $A export $f > /dev/full; echo "export $f: exit $?"; done
!sh $A export script --json > /dev/full; echo "exit $?"
!sh for c in status log games rulesets "rules albedo" "odds 2d6" help "status --help" "campaign list" "complete give A"; do $A $c > /dev/full; echo "$c: exit $?"; done
!sh $A --version > /dev/full; echo "--version: exit $?"
!sh printf 'status\nnote never\n' > $T/f && $A -f $T/f > /dev/full; echo "exit $?"
# a command that changes the game reports after it is saved (a command
# that reported success is in the log): it says that it was carried out
!sh $A note after > /dev/full; echo "exit $?"
log 2
# a file that fills up part way (a file size limit stands for the full
# disk): the part written is of no use, and the exit status says so
!sh trap '' XFSZ; ulimit -f 8; $A rules albedo > $T/part; echo "exit $?"; [ $(wc -c < $T/part) -lt $($A rules albedo | wc -c) ] && echo "the file holds a part"
# a long export fails as a whole
!sh for i in $(seq 1 300); do echo "note $i: a line of notes to fill the output quickly, and a little more"; done > $T/notes && $A -f $T/notes > /dev/null
!sh $A export script > /dev/full; echo "exit $?"
