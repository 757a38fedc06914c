/* decl_items_written.c: the ruleset check of an items word's key written
 * (how its items are written: uncounted, any-order, refusal;
 * core/engine/engine_items_written.c) and of its read by-effect: a
 * refusal that says something, fields for any-order to read, no two of
 * one kind (the second would never be read), and an effect of the
 * action that reads the word (buy-sub-locations' claim). */
#include <stddef.h>
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The effects' keys that name an items word they read (by-effect). */
static const struct {
	size_t off;
	char what[40];
} readers[] = {
	{ offsetof(struct effect_def, buy_subs.claim),
	    "buy-sub-locations' claim" },
};

int
eng_check_items_written(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct item_written *w = &x->written;
	const struct spos *pos = &a->args.pos[k];
	int bad = 0;

	(void)rs;
	if (w->refusal != NULL && w->refusal[strspn(w->refusal, " ")] == '\0')
		bad += ERR(*pos, "'actions.%s.args': '%s' has an empty "
		    "'written: {refusal}': write what an item is, as "
		    "'refusal: \"write a berth as KIND[:FEE]\"' (the refusal "
		    "then says \"'WORD': write a berth as KIND[:FEE], e.g. "
		    "...\"), or take it out", id, x->name);
	if (w->any_order && x->fields.n == 0)
		bad += ERR(*pos, "'actions.%s.args': '%s' has 'written: "
		    "{any-order: true}', and it has no fields to read in any "
		    "order: declare its fields, or take any-order out", id,
		    x->name);
	for (int f = 0; w->any_order && f < x->fields.n; f++)
		for (int g = 0; g < f; g++)
			if (VEC_AT(x->fields, struct item_field, f)->kind ==
			    VEC_AT(x->fields, struct item_field, g)->kind)
				bad += ERR(*pos, "'actions.%s.args': fields %d "
				    "and %d of '%s' are both of kind %s, and "
				    "in any order a part is read as the first "
				    "field it can be: the second is never "
				    "read; take it out, or any-order", id,
				    g + 1, f + 1, x->name, eng_arg_kind_names[
				    VEC_AT(x->fields, struct item_field,
				    f)->kind]);
	if (x->read == ITEM_READ_EFFECT) {
		size_t i;
		for (i = 0; i < sizeof readers / sizeof readers[0]; i++)
			if (decl_word_read(a, x->name, readers[i].off))
				break;
		if (i == sizeof readers / sizeof readers[0])
			bad += ERR(*pos, "'actions.%s.args': '%s' is read "
			    "by-effect, by an effect of the action that names "
			    "it (%s), and none does: add one, or write 'read: "
			    "with-words'", id, x->name, readers[0].what);
	}
	return bad;
}
