/* ruleset_lookup.c: what the layers above ask of a loaded ruleset: its
 * entries by id, the values it needs that are unknown, its phases and
 * commands, its dice (named, and those counting symbols). */
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"
#include "core/base/strbuf.h"

#include <ctype.h>
#include <stdarg.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* --- needs and lookups --------------------------------------------------- */

static int
need(const struct ruleset *rs, const char *path, struct diag *d)
{
	char buf[160];

	path = rs_path_said(rs, path, buf, sizeof buf);
	return diag_set(d, ST_DATA, "%s: '%s' is unknown (the rulebook does "
	    "not give it); supply it in an overlay: 'arbiter ruleset template "
	    "%s' writes one to fill in, then start the game with 'new %s GAME "
	    "--overlay FILE ...' or add it to this game with 'ruleset amend "
	    "FILE'", rs->id, path, rs->id, rs->id);
}

int
rs_need_int(const struct ruleset *rs, long v, const char *path,
    struct diag *d)
{
	return v == SCHEMA_UNKNOWN_INT ? need(rs, path, d) : 0;
}

int
rs_need_intf(const struct ruleset *rs, long v, struct diag *d,
    const char *fmt, ...)
{
	struct strbuf path;
	va_list ap;
	int st;

	if (v != SCHEMA_UNKNOWN_INT)
		return 0;
	sb_init(&path);
	va_start(ap, fmt);
	sb_vprintf(&path, fmt, ap);
	va_end(ap);
	st = need(rs, sb_str(&path), d);
	sb_release(&path);
	return st;
}

int
rs_need_vec(const struct ruleset *rs, const struct vec *v, const char *path,
    struct diag *d)
{
	return v->n < 0 ? need(rs, path, d) : 0;
}

int
rs_need_str(const struct ruleset *rs, const char *s, const char *path,
    struct diag *d)
{
	return s == schema_unknown_str ? need(rs, path, d) : 0;
}

int
rs_resource(const struct ruleset *rs, const char *id)
{
	return vec_find(&rs->resources, id);
}

int
rs_role(const struct ruleset *rs, const char *id)
{
	return vec_find(&rs->roles, id);
}

int
rs_phase(const struct ruleset *rs, const char *id)
{
	return vec_find(&rs->phases, id);
}

int
rs_body(const struct ruleset *rs, const char *id)
{
	return vec_find(&rs->board.bodies, id);
}

int
rs_land(const struct ruleset *rs, const char *id)
{
	/* loading a board looks up every land of every border: the id
	 * lowercased once (a land's id is an id of the ruleset, lowercase,
	 * and a suffix: "red-2"), then lands told apart by their
	 * first and last letters before they are compared */
	char q[sizeof rs->lands[0].id];
	size_t n = 0;

	for (; id[n] != '\0'; n++) {
		if (n + 1 >= sizeof q)
			return -1;
		q[n] = (char)tolower((unsigned char)id[n]);
	}
	if (n == 0)
		return -1;
	q[n] = '\0';
	for (int i = 0; i < rs->nlands; i++) {
		const char *l = rs->lands[i].id;
		if (l[0] == q[0] && l[n - 1] == q[n - 1] && l[n] == '\0' &&
		    memcmp(l, q, n) == 0)
			return i;
	}
	return -1;
}

/* The entry of dict (elements of esz bytes, each with its list of aliases
 * at offset aoff) whose id or alias is word, in any case; -1. */
static int
find_aliased(const struct vec *dict, size_t esz, size_t aoff,
    const char *word)
{
	int i = vec_find(dict, word);

	for (int k = 0; i < 0 && k < dict->n; k++) {
		const struct vec *al = (const struct vec *)((const char *)
		    dict->v + (size_t)k * esz + aoff);
		for (int j = 0; j < al->n; j++)
			if (strcasecmp(*VEC_AT(*al, char *, j), word) == 0)
				return k;
	}
	return i;
}

int
rs_sub_kind_find(const struct ruleset *rs, const char *word)
{
	return find_aliased(&rs->sites.sub_kinds, sizeof(struct sub_kind_def),
	    offsetof(struct sub_kind_def, aliases), word);
}

int
rs_card_find(const struct ruleset *rs, const char *word)
{
	return find_aliased(&rs->cards, sizeof(struct card_def),
	    offsetof(struct card_def, aliases), word);
}

static int
vec_has_int(const struct vec *v, int x)
{
	for (int i = 0; i < v->n; i++)
		if (*VEC_AT(*v, int, i) == x)
			return 1;
	return 0;
}

/* A phase allows a command it lists, and the mechanism a declared action
 * of the phase runs (actions.*.run, by the command's name). */
int
rs_phase_allows(const struct ruleset *rs, int phase, enum game_cmd c)
{
	if (phase < 0 || phase >= rs->phases.n)
		return 0;
	if (vec_has_int(&RS_PHASE(rs, phase)->commands, (int)c))
		return 1;
	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		if (x->run != NULL && x->phase.i == phase &&
		    strcmp(x->run, rs_game_cmd_names[c]) == 0)
			return 1;
		/* declared since: an action of the phase whose effects do
		 * what the command did */
		if (x->does != NULL && x->run == NULL && x->phase.i == phase &&
		    strcmp(x->does, rs_game_cmd_names[c]) == 0)
			return 1;
		for (int k = 0; x->run == NULL && x->phase.i == phase &&
		    k < x->effects.n; k++)
			if (eng_effect_runs(VEC_AT(x->effects,
			    struct effect_def, k), rs_game_cmd_names[c]))
				return 1;
	}
	return 0;
}

/* The declared actions the phases' commands list (built by
 * ruleset_phase_cmds.c). */
int
rs_lists_action(const struct ruleset *rs, int ph, int k)
{
	if (ph < 0)
		return vec_has_int(&rs->setup.acts, k);
	return ph < rs->phases.n && vec_has_int(&RS_PHASE(rs, ph)->acts, k);
}

int
rs_action_listed_phase(const struct ruleset *rs, int k)
{
	for (int i = 0; i < rs->phases.n; i++)
		if (vec_has_int(&RS_PHASE(rs, i)->acts, k))
			return i;
	return -1;
}

int
rs_action_listed(const struct ruleset *rs, int k)
{
	return vec_has_int(&rs->setup.acts, k) || rs_action_listed_phase(rs,
	    k) >= 0;
}

const char *
rs_verb_action(const struct ruleset *rs, const char *verb)
{
	int aside = -1;

	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		if (x->run != NULL && strcmp(x->run, verb) == 0)
			return rs->actions.ids[i];
	}
	/* a command declared since: the first action whose effects do
	 * what the verb did; one buying sub-locations out of the landing
	 * order (out-of-order) is named only where no other lands */
	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		if (x->does != NULL && strcmp(x->does, verb) == 0)
			return rs->actions.ids[i];
		for (int k = 0; k < x->effects.n; k++) {
			const struct effect_def *e = VEC_AT(x->effects,
			    struct effect_def, k);
			if (!eng_effect_runs(e, verb))
				continue;
			if (!EK_IS(e, buy_subs) || !e->buy_subs.out_of_order)
				return rs->actions.ids[i];
			if (aside < 0)
				aside = i;
		}
	}
	return aside >= 0 ? rs->actions.ids[aside] : NULL;
}

int
rs_verb_other(const struct ruleset *rs, const char *verb, int upto)
{
	for (int k = 0; k < rs->actions.n && k < upto; k++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, k);
		if (strcmp(rs->actions.ids[k], verb) == 0)
			continue;
		if (x->run != NULL && strcmp(x->run, verb) == 0)
			return 1;
		if (x->does != NULL && x->run == NULL && strcmp(x->does,
		    verb) == 0)
			return 1;
		for (int e = 0; x->run == NULL && e < x->effects.n; e++)
			if (eng_effect_runs(VEC_AT(x->effects,
			    struct effect_def, e), verb))
				return 1;
	}
	return 0;
}

int
rs_reach_victory(const struct ruleset *rs)
{
	for (int i = 0; i < rs->victory.n; i++)
		if (VEC_AT(rs->victory, struct victory_def, i)->when ==
		    WHEN_REACH)
			return i;
	return -1;
}

int
rs_phase_of_cmd(const struct ruleset *rs, enum game_cmd c)
{
	for (int i = 0; i < rs->phases.n; i++)
		if (rs_phase_allows(rs, i, c))
			return i;
	return -1;
}

int
rs_cmd_enabled(const struct ruleset *rs, enum game_cmd c)
{
	return rs_phase_of_cmd(rs, c) >= 0;
}

int
rs_setup_allows(const struct ruleset *rs, enum game_cmd c)
{
	return vec_has_int(&rs->setup.commands, (int)c);
}

int
rs_has_pieces(const struct ruleset *rs)
{
	return rs->units.n > 0 || rs->chiefs.n > 0;
}

const struct combat_decl *
rs_pool_combat(const struct ruleset *rs)
{
	int i = rs->mech.dicepool.combat.i;

	return rs->mech.dicepool.present && i >= 0 && i < rs->combats.n ?
	    VEC_AT(rs->combats, struct combat_decl, i) : NULL;
}

int
rs_is_unknown(const struct ruleset *rs, const char *path)
{
	for (int i = 0; i < rs->nunknown; i++)
		if (strcmp(rs->unknown[i].path, path) == 0)
			return 1;
	return 0;
}

int
rs_symbol(const struct ruleset *rs, const char *id)
{
	struct rs_dies *d = dies_of(rs);

	return d == NULL ? -1 : rs_symbol_code(d, id) > 0 ? rs_symbol_code(d, id) :
	    -1;
}

const char *
rs_symbol_name(const struct ruleset *rs, long code)
{
	struct rs_dies *d = dies_of(rs);

	return d != NULL && code >= 1 && code <= d->nsym ? d->sym[code - 1] :
	    NULL;
}

int
rs_die_symbols(const struct ruleset *rs, const char *id)
{
	int i = vec_find(&rs->dice, id);
	struct rs_dies *d = dies_of(rs);

	if (i < 0 || d == NULL || i >= d->n || d->v[i].n == 0)
		return 0;
	for (int j = 0; j < d->v[i].n; j++)
		if (!rs_is_symbol(*VEC_AT(VEC_AT(rs->dice, struct die_def,
		    i)->faces, char *, j)))
			return 0;
	return 1;
}

static const struct die_faces *
die_lookup(void *ctx, const char *name)
{
	return rs_die(ctx, name);
}

struct dice_env
rs_dice_env(const struct ruleset *rs)
{
	struct dice_env env = { die_lookup, (void *)rs };

	return env;
}

const struct die_faces *
rs_die(const struct ruleset *rs, const char *id)
{
	int i = vec_find(&rs->dice, id);
	struct rs_dies *d = dies_of(rs);

	if (i < 0 && d != NULL)
		for (int k = 0; k < d->ncount; k++)
			if (strcmp(d->cname[k], id) == 0)
				return &d->cv[k];
	if (i < 0 || d == NULL || i >= d->n || d->v[i].n == 0)
		return NULL;
	return &d->v[i];
}

int
rs_is_symbol(const char *f)
{
	return f[0] >= 'a' && f[0] <= 'z';
}

int
rs_symbol_code(struct rs_dies *d, const char *f)
{
	for (int k = 0; k < d->nsym; k++)
		if (strcmp(d->sym[k], f) == 0)
			return k + 1;
	return 0;
}
