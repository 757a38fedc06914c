# The files arbiter writes by name are never ones planted for it (issue
# 19, item 11): a link to a file that only root may read, where export svg
# puts a picture, made root overwrite that file.
new albedo g --players Ann,Bob --seed 1
# export svg writes its files through new ones renamed over them: a link
# planted where a picture goes is replaced, never followed (the file it
# points to keeps its text and mode), and a picture is made readable as
# any new file (umask 022: 0644)
!sh mkdir $T/d && echo secret > $T/victim && chmod 600 $T/victim && ln -s ../victim $T/d/g-chart.svg && ln $T/victim $T/d/g-board.svg
!sh umask 022 && $A export svg $T/d | sed "s|$T|T|"
!sh cat $T/victim; ls -l $T/victim | cut -c1-10; for f in $T/d/*; do [ -L $f ] && echo "$f is a link"; ls -l $f | cut -c1-10; done; ls $T/d | wc -l
!sh head -c 38 $T/d/g-chart.svg; echo
# a directory that is not one: the message and exit 4
!sh $A export svg $T/victim; echo "exit $?"
