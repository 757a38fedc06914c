/* decl_deck.h: a deck a ruleset declares (decks: id ->) and the slots
 * the state keeps for it.  One of the parts of decl.h, which the program
 * includes. */
#ifndef ARBITER_DECL_DECK_H
#define ARBITER_DECL_DECK_H

#include "core/base/schema.h"

/* A deck, bag or cup drawn without replacement (see man/arbiter-ruleset.5,
 * "decks").  A counted deck knows only how many cards it holds (its faces
 * are not told apart); a tracked one holds items by kind.  The state keeps,
 * for each, how many of each kind are out of it (drawn and not put back):
 * one count for a counted deck, one per item for a tracked one.
 *
 * A tracked deck with 'piles' keeps instead where each item lies: for each
 * owner (one for the table, or every seat with 'per: player'), a count per
 * pile and item, then the count of items drawn into the hand and not yet
 * named (a hand drawn unseen).  Its items start in its first pile, the draw
 * pile, 'copies' times over.  A piled deck whose top item lies face up
 * ('face-up') keeps after that count the item known to be on top, or -1. */
enum deck_discard { DECK_BACK, DECK_OUT, DECK_PILE };
enum deck_per { DECK_PER_TABLE, DECK_PER_PLAYER };
enum deck_kinds { DECK_KINDS_ITEMS, DECK_KINDS_CARDS, DECK_KINDS_SITES };

/* A dealt deck ('deal': a counted deck whose size is valued when the game
 * starts) keeps these slots: the cards left in it, whether its final card
 * is still to come ('final'), the size of the left-over pool set aside at
 * the deal ('left-over'), then for each item (with 'kinds: sites', the
 * cards of the site catalogue) what is known of it (enum deck_known). */
enum deck_dealt { DEALT_LEFT, DEALT_FINAL, DEALT_LEFT_OVER, DEALT_KNOWN };
enum deck_known { KNOWN_NOT, KNOWN_DRAWN, KNOWN_LEFT_OVER };

#define DECK_TRACKED (-1L)	/* size of a deck that is not counted */
#define DECK_OWNERS_MAX 16	/* = MAX_PLAYERS of state.h */
#define HAND_PILES_MAX 12	/* piles of the deck of hands: a column each
				   in status (cli/status_cards.c) */

struct deck_def {		/* decks: id -> */
	char *name;
	long size;		/* counted: cards at the start (may be
				   unknown); DECK_TRACKED: tracked */
	struct sref hand;	/* counted: the resource drawn cards go to */
	struct vec items;	/* tracked: dict item -> long: what it holds
				   at the start; an item that is a resource's
				   id goes to that resource of the player who
				   draws it */
	int discard;		/* enum deck_discard: where played or
				   returned items go */
	int per;		/* enum deck_per: whose deck it is */
	struct vec piles;	/* list of char *: where its items lie; the
				   first is drawn from (none: not piled) */
	long hand_size;		/* items a hand is drawn to (0: none) */
	int unseen_hand;	/* a hand drawn is not known until its items
				   are named */
	struct sexpr copies;	/* items at the start are this many times
				   'items' (none: once) */
	int kinds;		/* enum deck_kinds: DECK_KINDS_CARDS: its
				   items are every card of 'cards', in that
				   order (those 'items' does not give start
				   at 0; rs_decks_kinds) */
	int face_up;		/* piled: the top item of its draw pile is
				   seen by all: the GM enters it as it is
				   turned over, and a take takes it */
	int shuffled;		/* piled: its kinds are mixed, so the top
				   is not known until entered; else each
				   kind lies in a pile of its own */
	struct sexpr deal;	/* dealt: the cards in it at the start,
				   valued then (none: not dealt) */
	int final;		/* dealt: a final card lies under them,
				   drawn last */
	struct sexpr left_over;	/* dealt: the cards set aside unseen at
				   the deal, drawn for tie-breaks */
};

#endif
