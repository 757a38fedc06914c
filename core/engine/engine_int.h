/* engine_int.h: what the files of the engine share. */
#ifndef ARBITER_ENGINE_INT_H
#define ARBITER_ENGINE_INT_H

#include "core/engine/engine.h"
#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/rules/names.h"

/* The lands a word of kind sources names (LAND:N[,LAND:N...]), in the
 * order named, and the units each sends (engine_sources.c). */
#define ENG_MAX_SOURCES 32
struct eng_sources {
	int n;
	int land[ENG_MAX_SOURCES];
	long units[ENG_MAX_SOURCES];
};

/* The items of an action's word of kind items as read (engine_items.c),
 * for the effects and items(WORD, NAME): each distinct (head, name,
 * flag, fields) once with its counts summed, in the order first read. */
#define ENG_ITEMS_MAX 64
struct eng_item {
	long head;		/* its head's value (under), else 0 */
	int name;		/* the index of its NAME (a resource, a card) */
	int flag;		/* its flag's place in the word's flags, from
				   1; 0: none */
	long count;
	long fields[ITEM_FIELDS_MAX];	/* a number's value, a card's
				   index, a flag's place from 1; 0 (a card
				   -1) left out */
};
struct eng_items {
	int word;		/* the word's place among the action's */
	int pending;		/* read: after-requirements, not read yet
				   (n 0 until then: eng_items_late) */
	int n;
	struct eng_item v[ENG_ITEMS_MAX];
};

/* A party of a combat-round's side of parties (engine_party_round.c):
 * the player (or NEUTRAL), its units, extra dice, the dice it threw, their
 * total and the units they destroy; its faces, nfaces of them. */
#define ENG_PARTIES_MAX 17	/* MAX_PLAYERS of state.h, and neutral */
struct eng_party {
	int party;
	long units, extra, dice, total, kills;
	long *faces;
	int nfaces;
	char die[64];
	const char *face_die;	/* the die whose symbols @faces says */
};

/* One round of a combat-round (engine_combat_round.c), side 0 the
 * attacker (the actor), 1 the defender: what units(), losses(),
 * thrown(), dice(), side_player() and @die read. */
struct eng_round {
	long units[2];		/* each side's units (a contest: value) */
	long loss[2];		/* the units each side loses */
	long thrown[2];		/* what its dice showed, added up */
	long dice[2];		/* how many dice it threw */
	int player[2];		/* its player, or -1 */
	char die[2][64];	/* its dice, "d6", "3d6", "" for none */
	long before[64];	/* the actor's resources before the cost */
	long hits[2];		/* a pool: the hits its dice showed */
	long armour[2];		/* a pool: the hits that destroy one of its
				   units */
	long kills[2];		/* the units its dice destroy, before the
				   other side's are counted out */
	struct eng_party party[2][ENG_PARTIES_MAX];	/* each side's
				   parties (one: its player, but for a side of
				   parties), their faces owned (a round of
				   parties) until eng_round_release */
	int nparty[2];
	int word[2];		/* the place of a side of parties' word
				   among the command's words, or -1 */
};


/* What expressions are evaluated against: the actor and an action's
 * words (regions, players and pieces as indexes). */
struct eng_eval {
	const struct ruleset *rs;
	const struct state *st;
	int me;			/* the actor, or -1 */
	const struct action_def *act;	/* or NULL */
	long args[ENG_MAX_ARGS];
	int here;		/* the region an aggregate binds, or -1 */
	int who;		/* the player an aggregate binds, or -1 */
	int group;		/* the group of regions an aggregate binds,
				   or -1 */
	/* here, who and group of enclosing aggregates: one a level of an
	 * expression at most (nsaved counts on beyond, never reached) */
	int saved[EXPR_MAX_DEPTH + 1];
	int nsaved;
	int rolled;		/* a roll is bound: roll and its faces */
	long roll;		/* its total */
	const long *faces;	/* its faces, nfaces of them */
	int nfaces;
	const char *faces_die;	/* the die of its first dice, whose
				   symbols @faces says */
	const int *faces_dice;	/* each face's die (an index of the
				   ruleset's dice, -1 for another), or NULL:
				   all faces_die's */
	long target;		/* the total it needs (its target) */
	const long *before;	/* a line's before(RES): the actor's
				   resources before the effect, or NULL */
	long count, due;	/* a due's (engine_dues.c): the pieces on
				   the region costed, what is owed */
	const char *paid;	/* a line's @cost: the action's cost paid,
				   "10 gold and 1 ore", or NULL */
	int entered;		/* a line's @entered: the tracked piece the
				   effect brought into play (enter) */
	const char *released;	/* a line's @released: the pieces the
				   effect released ("2 Archers"), or NULL */
	long round_taken;	/* round_taken(): how often the actor took
				   the action this round before (an action
				   with round-count) */
	const struct eng_gather *gather;	/* gather-by: the groups of
				   words and how they are taken, or NULL */
	int gather_at;		/* the group taken, of gather's */
	int piece;		/* the tracked piece sum_pieces, count_pieces
				   or @piecevalues binds, plus 1 (0: none,
				   as a zeroed eng_eval has it) */
	const struct eng_round *round;	/* a combat-round's then: the
				   round thrown, or NULL */
	const struct eng_party *party;	/* party and party_units ...: a
				   side of parties' party counted or said,
				   or NULL */
	unsigned goods_named;	/* the kinds a word of kind away-cargo
				   names (their slots' bits) */
	long goods[CARGO_MAX];	/* goods(WORD, KIND): the goods of the
				   action's word of kind cargo, by slot */
	const struct eng_sources *sources;	/* the lands of the action's
				   word of kind sources, or NULL */
	struct eng_items *items;	/* the items of the action's word
				   of kind items as read (or to be read,
				   after the requirements), or NULL */
	int faces_given;	/* faces_given: the command gave faces after
				   '=' */
	const struct eng_ranked *ranked;	/* a line's @ranking and
				   @ties: the order rank-players made, or
				   NULL */
	char *const *argv;	/* the command's words as given, argc of
				   them (modifier() reads a word of kind
				   modifiers), or NULL */
	int argc;
	const char *list;	/* a line's @list: the players' texts
				   list-players joined, or NULL */
	int pool_kind;		/* the kind of piece throw-pools' fires
				   binds, plus 1 (0: none) */
	int odds_step;		/* fires valued for the odds: the step
				   fight(step) reads (fight(on) 1, nobody
				   holding units back for fires_in), or 0 */
	const long *added;	/* add-spawned's says: the pieces it added
				   to each territory, or NULL */
	long site;		/* the site each-site binds: its number in
				   the round (from 1) */
	int squad;		/* the squad each-squad-in-flight binds,
				   plus 1 (0: none) */
	const char *rule;	/* what a refused gain names as what costs
				   it, where it is not the action or the
				   phase (a pool combat's destroyed or
				   over), or NULL */
	int queued;		/* the waiting command sum_queued or
				   count_queued binds, plus 1 (0: none) */
	long unqueued[ENG_MAX_ARGS];	/* the words before it was bound */
};

/* The order rank-players made (engine_rank_players.c): the n players
 * ranked, first first; tied[i]: the criteria left who[i] and who[i + 1]
 * tied. */
#define ENG_RANKED_MAX 16	/* = MAX_PLAYERS of state.h */
struct eng_ranked {
	int n;
	int who[ENG_RANKED_MAX];
	int tied[ENG_RANKED_MAX];
	/* a pair line's (@before, @decided): the pair who[pair] and
	 * who[pair + 1]; decided[i] the criterion that told who[i] and
	 * who[i + 1] apart (RANK_TIED of rank.h: none); v the values of
	 * who[i], row i, and none which of them his none made none (0 and
	 * 0 past the criteria that told him apart from every other: not
	 * valued); by the effect's criteria */
	int pair;
	int decided[ENG_RANKED_MAX];
	long v[ENG_RANKED_MAX][RANK_BY_MAX];
	unsigned char none[ENG_RANKED_MAX][RANK_BY_MAX];
	const struct vec *by;
	/* drawn[i]: a tie-break draw told who[i] and who[i + 1] apart,
	 * with the values da[i] and db[i] (rank-players' draws) */
	int drawn[ENG_RANKED_MAX];
	long da[ENG_RANKED_MAX], db[ENG_RANKED_MAX];
};

/* The groups of words of an action with gather-by (engine_gather.c): the
 * repeated words of each, as read; the order they are taken in; the
 * first group of the set each is taken with (itself when alone). */
struct eng_gather {
	int n;
	long vals[ENG_GATHER_MAX][ENG_MAX_ARGS];
	int order[ENG_GATHER_MAX];
	int set[ENG_GATHER_MAX];
};
/* Order the n groups of g for x: a group that gives the gather-with word
 * takes every later one naming the same gather-by word and giving it. */
void eng_gather_order(const struct action_def *x, struct eng_gather *g);
/* Group k is taken: the first of its set refuses a region named twice in
 * it (a usage error); sets ev's gathered words. */
int eng_gather_take(struct act *a, const struct action_def *x,
    const struct eng_gather *g, int k, struct eng_eval *ev);
/* Bind the i-th group of the set ev's group is taken with (its repeated
 * words in ev's), 1; 0 past the last; i -1 binds the group taken again. */
int eng_gather_bind(struct eng_eval *ev, int i);

/* Deferred commands (engine_deferred.c): action i's command with ev's
 * words queued for carry-out-deferred; the effect carry-out-deferred
 * (line: said when none waits; run: eng_effects); sum_queued and
 * count_queued bind the actor's other commands of ev's action waiting,
 * each with its words, as aggregates do (expr_env.bind;
 * engine_queued.c). */
int eng_defer(struct act *a, int i, const struct eng_eval *ev);
int eng_carry_deferred(struct act *a, const char *line,
    int (*run)(struct act *, const struct vec *, const struct eng_eval *));
int eng_queued_bind(struct eng_eval *ev, int i);

/* Write the line of a template for ev into the report (ST_DATA on an
 * expression's error). */
int eng_say(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev);
/* The same, added to out rather than the report. */
struct strbuf;
int eng_say_into(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev, struct strbuf *out);
/* A refusal in the ruleset's words, the line of template t for ev, whole
 * (engine_action.c; a phase's end requirements, engine_phases.c). */
int eng_refuse_line(struct act *a, const struct says_tpl *t,
    const struct eng_eval *ev);

/* A region of the game's board by the id its commands use (case aside): a
 * region the ruleset declares, or one laid during play (a territory);
 * -1 when there is none. */
int eng_region_in(const struct state *st, const struct ruleset *rs,
    const char *id);

/* Evaluate x for ev; ST_DATA with a message naming path on error. */
int eng_eval(const struct sexpr *x, const struct eng_eval *ev, long *out,
    struct diag *d);
/* A count an effect's key gives (engine_basic.c): x valued, 0 without its
 * text; below 0, or above have where have is 0 or more (what a squad
 * has), the ruleset's error, said with what ("reinforce adds militia",
 * "squad-loses takes carriers off"). */
int eng_count(struct act *a, const struct sexpr *x, const char *what,
    long have, const struct eng_eval *ev, long *out);

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

struct board_state;
/* Take n of p's pieces off region r, kind k (-1: kinds in order); a
 * region left without pieces has no owner. */
void eng_take_off(struct board_state *b, int r, int p, int k, long n);

/* The effect set-home (engine_home.c); the name of region r for people
 * (a region's or a place's name, on a board of numbered zones with its
 * number: "Earth (1)"; "none" for -1), whole, in one of four buffers
 * taken in turn. */
int eng_set_home(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
const char *eng_region_name(const struct act *a, int r);
/* The effect pay-player (engine_pay.c). */
int eng_pay_player(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* Carry out a list of effects: eng_effects, given to the effects that
 * carry out lists of their own (so that they call it without naming it). */
typedef int eng_run_fn(struct act *, const struct vec *,
    const struct eng_eval *);
/* Carry out effects (a list of struct effect_def) for ev->me; ST_REFUSED
 * with the refusal in a->d when one cannot be done; each by the function
 * its key has (engine_effects.c).  The first key of the schema's that the
 * table of functions lacks, or of the table's that the schema lacks, or
 * NULL. */
int eng_effects(struct act *a, const struct vec *effects,
    const struct eng_eval *ev);
const char *eng_effect_unrun(void);
/* The key of row r of the table of what carries out an effect (the
 * row e->kind - 1 of an effect checked), NULL past its end. */
const char *eng_effect_run_key(int r);
/* The basic effects (engine_basic.c): gain (*kept: the report's length
 * after the lines of its discards, which its says does not replace),
 * place, remove and move (eng_pieces), fight, set and roll. */
int eng_gain(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, size_t *kept);
int eng_pieces(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_fight(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_set(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_roll(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
/* The effects that carry out a list again and again (engine_each.c):
 * each-player, each-player-in-turn, each-group, each-region, each-party,
 * each-source, and combat-round with its then. */
int eng_each_player(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_in_turn(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_group(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_region(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_party(struct act *a, const struct eff_each_party *x,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_each_source(struct act *a, const struct eff_each_source *x,
    const struct eng_eval *ev, eng_run_fn *run);
int eng_round_then(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev, eng_run_fn *run);

/* Tallies and ways (engine_tally.c): the value of tally(ID[, REGION])
 * or connected(X, Y), the regions x and y found already; the effect
 * tally (engine_tally_add.c). */
/* The group of regions code names for ev (names.h: a group word, a
 * group, or HERE_GROUP), or -1 (engine_values_board.c). */
long eng_group_of(const struct eng_eval *ev, long code);
int eng_tally_value(const struct eng_eval *ev, const struct expr_sym *s,
    long x, long y, long *out, char *err, size_t n);
int eng_tally_add(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* Around an effect that may move pieces: the regions' holders before it
 * (NULL when rs keeps no tally of pieces, or out of memory), then the
 * tallies of pieces fitted to the pieces after it (tallies.*.pieces), and
 * the holders freed. */
int *eng_tally_watch(const struct act *a);
void eng_tally_settle(struct act *a, int *held);
/* The effect data: members of the command's --json report
 * (engine_tally_add.c). */
int eng_data(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* Does expression e need a value of rs that is unknown (connected on a
 * board whose adjacency is unknown)?  Then d says which, as a command
 * that needs it says (exit 3), and 1. */
int eng_needs_unknown(const struct ruleset *rs, const struct expr *e,
    struct diag *d);

/* A repeating action's groups of words (engine_repeat.c): how many n
 * words make (1 for an action that does not repeat), or -1 when n words
 * are not its words. */
int eng_repeat_groups(const struct action_def *x, int n);
/* Add " [LAND N]..." to the usage line buf of length len (size n); the
 * new length. */
size_t eng_repeat_usage(const struct action_def *x, char *buf, size_t len,
    size_t n);

/* The effect hold: a region's holder and pieces set (engine_hold.c). */
int eng_hold(struct act *a, const struct eff_hold *x,
    const struct eng_eval *ev);

/* The words of kind deck (a supply deck by its id, or by a sub-location
 * kind producing from it) and card, into *out, canonical; and the effect
 * set-top (engine_top.c). */
int eng_deck_word(struct act *a, const char *w, long *out);
int eng_card_word(struct act *a, const char *w, int list, long *out);
/* The words of kind items x of action act (id) from place from on, each
 * [Nx]NAME[:FLAG] or, with 'under', a head read as a word of its kind
 * (over the words read before, ev) before each group of them, read and
 * logged: the sum of their counts into *total (engine_items.c). */
int eng_items_word(struct act *a, const struct action_def *act,
    const char *id, const struct arg_def *x, int from,
    const struct eng_eval *ev, long *total, struct eng_items *items);
/* The items word of action act (id) with 'read: after-requirements'
 * read into items (pending: not yet), its value (the sum of the counts)
 * into ev's words, refused and logged in its own order, after the
 * requirements, once (engine_items_late.c). */
int eng_items_late(struct act *a, const struct action_def *act,
    const char *id, struct eng_items *items, struct eng_eval *ev);
/* items(WORD, NAME), items(WORD): the summed counts of one NAME of the
 * action's items word, or of all (engine_items_value.c). */
int eng_items_value(const struct eng_eval *ev, const struct expr_sym *s,
    long *out);
/* Word s read as a word x of action act (id) would be, over the words
 * read before it (read), into *out, logged (engine_words.c). */
int eng_word_as(struct act *a, const struct action_def *act, const char *id,
    const struct arg_def *x, const char *s, const struct eng_eval *read,
    long *out);
/* The refusal of w, none of the round's sites, listing them
 * (engine_commit.c). */
int eng_no_site(struct act *a, const char *w);
/* How buy-sub-locations writes a sub-location, "KIND[:COST][:CARD]", for
 * its refusals and the usage of the word it reads (engine_buy_subs.c). */
extern const char eng_buy_subs_shape[];
/* Item w of items word x read alone into it and logged, for the effect
 * that reads the word (read: by-effect; engine_items.c). */
int eng_item_read(struct act *a, const struct arg_def *x, const char *w,
    struct eng_item *it);
/* The usage error of item w of x written otherwise than its fields
 * allow, "'W': an item of X is written NAME[:N][:CARD]"
 * (engine_items_written.c). */
int eng_item_bad_written(struct act *a, const struct arg_def *x,
    const char *w);
/* How x's items are written (written, engine_items_written.c): the
 * ':'-parts after the NAME of item w (rest, or NULL) in any order into
 * it's fields, appended to log in the fields' order; the refusal of a
 * NAME none of its kind, with an example. */
int eng_item_parts_any(struct act *a, const struct arg_def *x, const char *w,
    const char *rest, struct strbuf *log, struct eng_item *it);
int eng_item_misnamed(struct act *a, const struct arg_def *x, const char *w,
    const char *says);
/* Item w of x read alone (eng_item_read), a NAME none of its kind refused
 * "'WORD': SAYS, e.g. EXAMPLE" when the word's written has no refusal
 * of its own (says: the reading effect's "write a ... as ..."; NULL: the
 * general refusal). */
int eng_item_read_says(struct act *a, const struct arg_def *x, const char *w,
    const char *says, struct eng_item *it);
/* Item w of items word x (action act) met before any head, its
 * refusals plain: refused with an example of the command, the words
 * before the items the first logged bytes of the canonical command
 * (engine_items_plain.c). */
int eng_items_first_head(struct act *a, const struct action_def *act,
    const struct arg_def *x, const char *w, size_t logged);
/* How a usage shows the NAME of items word x, RESOURCE or CARD, into
 * up (n bytes): up (engine_items_shown.c, as the two below). */
const char *eng_item_shows(const struct arg_def *x, char *up, size_t n);
/* How a usage shows the fields of x's items, ":N[:CARD]", into b. */
struct strbuf;
void eng_item_fields_shown(const struct arg_def *x, struct strbuf *b);
/* x's flags for a refusal into b: "':r' after one turns it round" for
 * each that says what it does (flags: as a mapping, in rs's words), the
 * others after plain, ", "-separated ("flags: sealed, loose"). */
void eng_item_flags_said(const struct ruleset *rs, const struct arg_def *x,
    const char *plain, struct strbuf *b);
/* How a usage shows the head of x's groups: its kind upper-cased. */
const char *eng_under_shows(const struct arg_def *x, char *up, size_t n);
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
 * takes no card and one is named. */
int eng_sub_pick(struct act *a, const struct site *x, int l, int p,
    uint64_t *bits, const char *w, int kind, long cost, struct sub_pick *out);
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

/* The effect give: a player gives another an amount of a resource
 * (engine_give.c). */
int eng_give(struct act *a, const struct eff_give *x,
    const struct eng_eval *ev);

/* A word of kind piece-kind, into *out, canonical; the effect
 * enter-stats (engine_stats.c). */
int eng_kind_word(struct act *a, const char *s, long *out);
int eng_enter_stats(struct act *a, const struct eff_stats *x,
    const struct eng_eval *ev);
/* set-units: a player's units on a territory set to a word of kind
 * piece-counts (engine_units.c); eng_counts_word reads the word. */
int eng_set_units(struct act *a, const struct eff_units *x,
    const struct eng_eval *ev);
int eng_counts_word(struct act *a, const struct arg_def *x, const char *s,
    long *out);
/* lay-tile: one tile of a kind laid at a place (engine_lay_tile.c); the
 * laying it shares with lay-random (engine_lay_one.c): the
 * mix of a kind for the player count (-1 not given), the tiles of a kind
 * on the map, one tile laid (refused as the effect is), the line of the
 * last one laid, the rest of the mix laid at random. */
int eng_lay_tile(struct act *a, const struct eff_lay_tile *x,
    const struct eng_eval *ev);
long eng_tile_mix(const struct act *a, int type);
long eng_tiles_laid(const struct act *a, int type);
int eng_lay_one(struct act *a, const char *place, int type);
void eng_lay_said(struct act *a);
int eng_lay_rest(struct act *a);
/* tiles_left(KIND): the tiles of kind k the mix has and the map does
 * not hold yet (engine_tiles_left.c). */
long eng_tiles_left(const struct state *st, const struct ruleset *rs,
    long k);
/* steps(REGION, REGION): the steps between two territories on the hex
 * grid, -1 for one without a place there (engine_steps.c). */
long eng_steps(const struct state *st, int x, int y);
/* lay-random: the rest of the mix laid at random (engine_lay_random.c). */
int eng_lay_random(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* The words of kinds place and tile (engine_place_word.c): a place's
 * name is good, a usage error for one that is not, a tile kind by its id
 * (a usage error naming them all). */
int eng_place_ok(const char *s);
int eng_place_bad(struct act *a, const char *s);
int eng_tile_kind(struct act *a, const char *s, int *out);
int eng_place_word(struct act *a, const struct arg_def *x, const char *s,
    long *out);
/* Is s, the command's only word, the alone keyword of word x? */
int eng_word_alone(const struct act *a, const struct arg_def *x,
    const char *s);
int eng_tile_word(struct act *a, const char *s, long *out);

/* A word of kind cargo, the words from first on: "N GOODS" pairs, read
 * and logged; and the effects load and unload that read them again: goods
 * taken on or put off by the actor's squad in the orbit of a numbered
 * zone (engine_cargo.c). */
int eng_cargo_word(struct act *a, int first, long goods[CARGO_MAX]);
/* A word of kind away-cargo, from argv[first] on, read and logged: the
 * distance space (*away, 0 for none) when an odd count of words is left,
 * then the cargo pairs (from 0) into set, the kinds named into *named
 * (engine_away_cargo.c). */
int eng_away_cargo_word(struct act *a, int first, long *away,
    long set[CARGO_MAX], unsigned *named);
/* The goods of the kinds named set on squad f, the rest kept: refused
 * where its carriers do not hold them, what they no longer hold lost, and
 * a line of what it carries when any are named (engine_away_cargo.c). */
struct squad;
int eng_squad_cargo_set(struct act *a, struct squad *f, const long *set,
    unsigned named);
/* cargo(ZONE, PARTY[, KIND]), room(ZONE, PARTY) and goods(WORD, KIND) of
 * zone (core/engine/engine_cargo_values.c). */
/* The effects cargo-on and cargo-off: a cargo word's goods moved onto or
 * off the actor's squad, no test made: what a ruleset's tests let through
 * and cannot be done is its error (engine_cargo_move.c). */
int eng_cargo_on(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev);
int eng_cargo_off(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev);
/* @text of a cargo word, its goods ("2 folk, 1 ore"), and
 * @cargo ZONE, what player p's squad carries there ("nothing" for none)
 * (engine_cargo_values.c). */
void eng_say_goods(const struct act *a, const long *goods, struct strbuf *b);
void eng_say_cargo(const struct act *a, int p, long zone, struct strbuf *b);
int eng_cargo_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long zone, long *out, char *err, size_t n);
/* A word of kind product: a product of mechanisms.production by its id,
 * name or name for one, logged by its id (engine_product.c). */
int eng_product_word(struct act *a, const char *s, long *out);

/* The effect release (engine_release.c): the pieces it released, for
 * people, in freed (n bytes). */
int eng_release(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, char *freed, size_t n);

/* The values port(BODY), linked(BODY, BODY) and field(BODY)
 * (engine_bodies.c): 0, or -1 with a message in err. */
int eng_body_value(const struct eng_eval *ev, const struct expr_sym *s,
    long *out, char *err, size_t n);
/* The effect link: two bodies' ports linked by the actor
 * (engine_link.c). */
int eng_link(struct act *a, const struct eff_link *x,
    const struct eng_eval *ev);
/* The effect place-starting: the actor's next starting squad of numbered
 * zones placed (engine_starting.c). */
int eng_place_starting(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* The effect take-place: the actor takes a place in the order ranked
 * (engine_place.c). */
int eng_take_place(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* The effect deal-start: a numbered zone becomes the actor's at the start
 * (engine_deal.c). */
int eng_deal_start(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* The effect roll-position: a body word's or named body put on its orbit
 * (engine_position.c). */
int eng_roll_position(struct act *a, const struct eff_roll_position *x,
    const struct eng_eval *ev);

/* Word k of action act (its words from sv[0] on) read into ev by its
 * argument's kind (engine_words.c): a joined part left out, s NULL, takes
 * its value for none; a joined part is logged after the word it belongs
 * to. */
int eng_read_word(struct act *a, const struct action_def *act, const char *id,
    int k, char *const *sv, struct eng_eval *ev);
/* Words joined by ':' (engine_joined.c).  Has x a joined word? */
int eng_joined_any(const struct action_def *x);
/* The value of joined word x left out: its default, else a region -1 and
 * a number 0. */
long eng_joined_absent(const struct arg_def *x);
/* The command's words split into one for each arg of x (a joined part
 * left out: NULL), in place of a's until eng_joined_restore; ST_OK or
 * out of memory. */
struct eng_split {
	int had_argc;
	char **had_argv;
	char **argv;
	char *buf;
};
int eng_joined_split(struct act *a, const struct action_def *x,
    struct eng_split *sp);
void eng_joined_restore(struct act *a, struct eng_split *sp);
/* A region joined to a group word is one of the group's: ST_OK, or a
 * usage error naming both ("red-1 is not on purple"). */
int eng_joined_within(struct act *a, const struct action_def *x, int k,
    const struct eng_eval *ev);
/* Add joined word k of x, "[:UP" and the brackets it closes, to the
 * usage line buf of length len (size n); the new length. */
size_t eng_joined_usage(const struct action_def *x, int k, const char *up,
    char *buf, size_t len, size_t n);

/* place-pieces: a player's pieces out of the box onto a territory
 * (engine_place_pieces.c). */
int eng_place_pieces(struct act *a, const struct eff_place_pieces *x,
    const struct eng_eval *ev);
/* make-home: a territory made a player's home (engine_make_home.c). */
int eng_make_home(struct act *a, const struct eff_arrive *x,
    const struct eng_eval *ev);
/* unchecked: a line of what is taken on the GM's word
 * (engine_unchecked.c). */
int eng_unchecked(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* A choice followed by a number after some of its words (engine_follow.c):
 * the 'followed' of choice c for its value v (1 for the first word), or
 * NULL; what the usage shows after its word k (0 for the first), or
 * NULL. */
const struct follow_def *eng_follow_of(const struct arg_def *c, long v);
const char *eng_follow_shows(const struct arg_def *c, int k);
/* After choice word k of x is read into ev: is the number given (given)
 * after a word that takes one, and only then?  ST_OK, or the usage of the
 * word's form. */
int eng_follow_given(struct act *a, const struct action_def *x,
    const char *id, int k, const struct eng_eval *ev, int given);
/* The number s, word k of x after its choice, into ev, called what the
 * choice's word calls it. */
int eng_follow_read(struct act *a, const struct action_def *x, int k,
    const char *s, struct eng_eval *ev);

/* Cards kept and players done (engine_keep.c): a word of kind card-id
 * (its value the piece it names, or -1), the effects keep-card and
 * mark-done. */
int eng_card_id_word(struct act *a, const struct arg_def *x, const char *s,
    long *out);
int eng_keep_card(struct act *a, const struct eff_keep *x,
    const struct eng_eval *ev);
int eng_mark_done(struct act *a, const struct sexpr *x,
    const struct eng_eval *ev);
/* The orders on a map of territories (engine_orders.c): the effects
 * order-step; the values of order_region,
 * combat_region, order_step(), explored(), terrain(), max_of(),
 * home_at() and the spawn's to_place, placer, spawn_spot() and spawned()
 * (args: the arguments valued; r: the region the name gives, where it
 * takes one); 0, or -1 with err. */
int eng_order_step(struct act *a, const struct eff_order_step *x);
/* The turn order and the start of an order (engine_order_start.c): a word
 * of kind turn-order (its value its place), the effects set-turn-order
 * and start-order. */
int eng_turn_order_word(struct act *a, const char *s, long *out);
int eng_set_turn_order(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_start_order(struct act *a, const struct eff_explored *x,
    const struct eng_eval *ev);
int eng_orders_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long r, long *out, char *err, size_t n);
/* The effects set-territory, a territory's spawned pieces and explored
 * mark set (engine_set_territory.c), and set-placing, the counters of the
 * pieces placed in turn order set (engine_set_placing.c). */
int eng_set_territory(struct act *a, const struct eff_set_territory *x,
    const struct eng_eval *ev);
int eng_set_placing(struct act *a, const struct eff_set_placing *x,
    const struct eng_eval *ev);
/* The effect run-ability, and its run: p uses ld's ability (lent to the
 * chief named by, or NULL), its cost and action points paid, then its
 * effects run for p (engine_run_ability.c). */
int eng_run_ability(struct act *a, const struct eff_run_ability *x,
    const struct eng_eval *ev);
int eng_ability_run(struct act *a, int p, const struct chief_def *ld,
    const char *by);
/* The chief numbered by x (the key what of effect eff), or NULL with *st
 * set: a number that is no chief is the ruleset's error
 * (engine_run_ability.c). */
const struct chief_def *eng_chief_at(struct act *a, const struct sexpr *x,
    const char *eff, const char *what, const struct eng_eval *ev, int *st);
/* The effect lend-ability, and its lending: p's chief own, whose ability
 * borrows, borrows the chief the word argv[k] of the action cmd names for
 * the turn, its own ability run and paid first; the command user uses
 * the lent one (the chief logged once a command, though it is borrowed
 * twice) (engine_lend_ability.c). */
int eng_lend_ability(struct act *a, const struct eff_lend_ability *x,
    const struct eng_eval *ev);
int eng_ability_lend(struct act *a, int p, const struct chief_def *own,
    int k, const char *cmd, const char *user);
/* The effect move-units, and its checks and move: may p move n[] from one territory to another (no buildings,
 * no more than are there, into no other's home, within reach and the
 * stacking limit; verb names the move)?  Then move them, the territories'
 * holders updated (engine_move_units.c). */
int eng_move_units(struct act *a, const struct eff_move_units *x,
    const struct eng_eval *ev);
int eng_move_units_check(struct act *a, int p, int from, int to,
    const long *n, const char *verb);
void eng_move_units_carry(struct act *a, int p, int from, int to,
    const long *n);
/* @text of a word of kind piece-counts (the word at place w): its units,
 * "2 Scouts, 1 Guard" (engine_say_units.c). */
void eng_say_units(struct act *a, const struct eng_eval *ev, int w,
    struct strbuf *b);
/* '@chieftext X': chief X's text, "only lasting ones" when it has none
 * (engine_say_chieftext.c). */
void eng_say_chieftext(const struct act *a, long v, struct strbuf *b);
/* '@usage NAME': the words in capitals the action doing NAME's job
 * takes after its name, "PLACE TYPE"; nothing for none; '@usage NAME,
 * WORDS' (instead: WORDS), as many words, or WORDS where the action has
 * not as many first words in capitals, or none (engine_say_usage.c). */
void eng_say_usage(struct act *a, const char *verb, const char *instead,
    struct strbuf *b);
/* add-units: a player's pieces of a word of kind piece-counts taken out
 * of the box onto a territory, within the box and the stacking limit; no
 * line (engine_add_units.c). */
int eng_add_units(struct act *a, const struct eff_add_units *x,
    const struct eng_eval *ev);
/* The pieces' own rules of building (engine_build_rules.c): how many units
 * of kind k p may build on t this step (any number at its home when
 * unlimited); n more of them refused past it ("Blue can build 5 more units
 * on e1 this step"); the cost of n of kind k for p added to cost[] (per
 * resource), its discount taken off; n buildings of kind k raised on t,
 * refused but one where what it needs or replaces is, and room. */
long eng_build_capacity(struct act *a, int p, int t, int k, int unlimited);
int eng_build_within(struct act *a, int p, int t, int k, long n,
    int unlimited);
int eng_units_cost(struct act *a, int p, int k, long n, long *cost);
int eng_raise_building(struct act *a, int p, int t, int k, long n);
/* The effect set-order-way (engine_order_way.c). */
int eng_set_order_way(struct act *a, const struct sexpr *x,
    const struct eng_eval *ev);
/* The effect set-board: each KEY=VALUE of its settings word set on the
 * zone's board in turn, and logged, then said (engine_set_board.c). */
int eng_set_board(struct act *a, const struct eff_set_board *x,
    const struct eng_eval *ev);
/* The effects hold-back and remain: a player's word in the combat on the
 * map of territories (engine_combat_side.c). */
int eng_hold_back(struct act *a, const struct eff_combat_side *x,
    const struct eng_eval *ev);
int eng_remain(struct act *a, const struct eff_combat_side *x,
    const struct eng_eval *ev);
int eng_retreat(struct act *a, const struct eff_retreat *x,
    const struct eng_eval *ev);
/* The effect start-combat: the combat on a territory begins, refused as
 * the program's command was (engine_combat_start.c). */
int eng_start_combat(struct act *a, const struct eff_start_combat *x,
    const struct eng_eval *ev);
/* advance-bodies: every placed body one field on along its orbit
 * (engine_link.c). */
int eng_advance_bodies(struct act *a);
/* move-cards: every card of a pile of a deck's (or those played at the
 * sites) onto another pile, each owner's on his own, e->says said when
 * any moved (engine_round_cards.c). */
int eng_move_cards(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* The text of a face of die: its symbol, or its number, added to b
 * (engine_say.c; a roll's line and @faces). */
void eng_face_text(const struct act *a, const char *die, long f,
    struct strbuf *b);
/* refill: the resources set back to their start for every player
 * (engine_refill.c). */
int eng_refill(struct act *a, const struct vec *resources);
/* clear-spawned: the spawned pieces taken off the territories where its
 * test holds (engine_clear_spawned.c). */
int eng_clear_spawned(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* give-arrival: the arrival building given free to the actor where its
 * test holds (engine_give_arrival.c). */
int eng_give_arrival(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* add-spawned: spawned pieces added to each territory, here bound;
 * start-placing: the spawned pieces then placed in turn order
 * (engine_add_spawned.c). */
int eng_add_spawned(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_start_placing(struct act *a, const struct sexpr *count,
    const struct eng_eval *ev);
/* declare-winner: the game over, won by the player its expression gives
 * (engine_declare_winner.c). */
int eng_declare_winner(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* squads-rest: a round's end on a board of numbered zones
 * (engine_zones_round.c). */
int eng_squads_rest(struct act *a);
/* clear-marks: the marks named (rest: every squad may move again;
 * fought: no zone has been fought over) cleared on a board of numbered
 * zones. */
int eng_clear_marks(struct act *a, const struct vec *marks);
/* The effect assign-hits: a player's hits of the combat's step given to
 * units, refused as the program's command was (engine_assign_hits.c). */
int eng_assign_hits(struct act *a, const struct eff_assign_hits *x,
    const struct eng_eval *ev,
    int (*run)(struct act *, const struct vec *, const struct eng_eval *));

/* A member of a --json report spelt with '_' where the ruleset's id
 * (at most n - 1 bytes of it) has '-' (engine_report.c). */
void eng_json_member(const char *id, char *key, size_t n);
/* Declared members of a JSON object set in obj, each evaluated with ev
 * (engine_members.c); the effect data-members sets them in the command's
 * report. */
int eng_json_members(struct act *a, const struct vec *v,
    const struct eng_eval *ev, struct json *obj);
int eng_data_members(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* The effect reinforce: a player's squad in a numbered zone's orbit and
 * the zone's militia added to (engine_reinforce.c). */
int eng_reinforce(struct act *a, const struct eff_reinforce *x,
    const struct eng_eval *ev);
/* The effects squad-loses, a squad's losses in a numbered zone's orbit
 * (engine_squad_loses.c), and zone-holder, a zone's militia, owner and
 * replenishing mark set (engine_zone_holder.c). */
int eng_squad_loses(struct act *a, const struct eff_squad_loses *x,
    const struct eng_eval *ev);
int eng_zone_holder(struct act *a, const struct eff_zone_holder *x,
    const struct eng_eval *ev);
/* The effect add-producer: a producer of a kind put on a numbered zone,
 * its waiting mark taken off (engine_add_producer.c). */
int eng_add_producer(struct act *a, const struct eff_add_producer *x,
    const struct eng_eval *ev);
/* The effect squad-counts: a party's squad at a numbered zone given its
 * counts and goods (engine_squad_counts.c). */
int eng_squad_counts(struct act *a, const struct eff_squad_counts *x,
    const struct eng_eval *ev);
/* The effect squad-flies: some of a party's squad flies along the
 * distance table to another zone (engine_squad_flies.c). */
int eng_squad_flies(struct act *a, const struct eff_squad_flies *x,
    const struct eng_eval *ev);
/* Does the squad f of p in the orbit of from have nf strikers and nt
 * carriers free to fly (not arrived this round)?  Can take[] leave it
 * with n carriers, the rest holding what stays (verb: the action taken,
 * for the hint)?  Refused, in the words of the board, where not
 * (engine_squad_flies.c). */
int eng_free_to_fly(struct act *a, const struct squad *f, int p, int from,
    long nf, long nt);
int eng_cargo_send_check(struct act *a, const char *verb,
    const struct squad *f, long n, const long take[CARGO_MAX]);
/* A word of kind sources, the words from argv[at] on (use: the action's
 * usage line; what: the word's 'what', each land as its refusals call it,
 * or NULL), read into out and logged as one word (engine_sources.c). */
int eng_sources_word(struct act *a, const char *use, const char *what,
    int at, struct eng_sources *out);
/* The effect draw with 'unseen': the actor draws a hand of n unseen from
 * deck d (with unseen-hand), of the card mechanisms' deck not committed
 * yet, and the line says how (engine_hand.c). */
int eng_draw_unseen(struct act *a, int d, long n,
    const struct eng_eval *ev);
/* The effect replenish: a neutral zone's militia and guard back
 * up, its mark to replenish taken off (engine_replenish.c). */
int eng_replenish(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* each-squad-in-flight: its effects for every squad in flight, in
 * order, the squad, here (its zone) and who (its owner) bound; the
 * squads emptied by arrivals tidied away once after (engine_advance.c). */
int eng_each_squad_in_flight(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
/* each-site: its effects for every site of the round, in order, site
 * bound to its number from 1 (engine_each_site.c). */
int eng_each_site(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);
/* clear-round-sites: the round's sites off the table, the cards still
 * played there as how (enum clear_sites) says (engine_clear_round_sites.c). */
int eng_clear_round_sites(struct act *a, int how);
/* fly-on: the squad bound one space nearer its zone; arrived, it joins
 * the owner's squad there and rests. */
int eng_fly_on(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* squads_in_flight: how many squads are on the distance track. */
long eng_squads_in_flight(const struct state *st);
/* @squad: the bound squad's counts and cargo, as its lines say them. */
void eng_squad_text(struct act *a, const struct eng_eval *ev,
    struct strbuf *b);
/* parties(ZONE), guard_unknown(ZONE), fought(ZONE), strikers(ZONE,
 * PARTY) and carriers(ZONE, PARTY) (code, enum name_code) of a numbered
 * zone's orbit; @parties ZONE, its parties joined by commas ("nobody"
 * for none), and @heldby ZONE, who holds it ("Bob's", "neutral"), into b
 * (engine_orbit_values.c). */
long eng_orbit_value(const struct state *st, int code, int zone,
    long party);
void eng_say_parties(const struct act *a, int zone, struct strbuf *b);
void eng_say_held_by(const struct act *a, int zone, struct strbuf *b);
/* squad_strikers(ZONE, PARTY, SPACE) and squad_carriers (code): a
 * party's squad at a zone, in orbit (away 0) or on a distance space, 0
 * where it has none (engine_orbit_values.c). */
long eng_squad_value(const struct state *st, int code, int zone, long party,
    long away);
/* set-morale: a player's morale counter of a force put up or off
 * (engine_morale.c). */
int eng_set_morale(struct act *a, const struct eff_set_morale *x,
    const struct eng_eval *ev);
/* flee-home: a beaten squad flown home, a neutral guard gone
 * (engine_flee_home.c). */
int eng_flee_home(struct act *a, const struct eff_flee_home *x,
    const struct eng_eval *ev);
/* take-hits: a side's losses off its parties in order
 * (engine_take_hits.c). */
int eng_take_hits(struct act *a, const struct eff_take_hits *x,
    const struct eng_eval *ev);
/* list-players: each player's text, in seat order, joined by commas into
 * the effect's line (@list), and each player's object in its json
 * (engine_list_players.c). */
int eng_list_players(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* set-turns-held: the turns in a row a place's holder has held it;
 * let-go: nobody holds a place any longer (engine_turns_held.c). */
int eng_set_turns_held(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_let_go(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* rank-players: the players ranked by the effect's chain of criteria into
 * the turn order, and its lines said (engine_rank_players.c). */
int eng_rank_players(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* combat-round: one round of a declared combat thrown into rd, for its
 * then, which engine_effects.c carries out with the round bound
 * (engine_combat_round.c). */
int eng_combat_round(struct act *a, const struct eff_combat_round *x,
    int (*run)(struct act *, const struct vec *, const struct eng_eval *),
    const struct eng_eval *ev, struct eng_round *rd);
/* A round of a pool (engine_pool_round.c): each side's dice (its
 * units times its piece's attack) and armour into rd, then, once the
 * cost is paid, the dice thrown, each side's hits and the losses they
 * make into rd. */
int eng_pool_dice(struct act *a, const struct eff_combat_round *x,
    struct eng_round *rd);
int eng_pool_throw(struct act *a, struct eng_round *rd);
/* A round of a sum whose sides (one or both) are words of kind parties
 * (engine_party_round.c): every party's units and dice counted, the cost
 * paid by pay (the actor's, from engine_combat_round.c), each party's dice
 * thrown and its party-says said, the round's totals into rd. */
int eng_party_round(struct act *a, const struct eff_combat_round *x,
    const struct eng_eval *ev, struct eng_round *rd,
    int (*pay)(struct act *, const struct eff_combat_round *,
    const struct eng_eval *),
    int (*run)(struct act *, const struct vec *, const struct eng_eval *));
/* set-fought: the battle in a numbered zone's orbit fought this round
 * (engine_take_hits.c). */
int eng_set_fought(struct act *a, const struct sexpr *zone,
    const struct eng_eval *ev);
/* The faces rd's parties own, freed. */
void eng_round_release(struct eng_round *rd);
/* party_side(P): the side of the round bound the party fights on,
 * attacker (0) or defender (1), or -1: 0, or -1 with err. */
int eng_party_side(const struct eng_eval *ev, long party, long *out,
    char *err, size_t n);
/* party, party_units ... of the party bound: 0, or -1 with err. */
int eng_party_value(const struct eng_eval *ev, long key, long *out,
    char *err, size_t n);
/* units(SIDE) ... of the round bound (engine_combat_round.c): 0, or -1
 * with err. */
int eng_round_value(const struct eng_eval *ev, long key, long side,
    long *out, char *err, size_t n);

/* take-sources (engine_sources.c; each-source goes over the lands in
 * engine_effects.c). */
int eng_take_sources(struct act *a, const struct eff_take_sources *x,
    const struct eng_eval *ev);
/* sources(WORD) (region < 0) or sent(WORD, REGION): 0, or -1 with err
 * (engine_sources.c). */
int eng_sources_value(const struct eng_eval *ev, int sent, long region,
    long *out, char *err, size_t n);
/* refuse, a say into the --json report and data-flag
 * (engine_report.c). */
int eng_refuse(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_say_json(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* data-or-null: members of the report, the number or null for 0
 * (engine_report.c). */
int eng_data_or_null(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
int eng_data_flag(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* fall: a player out of the game with its pieces (engine_fall.c). */
int eng_fall(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);
/* reward: what a player takes (engine_reward.c). */
int eng_reward(struct act *a, const struct eff_reward *x,
    const struct eng_eval *ev);
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
/* fight(KEY) and fight_player(PLAYER, KEY) of expressions, keys an enum
 * fight_key and fight_player_key (names.h): 0 (nobody for next) when no
 * combat is on (engine_fight_values.c). */
long eng_fight_value(const struct state *st, int key);
long eng_fight_player_value(const struct state *st, long p, int key);
/* fires_in(KIND, PLAYER): the step of the dice-pool combat units of that
 * kind of that player fire in (a held-back kind in the last; st NULL:
 * nobody holds units back, as in the odds); 0, or EXPR_UNKNOWN with err
 * for a kind of no class known (engine_fight_values.c). */
int eng_fires_in(const struct ruleset *rs, const struct state *st, long k,
    long p, long *out, char *err, size_t n);
/* throw-pools and settle-hits, a step of the dice-pool combat
 * (engine_throw_pools.c). */
int eng_throw_pools(struct act *a, const struct eff_throw_pools *x,
    const struct eng_eval *ev);
int eng_settle_hits(struct act *a, const struct eff_settle_hits *x,
    const struct eng_eval *ev,
    int (*run)(struct act *, const struct vec *, const struct eng_eval *));
/* play-cards: the words of a word of kind modifiers read, logged, their
 * cards played (engine_play_cards.c). */
int eng_play_cards(struct act *a, const struct eff_play_cards *x,
    const struct eng_eval *ev);
/* A word of kind modifiers' term (a+N, a-N, d+N, d-N[:NOTE]): 1 when s
 * has one's shape, its number's text into num, its note into note (GM
 * when none); 0 when it has not (engine_mod_words.c). */
#define ENG_MOD_MAX 1000L	/* the largest term, either way */
int eng_mod_shape(const char *s, char *num, size_t nn, char *note,
    size_t n);
/* The terms of side (0 attack, 1 defence) among the words argv[from] to
 * argv[argc - 1] (from 0: none given), added up, or each said ", NOTE
 * +N" into b (b NULL: none said).  A word that is no term counts
 * nothing: play-cards refuses it. */
long eng_mod_terms(char *const *argv, int argc, long from, int side,
    struct strbuf *b);

/* A unit destroyed by the hits of the dice-pool combat (struct fight_fate
 * of act_terr.h, arg a struct eng_destroyed): the pool combat's destroyed
 * effects carried out by run with ev's values, owner o the actor, who p
 * (whose hits), kind k; capture, one of them: the unit held captive by
 * the player captor gives (engine_destroyed.c). */
struct eng_destroyed {
	const struct eng_eval *ev;
	int (*run)(struct act *, const struct vec *, const struct eng_eval *);
};
int eng_destroyed(struct act *a, int p, int o, int k, void *arg);
/* May player p hold n moving units on the territory tile?  ST_OK, or the
 * refusal naming the stacking limit (engine_terr_test.c): the ruleset's
 * stack-limit, except where its no-stack-limit holds for p and tile. */
int eng_stack_check(struct act *a, int tile, int p, long n);

/* The end of the dice-pool combat (struct fight_fate's over, arg a struct
 * eng_destroyed): the pool combat's over effects carried out by run with
 * ev's values, the attacker the actor and here its territory. */
int eng_over(struct act *a, void *arg);
int eng_capture(struct act *a, const struct sexpr *captor,
    const struct eng_eval *ev);

#endif
