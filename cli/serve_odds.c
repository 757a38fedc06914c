/* serve_odds.c: the odds the GM asked last, for the players' view.
 *
 * `odds` prints its answer as before; when it succeeds and the database
 * has a current game, the question and the answer as printed are kept in
 * one row of the database (db_view_put: the meta row "view:ID:odds", a
 * JSON object {"question", "answer", "time"}, with "seat" when the odds
 * are of one player's hand), replacing the one before; --json answers
 * are not kept.  `serve` reads it
 * with everything else.  A database that cannot be written (read-only)
 * keeps nothing: the odds were still answered. */
#include "serve.h"
#include "cmds.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/cmdline.h"

/* The answer kept: its first lines, up to this many bytes. */
#define ANSWER_MAX 8000

int
cmd_odds(struct ctx *c, int argc, char **argv)
{
	FILE *real = c->out, *mem;
	char *buf = NULL;
	size_t len = 0;
	int r;

	/* with nobody to tell (no database; --json is for programs), out
	 * at once: a copy in memory cost as much as the smallest answer */
	if (c->json || ctx_db_absent(c))
		return odds_answer(c, argc, argv);
	/* the answer is written to memory, then out as it was */
	if ((mem = open_memstream(&buf, &len)) == NULL)
		return odds_answer(c, argc, argv);
	c->out = mem;
	r = odds_answer(c, argc, argv);
	c->out = real;
	if (fclose(mem) != 0 && c->werr == 0)
		c->werr = errno ? errno : EIO;
	if (buf != NULL) {
		out_text(c, buf);
		/* kept once it reached the GM (a full disk keeps nothing),
		 * and only as words: --json is for programs */
		if (r == ST_OK && !c->json && out_check(c) == ST_OK)
			odds_remember(c, argc, argv, buf);
	}
	free(buf);
	return r;
}

/* The seat of the player whose hand "odds hand PLAYER ..." is about. */
static int
hand_seat(const struct db_game *g, int argc, char **argv)
{
	const char *p = g->players;
	size_t n = argc > 2 ? strlen(argv[2]) : 0;

	if (argc < 3 || strcmp(argv[1], "hand") != 0)
		return -1;
	for (int seat = 0; *p != '\0'; seat++) {
		size_t k = strcspn(p, ",");
		if (k == n && strncasecmp(p, argv[2], n) == 0)
			return seat;
		p += k + (p[k] == ',');
	}
	return -1;
}

static char *
odds_row(const struct db_game *g, int argc, char **argv, const char *answer)
{
	struct json *j = json_obj();
	struct strbuf q, a;
	char now[32];
	int seat = hand_seat(g, argc, argv);

	sb_init(&q);
	sb_add(&q, "odds");
	for (int i = 1; i < argc; i++) {
		sb_addc(&q, ' ');
		cmdline_quote(&q, argv[i]);
	}
	sb_init(&a);
	sb_addn(&a, answer, strlen(answer) < ANSWER_MAX ? strlen(answer) :
	    ANSWER_MAX);
	if (strlen(answer) > ANSWER_MAX) {
		while (a.len > 0 && a.s[a.len - 1] != '\n')
			a.s[--a.len] = '\0';
		sb_add(&a, "...\n");
	}
	now_iso(now, sizeof now);
	json_set(j, "question", json_str(sb_str(&q)));
	json_set(j, "answer", json_str(sb_str(&a)));
	json_set(j, "time", json_str(now));
	if (seat >= 0)
		json_set(j, "seat", json_int(seat));
	sb_release(&q);
	sb_release(&a);
	sb_init(&q);
	json_write(&q, j, 0);
	json_free(j);
	return sb_take(&q);
}

void
odds_remember(struct ctx *c, int argc, char **argv, const char *answer)
{
	struct db *db;
	struct db_game g;
	struct diag d;
	char *name = NULL, *row;
	int r;

	/* no database, none that can be written, no game: nobody to tell */
	if (ctx_db_absent(c) || ctx_db(c, &db) != ST_OK ||
	    db_begin(db, 1, &d) != ST_OK)
		return;
	if (c->game != NULL)
		name = strdup(c->game);
	else if (db_current(db, &name, &d) != ST_OK)
		name = NULL;
	if (name == NULL || db_game_get(db, name, &g, &d) != ST_OK) {
		free(name);
		db_rollback(db);
		return;
	}
	free(name);
	row = odds_row(&g, argc, argv, answer);
	r = db_view_put(db, g.id, "odds", row, &d);
	free(row);
	db_game_release(&g);
	if (r == ST_OK)
		r = db_commit(db, &d);
	else
		db_rollback(db);
	if (r != ST_OK)
		fprintf(stderr, "arbiter: warning: the players' view was not "
		    "told these odds: %s\n", diag_msg(&d));
}
