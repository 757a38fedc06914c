#!/bin/sh
# check-startup.sh ARBITER: what the dynamic loader does for the program
# before main stays small (issue 18; bench/RESULTS.md, "Start-up of a
# small command").  A position-independent program pays at every start
# for each address kept in a table: by name (some 600 instructions) when
# it is a shared library's function, so SQLite's libc functions are
# reached through cli/sqlite_libc.c (SQLITE_WRAP in the Makefile) and its
# libm functions through cli/libm_load.c (LIBM_WRAP);
# and about 14 instructions each, plus the pages written, for the others,
# so readline, whose keymaps held 1250 of them, is loaded by the REPL.
# Counts, not times: the same on any machine.
set -u
bin=${1:-./arbiter}
fail=0
command -v readelf > /dev/null || { echo "skip startup: no readelf"; exit 0; }
# libm, loaded by the first math function a command calls (cli/libm_load.c):
# named in the program, the loader maps and relocates it at every start
# (some 22 thousand instructions, 10 page faults).  The link names it only
# when a libm function is missing from LIBM_WRAP (the Makefile).
if readelf -dW "$bin" | grep -q 'NEEDED.*\[libm\.'; then
	missing=$(nm -D --undefined-only "$bin" | awk '{ sub(/@.*/, "", $2); print $2 }' |
	    while read -r f; do
		nm -D --defined-only "$(ldd "$bin" | awk '/libm\./ { print $3 }')" 2> /dev/null |
		    grep -q " $f@" && echo "$f"
	    done)
	echo "FAIL startup: libm is loaded at every start; add to LIBM_WRAP in the Makefile and to cli/libm_load.c:" $missing
	fail=1
fi
# data relocations by a symbol's name; the C runtime's own few
# (__libc_start_main, free as a function pointer...) are GLOB_DAT or COPY
named=$(readelf -rW "$bin" | awk '$3 == "R_X86_64_64" { print $5 }')
if [ -n "$named" ]; then
	echo "FAIL startup: functions looked up by name at every start (add them to SQLITE_WRAP and cli/sqlite_libc.c, or a libm function to LIBM_WRAP and cli/libm_load.c):" $named
	fail=1
fi
if nm "$bin" 2> /dev/null | grep -q ' [TDB] rl_initialize$'; then
	echo "FAIL startup: readline is linked in (the REPL loads it)"
	fail=1
fi
# 2393 since the schema's types name each other by index and find their
# tables by offset, one object a file (branch relocs; 3427 after branch
# schemaoff): a margin for a new table, not for a library's; a new table
# of texts holds them in place or in one string, a new table of the schema
# goes into its file's object (SCHEMA_TYPES, SCHEMA_NAME_MAX); 2410 since
# branch startfaults (each file's table of links found through an entry of
# the section schema_files: 13 more, in the few pages below)
# (with those packed as a bitmap, DT_RELR, readelf lists each address
# alone on its line under .relr.dyn: counted as well)
relr() {
	readelf -rW "$bin" | awk '/^Relocation section/ { relr = /\.relr\.dyn/; next }
	    relr && NF == 1 && /^[0-9a-f]+$/'
}
n=$(( $(readelf -rW "$bin" | grep -c R_X86_64_RELATIVE) + $(relr | wc -l) ))
if [ "$n" -gt 2450 ]; then
	echo "FAIL startup: $n addresses written at every start (2393 when this check was last lowered)"
	fail=1
fi
# the pages of the program the loader writes those addresses into (each
# a page fault and a copy at every start): 10 since the schema's types keep
# what they point at in one small table a file, apart (struct slink,
# .data.rel.ro.schema_links, a row of 16 bytes a type; 18 before, branch
# startfaults); the arrays of types
# hold no address, so they lie in .rodata, never written
pages=$({ readelf -rW "$bin" | awk '/^[0-9a-f]+ / && NF > 2'; relr; } |
    awk '{ print substr($1, 1, length($1) - 3) }' | sort -u | wc -l)
if [ "$pages" -gt 10 ]; then
	echo "FAIL startup: $pages pages of the program written at every start (10 when this check was last lowered)"
	fail=1
fi
rodata=$(readelf -SW "$bin" | awk '$2 == ".rodata" { gsub(/[][]/, "", $1); print $1 }')
# every file of schema tables (SCHEMA_TYPES), as the sources name them
types=$(cd "$(dirname "$0")/.." && grep -h 'SCHEMA_TYPES(' core/*/*.c |
    sed -n 's/^SCHEMA_TYPES(\([a-z_]*\),.*/\1/p' | sort -u)
[ -n "$types" ] || { echo "FAIL startup: no SCHEMA_TYPES found in core/"; fail=1; }
for t in $types; do
	sec=$(readelf -sW "$bin" | awk -v t=$t '$8 == t { print $7 }')
	if [ -z "$sec" ]; then
		echo "FAIL startup: the schema's types $t are not in the program's symbols"
		fail=1
	elif [ "$sec" != "$rodata" ]; then
		echo "FAIL startup: the schema's types $t hold an address (not in .rodata): a pointer goes into the file's links (core/base/schema.h, struct slink)"
		fail=1
	fi
done
# what a command's start and `odds` run lies first in .text, after the PLT,
# and the constants they read in .rodata.hot: some 12 page faults fewer
# (the kernel maps 16 pages around a fault; cli/startup-ld.sh).  A function
# renamed drops out of cli/startup-text.ld: run bench/startup-order.sh.
text=$(readelf -SW "$bin" | awk '$2 == ".text" { print $4 }')
hot=$(readelf -SW "$bin" | awk '$2 == ".rodata.hot" { print $6 }')
for f in main config_load cmd_run cmd_find cmd_odds odds_answer dice_parse \
    dist_of out_text out_close; do
	a=$(nm "$bin" | awk -v f=$f '$3 == f { print $1; exit }')
	if [ -z "$a" ] || [ -z "$text" ] ||
	    [ $((0x$a - 0x$text)) -ge 65536 ]; then
		echo "FAIL startup: $f is not in the first 64 KB of .text (bench/startup-order.sh writes cli/startup-text.ld)"
		fail=1
	fi
done
if [ -z "$hot" ] || [ $((0x$hot)) -gt 32768 ]; then
	echo "FAIL startup: no .rodata.hot, or over 32 KB (${hot:-none}): cli/startup-rodata.ld"
	fail=1
fi
[ $fail = 0 ] && echo "ok   startup: $n addresses written at start into $pages pages, none looked up by name, readline and libm not linked in, the schema's types in .rodata, the start's code and constants together"
exit $fail
