/* engine_seize.c: a word of kind sources (LAND:N[,LAND:N...], every word
 * left: the lands an attack comes from and the units each sends) and the
 * effect seize, a land of an orbit board attacked by the actor with those
 * units.  The attack is refused on the actor's own land, from a land not
 * the actor's, with more units than may leave a land (the combat's stay)
 * or from a land that neither borders the target nor reaches it by a
 * link; an empty land is taken without a roll; else the actor pays the
 * cost of mechanisms.attack, each side throws the one die its units' band
 * gives, the loser loses the difference, at most the winner's units
 * (core/combat/combat.c), the attacker's losses come off the lands in the
 * order named, and when the last defender falls the attackers left move
 * in. */
#include "core/engine/engine_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"
#include "core/combat/combat.h"
#include "core/state/state.h"

#define MAX_SOURCES 32

struct source {
	int land;
	long n, loss;
};

/* The words of kind sources from argv[at] on into src (*nsrc of them),
 * refused as given wrong. */
static int
sources(struct act *a, int at, struct source *src, int *nsrc)
{
	int st;

	*nsrc = 0;
	for (int i = at; i < a->argc; i++) {
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
	return ST_OK;
}

int
eng_sources_word(struct act *a, const char *use, int at)
{
	struct source src[MAX_SOURCES];
	struct strbuf w;
	int nsrc, st;

	if (a->st->board == NULL || a->rs->nlands <= 0)
		return diag_set(a->d, ST_DATA, "%s: a word of kind sources "
		    "needs the lands of an orbit board", a->rs->id);
	if ((st = sources(a, at, src, &nsrc)))
		return st;
	if (nsrc == 0)
		return usage(a, "usage: %s", use);
	/* logged as one word, however many it was given as */
	sb_init(&w);
	for (int i = 0; i < nsrc; i++)
		sb_printf(&w, "%s%s:%ld", i ? "," : "", lname(a, src[i].land),
		    src[i].n);
	canon(a, sb_str(&w));
	sb_release(&w);
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

/* The refusals of the lands attacked from, in their order: the actor's,
 * with the units the combat leaves behind, bordering the target or
 * reached by a link; *au: the units that attack. */
static int
may_attack(struct act *a, int p, int target, const struct source *src,
    int nsrc, long *au)
{
	long stay = a->rs->mech.attack.must_stay;
	int st;

	if ((st = rs_need_vec(a->rs, &a->rs->board.adjacent,
	    "board.adjacent", a->d)))
		return st;
	*au = 0;
	for (int i = 0; i < nsrc; i++) {
		int l = src[i].land;
		long u = board_held(a->st->board, l);
		if (a->st->board->owner[l] != p)
			return refuse(a, "attacks come from the attacker's "
			    "own lands; %s is %s's, not %s's", lname(a, l),
			    pname(a, a->st->board->owner[l]), pname(a, p));
		if (src[i].n > u - stay)
			return refuse(a, "%s has %ld unit%s and %ld must stay "
			    "behind: at most %ld can attack from it",
			    lname(a, l), u, u == 1 ? "" : "s", stay,
			    u - stay > 0 ? u - stay : 0);
		if (!state_lands_connected(a->st, a->rs, l, target))
			return refuse(a, "%s does not border %s (and no %s "
			    "joins their %s)", lname(a, l), lname(a, target),
			    game_word(a, W_LINK, 1), game_word(a, W_PORT, 2));
		*au += src[i].n;
	}
	return ST_OK;
}

/* The units leave the lands attacked from: all those sent when the
 * target falls, else those lost. */
static void
leave_sources(struct act *a, int p, struct source *src, int nsrc, int all)
{
	for (int i = 0; i < nsrc; i++)
		land_set(a, src[i].land, p, board_held(a->st->board,
		    src[i].land) - (all ? src[i].n : src[i].loss));
}

static void
seize_json(struct act *a, int p, int def, int target, const long *units,
    const char *adie, const char *ddie, const long *faces,
    const long *loss)
{
	json_set(a->rep->data, "attacker", json_str(pname(a, p)));
	json_set(a->rep->data, "defender", json_str(pname(a, def)));
	json_set(a->rep->data, "target", json_str(lname(a, target)));
	json_set(a->rep->data, "attack_units", json_int(units[0]));
	json_set(a->rep->data, "defend_units", json_int(units[1]));
	json_set(a->rep->data, "attack_die", json_str(adie));
	json_set(a->rep->data, "defend_die", json_str(ddie));
	json_set(a->rep->data, "attack_roll", json_int(faces[0]));
	json_set(a->rep->data, "defend_roll", json_int(faces[1]));
	json_set(a->rep->data, "attack_loss", json_int(loss[0]));
	json_set(a->rep->data, "defend_loss", json_int(loss[1]));
	json_set(a->rep->data, "taken", json_bool(loss[1] == units[1]));
}

int
eng_seize(struct act *a, const struct eff_seize *x, const struct eng_eval *ev)
{
	const struct attack_def *m = &a->rs->mech.attack;
	struct source src[MAX_SOURCES];
	int p = ev->me, target, def, nsrc, st, r = m->resource.i;
	long units[2], faces[2], loss[2], left, before, n;
	char adie[64], ddie[64];
	const char *abase, *dbase;
	const struct combat_decl *cd;

	if (a->st->board == NULL || a->rs->nlands <= 0 || !m->present ||
	    x->w_target < 0 || x->w_from < 0 || p < 0)
		return diag_set(a->d, ST_DATA, "%s: seize needs the lands of "
		    "an orbit board, mechanisms.attack and an actor",
		    a->rs->id);
	target = (int)ev->args[x->w_target];
	if ((st = sources(a, (int)ev->args[x->w_from], src, &nsrc)))
		return st;
	def = a->st->board->owner[target];
	units[1] = board_held(a->st->board, target);
	if (def == p)
		return refuse(a, "%s is %s's own land", lname(a, target),
		    pname(a, p));
	if ((st = may_attack(a, p, target, src, nsrc, &units[0])))
		return st;
	if (units[1] == 0) {
		/* an empty land: no fight, no roll, nothing to pay */
		if (a->dice->faces != NULL)
			return usage(a, "%s is empty: nothing is rolled; drop "
			    "the '= ...' part", lname(a, target));
		leave_sources(a, p, src, nsrc, 1);
		land_set(a, target, p, units[0]);
		report_line(a->rep, "%s is empty: %s moves in with %ld unit%s",
		    lname(a, target), pname(a, p), units[0], units[0] == 1 ?
		    "" : "s");
		json_set(a->rep->data, "taken", json_bool(1));
		return ST_OK;
	}
	/* the die of each side and the losses: the declared combat */
	if (m->combat.i < 0)
		return diag_set(a->d, ST_DATA, "%s: the dice of the attack are "
		    "unknown ('mechanisms.attack.bands')", a->rs->id);
	cd = VEC_AT(a->rs->combats, struct combat_decl, m->combat.i);
	if ((st = combat_dice(cd, 0, units[0], units[1], &n, &abase, a->d)) ||
	    (st = combat_dice(cd, 1, units[1], units[0], &n, &dbase, a->d)))
		return st;
	before = a->st->players[p].res[r];
	if ((st = res_add(a, p, r, -m->cost, "a roll")))
		return st;
	if ((st = roll_die(a, abase, &faces[0], adie, sizeof adie)) ||
	    (st = roll_die(a, dbase, &faces[1], ddie, sizeof ddie)))
		return st;
	report_roll(a->rep, a->st, p, adie, faces[0]);
	report_roll(a->rep, a->st, def, ddie, faces[1]);
	combat_opposed_losses(cd, units[0], units[1], faces[0], faces[1],
	    loss);
	left = loss[0];
	for (int i = 0; i < nsrc && left > 0; i++) {
		src[i].loss = left < src[i].n ? left : src[i].n;
		left -= src[i].loss;
	}
	report_line(a->rep, "%s attacks %s (%s, %ld unit%s) with %ld unit%s "
	    "for %s: %s rolls %ld on %s, %s rolls %ld on %s", pname(a, p),
	    lname(a, target), pname(a, def), units[1], units[1] == 1 ? "" :
	    "s", units[0], units[0] == 1 ? "" : "s", qty(a, r, m->cost),
	    pname(a, p), faces[0], adie, pname(a, def), faces[1], ddie);
	if (loss[0] == 0 && loss[1] == 0)
		report_line(a->rep, "a tie: nobody loses a unit");
	else
		report_line(a->rep, "%s loses %ld unit%s", pname(a, loss[0] ?
		    p : def), loss[0] ? loss[0] : loss[1], (loss[0] ? loss[0] :
		    loss[1]) == 1 ? "" : "s");
	if (loss[1] == units[1]) {
		leave_sources(a, p, src, nsrc, 1);
		land_set(a, target, p, units[0] - loss[0]);
		report_line(a->rep, "%s falls to %s: %ld unit%s move%s in",
		    lname(a, target), pname(a, p), units[0] - loss[0],
		    units[0] - loss[0] == 1 ? "" : "s", units[0] - loss[0] ==
		    1 ? "s" : "");
	} else {
		leave_sources(a, p, src, nsrc, 0);
		land_set(a, target, def, units[1] - loss[1]);
	}
	report_line(a->rep, "%s: %ld -> %ld", rname(a, r), before,
	    a->st->players[p].res[r]);
	seize_json(a, p, def, target, units, adie, ddie, faces, loss);
	return ST_OK;
}
