#!/bin/sh
# check-docs.sh ARBITER [--update]: every command block of README.md and of
# the EXAMPLES of each manual page runs as shown, from an installed copy.
#
# arbiter is installed (make install DESTDIR=...) and each document's blocks
# are typed, in order, in an empty directory of their own, as a reader would
# type them: names such as rulesets/examples/bernard-demo.yaml must be found
# by the installed program, not in the source tree.  For each document:
#
#   - every command must succeed (exit status 0);
#   - where the page shows what a command prints, the output must match it:
#     a line '...' stands for any lines, a line ending in '...' for any end;
#   - the whole transcript (commands, output, exit status) must equal
#     tests/docs/DOC.out, reviewed by hand; --update rewrites those files
#     (read the diff before committing it).
#
# In README.md a block is an indented run of lines beginning '$ arbiter'; in
# a manual page every literal display (.Bd -literal) of EXAMPLES, its
# commands beginning '$ ' or 'arbiter '.  Lines ending in a backslash go on.
# The files a reader would have made are in tests/docs/files/DOC/: they are
# in the directory when the document starts, and an editor's step ('vi FILE')
# puts FILE back as the reader would have written it.
set -u
bin=$1
update=0
[ "${2:-}" = --update ] && update=1
root=$(cd "$(dirname "$0")/.." && pwd)
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
fail=0

# the installed copy: the program, and the rulesets where it would find them
make -s -C "$root" install DESTDIR="$work/dest" > "$work/install.log" 2>&1 ||
    { cat "$work/install.log"; exit 1; }
ibin=$(find "$work/dest" -path '*/bin/arbiter' | head -1)
prefix=${ibin%/bin/arbiter}
# under DESTDIR the rulesets are not where the binary looks: say where
export ARBITER_RULESET_PATH="$prefix/share/arbiter/rulesets"
export PATH="${ibin%/arbiter}:$PATH" NO_COLOR=1 COLUMNS=80 ARBITER_SEED=42
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_STATE_HOME PAGER

# blocks of README.md: "@run", the lines, "@end"
readme_blocks() {
	awk '
	function flush() { if (n) { print "@run"; for (i = 1; i <= n; i++)
	    print l[i]; print "@end" } n = 0 }
	/^    \$ arbiter/ && n == 0 { n = 1; l[1] = substr($0, 5); next }
	/^    / && n > 0 { l[++n] = substr($0, 5); next }
	{ flush() }
	END { flush() }' "$1"
}

# blocks of a manual page's EXAMPLES, unescaped; bare "arbiter" lines of the
# game pages become "$ arbiter" lines
man_blocks() {
	awk '
	/^\.Sh / { ex = ($2 == "EXAMPLES"); next }
	ex && /^\.Bd -literal/ { print "@run"; inb = 1; next }
	inb && /^\.Ed/ { print "@end"; inb = 0; next }
	inb { gsub(/\\&/, ""); gsub(/\\e/, "\\"); sub(/^arbiter /, "$ arbiter ");
	    print }' "$1"
}

# match GOT against the page's lines WANT: "..." any lines, "x..." a prefix
shown_match() {
	awk -v want="$1" '
	BEGIN { while ((getline w < want) > 0) pat[++np] = w }
	{ got[++ng] = $0 }
	function m(i, j,   k, p) {
		if (i > np) return j > ng
		p = pat[i]
		if (p == "...") {
			for (k = j; k <= ng + 1; k++) if (m(i + 1, k)) return 1
			return 0
		}
		if (j > ng) return 0
		if (p ~ /\.\.\.$/) {
			p = substr(p, 1, length(p) - 3)
			if (substr(got[j], 1, length(p)) != p) return 0
		} else if (got[j] != p) return 0
		return m(i + 1, j + 1)
	}
	END { exit m(1, 1) ? 0 : 1 }' "$2"
}

# run one document's blocks in DIR; the transcript on standard output
run_doc() {
	name=$1 blocks=$2 dir=$3
	mkdir -p "$dir/home"
	files=$root/tests/docs/files/$name
	[ -d "$files" ] && cp "$files"/* "$dir"/
	(
	cd "$dir" || exit 1
	export HOME="$dir/home" ARBITER_DB="$dir/doc.db"
	cmd= pending= want="$dir/.want" got="$dir/.got"
	finish() {	# compare the last command's output with what is shown
		[ -n "$cmd" ] || return 0
		if [ -s "$want" ] && ! shown_match "$want" "$got"; then
			echo "FAIL docs: $name: '$cmd' prints otherwise than shown:" >&2
			diff "$want" "$got" | head -20 >&2
			echo 1 > "$dir/.failed"
		fi
		cmd=
	}
	while IFS= read -r line; do
		case $line in
		@run) : > "$want"; continue ;;
		@end) finish; continue ;;
		esac
		if [ -n "$pending" ]; then	# a continued command line
			pending="${pending%\\}${line}"
			case $line in *\\) continue ;; esac
			line="\$ $pending"
			pending=
		else
			case $line in
			'$ '*\\) pending=${line#\$ }; continue ;;
			'$ '*) ;;
			*) [ -n "$cmd" ] && printf '%s\n' "$line" >> "$want"
			   continue ;;
			esac
		fi
		finish
		cmd=${line#\$ }
		: > "$want"
		printf '$ %s\n' "$cmd"
		case $cmd in
		vi\ *)	# what the reader types in the editor
			cp "$files/${cmd#vi }" "$dir/" > "$got" 2>&1 ||
			    echo 1 > "$dir/.failed"
			continue ;;
		esac
		eval "$cmd" > "$got" 2>&1 < /dev/null
		st=$?
		# the time of day, as text and inside a URL
		sed -E 's/[0-9]{4}-[0-9]{2}-[0-9]{2}(T|%20| )[0-9]{2}(:|%3A)[0-9]{2}(:|%3A)[0-9]{2}Z?/TIME/g' \
		    "$got" > "$got.t" && mv "$got.t" "$got"
		cat "$got"
		if [ $st != 0 ]; then
			echo "[exit $st]"
			echo "FAIL docs: $name: '$cmd' exits $st:" >&2
			head -5 "$got" >&2
			echo 1 > "$dir/.failed"
		fi
	done < "$blocks"
	finish
	)
}

n=0
for doc in README.md man/arbiter.1 man/arbiter-*.7; do
	base=$(basename "$doc")
	case $doc in
	*.md) readme_blocks "$root/$doc" > "$work/$base.blocks" ;;
	*) man_blocks "$root/$doc" > "$work/$base.blocks" ;;
	esac
	[ -s "$work/$base.blocks" ] || continue
	n=$((n + 1))
	run_doc "$base" "$work/$base.blocks" "$work/run-$base" > "$work/$base.out"
	[ -f "$work/run-$base/.failed" ] && fail=1
	ref=$root/tests/docs/$base.out
	if [ $update = 1 ]; then
		mkdir -p "$root/tests/docs"
		cp "$work/$base.out" "$ref"
	elif ! cmp -s "$ref" "$work/$base.out"; then
		echo "FAIL docs: $base: the transcript differs from tests/docs/$base.out:"
		diff "$ref" "$work/$base.out" 2>&1 | head -20
		fail=1
	fi
done
[ $n -ge 6 ] || { echo "FAIL docs: only $n documents with examples"; fail=1; }
[ $fail = 0 ] && echo "ok   docs: the examples of README.md and $((n - 1)) manual pages run as shown"
exit $fail
