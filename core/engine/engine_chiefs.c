/* engine_chiefs.c: the chiefs whose modifiers count for a player, and
 * chief_with(KEY, PLAYER), the first of them whose modifier KEY is set,
 * and chief_sum(KEY, PLAYER[, UNIT]), a modifier of theirs added up. */
#include "core/engine/engine_chiefs.h"

#include <stdio.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/state/pieces.h"
#include "core/state/state.h"

int
eng_chiefs_acting(const struct ruleset *rs, const struct state *st, int p,
    int out[2])
{
	int l, n = 0;

	if (st->board == NULL || p < 0 || p >= st->nplayers ||
	    p >= PC_SEATS)
		return 0;
	if ((l = pieces_chief_of(&st->pc, st->board, p)) < 0 ||
	    st->board->track.v[l].counters > 0)
		return 0;
	out[n++] = st->board->track.v[l].kind - rs->units.n;
	if (st->pc.borrowed[p] >= 0)
		out[n++] = st->pc.borrowed[p];
	return n;
}

int
eng_chief_with(const struct ruleset *rs, const struct state *st,
    long player, int key, long *out, char *err, size_t n)
{
	int l[2], nl;

	*out = -1;
	if (player < 0)
		return 0;	/* nobody (no actor): no chief */
	if (player >= st->nplayers) {
		snprintf(err, n, "chief_with: no player %ld", player);
		return -1;
	}
	nl = eng_chiefs_acting(rs, st, (int)player, l);
	for (int k = 0; k < nl && *out < 0; k++)
		if (rs_chief_mod(rs, l[k], key, NULL) != 0)
			*out = l[k];
	return 0;
}

long
eng_chief_mod(const struct ruleset *rs, int l, int key, long unit)
{
	if (rs_chief_mod_by_unit(key) && (unit < 0 || unit >= rs->units.n))
		return 0;
	return rs_chief_mod(rs, l, key, rs_chief_mod_by_unit(key) ?
	    rs->units.ids[unit] : NULL);
}

int
eng_chief_sum(const struct ruleset *rs, const struct state *st,
    long player, int key, long unit, long *out, char *err, size_t n)
{
	int l[2], nl;

	*out = 0;
	if (player < 0)
		return 0;	/* nobody (no actor): no chief */
	if (player >= st->nplayers) {
		snprintf(err, n, "chief_sum: no player %ld", player);
		return -1;
	}
	if (rs_chief_mod_by_unit(key) && (unit < 0 || unit >= rs->units.n)) {
		snprintf(err, n, "chief_sum: no unit %ld", unit);
		return -1;
	}
	nl = eng_chiefs_acting(rs, st, (int)player, l);
	for (int k = 0; k < nl; k++)
		*out += eng_chief_mod(rs, l[k], key, unit);
	return 0;
}
