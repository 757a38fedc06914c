#!/bin/sh
# bench/startup-order.sh ARBITER [DIR]: the lists of input sections that
# put side by side what a command's start and the small commands (`odds`,
# `--version`) read of the program, as callgrind finds it in ARBITER (built
# as the Makefile builds it: each function and object in a section of its
# own, -ffunction-sections -fdata-sections), written to DIR/startup-text.ld
# and DIR/startup-rodata.ld (DIR: cli).  cli/startup-ld.sh puts them into
# the linker's own script for the link.
#
# The kernel maps a program's pages 16 at a time (64 KB, aligned) around a
# page fault.  Spread over the program's 1.8 MB of code and 0.6 MB of
# constants, what `odds 2d6` runs and reads took some 10 faults for the
# code and 5 for the constants (bench/RESULTS.md, "odds against dicelab:
# the pages of the start"); gathered, 1 or 2 each.
#
# startup-text.ld lists the functions found, which go first in .text
# (after the PLT, which every call into libc goes through), after the C
# runtime's start and with _fini, which the exit runs; startup-rodata.ld
# the constants and strings of the files those functions are in (a
# function's strings are in sections of its own, but a file's tables,
# numbers and strings used by several functions are not), and of
# cli/cmd.c, whose command names cmd_find reads: they make a section of
# their own, .rodata.hot, since in .rodata the linker would keep a string
# used by several files where it first finds it, anywhere.  Run it again when those paths change
# much: a function renamed only drops out of the list, and
# tests/check-startup.sh says when the ones it names have left the section.
# Needs valgrind.
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=${2:-cli}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-order.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir "$tmp/home"
n=0
set -f
# the questions of bench/odds.sh, as far as their paths differ
for cmd in "odds 2d6" "odds 10d6" "odds 100d6-100d6" "odds 3d20kh1" \
    "odds 8d6kh3" "odds d6!" "odds 3d{0,1,1,2*}" "odds 2d6 > 7" \
    "odds --json 2d6" "--version"; do
	n=$((n + 1))
	# shellcheck disable=SC2086
	HOME=$tmp/home valgrind --tool=callgrind \
	    --callgrind-out-file="$tmp/cg.$n" "$bin" -d "$tmp/none.db" $cmd \
	    > /dev/null 2>&1
done
set +f
# the functions of the program, FILE NAME, each once: callgrind_annotate
# writes COUNT (PERCENT) FILE:NAME [OBJECT], and the lines of code inlined
# from another file without the object (the function has a line of its
# own); a recursion's 'N suffix is dropped
for f in "$tmp"/cg.*; do
	callgrind_annotate --threshold=100 "$f" 2> /dev/null
done | awk -v bin="[$bin]" '
	/^ *[0-9,]+ \( *[0-9.]+%\)  / {
		if ($NF != bin) next
		fn = $(NF - 1)
		if (fn !~ /:/) next
		file = fn; sub(/:[^:]*$/, "", file)
		sub(/^.*:/, "", fn); sub(/'"'"'[0-9]*$/, "", fn)
		if (fn ~ /^[A-Za-z_][A-Za-z0-9_.]*$/) print file, fn
	}' | sort -u > "$tmp/fns"
{
	cat << 'EOF'
/* cli/startup-text.ld: written by bench/startup-order.sh from callgrind's
 * list of what a command's start, `odds` and `--version` run; do not edit
 * by hand.  The first input sections of .text (cli/startup-ld.sh). */
    *Scrt1.o(.text) *crt1.o(.text) *crti.o(.text) *crtbeginS.o(.text)
    KEEP (*(SORT_NONE(.fini)))
EOF
	awk '{ print $2 }' "$tmp/fns" | sort -u | while read -r f; do
		case $f in
		main) echo "    *(.text.startup.main) *(.text.main)" ;;
		*) echo "    *(.text.$f)" ;;
		esac
	done
} > "$dir/startup-text.ld"
{
	cat << 'EOF'
/* cli/startup-rodata.ld: written by bench/startup-order.sh, the constants
 * of the files of cli/startup-text.ld's functions; do not edit by hand.
 * The input sections of .rodata.hot (cli/startup-ld.sh). */
    */cli/cmd.o(.rodata .rodata.*)
EOF
	# cli/ objects are linked as they are; core/ and db/ through archives
	awk '{ print $1 }' "$tmp/fns" | sort -u | while read -r file; do
		o=$(basename "$file" .c).o
		case $file in
		cli/cmd.c) ;;
		cli/*.c) echo "    */cli/$o(.rodata .rodata.*)" ;;
		core/*.c) echo "    *libcore.a:$o(.rodata .rodata.*)" ;;
		db/*.c) echo "    *libdb.a:$o(.rodata .rodata.*)" ;;
		esac
	done
} > "$dir/startup-rodata.ld"
