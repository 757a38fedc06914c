/* ruleset_check_terr.c: the sanity pass over classes, pieces, tiles,
 * faction abilities, the turn order, the victory conditions and the
 * mechanisms of pieces on a map of territories. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

int rs_sanity_terr(struct ruleset *rs, struct diag_list *errs);

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__) != 0)

/* Keys of a dict naming pieces ("home.units"). */
static int
check_piece_keys(struct ruleset *rs, const struct vec *v, const char *what,
    struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < v->n; i++)
		if (vec_find(&rs->pieces, v->ids[i]) < 0)
			bad += ERR(v->pos[i], "%s names '%s', which is not a "
			    "declared piece", what, v->ids[i]);
	return bad;
}

static int
check_res_keys(struct ruleset *rs, const struct vec *v, const char *what,
    struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < v->n; i++)
		if (rs_resource(rs, v->ids[i]) < 0)
			bad += ERR(v->pos[i], "%s names '%s', which is not a "
			    "declared resource", what, v->ids[i]);
	return bad;
}

/* Is piece i's class written unknown?  Its path made whole, only when
 * asked (a piece's id has any length). */
static int
class_unknown(const struct ruleset *rs, int i)
{
	struct strbuf cp;
	int r;

	sb_init(&cp);
	sb_printf(&cp, "pieces.%s.class", rs->pieces.ids[i]);
	r = rs_is_unknown(rs, sb_str(&cp));
	sb_release(&cp);
	return r;
}

/* The steps of the pool combat, or those written before it when it was
 * not made (the ruleset refused already, or no steps). */
static int
pool_steps(const struct ruleset *rs)
{
	const struct combat_decl *pc = rs_pool_combat(rs);

	if (pc == NULL)
		return rs->mech.dicepool.steps.n;
	return pc->steps.n > 0 ? pc->steps.n : 0;
}

/* The key the pool's steps were written under: the pool combat's (where
 * it is declared: *pos, when pos is not NULL), or, written before, the
 * mechanism's. */
static const char *
pool_steps_key(const struct ruleset *rs, char *key, size_t n,
    struct spos *pos)
{
	const struct sref *c = &rs->mech.dicepool.combat;

	if (pos != NULL)
		*pos = (struct spos){ NULL, 0, 0 };
	if (c->name == NULL)
		return "mechanisms.dice-pool.steps";
	if (pos != NULL && c->i >= 0 && c->i < rs->combats.n)
		*pos = rs->combats.pos[c->i];
	snprintf(key, n, "combats.%s.steps", c->name);
	return key;
}

static int
check_pieces(struct ruleset *rs, struct diag_list *errs)
{
	const struct dicepool_def *dp = &rs->mech.dicepool;
	int nsteps = pool_steps(rs);
	char what[160], buf[96];
	const char *key = pool_steps_key(rs, buf, sizeof buf, NULL);
	const struct combat_decl *pc = rs_pool_combat(rs);
	/* the damage that destroys a unit: the value the pool combat names */
	const char *arm = pc != NULL ? COMBAT_ARMOUR_OF(pc) : COMBAT_ARMOUR;
	int varm = rs_piece_value_index(rs, arm), bad = 0;

	for (int i = 0; i < rs->classes.n; i++) {
		const struct class_def *c = RS_CLASS(rs, i);
		if (dp->present && nsteps >= 0 && c->step > nsteps)
			bad += ERR(rs->classes.pos[i], "class '%s' fires in "
			    "step %ld, but '%s' has %d", rs->classes.ids[i],
			    c->step, key, nsteps);
	}
	for (int i = 0; i < rs->pieces.n; i++) {
		const struct piece_def *p = RS_PIECE(rs, i);
		/* what the territories' mechanisms need of every piece */
		const char *need[] = { "class", "count", arm, "attack",
			"cost" };
		int has[5] = { p->cls.name != NULL || class_unknown(rs, i),
			p->count != RS_NONE,
			rs_piece_stat(rs, i, 0, varm) != RS_NONE,
			p->std.attack != NULL,
			p->std.cost.n != 0 || p->std.cost.ids != NULL };
		for (int k = 0; k < 5 && rs->mech.territories.present; k++)
			if (!has[k])
				bad += ERR(rs->pieces.pos[i], "'pieces.%s."
				    "%s%s' is missing (mechanisms.territories "
				    "needs it of every piece)",
				    rs->pieces.ids[i], k == 2 ? "values." : "",
				    need[k]);
		for (int up = 0; up < 2 && pc != NULL; up++)
			if (rs_piece_stat(rs, i, up, varm) == 0)
				bad += ERR(rs->pieces.pos[i], "'pieces.%s.%s"
				    "values.%s' is 0, but it is the damage "
				    "that destroys a unit in the pool combat: "
				    "give 1 or more", rs->pieces.ids[i], up ?
				    "upgraded." : "", arm);
		snprintf(what, sizeof what, "'pieces.%s.cost'",
		    rs->pieces.ids[i]);
		bad += check_res_keys(rs, &p->std.cost, what, errs);
		snprintf(what, sizeof what, "'pieces.%s.upgraded.cost'",
		    rs->pieces.ids[i]);
		bad += check_res_keys(rs, &p->up.cost, what, errs);
		if (p->builds.present && !p->building)
			bad += ERR(rs->pieces.pos[i], "piece '%s' builds units "
			    "but is not a building", rs->pieces.ids[i]);
		if (p->replaces.i >= 0 && !p->building)
			bad += ERR(rs->pieces.pos[i], "piece '%s' replaces "
			    "another but is not a building", rs->pieces.ids[i]);
	}
	return bad;
}

static int
check_tiles(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->tiles.n; i++) {
		const struct tile_def *t = RS_TILE(rs, i);
		size_t len = strlen(t->code);
		if (len < 1 || len > 2)
			bad += ERR(rs->tiles.pos[i], "tile '%s': its code '%s' "
			    "must be one or two characters", rs->tiles.ids[i],
			    t->code);
		for (int k = 0; k < t->count.n; k++) {
			char *end;
			long n = strtol(t->count.ids[k], &end, 10);
			if (*end != '\0' || n < rs->players.min ||
			    n > rs->players.max)
				bad += ERR(t->count.pos[k], "tile '%s': '%s' is "
				    "not a player count of this game (%ld to "
				    "%ld)", rs->tiles.ids[i], t->count.ids[k],
				    rs->players.min, rs->players.max);
		}
	}
	return bad;
}

static int
check_territories(struct ruleset *rs, struct diag_list *errs)
{
	const struct territories_def *t = &rs->mech.territories;
	struct spos none = { NULL, 0, 0 };
	int bad = 0;

	if (!t->present)
		return 0;
	/* the territories are laid on the state's one board during play */
	if (rs->board.regions.n > 0 || rs->board.bodies.n > 0)
		bad += ERR(rs->board.regions.n > 0 ? rs->board.regions.pos[0] :
		    rs->board.bodies.pos[0], "'mechanisms.territories' lays "
		    "its map of territories on the game's board: it cannot "
		    "have 'board.regions' or 'board." KEY_BODIES "' too");
	bad += check_piece_keys(rs, &t->home.units,
	    "'mechanisms.territories.home.units'", errs);
	if (t->arrival.present) {
		bad += check_piece_keys(rs, &t->arrival.units,
		    "'mechanisms.territories.arrival.units'", errs);
		if (t->arrival.piece.i >= 0 &&
		    !RS_PIECE(rs, t->arrival.piece.i)->building)
			bad += ERR(t->arrival.piece.pos, "the arrival piece "
			    "'%s' must be a building", t->arrival.piece.name);
	}
	if (strlen(t->home.code) < 1 || strlen(t->home.code) > 2)
		bad += ERR(none, "'mechanisms.territories.home.code' must be "
		    "one or two characters");
	return bad;
}

static int
check_mechanisms(struct ruleset *rs, struct diag_list *errs)
{
	const struct mechanisms_def *m = &rs->mech;
	const struct combat_decl *pc = rs_pool_combat(rs);
	char buf[96];
	struct spos at;
	const char *key = pool_steps_key(rs, buf, sizeof buf, &at);
	int bad = 0;

	/* what each mechanism needs: ruleset_check_needs.c; a pool combat
	 * without steps says so itself (combat_compile) */
	if (m->dicepool.present && pool_steps(rs) == 0 &&
	    (pc == NULL || pc->mode != COMBAT_POOL))
		bad += ERR(at, "'%s' names no step", key);
	return bad;
}

int
eng_declares_winner(const struct vec *v)
{
	for (int k = 0; k < v->n; k++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def, k);
		/* and the lists of its kind */
		const struct vec *in[2] = { NULL, NULL };
		if (EK_IS(e, declare_winner) || EK_IS(e, reach_win))
			return 1;
		eng_effect_lists(e, in);
		if ((in[0] != NULL && eng_declares_winner(in[0])) ||
		    (in[1] != NULL && eng_declares_winner(in[1])))
			return 1;
	}
	return 0;
}

static int
check_turns_victory(struct ruleset *rs, struct diag_list *errs)
{
	const struct turns_def *t = &rs->turns;
	int bad = 0, check = 0;

	if (t->start_option.name != NULL && VEC_AT(rs->options,
	    struct option_def, t->start_option.i)->kind != OPT_PLAYER)
		bad += ERR(t->start_option.pos, "'turns.start-option': '%s' is "
		    "not an option of kind player", t->start_option.name);
	for (int i = 0; i < rs->phases.n; i++)
		check |= eng_declares_winner(&RS_PHASE(rs, i)->begin);
	for (int i = 0; i < rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, i);
		if (v->when == WHEN_REACH && v->resource.name == NULL)
			bad += ERR(rs->victory.pos[i], "a 'reach' victory names "
			    "its 'resource' and the value 'at'");
		if (v->when == WHEN_REACH && rs->roles.n <= 0)
			bad += ERR(rs->victory.pos[i], "a 'reach' victory needs "
			    "'roles' (every player takes one)");
		if (v->when == WHEN_REACH && !check)
			bad += ERR(rs->victory.pos[i], "a 'reach' victory is "
			    "checked by a phase's 'begin' that declares the "
			    "winner (declare-winner), and no phase's 'begin' "
			    "has one");
	}
	return bad;
}

/* A faction's start-card is kept as if picked, which only a map of
 * territories does (its picks, words.pick): elsewhere it would be read
 * by nothing. */
static int
check_start_cards(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int f = 0; !rs->mech.territories.present &&
	    f < rs->factions.n; f++)
		if (RS_FACTION(rs, f)->start_card != NULL)
			bad += ERR(rs->factions.pos[f], "faction '%s' has a "
			    "'start-card', which is kept as if picked on a map "
			    "of territories ('mechanisms.territories'), and "
			    "this ruleset has none: take it out",
			    rs->factions.ids[f]);
	return bad;
}

int
rs_sanity_terr(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	/* checks of the texts alone, building nothing: passed when the
	 * kept image was kept (rs->checked), as rs_sanity's */
	if (!rs->checked) {
		bad += check_start_cards(rs, errs);
		bad += check_pieces(rs, errs);
		bad += check_tiles(rs, errs);
		bad += check_territories(rs, errs);
		bad += check_mechanisms(rs, errs);
	}
	bad += rs_check_order_steps(rs, errs);
	if (!rs->checked)
		bad += check_turns_victory(rs, errs);
	return bad;
}
