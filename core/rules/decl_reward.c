/* decl_reward.c: the ruleset check of the effects fall (a player out of
 * the game with every piece of its own, core/engine/engine_fall.c) and
 * reward (what a player takes: from the bank, from the deck, from another
 * player, core/engine/engine_reward.c).  Their players are expressions;
 * a fall of the player who acts (fall: me) is refused where nobody acts
 * as any 'me' is (the expression's check), a reward that draws needs a counted deck, one that
 * takes a player to take from. */
#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/words_keys.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_fall(struct ruleset *rs, const struct action_def *act,
    struct effect_def *e, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	(void)pos;
	return eng_compile_key(&e->fall, path, NULL, rs, act, in_roll, errs);
}

int
eng_check_reward(struct ruleset *rs, const struct action_def *act,
    struct eff_reward *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad = 0;

	bad += eng_compile_key(&x->to, path, "to", rs, act, in_roll, errs);
	if (x->from.text != NULL)
		bad += eng_compile_key(&x->from, path, "from", rs, act, in_roll,
		    errs);
	else if (x->takes.n > 0)
		bad += ERR(*pos, "'%s.takes': resources are taken from a "
		    "player: name the player with 'from: PLAYER', or take "
		    "'takes' out", path);
	for (int k = 0; k < x->bank.n; k++) {
		fmt_path(p, sizeof p, "%.200s.bank.%s", path, x->bank.ids[k]);
		if (vec_find(&rs->resources, x->bank.ids[k]) < 0)
			bad += ERR(x->bank.pos[k], "'%s': no resource '%s': "
			    "the bank pays resources of the ruleset", p,
			    x->bank.ids[k]);
		bad += eng_compile_key(VEC_AT(x->bank, struct sexpr, k), p,
		    NULL, rs, act, in_roll, errs);
	}
	if (x->draw > 0 && rs_draw_deck(rs) < 0)
		bad += ERR(*pos, "'%s.draw': a reward draws from a counted "
		    "deck, and no counted deck is declared under 'decks': "
		    "declare one or take 'draw' out", path);
	if (x->bank.n == 0 && x->draw == 0 && x->takes.n == 0)
		bad += ERR(*pos, "'%s': a reward gives something: 'bank', "
		    "'draw' or 'takes'", path);
	return bad;
}
