/* engine_order_start.c: the word of kind turn-order (every player of the
 * game once, PLAYER,PLAYER,...) and the effect set-turn-order that seats
 * them so; the effect start-order, which places the order of the player
 * whose turn it is on a territory of the map, its steps to come
 * (core/act/act_orders.c). */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_terr.h"
#include "core/act/act_terr.h"

#include <stdlib.h>
#include <string.h>

#include "core/state/state.h"

/* The players s names, in order, into order[]; a usage error for a name
 * that is none, one named twice and a count that is not every player. */
static int
read_order(struct act *a, const char *s, int order[MAX_PLAYERS], int *n)
{
	char *copy, *save = NULL, *w;
	int st = ST_OK;

	*n = 0;
	if ((copy = strdup(s)) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (w = strtok_r(copy, ",", &save); w != NULL && st == ST_OK;
	    w = strtok_r(NULL, ",", &save)) {
		int p;
		if ((st = arg_player(a, w, &p)))
			break;
		for (int i = 0; i < *n; i++)
			if (order[i] == p)
				st = usage(a, "%s is named twice", pname(a, p));
		if (st == ST_OK && *n < MAX_PLAYERS)
			order[(*n)++] = p;
	}
	free(copy);
	if (st == ST_OK && *n != a->st->nplayers)
		st = usage(a, "name all %d players in their new order",
		    a->st->nplayers);
	return st;
}

int
eng_turn_order_word(struct act *a, const char *s, long *out)
{
	int order[MAX_PLAYERS], n, st;
	struct strbuf b;

	*out = 0;	/* its place, set by the caller */
	if ((st = read_order(a, s, order, &n)))
		return st;
	sb_init(&b);
	for (int i = 0; i < n; i++)
		sb_printf(&b, "%s%s", i ? "," : "", pname(a, order[i]));
	canon(a, sb_str(&b));
	sb_release(&b);
	return ST_OK;
}

int
eng_set_turn_order(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev)
{
	int order[MAX_PLAYERS], n, st;
	struct strbuf b;

	/* read again, as the word was (logged already) */
	if ((st = read_order(a, a->argv[ev->args[e->w_turn_order]], order,
	    &n)))
		return st;
	memcpy(a->st->order, order, sizeof order);
	a->st->norder = n;
	sb_init(&b);
	for (int i = 0; i < n; i++)
		sb_printf(&b, "%s%s", i ? ", " : "", pname(a, order[i]));
	report_line(a->rep, "turn order: %s", sb_str(&b));
	sb_release(&b);
	return ST_OK;
}

int
eng_start_order(struct act *a, const struct eff_explored *x,
    const struct eng_eval *ev)
{
	int tile = x->w.arg >= 0 ? (int)ev->args[x->w.arg] : -1;

	if (a->st->terr == NULL || tile < 0 || tile >= NTILES(a))
		return diag_set(a->d, ST_DATA, "%s: start-order needs a "
		    "territory of the map", a->rs->id);
	order_clear(a);
	a->st->terr->order_tile = tile;
	a->st->terr->order_step = 1;	/* its first step */
	return ST_OK;
}
