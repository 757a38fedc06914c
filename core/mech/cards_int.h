/* cards_int.h: what the files of the card mechanisms share (decks and
 * the final standings: game_decks.c, game_standings.c; the sites' ranking
 * is the engine's, engine_rank.h), and cards_base.c below them all. */
#ifndef ARBITER_CARDS_INT_H
#define ARBITER_CARDS_INT_H

#include "core/state/cards.h"
#include "core/mech/game_int.h"
#include "core/engine/engine_rank.h"

/* Words for people, from the ruleset. */
const char *card_name(const struct ruleset *rs, int k);
/* The set-up for n players (mechanisms.claims.by-players), or NULL. */
const struct claims_count *claims_count_for(const struct ruleset *rs, int n);

/* The final standings (game_standings.c): ranked, their first place made the
 * state's winners (jointly when tied); or, while a tie waits for a draw
 * arbiter cannot make, the card state left scoring. */
int cards_final_ranking(struct act *a, struct draws *dr);


#endif
