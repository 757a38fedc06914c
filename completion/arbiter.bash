# bash completion for arbiter(1)
#
# The candidates come from arbiter itself ('arbiter complete WORD...'), so
# the shell, the prompt and the command table never disagree: commands,
# options, ruleset ids, game and campaign names, and the current game's
# players, resources, planets, lands, territories, units and worlds.

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
	local IFS=$'\n' c
	COMPREPLY=($(command "${words[0]}" complete -- "${words[@]:1:cword-1}" \
	    "$cur" 2>/dev/null))
	# bash replaces only what follows its last word break: drop what comes
	# before it from every candidate
	local pre=${cur%"${cur##*[=:]}"}
	if [[ -n $pre && $COMP_WORDBREAKS == *[=:]* ]]; then
		COMPREPLY=("${COMPREPLY[@]#"$pre"}")
	fi
	# a directory goes on: no space after it
	for c in "${COMPREPLY[@]}"; do
		if [[ $c == */ ]]; then
			compopt -o nospace 2>/dev/null
			break
		fi
	done
}
complete -F _arbiter arbiter
