/* engine_kept_value.c: the value of kept(PLAYER, WORD) and kept(PLAYER)
 * in expressions (core/rules/names_kept.c): whether the player keeps the
 * card the command's word names (the effect keep-card, the state's kept
 * cards, core/state/kept.h), or how many cards he keeps; 0 for nobody. */
#include "core/expr/expr.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"

#include <stdio.h>
#include <string.h>

#include "core/state/kept.h"
#include "core/state/state.h"

int
eng_kept_value(const struct eng_eval *ev, const struct expr_sym *s,
    long p, long *out, char *err, size_t n)
{
	const char *ids;

	*out = 0;
	if (p < 0 || p >= ev->st->nplayers)
		return 0;
	if (s->c) {
		if (ev->argv == NULL || s->a + 1 >= ev->argc) {
			snprintf(err, n, "kept reads the command's words, and "
			    "none are given here");
			return -1;
		}
		*out = kept_has(ev->st->kept, (int)p, ev->argv[s->a + 1]);
		return 0;
	}
	for (ids = kept_of(ev->st->kept, (int)p); *ids != '\0'; ids++)
		*out += *ids == ',';
	*out += kept_of(ev->st->kept, (int)p)[0] != '\0';
	return 0;
}
