/* pic_zones.c: `zones`, the zones as a picture: every zone that
 * matters on a lane of its own, with the squads bound for it on the
 * distance spaces they still have to cross, flying from left to right
 * into its orbit. */
#include "cmds.h"

#include <string.h>

#include "core/state/zones.h"
#include "table.h"

#define MAX_AWAY 9

static const char *
party(const struct state *st, int p)
{
	return p == NEUTRAL ? "neutral" : st->players[p].name;
}

/* "Ann 4s 1c" for every squad of zone i on space k (0: its orbit): the
 * initials of the game's words for a striker and a carrier. */
static void
squads_at(const struct ruleset *rs, const struct state *st, int i, int k,
    struct strbuf *b)
{
	const struct zones *w = st->zones;
	char s1[8], c1[8];

	rs_word_initial(rs, W_STRIKER, s1, sizeof s1);
	rs_word_initial(rs, W_CARRIER, c1, sizeof c1);
	for (int f = 0; f < w->nsquads; f++)
		if (w->f[f].zone == i && w->f[f].away == k)
			sb_printf(b, "%s%s %ld%s %ld%s", b->len ? ", " : "",
			    party(st, w->f[f].owner), w->f[f].strikers, s1,
			    w->f[f].carriers, c1);
	if (k == 0 && st->board->owner[i] == NEUTRAL && w->w[i].guard_unknown)
		sb_printf(b, "%sneutral ?%s", b->len ? ", " : "", s1);
}

/* The most spaces a squad can have to go: the distance table's longest,
 * or a squad's. */
static int
most_away(const struct ruleset *rs, const struct zones *w)
{
	int most = 1;

	for (int a = 0; a < w->n; a++)
		for (int z = 0; z < w->n; z++) {
			int d = rs_distance(rs, a, z);
			most = d > most ? d : most;
		}
	for (int f = 0; f < w->nsquads; f++)
		most = w->f[f].away > most ? w->f[f].away : most;
	return most < MAX_AWAY ? most : MAX_AWAY;
}

static void
picture(const struct session *s, struct strbuf *b)
{
	const struct state *st = s->st;
	const struct zones *w = st->zones;
	int ns = most_away(s->rs, w), ncols = ns + 3, hidden = 0;
	const char *row[MAX_AWAY + 3];
	char head[MAX_AWAY][24];
	struct table t;
	struct strbuf name;

	table_init(&t, ncols);
	for (int k = ns; k >= 1; k--) {
		snprintf(head[k - 1], sizeof head[k - 1], "%d to go", k);
		row[ns - k] = head[k - 1];
	}
	row[ns] = "in orbit";
	row[ns + 1] = rs_word(s->rs, W_ZONE, 1);
	row[ns + 2] = "held by";
	table_row(&t, row);
	/* a zone's name whole: the ruleset's, of any length */
	sb_init(&name);
	for (int i = 0; i < w->n; i++) {
		struct strbuf cell[MAX_AWAY + 1];
		if (!zones_in_play(w, st->board, i)) {
			hidden++;
			continue;
		}
		for (int k = 0; k <= ns; k++) {
			sb_init(&cell[k]);
			squads_at(s->rs, st, i, k, &cell[k]);
			if (k > 0)
				sb_add(&cell[k], cell[k].len ? " >" : ".");
			row[ns - k] = sb_str(&cell[k]);
		}
		sb_reset(&name);
		sb_printf(&name, "%s (%d)", RS_ZONE(s->rs, i)->name, i + 1);
		row[ns + 1] = sb_str(&name);
		row[ns + 2] = party(st, st->board->owner[i]);
		table_row(&t, row);
		for (int k = 0; k <= ns; k++)
			sb_release(&cell[k]);
	}
	sb_release(&name);
	table_write(&t, b, 0);
	table_release(&t);
	sb_printf(b, "%s fly from left to right, one space a round, into "
	    "the orbit of the %s on their lane\n", rs_word(s->rs, W_SQUAD, 2),
	    rs_word(s->rs, W_ZONE, 1));
	if (hidden > 0)
		sb_printf(b, "%d other %s %s neutral, with no %s bound for "
		    "%s\n", hidden, rs_word(s->rs, W_ZONE, hidden),
		    hidden == 1 ? "is" : "are", rs_word(s->rs, W_SQUAD, 1),
		    hidden == 1 ? "it" : "them");
}

int
cmd_zones(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct strbuf b;
	int r;

	(void)argc;
	if ((r = session_begin(c, &s, 0)))
		return r;
	if (s.st->zones == NULL) {
		/* the message first: session_end clears s */
		r = diag_set(&c->d, ST_USAGE, "%s has no %s to draw",
		    s.rs->id, argv[0]);	/* the command's name */
		session_end(c, &s, 0);
		return r;
	}
	sb_init(&b);
	picture(&s, &b);
	out_picture(c, sb_str(&b));
	sb_release(&b);
	session_end(c, &s, 0);
	return ST_OK;
}
