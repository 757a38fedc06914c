/* decl_hand_played.c: the ruleset check of move-cards to played, a
 * player's hand (drawn unseen from the deck of hands) put under the
 * numbered sites of the round as a word of kind items of cards under
 * site heads names them (core/engine/engine_commit.c; a word of kind
 * commitment of before is one, ruleset_commitment.c). */
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* A word of kind items names the cards under the sites: cards under
 * site heads, one flag at most (it turns a card round), no fields. */
static int
items_under_sites(const struct arg_def *w, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	if (eng_item_kind(w) == ITEM_CARD && w->under.present &&
	    w->under.kind == ARG_SITE && w->flags.n <= 1 && w->fields.n == 0)
		return 0;
	return ERR(*pos, "'%s.cards': the items of '%s' go under the sites: "
	    "declare it '{name: %s, kind: items, item: card, under: {kind: "
	    "site}}', with at most one flag (it turns a card round) and no "
	    "fields", path, w->name, w->name);
}

int
eng_check_hand_played(const struct ruleset *rs, const struct action_def *act,
    struct eff_move_cards *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def,
	    x->deck.i);
	int bad = 0;

	x->to_pile = MOVE_PLAYED;
	x->w_cards = x->w_player = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': move-cards to played takes the words of "
		    "an action (a player and the cards put under each site); "
		    "a phase has none", path);
	if (!rs->mech.claims.present || x->deck.i != rs_hand_deck(rs))
		bad += ERR(*pos, "'%s.to': played are the cards laid at the "
		    "sites of the card mechanisms, of the deck drawn into "
		    "hands: it needs mechanisms.claims and that deck (decks: "
		    "'per: player', 'kinds: cards', 'unseen-hand: true')",
		    path);
	if (strcmp(x->from, "hand") != 0 || (x->from_pile = rs_deck_pile(k,
	    "hand")) < 0)
		bad += ERR(*pos, "'%s.from': the cards put under the sites are "
		    "the whole hand, drawn unseen: write 'from: hand' (a deck "
		    "with the pile hand)", path);
	/* a word of kind player is read as given (the commonest), any
	 * other expression compiled */
	if (x->player.text == NULL)
		bad += ERR(*pos, "'%s': whose hand goes under the sites? "
		    "('player: PLAYER', a word of kind player or an "
		    "expression)", path);
	else if ((x->w_player = decl_arg_of_kind(act, x->player.text,
	    ARG_PLAYER)) < 0)
		bad += eng_compile_key(&x->player, path, "player", rs, act,
		    in_roll, errs);
	if (x->cards == NULL)
		return bad + ERR(*pos, "'%s': which cards go under which "
		    "site? ('cards: WORD', a word of the action of kind items, "
		    "cards under site heads)", path);
	if (decl_effect_word(act, "move-cards", x->cards, ARG_ITEMS, "cards",
	    &x->w_cards, path, pos, errs))
		return bad + 1;
	return bad + items_under_sites(VEC_AT(act->args, struct arg_def,
	    x->w_cards), path, pos, errs);
}
