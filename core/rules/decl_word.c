/* decl_word.c: the ruleset check of an effect that names a word of its
 * action (set-top, set-card, commit, claim, equip, enter-stats...): the
 * word is one of the action's, of the kind the effect reads; and the mark
 * of a word of kind modifiers that an expression or line reads. */
#include "core/rules/ruleset.h"

#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

int
decl_effect_word(const struct action_def *act, const char *effect,
    const char *name, int kind, const char *what, int *at, const char *path,
    const struct spos *pos, struct diag_list *errs)
{
	/* the effect's: set-card's, enter-stats' */
	const char *s = effect[strlen(effect) - 1] == 's' ? "'" : "'s";

	*at = -1;
	for (int k = 0; act != NULL && k < act->args.n; k++)
		if (strcmp(VEC_AT(act->args, struct arg_def, k)->name,
		    name) == 0)
			*at = k;
	if (*at < 0)
		return ERR(*pos, "'%s': '%s' is no word of the action: %s%s %s "
		    "is a word of kind %s (args)", path, name, effect, s, what,
		    eng_arg_kind_names[kind]);
	if (VEC_AT(act->args, struct arg_def, *at)->kind != kind)
		return ERR(*pos, "'%s': the word '%s' is of kind %s; %s%s %s is "
		    "a word of kind %s", path, name, eng_arg_kind_names[
		    VEC_AT(act->args, struct arg_def, *at)->kind], effect, s,
		    what, eng_arg_kind_names[kind]);
	return 0;
}

int
decl_arg_of_kind(const struct action_def *act, const char *name, int kind)
{
	for (int k = 0; act != NULL && k < act->args.n; k++) {
		const struct arg_def *x = VEC_AT(act->args, struct arg_def, k);
		if (strcmp(x->name, name) == 0 && (int)x->kind == kind)
			return k;
	}
	return -1;
}

int
decl_word_read(const struct action_def *a, const char *name, size_t off)
{
	for (int i = 0; a != NULL && i < a->effects.n; i++) {
		/* the word an effect names: NULL in one it does not have,
		 * not read in an effect of another kind */
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, i);
		const char *w = !eng_effect_holds(e, off) ? NULL :
		    *(char *const *)((const char *)e + off);
		if (w != NULL && strcmp(w, name) == 0)
			return 1;
	}
	return 0;
}

int
decl_word_no_repeat(const struct action_def *a, const char *id, int k,
    const char *kind, const char *effect, struct diag_list *errs)
{
	if (a->repeat <= 0)
		return 0;
	return ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind %s, "
	    "which the effect %s reads in its place: it is no word of an "
	    "action with repeat", id, VEC_AT(a->args, struct arg_def,
	    k)->name, kind, effect);
}

int
decl_word_unread(const struct action_def *a, const char *id, int k,
    const char *what, const char *by, const char *head, const char *tail,
    struct diag_list *errs)
{
	const char *name = VEC_AT(a->args, struct arg_def, k)->name;

	return ERR(a->args.pos[k], "'actions.%s.args': %s '%s' %s of the "
	    "action, and none does: add '%s%s%s' to its effects", id, what,
	    name, by, head, name, tail);
}

int
decl_word_last(const struct action_def *a, const char *id, int k,
    struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	const struct spos *pos = &a->args.pos[k];

	if (k + 1 == a->args.n && a->repeat <= 0)
		return 0;
	diag_list_add(errs, ST_DATA, pos->file, pos->line, pos->col,
	    "'actions.%s.args': '%s' is of kind %s, which takes every word "
	    "left: it is the last word, of an action without repeat", id,
	    x->name, eng_arg_kind_names[x->kind]);
	return 1;
}

void
eng_modifiers_named(const struct ruleset *rs, int k)
{
	/* the check's own mark, as rs->bound and rs->no_actor are; a kept
	 * image's expressions, compiled when first valued, were checked */
	if (!rs->checked && k >= 0 && k < ENG_MAX_ARGS)
		((struct ruleset *)rs)->mods_read |= 1u << k;
}
