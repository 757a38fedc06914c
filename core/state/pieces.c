/* pieces.c: see pieces.h. */
#include "core/state/pieces.h"
#include "core/board/board_tenure.h"
#include "core/rules/words_keys.h"
#include "core/state/state_short.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The numbers of entered, pentered and pcost, one block (the attacks
 * after them). */
static size_t
entered_longs(const struct pieces *pc)
{
	return (size_t)pc->nkinds * (size_t)pc->nvalues + 2 *
	    (size_t)pc->npieces * ((size_t)pc->npvalues + (size_t)pc->nres);
}

int
pieces_init(struct pieces *pc, const struct ruleset *rs)
{
	size_t nl;

	memset(pc, 0, sizeof *pc);
	pc->nunits = rs->units.n > 0 ? rs->units.n : 0;
	pc->nkinds = pc->nunits + (rs->chiefs.n > 0 ? rs->chiefs.n : 0);
	pc->nplaces = rs->board.places.n > 0 ? rs->board.places.n : 0;
	pc->nvalues = rs->nvalues;
	pc->npieces = rs->pieces.n > 0 ? rs->pieces.n : 0;
	pc->npvalues = rs->npvalues > 0 ? rs->npvalues : 0;
	pc->nres = rs->resources.n > 0 ? rs->resources.n : 0;
	nl = entered_longs(pc);
	pc->taken = calloc((size_t)PC_SEATS * (size_t)pc->nunits + 1,
	    sizeof *pc->taken);
	/* what is entered at the table, in one block: the kinds' values,
	 * the counted pieces' values, costs, then attacks */
	pc->entered = malloc(nl * sizeof *pc->entered + 2 *
	    (size_t)pc->npieces * sizeof *pc->pattack + 1);
	if (pc->taken == NULL || pc->entered == NULL) {
		pieces_release(pc);
		return -1;
	}
	pc->pentered = pc->entered + (size_t)pc->nkinds * (size_t)pc->nvalues;
	pc->pcost = pc->pentered + 2 * (size_t)pc->npieces *
	    (size_t)pc->npvalues;
	pc->pattack = (char (*)[PC_DICE])(void *)(pc->entered + nl);
	for (size_t i = 0; i < nl; i++)
		pc->entered[i] = -1;
	memset(pc->pattack, 0, 2 * (size_t)pc->npieces * sizeof *pc->pattack);
	for (int i = 0; i < PC_SEATS; i++)
		pc->chief[i] = pc->borrowed[i] = -1;
	return 0;
}

void
pieces_release(struct pieces *pc)
{
	free(pc->taken);
	free(pc->entered);	/* and the rest entered, in its block */
	memset(pc, 0, sizeof *pc);
}

int
pieces_copy(struct pieces *dst, const struct pieces *src)
{
	memcpy(dst->taken, src->taken,
	    (size_t)PC_SEATS * (size_t)src->nunits * sizeof *src->taken);
	memcpy(dst->entered, src->entered, entered_longs(src) *
	    sizeof *src->entered + 2 * (size_t)src->npieces *
	    sizeof *src->pattack);
	memcpy(dst->chief, src->chief, sizeof dst->chief);
	memcpy(dst->borrowed, src->borrowed, sizeof dst->borrowed);
	return 0;
}

/* --- snapshots ------------------------------------------------------------ */

/* Whether one of the n numbers of v (a counted piece's values or costs
 * entered at the table) is entered: each key is saved only then, so that
 * games that enter none keep the snapshot of before. */
static int
any_entered(const long *v, int n)
{
	for (int i = 0; i < n; i++)
		if (v[i] != -1)
			return 1;
	return 0;
}

/* The same of the attacks entered. */
static int
any_attack(const struct pieces *pc)
{
	for (int i = 0; i < 2 * pc->npieces; i++)
		if (pc->pattack[i][0] != '\0')
			return 1;
	return 0;
}

/* The attacks entered as a list of texts, "" for none. */
static struct json *
attacks_json(const struct pieces *pc)
{
	struct json *a = json_arr();

	for (int i = 0; i < 2 * pc->npieces; i++)
		json_push(a, json_str(pc->pattack[i]));
	return a;
}

struct json *
pieces_to_json(const struct pieces *pc, const struct board_state *b)
{
	struct json *j = json_obj();
	long seats[PC_SEATS];
	int np = pc->npieces * pc->npvalues;	/* one side's values */

	json_set(j, "pieces", track_to_json(board_track(b)));
	json_set(j, "taken", short_longs_json(pc->taken,
	    (size_t)PC_SEATS * (size_t)pc->nunits));
	json_set(j, "entered", short_longs_json(pc->entered,
	    (size_t)pc->nkinds * (size_t)pc->nvalues));
	if (any_entered(pc->pentered, np))
		json_set(j, "pentered", short_longs_json(pc->pentered, (size_t)np));
	if (any_entered(pc->pentered + np, np))
		json_set(j, "pentered-up", short_longs_json(pc->pentered + np,
		    (size_t)np));
	if (any_entered(pc->pcost, 2 * pc->npieces * pc->nres))
		json_set(j, "pcost", short_longs_json(pc->pcost, 2 *
		    (size_t)pc->npieces * (size_t)pc->nres));
	if (any_attack(pc))
		json_set(j, "pattack", attacks_json(pc));
	/* the places' holders, saved where they were before the board kept
	 * them, so that snapshots keep their shape */
	json_set(j, "places", pc->nplaces > 0 && b != NULL ?
	    board_tenure_to_json(b) : json_arr());
	for (int i = 0; i < PC_SEATS; i++)
		seats[i] = pc->chief[i];
	json_set(j, JSON_CHIEF, short_longs_json(seats, PC_SEATS));
	for (int i = 0; i < PC_SEATS; i++)
		seats[i] = pc->borrowed[i];
	json_set(j, "borrowed", short_longs_json(seats, PC_SEATS));
	return j;
}

/* ",KEY:[...]" of n numbers, as json_write writes them. */
static void
write_longs(struct strbuf *sb, const char *key, const long *v, size_t n)
{
	sb_addc(sb, ',');
	json_write_str(sb, key);
	sb_addc(sb, ':');
	short_longs_write(sb, v, n);
}

/* A list of rows of n numbers each, as json_write writes them. */
static void
write_row(struct strbuf *sb, int i, const long *row, size_t n)
{
	sb_add(sb, i > 0 ? ",[" : "[");
	for (size_t k = 0; k < n; k++) {
		if (k > 0)
			sb_addc(sb, ',');
		json_write_long(sb, row[k]);
	}
	sb_addc(sb, ']');
}

void
pieces_write(struct strbuf *sb, const struct pieces *pc,
    const struct board_state *b)
{
	const struct track *t = board_track(b);
	long seats[PC_SEATS];
	int np = pc->npieces * pc->npvalues;

	/* in pieces_to_json's order: a key or row added there is added
	 * here (tests/check_state_write.c compares the two) */
	sb_add(sb, "{\"pieces\":[");
	for (int i = 0; i < t->n; i++) {
		const struct tracked *p = &t->v[i];
		const long row[6] = { p->kind, p->owner, p->num, p->area,
		    p->region, p->counters };
		write_row(sb, i, row, 6);
	}
	sb_addc(sb, ']');
	write_longs(sb, "taken", pc->taken, (size_t)PC_SEATS *
	    (size_t)pc->nunits);
	write_longs(sb, "entered", pc->entered, (size_t)pc->nkinds *
	    (size_t)pc->nvalues);
	if (any_entered(pc->pentered, np))
		write_longs(sb, "pentered", pc->pentered, (size_t)np);
	if (any_entered(pc->pentered + np, np))
		write_longs(sb, "pentered-up", pc->pentered + np, (size_t)np);
	if (any_entered(pc->pcost, 2 * pc->npieces * pc->nres))
		write_longs(sb, "pcost", pc->pcost, 2 * (size_t)pc->npieces *
		    (size_t)pc->nres);
	if (any_attack(pc)) {
		sb_add(sb, ",\"pattack\":[");
		for (int i = 0; i < 2 * pc->npieces; i++) {
			if (i > 0)
				sb_addc(sb, ',');
			json_write_str(sb, pc->pattack[i]);
		}
		sb_addc(sb, ']');
	}
	sb_add(sb, ",\"places\":[");
	for (int r = 0; pc->nplaces > 0 && b != NULL && r < board_regions(b);
	    r++) {
		const long row[3] = { b->owner[r], b->tenure[r].since,
		    b->tenure[r].turns };
		write_row(sb, r, row, 3);
	}
	sb_addc(sb, ']');
	for (int i = 0; i < PC_SEATS; i++)
		seats[i] = pc->chief[i];
	write_longs(sb, JSON_CHIEF, seats, PC_SEATS);
	for (int i = 0; i < PC_SEATS; i++)
		seats[i] = pc->borrowed[i];
	write_longs(sb, "borrowed", seats, PC_SEATS);
	sb_addc(sb, '}');
}

/* An array of n integers, each in lo..hi, into out, as written
 * (state_short.c); -1 otherwise. */
static int
read_longs(const struct json *a, size_t n, long lo, long hi, long *out)
{
	return short_longs_read(a, n, lo, hi, out);
}

/* The board's pieces read back (a board without pieces: none), and what
 * the board does not know of them: a unit is numbered, a chief is not, and
 * a place holds no more than its capacity. */
static int
read_pieces(const struct pieces *pc, const struct json *a,
    const struct ruleset *rs, int nplayers, struct board_state *b)
{
	const struct track *t;

	if (b == NULL)
		return a == NULL || a->type != J_ARR || a->n != 0 ? -1 : 0;
	if (track_from_json(&b->track, a, pc->nkinds, nplayers,
	    pc->nplaces) < 0)
		return -1;
	t = &b->track;
	for (int i = 0; i < t->n; i++)
		if ((t->v[i].num == 0) != (t->v[i].kind >= pc->nunits))
			return -1;
	for (int i = 0; i < pc->nplaces; i++)
		if (track_on(t, i, NULL) > RS_PLACE(rs, i)->capacity)
			return -1;
	return 0;
}

/* The attacks entered, each a text shorter than PC_DICE; -1 otherwise. */
static int
read_attacks(struct pieces *pc, const struct json *a)
{
	if (a->type != J_ARR || a->n != 2 * pc->npieces)
		return -1;
	for (int i = 0; i < a->n; i++) {
		if (a->v[i]->type != J_STR ||
		    strlen(a->v[i]->s) >= sizeof pc->pattack[i])
			return -1;
		strcpy(pc->pattack[i], a->v[i]->s);
	}
	return 0;
}

/* The counted pieces' parts entered at the table, each key present only
 * when one is: its keys looked for in one pass (every command reads a
 * snapshot), those of the pieces and places passed over at their second
 * letter; -1 when one is damaged. */
static int
read_entered(struct pieces *pc, const struct json *j)
{
	size_t np = (size_t)pc->npieces * (size_t)pc->npvalues;
	size_t nc = 2 * (size_t)pc->npieces * (size_t)pc->nres;

	for (int i = 0; i < j->n; i++) {
		const char *k = j->keys[i];
		const struct json *a = j->v[i];
		int r = 0;
		if (k[0] != 'p' || k[1] == 'i' || k[1] == 'l')
			continue;
		if (strcmp(k, "pentered") == 0)
			r = read_longs(a, np, -1, 1L << 40, pc->pentered);
		else if (strcmp(k, "pentered-up") == 0)
			r = read_longs(a, np, -1, 1L << 40, pc->pentered + np);
		else if (strcmp(k, "pcost") == 0)
			r = read_longs(a, nc, -1, 1L << 40, pc->pcost);
		else if (strcmp(k, "pattack") == 0)
			r = read_attacks(pc, a);
		if (r < 0)
			return -1;
	}
	return 0;
}

int
pieces_from_json(struct pieces *pc, const struct json *j,
    const struct ruleset *rs, int nplayers, struct board_state *b)
{
	long v[PC_SEATS];
	const struct json *a;
	size_t nstats = (size_t)pc->nkinds * (size_t)pc->nvalues;

	if (j == NULL || j->type != J_OBJ ||
	    read_pieces(pc, json_get(j, "pieces"), rs, nplayers, b) < 0 ||
	    read_longs(json_get(j, "taken"), (size_t)PC_SEATS *
	    (size_t)pc->nunits, 0, 1L << 40, pc->taken) < 0 ||
	    read_longs(json_get(j, "entered"), nstats, -1, 1L << 40,
	    pc->entered) < 0)
		return -1;
	/* absent: none entered (and every snapshot of before) */
	if (read_entered(pc, j) < 0)
		return -1;
	a = json_get(j, "places");
	if (pc->nplaces > 0 ? b == NULL || board_regions(b) != pc->nplaces ||
	    board_tenure_from_json(b, a, nplayers) < 0 : a == NULL ||
	    a->type != J_ARR || a->n != 0)
		return -1;
	board_tally(b);
	if (read_longs(json_get(j, JSON_CHIEF), PC_SEATS, -1,
	    (long)rs->chiefs.n - 1, v) < 0)
		return -1;
	for (int i = 0; i < PC_SEATS; i++)
		pc->chief[i] = (int)v[i];
	if (read_longs(json_get(j, "borrowed"), PC_SEATS, -1,
	    (long)rs->chiefs.n - 1, v) < 0)
		return -1;
	for (int i = 0; i < PC_SEATS; i++)
		pc->borrowed[i] = (int)v[i];
	/* "summons" and "summons_round", of a snapshot written before the
	 * count was an action's, are read by state.c */
	return 0;
}

/* --- lookups -------------------------------------------------------------- */

const char *
kind_id(const struct ruleset *rs, int kind)
{
	return kind < rs->units.n ? rs->units.ids[kind] :
	    rs->chiefs.ids[kind - rs->units.n];
}

const char *
kind_name(const struct ruleset *rs, int kind)
{
	return kind < rs->units.n ? RS_UNIT(rs, kind)->name :
	    RS_CHIEF(rs, kind - rs->units.n)->name;
}

void
piece_id(const struct ruleset *rs, const struct tracked *p, char *buf, size_t n)
{
	if (p->num > 0)
		snprintf(buf, n, "%s-%ld", kind_id(rs, p->kind), p->num);
	else
		snprintf(buf, n, "%s", kind_id(rs, p->kind));
}

int
pieces_find(const struct ruleset *rs, const struct board_state *b,
    const char *id)
{
	char buf[PIECE_ID_SIZE];

	for (int i = 0; b != NULL && i < b->track.n; i++) {
		piece_id(rs, &b->track.v[i], buf, sizeof buf);
		if (strcasecmp(buf, id) == 0)
			return i;
	}
	return -1;
}

int
pieces_chief_of(const struct pieces *pc, const struct board_state *b,
    int player)
{
	for (int i = 0; b != NULL && i < b->track.n; i++)
		if (b->track.v[i].owner == player &&
		    b->track.v[i].kind >= pc->nunits)
			return i;
	return -1;
}

long
pieces_taken(const struct pieces *pc, const struct ruleset *rs, int player,
    int kind)
{
	long n = 0;

	if (!RS_UNIT(rs, kind)->token)
		return pc->taken[player * pc->nunits + kind];
	for (int p = 0; p < PC_SEATS; p++)
		n += pc->taken[p * pc->nunits + kind];
	return n;
}
