/* engine_kinds.c: what the ruleset says of a kind of tracked piece: its
 * stats (from the ruleset, or entered at the table with 'tile'), whether it
 * is a token and its faction, for the mechanisms and for unit(KIND, KEY)
 * of expressions; and what tracked(PIECE, KEY) reads of a piece on the
 * board. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_tracked.h"

#include <stdio.h>

#include "core/base/strbuf.h"
#include "core/rules/names.h"
#include "core/state/pieces.h"


/* The stat, or -1 with how to supply it in err when unknown. */
static int
stat_of(const struct ruleset *rs, const struct state *st, int kind,
    int stat, long *out, char *err, size_t n)
{
	long v = rs_kind_stat(rs, kind, stat);
	struct strbuf path;
	struct rs_enter e;

	if (v == SCHEMA_UNKNOWN_INT)
		v = st->pc.entered[kind * st->pc.nvalues + stat];
	if (v != SCHEMA_UNKNOWN_INT && v != -1) {
		*out = v;
		return 0;
	}
	if (rs_kind_stat(rs, kind, stat) == RS_NONE) {
		*out = RS_NONE;
		return 0;
	}
	/* whole: a value's name has any length */
	sb_init(&path);
	sb_printf(&path, "%s.%s.values.%s", rs_kind_table(rs, kind),
	    kind_id(rs, kind), rs->value_names[stat]);
	/* the game's action that enters a value at the table, if it has
	 * one (its word for the program's 'tile') */
	e = (struct rs_enter){ rs_hint_action(rs, "tile"), kind_id(rs, kind),
	    kind_name(rs, kind), rs->value_names[stat], "N", sb_str(&path),
	    0 };
	rs_enter_msg(rs, &e, err, n);
	sb_release(&path);
	return -1;
}

int
kind_stat(struct act *a, int kind, int stat, long *out)
{
	char err[DIAG_MSG_MAX];

	if (stat_of(a->rs, a->st, kind, stat, out, err, sizeof err) == 0)
		return ST_OK;
	return diag_set(a->d, ST_DATA, "%s", err);
}

int
eng_unit_value(const struct ruleset *rs, const struct state *st, long kind,
    int key, int has, long *out, char *err, size_t n)
{
	const struct unit_def *u;

	if (kind < 0 || kind >= rs->units.n) {
		snprintf(err, n, "no unit %ld", kind);
		return -1;
	}
	u = RS_UNIT(rs, kind);
	if (key == UK_TOKEN) {
		*out = has ? 1 : u->token;
		return 0;
	}
	if (key == UK_FACTION) {
		/* its faction's index; one not given is unknown */
		struct diag d;
		struct strbuf path;
		if (has || u->faction.i >= 0) {
			*out = has ? u->faction.i >= 0 : u->faction.i;
			return 0;
		}
		sb_init(&path);
		sb_printf(&path, "%s.%s.faction", rs_kind_table(rs,
		    (int)kind), rs->units.ids[kind]);
		rs_need_str(rs, schema_unknown_str, sb_str(&path), &d);
		sb_release(&path);
		snprintf(err, n, "%s", diag_msg(&d));
		return EXPR_UNKNOWN;
	}
	if (has) {
		*out = rs_kind_stat(rs, (int)kind, key) != RS_NONE;
		return 0;
	}
	if (key < 0 || key >= rs->nvalues) {
		snprintf(err, n, "no value %d of a unit", key);
		return -1;
	}
	/* -1 (RS_NONE) for a stat the kind lacks */
	return stat_of(rs, st, (int)kind, key, out, err, n) == 0 ? 0 :
	    EXPR_UNKNOWN;
}

int
eng_piece_value(const struct ruleset *rs, const struct state *st, long k,
    int v, int has, long *out, char *err, size_t n)
{
	struct diag d;
	struct strbuf path;
	const char *tile;

	if (k < 0 || k >= rs->pieces.n || v < 0 || v >= rs->npvalues) {
		snprintf(err, n, "no piece %ld, or no value %d of it", k, v);
		return -1;
	}
	*out = rs_piece_stat(rs, (int)k, 0, v);
	if (has) {
		*out = *out != RS_NONE;
		return 0;
	}
	if (*out != SCHEMA_UNKNOWN_INT)
		return 0;	/* RS_NONE (-1) for a value it lacks */
	if (st != NULL && st->pc.pentered[k * st->pc.npvalues + v] != -1) {
		*out = st->pc.pentered[k * st->pc.npvalues + v];
		return 0;	/* entered at the table */
	}
	/* whole: a piece's id and a value's name have any length */
	sb_init(&path);
	sb_printf(&path, "pieces.%s.values.%s", rs->pieces.ids[k],
	    rs->pvalue_names[v]);
	/* the game's action that enters it at the table, if it has one */
	if ((tile = rs_hint_action(rs, "tile")) != NULL) {
		const char *name = RS_PIECE(rs, (int)k)->name;
		struct rs_enter e = { tile, rs->pieces.ids[k], name != NULL ?
		    name : rs->pieces.ids[k], rs->pvalue_names[v], "N",
		    sb_str(&path), 0 };
		rs_enter_msg(rs, &e, err, n);
	} else {
		rs_need_int(rs, *out, sb_str(&path), &d);
		snprintf(err, n, "%s", diag_msg(&d));
	}
	sb_release(&path);
	return EXPR_UNKNOWN;
}

int
eng_tracked_value(const struct ruleset *rs, const struct state *st,
    long piece, int key, long *out, char *err, size_t n)
{
	const struct tracked *t;

	if (st->board == NULL || piece < 0 || piece >= st->board->track.n) {
		snprintf(err, n, "no tracked piece %ld on the board", piece);
		return -1;
	}
	t = &st->board->track.v[piece];
	switch (key) {
	case TK_OWNER: *out = t->owner; break;
	case TK_KIND: *out = t->kind < rs->units.n ? t->kind : -1; break;
	case TK_CHIEF: *out = t->kind >= rs->units.n; break;
	case TK_PLACE: *out = t->region; break;
	case TK_AREA: *out = t->area; break;
	case TK_COUNTERS: *out = t->counters; break;
	default:
		if (key < TK__N || key - TK__N >= rs->nvalues) {
			snprintf(err, n, "no such value of a tracked piece "
			    "(%d)", key);
			return -1;
		}
		/* unknown, the whole message (exit 3), as unit() gives it */
		return stat_of(rs, st, t->kind, key - TK__N, out, err, n) ==
		    0 ? 0 : EXPR_UNKNOWN;
	}
	return 0;
}
