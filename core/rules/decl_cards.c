/* decl_cards.c: the ruleset check of the effects that move cards between
 * the piles of a deck (move-cards), draw a hand unseen (draw with
 * 'unseen'), and the refusal of the flags a text of before had for them where the load
 * could not declare them (ruleset_cards.c). */
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The place of pile id among deck d's, into *at; 0, else 1 with the
 * error. */
static int
pile_of(const struct ruleset *rs, int d, const char *id, const char *key,
    int *at, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def, d);
	char piles[200] = "";

	if ((*at = rs_deck_pile(k, id)) >= 0)
		return 0;
	for (int i = 0; i < k->piles.n; i++) {
		const char *pile = *VEC_AT(k->piles, char *, i);
		if (strlen(piles) + strlen(pile) + 3 < sizeof piles) {
			strcat(piles, i ? ", " : "");
			strcat(piles, pile);
		}
	}
	return ERR(*pos, "'%s.%s': deck '%s' has no pile '%s': write one of "
	    "its piles (%s)%s", path, key, rs->decks.ids[d], id, piles,
	    strcmp(key, "from") == 0 && rs->mech.claims.present &&
	    d == rs_hand_deck(rs) ? ", or played" : "");
}

int
eng_check_move_cards(const struct ruleset *rs, const struct action_def *act,
    struct eff_move_cards *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	const struct deck_def *k;
	int d = x->deck.i, bad = 0;

	if (d < 0)	/* the schema said which deck is missing */
		return 1;
	k = VEC_AT(rs->decks, struct deck_def, d);
	if (k->piles.n <= 0)
		return ERR(*pos, "'%s': deck '%s' lies in no piles: move-cards "
		    "moves cards between the piles of a deck with 'piles'",
		    path, rs->decks.ids[d]);
	if (strcmp(x->to, "played") == 0)
		return eng_check_hand_played(rs, act, x, path, pos, in_roll,
		    errs);
	if (x->cards != NULL)
		bad += ERR(*pos, "'%s.cards': the cards named go under the "
		    "sites, 'to: played'; a move between piles moves every "
		    "card: take 'cards' out", path);
	if (strcmp(x->from, "played") == 0) {
		x->from_pile = MOVE_PLAYED;
		if (!rs->mech.claims.present || d != rs_hand_deck(rs))
			bad += ERR(*pos, "'%s.from': played are the cards "
			    "laid at the sites of the card mechanisms, of the "
			    "deck drawn into hands: it needs mechanisms.claims "
			    "and that deck (decks: 'per: player', 'kinds: "
			    "cards', 'unseen-hand: true')", path);
	} else
		bad += pile_of(rs, d, x->from, "from", &x->from_pile, path,
		    pos, errs);
	bad += pile_of(rs, d, x->to, "to", &x->to_pile, path, pos, errs);
	if (bad == 0 && x->from_pile == x->to_pile)
		bad += ERR(*pos, "'%s': the cards go from the pile '%s' to the "
		    "same pile: name another 'to'", path, x->to);
	if (x->player.text != NULL)
		bad += eng_compile_key(&x->player, path, "player", rs, act,
		    in_roll, errs);
	return bad;
}

int
eng_check_draw_unseen(const struct ruleset *rs, int d, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	const struct deck_def *k = VEC_AT(rs->decks, struct deck_def, d);

	if (!k->unseen_hand || rs_deck_pile(k, "hand") < 0)
		return ERR(*pos, "'%s.unseen': deck '%s' draws no hand unseen: "
		    "give it the piles draw and hand and 'unseen-hand: true', "
		    "or take 'unseen' out", path, rs->decks.ids[d]);
	return 0;
}

int
eng_check_cards_before(const struct effect_def *e, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	int dp;

	if (EK_IS(e, draw_hand))
		return ERR(*pos, "'%s.draw-hand': draw-hand is of a text of "
		    "before, declared at load only in a ruleset with a deck "
		    "drawn into hands (decks: 'per: player', 'kinds: cards', "
		    "'unseen-hand: true', piles with hand): declare the deck, "
		    "or draw the hand with 'draw: {deck: DECK, count: "
		    "hand_size(DECK), unseen: true}'", path);
	dp = EK_IS(e, discard_played);
	return ERR(*pos, "'%s.%s': %s is of a text of before, declared at "
	    "load only in a ruleset with mechanisms.claims: declare the card "
	    "mechanisms, or write %s", path, dp ? "discard-played" :
	    "clear-sites", dp ? "discard-played" : "clear-sites", dp ?
	    "'move-cards: {deck: DECK, from: played, to: discard}' and "
	    "'move-cards: {deck: DECK, from: hand, to: discard}'" :
	    "'clear-round-sites: true' (after each-site, for a line at "
	    "each site)");
}
