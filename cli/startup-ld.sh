#!/bin/sh
# cli/startup-ld.sh TEXT RODATA < the linker's output of --verbose: the
# linker's own script for the link, written out with the input sections
# listed in TEXT first in .text, and those listed in RODATA in a section of
# their own, .rodata.hot, just before .rodata (bench/startup-order.sh
# writes both lists).  What a command's start and `odds` run and read then
# lies in a few pages, which the kernel maps 16 at a time around a fault
# (bench/RESULTS.md, "odds against dicelab: the pages of the start").
#
# The rest of the script is the linker's, so the program is laid out as by
# default.  Nothing is written when the linker shows no script (not GNU
# ld): the Makefile then links without one.
set -eu
text=$1
rodata=$2
awk -v text="$text" -v rodata="$rodata" '
function put(file,   line) {
	while ((getline line < file) > 0)
		print line
	close(file)
}
/^=+$/ { inside = !inside; next }
!inside { next }
# the first line in .text: `  .text  :` then `  {`
prev ~ /^  \.text +:$/ && /^  \{$/ {
	print
	put(text)
	seen++
	prev = $0
	next
}
# the rodata listed, matched before .rodata takes them
/^  \.rodata +: \{/ {
	print "  .rodata.hot     :"
	print "  {"
	put(rodata)
	print "  }"
	seen++
}
{ print; prev = $0 }
END { if (seen != 2) exit 1 }
'
