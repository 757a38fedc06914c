/* game_box.c: box limits.  The table cannot hold more of a component than
 * the box has: a command that would put more on it is refused, naming the
 * limit.  Counted after the command, against the count before it, so that
 * every command that adds pieces is covered, and a table already over the
 * limit (a limit given to a running game) may still lose pieces. */
#include "core/mech/game_int.h"
#include "core/rules/words_keys.h"

#include <stdio.h>

void
box_tally(const struct state *st, struct box_tally *t)
{
	const struct board_state *b = st->board;
	/* every player's pieces on every region of the board, whatever its
	 * kind (lands, tiles, declared regions), the loop kept tight: the
	 * tally runs before and after every command, and a replay runs every
	 * command */
	size_t nk = b ? (size_t)b->nkinds : 0, np = b ? (size_t)b->nplayers : 0;
	int nr = b ? b->nregions : 0, npl = st->nplayers;

	*t = (struct box_tally){ { 0 }, 0, { 0 }, 0 };
	if (npl > (int)np)
		npl = (int)np;
	if (nk == 1) {
		/* one kind, most often: a region's counts are one row of np
		 * longs, one a player */
		const long *row = b->pieces;
		for (int i = 0; i < nr; i++, row += np)
			for (int p = 0; p < npl; p++)
				t->units[p] += row[p];
	} else {
		for (int i = 0; i < nr; i++)
			for (int p = 0; p < npl; p++) {
				const long *v = b->pieces + ((size_t)i * np +
				    (size_t)p) * nk;
				for (size_t k = 0; k < nk; k++)
					t->units[p] += v[k];
			}
	}
	for (int p = 0; p < npl; p++)
		t->units_all += t->units[p];
	for (int i = 0; i < st->nlinks; i++) {
		t->fields[st->links[i].by] += st->links[i].fields;
		t->fields_all += st->links[i].fields;
	}
}

/* what: how the refusal says it, or NULL for the links' fields (made
 * only when refusing: the check runs after every command) */
static int
over(struct act *a, const struct box_limit *b, const char *key,
    const long *now, long now_all, const long *was, long was_all,
    const char *what)
{
	char path[64], why[80];
	int st;

	if (!b->present)
		return ST_OK;
	if (b->per == BOX_PER_TABLE) {
		if (now_all <= was_all)
			return ST_OK;
		snprintf(path, sizeof path, "box.%s.max", key);
		if ((st = rs_need_int(a->rs, b->max, path, a->d)))
			return st;
		if (now_all > b->max && what == NULL)
			snprintf(why, sizeof why, "the %s on the table would "
			    "take", game_word(a, W_LINK, 2));
		if (now_all > b->max)
			return refuse(a, "the box holds %ld %s (box.%s): %s "
			    "%ld", b->max, b->name, key, what != NULL ? what :
			    why, now_all);
		return ST_OK;
	}
	for (int p = 0; p < a->st->nplayers; p++) {
		if (now[p] <= was[p])
			continue;
		snprintf(path, sizeof path, "box.%s.max", key);
		if ((st = rs_need_int(a->rs, b->max, path, a->d)))
			return st;
		if (now[p] > b->max)
			return refuse(a, "the box holds %ld %s (box.%s): %s "
			    "would have %ld on the table", b->max, b->name,
			    key, pname(a, p), now[p]);
	}
	return ST_OK;
}

int
box_check(struct act *a, const struct box_tally *was)
{
	const struct box_def *b = &a->rs->box;
	struct box_tally now;
	int st;

	if (!b->units.present && !b->span_fields.present)
		return ST_OK;
	box_tally(a->st, &now);
	if ((st = over(a, &b->units, "units", now.units, now.units_all,
	    was->units, was->units_all, "the units on the table would "
	    "number")) ||
	    (st = over(a, &b->span_fields, KEY_LINK_FIELDS, now.fields,
	    now.fields_all, was->fields, was->fields_all, NULL)))
		return st;
	return ST_OK;
}
