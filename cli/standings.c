/* standings.c: who stands where in a game, and why.  A game that ranks its
 * players at the end by a chain of its own (its "final" ranking) is taken
 * as it ranked them; otherwise the winners come first (sharing the
 * place), then the score track decides, then players still in come before
 * those out, through
 * core/rank.h, which says which criterion parted each pair. */
#include "report.h"

#include <stdio.h>
#include <string.h>

#include "core/state/cards.h"
#include "core/base/rank.h"
#include "core/state/terr.h"
#include "core/state/zones.h"

int
score_track(const struct ruleset *rs)
{
	for (int r = 0; r < rs->resources.n; r++)
		if (RS_RES(rs, r)->track)
			return r;
	return -1;
}

long
chart_value(const struct ruleset *rs, const struct state *st, int p,
    const char **what)
{
	int r = score_track(rs);
	long n = 0;

	if (r >= 0) {
		*what = RS_RES(rs, r)->name;
		return st->players[p].res[r];
	}
	if (st->nlands > 0) {
		*what = "units";
		return state_units_of(st, p);
	}
	if (st->zones != NULL) {
		/* whole: the game's word has any length */
		static struct strbuf held;

		sb_reset(&held);
		sb_printf(&held, "%s held", rs_word(rs, W_ZONE, 2));
		*what = sb_str(&held);
		return board_owned(st->board, p);
	}
	if (st->terr != NULL) {
		*what = "units";
		return state_units_of(st, p);
	}
	*what = "pieces";
	for (int i = 0; i < board_track(st->board)->n; i++)
		n += board_track(st->board)->v[i].owner == p;
	return n;
}

static void
text(struct strbuf *b, int md, const char *s)
{
	if (md)
		md_str(b, s);
	else
		sb_add(b, s);
}

/* "A before B: WHY" */
static void
before(struct strbuf *b, const char *bullet, int md, const char *a,
    const char *z, const char *why)
{
	sb_add(b, bullet);
	text(b, md, a);
	sb_add(b, " before ");
	text(b, md, z);
	sb_add(b, ": ");
	text(b, md, why);
	sb_addc(b, '\n');
}

void
standings_explain(struct strbuf *b, const char *bullet, int md, int n,
    const char *const *names, const int *places, const char (*why)[WHY_MAX])
{
	for (int i = 0; i + 1 < n;) {
		int j = i;
		while (j + 1 < n && places[j + 1] == places[i])
			j++;
		if (j == i) {
			before(b, bullet, md, names[i], names[i + 1], why[i]);
			i++;
			continue;
		}
		sb_add(b, bullet);
		for (int k = i; k <= j; k++) {
			sb_add(b, k == i ? "" : k == j ? " and " : ", ");
			text(b, md, names[k]);
		}
		sb_printf(b, " share place %d: ", places[i]);
		text(b, md, why[i]);
		sb_addc(b, '\n');
		if (j + 1 < n)
			before(b, bullet, md, names[j], names[j + 1], why[j]);
		i = j + 1;
	}
}

/* "Ann before Bob: ..." from one entry of a final ranking's "decided". */
static void
why_decided(const struct ruleset *rs, const struct json *o, char *buf,
    size_t n)
{
	const struct json *by = json_get(o, "by"), *av = json_get(o,
	    "ahead_value"), *bv = json_get(o, "behind_value");
	char va[32] = "none", vb[32] = "none";
	const char *what;

	if (av != NULL && av->type == J_INT)
		snprintf(va, sizeof va, "%ld", av->i);
	if (bv != NULL && bv->type == J_INT)
		snprintf(vb, sizeof vb, "%ld", bv->i);
	if (by == NULL || by->type != J_STR)
		snprintf(buf, n, "tied to the end of the chain");
	else if (strcmp(by->s, "draw") == 0)
		snprintf(buf, n, "tied to the end of the chain, then drawn "
		    "%s to %s", va, vb);
	else if (strcmp(by->s, "seat") == 0)
		snprintf(buf, n, "tied to the end of the chain, then seat "
		    "order");
	else if ((what = game_rank_criterion(rs, by->s)) != NULL)
		snprintf(buf, n, "%s %s to %s", what, va, vb);
	else
		snprintf(buf, n, "%s %s to %s", by->s, va, vb);
}

/* The game's own final ranking (cards' claims), when it made one. */
static int
game_ranking(const struct ruleset *rs, const struct state *st,
    const struct json *decided, struct standings *out)
{
	const struct cards_state *c = st->cards;

	if (c == NULL || c->nrank != st->nplayers)
		return 0;
	out->by_game = 1;
	for (int i = 0; i < c->nrank; i++) {
		out->order[i] = c->rank[i];
		out->place[c->rank[i]] = i > 0 && c->rank_tied[i - 1] ?
		    out->place[c->rank[i - 1]] : i + 1;
		if (i + 1 == c->nrank)
			continue;
		if (decided != NULL && i < decided->n)
			why_decided(rs, decided->v[i], out->why[i], WHY_MAX);
		else if (c->rank_tied[i])
			snprintf(out->why[i], WHY_MAX, "tied");
		else
			snprintf(out->why[i], WHY_MAX, "the game's final "
			    "ranking");
	}
	return 1;
}

void
standings_of(const struct ruleset *rs, const struct state *st,
    const struct json *decided, struct standings *out)
{
	enum rank_dir dir[3] = { RANK_HIGH, RANK_HIGH, RANK_HIGH };
	long vals[MAX_PLAYERS * 3];
	int decided_by[MAX_PLAYERS];
	int n = st->nplayers;

	memset(out, 0, sizeof *out);
	out->n = n;
	out->over = state_over(st);
	out->score = score_track(rs);
	for (int p = 0; p < n; p++) {
		int won = out->over && (st->winners & 1u << p ||
		    (st->winner_role >= 0 &&
		    st->players[p].role == st->winner_role));
		if (won)
			out->winners |= 1u << p;
		out->value[p] = out->score >= 0 ? st->players[p].res[out->score]
		    : 0;
		/* winners share the first place: the rest of the chain
		 * parts only the others */
		vals[p * 3] = won;
		vals[p * 3 + 1] = won ? 0 : out->value[p];
		vals[p * 3 + 2] = won ? 0 : !st->players[p].out;
	}
	if (game_ranking(rs, st, decided, out))
		return;
	rank_order(n, 3, vals, dir, out->order, decided_by);
	for (int i = 0; i < n; i++) {
		int p = out->order[i], q;
		out->place[p] = i > 0 && decided_by[i - 1] == RANK_TIED ?
		    out->place[out->order[i - 1]] : i + 1;
		if (i + 1 == n)
			continue;
		q = out->order[i + 1];
		switch (decided_by[i]) {
		case 0:
			snprintf(out->why[i], WHY_MAX, "won");
			break;
		case 1:
			snprintf(out->why[i], WHY_MAX, "%s %ld to %ld",
			    RS_RES(rs, out->score)->name, out->value[p],
			    out->value[q]);
			break;
		case 2:
			snprintf(out->why[i], WHY_MAX, "still in the game");
			break;
		default:
			if (out->winners & 1u << p && out->winners & 1u << q)
				snprintf(out->why[i], WHY_MAX, "won together");
			else
				snprintf(out->why[i], WHY_MAX, "tied%s",
				    out->score >= 0 ? "" :
				    ": the game keeps no score");
			break;
		}
	}
}
