/* decl_effects.c: the ruleset check of a list of effects (an action's,
 * a phase's, the round's end, a combat's): every expression compiled
 * against the names of its place, every effect's regions and words
 * found, and what each effect needs (a board for pieces, a combat for a
 * fight, the deck it draws) present.  What an effect does is read off
 * the schema (decl_kind.c); each key that says it has its row in the
 * table of decl_fx.h, whose function checks it: the effects that hold
 * effects of their own are checked here, the others in decl_fx_*.c and
 * the decl_*.c file named for each. */
#include "core/rules/decl_fx.h"

#include "core/base/fmt_path.h"
#include "core/dice/dice.h"
#include "core/rules/words_keys.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

static int effects(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs);

static int
one_die(struct ruleset *rs, const char *die, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	struct dice_env env = rs_dice_env(rs);
	struct dice_expr *e = NULL;
	struct diag d;
	int r = dice_parse(die, &env, &e, &d);

	if (r == ST_OK && (e->kind != DICE_TERM || e->count != 1 ||
	    e->keep != KEEP_ALL))
		r = diag_set(&d, ST_DATA, "'%s' is not one die", die);
	dice_free(e);
	return r == ST_OK ? 0 : ERR(*pos, "'%s': %s", path, diag_msg(&d));
}


/* How a roll's says and table are compiled: roll, rolled() and @faces
 * known, and target when it gives one. */
static int
roll_bound(const struct eff_roll *r)
{
	return 1 | (r->target.text != NULL ? ENG_IN_TARGET : 0);
}

/* roll: its dice, target, table and report keys */
int
fx_roll(const struct fx *c)
{
	struct ruleset *rs = c->rs;
	const struct action_def *act = c->act;
	struct eff_roll *r = &c->e->roll;
	const char *path = c->key;
	const struct spos *pos = c->pos;
	int in_roll = c->in_roll;
	struct diag_list *errs = c->errs;
	char p[300];
	int bad = 0;

	if (r->dice.n <= 0)
		bad += ERR(*pos, "'%s.dice': a roll throws at least one die",
		    path);
	for (int k = 0; k < r->dice.n; k++) {
		struct roll_dice *x = VEC_AT(r->dice, struct roll_dice, k);
		fmt_path(p, sizeof p, "%.200s.dice.%d", path, k + 1);
		bad += fx_expr(&x->count, p, rs, act, in_roll, errs);
		/* calm: a die of dice, its faces known or not (unknown
		 * ones refuse the throw, as the table has to enter them) */
		if (!r->calm)
			bad += one_die(rs, x->die, p, &r->dice.pos[k], errs);
		else if (x->die == NULL || vec_find(&rs->dice, x->die) < 0)
			bad += ERR(r->dice.pos[k], "'%s.die': a calm roll "
			    "throws dice of the ruleset's dice without their "
			    "explosions, and '%s' is not one of them: name a "
			    "die of dice or take 'calm' out", p, x->die ?
			    x->die : "");
	}
	fmt_path(p, sizeof p, "%.200s.target", path);
	bad += fx_expr(&r->target, p, rs, act, in_roll, errs);
	for (int k = 0; k < r->table.n; k++) {
		struct roll_row *w = VEC_AT(r->table, struct roll_row, k);
		fmt_path(p, sizeof p, "%.200s.table.%d", path, k + 1);
		bad += fx_expr(&w->when, p, rs, act, roll_bound(r), errs);
		bad += effects(rs, act, &w->effects, p, roll_bound(r),
		    errs);
	}
	if (r->json != NULL && fx_report_key(r->json))
		bad += ERR(*pos, "'%s.json': '%s' is a key the report has "
		    "already; name the total otherwise", path, r->json);
	if (r->json_target != NULL && (fx_report_key(r->json_target) ||
	    (r->json != NULL && strcmp(r->json, r->json_target) == 0)))
		bad += ERR(*pos, "'%s.json-target': '%s' is a key the report "
		    "has already; name the total needed otherwise", path,
		    r->json_target);
	if (r->keep_rolls && r->json == NULL)
		bad += ERR(*pos, "'%s.keep-rolls' keeps the roll's entries of "
		    "rolls beside its 'json' key, and the roll has no json "
		    "(its entries are there already): name the key or take "
		    "'keep-rolls' out", path);
	if (r->json_target != NULL && r->target.text == NULL)
		bad += ERR(*pos, "'%s.json-target' names the key of the "
		    "total needed, and the roll has none: give its 'target' "
		    "or take 'json-target' out", path);
	return bad;
}

/* if: its test, then and otherwise; read from a kept image (checked
 * when kept), each list is walked when first taken (eng_if_ready), most
 * commands taking one of the two */
int
fx_if(const struct fx *c)
{
	struct effect_def *e = c->e;
	struct eff_if *x = &e->cond;
	int bad = fx_expr(&x->test, c->key, c->rs, c->act, c->in_roll,
	    c->errs);

	if (c->rs->checked) {
		x->later = (x->then.n > 0) | (x->otherwise.n > 0) << 1;
		x->later_roll = c->in_roll;
		x->later_bound = c->rs->bound;
		x->later_nobody = c->rs->no_actor;
		x->later_of = c->act;
		return bad;
	}
	bad += effects(c->rs, c->act, &x->then, c->key, c->in_roll,
	    c->errs);
	return bad + effects(c->rs, c->act, &x->otherwise, c->key,
	    c->in_roll, c->errs);
}


/* each-player and each-player-in-turn: each player acts in turn, the
 * actor read there */
static int
each_player(const struct fx *c, struct vec *v)
{
	const char *nobody = c->rs->no_actor;
	int bad;

	c->rs->no_actor = NULL;
	bad = effects(c->rs, c->act, v, c->key, c->in_roll, c->errs);
	c->rs->no_actor = nobody;
	return bad;
}

int
fx_each_player(const struct fx *c)
{
	return each_player(c, &c->e->each);
}

int
fx_each_in_turn(const struct fx *c)
{
	return each_player(c, &c->e->each_in_turn);
}

/* The effects v of an iteration, with what it binds (rs->bound: here,
 * who, group) and places (in_roll's). */
static int
bound_effects(const struct fx *c, struct vec *v, unsigned binds,
    int in_roll)
{
	unsigned bound = c->rs->bound;
	int bad;

	c->rs->bound |= binds;
	bad = effects(c->rs, c->act, v, c->key, in_roll, c->errs);
	c->rs->bound = bound;
	return bad;
}

/* each-region: here each region of a board */
int
fx_each_region(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (!eng_has_board(c->rs))
		bad += ERR(*c->pos, "'%s': each-region needs a board of "
		    "regions (board.regions, board.places or board.%s): "
		    "declare one or take the effect out", c->key, ZONES_KEY);
	return bad + bound_effects(c, &c->e->each_region, ENG_BINDS_HERE,
	    c->in_roll);
}

/* each-site: site each site of the round, which the card mechanisms
 * keep */
int
fx_each_site(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (!c->rs->mech.claims.present)
		bad += ERR(*c->pos, "'%s': each-site goes over the round's "
		    "sites, which the card mechanisms keep, and the ruleset "
		    "has none: declare mechanisms.claims or take the effect "
		    "out", c->key);
	return bad + bound_effects(c, &c->e->each_site, 0, c->in_roll |
	    ENG_IN_SITE);
}

/* each-group: group each group of regions */
int
fx_each_group(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (eng_ngroups(c->rs) <= 0)
		bad += ERR(*c->pos, "'%s': each-group needs groups of regions "
		    "(board.groups, or an orbit board's bodies)", c->key);
	return bad + bound_effects(c, &c->e->each_group, ENG_BINDS_GROUP,
	    c->in_roll);
}

/* each-squad-in-flight: here its zone, who its owner, the squad bound */
int
fx_each_squad(const struct fx *c)
{
	const struct ruleset *rs = c->rs;
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (rs->board.zones.n <= 0 || !rs->mech.flight.present)
		bad += ERR(*c->pos, "'%s': it goes through the squads flying "
		    "to the numbered zones (board.%s) along the distance "
		    "track of mechanisms.flight, and this ruleset has no %s: "
		    "declare %s or take the effect out", c->key, ZONES_KEY,
		    rs->board.zones.n <= 0 ? "numbered zones" :
		    "mechanisms.flight", rs->board.zones.n <= 0 ? "them" :
		    "it");
	return bad + bound_effects(c, &c->e->each_squad_in_flight,
	    ENG_BINDS_HERE | ENG_BINDS_WHO, c->in_roll | ENG_IN_SQUAD);
}

/* each-source: here each land */
int
fx_each_source(const struct fx *c)
{
	int bad = eng_check_sources_effect(c->act, c->e, c->key, c->pos,
	    c->errs);

	return bad + bound_effects(c, &c->e->each_source.then,
	    ENG_BINDS_HERE, c->in_roll);
}

/* each-party: the parties of a side of a combat round */
int
fx_each_party(const struct fx *c)
{
	struct effect_def *e = c->e;
	struct diag_list *errs = c->errs;
	int bad = 0;

	if (!(c->in_roll & ENG_IN_ROUND))
		bad += ERR(*c->pos, "'%s': each-party goes through the "
		    "parties of a side of a combat round, known only in the "
		    "then of a combat-round effect: put it there", c->key);
	bad += eng_compile_key(&e->each_party.side, c->key, "side", c->rs,
	    c->act, c->in_roll, errs);
	return bad + effects(c->rs, c->act, &e->each_party.then, c->key,
	    c->in_roll | ENG_IN_PARTY | ENG_IN_THROW, errs);
}

/* combat-round: its declaration, cost, then, before-throw and
 * party-check */
int
fx_combat_round(const struct fx *c)
{
	struct ruleset *rs = c->rs;
	const struct action_def *act = c->act;
	struct eff_combat_round *x = &c->e->combat_round;
	int in_roll = c->in_roll;
	struct diag_list *errs = c->errs;
	char p[300];
	int bad = eng_check_combat_round(rs, act, x, c->key, c->pos, in_roll,
	    errs);
	/* PATH.N.combat-round, c->key, written once, each list after it */
	size_t at = fmt_path_head(p, sizeof p, c->key, sizeof p);

	fmt_path_key(p, sizeof p, at, "cost");
	bad += fx_amounts(rs, act, &x->cost, p, in_roll, errs);
	fmt_path_key(p, sizeof p, at, "then");
	bad += effects(rs, act, &x->then, p, in_roll | ENG_IN_ROUND, errs);
	fmt_path_key(p, sizeof p, at, "before-throw");
	bad += effects(rs, act, &x->before_throw, p, in_roll | ENG_IN_ROUND,
	    errs);
	fmt_path_key(p, sizeof p, at, "party-check");
	return bad + effects(rs, act, &x->party_check, p,
	    in_roll | ENG_IN_PARTY, errs);
}

/* --- the table ---------------------------------------------------------- */

static const struct check {
	char key[24];
	unsigned char how;
	size_t off;
} checks[] = {
#define ROW(key, how, m, fn) { key, how, offsetof(struct effect_def, m) },
	EFFECT_CHECKS(ROW)
#undef ROW
};
#define NCHECKS (sizeof checks / sizeof checks[0])
_Static_assert(NCHECKS == EK_END - 1 && EK_END < 255,
    "a row of the checks a kind, and a kind in a byte");

/* Check c->e by row i's function.  (The table holds no address, the
 * functions are reached by a switch: nothing to relocate at start.) */
static int
check_row(size_t i, const struct fx *c)
{
	switch (i) {
#define CASE(key, how, m, fn) case EK_##m - 1: return fn(c);
	EFFECT_CHECKS(CASE)
#undef CASE
	}
	return 0;
}

const char *
decl_fx_key(int r)
{
	return r >= 0 && (size_t)r < NCHECKS ? checks[r].key : NULL;
}

const char *
decl_fx_unchecked(void)
{
	int n = eng_effect_key_count();

	for (int k = 0; k < n; k++) {
		const char *name = eng_effect_key_name(k);
		size_t off, i = 0;
		int how = eng_effect_key_where(k, &off);
		while (i < NCHECKS && strcmp(checks[i].key, name) != 0)
			i++;
		if (i == NCHECKS || checks[i].how != how ||
		    checks[i].off != off)
			return name;
	}
	return NCHECKS == (size_t)n ? NULL :
	    "(a row of no key of the schema's)";
}

/* The effect c->e by row r, the key it has: its path c->key is c->at's
 * and the key (both well inside their room: a path of at most 200, its
 * place and a key of the table). */
static int
check_effect(struct fx *c, size_t r)
{
	size_t n = strlen(c->at), k = strlen(checks[r].key);

	memcpy(c->key, c->at, n);
	c->key[n] = '.';
	memcpy(c->key + n + 1, checks[r].key, k + 1);
	return check_row(r, c);
}

static int
effects(struct ruleset *rs, const struct action_def *act, struct vec *v,
    const char *path, int in_roll, struct diag_list *errs)
{
	int bad = 0;
	char p[300];
	/* PATH written once, each effect's place after it */
	size_t head = v->n > 0 ? fmt_path_head(p, sizeof p, path, 200) : 0;

	for (int i = 0; i < v->n; i++) {
		struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		const struct spos *pos = &v->pos[i];
		const char *k1, *k2;
		size_t row = 0, at;
		/* the kind a check before stored, else the one it was
		 * read with (and stored: the engine runs the effect by
		 * it); else as many keys as its tag counts, none or two
		 * and more */
		int kinds = e->kind > 0 && rs->checked ?
		    (row = (size_t)e->kind - 1, 1) :
		    (row = eng_effect_row_read(e)) < NCHECKS ? 1 :
		    e->key.n == 1 ? 0 : e->key.n;

		e->kind = kinds == 1 ? (int)row + 1 : 0;

		if (kinds > 1) {
			/* named in the schema's order, as its tag tells */
			eng_effect_kinds(e, &k1, &k2);
			bad += kinds == 2 ? ERR(*pos, "'%s.%d': an effect does "
			    "one thing, and this one says two: '%s' and '%s'; "
			    "write each as an effect of its own", path, i + 1,
			    k1, k2) : ERR(*pos, "'%s.%d': an effect does one "
			    "thing, and this one says %d: '%s', '%s' and %d "
			    "more; write each as an effect of its own", path,
			    i + 1, kinds, k1, k2, kinds - 2);
			continue;
		}
		if (kinds == 0) {
			bad += eng_effect_nothing(rs, pos, path, i, errs);
			continue;
		}
		/* PATH.N, the effect's path: the lines' and c.at (p may
		 * grow by ".unknown" below; at is its length here) */
		at = fmt_path_num(p, sizeof p, head, i + 1);
		if (e->kind == EK_say)
			bad += eng_compile_says(e->say, &e->tsay, p, pos, rs,
			    act, in_roll, errs);
		/* a roll's says is said with its total and faces */
		bad += eng_compile_says(e->says, &e->tsays, p, pos, rs, act,
		    e->kind == EK_roll ? roll_bound(&e->roll) :
		    e->kind == EK_rank_players ? in_roll | ENG_IN_RANKING :
		    e->kind == EK_list_players ? in_roll | ENG_IN_LIST :
		    e->kind == EK_add_spawned ? in_roll | ENG_IN_ADDED :
		    in_roll, errs);
		if (e->kind == EK_draw)
			bad += eng_compile_says(e->draw.reason,
			    &e->draw.treason, p, pos, rs, act, in_roll, errs);
		if (e->json != NULL && e->kind == EK_pay)
			bad += strcmp(e->json, "transfer") != 0 ? ERR(*pos,
			    "'%s.%d': a payment's 'json' is 'transfer' (from, "
			    "to, amount and resource, as the command "
			    "'transfer' reports them)", path, i + 1) : 0;
		else if (e->json != NULL && !(e->kind == EK_gain &&
		    e->gain.n == 1) && !(e->kind == EK_set && e->set.n == 1) &&
		    e->kind != EK_enter && e->kind != EK_action_points &&
		    e->kind != EK_unit_income && e->kind != EK_say &&
		    e->kind != EK_rank_players && e->kind != EK_list_players)
			bad += ERR(*pos, "'%s.%d': 'json' names the amount of "
			    "a gain or a set of one resource, the piece an "
			    "enter brings in, the players a rank-players "
			    "ranked or a list-players listed, or the key a "
			    "say's line is given under instead of said", path,
			    i + 1);
		else if (e->json != NULL && fx_report_key(e->json))
			bad += ERR(*pos, "'%s.%d': 'json: %s' is a key the "
			    "report has already; name the amount otherwise",
			    path, i + 1, e->json);
		if (e->winner_where.text != NULL &&
		    e->kind != EK_declare_winner) {
			bad += ERR(*pos, "'%s.%d': 'where' chooses the players "
			    "who win together, with declare-winner: write "
			    "'declare-winner: who' beside it, or take 'where' "
			    "out", path, i + 1);
			continue;
		}
		if (e->usage && e->kind != EK_refuse)
			bad += ERR(*pos, "'%s.%d': 'usage' makes a refusal a "
			    "usage error; it goes with 'refuse: LINE'", path,
			    i + 1);
		if (e->unknown != NULL) {
			fmt_path_key(p, sizeof p, at, "unknown");
			bad += eng_check_refuse_unknown(e, p, pos, errs);
		}
		if (e->kind == EK_say)
			continue;
		if (e->kind == EK_refuse) {
			bad += eng_compile_says(e->refuse, &e->trefuse, p, pos,
			    rs, act, in_roll, errs);
			continue;
		}
		{
			/* each member set (not an initializer, which would
			 * zero the 600 bytes of at and key each effect):
			 * at is written here, key by check_effect */
			struct fx c;
			c.rs = rs;
			c.act = act;
			c.e = e;
			c.pos = pos;
			c.path = path;
			c.i = i;
			c.in_roll = in_roll;
			c.errs = errs;
			memcpy(c.at, p, at);
			c.at[at] = '\0';
			bad += check_effect(&c, row);
		}
	}
	return bad;
}

int
eng_check_effects(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs)
{
	return effects(rs, act, v, path, in_roll, errs);
}

int
eng_check_amounts(struct ruleset *rs, const struct action_def *act,
    struct vec *v, const char *path, int in_roll, struct diag_list *errs)
{
	return fx_amounts(rs, act, v, path, in_roll, errs);
}
