/* engine_party_round.c: a round of a sum combat for the effect
 * combat-round (engine_combat_round.c) whose sides, one or both, are
 * words of kind parties (attacker-parties, defender-parties:
 * PLAYER[,PLAYER...], and neutral on a board of numbered zones): every
 * party counts its own units and extra dice (the side's expressions with
 * party bound), throws its own dice, the side's die, and destroys what its
 * own total destroys, divided as the combat says; its party-says is said
 * after its throw.  Each party is checked as it is read (party-check);
 * once both sides are read, and every party is on one side once, the
 * round's before-throw is carried out, before anything is counted, paid
 * or thrown (both by run, engine_effects.c's).  A side of no parties
 * throws as one party, the actor
 * (attacker) or the player against it.  A side loses the units the other
 * side's parties destroy, at most all of its own. */
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/act/act_zones.h"
#include "core/base/strbuf.h"
#include "core/combat/combat.h"
#include "core/state/state.h"

struct side {
	int n;
	struct eng_party p[ENG_PARTIES_MAX];
};

static const char side_name[2][9] = { "attacker", "defender" };

/* The parties of word w into s, read and logged in their place (once a
 * command: a round may be fought twice in one), each checked as it is
 * read (party-check, carried out by run, the party
 * bound). */
static int
read_parties(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev,
    int (*run)(struct act *, const struct vec *, struct eng_eval *),
    int w, struct side *s)
{
	struct eng_eval in = *ev;
	char *copy, *save = NULL, *t;
	struct strbuf b;
	int st = ST_OK;

	if (w < 1 || w >= a->argc)
		return diag_set(a->d, ST_DATA, "%s: combat-round needs a word "
		    "of kind parties", a->rs->id);
	if ((copy = strdup(a->argv[w])) == NULL)
		return diag_set(a->d, ST_ENV, "out of memory");
	for (t = strtok_r(copy, ",", &save); t != NULL && st == ST_OK;
	    t = strtok_r(NULL, ",", &save)) {
		int p;
		if ((st = arg_party(a, t, a->st->zones != NULL, &p)))
			break;
		if (s->n == ENG_PARTIES_MAX) {
			st = usage(a, "too many on one side");
			break;
		}
		s->p[s->n++].party = p;
		in.party = &s->p[s->n - 1];
		if (x->party_check.n > 0)
			st = run(a, &x->party_check, &in);
	}
	free(copy);
	if (st != ST_OK)
		return st;
	sb_init(&b);
	for (int i = 0; i < s->n; i++)
		sb_printf(&b, "%s%s", i ? "," : "", s->p[i].party == NEUTRAL ?
		    "neutral" : pname(a, s->p[i].party));
	canon_arg(a, w, sb_str(&b));
	sb_release(&b);
	return ST_OK;
}

/* Each party's units and extra dice, from the side's expressions with
 * the party bound. */
static int
count_side(struct act *a, const struct sexpr *units, const struct sexpr *extra,
    const struct eng_eval *ev, struct side *s, int k, long *all)
{
	struct eng_eval in = *ev;
	int st;

	*all = 0;
	for (int i = 0; i < s->n; i++) {
		struct eng_party *p = &s->p[i];
		in.party = p;
		if ((st = eng_eval(units, &in, &p->units, a->d)) ||
		    (extra->text != NULL && (st = eng_eval(extra, &in,
		    &p->extra, a->d))))
			return st;
		if (p->units < 0)
			return diag_set(a->d, ST_DATA, "%s: %s of the %s of a "
			    "combat round has %ld units: give it 0 or more "
			    "(the ruleset's error)", a->rs->id,
			    party_name(a, p->party), side_name[k], p->units);
		if (p->extra < 0)
			p->extra = 0;
		if (p->extra > COMBAT_MAX_SUM_DICE)
			return diag_set(a->d, ST_DATA, "%s: %s of the %s of a "
			    "combat round would throw %ld extra dice (at most "
			    "%ld)", a->rs->id, party_name(a, p->party),
			    side_name[k], p->extra, (long)COMBAT_MAX_SUM_DICE);
		*all += p->units;
	}
	return ST_OK;
}

/* Each party's dice against the other side's units: the combat's for its
 * units, and its extra dice. */
static int
side_dice(struct act *a, const struct combat_decl *c, struct side *s, int k,
    long enemy, struct eng_round *rd)
{
	for (int i = 0; i < s->n; i++) {
		struct eng_party *p = &s->p[i];
		const char *die;
		int st;
		if ((st = combat_dice(c, k, p->units, enemy, &p->dice, &die,
		    a->d)))
			return st;
		if (die == NULL)
			die = c->side[k].die;
		p->dice += p->extra;
		if (p->dice > COMBAT_MAX_SUM_DICE)
			return refuse(a, "%s would throw %ld dice: a round "
			    "throws at most %d a party", party_name(a,
			    p->party), p->dice, COMBAT_MAX_SUM_DICE);
		snprintf(p->die, sizeof p->die, "%ld%s", p->dice, die);
		rd->dice[k] += p->dice;
		if (rd->dice[k] == 1)
			snprintf(rd->die[k], sizeof rd->die[k], "%s", die);
		else if (rd->dice[k] > 1)
			snprintf(rd->die[k], sizeof rd->die[k], "%ld%s",
			    rd->dice[k], die);
	}
	return ST_OK;
}

/* Each party of a side throws its dice and says so. */
static int
side_throw(struct act *a, const struct eff_combat_round *x,
    const struct combat_decl *c, const struct eng_eval *ev, struct side *s,
    int k, struct eng_round *rd)
{
	struct eng_eval in = *ev;
	int st;

	for (int i = 0; i < s->n; i++) {
		struct eng_party *p = &s->p[i];
		struct dice_result res;
		memset(&res, 0, sizeof res);
		if (p->dice > 0 && (st = act_throw(a, p->die, 0, NULL, 0,
		    &res))) {
			dice_result_free(&res);
			return st;
		}
		p->total = p->dice > 0 ? res.total : 0;
		p->kills = combat_kills(c, p->total);
		if ((p->faces = calloc((size_t)res.n + 1, sizeof *p->faces))
		    == NULL) {
			dice_result_free(&res);
			return diag_set(a->d, ST_ENV, "out of memory");
		}
		for (int f = 0; f < res.n; f++)
			p->faces[f] = res.v[f].face;
		p->nfaces = res.n;
		dice_result_free(&res);
		rd->thrown[k] += p->total;
		rd->kills[k] += p->kills;
		p->face_die = c->side[k].die;
		if (x->party_says == NULL)
			continue;
		in.party = p;
		in.faces = p->faces;
		in.nfaces = p->nfaces;
		in.faces_die = p->face_die;
		if ((st = eng_say(a, &x->tparty, &in)))
			return st;
	}
	return ST_OK;
}

/* A report's member spelt with '_' where the ruleset's name has '-'. */
static const char *
member(const char *id, const char *none, struct strbuf *key)
{
	if (id == NULL)
		id = none;
	for (size_t i = 0; id[i] != '\0'; i++)
		sb_addc(key, id[i] == '-' ? '_' : id[i]);
	return sb_str(key);
}

/* json-sides: the two sides, each its units, kills, losses and its
 * parties' throws (the player, or null for a neutral guard or nobody,
 * its units, extra dice, faces, total and kills). */
static void
sides_json(struct act *a, const struct eff_combat_round *x,
    const struct side *s, const struct eng_round *rd)
{
	struct json *sides = json_arr();
	struct strbuf kl, ku, ke;
	const char *list, *units, *extra;

	sb_init(&kl);
	sb_init(&ku);
	sb_init(&ke);
	list = member(x->json_sides, "sides", &kl);
	units = member(x->json_units, "units", &ku);
	extra = member(x->json_extra, "extra", &ke);
	for (int k = 0; k < 2; k++) {
		struct json *o = json_obj(), *throws = json_arr();
		json_set(o, units, json_int(rd->units[k]));
		json_set(o, "kills", json_int(rd->kills[k]));
		json_set(o, "losses", json_int(rd->loss[k]));
		for (int i = 0; i < s[k].n; i++) {
			const struct eng_party *p = &s[k].p[i];
			struct json *t = json_obj(), *dice = json_arr();
			for (int f = 0; f < p->nfaces; f++)
				json_push(dice, json_int(p->faces[f]));
			json_set(t, "player", p->party >= 0 && p->party <
			    a->st->nplayers ? json_str(pname(a, p->party)) :
			    json_null());
			json_set(t, units, json_int(p->units));
			json_set(t, extra, json_int(p->extra));
			json_set(t, "dice", dice);
			json_set(t, "total", json_int(p->total));
			json_set(t, "kills", json_int(p->kills));
			json_push(throws, t);
		}
		json_set(o, "throws", throws);
		json_push(sides, o);
	}
	json_set(a->rep->data, list, sides);
	sb_release(&kl);
	sb_release(&ku);
	sb_release(&ke);
}

static void
free_faces(struct side *s)
{
	for (int k = 0; k < 2; k++)
		for (int i = 0; i < s[k].n; i++)
			free(s[k].p[i].faces);
}

void
eng_round_release(struct eng_round *rd)
{
	for (int k = 0; k < 2; k++)
		for (int i = 0; i < rd->nparty[k]; i++) {
			free(rd->party[k][i].faces);
			rd->party[k][i].faces = NULL;
		}
}

/* The sides' parties into rd, for its before-throw and its then. */
static void
keep_parties(const struct side *s, struct eng_round *rd)
{
	for (int k = 0; k < 2; k++) {
		rd->nparty[k] = s[k].n;
		memcpy(rd->party[k], s[k].p, sizeof s[k].p);
	}
}

/* Every party on one side of the round once, the attacker's first in
 * order: named twice, a usage error; a side of no word (the actor, the
 * player against it) named by the other, refused. */
static int
named_once(struct act *a, const struct eff_combat_round *x,
    const struct side *s)
{
	for (int i = 0; i < s[0].n + s[1].n; i++)
		for (int j = 0; j < i; j++) {
			int ki = i >= s[0].n, kj = j >= s[0].n;
			int p = s[ki].p[i - ki * s[0].n].party;
			int q = s[kj].p[j - kj * s[0].n].party;
			int plain = x->w_parties[ki] < 0 ||
			    x->w_parties[kj] < 0;
			if (p != q || (plain && p < 0))
				continue;
			if (plain)
				return refuse(a, "%s is the other side of the "
				    "round: name the parties against %s",
				    pname(a, p), pname(a, p));
			return usage(a, "%s is named twice",
			    party_name(a, p));
		}
	return ST_OK;
}

int
eng_party_round(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev, struct eng_round *rd,
    int (*pay)(struct act *, const struct eff_combat_round *,
    const struct eng_eval *),
    int (*run)(struct act *, const struct vec *, struct eng_eval *))
{
	struct eng_eval in = *ev;
	const struct combat_decl *c = VEC_AT(a->rs->combats,
	    struct combat_decl, x->ci);
	const struct sexpr *units[2] = { &x->attacker, &x->defender };
	const struct sexpr *extra[2] = { &x->attacker_extra,
	    &x->defender_extra };
	struct side s[2];
	long v;
	int st;

	memset(s, 0, sizeof s);
	memset(rd, 0, sizeof *rd);
	rd->word[0] = rd->word[1] = -1;
	if ((st = eng_eval(&x->against, ev, &v, a->d)))
		return st;
	rd->player[0] = ev->me;
	rd->player[1] = v >= 0 && v < a->st->nplayers ? (int)v : -1;
	for (int k = 0; k < 2; k++)
		if (x->w_parties[k] < 0)	/* one party: the side's player */
			s[k].p[s[k].n++].party = rd->player[k];
	for (int k = 0; k < 2; k++) {
		if (x->w_parties[k] < 0)
			continue;
		if ((st = read_parties(a, x, ev, run,
		    (int)ev->args[x->w_parties[k]], &s[k])))
			return st;
		rd->player[k] = s[k].p[0].party >= 0 ? s[k].p[0].party : -1;
		rd->word[k] = (int)ev->args[x->w_parties[k]];
	}
	if ((st = named_once(a, x, s)))
		return st;
	/* the sides read, nothing counted: their refusals */
	keep_parties(s, rd);
	in.round = rd;
	if (x->before_throw.n > 0 && (st = run(a, &x->before_throw, &in)))
		return st;
	for (int k = 0; k < 2; k++)
		if ((st = count_side(a, units[k], extra[k], ev, &s[k], k,
		    &rd->units[k])))
			return st;
	for (int k = 0; k < 2; k++)
		if ((st = side_dice(a, c, &s[k], k, rd->units[1 - k], rd)))
			return st;
	if (ev->me >= 0)
		for (int r = 0; r < a->rs->resources.n && r < 64; r++)
			rd->before[r] = a->st->players[ev->me].res[r];
	st = pay(a, x, ev);
	for (int k = 0; k < 2 && st == ST_OK; k++)
		st = side_throw(a, x, c, ev, &s[k], k, rd);
	for (int k = 0; k < 2 && st == ST_OK; k++)
		rd->loss[k] = rd->kills[1 - k] < rd->units[k] ?
		    rd->kills[1 - k] : rd->units[k];
	if (st == ST_OK && x->json_sides != NULL)
		sides_json(a, x, s, rd);
	if (st != ST_OK) {
		free_faces(s);
		return st;
	}
	keep_parties(s, rd);	/* their faces now rd's */
	return ST_OK;
}
