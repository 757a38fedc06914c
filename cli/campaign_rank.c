/* campaign_rank.c: the standing methods of a campaign.  Each finished
 * game's places (as the game's own standings give them, report.h) add up
 * per player, matched by name without regard to case; the players are
 * then ranked by the campaign's method:
 *   wins    wins, then the score (only when every finished game is of one
 *           ruleset with a score track: raw scores of different games are
 *           never added), then the opponents finished ahead of;
 *   points  league points by place (10-6-4-2 unless given; a shared place
 *           gives each the points of that place), then wins, then the
 *           opponents finished ahead of;
 *   rate    games won per game played, then wins, then opponents;
 *   elo     a rating from 1500, game by game in the campaign's order: in
 *           a game of n players each pair is a duel (a win 1, a shared
 *           place 1/2) with K = 32 / (n - 1); then wins, then opponents.
 * Games still under way are not counted. */
#include "campaign.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/rank.h"
#include "core/base/utf8.h"

enum key { K_WINS, K_SCORE, K_BEATEN, K_POINTS, K_RATE, K_ELO };

static const long default_pts[] = { 10, 6, 4, 2 };

int
method_parse(struct ctx *c, const char *s, struct method *m)
{
	memset(m, 0, sizeof *m);
	if (strcmp(s, "wins") == 0)
		m->by = BY_WINS;
	else if (strcmp(s, "rate") == 0)
		m->by = BY_RATE;
	else if (strcmp(s, "elo") == 0)
		m->by = BY_ELO;
	else if (strcmp(s, "points") == 0) {
		m->by = BY_POINTS;
		m->npts = 4;
		memcpy(m->pts, default_pts, sizeof default_pts);
	} else if (strncmp(s, "points=", 7) == 0) {
		const char *p = s + 7;
		m->by = BY_POINTS;
		while (m->npts < MAX_POINTS) {
			char *end;
			long v = strtol(p, &end, 10);
			if (end == p || v < 0 || v > 1000000 || (*end != ',' &&
			    *end != '\0') || (m->npts > 0 && v >
			    m->pts[m->npts - 1]))
				break;
			m->pts[m->npts++] = v;
			if (*end == '\0')
				return ST_OK;
			p = end + 1;
		}
		return diag_set(&c->d, ST_USAGE, "league points '%s': give the "
		    "points of the places from the first, falling or equal, "
		    "at most %d (points=10,6,4,2)", s + 7, MAX_POINTS);
	} else
		return diag_set(&c->d, ST_USAGE, "unknown standing method '%s' "
		    "(wins, points, points=10,6,4,2, rate or elo)", s);
	return ST_OK;
}

void
method_format(const struct method *m, char *buf, size_t n)
{
	static const char *const names[] = { "wins", "points", "rate", "elo" };
	size_t len;

	snprintf(buf, n, "%s", names[m->by]);
	for (int i = 0; m->by == BY_POINTS && i < m->npts; i++) {
		len = strlen(buf);
		snprintf(buf + len, n - len, "%c%ld", i ? ',' : '=', m->pts[i]);
	}
}

const char *
method_column(const struct method *m)
{
	return m->by == BY_POINTS ? "league points" : m->by == BY_RATE ? "win rate" :
	    m->by == BY_ELO ? "elo" : "";
}

/* The criteria of k's method, in order; their number. */
static int
keys(const struct campaign *k, enum key *out)
{
	int n = 0;

	switch (k->m.by) {
	case BY_WINS:
		out[n++] = K_WINS;
		if (k->score_word[0] != '\0')
			out[n++] = K_SCORE;
		break;
	case BY_POINTS:
		out[n++] = K_POINTS;
		out[n++] = K_WINS;
		break;
	case BY_RATE:
		out[n++] = K_RATE;
		out[n++] = K_WINS;
		break;
	case BY_ELO:
		out[n++] = K_ELO;
		out[n++] = K_WINS;
		break;
	}
	out[n++] = K_BEATEN;
	return n;
}

static const char *
key_word(const struct campaign *k, enum key key)
{
	switch (key) {
	case K_WINS: return "wins";
	case K_SCORE: return k->score_word;
	case K_BEATEN: return "opponents finished ahead of";
	case K_POINTS: return "league points";
	case K_RATE: return "win rate";
	case K_ELO: return "rating";
	}
	return "";
}

static long
key_value(const struct entrant *e, enum key key)
{
	switch (key) {
	case K_WINS: return e->wins;
	case K_SCORE: return e->score;
	case K_BEATEN: return e->beaten;
	case K_POINTS: return e->points;
	case K_RATE: return e->rate;
	case K_ELO: return lround(e->elo);
	}
	return 0;
}

/* A value as shown: a rate in whole per cent. */
static void
key_show(enum key key, long v, char *buf, size_t n)
{
	if (key == K_RATE)
		snprintf(buf, n, "%ld%%", (v + 5000) / 10000);
	else
		snprintf(buf, n, "%ld", v);
}

void
method_value(const struct campaign *k, const struct entrant *e, char *buf,
    size_t n)
{
	enum key key = k->m.by == BY_POINTS ? K_POINTS : k->m.by == BY_RATE ?
	    K_RATE : K_ELO;

	if (k->m.by == BY_WINS)
		snprintf(buf, n, "%s", "");
	else
		key_show(key, key_value(e, key), buf, n);
}

void
method_explain(const struct campaign *k, struct strbuf *b)
{
	enum key ks[4];
	int nk = keys(k, ks);

	sb_add(b, "ranked by ");
	for (int i = 0; i < nk; i++) {
		sb_add(b, i == 0 ? "" : ", then ");
		sb_add(b, ks[i] == K_BEATEN ? "the " : "");
		sb_add(b, key_word(k, ks[i]));
		if (ks[i] == K_POINTS) {
			sb_add(b, " per place (");
			for (int p = 0; p < k->m.npts; p++)
				sb_printf(b, "%s%ld", p ? "-" : "", k->m.pts[p]);
			sb_add(b, ", none below)");
		} else if (ks[i] == K_ELO) {
			sb_add(b, " (Elo from 1500, each game's players "
			    "paired, K 32 shared among a player's opponents)");
		} else if (ks[i] == K_RATE) {
			sb_add(b, " (games won per game played)");
		}
	}
	if (k->m.by == BY_WINS && k->mixed)
		sb_add(b, " (the scores of different games are not added)");
}

static struct entrant *
entrant(struct campaign *k, const char *name)
{
	for (int i = 0; i < k->ne; i++)
		if (utf8_name_eq(k->e[i].name, name))
			return &k->e[i];
	if (k->ne == MAX_ENTRANTS)
		return NULL;
	memset(&k->e[k->ne], 0, sizeof k->e[k->ne]);
	snprintf(k->e[k->ne].name, sizeof k->e[k->ne].name, "%s", name);
	k->e[k->ne].elo = 1500;
	return &k->e[k->ne++];
}

/* The score's word when every finished game is of one ruleset and keeps
 * the same score track; else "". */
static void
score_word(struct campaign *k)
{
	const struct one_game *first = NULL;
	int tracks = 0, apart = 0;

	k->score_word[0] = '\0';
	for (int i = 0; i < k->ng; i++) {
		const struct one_game *g = &k->g[i];
		if (!g->over)
			continue;
		tracks += g->track[0] != '\0';
		if (first == NULL)
			first = g;
		else if (strcmp(first->ruleset, g->ruleset) != 0 ||
		    strcmp(first->track, g->track) != 0)
			apart = 1;
	}
	k->mixed = tracks > 0 && apart;
	if (first != NULL && tracks > 0 && !apart)
		snprintf(k->score_word, sizeof k->score_word, "%s",
		    first->track);
}

/* One finished game's rating changes: every pair of its players. */
static void
elo_game(const struct one_game *g, struct entrant **who)
{
	double delta[MAX_PLAYERS] = { 0 };
	int n = 0;

	for (int p = 0; p < g->st.n; p++)
		n += who[p] != NULL;
	if (n < 2)
		return;
	for (int p = 0; p < g->st.n; p++)
		for (int q = 0; who[p] != NULL && q < g->st.n; q++) {
			double e, s;
			if (q == p || who[q] == NULL)
				continue;
			e = 1 / (1 + pow(10, (who[q]->elo - who[p]->elo) /
			    400));
			s = g->st.place[p] < g->st.place[q] ? 1 :
			    g->st.place[p] == g->st.place[q] ? 0.5 : 0;
			delta[p] += 32.0 / (n - 1) * (s - e);
		}
	for (int p = 0; p < g->st.n; p++)
		if (who[p] != NULL)
			who[p]->elo += delta[p];
}

static void
add_game(struct campaign *k, const struct one_game *g)
{
	struct entrant *who[MAX_PLAYERS];

	for (int p = 0; p < g->st.n; p++) {
		/* a person who played several seats counts once, by the
		 * first */
		char name[NAME_MAX_LEN + 1];
		struct entrant *e;
		int place = g->st.place[p];

		snprintf(name, sizeof name, "%s", g->players[p]);
		campaign_alias(k, name);	/* as the campaign counts it */
		e = who[p] = g->person[p] == p ? entrant(k, name) : NULL;
		if (e == NULL)
			continue;
		e->games++;
		e->wins += (g->st.winners & 1u << p) != 0;
		e->score += k->score_word[0] != '\0' ? g->st.value[p] : 0;
		e->points += place >= 1 && place <= k->m.npts ?
		    k->m.pts[place - 1] : 0;
		for (int q = 0; q < g->st.n; q++)
			e->beaten += g->st.place[q] > place;
	}
	elo_game(g, who);
}

static void
why(const struct campaign *k, const enum key *ks, int nk, int decided,
    const struct entrant *a, const struct entrant *b, char *out)
{
	char va[24], vb[24];
	struct strbuf s;

	if (decided >= 0) {
		key_show(ks[decided], key_value(a, ks[decided]), va, sizeof va);
		key_show(ks[decided], key_value(b, ks[decided]), vb, sizeof vb);
		snprintf(out, WHY_MAX, "%s %s to %s", key_word(k, ks[decided]),
		    va, vb);
		return;
	}
	sb_init(&s);
	sb_add(&s, "tied on ");
	for (int i = 0; i < nk; i++)
		sb_printf(&s, "%s%s", i == 0 ? "" : i + 1 == nk ? " and " :
		    ", ", key_word(k, ks[i]));
	snprintf(out, WHY_MAX, "%s", sb_str(&s));
	sb_release(&s);
}

void
campaign_tally(struct campaign *k)
{
	enum rank_dir dir[4] = { RANK_HIGH, RANK_HIGH, RANK_HIGH, RANK_HIGH };
	long vals[MAX_ENTRANTS * 4];
	int decided[MAX_ENTRANTS];
	enum key ks[4];
	int nk;

	score_word(k);
	for (int i = 0; i < k->ng; i++)
		if (k->g[i].over)
			add_game(k, &k->g[i]);
	for (int i = 0; i < k->ne; i++)
		k->e[i].rate = k->e[i].games ? k->e[i].wins * 1000000 /
		    k->e[i].games : 0;
	nk = keys(k, ks);
	for (int i = 0; i < k->ne; i++)
		for (int j = 0; j < nk; j++)
			vals[i * nk + j] = key_value(&k->e[i], ks[j]);
	rank_order(k->ne, nk, vals, dir, k->order, decided);
	for (int i = 0; i < k->ne; i++) {
		k->place[i] = i > 0 && decided[i - 1] == RANK_TIED ?
		    k->place[i - 1] : i + 1;
		if (i + 1 < k->ne)
			why(k, ks, nk, decided[i], &k->e[k->order[i]],
			    &k->e[k->order[i + 1]], k->why[i]);
	}
}
