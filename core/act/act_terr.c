/* act_terr.c: the words, names and counts of a map of territories that
 * the commands of core/mech and the engine's effects (the homes and the
 * arrival of engine_arrival.c) share: a territory's word, its name for
 * people, the units on it and out of the box, the steps between two, and
 * the rules the GM's word stands for (see act_terr.h). */
#include "core/act/act_terr.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/strbuf.h"

#define TERR_NEAR_MAX 256	/* territories compared for "did you mean" */

int
arg_tile(struct act *a, const char *s, int *out)
{
	int t = board_find(a->st->board, s);

	if (t < 0) {
		if (NTILES(a) == 0)
			return refuse(a, "there is no '%s': no territory is on "
			    "the map yet ('%s PLACE TYPE' or '%s random' "
			    "lays it)", s, verb_word(a, "lay"),
			    verb_word(a, "lay"));
		{
			const char *ids[TERR_NEAR_MAX];
			int n = 0;
			for (int i = 0; i < NTILES(a) &&
			    n < TERR_NEAR_MAX; i++)
				ids[n++] = board_name(a->st->board, i);
			return refuse(a, "there is no territory '%s' on the "
			    "map ('map' shows it; '%s %s TYPE' adds it)%s", s,
			    verb_word(a, "lay"), s, arg_near(s, ids, n));
		}
	}
	*out = t;
	return ST_OK;
}

const char *
tname(const struct act *a, int tile)
{
	/* four at once, each whole (the names have any length) */
	static struct strbuf buf[4];
	static int i;
	const struct tile_state *t = TILE(a, tile);

	i = (i + 1) % 4;
	sb_reset(&buf[i]);
	if (t->home >= 0)
		sb_printf(&buf[i], "%s (%s's %s)", TID(a, tile),
		    pname(a, t->home), a->rs->mech.territories.home.name);
	else
		sb_printf(&buf[i], "%s (%s)", TID(a, tile),
		    RS_TILE(a->rs, t->type)->name);
	return sb_str(&buf[i]);
}

long
terr_count(const struct act *a, int tile, int p)
{
	return board_count(a->st->board, tile, p, -1);
}

int
terr_players(const struct act *a, int tile)
{
	int n = 0;

	for (int q = 0; q < a->st->nplayers; q++)
		n += terr_count(a, tile, q) > 0;
	return n;
}

long
terr_out_of_box(const struct act *a, int p, int piece)
{
	long n = 0;

	for (int t = 0; t < NTILES(a); t++)
		n += UNITS(a, t, p)[piece];
	for (int c = 0; c < a->st->nplayers; c++)
		n += terr_captives(a->st->terr, c, p)[piece];
	return n;
}

int
tile_dist(const struct act *a, int x, int y)
{
	const struct tile_state *s = TILE(a, x), *t = TILE(a, y);

	if (x == y)
		return 0;
	if (!s->placed || !t->placed)
		return -1;
	return hex_distance(s->col, s->row, t->col, t->row);
}

int
tile_near(const struct act *a, int x, int y)
{
	int d = tile_dist(a, x, y);

	return d < 0 ? -1 : d == 1;
}

void
unchecked(struct act *a, const char *fmt, ...)
{
	struct strbuf msg;	/* whole: it names the game's things */
	va_list ap;
	struct json *arr = json_get(a->rep->data, "unchecked");

	sb_init(&msg);
	va_start(ap, fmt);
	sb_vprintf(&msg, fmt, ap);
	va_end(ap);
	report_line(a->rep, "not checked, on the GM's word: %s",
	    sb_str(&msg));
	if (arr == NULL) {
		/* (read back: without data, json_set frees what it is given) */
		json_set(a->rep->data, "unchecked", json_arr());
		arr = json_get(a->rep->data, "unchecked");
	}
	json_push(arr, json_str(sb_str(&msg)));
	sb_release(&msg);
}

/* --- pieces named by count ------------------------------------------------- */

int
arg_piece_kind(struct act *a, const char *s, int *out)
{
	int k = vec_find(&a->rs->pieces, s);

	if (k < 0) {
		return usage_none(a, s, (const char *const *)
		    a->rs->pieces.ids, a->rs->pieces.n, "pieces", "", "",
		    "%s has no piece '%s'", a->rs->id, s);
	}
	*out = k;
	return ST_OK;
}

int
arg_pieces(struct act *a, const char *s, long *counts)
{
	char *copy = strdup(s), *save = NULL, *tok;
	int st = ST_OK, any = 0;

	if (copy == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	memset(counts, 0, (size_t)a->rs->pieces.n * sizeof *counts);
	for (tok = strtok_r(copy, ",", &save); tok != NULL && st == ST_OK;
	    tok = strtok_r(NULL, ",", &save)) {
		char *colon = strchr(tok, ':');
		long n = 1;
		int k = 0;
		if (colon != NULL) {
			*colon = '\0';
			st = arg_long(a, colon + 1, "the number of units", 1,
			    1000, &n);
		}
		if (st == ST_OK && (st = arg_piece_kind(a, tok, &k)) == ST_OK) {
			counts[k] += n;
			any = 1;
		}
	}
	free(copy);
	if (st == ST_OK && !any)
		return usage(a, "name the units as PIECE:N[,PIECE:N...], e.g. "
		    "%s:2", a->rs->pieces.ids[0]);
	return st;
}

void
canon_pieces(struct act *a, const long *counts)
{
	struct strbuf b;

	sb_init(&b);
	for (int k = 0; k < a->rs->pieces.n; k++)
		if (counts[k] > 0)
			sb_printf(&b, "%s%s:%ld", b.len ? "," : "",
			    a->rs->pieces.ids[k], counts[k]);
	canon(a, sb_str(&b));
	sb_release(&b);
}
