/* status_tracks.c: the tracks of status (victory points and the like) as
 * bars, measured against what wins the game when a victory reaches for
 * them, else against the one in front; and the bar itself, which luck draws
 * too. */
#include "cmds.h"

#include <string.h>

#define BAR 30

void
bar_draw(struct ctx *c, struct strbuf *b, double v, double full, int width)
{
	int n = full > 0 && v > 0 ? (int)(v / full * width + 0.5) : 0;

	if (n > width)
		n = width;
	sb_addc(b, '[');
	if (n > 0)
		sb_add(b, out_bold(c));
	for (int i = 0; i < n; i++)
		sb_addc(b, '#');
	if (n > 0)
		sb_add(b, out_reset(c));
	if (n < width)
		sb_add(b, out_dim(c));
	for (int i = n; i < width; i++)
		sb_addc(b, '.');
	if (n < width)
		sb_add(b, out_reset(c));
	sb_addc(b, ']');
}

/* The threshold of a victory that reaches for track r, or 0. */
static long
reach(const struct ruleset *rs, int r)
{
	for (int i = 0; i < rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, i);
		if (v->when == WHEN_REACH && v->resource.i == r)
			return v->at;
	}
	return 0;
}

void
status_tracks(struct ctx *c, const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	int width = 0;

	for (int p = 0; p < st->nplayers; p++) {
		int len = (int)strlen(st->players[p].name);
		width = len > width ? len : width;
	}
	for (int r = 0; r < rs->resources.n; r++) {
		const struct res_def *d = RS_RES(rs, r);
		long goal = reach(rs, r), full = goal;
		if (!d->track)
			continue;
		for (int p = 0; p < st->nplayers; p++)
			full = st->players[p].res[r] > full ?
			    st->players[p].res[r] : full;
		sb_printf(b, "\n%s", d->name);
		if (goal > 0)
			sb_printf(b, " (%ld to win)", goal);
		sb_add(b, ":\n");
		for (int p = 0; p < st->nplayers; p++) {
			sb_printf(b, "  %-*s ", width, st->players[p].name);
			bar_draw(c, b, (double)st->players[p].res[r],
			    (double)(full > 0 ? full : 1), BAR);
			sb_printf(b, " %ld\n", st->players[p].res[r]);
		}
	}
}
