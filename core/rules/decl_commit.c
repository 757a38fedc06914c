/* decl_commit.c: the ruleset check of a word of kind commitment (the
 * sites of the round and the cards a player puts under each, every word
 * left), read by a move-cards to played (decl_hand_played.c,
 * core/engine/engine_commit.c). */
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
		if (e->move_cards.present && e->move_cards.cards != NULL &&
		    strcmp(e->move_cards.cards, x->name) == 0)
			return 0;
	}
	return ERR(a->args.pos[k], "'actions.%s.args': the commitment '%s' "
	    "is read by a move-cards to played of the action, and none does: "
	    "add 'move-cards: {deck: DECK, from: hand, to: played, player: "
	    "PLAYER, cards: %s}' to its effects", id, x->name, x->name);
}
