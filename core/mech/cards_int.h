/* cards_int.h: what the files of the card mechanisms share (the decks:
 * game_decks.c; the sites' ranking and the final standings are the
 * engine's, engine_rank.h and rank-players), and cards_base.c below them
 * all. */
#ifndef ARBITER_CARDS_INT_H
#define ARBITER_CARDS_INT_H

#include "core/state/cards.h"
#include "core/mech/game_int.h"
#include "core/engine/engine_rank.h"

/* Words for people, from the ruleset. */
const char *card_name(const struct ruleset *rs, int k);
/* The set-up for n players (mechanisms.claims.by-players), or NULL. */
const struct claims_count *claims_count_for(const struct ruleset *rs, int n);


#endif
