/* status_terr.c: the map of territories as a terminal picture (map), and
 * its part of status: turn order, the order and the combat being played,
 * factions, and every territory with units on it. */
#include "cmds.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/hex.h"
#include "core/state/terr.h"
#include "table.h"

#define CELL 6

static char
owner_mark(const struct state *st, int t)
{
	const struct terr_state *m = st->terr;
	int who = -1;

	if (m->tiles[t].home >= 0)
		return (char)('1' + m->tiles[t].home);
	for (int p = 0; p < st->nplayers; p++)
		for (int k = 0; k < m->npieces; k++)
			if (terr_units(st, t, p)[k] > 0) {
				if (who >= 0 && who != p)
					return '+';
				who = p;
			}
	return who < 0 ? ' ' : (char)(who < 9 ? '1' + who : 'a' + who - 9);
}

/* One cell: the tile's code (lowercase once explored), who is there, and
 * '*' for spawned pieces. */
static void
cell(const struct ruleset *rs, const struct state *st, int t, char *out)
{
	const struct tile_state *x = &st->terr->tiles[t];
	const char *code = x->home >= 0 ? rs->mech.territories.home.code :
	    VEC_AT(rs->tiles, struct tile_def, x->type)->code;

	snprintf(out, CELL + 1, "%-2.2s%c%c", code, owner_mark(st, t),
	    x->spawned > 0 ? '*' : ' ');
	if (x->scouted)
		for (int i = 0; i < 2; i++)
			out[i] = (char)tolower((unsigned char)out[i]);
}

static void
picture(struct ctx *c, const struct ruleset *rs, const struct state *st,
    struct strbuf *b)
{
	const struct terr_state *m = st->terr;
	int cols = 0, rows = 0, loose = 0;

	for (int t = 0; t < board_regions(st->board); t++) {
		if (!m->tiles[t].placed) {
			loose++;
			continue;
		}
		if (m->tiles[t].col + 1 > cols)
			cols = m->tiles[t].col + 1;
		if (m->tiles[t].row + 1 > rows)
			rows = m->tiles[t].row + 1;
	}
	if (cols > 0) {
		sb_add(b, "    ");
		for (int x = 0; x < cols; x++)
			sb_printf(b, "%-*c", x + 1 < cols ? CELL : 1, 'a' + x);
		sb_addc(b, '\n');
	}
	for (int y = 0; y < rows; y++) {
		struct strbuf line;
		sb_init(&line);
		sb_printf(&line, "%2d  %s", y + 1, y % 2 ? "   " : "");
		for (int x = 0; x < cols; x++) {
			char name[8], txt[CELL + 1];
			int t;
			hex_name(x, y, name, sizeof name);
			t = board_find(st->board, name);
			if (t < 0) {
				sb_printf(&line, "%-*s", CELL, ".");
				continue;
			}
			cell(rs, st, t, txt);
			if (m->tiles[t].home >= 0 && c->color)
				sb_printf(&line, "%s%s%s%*s", out_bold(c), txt,
				    out_reset(c), CELL - (int)strlen(txt), "");
			else
				sb_printf(&line, "%-*s", CELL, txt);
		}
		while (line.len > 0 && sb_str(&line)[line.len - 1] == ' ')
			line.len--;
		sb_addn(b, sb_str(&line), line.len);
		sb_addc(b, '\n');
		sb_release(&line);
	}
	if (loose > 0) {
		sb_add(b, "without a place:");
		for (int t = 0; t < board_regions(st->board); t++)
			if (!m->tiles[t].placed) {
				char txt[CELL + 1];
				cell(rs, st, t, txt);
				for (int i = (int)strlen(txt) - 1; i >= 0 &&
				    txt[i] == ' '; i--)
					txt[i] = '\0';
				sb_printf(b, " %s=%s",
				    board_name(st->board, t), txt);
			}
		sb_addc(b, '\n');
	}
	if (board_regions(st->board) == 0) {
		const char *lay = rs_hint_action(rs, "lay");
		sb_printf(b, "no territory is on the map yet ('%s PLACE TYPE' "
		    "or '%s random')\n", lay != NULL ? lay : "lay",
		    lay != NULL ? lay : "lay");
	}
}

static void
legend(const struct ruleset *rs, const struct state *st, struct strbuf *out)
{
	/* the legend's lines fit the width; the map's rows above are kept */
	struct strbuf lb, *b = &lb;

	sb_init(&lb);
	sb_add(b, "\n");
	for (int p = 0; p < st->nplayers; p++)
		sb_printf(b, "%s%c %s", p ? ", " : "", p < 9 ? '1' + p :
		    'a' + p - 9, st->players[p].name);
	sb_printf(b, "; + several players; * %s; lowercase: explored\n",
	    rs->mech.spawn.present ? VEC_AT(rs->resources, struct res_def,
	    rs->mech.spawn.resource.i)->name : "spawned");
	sb_printf(b, "%s %s", rs->mech.territories.home.code,
	    rs->mech.territories.home.name);
	for (int i = 0; i < rs->tiles.n; i++) {
		const struct tile_def *t = VEC_AT(rs->tiles, struct tile_def, i);
		sb_printf(b, ", %s %s", t->code, t->name);
	}
	sb_addc(b, '\n');
	table_fit_text(out, sb_str(&lb));
	sb_release(&lb);
}

static void
pieces_of(const struct ruleset *rs, const long *u, int n, struct strbuf *b)
{
	int first = 1;

	for (int k = 0; k < n; k++)
		if (u[k] > 0) {
			const char *name = VEC_AT(rs->pieces, struct piece_def,
			    k)->name;
			size_t len = strlen(name);
			sb_printf(b, "%s%ld %s%s", first ? "" : ", ", u[k],
			    name, u[k] == 1 ? "" : len > 0 &&
			    name[len - 1] == 's' ? "es" : "s");
			first = 0;
		}
}

/* Every territory with units, spawned pieces or a home, one a line. */
static void
occupied(const struct ruleset *rs, const struct state *st, struct strbuf *b)
{
	const struct terr_state *m = st->terr;

	for (int t = 0; t < board_regions(st->board); t++) {
		const struct tile_state *x = &m->tiles[t];
		int any = x->home >= 0 || x->spawned > 0;
		for (int p = 0; p < st->nplayers && !any; p++)
			for (int k = 0; k < m->npieces; k++)
				any |= terr_units(st, t, p)[k] > 0;
		if (!any)
			continue;
		sb_printf(b, "  %s: %s", board_name(st->board, t),
		    x->home >= 0 ?
		    rs->mech.territories.home.name :
		    VEC_AT(rs->tiles, struct tile_def, x->type)->name);
		if (x->home >= 0)
			sb_printf(b, " of %s", st->players[x->home].name);
		for (int p = 0; p < st->nplayers; p++) {
			const long *u = terr_units(st, t, p);
			int has = 0;
			for (int k = 0; k < m->npieces; k++)
				has |= u[k] > 0;
			if (!has)
				continue;
			sb_printf(b, "; %s ", st->players[p].name);
			pieces_of(rs, u, m->npieces, b);
		}
		if (x->spawned > 0 && rs->mech.spawn.present) {
			const struct res_def *r = VEC_AT(rs->resources,
			    struct res_def, rs->mech.spawn.resource.i);
			sb_printf(b, "; %ld %s", x->spawned, x->spawned == 1 &&
			    r->one ? r->one : r->name);
		}
		sb_addc(b, '\n');
	}
}

void
status_terr(struct ctx *c, const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct terr_state *m = st->terr;
	const struct fight_state *f;

	(void)c;
	if (m == NULL)
		return;
	f = &m->fight;
	sb_addc(b, '\n');
	if (st->norder > 0) {
		sb_add(b, "turn order:");
		for (int i = 0; i < st->norder; i++)
			sb_printf(b, "%s %s", i ? "," : "",
			    st->players[st->order[i]].name);
		sb_addc(b, '\n');
	}
	/* a player's line: the fields said, "; " between them (a player
	 * without faction starts with the next, where it printed an empty
	 * field; one with none says "NAME: " as before) */
	for (int p = 0; p < st->nplayers; p++) {
		int fa = st->players[p].faction;
		struct strbuf l;
		sb_init(&l);
		if (fa >= 0)
			sb_add(&l, VEC_AT(rs->factions, struct faction_def,
			    fa)->name);
		status_kept_fields(rs, st, p, &l);
		for (int o = 0; o < st->nplayers; o++) {
			const long *h = terr_captives(m, p, o);
			int has = 0;
			for (int k = 0; k < m->npieces; k++)
				has |= h[k] > 0;
			if (!has)
				continue;
			sb_printf(&l, "%sholds %s of %s: ", l.len ? "; " : "",
			    rs_word(rs, W_CAPTIVE, 1), st->players[o].name);
			pieces_of(rs, h, m->npieces, &l);
		}
		sb_printf(b, "%s: %s\n", st->players[p].name, l.len > 0 ?
		    sb_str(&l) : "");
		sb_release(&l);
	}
	if (m->order_tile >= 0)
		sb_printf(b, "order on %s\n", board_name(st->board,
		    m->order_tile));
	if (m->to_place > 0 && rs->mech.spawn.present) {
		const struct res_def *r = VEC_AT(rs->resources, struct res_def,
		    rs->mech.spawn.resource.i);
		sb_printf(b, "%ld %s to place, %s next\n", m->to_place,
		    m->to_place == 1 && r->one ? r->one : r->name,
		    st->players[st->norder > 0 ? st->order[m->placer %
		    st->norder] : m->placer % st->nplayers].name);
	}
	if (f->tile >= 0)
		sb_printf(b, "combat at %s: %s attacks; round %ld, %s step%s; "
		    "escalation pool %ld\n", board_name(st->board, f->tile),
		    st->players[f->attacker].name, f->round,
		    f->step == FIGHT_RETREAT ? "retreat" :
		    *VEC_AT(rs_pool_combat(rs)->steps, char *, f->step - 1),
		    f->rolled ? " (hits to assign)" : "", f->pool);
	if (board_regions(st->board) > 0) {
		struct strbuf o;
		sb_init(&o);
		occupied(rs, st, &o);
		if (o.len > 0)
			sb_printf(b, "territories:\n%s", sb_str(&o));
		sb_release(&o);
	}
}

/* map: the picture */
int
cmd_map(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct strbuf b;
	int r;

	(void)argc;
	(void)argv;
	if ((r = session_begin(c, &s, 0)))
		return r;
	if (s.st->terr == NULL) {
		/* the message first: session_end clears s */
		r = diag_set(&c->d, ST_USAGE, "%s has no map of territories",
		    s.rs->id);
		session_end(c, &s, 0);
		return r;
	}
	sb_init(&b);
	picture(c, s.rs, s.st, &b);
	legend(s.rs, s.st, &b);
	out_picture(c, sb_str(&b));
	sb_release(&b);
	session_end(c, &s, 0);
	return ST_OK;
}
