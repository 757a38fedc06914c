/* decl_play_cards.c: the ruleset check of the effect play-cards, the words
 * of a word of kind modifiers read in order and the cards they name
 * played (core/engine/engine_play_cards.c), and of where it stands: it
 * reads and logs the words, so it is carried out once whenever the
 * command goes through (without a counted deck with a hand, the cards
 * named are refused when played, as the duel of before refused them):
 * among the action's effects or in the then of a combat-round of them,
 * never under an if or a loop.  A word no play-cards reads plays no
 * cards: its terms are read and logged with the words
 * (engine_mod_words.c), for modifier() and @modifierterms, one of which
 * reads it. */
#include <stddef.h>
#include <string.h>

#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
eng_check_play_cards(struct ruleset *rs, const struct action_def *act,
    struct eff_play_cards *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = 0;

	x->w = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': play-cards reads a word of kind "
		    "modifiers of an action; a phase has none", path);
	if (x->name != NULL && x->name[0] == '\0')
		bad += ERR(*pos, "'%s': play-cards' name is empty: say what "
		    "the cards are played in ('the fight' when left out)",
		    path);
	bad += decl_effect_word(act, "play-cards", x->word, ARG_MODIFIERS,
	    "word", &x->w, path, pos, errs);
	return bad + eng_compile_key(&x->by, path, "by", rs, act, in_roll,
	    errs) + eng_compile_key(&x->against, path, "against", rs, act,
	    in_roll, errs);
}

/* The effects play-cards of word name in the list v and every list
 * below it; *once: those carried out once whenever the command goes
 * through (in v itself, top, or a combat-round's then there). */
static int
readers(const struct vec *v, const char *name, int top, int *once)
{
	int n = 0;

	for (int i = 0; i < v->n; i++) {
		const struct effect_def *e = VEC_AT(*v, struct effect_def, i);
		if (EK_IS(e, play_cards) && e->play_cards.word != NULL &&
		    strcmp(e->play_cards.word, name) == 0) {
			n++;
			*once += top;
		}
		/* the lists of its kind alone */
		if (EK_IS(e, combat_round))
			n += readers(&e->combat_round.then, name, top, once);
		if (EK_IS(e, cond))
			n += readers(&e->cond.then, name, 0, once) +
			    readers(&e->cond.otherwise, name, 0, once);
		if (EK_IS(e, each))
			n += readers(&e->each, name, 0, once);
		if (EK_IS(e, each_group))
			n += readers(&e->each_group, name, 0, once);
		if (EK_IS(e, each_in_turn))
			n += readers(&e->each_in_turn, name, 0, once);
		if (EK_IS(e, each_region))
			n += readers(&e->each_region, name, 0, once);
		if (EK_IS(e, each_squad_in_flight))
			n += readers(&e->each_squad_in_flight, name, 0, once);
		if (EK_IS(e, each_site))
			n += readers(&e->each_site, name, 0, once);
		if (EK_IS(e, each_source))
			n += readers(&e->each_source.then, name, 0, once);
		for (int r = 0; EK_IS(e, roll) && r < e->roll.table.n; r++)
			n += readers(&VEC_AT(e->roll.table, struct roll_row,
			    r)->effects, name, 0, once);
	}
	return n;
}

/* A duel left after load is refused (decl_fx_before.c) and does nothing
 * when run: no ruleset that runs has one, so play-cards alone reads. */
int
eng_modifiers_played(const struct action_def *a, const char *name)
{
	int once = 0;

	return readers(&a->effects, name, 1, &once) > 0;
}

int
eng_check_modifiers_word(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int once = 0, n = readers(&a->effects, x->name, 1, &once);
	int bad = decl_word_last(a, id, k, errs);

	/* none: its terms are read with the words, for modifier() and
	 * @modifierterms alone (eng_check_modifiers_unread) */
	if (n == 0 || (n == 1 && once == 1))
		return bad;
	return bad + ERR(a->args.pos[k], "'actions.%s.args': the words '%s' "
	    "are read, logged and their cards played once, by one play-cards "
	    "carried out whenever the command goes through: among the "
	    "action's effects or in the then of a combat-round of them, not "
	    "under an if or a loop; %d read%s them, %d so", id, x->name, n,
	    n == 1 ? "s" : "", once);
}

int
eng_check_modifiers_unread(const struct ruleset *rs,
    const struct action_def *a, const char *id, struct diag_list *errs)
{
	int bad = 0;

	for (int k = 0; k < a->args.n && k < ENG_MAX_ARGS; k++) {
		const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
		/* a duel left, refused already, counts as its reader */
		if (x->kind != ARG_MODIFIERS || (rs->mods_read & (1u << k)) ||
		    eng_modifiers_played(a, x->name) || decl_word_read(a,
		    x->name, offsetof(struct effect_def, duel.modifiers)))
			continue;
		bad += ERR(a->args.pos[k], "'actions.%s.args': the words '%s' "
		    "are read by nothing: add their terms up with "
		    "'modifier(%s, a)' (or d, the defence) in an expression of "
		    "the action, say them with '{@modifierterms %s, a}', or "
		    "add 'play-cards: {word: %s, by: PLAYER, against: PLAYER}' "
		    "to its effects (which also plays the cards they name)",
		    id, x->name, x->name, x->name, x->name);
	}
	return bad;
}
