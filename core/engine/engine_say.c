/* engine_say.c: a line for people a ruleset writes (decl.h, says_tpl),
 * filled in for an actor at the table. */
#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_cards.h"
#include "core/engine/engine_combat.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_report.h"
#include "core/engine/engine_words.h"
#include "core/engine/engine_zones.h"
#include "core/engine/engine_enter.h"
#include "core/engine/engine_chiefs.h"
#include "core/rules/names.h"
#include "core/act/act_terr.h"
#include "core/state/pieces.h"
#include "core/state/state.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* @modifiers KEY[, UNIT[, PLAYER]]: the actor's (or PLAYER's) acting
 * chiefs whose modifier KEY (for the kind of unit given) is not 0, each
 * ", NAME +N"; for a flag, the first of them that sets it, ", NAME:
 * FLAG";
 * nothing for nobody. */
static int
modifiers(struct act *a, const struct says_part *x,
    const struct eng_eval *ev, struct strbuf *b)
{
	long unit = -1, p = ev->me;
	int l[2], nl, st;

	if (x->x.text != NULL && (st = eng_eval(&x->x, ev, &unit, a->d)))
		return st;
	if (x->y.text != NULL && (st = eng_eval(&x->y, ev, &p, a->d)))
		return st;
	if (p < 0 || p >= a->st->nplayers)
		return ST_OK;	/* nobody: no chiefs */
	nl = eng_chiefs_acting(a->rs, a->st, (int)p, l);
	for (int k = 0; k < nl; k++) {
		long v = eng_chief_mod(a->rs, l[k], x->mod, unit);
		if (v != 0 && rs_chief_mod_flag(x->mod)) {
			sb_printf(b, ", %s: %s", RS_CHIEF(a->rs, l[k])->name,
			    rs_chief_mod_name(a->rs, x->mod));
			break;
		}
		if (v != 0)
			sb_printf(b, ", %s %+ld", RS_CHIEF(a->rs, l[k])->name,
			    v);
	}
	return ST_OK;
}

/* @players EXPR: the players still in the game for whom EXPR (with who
 * bound to each, as count_players binds it) is not 0, in seat order,
 * "A, B"; "nobody" for none.  @turnplayers EXPR: the same in turn
 * order. */
static int
players_where(struct act *a, const struct says_part *x,
    const struct eng_eval *ev, struct strbuf *b)
{
	struct eng_eval e = *ev;
	int n = 0, st;

	for (int i = 0; i < a->st->nplayers; i++) {
		/* @turnplayers: in turn order (seat order without one) */
		int p = x->fn == FN_TURNPLAYERS && a->st->norder ==
		    a->st->nplayers ? a->st->order[i] : i;
		long v;
		if (a->st->players[p].out)
			continue;
		e.who = p;
		if ((st = eng_eval(&x->x, &e, &v, a->d)) != ST_OK)
			return st;
		if (v != 0)
			sb_printf(b, "%s%s", n++ ? ", " : "", pname(a, p));
	}
	if (n == 0)
		sb_add(b, "nobody");
	return ST_OK;
}

/* @regions EXPR, @regionvalues EXPR: the regions of the board for which
 * EXPR (with here bound to each, as sum_regions binds it) is not 0, in
 * the board's order, by their ids, "c4, d5"; with values, each followed
 * by EXPR's value, "c4 1, d5 2"; "nowhere" for none.  @regionterms EXPR:
 * the terms they add to a sum, each ", +N for the NAME" (a place by its
 * name), nothing for none. */
static int
regions_where(struct act *a, const struct says_part *x,
    const struct eng_eval *ev, struct strbuf *b)
{
	struct eng_eval e = *ev;
	int n = 0, st;

	for (int r = 0; r < state_regions(a->st); r++) {
		long v;
		e.here = r;
		if ((st = eng_eval(&x->x, &e, &v, a->d)) != ST_OK)
			return st;
		if (v == 0)
			continue;
		if (x->fn == FN_REGIONTERMS) {
			sb_printf(b, ", %+ld for the %s", v,
			    a->st->board->name == NULL && r <
			    a->rs->board.places.n ? RS_PLACE(a->rs, r)->name :
			    state_region_id(a->st, a->rs, r));
			continue;
		}
		sb_printf(b, "%s%s", n++ ? ", " : "",
		    state_region_id(a->st, a->rs, r));
		if (x->fn == FN_REGIONVALUES)
			sb_printf(b, " %ld", v);
	}
	if (n == 0 && x->fn != FN_REGIONTERMS)
		sb_add(b, "nowhere");
	return ST_OK;
}

/* @piecevalues EXPR: the pieces tracked one by one on the board for
 * which EXPR (with piece bound to each, as sum_pieces binds it) is not 0,
 * in the board's order, each by its id followed by EXPR's value,
 * "steel-colossus-1 1, ghost-2 2"; "none" for none. */
static int
piece_values(struct act *a, const struct says_part *x,
    const struct eng_eval *ev, struct strbuf *b)
{
	const struct track *t = a->st->board != NULL ? &a->st->board->track :
	    NULL;
	struct eng_eval e = *ev;
	int n = 0, st;

	for (int i = 0; t != NULL && i < t->n; i++) {
		char id[PIECE_ID_SIZE];
		long v;
		e.piece = i + 1;
		if ((st = eng_eval(&x->x, &e, &v, a->d)) != ST_OK)
			return st;
		if (v == 0)
			continue;
		piece_id(a->rs, &t->v[i], id, sizeof id);
		sb_printf(b, "%s%s %ld", n++ ? ", " : "", id, v);
	}
	if (n == 0)
		sb_add(b, "none");
	return ST_OK;
}

/* @changed: the actor's resources that the effect changed, in the
 * ruleset's order, each "NAME BEFORE -> NOW", joined by commas; "nothing"
 * for none (and where there is no actor or nothing kept of before). */
static void
changed(struct act *a, const struct eng_eval *ev, struct strbuf *b)
{
	int n = 0;

	for (int r = 0; ev->me >= 0 && ev->before != NULL && r <
	    a->rs->resources.n && r < 64; r++) {
		long now = a->st->players[ev->me].res[r];
		if (now == ev->before[r])
			continue;
		sb_printf(b, "%s%s %ld -> %ld", n++ ? ", " : "", rname(a, r),
		    ev->before[r], now);
	}
	if (n == 0)
		sb_add(b, "nothing");
}

/* @product P, N: N of product p by its name for one or for several,
 * "1 drone", "4 barges". */
static void
product_qty(struct act *a, long p, long n, struct strbuf *b)
{
	const struct vec *v = &a->rs->mech.production.products;
	const struct product_def *d;

	if (p < 0 || p >= v->n) {
		sb_printf(b, "%ld ?", n);
		return;
	}
	d = VEC_AT(*v, struct product_def, p);
	sb_printf(b, "%ld %s", n, n == 1 && d->one != NULL ? d->one :
	    d->name);
}

/* @ranking EXPR: the players rank-players ranked, first first, each
 * followed by EXPR's value (who bound to him) in brackets, "Red (3), Blue
 * (5)"; "nobody" for none.  @ties: each pair of neighbours its criteria
 * left tied, "Red before Blue", joined by commas; "nobody" for none. */
static int
ranking(struct act *a, const struct says_part *x, const struct eng_eval *ev,
    struct strbuf *b)
{
	const struct eng_ranked *r = ev->ranked;
	struct eng_eval e = *ev;
	int n = 0, st;

	for (int i = 0; r != NULL && i < r->n; i++) {
		long v;
		if (x->fn == FN_TIES) {
			if (i + 1 < r->n && r->tied[i])
				sb_printf(b, "%s%s before %s", n++ ? ", " : "",
				    pname(a, r->who[i]), pname(a,
				    r->who[i + 1]));
			continue;
		}
		e.who = r->who[i];
		if ((st = eng_eval(&x->x, &e, &v, a->d)) != ST_OK)
			return st;
		sb_printf(b, "%s%s (%ld)", n++ ? ", " : "", pname(a,
		    r->who[i]), v);
	}
	if (n == 0)
		sb_add(b, "nobody");
	return ST_OK;
}

/* @compared: the criterion d that told the pair apart by its word (else
 * its value) and their values, "victory points 7 to 6", a none said
 * "none", and "(lower first)" after a criterion preferring low. */
static int
compared(struct act *a, const struct rank_value *c,
    const struct eng_eval *ev, const struct eng_ranked *r, int d,
    struct strbuf *b)
{
	int st;

	if (c->word == NULL)
		sb_add(b, c->value.text);
	else if ((st = eng_say_into(a, &c->tword, ev, b)) != ST_OK)
		return st;
	for (int j = r->pair; j <= r->pair + 1; j++) {
		sb_add(b, j == r->pair ? " " : " to ");
		if (r->none[j][d])
			sb_add(b, "none");
		else
			sb_addl(b, r->v[j][d]);
	}
	if (c->prefer == PREFER_LOW)
		sb_add(b, " (lower first)");
	return ST_OK;
}

/* @before: the pair of neighbours a pair line says, "Ann before Bob";
 * @pair: the same pair, "Ann and Bob".
 * @decided: the criterion that told them apart, "decided by stockpile
 * (criterion 2, lowest first): 3 against 7", named by its word (else its
 * value), a value its none made none said "none". */
static int
pair(struct act *a, const struct says_part *x, const struct eng_eval *ev,
    struct strbuf *b)
{
	const struct eng_ranked *r = ev->ranked;
	const struct rank_value *c;
	int i, d, st;

	if (r == NULL || r->pair < 0 || r->pair + 1 >= r->n)
		return ST_OK;
	i = r->pair;
	if (x->fn == FN_BEFORE || x->fn == FN_PAIR) {
		sb_printf(b, "%s %s %s", pname(a, r->who[i]), x->fn ==
		    FN_PAIR ? "and" : "before", pname(a, r->who[i + 1]));
		return ST_OK;
	}
	if (r->drawn[i] && x->fn == FN_COMPARED) {
		sb_printf(b, "tied to the end of the chain, %s drawn %ld to "
		    "%ld", value_word(a->rs), r->da[i], r->db[i]);
		return ST_OK;
	}
	if (r->drawn[i]) {
		sb_printf(b, "decided by a tie-break draw (criterion %d): %ld "
		    "against %ld", r->by != NULL ? r->by->n + 1 : 1, r->da[i],
		    r->db[i]);
		return ST_OK;
	}
	if ((d = r->decided[i]) < 0 || r->by == NULL || d >= r->by->n)
		return ST_OK;
	c = VEC_AT(*r->by, struct rank_value, d);
	if (x->fn == FN_COMPARED)
		return compared(a, c, ev, r, d, b);
	sb_add(b, "decided by ");
	if (c->word == NULL)
		sb_add(b, c->value.text);
	else if ((st = eng_say_into(a, &c->tword, ev, b)) != ST_OK)
		return st;
	sb_printf(b, " (criterion %d, %s first): ", d + 1, c->prefer ==
	    PREFER_LOW ? "lowest" : "highest");
	for (int j = i; j <= i + 1; j++) {
		if (r->none[j][d])
			sb_add(b, "none");
		else
			sb_addl(b, r->v[j][d]);
		if (j == i)
			sb_add(b, " against ");
	}
	return ST_OK;
}

int
eng_say_into(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev, struct strbuf *out)
{
	struct strbuf b;
	int st = ST_OK;

	if ((st = eng_says_ready(a->rs, t, a->d)) != ST_OK)
		return st;
	sb_init(&b);
	for (int i = 0; i < t->n; i++) {
		const struct says_part *x = &t->v[i];
		long v = 0;
		if (x->text != NULL) {
			sb_add(&b, x->text);
			continue;
		}
		if (x->fn == FN_ME) {
			sb_add(&b, pname(a, ev->me));
			continue;
		}
		if (x->fn == FN_ENTERED) {
			char id[PIECE_ID_SIZE];
			eng_piece_name(a, ev->entered, id, sizeof id);
			sb_add(&b, id);
			continue;
		}
		if (x->fn == FN_RELEASED) {
			sb_add(&b, ev->released != NULL ? ev->released :
			    "nothing");
			continue;
		}
		if (x->fn == FN_WORD) {
			sb_add(&b, rs_word_form(a->rs, (enum rs_word)x->word,
			    (enum word_form)x->form));
			continue;
		}
		if (x->fn == FN_COST) {
			sb_add(&b, ev->paid != NULL ? ev->paid : "nothing");
			continue;
		}
		if (x->fn == FN_MECHANISM) {
			/* read at the table: an overlay's or an amendment's */
			const char *m = rs_mech_text_value(a->rs, x->res,
			    x->mod);
			sb_add(&b, m != NULL ? m : "");
			continue;
		}
		if (x->fn == FN_UNKNOWN) {
			/* as rs_need_int says it, within a line; the path
			 * is three keys of the schema (mechanisms.GROUP.KEY),
			 * each shorter than SCHEMA_NAME_MAX */
			_Static_assert(3 * SCHEMA_NAME_MAX <= 128,
			    "a mechanism's path fits");
			char path[128], said[160];
			rs_mech_int_value(a->rs, x->res, x->mod, path,
			    sizeof path);
			sb_printf(&b, "'%s' is unknown (the rulebook does not "
			    "give it): supply it in an overlay ('arbiter "
			    "ruleset template %s' writes one; 'ruleset amend "
			    "FILE' adds it to this game)", rs_path_said(a->rs,
			    path, said, sizeof said), a->rs->id);
			continue;
		}
		if (x->fn == FN_COMMAND) {
			sb_add(&b, verb_word(a, eng_says_command(x->word)));
			continue;
		}
		if (x->fn == FN_USAGE) {
			eng_say_usage(a, eng_says_command(x->word), x->words,
			    &b);
			continue;
		}
		if (x->fn == FN_PLAYERS || x->fn == FN_TURNPLAYERS) {
			if ((st = players_where(a, x, ev, &b)) != ST_OK)
				break;
			continue;
		}
		if (x->fn == FN_REGIONS || x->fn == FN_REGIONVALUES ||
		    x->fn == FN_REGIONTERMS) {
			if ((st = regions_where(a, x, ev, &b)) != ST_OK)
				break;
			continue;
		}
		if (x->fn == FN_PIECEVALUES) {
			if ((st = piece_values(a, x, ev, &b)) != ST_OK)
				break;
			continue;
		}
		if (x->fn == FN_MODIFIERS) {
			if ((st = modifiers(a, x, ev, &b)) != ST_OK)
				break;
			continue;
		}
		if (x->fn == FN_MODIFIERTERMS) {
			/* a word of kind modifiers' terms for a side, each
			 * ", NOTE +N" */
			(void)eng_mod_terms(a->argv, a->argc,
			    ev->args[x->arg], x->mod, &b);
			continue;
		}
		if (x->fn == FN_FACES) {
			/* the faces the roll bound showed, as its line
			 * shows them */
			for (int f = 0; f < ev->nfaces; f++) {
				if (f > 0)
					sb_addc(&b, ' ');
				eng_face_text(a, ev->faces_die, ev->faces[f],
				    &b);
			}
			continue;
		}
		if (x->fn == FN_RANKING || x->fn == FN_TIES) {
			if ((st = ranking(a, x, ev, &b)) != ST_OK)
				break;
			continue;
		}
		if (x->fn == FN_CHANGED) {
			changed(a, ev, &b);
			continue;
		}
		if (x->fn == FN_BEFORE || x->fn == FN_DECIDED ||
		    x->fn == FN_COMPARED || x->fn == FN_PAIR) {
			if ((st = pair(a, x, ev, &b)) != ST_OK)
				break;
			continue;
		}
		if (x->fn == FN_WINNERS) {
			/* the winners as the game names them (game_winner),
			 * "nobody" while it goes on */
			char *names = game_winner(a->rs, a->st);
			sb_add(&b, names != NULL ? names : "nobody");
			free(names);
			continue;
		}
		if (x->fn == FN_CLAIMERS) {
			eng_claimers_text(a, &b);
			continue;
		}
		if (x->fn == FN_LIST) {
			/* the players' texts list-players joined */
			sb_add(&b, ev->list != NULL ? ev->list : "");
			continue;
		}
		if (x->fn == FN_SQUAD) {
			/* the counts and cargo of the squad
			 * each-squad-in-flight binds */
			eng_squad_text(a, ev, &b);
			continue;
		}
		if ((st = eng_eval(&x->x, ev, &v, a->d)) != ST_OK)
			break;
		if (x->fn == FN_DIE) {
			/* the dice a side of the round bound threw */
			if (ev->round == NULL || (v != 0 && v != 1)) {
				st = diag_set(a->d, ST_DATA, "%s: '@die' says "
				    "the dice of a side of a combat round, "
				    "attacker or defender, and none is bound "
				    "(the ruleset's error)", a->rs->id);
				break;
			}
			sb_add(&b, ev->round->die[v]);
			continue;
		}
		switch (x->fn) {
		case FN_PLAYER:
			sb_add(&b, v >= 0 && v < a->st->nplayers ?
			    a->st->players[v].name : "nobody");
			break;
		case FN_REGION:
			/* past an int: no region (not the one it wraps to) */
			sb_add(&b, state_region_id(a->st, a->rs, v < 0 || v >
			    INT_MAX ? -1 : (int)v));
			break;
		case FN_PIECE:
			sb_add(&b, v >= 0 && v < a->rs->pieces.n ?
			    RS_PIECE(a->rs, v)->name : "?");
			break;
		case FN_QTY:
			sb_add(&b, qty(a, x->res, v));
			break;
		case FN_PRODUCT:
			product_qty(a, x->arg >= 0 ? ev->args[x->arg] : x->res,
			    v, &b);
			break;
		case FN_ROLE:
			/* the role player v plays, by its name */
			sb_add(&b, v >= 0 && v < a->st->nplayers &&
			    a->st->players[v].role >= 0 ? RS_ROLE(a->rs,
			    a->st->players[v].role)->name : "without a role");
			break;
		case FN_TEXT:
			/* the words of a text word, as given (it is the
			 * last: from its place to the end); a card-id's
			 * or a site's one word */
			if (ev->act != NULL && VEC_AT(ev->act->args,
			    struct arg_def, x->arg)->kind == ARG_CHOICE) {
				/* the word chosen, as the action writes it */
				const struct vec *c = &VEC_AT(ev->act->args,
				    struct arg_def, x->arg)->choices;
				long k = ev->args[x->arg];
				sb_add(&b, k >= 1 && k <= c->n ?
				    *VEC_AT(*c, char *, k - 1) : "");
				break;
			}
			if (ev->act != NULL && VEC_AT(ev->act->args,
			    struct arg_def, x->arg)->kind == ARG_PRODUCER) {
				/* the kind's name */
				const struct vec *k =
				    &a->rs->mech.colonies.producers;
				long kind = ev->args[x->arg];
				sb_add(&b, kind >= 0 && kind < k->n ? VEC_AT(*k,
				    struct producer_kind, kind)->name : "");
				break;
			}
			if (ev->act != NULL && VEC_AT(ev->act->args,
			    struct arg_def, x->arg)->kind == ARG_CARGO) {
				/* the goods, kind by kind */
				eng_say_goods(a, ev->goods, &b);
				break;
			}
			if (ev->act != NULL && VEC_AT(ev->act->args,
			    struct arg_def, x->arg)->kind == ARG_PIECE_COUNTS) {
				/* the units, "2 Scouts, 1 Guard" */
				eng_say_units(a, ev, x->arg, &b);
				break;
			}
			if (ev->act != NULL && (VEC_AT(ev->act->args,
			    struct arg_def, x->arg)->kind == ARG_CARD_ID ||
			    VEC_AT(ev->act->args, struct arg_def,
			    x->arg)->kind == ARG_SITE || VEC_AT(ev->act->args,
			    struct arg_def, x->arg)->kind == ARG_PLACE ||
			    VEC_AT(ev->act->args, struct arg_def,
			    x->arg)->kind == ARG_TILE)) {
				sb_add(&b, x->arg + 1 < a->argc ?
				    a->argv[x->arg + 1] : "");
				break;
			}
			for (int k = x->arg + 1; k < a->argc; k++)
				sb_printf(&b, "%s%s", k > x->arg + 1 ? " " : "",
				    a->argv[k]);
			break;
		case FN_CHIEF:
			/* a chief by its index, by its name */
			sb_add(&b, v >= 0 && v < a->rs->chiefs.n ?
			    RS_CHIEF(a->rs, v)->name : "no chief");
			break;
		case FN_GROUP:
			/* a group of regions, by its name */
			sb_add(&b, eng_group_name(a->rs, v));
			break;
		case FN_GROUPID:
			/* a group of regions, by its id */
			sb_add(&b, eng_group_id(a->rs, v));
			break;
		case FN_S:
			sb_add(&b, v == 1 ? "" : "s");
			break;
		case FN_COUNT:
			/* a count, ? where it is unknown (below 0) */
			if (v < 0)
				sb_add(&b, "?");
			else
				sb_addl(&b, v);
			break;
		case FN_CARGO:
			/* the goods the actor's squad carries at zone v */
			eng_say_cargo(a, ev->me, v, &b);
			break;
		case FN_HELDBY:
			/* who holds a numbered zone: "Bob's", "neutral" */
			eng_say_held_by(a, v < 0 || v > INT_MAX ? -1 : (int)v,
			    &b);
			break;
		case FN_PARTIES:
			/* the parties in a numbered zone's orbit */
			eng_say_parties(a, v < 0 || v > INT_MAX ? -1 : (int)v,
			    &b);
			break;
		case FN_VERB:
			/* a verb's ending for v doers: "wins", "win" */
			sb_add(&b, v == 1 ? "s" : "");
			break;
		case FN_WORDS:
			/* the concept's word for v of it */
			sb_add(&b, rs_word(a->rs, (enum rs_word)x->word, v));
			break;
		case FN_NAME:
			sb_add(&b, eng_region_name(a, v < 0 || v > INT_MAX ?
			    -1 : (int)v));
			break;
		case FN_UNIT:
			sb_add(&b, v >= 0 && v < a->rs->units.n ?
			    RS_UNIT(a->rs, v)->name : "?");
			break;
		case FN_BODY:
			sb_add(&b, v >= 0 && v < a->rs->board.bodies.n ?
			    RS_BODY(a->rs, v)->name : "?");
			break;
		case FN_FACTION:
			sb_add(&b, v >= 0 && v < a->rs->factions.n ?
			    RS_FACTION(a->rs, v)->name : "no faction");
			break;
		case FN_TRACKED: {
			/* a tracked piece's id (eng_piece_name: "?" for
			 * none) */
			char id[PIECE_ID_SIZE];
			eng_piece_name(a, v < 0 || v > INT_MAX ? -1 : (int)v,
			    id, sizeof id);
			sb_add(&b, id);
			break;
		}
		case FN_KINDOF:
			/* a tracked piece's kind by its name: a unit's, or
			 * its chief's */
			sb_add(&b, a->st->board != NULL && v >= 0 && v <
			    a->st->board->track.n ? kind_name(a->rs,
			    a->st->board->track.v[v].kind) : "?");
			break;
		case FN_RESOURCE:
			/* a resource by its index, by its name */
			sb_add(&b, v >= 0 && v < a->rs->resources.n ?
			    rname(a, (int)v) : "?");
			break;
		case FN_CHIEFTEXT:
			eng_say_chieftext(a, v, &b);
			break;
		case FN_CARDVALUE:
			/* the cards' value v (1 or 2) by the game's name */
			sb_add(&b, v == 1 || v == 2 ? rs_card_value(a->rs,
			    (int)v - 1) : "?");
			break;
		case FN_SITE:
			/* the round's site v (from 1), by its name */
			sb_add(&b, a->st->cards != NULL && v >= 1 && v <=
			    a->st->cards->nsites ? a->st->cards->sites[v -
			    1].name : "?");
			break;
		case FN_STEP: {
			/* a step of the dice-pool combat by its name (from
			 * 1), retreat for 0 (fight(step) once the round's
			 * steps are over) */
			const struct combat_decl *cd = rs_pool_combat(a->rs);
			sb_add(&b, v == 0 ? "retreat" : cd != NULL && v >= 1 &&
			    v <= cd->steps.n ? *VEC_AT(cd->steps, char *,
			    v - 1) : "?");
			break;
		}
		case FN_TERRITORY:
			/* a territory with its tile or home: "c4 (Silver
			 * Deposit)"; another board's region by its id */
			sb_add(&b, v < 0 || v >= state_regions(a->st) ? "?" :
			    a->st->terr != NULL ? tname(a, (int)v) :
			    state_region_id(a->st, a->rs, (int)v));
			break;
		case FN_TERM:
			/* a term of a sum: ", +N WORDS", nothing for 0 */
			if (v != 0)
				sb_printf(&b, ", %+ld %s", v, x->words);
			break;
		default:
			sb_addl(&b, v);
			break;
		}
	}
	if (st == ST_OK && b.len > 0)
		sb_add(out, sb_str(&b));
	sb_release(&b);
	return st;
}

void
eng_face_text(const struct act *a, const char *die, long f, struct strbuf *b)
{
	const char *sym = die != NULL && rs_die_symbols(a->rs, die) ?
	    rs_symbol_name(a->rs, f) : NULL;

	if (sym != NULL)
		sb_add(b, sym);
	else
		sb_addl(b, f);
}

int
eng_say(struct act *a, const struct says_tpl *t, const struct eng_eval *ev)
{
	struct strbuf b;
	int st;

	sb_init(&b);
	st = eng_say_into(a, t, ev, &b);
	if (st == ST_OK && b.len > 0)
		report_line(a->rep, "%s", sb_str(&b));
	sb_release(&b);
	return st;
}
