/* game_pieces.c: pieces on the table: the stats of their kinds (from the
 * ruleset, or entered at the table with 'tile'), hiring and summoning, and
 * the GM's commands for pieces (time counters).
 * game_chiefs.c deals the chiefs and says whose modifiers count. */
#include "core/mech/game_int.h"
#include "core/rules/words_keys.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define STAT_MAX 1000000L

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

/* --- stats ---------------------------------------------------------------- */

/* tile KIND STAT:N...: values printed on a tile, for unknown stats. */
int
act_tile(struct act *a)
{
	int kind, st;
	struct strbuf line;

	if (!rs_has_pieces(a->rs))
		return usage(a, "%s has no pieces", a->rs->id);
	if (a->argc < 3)
		return usage(a, "usage: tile UNIT|%s STAT:N...",
		    game_word_caps(a, W_CHIEF));
	kind = vec_find(&a->rs->units, a->argv[1]);
	if (kind < 0 && (kind = vec_find(&a->rs->chiefs, a->argv[1])) >= 0)
		kind += a->rs->units.n;
	if (kind < 0 && (st = arg_unit(a, a->argv[1], &kind)))
		return st;
	canon(a, kind_id(a->rs, kind));
	sb_init(&line);
	for (int i = 2; i < a->argc; i++) {
		char name[32], *eq = strchr(a->argv[i], ':');
		long v, *slot;
		int s = -1;
		snprintf(name, sizeof name, "%.*s", eq ? (int)(eq -
		    a->argv[i]) : 0, a->argv[i]);
		for (int k = 0; eq && piece_stat_names[k] != NULL; k++)
			if (strcmp(piece_stat_names[k], name) == 0)
				s = k;
		if (s < 0 || (st = arg_long(a, eq + 1, name, s == STAT_SUPPLY,
		    STAT_MAX, &v))) {
			sb_release(&line);
			return s < 0 ? usage(a, "'%s': write STAT:N, a stat "
			    "being cost, summon, attack, defence, move, "
			    "income, " KEY_UNIT_DRAWS " or supply", a->argv[i]) : st;
		}
		canon(a, a->argv[i]);
		slot = &a->st->pc.entered[kind * STAT__N + s];
		if (rs_kind_stat(a->rs, kind, s) != SCHEMA_UNKNOWN_INT) {
			long rv = rs_kind_stat(a->rs, kind, s);
			if (rv == v && rv != RS_NONE && (kind <
			    a->rs->units.n || s <= STAT_MOVE)) {
				/* what the ruleset says already */
				sb_printf(&line, "%s%s %ld", line.len ? ", " :
				    "", name, v);
				continue;
			}
			sb_release(&line);
			if (rv == RS_NONE || (kind >= a->rs->units.n &&
			    s > STAT_MOVE))
				return refuse(a, "%s has no %s in this ruleset",
				    kind_name(a->rs, kind), name);
			return refuse(a, "the %s of %s is %ld in the ruleset; "
			    "'tile' only fills values the rulebook leaves "
			    "unknown", name, kind_name(a->rs, kind), rv);
		}
		if (*slot != -1 && *slot != v) {
			sb_release(&line);
			return refuse(a, "the %s of %s was entered as %ld in "
			    "this game; 'undo' back to that command to correct "
			    "it", name, kind_name(a->rs, kind), *slot);
		}
		*slot = v;
		sb_printf(&line, "%s%s %ld", line.len ? ", " : "", name, v);
	}
	report_line(a->rep, "%s: %s (entered from the tile)",
	    kind_name(a->rs, kind), sb_str(&line));
	sb_release(&line);
	return ST_OK;
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
