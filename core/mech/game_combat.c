/* game_combat.c: attacks settled by one opposed roll each, with the die
 * chosen by the number of units (bands) and losses capped by the winner's
 * units in the fight. */
#include "core/mech/game_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/combat/combat.h"

#define MAX_SOURCES 32

struct source {
	int land;
	long n, loss;
};

/* Parse "FROM:N[,FROM:N...]" words into sources. */
static int
parse_sources(struct act *a, struct source *src, int *nsrc)
{
	int st;

	*nsrc = 0;
	for (int i = 2; i < a->argc; i++) {
		char *copy = strdup(a->argv[i]), *save = NULL, *tok;
		if (copy == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		for (tok = strtok_r(copy, ",", &save); tok != NULL;
		    tok = strtok_r(NULL, ",", &save)) {
			char *colon = strchr(tok, ':');
			struct source s = { -1, 0, 0 };
			if (colon == NULL) {
				st = usage(a, "'%s': write each land you "
				    "attack from as LAND:UNITS, e.g. %s:3",
				    tok, tok);
				free(copy);
				return st;
			}
			*colon = '\0';
			if ((st = arg_land(a, tok, &s.land)) ||
			    (st = arg_long(a, colon + 1, "the number of "
			    "units", 1, 1000000, &s.n))) {
				free(copy);
				return st;
			}
			for (int k = 0; k < *nsrc; k++)
				if (src[k].land == s.land) {
					free(copy);
					return usage(a, "%s is named twice; "
					    "give its units once",
					    lname(a, s.land));
				}
			if (*nsrc == MAX_SOURCES) {
				free(copy);
				return usage(a, "at most %d lands in one "
				    "attack", MAX_SOURCES);
			}
			src[(*nsrc)++] = s;
		}
		free(copy);
	}
	if (*nsrc == 0)
		return usage(a, "usage: attack TARGET FROM:N[,FROM:N...] "
		    "[= ATTACKER DEFENDER]");
	return ST_OK;
}

static int
roll_die(struct act *a, const char *die, long *face, char *name, size_t n)
{
	struct dice_result res;
	int st;

	if ((st = act_throw(a, die, 0, name, n, &res)) == ST_OK)
		*face = res.total;
	dice_result_free(&res);
	return st;
}

static void
canon_sources(struct act *a, const struct source *src, int nsrc)
{
	struct strbuf w;

	sb_init(&w);
	for (int i = 0; i < nsrc; i++)
		sb_printf(&w, "%s%s:%ld", i ? "," : "", lname(a, src[i].land),
		    src[i].n);
	canon(a, sb_str(&w));
	sb_release(&w);
}

/* attack TARGET FROM:N[,FROM:N...] */
int
act_seize(struct act *a)
{
	const struct attack_def *m = &a->rs->mech.attack;
	struct source src[MAX_SOURCES];
	int p = state_active(a->st), target, def, nsrc, st, r = m->resource.i;
	long au = 0, du, af, df, aloss, dloss, left, before, n, loss[2];
	char adie[64], ddie[64];
	const char *abase, *dbase;
	const struct combat_decl *cd;

	if (p < 0)
		return refuse(a, "it is nobody's turn");
	if (a->argc < 3)
		return usage(a, "usage: attack TARGET FROM:N[,FROM:N...] "
		    "[= ATTACKER DEFENDER]");
	if ((st = arg_land(a, a->argv[1], &target)) ||
	    (st = parse_sources(a, src, &nsrc)))
		return st;
	canon(a, lname(a, target));
	canon_sources(a, src, nsrc);
	def = a->st->board->owner[target];
	du = board_held(a->st->board, target);
	if (def == p)
		return refuse(a, "%s is %s's own land", lname(a, target),
		    pname(a, p));
	if ((st = board_needs_adjacency(a)))
		return st;
	for (int i = 0; i < nsrc; i++) {
		int l = src[i].land;
		long u = board_held(a->st->board, l);
		if (a->st->board->owner[l] != p)
			return refuse(a, "attacks come from the attacker's "
			    "own lands; %s is %s's, not %s's", lname(a, l),
			    pname(a, a->st->board->owner[l]), pname(a, p));
		if (src[i].n > u - m->must_stay)
			return refuse(a, "%s has %ld unit%s and %ld must stay "
			    "behind: at most %ld can attack from it",
			    lname(a, l), u, u == 1 ? "" : "s", m->must_stay,
			    u - m->must_stay > 0 ? u - m->must_stay : 0);
		if (!state_lands_connected(a->st, a->rs, l, target))
			return refuse(a, "%s does not border %s (and no %s "
			    "joins their %s)", lname(a, l), lname(a, target),
			    game_word(a, W_LINK, 1), game_word(a, W_PORT, 2));
		au += src[i].n;
	}
	if (du == 0) {
		/* an empty land: no fight, no roll, nothing to pay */
		if (a->dice->faces != NULL)
			return usage(a, "%s is empty: nothing is rolled; drop "
			    "the '= ...' part", lname(a, target));
		for (int i = 0; i < nsrc; i++)
			land_set(a, src[i].land, p,
			    board_held(a->st->board, src[i].land) - src[i].n);
		land_set(a, target, p, au);
		report_line(a->rep, "%s is empty: %s moves in with %ld unit%s",
		    lname(a, target), pname(a, p), au, au == 1 ? "" : "s");
		json_set(a->rep->data, "taken", json_bool(1));
		return ST_OK;
	}
	/* the die of each side and the losses: the declared combat */
	if (m->combat.i < 0)
		return diag_set(a->d, ST_DATA, "%s: the dice of the attack are "
		    "unknown ('mechanisms.attack.bands')", a->rs->id);
	cd = VEC_AT(a->rs->combats, struct combat_decl, m->combat.i);
	if ((st = combat_dice(cd, 0, au, du, &n, &abase, a->d)) ||
	    (st = combat_dice(cd, 1, du, au, &n, &dbase, a->d)))
		return st;
	before = a->st->players[p].res[r];
	if ((st = res_add(a, p, r, -m->cost, "a roll")))
		return st;
	if ((st = roll_die(a, abase, &af, adie, sizeof adie)) ||
	    (st = roll_die(a, dbase, &df, ddie, sizeof ddie)))
		return st;
	report_roll(a->rep, a->st, p, adie, af);
	report_roll(a->rep, a->st, def, ddie, df);
	combat_opposed_losses(cd, au, du, af, df, loss);
	aloss = loss[0];
	dloss = loss[1];
	left = aloss;
	for (int i = 0; i < nsrc && left > 0; i++) {
		src[i].loss = left < src[i].n ? left : src[i].n;
		left -= src[i].loss;
	}
	report_line(a->rep, "%s attacks %s (%s, %ld unit%s) with %ld unit%s "
	    "for %s: %s rolls %ld on %s, %s rolls %ld on %s", pname(a, p),
	    lname(a, target), pname(a, def), du, du == 1 ? "" : "s", au,
	    au == 1 ? "" : "s", qty(a, r, m->cost),
	    pname(a, p), af, adie, pname(a, def), df, ddie);
	if (aloss == 0 && dloss == 0)
		report_line(a->rep, "a tie: nobody loses a unit");
	else
		report_line(a->rep, "%s loses %ld unit%s", pname(a, aloss ? p :
		    def), aloss ? aloss : dloss, (aloss ? aloss : dloss) == 1 ?
		    "" : "s");
	if (dloss == du) {
		for (int i = 0; i < nsrc; i++)
			land_set(a, src[i].land, p,
			    board_held(a->st->board, src[i].land) - src[i].n);
		land_set(a, target, p, au - aloss);
		report_line(a->rep, "%s falls to %s: %ld unit%s move%s in",
		    lname(a, target), pname(a, p), au - aloss,
		    au - aloss == 1 ? "" : "s", au - aloss == 1 ? "s" : "");
	} else {
		for (int i = 0; i < nsrc; i++)
			land_set(a, src[i].land, p, board_held(a->st->board,
			    src[i].land) - src[i].loss);
		land_set(a, target, def, du - dloss);
	}
	report_line(a->rep, "%s: %ld -> %ld", rname(a, r), before,
	    a->st->players[p].res[r]);
	json_set(a->rep->data, "attacker", json_str(pname(a, p)));
	json_set(a->rep->data, "defender", json_str(pname(a, def)));
	json_set(a->rep->data, "target", json_str(lname(a, target)));
	json_set(a->rep->data, "attack_units", json_int(au));
	json_set(a->rep->data, "defend_units", json_int(du));
	json_set(a->rep->data, "attack_die", json_str(adie));
	json_set(a->rep->data, "defend_die", json_str(ddie));
	json_set(a->rep->data, "attack_roll", json_int(af));
	json_set(a->rep->data, "defend_roll", json_int(df));
	json_set(a->rep->data, "attack_loss", json_int(aloss));
	json_set(a->rep->data, "defend_loss", json_int(dloss));
	json_set(a->rep->data, "taken", json_bool(dloss == du));
	return ST_OK;
}

/* attack: a region seized from its neighbours (a duel of pieces is the
 * declared effect duel, core/engine/engine_duel.c, that a text of before
 * with mechanisms.duel declares at load) */
int
act_attack(struct act *a)
{
	if (!a->rs->mech.attack.present)
		return diag_set(a->d, ST_USAGE, "%s has no 'attack' command",
		    a->rs->id);
	return act_seize(a);
}
