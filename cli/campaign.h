/* campaign.h: what cmd_campaign.c (the command, its output) and
 * campaign_rank.c (the standing methods) share: a campaign read with its
 * games' standings, and how its players are ranked across them. */
#ifndef ARBITER_CAMPAIGN_H
#define ARBITER_CAMPAIGN_H

#include "report.h"

#define MAX_ENTRANTS 64
#define MAX_POINTS 16

/* How a campaign ranks its players.  Raw scores of different rulesets are
 * never added: the score counts only when every finished game is of one
 * ruleset with a score track. */
enum by { BY_WINS, BY_POINTS, BY_RATE, BY_ELO };

struct method {
	enum by by;
	long pts[MAX_POINTS];	/* BY_POINTS: league points by place */
	int npts;
};

struct entrant {
	char name[NAME_MAX_LEN + 1];
	long games, wins, score, beaten, points;
	long rate;		/* wins per million games */
	double elo;
};

struct one_game {
	char *name;
	char ruleset[72];
	int over;
	long round;
	char *winner;		/* or NULL */
	struct standings st;
	char players[MAX_PLAYERS][NAME_MAX_LEN + 1];
	int person[MAX_PLAYERS];	/* the seat of the person who plays
					   each seat */
	char track[64];		/* the score track's name, or "" */
	char ended[32];		/* its last event's time (UTC, ISO 8601); a
				   recorded result's date */
	long ord;		/* its place in the campaign's order */
	int abandoned;		/* left unfinished for good (campaign
				   abandon): not counted */
	int recorded;		/* a result recorded without a game (campaign
				   record): no log, no round */
};

struct campaign {
	char *name, *created;
	struct method m;
	struct one_game *g;
	int ng;
	struct one_game *rec;	/* recorded results while they are read */
	int nrec;
	struct alias {		/* a player renamed (campaign rename) */
		char key[NAME_MAX_LEN * 4 + 1];	/* the fold of from */
		char from[NAME_MAX_LEN + 1], to[NAME_MAX_LEN + 1];
	} alias[MAX_ENTRANTS];
	int nalias;
	struct entrant e[MAX_ENTRANTS];
	int ne;
	int order[MAX_ENTRANTS], place[MAX_ENTRANTS];
	char why[MAX_ENTRANTS][WHY_MAX];
	char score_word[64];	/* "victory points"; "" when the finished
				   games' scores cannot be added (rulesets
				   or tracks differ, or none keeps one) */
	int mixed;		/* games of different rulesets keep scores:
				   they are not added */
};

/* "wins", "points" (10,6,4,2), "points=N,N...", "rate", "elo". */
int method_parse(struct ctx *c, const char *s, struct method *m);
/* The method as method_parse() reads it ("points=10,6,4,2"). */
void method_format(const struct method *m, char *buf, size_t n);
/* What the standings are ranked by, in words ("league points per place
 * (10-6-4-2), then wins, then the opponents finished ahead of"). */
void method_explain(const struct campaign *k, struct strbuf *b);
/* The value of the method's own column for e ("16", "67%", "1516"), or
 * "" for BY_WINS (wins have their column). */
void method_value(const struct campaign *k, const struct entrant *e,
    char *buf, size_t n);
const char *method_column(const struct method *m);

/* Read a campaign with its games, ranked by the method by (NULL: the
 * campaign's own); campaign_free() it even on failure (cmd_campaign.c). */
int campaign_read(struct ctx *c, const char *name, const char *by,
    struct campaign *k);
void campaign_free(struct campaign *k);

/* --- its players' names (campaign_players.c) --- */

/* Read the campaign's renamed players into k (in a read transaction). */
int campaign_aliases(struct ctx *c, const char *campaign, struct campaign *k);
/* A player's name as the campaign counts it: renamed in place. */
void campaign_alias(const struct campaign *k, char *name);
/* campaign rename NAME PLAYER NEW-NAME. */
int campaign_rename(struct ctx *c, const char *campaign, const char *old,
    const char *to);

/* campaign csv NAME: one row per player per finished game
 * (campaign_csv.c). */
int campaign_csv(struct ctx *c, const struct campaign *k);
/* A player's name as a game takes it: ST_USAGE saying what is wrong. */
int campaign_check_player(struct ctx *c, const char *name);

/* campaign abandon|resume GAME (campaign_abandon.c). */
int campaign_abandon(struct ctx *c, const char *game, int abandon);
/* campaign record NAME ... (campaign_record.c). */
int campaign_record(struct ctx *c, int argc, char **argv);
/* campaign chart NAME [--by METHOD] [-o FILE] (campaign_chart.c). */
int campaign_chart(struct ctx *c, int argc, char **argv);
/* The recorded results of campaign name into k->g, in its order among
 * the games already there (campaign_read.c, in a read transaction). */
int campaign_results(struct ctx *c, const char *name, struct campaign *k);

/* The report's sections on the players: each one's games, and head to
 * head (campaign_h2h.c). */
void campaign_md_players(const struct campaign *k, struct strbuf *b);

/* Add up the finished games into k->e and rank them by k->m. */
void campaign_tally(struct campaign *k);

#endif
