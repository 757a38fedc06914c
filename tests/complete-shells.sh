#!/bin/sh
# complete-shells.sh ARBITER: the completion scripts in real interactive
# bash and zsh, driven through a terminal (zsh's zpty).  A player's name is
# only text (issue 19, item 12): a name such as '*' or '$(touch${IFS}x)'
# goes into the line quoted, completing it runs nothing, and the line, run,
# hands the command the names themselves, never the files '*' would glob
# nor the output of a command.
set -u
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-compl.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
fail=0
bad() { echo "FAIL complete-shells: $*"; fail=1; }

for sh in bash zsh; do
	command -v $sh > /dev/null || { bad "$sh is not installed"; exit 1; }
done
export ARBITER_RULESET_PATH="$root/rulesets" NO_COLOR=1 HOME="$work"
unset ARBITER_DB XDG_DATA_HOME XDG_CONFIG_HOME
cd "$work" || exit 1
mkdir fp
cp "$root/completion/_arbiter" fp/
# 'arbiter' on the PATH, reading this database; files for '*' to glob
printf '#!/bin/sh\nexec "%s" -d "%s/c.db" "$@"\n' "$bin" "$work" > arbiter
chmod +x arbiter
touch file1 file2
"$bin" -d c.db new albedo g --players 'Ann,*,$(touch${IFS}x)' --seed 1 \
    > /dev/null || { bad "cannot start the game"; exit 1; }

# type KEYS into an interactive shell (started by its command, set up by
# SETUP), where ^T adds the line being edited to ./lines and ^U empties it;
# print the N lines added
drive() {
	rm -f lines
	timeout 120 zsh -f -c '
	zmodload zsh/zpty || exit 1
	zpty sh "PATH=$PWD:\$PATH $1"
	# keys typed before the line editor reads them could be lost: wait
	# for the prompt set last (its echo reads RE""ADY, the prompt READY)
	zpty -w sh "$2; PS1=RE\"\"ADY\"> \""
	zpty -r sh out "*READY> *"
	zpty -w -n sh "$3"
	while [[ ! -f lines || $(wc -l < lines) -lt $4 ]]; do sleep 0.1; done
	zpty -d sh' drive "$1" "$2" "$3" "$4"
	cat lines 2> /dev/null
}

bash_setup='. '"$root"'/completion/arbiter.bash; bind "\"\t\": menu-complete"; bind -x "\"\C-t\": printf \"%s\n\" \"\$READLINE_LINE\" >> lines"'
zsh_setup='fpath=($PWD/fp $fpath); autoload -Uz compinit; compinit -u -D; dump() { print -r -- $BUFFER >> lines; }; zle -N dump; bindkey "^T" dump'

# what each line completed to, run by the shell: the words the command gets
words() {
	$1 -c 'f() { printf "<%s>" "$@"; }; eval "f ${1#arbiter give }"' run \
	    "$2"
}

# Each candidate in turn (menu completion inserts the next at each tab;
# bash sorts the quoted candidates, 'A' before '\', zsh the names, '$'
# '*' 'A'), then a word started with a backslash or a quote; the lines the
# shell made and the words they run as, in order.  (zsh completes a
# parameter after "$.)
export LC_ALL=C
keys=$(printf 'arbiter give \\$\t\024\025arbiter give \047$\t\024\025')
bash_keys=$(printf 'arbiter give \t\024\025arbiter give \t\t\024\025arbiter give \t\t\t\024\025%sarbiter give "$\t\024\025' "$keys")
zsh_keys=$(printf 'arbiter give \t\t\024\025arbiter give \t\t\t\024\025arbiter give \t\t\t\t\024\025%s' "$keys")
bash_want=$(cat <<'END'
arbiter give Ann
arbiter give \$\(touch\$\{IFS\}x\)
arbiter give \*
arbiter give \$\(touch\$\{IFS\}x\)
arbiter give '$(touch${IFS}x)'
arbiter give "\$(touch\${IFS}x)"
END
)
zsh_want=$(cat <<'END'
arbiter give \$\(touch\$\{IFS\}x\)
arbiter give \*
arbiter give Ann
arbiter give \$\(touch\$\{IFS\}x\)
arbiter give '$(touch${IFS}x)'
END
)
bash_words='<Ann>
<$(touch${IFS}x)>
<*>
<$(touch${IFS}x)>
<$(touch${IFS}x)>
<$(touch${IFS}x)>'
zsh_words='<$(touch${IFS}x)>
<*>
<Ann>
<$(touch${IFS}x)>
<$(touch${IFS}x)>'
for shell in bash zsh; do
	case $shell in
	bash) got=$(drive 'bash --norc --noprofile -i' "$bash_setup" \
	    "$bash_keys" 6)
	    want=$bash_want want_words=$bash_words ;;
	zsh) got=$(drive 'zsh -f -i' "$zsh_setup" "$zsh_keys" 5)
	    want=$zsh_want want_words=$zsh_words ;;
	esac
	got=$(printf '%s\n' "$got" | sed 's/ *$//')	# trailing blanks aside
	[ "$got" = "$want" ] || { bad "$shell completed the lines"; \
	    printf '%s\n' "$got"; }
	[ -e x ] && { bad "$shell: completing ran a command"; rm -f x; }
	ran=$(printf '%s\n' "$got" | while IFS= read -r l; do words $shell "$l"; \
	    echo; done)
	[ "$ran" = "$want_words" ] || { bad "$shell ran the lines as"; \
	    printf '%s\n' "$ran"; }
	[ -e x ] && { bad "$shell: a completed line ran a command"; rm -f x; }
done

[ $fail = 0 ] && echo "ok   complete-shells: bash and zsh quote every name; nothing run or globbed"
exit $fail
