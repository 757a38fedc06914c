/* rulegen.h: the ruleset fuzzer (fuzz/rulegen.c, `make fuzz-rulesets`).
 *
 * Rulesets are made by combining parts of the shipped ones (sections of one
 * grafted onto another, sections taken out) and declarations made up at
 * random (resources, dice, bags, tallies, a board, combats of every mode,
 * actions with player words, repeated words and the ledger's effects
 * (pay-player, each-player removing a region's pieces, hold, data,
 * set-home, tally, enter, the starting groups, link, leave, swap,
 * release), tiles laid (lay-tile, lay-random),
 * a card's values entered (enter-stats), what the GM enters at the table
 * (set-turn-order, set-card, set-top, relocate), time counters set
 * (set-counters), a body put on its orbit (roll-position), the arrival
 * given and an order started on a map of territories (give-arrival,
 * start-order, tiles_left(), controller()), a side's losses in orbit
 * (take-hits), the claims games' actions as texts of before have them
 * (reveal, commit, claim, resolve: rewritten at load), phase effects, an
 * order's steps,
 * options whose values rewrite the rules, victory tests; the sites walked
 * and cleared, a home made and pieces set out, a card kept, words of
 * items under heads or with fields, of resources, cards or kinds of
 * sub-location: rulegen_setout.c; a chief's ability
 * run or lent, chief_of(), chief_ability(), @chieftext:
 * rulegen_chief.c), all from one
 * seed.  Most are made to be accepted (a
 * shipped game, made-up declarations over what it has, a mechanism of
 * another game with what that names); some are made wild, and mostly
 * refused, which tests the check.  Each that 'ruleset check' accepts is
 * played, and of one it refuses, what is left when the part refused is
 * taken out (rulegen_prune.c): a game of it, begun now and then as one
 * of the game's scenarios begins (rulegen_scen.c), then commands (its
 * actions of the moment with plausible words, next, odds, status,
 * export, undo, redo...).
 */
#ifndef ARBITER_RULEGEN_H
#define ARBITER_RULEGEN_H

#include <stdint.h>

#include "core/base/strbuf.h"

/* A generator of its own (splitmix64): the same seed makes the same
 * rulesets and commands on every machine. */
struct rg {
	uint64_t s;
};

void rg_seed(struct rg *r, uint64_t seed, uint64_t iter);
uint64_t rg_next(struct rg *r);
int rg_below(struct rg *r, int n);		/* 0 .. n-1; 0 when n <= 0 */
int rg_chance(struct rg *r, int percent);
const char *rg_pick(struct rg *r, char *const *v, int n); /* NULL if n 0 */

/* A list of words (owned). */
struct words {
	char **v;
	int n;
};

void words_add(struct words *w, const char *s);
void words_free(struct words *w);

#define RG_BAGS 16

/* What the made-up declarations may name, read from the ruleset as it is
 * being made (rulegen_make.c fills it). */
struct gen {
	struct rg *r;
	struct words res, regions, groups, values, rvalues, bags, pieces;
	struct words items[RG_BAGS];	/* of each bag */
	struct words dice, faces, phases, combats, fights;
	/* tallies: one count (table or player), one per region */
	struct words tallies, rtallies;
	struct words units;		/* kinds of units (units:) */
	struct words bodies;		/* an orbit board's bodies */
	struct words tiles;		/* the tiles of a map of territories */
	struct words steps;		/* an order's steps (mechanisms.orders;
					   those of before where it lists
					   none) */
	struct words chiefs;		/* the chiefs (leaders) */
	struct words fvalues;		/* the values factions declare */
	struct words roles;		/* the roles' ids */
	struct words subkinds;		/* the sites' kinds of sub-location
					   (an items word's item: sub-kind) */
	int tracked;		/* units or leaders: pieces tracked one by
				   one */
	int terr;		/* a map of territories */
	int valued;		/* a kind of piece gives values, an attack
				   or a cost (a stats word may enter them) */
	int claims;		/* the card mechanisms' claims (the final
				   standings, claimed()) */
	int cards;		/* cards declared (a card-id word, kept()) */
	int upgrades;		/* a kind of piece has an upgraded side (a
				   piece's card kept turns it) */
	int setup;		/* the game begins with a setup (a map of
				   territories or zones, setup.commands) */
	int battles;		/* numbered zones whose orbits see battles
				   (mechanisms.colonies or orbit-combat):
				   take-hits */
	/* the words of the action being made: region, number and player
	 * words */
	struct words rwords, nwords, pwords, uwords;
	struct words bwords, twords;	/* body and tracked words */
	struct words terrwords;	/* territory words */
	struct words cwords;	/* piece-counts words */
	struct words gwords, hwords;	/* cargo and holding words
				   (numbered zones: goods(),
				   holding_player()) */
	struct words dwords;	/* draws words (the GM's tie draws) */
	struct words reswords;	/* resource words (resource_is()) */
	int leaders;		/* leaders: chief_sum() is known */
	int round_count;	/* the action made counts its takings:
				   round_taken() is known */
	int nactions;		/* the actions made so far */
	int in_roll;		/* roll and rolled() are known */
	int in_target;		/* a roll's target is known */
	int in_combat;		/* units and enemy are known */
	int here, who;		/* inside count_regions / count_players */
	int depth;
	int group;		/* among the effects of each-group: 'group'
				   is bound (elsewhere only inside
				   sum_groups and the like: the check
				   refuses it there) */
};

/* Expressions, effects and declarations as YAML flow text (rulegen_decl.c),
 * appended to b. */
void gen_expr(struct gen *g, struct strbuf *b);
void gen_effects(struct gen *g, struct strbuf *b, int n);
void gen_action(struct gen *g, struct strbuf *b);
/* Effects carried out once, for nobody (a phase's begin or leave, the
 * round's end): mostly for each player. */
void gen_once(struct gen *g, struct strbuf *b);
void gen_combat(struct gen *g, struct strbuf *b);
void gen_resource(struct gen *g, struct strbuf *b);
void gen_bag(struct gen *g, struct strbuf *b);
void gen_die(struct gen *g, struct strbuf *b);
void gen_tally(struct gen *g, struct strbuf *b);
/* Now and then, the rest of an action of sites, homes, kept cards or items
 * (rulegen_setout.c): 1 when written (its '}' too), 0 when not. */
int gen_setout(struct gen *g, struct strbuf *b);
/* Mostly (70%) the action being made (its text in b so far) of any
 * phase, that the commands drawn reach it: its phase taken out
 * (rulegen_setout.c). */
void gen_any_phase(struct gen *g, struct strbuf *b);
/* Now and then, mostly where there are chiefs, the rest of an action of a
 * chief's ability run or lent (rulegen_chief.c): 1 when written (its '}'
 * too), 0 when not. */
int gen_chief(struct gen *g, struct strbuf *b);
/* Now and then, in a claims game, the round's sites walked and cleared
 * for nobody (a phase's begin or leave, the round's end): 1 if written. */
int gen_setout_once(struct gen *g, struct strbuf *b);
/* Now and then, in a claims game whose round's end is its own, lines
 * (a flow list) to put before its own: the sites walked and cleared while
 * the cards played are still there, then now and then those left moved
 * from deck's played pile (deck: the one its own lines move them from, or
 * NULL); b left empty when not. */
void gen_round_sites(struct gen *g, struct strbuf *b, const char *deck);
/* Now and then setup.says and setup.end-require (rulegen_setout.c). */
void gen_setup(struct gen *g, struct strbuf *says, struct strbuf *ends);
/* Now and then a done-mark (a phase's, where 1, or the setup's), as
 * YAML text; now and then one the check refuses; NULL for none
 * (rulegen_setout.c). */
const char *gen_done_mark(struct gen *g, int where);

/* A ruleset's text made from the rulesets in dir (owned), or NULL when
 * one of them cannot be read; *how says how it was made: "made up" (a
 * shipped game and made-up declarations), "grafted" (and a mechanism of
 * another game with what it names), "wild" (sections of others merged,
 * parts taken out: mostly refused), then the base's file. */
char *rulegen_make(struct rg *r, const char *dir, const char **how);

/* Now and then some effects of root's actions moved into routines used in
 * their place; wild, a routine used where it may be refused too; the
 * routines of the bases that root uses copied in, those it does not use
 * taken out but now and then, and now and then a routine used nowhere
 * (rulegen_routines.c). */
struct ynode;
void rulegen_routines(struct rg *r, struct ynode *root, int wild,
    struct ynode *const *bases, int nbases);

/* The next command of a claims game's round played whole (a site
 * revealed, player k's hand committed, a site resolved or landed at, or
 * 'next'), k counting the commands given in the phase so far, into b;
 * 0 when the game has no claims, is over or has more players than the
 * eight of people (rulegen_round.c). */
struct ruleset;
struct state;
int round_step(struct rg *r, const struct ruleset *rs, const struct state *st,
    int k, const char *const *people, struct strbuf *b);

/* text (a made ruleset) with what holds line taken out: the entry of a
 * section there (an action, a combat...), a phase's key, or the section;
 * owned, or NULL when nothing can be (line 0 or 1: no place). */
char *rulegen_prune(const char *text, int line);

/* The first games of the scenarios in dir (tests/scenarios/NAME.cmd) of
 * the fuzzer's people, read once (rulegen_scen.c). */
void scen_read(const char *dir);
/* One of them of the ruleset id, at random: the options of its 'new'
 * (--seed, --option, --players), its overlays ("" for none), its players,
 * and its commands (the number of them; 0: none of id). */
int scen_pick(struct rg *r, const char *id, const char **opts,
    const char **over, int *nplayers, char *const **lines);

#endif
