/* engine_site_word.c: a word of kind site, a site of the round of the
 * card mechanisms (mechanisms.claims) by its number in the round (from
 * 1) or its id, in any case: its value is the number, written in the log;
 * a word naming no site of the round is 0, written as given, for the
 * action's requirements to refuse ('site > 0', @text saying the word).
 * Left out, it stands for its left-out's site (written in the log), or
 * none (0).  An optional site word followed by a word of kind draws is
 * left out when 'draw' is given in its place: the draws begin there
 * ('resolve draw 5 4' as 'resolve' with the draws). */
#include "core/engine/engine.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_eval.h"

#include <string.h>

#include "core/state/cards.h"
#include "core/state/state.h"

int
eng_site_word(struct act *a, const char *s, long *out)
{
	const struct cards_state *c = a->st->cards;
	int k = c != NULL ? site_find(c, s) : -1;

	*out = k + 1;
	if (k < 0)
		canon(a, s);
	else
		canon_long(a, k + 1);
	return ST_OK;
}

int
eng_site_left_out(struct act *a, const struct arg_def *w,
    const struct eng_eval *ev, long *out)
{
	const struct cards_state *c = a->st->cards;
	struct eng_eval in = *ev;
	long v;
	int st;

	*out = 0;
	if (w->left_out.text == NULL)
		return ST_OK;
	in.me = -1;
	if ((st = eng_eval(&w->left_out, &in, &v, a->d)))
		return st;
	if (c != NULL && v >= 1 && v <= c->nsites) {
		*out = v;
		canon_long(a, v);
	}
	return ST_OK;
}

int
eng_site_left_draw(const struct action_def *x, int k, const char *s)
{
	const struct arg_def *w = VEC_AT(x->args, struct arg_def, k);

	return w->kind == ARG_SITE && w->optional && k + 1 < x->args.n &&
	    VEC_AT(x->args, struct arg_def, k + 1)->kind == ARG_DRAWS &&
	    strcmp(s, "draw") == 0;
}
