/* decl_commit.c: the ruleset check of a word of kind commitment (the
 * sites of the round and the cards a player puts under each, every word
 * left) and of the effect commit that reads it
 * (core/engine/engine_commit.c). */
#include <string.h>

#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_commitment_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);

	if (decl_word_last(a, id, k, errs))
		return 1;
	for (int i = 0; i < a->effects.n; i++) {
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, i);
		if (e->commit.present && e->commit.cards != NULL &&
		    strcmp(e->commit.cards, x->name) == 0)
			return 0;
		if (e->move_cards.present && e->move_cards.cards != NULL &&
		    strcmp(e->move_cards.cards, x->name) == 0)
			return 0;
	}
	return ERR(a->args.pos[k], "'actions.%s.args': the commitment '%s' "
	    "is read by a move-cards to played of the action, or the effect "
	    "commit, and none does: add 'move-cards: {deck: DECK, from: hand, "
	    "to: played, player: PLAYER, cards: %s}' to its effects", id,
	    x->name, x->name);
}

/* The word of act called name, of kind, into *at; the number of errors. */
static int
word_of(const struct action_def *act, const char *name, int kind,
    const char *what, int *at, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	return decl_effect_word(act, "commit", name, kind, what, at, path, pos,
	    errs);
}

int
eng_check_commit(const struct ruleset *rs, const struct action_def *act,
    struct eff_commit *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_player = x->w_cards = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': commit takes the words of an action (a "
		    "player and the cards put under each site); a phase has "
		    "none", path);
	bad = word_of(act, x->player, ARG_PLAYER, "player", &x->w_player,
	    path, pos, errs) + word_of(act, x->cards, ARG_COMMITMENT,
	    "cards", &x->w_cards, path, pos, errs);
	if (!rs->mech.claims.present || rs_hand_deck(rs) < 0)
		bad += ERR(*pos, "'%s': commit puts a hand drawn from a deck "
		    "of hands under the sites of the round: it needs "
		    "mechanisms.claims and a deck of hands (decks: 'per: "
		    "player' with piles and 'unseen-hand')", path);
	return bad;
}
