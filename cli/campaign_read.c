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
	free(k->g);
	free(k->name);
	free(k->created);
	memset(k, 0, sizeof *k);
}

/* The campaign, ranked by the method by (NULL: the campaign's own). */
int
campaign_read(struct ctx *c, const char *name, const char *by,
    struct campaign *k)
{
	char **games = NULL, *own = NULL;
	int n = 0, r;

	memset(k, 0, sizeof *k);
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, 0, &c->d)))
		return r;
	r = db_campaign_get(c->db, name, &k->name, &k->created, &games, &n,
	    &c->d);
	if (r == ST_OK && by == NULL)
		r = db_campaign_setting(c->db, name, "by", &own, &c->d);
	if (r == ST_OK)
		r = campaign_aliases(c, name, k);
	db_rollback(c->db);
	if (r == ST_OK)
		r = method_parse(c, by ? by : own ? own : "wins", &k->m);
	free(own);
	if (r == ST_OK && n > 0 && (k->g = calloc((size_t)n,
	    sizeof *k->g)) == NULL)
		r = diag_set(&c->d, ST_ENV, "out of memory");
	for (int i = 0; r == ST_OK && i < n; i++) {
		k->g[i].name = strdup(games[i]);
		k->ng++;
		r = read_game(c, games[i], &k->g[i]);
	}
	free_list(games, n);
	if (r == ST_OK)
		campaign_tally(k);
	return r;
}
