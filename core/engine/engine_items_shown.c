/* engine_items_shown.c: how usages and refusals show a word of kind
 * items (core/engine/engine_items.c): its NAME's kind upper-cased
 * (RESOURCE, CARD), the head of its groups (PLAYER, SITE) and the fields
 * after its NAME (":N[:CARD][:a|b]") and its flags in a refusal, by
 * what each does ("':r' after one turns it round"); apart from the reading, which reads
 * words as the action's words are read, whose usage line shows these. */
#include "core/expr/expr.h"
#include "core/engine/engine_items.h"

#include <ctype.h>
#include <string.h>

#define ITEM_NAME(x) (eng_item_kind_names[eng_item_kind(x)])

const char *
eng_under_shows(const struct arg_def *x, char *up, size_t n)
{
	const char *k = eng_arg_kind_names[x->under.kind];
	size_t len;

	for (len = 0; k[len] && len + 1 < n; len++)
		up[len] = (char)toupper((unsigned char)k[len]);
	up[len] = '\0';
	return up;
}

const char *
eng_item_shows(const struct arg_def *x, char *up, size_t n)
{
	size_t len;

	for (len = 0; ITEM_NAME(x)[len] && len + 1 < n; len++)
		up[len] = (char)toupper((unsigned char)ITEM_NAME(x)[len]);
	up[len] = '\0';
	return up;
}

/* How a usage shows x's fields, ":N", "[:CARD]", "[:a|b]", into b. */
void
eng_item_fields_shown(const struct arg_def *x, struct strbuf *b)
{
	for (int f = 0; f < x->fields.n; f++) {
		const struct item_field *d = VEC_AT(x->fields,
		    struct item_field, f);
		sb_add(b, d->optional ? "[:" : ":");
		if (d->kind == ARG_NUMBER)
			sb_add(b, "N");
		else if (d->kind == ARG_CARD)
			sb_add(b, "CARD");
		for (int g = 0; d->kind == ARG_FLAG && g < x->flags.n; g++)
			sb_printf(b, "%s%s", g ? "|" : "", x->flags.ids[g]);
		if (d->optional)
			sb_addc(b, ']');
	}
}

void
eng_item_flags_said(const struct ruleset *rs, const struct arg_def *x,
    const char *plain, struct strbuf *b)
{
	const char *const *says = x->flags.v;
	int sep = 0, rest = 0;

	for (int f = 0; f < x->flags.n; f++) {
		if (says[f] == NULL) {
			rest++;
			continue;
		}
		/* what it does may say the game's words, "{store}" */
		sb_printf(b, "%s':%s' after one ", sep++ ? "; " : "",
		    x->flags.ids[f]);
		rs_words_add(rs, says[f], b);
	}
	if (rest > 0)
		sb_printf(b, "%s%s", sep ? "; " : "", plain);
	for (int f = 0, n = 0; f < x->flags.n; f++)
		if (says[f] == NULL)
			sb_printf(b, "%s%s", n++ ? ", " : "", x->flags.ids[f]);
}
