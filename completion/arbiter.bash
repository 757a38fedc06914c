# bash completion for arbiter(1)
#
# The candidates come from arbiter itself ('arbiter complete WORD...'), so
# the shell, the prompt and the command table never disagree: commands,
# options, ruleset ids, game and campaign names, and the current game's
# players, resources, planets, lands, territories, units and worlds.
#
# A name is only text: the candidates are read without globbing and go
# into the line quoted, so that a player called '*' or '$(cmd)' is never
# expanded or run, and nothing here runs eval.

# The word as the command will get it, its quotes and backslashes taken
# away (without running anything), in REPLY.
_arbiter_unquote()
{
	local w=$1 out='' q='' ch i
	for ((i = 0; i < ${#w}; i++)); do
		ch=${w:i:1}
		if [[ $q == "'" ]]; then
			if [[ $ch == "'" ]]; then q=''; else out+=$ch; fi
		elif [[ $q == '"' ]]; then
			if [[ $ch == '"' ]]; then
				q=''
			elif [[ $ch == '\' && ${w:i+1:1} == [\$\`\"\\] ]]; then
				out+=${w:i+1:1}
				((i++))
			else
				out+=$ch
			fi
		elif [[ $ch == "'" || $ch == '"' ]]; then
			q=$ch
		elif [[ $ch == '\' ]]; then
			((i++))
			out+=${w:i:1}
		else
			out+=$ch
		fi
	done
	REPLY=$out
}

_arbiter()
{
	local cur words cword
	if declare -F _init_completion >/dev/null 2>&1; then
		# keep '=' and ':' inside words (--option K=V, FROM:N)
		_init_completion -n =: || return
	else
		words=("${COMP_WORDS[@]}")
		cword=$COMP_CWORD
		cur=${COMP_WORDS[COMP_CWORD]}
	fi
	local -a args cands
	local c q pre i open=${cur:0:1} REPLY
	for ((i = 1; i < cword; i++)); do
		_arbiter_unquote "${words[i]}"
		args+=("$REPLY")
	done
	_arbiter_unquote "$cur"
	cur=$REPLY
	# one candidate a line, never globbed
	mapfile -t cands < <(command "${words[0]}" complete -- "${args[@]}" \
	    "$cur" 2>/dev/null)
	# bash replaces only what follows its last word break: drop what comes
	# before it from every candidate
	pre=${cur%"${cur##*[=:]}"}
	COMPREPLY=()
	for c in "${cands[@]}"; do
		if [[ -n $pre && $COMP_WORDBREAKS == *[=:]* ]]; then
			c=${c#"$pre"}
		fi
		# a directory goes on: no space after it
		[[ $c == */ ]] && compopt -o nospace 2>/dev/null
		# quoted for where it goes: after a quote the user opened (which
		# bash closes), or as a word of its own
		if [[ $open == "'" ]]; then
			q=${c//"'"/"'\\''"}
		elif [[ $open == '"' ]]; then
			q=${c//\\/\\\\}
			q=${q//\$/\\\$}
			q=${q//\`/\\\`}
			q=${q//\"/\\\"}
		else
			printf -v q '%q' "$c"
		fi
		COMPREPLY+=("$q")
	done
}
complete -F _arbiter arbiter
