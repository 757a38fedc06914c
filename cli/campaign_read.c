/* campaign_read.c: a campaign read from the database, each game's
 * standings replayed in its own read transaction and the campaign ranked
 * by its method (campaign_rank.c); below the commands that show, report
 * and rename (cmd_campaign.c, campaign_rename.c). */
#include "cmds.h"
#include "campaign.h"

#include <stdlib.h>
#include <string.h>

/* Read one game's standings (in its own read transaction). */
static int
read_game(struct ctx *c, const char *name, struct one_game *g)
{
	struct session s;
	char *keep = c->game;
	int r;

	c->game = (char *)name;
	r = session_begin(c, &s, 0);
	c->game = keep;
	if (r != ST_OK)
		return r;
	snprintf(g->ruleset, sizeof g->ruleset, "%s", s.rs->id);
	g->over = state_over(s.st);
	g->round = s.st->round;
	g->winner = game_winner(s.rs, s.st);
	standings_of(s.rs, s.st, NULL, &g->st);
	for (int p = 0; p < s.st->nplayers; p++) {
		snprintf(g->players[p], sizeof g->players[p], "%s",
		    s.st->players[p].name);
		g->person[p] = s.st->players[p].person;
	}
	if (g->st.score >= 0)
		snprintf(g->track, sizeof g->track, "%s",
		    RS_RES(s.rs, g->st.score)->name);
	snprintf(g->ended, sizeof g->ended, "%s", s.g.created);
	/* left out of the standings, as a game not finished */
	g->abandoned = s.g.abandoned != NULL;
	g->over = g->over && !g->abandoned;
	if (s.g.nevents > 0) {
		struct db_event e;
		if ((r = db_event_get(c->db, s.g.id, s.g.nevents, &e,
		    &c->d)) == ST_OK)
			snprintf(g->ended, sizeof g->ended, "%s", e.time);
		db_event_release(&e);
	}
	session_end(c, &s, 0);
	return r;
}

void
campaign_free(struct campaign *k)
{
	for (int i = 0; i < k->ng; i++) {
		free(k->g[i].name);
		free(k->g[i].winner);
	}
	for (int i = 0; i < k->nrec; i++) {
		free(k->rec[i].name);
		free(k->rec[i].winner);
	}
	free(k->g);
	free(k->rec);
	free(k->name);
	free(k->created);
	memset(k, 0, sizeof *k);
}

/* --- results recorded without a game ------------------------------------ */

/* Rows come by order then seat: a new order starts a new result. */
static int
one_row(void *ctx, const struct db_result *x)
{
	struct campaign *k = ctx;
	struct one_game *g;

	if (k->nrec == 0 || k->rec[k->nrec - 1].ord != x->ord) {
		g = realloc(k->rec, (size_t)(k->nrec + 1) * sizeof *g);
		if (g == NULL)
			return -1;
		k->rec = g;
		g = &k->rec[k->nrec++];
		memset(g, 0, sizeof *g);
		g->ord = x->ord;
		g->recorded = g->over = 1;
		g->st.over = 1;
		g->st.score = -1;
		g->name = strdup(x->name);
		snprintf(g->ruleset, sizeof g->ruleset, "%s", x->ruleset);
		snprintf(g->track, sizeof g->track, "%s", x->track);
		snprintf(g->ended, sizeof g->ended, "%s", x->date);
		if (g->name == NULL)
			return -1;
	}
	g = &k->rec[k->nrec - 1];
	if (g->st.n == MAX_PLAYERS)
		return 0;	/* (none of arbiter's making) */
	snprintf(g->players[g->st.n], sizeof g->players[0], "%s", x->player);
	g->person[g->st.n] = g->st.n;
	g->st.place[g->st.n] = x->place;
	g->st.value[g->st.n] = x->score;
	if (x->has_score)
		g->st.score = 0;	/* (only its being >= 0 is read) */
	if (x->winner)
		g->st.winners |= 1u << g->st.n;
	g->st.n++;
	return 0;
}

/* A recorded result's order of places and its winners' names. */
static int
finish(struct one_game *g)
{
	struct strbuf b;

	for (int p = 0; p < g->st.n; p++) {
		int at = p;
		while (at > 0 && g->st.place[g->st.order[at - 1]] >
		    g->st.place[p]) {
			g->st.order[at] = g->st.order[at - 1];
			at--;
		}
		g->st.order[at] = p;
	}
	sb_init(&b);
	for (int n = 0; n < g->st.n; n++)
		if (g->st.winners & 1u << g->st.order[n]) {
			sb_add(&b, b.len ? ", " : "");
			sb_add(&b, g->players[g->st.order[n]]);
		}
	if (b.len > 0 && (g->winner = strdup(sb_str(&b))) == NULL) {
		sb_release(&b);
		return ST_ENV;
	}
	sb_release(&b);
	return ST_OK;
}

int
campaign_results(struct ctx *c, const char *name, struct campaign *k)
{
	int r = db_result_each(c->db, name, one_row, k, &c->d);

	if (r < 0)
		r = diag_set(&c->d, ST_ENV, "out of memory");
	for (int i = 0; r == ST_OK && i < k->nrec; i++)
		if (finish(&k->rec[i]) != ST_OK)
			r = diag_set(&c->d, ST_ENV, "out of memory");
	return r;
}

static int
by_ord(const void *a, const void *b)
{
	const struct one_game *x = a, *y = b;

	return (x->ord > y->ord) - (x->ord < y->ord);
}

/* The campaign, ranked by the method by (NULL: the campaign's own). */
int
campaign_read(struct ctx *c, const char *name, const char *by,
    struct campaign *k)
{
	char **games = NULL, *own = NULL;
	long *ords = NULL;
	int n = 0, r;

	memset(k, 0, sizeof *k);
	/* a command that reads makes no database */
	if (ctx_db_absent(c))
		return diag_set(&c->d, ST_USAGE, "no campaign '%s': there is no "
		    "database at '%s' yet", name, c->db_path);
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 0, &c->d)))
		return r;
	r = db_campaign_get(c->db, name, &k->name, &k->created, &games, &ords,
	    &n, &c->d);
	if (r == ST_OK)
		r = campaign_results(c, name, k);
	if (r == ST_OK && by == NULL)
		r = db_campaign_setting(c->db, name, "by", &own, &c->d);
	if (r == ST_OK)
		r = campaign_aliases(c, name, k);
	db_rollback(c->db);
	if (r == ST_OK)
		r = method_parse(c, by ? by : own ? own : "wins", &k->m);
	free(own);
	if (r == ST_OK && n + k->nrec > 0 && (k->g = calloc((size_t)(n +
	    k->nrec), sizeof *k->g)) == NULL)
		r = diag_set(&c->d, ST_ENV, "out of memory");
	for (int i = 0; r == ST_OK && i < n; i++) {
		k->g[i].name = strdup(games[i]);
		k->g[i].ord = ords[i];
		k->ng++;
		r = read_game(c, games[i], &k->g[i]);
	}
	free_list(games, n);
	free(ords);
	/* the recorded results among the games, in the campaign's order */
	if (r == ST_OK && k->nrec > 0) {
		memcpy(k->g + k->ng, k->rec, (size_t)k->nrec * sizeof *k->g);
		k->ng += k->nrec;
		k->nrec = 0;
		qsort(k->g, (size_t)k->ng, sizeof *k->g, by_ord);
	}
	if (r == ST_OK)
		campaign_tally(k);
	return r;
}
