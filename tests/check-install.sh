#!/bin/sh
# check-install.sh: `make install` into a temporary DESTDIR puts every file
# in place, the manual pages render, and `make uninstall` removes them.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
dest=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-inst.XXXXXX")
trap 'rm -rf "$dest"' EXIT INT TERM
cd "$root" || exit 1
fail=0
# MANINDEX=yes: the apropos index updated as an install without DESTDIR
# does it
make -s install DESTDIR="$dest" MANINDEX=yes > "$dest.log" 2>&1 ||
    { cat "$dest.log"; exit 1; }
rm -f "$dest.log"
# the prefix is whatever the build was made for: find it from the binary
bin=$(find "$dest" -path '*/bin/arbiter' | head -1)
prefix=${bin%/bin/arbiter}
prefix=${prefix#"$dest"}
# zsh's directory: where Debian's zsh looks for the prefix
case $prefix in
/usr) zshdir=share/zsh/vendor-completions ;;
*) zshdir=share/zsh/site-functions ;;
esac
want="bin/arbiter share/arbiter/rulesets/bernard.yaml share/man/man1/arbiter.1
share/man/man5/arbiter-ruleset.5 share/man/man7/arbiter-bernard.7
share/bash-completion/completions/arbiter $zshdir/_arbiter"
for m in man/*.7; do
	want="$want share/man/man7/$(basename "$m")"
done
for f in $want; do
	if [ ! -f "$dest$prefix/$f" ]; then
		echo "FAIL install: $prefix/$f is missing"
		fail=1
	fi
done
for y in rulesets/*.yaml; do
	f="$dest$prefix/share/arbiter/rulesets/$(basename "$y")"
	[ -f "$f" ] || { echo "FAIL install: $f is missing"; fail=1; }
done
for m in "$dest$prefix"/share/man/man*/*; do
	if ! man -l "$m" > /dev/null 2>&1 && ! mandoc "$m" > /dev/null 2>&1; then
		echo "FAIL install: $m does not render"
		fail=1
	fi
done
# apropos finds every page by its NAME line, the games' as "rules of GAME
# for the arbiter game master's companion"
mandir="$dest$prefix/share/man"
got=$(MANPATH="$mandir" man -k arbiter 2>&1 | sed 's/ *(\([1-9]\)) *- .*/(\1)/' |
    sort | tr '\n' ' ')
want="arbiter(1) arbiter-ruleset(5)"
for m in man/*.7; do
	want="$want $(basename "$m" .7)(7)"
done
[ "$got" = "$(printf '%s\n' $want | sort | tr '\n' ' ')" ] ||
    { echo "FAIL install: man -k arbiter finds '$got', not '$want'"; fail=1; }
got=$(MANPATH="$mandir" apropos -l arbiter-bernard 2>&1)
case $got in
"arbiter-bernard (7)"*" - rules of The orbit game by Monsieur Bernard for the arbiter game master's companion") ;;
*) echo "FAIL install: man -k arbiter-bernard finds '$got'"; fail=1 ;;
esac
[ -x "$dest$prefix/bin/arbiter" ] && "$dest$prefix/bin/arbiter" --version > /dev/null ||
    { echo "FAIL install: the installed binary does not run"; fail=1; }
# the installed completion scripts load and complete through the installed
# binary (reading the installed rulesets: under DESTDIR they are not where
# the binary will look for them once in place)
export PATH="$dest$prefix/bin:$PATH"
export ARBITER_RULESET_PATH="$dest$prefix/share/arbiter/rulesets"
got=$(ARBITER_DB="$dest/none.db" arbiter complete rules al 2>&1 | tr '\n' ' ')
[ "$got" = "albedo aldarra-reborn " ] ||
    { echo "FAIL install: 'arbiter complete rules al' gives '$got'"; fail=1; }
got=$(bash -c '. "$1"; COMP_WORDS=(arbiter rul); COMP_CWORD=1; _arbiter
    printf "%s " "${COMPREPLY[@]}"' sh \
    "$dest$prefix/share/bash-completion/completions/arbiter" 2>&1)
[ "$got" = "rules ruleset rulesets " ] ||
    { echo "FAIL install: bash completes 'arbiter rul' as '$got'"; fail=1; }
if command -v zsh > /dev/null; then
	got=$(zsh -c 'compadd() { while [ "$1" != -- ]; do shift; done; shift
	    print -rn -- "$* "; }
	    _call_program() { shift; eval "$@"; }
	    words=(arbiter rul); CURRENT=2; PREFIX=rul; SUFFIX=
	    . "$1"' zsh "$dest$prefix/$zshdir/_arbiter" 2>&1)
	[ "$got" = "rules ruleset rulesets " ] ||
	    { echo "FAIL install: zsh completes 'arbiter rul' as '$got'"; fail=1; }
else
	echo "FAIL install: zsh is missing ('make deps' installs it)"
	fail=1
fi
[ -e "$dest/none.db" ] && { echo "FAIL install: completion created a database"; fail=1; }
make -s uninstall DESTDIR="$dest" MANINDEX=yes > /dev/null 2>&1
got=$(MANPATH="$mandir" man -k arbiter 2>/dev/null)
[ -z "$got" ] || { echo "FAIL uninstall: man -k arbiter still finds: $got"; fail=1; }
# the index is the directory's, kept for the pages of others
rm -f "$mandir/index.db"
left=$(find "$dest" -type f | head -5)
if [ -n "$left" ]; then
	echo "FAIL uninstall left: $left"
	fail=1
fi
[ $fail = 0 ] && echo "ok   install and uninstall"
exit $fail
