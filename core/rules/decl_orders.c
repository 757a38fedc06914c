/* decl_orders.c: the ruleset check of the effects of the orders on a map
 * of territories: order-step (a step of the order of the player whose
 * turn it is, by its name among mechanisms.orders.steps), start-order
 * and set-turn-order, and the action that places the spawn's pieces
 * (set-placing);
 * spawn-pieces, an effect of before (ruleset_spawn_pieces.c replaces it
 * in the texts of before), is refused; core/engine/engine_orders.c
 * carries them out. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

static int
order_step(const struct ruleset *rs, struct eff_order_step *x,
    const char *p, const struct spos *pos, struct diag_list *errs)
{
	int bad = 0;

	if (!rs->mech.territories.present || !rs->mech.orders.present)
		bad += ERR(*pos, "'%s': the steps of an order are taken on a "
		    "map of territories with orders, and the ruleset has "
		    "none: declare mechanisms.territories and "
		    "mechanisms.orders, or take the effect out", p);
	/* code: the step's place among those declared, from 1 */
	if ((x->code = rs_order_step_at(rs, x->step)) == 0) {
		char list[300];
		rs_order_steps_text(rs, " and ", list, sizeof list);
		bad += ERR(*pos, "'%s': no step '%s': an order's steps are %s",
		    p, x->step, list);
	}
	if (x->what != NULL && (x->what[0] == '\0' || strchr(x->what, '%') !=
	    NULL))
		bad += ERR(*pos, "'%s': 'what' names the command's part in "
		    "words (\"exploring\"), not '%s'", p, x->what);
	return bad;
}

/* The territory word x names (at), into x->w. */
static int
territory_word(const struct action_def *act, struct eff_explored *x,
    const char *p, const struct spos *pos, struct diag_list *errs)
{
	x->w.text = x->at;
	x->w.region = -1;
	x->w.arg = decl_arg_of_kind(act, x->at, ARG_TERRITORY);
	if (x->w.arg < 0)
		return ERR(*pos, "'%s': 'at' must name a word of the action "
		    "of kind territory, and '%s' is not one", p, x->at);
	return 0;
}

/* start-order: an order placed on a territory word of the action, on a
 * map of territories with orders. */
static int
start_order(const struct ruleset *rs, const struct action_def *act,
    struct eff_explored *x, const char *p, const struct spos *pos,
    struct diag_list *errs)
{
	if (!rs->mech.territories.present || !rs->mech.orders.present)
		return ERR(*pos, "'%s': orders are placed on a map of "
		    "territories with orders, and the ruleset has none: "
		    "declare mechanisms.territories and mechanisms.orders, or "
		    "take the effect out", p);
	return territory_word(act, x, p, pos, errs);
}

/* set-turn-order: a word of kind turn-order of the action. */
static int
turn_order(const struct action_def *act, struct effect_def *e,
    const char *p, const struct spos *pos, struct diag_list *errs)
{
	return decl_effect_word(act, "set-turn-order", e->set_turn_order,
	    ARG_TURN_ORDER, "order", &e->w_turn_order, p, pos, errs);
}

int
eng_check_turn_order_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	if (decl_word_no_repeat(a, id, k, "turn-order", "set-turn-order",
	    errs))
		return 1;
	if (decl_word_read(a, VEC_AT(a->args, struct arg_def, k)->name,
	    offsetof(struct effect_def, set_turn_order)))
		return 0;
	return decl_word_unread(a, id, k, "the order",
	    "is set by the effect set-turn-order", "set-turn-order: ", "",
	    errs);
}

int
eng_check_orders(const struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, int i, const struct spos *pos,
    struct diag_list *errs)
{
	char p[300];

	snprintf(p, sizeof p, "%.200s.%d.%s", path, i + 1,
	    EK_IS(e, order_step) ? "order-step" : EK_IS(e, start_order) ?
	    "start-order" : "set-turn-order");
	if (EK_IS(e, order_step))
		return order_step(rs, &e->order_step, p, pos, errs);
	if (EK_IS(e, start_order))
		return start_order(rs, act, &e->start_order, p, pos, errs);
	return turn_order(act, e, p, pos, errs);
}

const char *
rs_spawn_placer(const struct ruleset *rs)
{
	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		for (int k = 0; k < x->effects.n; k++) {
			const struct effect_def *e = VEC_AT(x->effects,
			    struct effect_def, k);
			if (eng_effect_holds(e, offsetof(struct effect_def,
			    set_placing)) && e->set_placing.present)
				return rs->actions.ids[i];
		}
	}
	return NULL;
}

int
eng_check_spawn_pieces(const struct ruleset *rs, const char *path, int i,
    const struct spos *pos, struct diag_list *errs)
{
	(void)rs;
	/* a text of before has it replaced at load (ruleset_spawn_pieces.c)
	 * where it has the spawn and a placer */
	return ERR(*pos, "'%s.%d.spawn-pieces' is an effect of before: the "
	    "spawn is declared with the effects add-spawned (the tiles' "
	    "pieces, its says naming where with added()), a roll of the "
	    "spawn's dice with calm: true and start-placing (the pieces the "
	    "players then place with an action whose effects have "
	    "set-placing; arbiter-ruleset(5) says each): write them "
	    "instead", path, i + 1);
}
