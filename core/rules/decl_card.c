/* decl_card.c: the ruleset check of the words of kind values (a card's
 * values V1/V2, in the order and the names of card-values) and of the
 * effect set-card that gives the values the ruleset leaves unknown
 * (core/engine/engine_card.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
rs_cards_kept(const struct ruleset *rs)
{
	return rs_hand_deck(rs) >= 0 || rs->mech.claims.present;
}

/* Does an effect of v (not within others: set-card is no effect of a
 * roll or a condition) read the word called name? */
static int
read_by(const struct vec *v, const char *name)
{
	for (int i = 0; i < v->n; i++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def,
		    i);
		const struct eff_card *c = &e->set_card;
		if (eng_effect_holds(e, offsetof(struct effect_def,
		    set_card)) && c->present && ((c->values != NULL &&
		    strcmp(c->values, name) == 0) || (c->turned != NULL &&
		    strcmp(c->turned, name) == 0)))
			return 1;
	}
	return 0;
}

int
eng_check_values_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];

	if (x->kind == ARG_RESOLVED)
		return eng_check_resolved_word(a, id, k, errs);
	if (x->kind == ARG_NUMBER && x->dflt != ARG_NO_DEFAULT)
		return ERR(*pos, "'actions.%s.args': '%s' is 'optional' and has "
		    "a 'default': a number left out takes its default, written "
		    "in the log, or, optional, is 0 and not written; keep one "
		    "of them", id, x->name);
	if (x->kind == ARG_NUMBER && a->repeat > 0)
		return ERR(*pos, "'actions.%s.args': '%s' is an optional "
		    "number, and the action's words are given again (repeat): "
		    "give it a 'default' instead", id, x->name);
	if (x->kind == ARG_PLAYER && (x->turn || x->none || a->repeat > 0))
		return ERR(*pos, "'actions.%s.args': '%s' is an optional "
		    "player, left out nobody: it cannot also be the player "
		    "whose turn it is (turn), take 'none' or be given again "
		    "(repeat); keep 'optional' alone", id, x->name);
	if (x->kind == ARG_NUMBER || x->kind == ARG_CARGO ||
	    x->kind == ARG_PLAYER || x->kind == ARG_TARGETS ||
	    x->kind == ARG_DRAWS || x->kind == ARG_SITE ||
	    x->kind == ARG_ITEMS)
		return 0;	/* no items: none; no goods: none
				   (decl_cargo.c); no units:
				   the default order (decl_combat_side.c); no
				   draws: none given (rank-players) */
	if (x->kind != ARG_VALUES)
		return ERR(*pos, "'actions.%s.args': '%s' is of kind %s: only "
		    "a word of kind values, items, resolved, "
		    "draws, site, number, cargo, player or targets may be "
		    "'optional' (a "
		    "number left out is then 0, a player nobody, and neither "
		    "is written in the log)", id, x->name,
		    eng_arg_kind_names[x->kind]);
	if (rs->cards.n <= 0)
		return ERR(*pos, "'actions.%s.args': a values word gives a "
		    "card's values and needs cards (cards)", id);
	if (a->repeat > 0)
		return ERR(*pos, "'actions.%s.args': '%s' is of kind values, "
		    "which its effect reads in its place: no words of the "
		    "action are given again (repeat)", id, x->name);
	if (!read_by(&a->effects, x->name))
		return ERR(*pos, "'actions.%s.args': the values '%s' are read "
		    "by the effect set-card of the action, and none does: "
		    "add 'set-card: {card: CARD, values: %s}' to its effects",
		    id, x->name, x->name);
	return 0;
}

/* The word of act called name, of kind, into *at; the number of errors. */
static int
word_of(const struct action_def *act, const char *name, int kind,
    const char *what, int *at, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	return decl_effect_word(act, "set-card", name, kind, what, at, path, pos,
	    errs);
}

int
eng_check_set_card(const struct ruleset *rs, const struct action_def *act,
    struct eff_card *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_card = x->w_values = x->w_turned = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': set-card takes the words of an action "
		    "(a card and its values); a phase has none", path);
	if (!rs_cards_kept(rs))
		return ERR(*pos, "'%s': set-card gives the values of a card "
		    "the game keeps, and this game keeps none: give it a "
		    "deck of hands (decks: 'per: player' with piles and "
		    "'unseen-hand') or mechanisms.claims", path);
	bad = word_of(act, x->card, ARG_CARD, "card", &x->w_card, path, pos,
	    errs) + word_of(act, x->values, ARG_VALUES, "values",
	    &x->w_values, path, pos, errs);
	if (x->turned != NULL)
		bad += word_of(act, x->turned, ARG_VALUES, "turned",
		    &x->w_turned, path, pos, errs);
	if (x->w_values >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_values)->kind == ARG_VALUES && VEC_AT(act->args,
	    struct arg_def, x->w_values)->none)
		bad += ERR(*pos, "'%s': '%s' takes 'none', which only the "
		    "values turned round may be (it cannot turn): drop its "
		    "'none'", path, x->values);
	if (x->w_values >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_values)->optional)
		bad += ERR(*pos, "'%s': '%s' may be left out, and set-card "
		    "needs the card's values: only the values turned round "
		    "may be 'optional'", path, x->values);
	return bad;
}
