/* names.c: the names expressions use in a ruleset's declared parts,
 * resolved once against the ruleset and an action's words (resolve):
 * the names without arguments here, the functions of the game in
 * names_game.c, of the board in names_board.c; the readers of each
 * family's arguments and keys are in names_sym.c, names_sym_keys.c and
 * names_sym_places.c, the orders' in names_orders.c, a combat round's in
 * names_round.c. */
#include "core/rules/names.h"
#include "core/rules/names_int.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/fmt_path.h"
#include "core/base/strbuf.h"
#include "core/board/board.h"
#include "core/rules/words_keys.h"

static int resolve(void *ctx, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n);

/* Whether name, unknown without arguments, is a function, called with
 * none to four arguments (none of them a word): 0 when it takes none
 * ('round_taken()': it names something so, or is refused so only, for
 * another reason than being unknown), 1 when it takes some, -1 when it
 * is refused as unknown however called.  Tried on a refusal only. */
static int
function_called(const struct eng_names_ctx *c, const char *name)
{
	const char *none[4] = { NULL, NULL, NULL, NULL };
	struct expr_sym tmp;
	char why[256];
	unsigned known = 0;

	for (int k = 0; k < 4; k++) {
		int r = resolve((void *)c, name, k, none, &tmp, why,
		    sizeof why);
		if (r == 0)
			return k == 0 ? 0 : 1;
		if (r < 0 && strncmp(why, "unknown name", 12) != 0)
			known |= 1u << k;
	}
	return known == 0 ? -1 : known == 1 ? 0 : 1;
}

/* A name without arguments: a binding, an argument of the action, a
 * resource, a value of the game; refused with err (-1) where unknown.
 * The engine's own words are found once in their table (names_bare.c);
 * those of them met before the resources are tried before them, the
 * rest after, so that a resource called setup (or turn_player) keeps
 * its name. */
static int
resolve_bare(const struct eng_names_ctx *c, const char *name, int nargs,
    const char *const *sym, struct expr_sym *out, char *err, size_t n)
{
	const struct ruleset *rs = c->rs;
	int has_board = nm_board_of(rs);
	int w;
	long r;

	if (c->act != NULL)
		for (int i = 0; i < c->act->args.n; i++)
			if (strcmp(VEC_AT(c->act->args, struct arg_def,
			    i)->name, name) == 0) {
				out->code = N_ARG;
				out->a = i;
				return 0;
			}
	if (nm_choice_word(c->act, name, &out->a))
		return out->code = N_CONST, 0;
	switch (w = nm_bare_word(name)) {
	case BW_ME:
		return out->code = N_ME, 0;
	case BW_WHO:
		return out->code = N_WHO, 0;
	case BW_HERE:
		if (!has_board)
			break;
		out->code = N_HERE;
		out->a = HERE_REGION;
		return 0;
	case BW_ROLL:
		if (!c->in_roll)
			return FAIL("'%s' is known only in the table of "
			    "a roll effect", name);
		return out->code = N_ROLL, 0;
	case BW_TARGET:
		if (c->in_target)
			return out->code = N_ROLL_TARGET, 0;
		break;
	case BW_KIND:
		if (c->in_pool)
			return out->code = N_POOL_KIND, 0;
		break;
	case BW_SITE:
		if (c->in_site)
			return out->code = N_SITE, 0;
		break;
	case BW_SQUAD_AWAY:
		if (c->in_squad)
			return out->code = N_SQUAD_AWAY, 0;
		break;
	case BW_SQUADS_IN_FLIGHT:
		if (rs->board.zones.n <= 0 || !rs->mech.flight.present)
			return FAIL("'%s' counts the squads flying to the "
			    "numbered zones (board.%s) along the distance "
			    "track of mechanisms.flight, and this ruleset has "
			    "no %s: declare %s or take '%s' out", name,
			    ZONES_KEY, rs->board.zones.n <= 0 ? "numbered "
			    "zones" : "mechanisms.flight", rs->board.zones.n <=
			    0 ? "them" : "it", name);
		return out->code = N_SQUADS_IN_FLIGHT, 0;
	case BW_COUNT:
		if (c->in_due)
			return out->code = N_COUNT, 0;
		break;
	case BW_DUE:
		if (c->in_due)
			return out->code = N_DUE, 0;
		break;
	case BW_NOBODY:
		return out->code = N_NOBODY, 0;
	case BW_PLAYERS:
		return out->code = N_PLAYERS, 0;
	case BW_ROUND:
		return out->code = N_ROUND, 0;
	case BW_STARTING_LEFT:
		return nm_starting_name(rs, name, nargs, out, err, n);
	case BW_START_FIXED:
		if (nm_starting_name(rs, name, nargs, out, err, n) != 0)
			return -1;
		return out->code = N_START_FIXED, 0;
	case BW_CHOOSER:
	case BW_PLACES:
		return nm_place_name(rs, name, name[0] == 'c' ?
		    N_CHOOSER : N_PLACES, out, err, n);
	default:
		break;
	}
	if ((r = vec_find(&rs->resources, name)) >= 0) {
		out->code = N_RES;
		out->a = r;
		return 0;
	}
	switch (w) {
	case BW_GROUP:
		/* the group sum_groups, count_groups and each-group
		 * bind */
		if (eng_ngroups(rs) <= 0)
			break;
		out->code = N_GROUP;
		out->a = HERE_GROUP;
		return 0;
	case BW_HOME:
		return nm_home_name(rs, name, nargs, out, err, n);
	case BW_REGIONS:
		if (has_board)
			return out->code = N_REGIONS, 0;
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_REGIONS_TOTAL:
		if (has_board)
			return out->code = N_REGIONS_TOTAL, 0;
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_HELD_GROUPS:
		if (has_board) {
			out->code = N_HELD_GROUPS;
			out->a = -1;
			return 0;
		}
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_HERE:
		return FAIL("'%s' needs a board of regions "
		    "(board.regions or board.places)", name);
	case BW_COUNT:
	case BW_DUE:
		return FAIL("'%s' is known only in a payment due "
		    "(phases.*.dues)", name);
	case BW_KIND:
		return FAIL("'%s' is the kind of piece the fires of "
		    "throw-pools goes over, or of the unit a pool "
		    "combat's destroyed effects are for, known only "
		    "there ('fires: fires_in(kind, who) == "
		    "fight(step)')", name);
	/* turn_player: the player whose turn it is, nobody between turns
	 * (a phase everybody plays, the setup) */
	case BW_TURN_PLAYER:
		return out->code = N_TURN_PLAYER, 0;
	case BW_SETUP:
		return out->code = N_SETUP, 0;
	case BW_HOME_NEXT:
		return nm_arrival_name(c, name, N_HOME_NEXT, out, err,
		    n);
	case BW_HOME_DISTANCE:
		return nm_home_distance_name(c, name, out, err, n);
	case BW_ARRIVAL_NEXT:
		return nm_arrival_name(c, name, N_ARRIVAL_NEXT, out,
		    err, n);
	case BW_ORDER_RUNNING:
		return nm_order_name(c, name, out, err, n);
	case BW_ORDER_WAY:
		return nm_order_way_name(c, name, out, err, n);
	case BW_CHANGED:
		return nm_changed_name(c, name, out, err, n);
	case BW_UNDONE_NEXT:	/* the players done this phase, any game */
		out->code = N_UNDONE_NEXT;
		return 0;
	case BW_ORDER_REGION:
	case BW_COMBAT_REGION:
	case BW_TO_PLACE:
	case BW_PLACER:
	case BW_PLACED:
		return (int)eng_orders_name(c, name, nargs, sym, LONG_MIN,
		    out, err, n);
	case BW_STANDINGS_WAIT:
		if (!rs->mech.claims.present)
			return FAIL("'%s' needs the final standings of "
			    "the card mechanisms (mechanisms.claims)",
			    name);
		return out->code = N_STANDINGS_WAIT, 0;
	case BW_GATHERED_FIRST:
		return nm_gathered_sym(c, name, nargs, out, err, n);
	case BW_HOLD_TO_WIN:
		return nm_hold_to_win_name(rs, name, out, err, n);
	case BW_WINNERS:
		return out->code = N_WINNERS, 0;
	case BW_LINKS:
		/* the links on an orbit board (the effect link) */
		if (rs->board.bodies.n <= 0)
			return FAIL("'%s' needs an orbit board (board.%s "
			    "with their lands), where links are "
			    "built", name, KEY_BODIES);
		return out->code = N_LINKS, 0;
	case BW_TARGET:
		return FAIL("'%s' is the total a roll needs, known "
		    "only in the says and the table of a roll that "
		    "gives it (roll.target)", name);
	case BW_PARTY:
	case BW_PARTY_UNITS:
	case BW_PARTY_EXTRA:
	case BW_PARTY_DICE:
	case BW_PARTY_TOTAL:
	case BW_PARTY_KILLS:
	case BW_ATTACKER:
	case BW_DEFENDER:
		return eng_round_name(c, name, nargs, out, err, n);
	case BW_FACES_GIVEN:
		return out->code = N_FACES_GIVEN, 0;
	case BW_SITE:
		return FAIL("'%s' is the number in the round of a site, "
		    "known only in the effects of each-site", name);
	case BW_SQUAD_AWAY:
		return FAIL("'%s' is how far the squad bound still is from "
		    "its zone, known only in the effects of "
		    "each-squad-in-flight", name);
	default:
		break;
	}
	/* a product's id: its place among the products, the value of a
	 * word of kind product ('product == barge') */
	if ((r = vec_find(&rs->mech.production.products, name)) >= 0) {
		out->code = N_CONST;
		out->a = r;
		return 0;
	}
	/* a unit's id: its kind, the value of a word of kind unit ('unit
	 * == archer'; the kind an effect enter brings in) */
	if ((r = vec_find(&rs->units, name)) >= 0) {
		out->code = N_CONST;
		out->a = r;
		return 0;
	}
	/* n 0: only whether it is a name is asked (decl_check_words.c,
	 * choices, at every load): no words made */
	if (n == 0)
		return -1;
	if ((w = function_called(c, name)) >= 0)
		return FAIL("'%s' is a function, not a value: write it with "
		    "its arguments in parentheses, '%s(%s)' "
		    "(arbiter-ruleset(5), Expressions, says what it takes)",
		    name, name, w == 0 ? "" : "...");
	return FAIL("unknown name '%s' (arbiter-ruleset(5), "
	    "Expressions, lists the names)", name);
}

static int
resolve(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct eng_names_ctx *c = ctx;
	int r;

	memset(out, 0, sizeof *out);
	if (nargs < 0)
		return resolve_bare(c, name, nargs, sym, out, err, n);
	if ((r = nm_game_name(c, name, nargs, sym, out, err, n)) != 1)
		return r;
	return nm_board_name(c, name, nargs, sym, out, err, n);
}

/* What a name resolved reads of the player who acts, or NULL: me, the
 * names of the actor's own (a resource, before, total, mine, held,
 * held_groups, connected, a tally per player) and those that default to
 * the actor given no player (regions, home, starting_left, faction), a
 * region written 'home'.  *named: how to name a player instead, "" to
 * name one (me), NULL when no name of a player does. */
static const char *
actor_read(const struct ruleset *rs, const struct expr_sym *s, int nargs,
    const char *const *sym, const char **named)
{
	*named = NULL;
	for (int i = 0; i < nargs; i++)
		if ((s->symargs & 1u << i) && sym[i] != NULL &&
		    strcmp(sym[i], "home") == 0 && (s->a == HOME_REGION ||
		    s->b == HOME_REGION))
			return *named = "home(PLAYER)", "reads 'home', the "
			    "region of the actor's home";
	switch (s->code) {
	case N_ME:
		*named = "";
		return "names the player who acts";
	case N_RES:
		*named = "resource(RESOURCE, PLAYER)";
		return "reads a resource of the actor's";
	case N_BEFORE:
		return "reads the actor's resource before the cost";
	case N_CHANGED:
		return "counts the actor's resources changed";
	case N_TOTAL:
		*named = "resource(RESOURCE, PLAYER)";
		return "reads the actor's resources";
	case N_FACTION:
	case N_FACTION_HAS:
		if (s->c)
			return NULL;
		*named = "faction(VALUE, PLAYER)";
		return "reads a value of the actor's faction";
	case N_STARTING_LEFT:
		*named = "starting_left(PLAYER)";
		return "reads the actor's starting groups";
	case N_REGIONS:
		*named = "regions(PLAYER)";
		return "reads the actor's regions";
	case N_HOME:
		*named = "home(PLAYER)";
		return "reads the actor's home";
	case N_MINE: return "reads the actor's pieces";
	case N_HELD:
	case N_HELD_GROUPS: return "reads the groups the actor holds";
	case N_CONNECTED:
		return "reads a way through the actor's regions";
	case N_TALLY:
		return VEC_AT(rs->tallies, struct tally_def, s->a)->per ==
		    TALLY_PLAYER ? "reads the actor's count" : NULL;
	default: return NULL;
	}
}

/* What a name resolved reads of the bindings (here, group, piece, who: names.h
 * ENG_BINDS_*) and, an aggregate, binds for its argument. */
static void
bindings(const char *const *sym, int nargs, struct expr_sym *s)
{
	if ((s->code == N_HERE && s->a == HERE_REGION) || (s->code ==
	    N_GROUP && s->a == HERE_GROUP))
		s->needs = s->code == N_HERE ? ENG_BINDS_HERE : ENG_BINDS_GROUP;
	if (s->code == N_TRACKED && s->a == -1) {
		s->needs = ENG_BINDS_PIECE;
		s->need_arg = 1;
	}
	if (s->code == N_WHO)
		s->needs = ENG_BINDS_WHO;
	for (int i = 0; i < nargs && s->needs == 0; i++) {
		int here, group;
		if (!(s->symargs & 1u << i) || sym[i] == NULL)
			continue;
		here = nm_key_is(sym[i], "here") && (s->a == HERE_REGION ||
		    s->b == HERE_REGION || s->c == HERE_REGION);
		group = nm_key_is(sym[i], "group") && (s->a == HERE_GROUP ||
		    s->b == HERE_GROUP || s->c == HERE_GROUP);
		if (here || group) {
			s->needs = here ? ENG_BINDS_HERE : ENG_BINDS_GROUP;
			s->need_arg = i + 1;
		}
	}
	if (s->each != 0)
		s->binds = s->code == N_EACH_REGION ? ENG_BINDS_HERE :
		    s->code == N_EACH_GROUP ? ENG_BINDS_GROUP :
		    s->code == N_EACH_PIECE ? ENG_BINDS_PIECE :
		    s->code == N_EACH_PLAYER || s->code == N_BEST_PLAYER ?
		    ENG_BINDS_WHO : 0;
}

/* The refusal of a name read where nothing binds what it needs. */
static void
unbound(void *ctx, const char *name, unsigned missing, char *err, size_t n)
{
	const char *word = "piece", *what = "the piece tracked one by one "
	    "on the board", *by = "sum_pieces, count_pieces and "
	    "@piecevalues", *eg = "count_pieces(tracked(piece, owner) == me)";
	const char *also = "";

	(void)ctx;
	if (missing & ENG_BINDS_WHO) {
		word = "who";
		what = "the player";
		by = "sum_players, count_players, max_players, best_player, "
		    "@players, @ranking, a declare-winner's where, "
		    "rank-players' by, list-players' each and json-each, "
		    "throw-pools' fires and a pool combat's destroyed";
		eg = "count_players(resource(gold, who) > 0)";
		also = "; under each-player and each-player-in-turn each "
		    "player is 'me'";
	} else if (missing & ENG_BINDS_HERE) {
		word = "here";
		what = "the region";
		by = "sum_regions, count_regions, @regions, @regionvalues, "
		    "@regionterms, the effects under each-region and "
		    "each-source, clear-spawned, a due's per-region and "
		    "says-region and a pool combat's over";
		eg = "count_regions(owner(here) == me)";
	} else if (missing & ENG_BINDS_GROUP) {
		word = "group";
		what = "the group of regions";
		by = "sum_groups, count_groups, first_group and the effects "
		    "under each-group";
		eg = "count_groups(held(group))";
	}
	if (strcmp(name, word) == 0)
		snprintf(err, n, "'%s' is %s that %s go over one at a time, "
		    "and it stands outside all of them: write it inside one "
		    "('%s')%s", word, what, by, eg, also);
	else
		snprintf(err, n, "'%s' reads '%s', %s that %s go over one at "
		    "a time, and it stands outside all of them: write it "
		    "inside one ('%s')%s", name, word, what, by, eg, also);
}

/* resolve, refusing where nobody acts (c->no_actor) a name that reads the
 * actor. */
static int
resolve_here(void *ctx, const char *name, int nargs, const char *const *sym,
    struct expr_sym *out, char *err, size_t n)
{
	const struct eng_names_ctx *c = ctx;
	const char *what, *named;

	if (resolve(ctx, name, nargs, sym, out, err, n) != 0)
		return -1;
	bindings(sym, nargs, out);
	if (c->no_actor == NULL || (what = actor_read(c->rs, out, nargs, sym,
	    &named)) == NULL)
		return 0;
	if (named == NULL)
		return FAIL("'%s' %s, and %s", name, what, c->no_actor);
	return FAIL("'%s' %s, and %s, or name the player%s%s%s", name, what,
	    c->no_actor, named[0] != '\0' ? " (" : "", named,
	    named[0] != '\0' ? ")" : "");
}

/* Whether x has nothing to compile: no text, an unknown one, compiled
 * already, or marked to be compiled when first valued. */
static int
settled(const struct sexpr *x)
{
	return x->text == NULL || x->text == schema_unknown_str ||
	    x->e != NULL || x->later != 0;
}

/* The bits a place is compiled with (in_roll: 1, a roll's; names.h
 * ENG_IN_*, ENG_BINDS_*) are each its own: added up they make no more
 * than all of them together. */
_Static_assert(1 + ENG_IN_DUE + ENG_IN_TARGET + ENG_BINDS_HERE +
    ENG_BINDS_GROUP + ENG_BINDS_PIECE + ENG_IN_ROUND + ENG_IN_RANKING +
    ENG_IN_PAIR + ENG_IN_DECIDED + ENG_IN_LIST + ENG_IN_POOL +
    ENG_IN_PARTY + ENG_IN_THROW + ENG_BINDS_WHO + ENG_IN_ADDED +
    ENG_IN_SITE + ENG_IN_SQUAD ==
    (1 | ENG_IN_DUE | ENG_IN_TARGET | ENG_BINDS_HERE | ENG_BINDS_GROUP |
    ENG_BINDS_PIECE | ENG_IN_ROUND | ENG_IN_RANKING | ENG_IN_PAIR |
    ENG_IN_DECIDED | ENG_IN_LIST | ENG_IN_POOL | ENG_IN_PARTY |
    ENG_IN_THROW | ENG_BINDS_WHO | ENG_IN_ADDED | ENG_IN_SITE |
    ENG_IN_SQUAD),
    "two binding bits of names.h are the same: take the next free one");

const struct expr_names eng_names_proto = { resolve_here, NULL, 0,
    unbound, NULL };

/* An expression compiled on rules read from their checked image (when
 * first valued, eng_expr_ready): taken from the ruleset's arena, freed
 * with it after its expressions (ruleset_free). */
static void *
from_arena(void *ctx, size_t n)
{
	const struct eng_names_ctx *c = ctx;

	return schema_arena_alloc(&((struct ruleset *)c->rs)->image_arrays,
	    n);
}

static int
compile(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, struct diag_list *errs)
{
	return eng_compile_in(x, path, rs, act, in_roll, 0, errs);
}

/* eng_compile_now, x's storage from rs's arena when taken (from_arena). */
static int
compile_now(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says, int taken,
    struct diag_list *errs)
{
	struct eng_names_ctx c = { rs, act, in_roll & 1, in_says,
	    (in_roll & ENG_IN_DUE) != 0, rs->no_actor,
	    (in_roll & ENG_IN_TARGET) != 0, (in_roll & ENG_IN_ROUND) != 0,
	    (in_roll & ENG_IN_POOL) != 0,
	    (in_roll & (ENG_IN_PARTY | ENG_IN_THROW)) != 0,
	    (in_roll & ENG_IN_THROW) != 0, (in_roll & ENG_IN_ADDED) != 0,
	    (in_roll & ENG_IN_SITE) != 0, (in_roll & ENG_IN_SQUAD) != 0 };
	struct expr_names names = eng_names_proto;
	struct diag d;

	if (settled(x))
		return 0;
	names.ctx = &c;
	names.bound = (unsigned)(in_roll | (int)rs->bound) & ENG_BINDS_ALL;
	if (taken)
		names.alloc = from_arena;
	if (expr_parse(x->text, x->pos.file, x->pos.line, x->pos.col, &names,
	    &x->e, &d) == ST_OK)
		return 0;
	diag_list_add(errs, d.code, d.file, d.line, d.col, "'%s': %s", path,
	    diag_msg(&d));
	return 1;
}

int
eng_compile_now(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says,
    struct diag_list *errs)
{
	return compile_now(x, path, rs, act, in_roll, in_says, rs->checked,
	    errs);
}

/* Whether eng_compile_in, on a checked ruleset, only marks x to be
 * compiled when first valued (eng_expr_ready), so its path goes unread;
 * a line's expressions are compiled with their line (says.c). */
static int
deferred(const struct sexpr *x, const struct ruleset *rs, int in_says)
{
	return rs->checked && !in_says && !settled(x);
}

int
eng_compile_in(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, int in_roll, int in_says,
    struct diag_list *errs)
{
	if (deferred(x, rs, in_says)) {
		x->later = 1 + (in_roll | (int)rs->bound);
		x->later_of = act;
		return 0;
	}
	return eng_compile_now(x, path, rs, act, in_roll, in_says, errs);
}

int
eng_compile_key(struct sexpr *x, const char *path, const char *key,
    const struct ruleset *rs, const struct action_def *act, int in_roll,
    struct diag_list *errs)
{
	char p[300];

	/* the path names it in a message only: not made where nothing is
	 * compiled now (rules checked when kept: compiled when first
	 * valued, eng_expr_ready) */
	if (settled(x) || rs->checked)
		return eng_compile_in(x, path, rs, act, in_roll, 0, errs);
	if (key != NULL)
		fmt_path(p, sizeof p, "%.200s.%s", path, key);
	else
		fmt_path(p, sizeof p, "%.200s", path);
	return eng_compile_in(x, p, rs, act, in_roll, 0, errs);
}

int
eng_expr_ready(const struct ruleset *rs, const struct sexpr *cx,
    struct diag *d)
{
	struct sexpr *x = (struct sexpr *)cx;	/* compiled once, in place */
	struct diag_list errs;
	int later = x->later, bad;

	if (later == 0)
		return ST_OK;
	x->later = 0;
	diag_list_init(&errs);
	if (x->later_words > 0) {
		/* a word's own: its action with the words before it */
		struct action_def before = *(const struct action_def *)
		    x->later_of;
		before.args.n = x->later_words - 1;
		bad = compile_now(x, "an expression", rs, &before,
		    later - 1, 0, 1, &errs);
	} else
		bad = compile_now(x, "an expression", rs, x->later_of,
		    later - 1, 0, 1, &errs);
	if (bad) {
		/* an image that passed its checksum and is still wrong: the
		 * expression stays uncompiled, refused each time */
		x->later = later;
		diag_at(d, ST_DATA, x->pos.file != NULL ? x->pos.file : "",
		    x->pos.line, x->pos.col, "%s (the rules kept with the "
		    "game: 'arbiter ruleset check' its texts)", errs.n > 0 ?
		    diag_msg(&errs.v[0]) : "an expression does not compile");
	} else
		x->later_of = NULL;
	diag_list_free(&errs);
	return bad ? ST_DATA : ST_OK;
}

int
eng_compile_expr_now(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act,
    struct diag_list *errs)
{
	return eng_compile_now(x, path, rs, act, 0, 0, errs);
}

int
eng_compile_word_expr(struct sexpr *x, const char *path,
    const struct ruleset *rs, const struct action_def *act, int nwords,
    struct diag_list *errs)
{
	struct action_def before = *act;

	if (rs->checked && x->text != NULL && x->text != schema_unknown_str &&
	    x->e == NULL && x->later == 0) {
		x->later = 1;
		x->later_of = act;
		x->later_words = 1 + nwords;
		return 0;
	}
	before.args.n = nwords;
	return eng_compile_now(x, path, rs, &before, 0, 0, errs);
}

int
eng_compile_expr(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 0, errs);
}

int
eng_compile_rolled(struct sexpr *x, const char *path, const struct ruleset *rs,
    const struct action_def *act, struct diag_list *errs)
{
	return compile(x, path, rs, act, 1, errs);
}
