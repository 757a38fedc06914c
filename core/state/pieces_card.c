/* pieces_card.c: a counted piece's side as the table reads it, the
 * ruleset's values or else those entered at the table (see pieces.h). */
#include "core/state/pieces.h"
#include "core/rules/decl_proto.h"
#include "core/base/strbuf.h"

#include <stdio.h>

int
pieces_need(const struct ruleset *rs, int k, int up, const char *what,
    const char *form, const char *path, struct diag *d)
{
	const char *name = RS_PIECE(rs, k)->name;
	struct rs_enter e = { rs_hint_action(rs, "tile"), rs->pieces.ids[k],
	    name != NULL ? name : rs->pieces.ids[k], what, form, path, up };
	char msg[DIAG_MSG_MAX];

	/* the game's action that enters it at the table, if it has one */
	if (e.tile == NULL)
		return rs_need_int(rs, SCHEMA_UNKNOWN_INT, path, d);
	rs_enter_msg(rs, &e, msg, sizeof msg);
	return diag_set(d, ST_DATA, "%s", msg);
}

int
pieces_attack(const struct ruleset *rs, const struct pieces *pc, int k,
    int up, const char **out, struct diag *d)
{
	const struct piece_def *p = RS_PIECE(rs, k);
	struct strbuf path;
	int st;

	*out = up ? p->up.attack : p->std.attack;
	if (*out != schema_unknown_str)
		return ST_OK;
	if (pc != NULL && pc->pattack[2 * k + (up != 0)][0] != '\0') {
		*out = pc->pattack[2 * k + (up != 0)];
		return ST_OK;	/* entered at the table */
	}
	/* unknown: the path said whole (a kind's id has any length) */
	sb_init(&path);
	sb_printf(&path, "pieces.%s.%sattack", rs->pieces.ids[k],
	    up ? "upgraded." : "");
	st = pc == NULL ? rs_need_str(rs, *out, sb_str(&path), d) :
	    pieces_need(rs, k, up, "attack", "DICE", sb_str(&path), d);
	sb_release(&path);
	return st;
}

const long *
pieces_cost(const struct pieces *pc, int k, int up)
{
	const long *c = pc->pcost + (2 * k + (up != 0)) * pc->nres;

	for (int r = 0; r < pc->nres; r++)
		if (c[r] != -1)
			return c;
	return NULL;
}
