/* done.c: the players done this phase (done.h). */
#include "core/state/done.h"

#include <stdio.h>

void
done_clear(struct state *st)
{
	for (int p = 0; p < MAX_PLAYERS; p++)
		st->players[p].done = 0;
}

int
done_any(const struct state *st)
{
	for (int p = 0; p < st->nplayers; p++)
		if (st->players[p].done)
			return 1;
	return 0;
}

int
done_undone_next(const struct state *st)
{
	for (int i = 0; i < st->nplayers; i++) {
		int p = st->norder > 0 ? st->order[i] : i;
		if (!st->players[p].done && !st->players[p].out)
			return p;
	}
	return -1;
}

struct json *
done_to_json(const struct state *st)
{
	struct json *a = json_arr();

	for (int p = 0; p < st->nplayers; p++)
		json_push(a, json_int(st->players[p].done));
	return a;
}

int
done_from_json(struct state *st, const struct json *a, char *err, size_t n)
{
	if (a == NULL || a->type != J_ARR || a->n < st->nplayers)
		goto bad;
	for (int p = 0; p < st->nplayers; p++) {
		const struct json *v = a->v[p];
		if (v->type != J_INT || v->i < 0 || v->i > 1)
			goto bad;
		st->players[p].done = (unsigned char)v->i;
	}
	return 0;
bad:
	snprintf(err, n, "damaged snapshot");
	return -1;
}
