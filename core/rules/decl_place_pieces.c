/* decl_place_pieces.c: the ruleset check of the effect place-pieces, a
 * player's pieces taken out of the box onto a territory word
 * (core/engine/engine_place_pieces.c): a map of territories, its player
 * compiled, a word of kind territory that does not take 'none', one or
 * more of the ruleset's pieces, each a count of 1 or more, and an
 * arrival with 'arrival: true'. */
#include "core/rules/decl_fx.h"

int
fx_place_pieces(const struct fx *c)
{
	struct eff_place_pieces *x = &c->e->place_pieces;
	const char *p = c->key;
	int bad = 0;

	if (!c->rs->mech.territories.present || c->rs->pieces.n <= 0)
		return FX_ERR(*c->pos, "'%s': pieces are placed on a map of "
		    "territories, and the ruleset has %s: declare "
		    "mechanisms.territories and its pieces, or take the effect "
		    "out", p, c->rs->mech.territories.present ? "no pieces" :
		    "no map of territories");
	if (x->arrival && !c->rs->mech.territories.arrival.present)
		bad += FX_ERR(*c->pos, "'%s': 'arrival: true' marks the "
		    "player's arrival placed, and the ruleset has none: "
		    "declare mechanisms.territories.arrival, or take the key "
		    "out", p);
	bad += fx_expr(&x->player, p, c->rs, c->act, c->in_roll, c->errs);
	x->w_at = decl_arg_of_kind(c->act, x->at, ARG_TERRITORY);
	if (x->w_at < 0)
		bad += FX_ERR(*c->pos, "'%s': 'at' names a word of the action "
		    "of kind territory ('{name: place, kind: territory}' in "
		    "its args), and '%s' is not one", p, x->at);
	else if (VEC_AT(c->act->args, struct arg_def, x->w_at)->none)
		bad += FX_ERR(*c->pos, "'%s': pieces are placed on a territory, "
		    "and '%s' takes 'none': take 'none: true' off the word", p,
		    x->at);
	if (x->pieces.n == 0)
		bad += FX_ERR(*c->pos, "'%s': 'pieces' places nothing: give "
		    "the kinds and their counts, '{%s: 1}'", p,
		    c->rs->pieces.ids[0]);
	for (int i = 0; i < x->pieces.n; i++) {
		if (vec_find(&c->rs->pieces, x->pieces.ids[i]) < 0)
			bad += FX_ERR(*c->pos, "'%s': '%s' is no piece of the "
			    "ruleset: 'pieces' takes the ids of pieces, such as "
			    "'%s'", p, x->pieces.ids[i], c->rs->pieces.ids[0]);
		else if (*VEC_AT(x->pieces, long, i) < 1)
			bad += FX_ERR(*c->pos, "'%s': '%s: %ld' places none: "
			    "give each kind a count of 1 or more, or take it "
			    "out", p, x->pieces.ids[i], *VEC_AT(x->pieces, long,
			    i));
	}
	return bad;
}
