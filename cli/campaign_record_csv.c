/* campaign_record_csv.c: the results 'campaign record NAME --csv FILE'
 * reads: the columns 'campaign csv' writes (date, game, ruleset, player,
 * place, score, winner and, optionally, status) named on the first line
 * in any order, one row per player, a game's rows together; rows of
 * abandoned games are passed over.  A row that cannot be read is refused
 * naming its line; the rules are checked after (campaign_record.c). */
#include "cmds.h"
#include "record.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/utf8.h"

enum col { C_DATE, C_GAME, C_RULESET, C_PLAYER, C_PLACE, C_SCORE, C_WINNER,
    C_STATUS, C__N };
static const char *const col_name[C__N] = { "date", "game", "ruleset",
    "player", "place", "score", "winner", "status" };

struct reading {
	struct ctx *c;
	const char *path;
	int at[C__N];		/* each column's cell, or -1 */
	int ncols;		/* the columns the first line names */
	struct result *x;
	int n, cap;
};

static int
header(struct reading *rd, char **v, int n)
{
	for (int k = 0; k < C__N; k++)
		rd->at[k] = -1;
	rd->ncols = n;
	for (int i = 0; i < n; i++) {
		int k = 0;
		while (k < C__N && strcmp(v[i], col_name[k]) != 0)
			k++;
		if (k == C__N || rd->at[k] >= 0)
			return diag_set(&rd->c->d, ST_USAGE, "column '%s' is "
			    "%s: the columns are those campaign csv writes "
			    "(date, game, ruleset, player, place, score, "
			    "winner, status)", v[i], k == C__N ? "unknown" :
			    "given twice");
		rd->at[k] = i;
	}
	for (int k = 0; k < C_STATUS; k++)
		if (rd->at[k] < 0)
			return diag_set(&rd->c->d, ST_USAGE, "no column '%s': "
			    "the first line names the columns campaign csv "
			    "writes (date,game,ruleset,player,place,score,"
			    "winner,status)", col_name[k]);
	return ST_OK;
}

/* A row of the game being read, or the first of the next. */
static struct result *
result_for(struct reading *rd, int line, char **v)
{
	struct result *x = rd->n ? &rd->x[rd->n - 1] : NULL;
	const char *game = v[rd->at[C_GAME]];

	if (x != NULL && strcmp(x->name, game) == 0)
		return x;
	for (int i = 0; i + 1 < rd->n; i++)
		if (strcmp(rd->x[i].name, game) == 0) {
			diag_set(&rd->c->d, ST_USAGE, "the rows of game '%s' "
			    "are not together (its first is line %d)", game,
			    rd->x[i].line);
			return NULL;
		}
	if (rd->n == rd->cap) {
		int cap = rd->cap ? rd->cap * 2 : 8;
		struct result *y = realloc(rd->x, (size_t)cap * sizeof *y);
		if (y == NULL) {
			diag_set(&rd->c->d, ST_ENV, "out of memory");
			return NULL;
		}
		rd->x = y;
		rd->cap = cap;
	}
	x = &rd->x[rd->n++];
	memset(x, 0, sizeof *x);
	x->line = line;
	snprintf(x->name, sizeof x->name, "%s", game);
	snprintf(x->ruleset, sizeof x->ruleset, "%s", v[rd->at[C_RULESET]]);
	snprintf(x->date, sizeof x->date, "%s", v[rd->at[C_DATE]]);
	x->scored = v[rd->at[C_SCORE]][0] != '\0';
	if (strlen(game) >= sizeof x->name)
		return check_game_name(rd->c, game) ? NULL : x;
	return x;
}

static int
row_read(struct reading *rd, int line, char **v, int n)
{
	struct ctx *c = rd->c;
	const char *status, *win;
	struct result *x;
	long place, score = 0;
	int r;

	if (line == 1 || rd->at[C_DATE] < 0)
		return header(rd, v, n);
	if (n != rd->ncols)
		return diag_set(&c->d, ST_USAGE, "%d cells where the first "
		    "line names %d columns", n, rd->ncols);
	status = rd->at[C_STATUS] >= 0 ? v[rd->at[C_STATUS]] : "";
	if (strcmp(status, "abandoned") == 0)
		return ST_OK;	/* no result: nothing to record */
	if (*status && strcmp(status, "finished") && strcmp(status, "recorded"))
		return diag_set(&c->d, ST_USAGE, "status '%s': a result is "
		    "finished or recorded (abandoned rows are passed over)",
		    status);
	if ((r = record_check_date(c, v[rd->at[C_DATE]], 1)))
		return r;
	if ((x = result_for(rd, line, v)) == NULL)
		return c->d.code;
	if (strcmp(x->date, v[rd->at[C_DATE]]) || strcmp(x->ruleset,
	    v[rd->at[C_RULESET]]))
		return diag_set(&c->d, ST_USAGE, "game '%s' has another %s on "
		    "line %d", x->name, strcmp(x->date, v[rd->at[C_DATE]]) ?
		    "date" : "ruleset", x->line);
	if ((v[rd->at[C_SCORE]][0] != '\0') != x->scored)
		return diag_set(&c->d, ST_USAGE, "give a score for every "
		    "player of game '%s' or for none", x->name);
	if (x->n == MAX_PLAYERS)
		return diag_set(&c->d, ST_USAGE, "game '%s' has more than %d "
		    "players", x->name, MAX_PLAYERS);
	if (record_long(v[rd->at[C_PLACE]], 1, MAX_PLAYERS, &place))
		return diag_set(&c->d, ST_USAGE, "place '%s' is not a place "
		    "(1, 2 ...)", v[rd->at[C_PLACE]]);
	if (x->scored && record_long(v[rd->at[C_SCORE]], -RS_VALUE_MAX,
	    RS_VALUE_MAX, &score))
		return diag_set(&c->d, ST_USAGE, "score '%s' is not a whole "
		    "number", v[rd->at[C_SCORE]]);
	win = v[rd->at[C_WINNER]];
	if (strcmp(win, "yes") != 0 && strcmp(win, "no") != 0)
		return diag_set(&c->d, ST_USAGE, "winner '%s': yes or no", win);
	if (strlen(v[rd->at[C_PLAYER]]) > NAME_MAX_LEN)
		return campaign_check_player(c, v[rd->at[C_PLAYER]]);
	snprintf(x->players[x->n], sizeof x->players[0], "%s",
	    v[rd->at[C_PLAYER]]);
	x->place[x->n] = (int)place;
	x->score[x->n] = score;
	x->winner[x->n] = win[0] == 'y';
	x->n++;
	return ST_OK;
}

/* A row, and where it is when it is refused. */
static int
one_line(void *ctx, int line, char **v, int n)
{
	struct reading *rd = ctx;
	int r = row_read(rd, line, v, n);

	if (r != ST_OK) {
		snprintf(rd->c->d.file, sizeof rd->c->d.file, "%s", rd->path);
		rd->c->d.line = line;
		rd->c->d.col = 1;
	}
	return r;
}

int
record_csv(struct ctx *c, const char *path, struct result **out,
    int *n)
{
	struct reading rd = { .c = c, .path = path, .at = { -1 } };
	size_t len;
	char *text = file_read(c, path, &len);
	int r, bad;

	*out = NULL;
	*n = 0;
	if (text == NULL)
		return c->d.code;
	if (strlen(text) != len || !utf8_valid(text))
		r = diag_set(&c->d, ST_USAGE, "'%s' is not UTF-8 text", path);
	else if ((r = csv_read(text, one_line, &rd, &bad)) < 0)
		r = diag_set(&c->d, ST_USAGE, "%s:%d: not CSV (a quote not "
		    "closed, or too many cells)", path, bad);
	else if (r == ST_OK && rd.at[C_DATE] < 0)
		r = diag_set(&c->d, ST_USAGE, "'%s' is empty: its first line "
		    "names the columns campaign csv writes", path);
	free(text);
	*out = rd.x;
	*n = rd.n;
	return r;
}

