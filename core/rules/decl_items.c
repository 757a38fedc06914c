/* decl_items.c: the ruleset check of a word of kind items (every word
 * left, each [Nx]NAME[:FLAG], core/engine/engine_items.c): the last word,
 * its NAME's kind declared in the ruleset, its flags each once; 'item'
 * and 'flags' on a word of that kind only; what kind of item a word
 * declares. */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_item_kind(const struct arg_def *x)
{
	for (int k = 0; x->item != NULL && k < ITEM__N; k++)
		if (strcmp(x->item, eng_item_kind_names[k]) == 0)
			return k;
	return ITEM_RESOURCE;
}

int
eng_check_items_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];
	int bad = 0;

	if (x->kind != ARG_ITEMS) {
		if (x->item != NULL || x->flags.n > 0)
			bad += ERR(*pos, "'actions.%s.args': '%s' is of kind "
			    "%s, and 'item' and 'flags' are for a word of kind "
			    "items (each of its words [Nx]NAME[:FLAG]): take "
			    "them out, or write 'kind: items'", id, x->name,
			    eng_arg_kind_names[x->kind]);
		return bad;
	}
	bad += decl_word_last(a, id, k, errs);
	if (x->item != NULL && strcmp(x->item, eng_item_kind_names[
	    eng_item_kind(x)]) != 0)
		return bad + ERR(*pos, "'actions.%s.args': '%s' has 'item: "
		    "%s', and an item is a resource or a card: write 'item: "
		    "resource' or 'item: card'", id, x->name, x->item);
	if (eng_item_kind(x) == ITEM_CARD && rs->cards.n <= 0)
		bad += ERR(*pos, "'actions.%s.args': the items of '%s' are "
		    "cards (item: card), and this ruleset has none: declare "
		    "cards, or write 'item: resource'", id, x->name);
	if (eng_item_kind(x) == ITEM_RESOURCE && rs->resources.n <= 0)
		bad += ERR(*pos, "'actions.%s.args': the items of '%s' are "
		    "resources (item: resource), and this ruleset has none: "
		    "declare resources, or write 'item: card'", id, x->name);
	for (int f = 0; f < x->flags.n; f++)
		for (int g = 0; g < f; g++)
			if (strcmp(*VEC_AT(x->flags, char *, f),
			    *VEC_AT(x->flags, char *, g)) == 0)
				bad += ERR(*pos, "'actions.%s.args': '%s' "
				    "names the flag '%s' twice: write each "
				    "of its flags once", id, x->name,
				    *VEC_AT(x->flags, char *, f));
	return bad;
}
