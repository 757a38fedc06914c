/* game_pieces.c: pieces on the table: their names and places, hiring and
 * summoning (the values of their kinds entered at the table are the
 * declared action 'tile', core/engine/engine_stats.c).
 * game_chiefs.c deals the chiefs and says whose modifiers count. */
#include "core/mech/game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- names ---------------------------------------------------------------- */

const char *
pid(const struct act *a, int piece)
{
	static char buf[4][96];
	static int k;

	k = (k + 1) % 4;
	piece_id(a->rs, PIECE(a, piece), buf[k], sizeof buf[k]);
	return buf[k];
}

const char *
where_text(const struct act *a, int piece)
{
	static char buf[4][96];
	static int k;

	k = (k + 1) % 4;
	eng_piece_where(a, piece, buf[k], sizeof buf[k]);
	return buf[k];
}

/* --- bringing pieces into play -------------------------------------------- */

/* The player a summon is for: named, or the one whose turn it is
 * (the setup has no turns, so there it must be named). */
static int
bringer(struct act *a, int *p)
{
	int act = state_active(a->st), st;

	if (a->argc > 2) {
		if ((st = arg_player(a, a->argv[2], p)))
			return st;
	} else if (act < 0) {
		return usage(a, "name the player during the setup: '%s %s "
		    "PLAYER'", a->argv[0], a->argv[1]);
	} else {
		*p = act;
	}
	if (act >= 0 && *p != act)
		return refuse(a, "it is %s's turn, not %s's", pname(a, act),
		    pname(a, *p));
	if (a->st->players[*p].out)
		return refuse(a, "%s is out of the game", pname(a, *p));
	return ST_OK;
}

static int
own_faction(struct act *a, int p, int kind)
{
	const struct unit_def *u = RS_UNIT(a->rs, kind);
	char path[128];
	int f = a->st->players[p].faction;

	if (u->token)
		return refuse(a, "%s is a token: it comes into play only "
		    "through an ability", u->name);
	if (u->faction.i < 0) {
		snprintf(path, sizeof path, "units.%s.faction",
		    a->rs->units.ids[kind]);
		return rs_need_str(a->rs, schema_unknown_str, path, a->d);
	}
	if (u->faction.i != f)
		return refuse(a, "%s belongs to the %s; %s plays the %s",
		    u->name, RS_FACTION(a->rs, u->faction.i)->name,
		    pname(a, p), f >= 0 ? RS_FACTION(a->rs, f)->name :
		    "no faction");
	return ST_OK;
}

/* summon UNIT [PLAYER]: no cost, but time counters; a few a round. */
int
act_summon(struct act *a)
{
	const struct chief_def *l[2];
	int kind = 0, p = 0, st, i, nl, immune = -1;
	long base, mod = 0, counters, limit, period, begun;
	struct strbuf why;

	if ((st = arg_count(a, 1, 2, "summon UNIT [PLAYER]")) ||
	    (st = arg_unit(a, a->argv[1], &kind)) || (st = bringer(a, &p)))
		return st;
	canon(a, a->rs->units.ids[kind]);
	canon(a, pname(a, p));
	if ((st = own_faction(a, p, kind)) ||
	    (st = kind_stat(a, kind, STAT_SUMMON, &base)))
		return st;
	if (base == RS_NONE)
		return refuse(a, "%s is not summoned%s", kind_name(a->rs,
		    kind), RS_UNIT(a->rs, kind)->cost != RS_NONE ? ": it is "
		    "hired ('hire UNIT')" : "");
	nl = chiefs_acting(a, p, l);
	limit = a->rs->mech.summon.per_round;
	for (int k = 0; k < nl; k++)
		limit += l[k]->mods.summons;
	period = a->st->phase == PHASE_SETUP ? 0 : a->st->round;
	begun = a->st->pc.summons_round[p] == period ? a->st->pc.summons[p] :
	    0;
	if (begun >= limit)
		return refuse(a, "%s has begun %ld summoning%s %s, the most "
		    "allowed", pname(a, p), begun, begun == 1 ? "" : "s",
		    period ? "this round" : "during the setup");
	sb_init(&why);
	sb_printf(&why, "%s %ld", kind_name(a->rs, kind), base);
	for (int k = 0; k < nl; k++) {
		long v = unit_mod(a, &l[k]->mods.summon_counters, kind);
		if (v != 0)
			sb_printf(&why, ", %s %+ld", l[k]->name, v);
		mod += v;
		if (immune < 0 && l[k]->mods.immune)
			immune = k;
	}
	if (immune >= 0)
		sb_printf(&why, ", %s: immune", l[immune]->name);
	counters = base + mod < 0 || immune >= 0 ? 0 : base + mod;
	if ((st = piece_may_enter(a, p, kind)) ||
	    (st = piece_enter(a, p, kind, counters, &i))) {
		sb_release(&why);
		return st;
	}
	a->st->pc.summons_round[p] = period;
	a->st->pc.summons[p] = begun + 1;
	report_line(a->rep, "%s summons %s (%s) with %ld time counter%s (%s): "
	    "summoning %ld of %ld %s", pname(a, p), pid(a, i),
	    kind_name(a->rs, kind), counters, counters == 1 ? "" : "s",
	    sb_str(&why), a->st->pc.summons[p], limit, period ? "this round" :
	    "in the setup");
	sb_release(&why);
	json_set(a->rep->data, "piece", json_str(pid(a, i)));
	json_set(a->rep->data, "counters", json_int(counters));
	return ST_OK;
}
