/* engine_cards.h: decks, cards, hands, and the round's sites with their
 * sub-locations and claims. */
#ifndef ARBITER_ENGINE_CARDS_H
#define ARBITER_ENGINE_CARDS_H

#include "core/engine/engine_eval.h"

/* The effects draw and return (engine_deck.c). */
int eng_deck_draw(struct act *a, const struct eff_bag *x,
    const struct eng_eval *ev);
int eng_deck_return(struct act *a, const struct eff_bag *x,
    const struct eng_eval *ev);

/* Player p draws up to n cards from dealt deck d into its hand, the final
 * card last (why in the line, as deck_draw; engine_draw.c). */
int eng_draw_dealt(struct act *a, int d, int p, long n, const char *why);

/* A draw with 'refuse-empty' from a deck that holds nothing: refused
 * (ST_OK when it may go on). */
int eng_draw_empty(struct act *a, const struct eff_bag *x);

/* Does a draw throw dice (from a tracked deck, an item at random)?  A
 * counted or dealt deck's cards are all alike. */
int eng_draw_throws(const struct ruleset *rs, const struct eff_bag *x);

/* The words of kind deck (a supply deck by its id, or by a sub-location
 * kind producing from it) and card, into *out, canonical; and the effect
 * set-top (engine_top.c). */
int eng_deck_word(struct act *a, const char *w, long *out);
int eng_card_word(struct act *a, const char *w, int list, long *out);

/* The refusal of w, none of the round's sites, listing them
 * (engine_commit.c). */
int eng_no_site(struct act *a, const char *w);

/* How buy-sub-locations writes a sub-location, "KIND[:COST][:CARD]", for
 * its refusals and the usage of the word it reads (engine_buy_subs.c). */
extern const char eng_buy_subs_shape[];

int eng_set_top(struct act *a, const struct eff_top *x,
    const struct eng_eval *ev);

/* The effect set-card: a card's values the ruleset leaves unknown, from
 * the words of kind values (engine_card.c). */
int eng_set_card(struct act *a, const struct eff_card *x,
    const struct eng_eval *ev);

/* Player p's hand put under the sites as the word of kind items at
 * place w_cards names them (engine_commit.c); move-cards to played,
 * which runs it (engine_hand_played.c). */
int eng_hand_commit(struct act *a, int p, int w_cards,
    const struct eng_eval *ev);
int eng_hand_played(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* The site card of the text word at place w_site (read after the
 * requirements) laid as the next site of the round, drawn, named or
 * entered (draw with 'card', engine_reveal.c), its count of words
 * checked; a site cleared (engine_sites.c); one
 * entered from the words NAME VALUE LOCATION... at w[1] for the command
 * verb (engine_reveal_inline.c). */
struct site;
int eng_site_lay(struct act *a, int w_site, const struct eng_eval *ev);

/* The id of the action act running an effect, the command's name
 * ("reveal" for none: engine_reveal.c). */
const char *eng_action_verb(const struct ruleset *rs,
    const struct action_def *act);
void eng_site_clear(struct site *s);
int eng_reveal_inline(struct act *a, const char *verb, const char *const *w,
    struct site *x);

/* The effect buy-sub-locations: a player's landing at the site being
 * resolved (engine_buy_subs.c). */
int eng_buy_subs(struct act *a, const struct eff_buy_subs *x,
    const struct eng_eval *ev);

/* A sub-location named KIND[:COST][:CARD] at location l of site x
 * (engine_sub_take.c): which one (the first not in *bits, then added),
 * the card named; as the log keeps it; one that scores or takes a
 * garrison taken by player p at site s, what happened appended to b. */
struct sub_pick {
	int sub;		/* index at the location */
	int card;		/* the card named, or -1 */
	long cost;		/* the cost named, or -1 */
};
struct site;
struct sub_kind_def;

/* The sub-location of kind kind (of cost cost, -1: any) at location l of
 * x that player p takes, word w, the card named in out->card (-1: none):
 * refused when none is left, its costs differ and none is named, or it
 * takes no card and one is named, a location called loc (the effect's
 * location-name, or "location"). */
int eng_sub_pick(struct act *a, const struct site *x, int l, int p,
    uint64_t *bits, const char *w, int kind, long cost, const char *loc,
    struct sub_pick *out);
int eng_sub_score(struct act *a, int s, int p, const struct sub_kind_def *k,
    long cost, struct strbuf *b);
int eng_sub_garrison(struct act *a, int s, int p, const char *id, int card,
    struct strbuf *b);

/* Player p takes the top card of the supply deck that sub-location kind
 * produces from, into the discard pile: *card when named (-1: the card
 * seen face up, or for a face-down deck one drawn), set to the card
 * taken; what happened is appended to b (engine_supply_take.c). */
int eng_supply_take(struct act *a, int p, int kind, int *card,
    struct strbuf *b);

/* Cards kept and players done (engine_keep.c): a word of kind card-id
 * (its value the piece it names, or -1), the effects keep-card and
 * mark-done. */
int eng_card_id_word(struct act *a, const struct arg_def *x, const char *s,
    long *out);
int eng_keep_card(struct act *a, const struct eff_keep *x,
    const struct eng_eval *ev);
int eng_mark_done(struct act *a, const struct sexpr *x,
    const struct eng_eval *ev);

/* move-cards: every card of a pile of a deck's (or those played at the
 * sites) onto another pile, each owner's on his own, e->says said when
 * any moved (engine_round_cards.c). */
int eng_move_cards(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* The effect draw with 'unseen': the actor draws a hand of n unseen from
 * deck d (with unseen-hand), of the card mechanisms' deck not committed
 * yet, and the line says how (engine_hand.c). */
int eng_draw_unseen(struct act *a, int d, long n,
    const struct eng_eval *ev);

/* each-site: its effects for every site of the round, in order, site
 * bound to its number from 1 (engine_each_site.c). */
int eng_each_site(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);

/* clear-round-sites: the round's sites off the table, the cards still
 * played there as how (enum clear_sites) says (engine_clear_round_sites.c). */
int eng_clear_round_sites(struct act *a, int how);

/* kept(PLAYER, WORD) and kept(PLAYER) of expressions: 1 when the player
 * keeps the card the word names, how many he keeps (engine_kept_value.c);
 * 0 for nobody. */
int eng_kept_value(const struct eng_eval *ev, const struct expr_sym *s,
    long p, long *out, char *err, size_t n);

/* claimed(PLAYER, KEY) of expressions, key an enum claimed_key (names.h):
 * 0 for nobody (engine_claimed.c). */
long eng_claimed_value(const struct ruleset *rs, const struct state *st,
    long p, int key);

/* rank-players into claim-order (engine_claim_order.c): the players with
 * cards under the current site of the round, in seat order (*n of at most
 * max; refused where no site waits to be resolved), and their order made
 * the site's order of claims, the site resolved. */
int eng_claim_order_who(struct act *a, int *who, int max, int *n);
int eng_claim_order_into(struct act *a, const int *who, int n);

/* @claimers: the players in the order they claim at the current site of
 * the round, joined by commas; "nobody" for none (engine_claim_order.c). */
void eng_claimers_text(struct act *a, struct strbuf *b);

/* A word of kind site (engine_site_word.c): a site of the round by its
 * number or id, its number from 1 logged, 0 (the word logged as given)
 * for one naming none; left out (w's left-out, logged, else 0); and
 * whether word k of x given as s is 'draw' where an optional site word
 * is followed by the draws, which then begin there. */
int eng_site_word(struct act *a, const char *s, long *out);
int eng_site_left_out(struct act *a, const struct arg_def *w,
    const struct eng_eval *ev, long *out);
int eng_site_left_draw(const struct action_def *x, int k, const char *s);

/* brought(PLAYER, KEY) of expressions, key an enum brought_key (names.h):
 * 0 for nobody or no current site; EXPR_UNKNOWN with the message in err
 * for a card of unknown values (engine_brought.c). */
int eng_brought_value(const struct ruleset *rs, const struct state *st,
    long p, int key, long *out, char *err, size_t n);

/* play-cards: the words of a word of kind modifiers read, logged, their
 * cards played (engine_play_cards.c). */
int eng_play_cards(struct act *a, const struct eff_play_cards *x,
    const struct eng_eval *ev);

#endif
