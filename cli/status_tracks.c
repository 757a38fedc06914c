/* status_tracks.c: the tracks of status (victory points and the like) as
 * bars, measured against what wins the game when a victory reaches for
 * them, else against the one in front; and the bar itself, which luck draws
 * too. */
#include "cmds.h"

#include <stdlib.h>
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

/* The threshold of a test victory written 'TRACK >= N' (or '> N') for
 * the track id, or 0. */
static long
test_reach(const char *t, const char *id)
{
	size_t n = strlen(id);
	char *end;
	long at;
	int gt;

	if (t == NULL || strncmp(t += strspn(t, " "), id, n) != 0)
		return 0;
	t += n;
	t += strspn(t, " ");
	if (t[0] != '>')
		return 0;
	gt = t[1] != '=';
	t += gt ? 1 : 2;
	t += strspn(t, " ");
	if (*t < '0' || *t > '9')
		return 0;
	at = strtol(t, &end, 10);
	if (end[strspn(end, " ")] != '\0' || at < 0 || at >= 1000000000L)
		return 0;
	return at + gt;
}

/* The threshold of a victory that reaches for track r (a test that says
 * only that it reaches it too), or 0. */
static long
reach(const struct ruleset *rs, int r)
{
	for (int i = 0; i < rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, i);
		if (v->when == WHEN_REACH && v->resource.i == r)
			return v->at;
		if (v->when == WHEN_TEST && test_reach(v->test.text,
		    rs->resources.ids[r]) > 0)
			return test_reach(v->test.text, rs->resources.ids[r]);
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
