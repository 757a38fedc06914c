/* decl_phases.c: the ruleset check of the effects a phase, the round's
 * end, a turn's end and a pool combat carry out (decl_walk.h): checked as
 * an action's, those carried out once for nobody without an effect that
 * acts for a player; and of the setup's lines and tests, for nobody.  A ruleset read from a kept image leaves them for
 * later: eng_phase_ready and its kin walk them when first wanted. */
#include "core/rules/decl_walk.h"
#include "core/rules/names.h"
#include "core/rules/ruleset_image.h"
#include "core/rules/words_keys.h"

#include "core/base/fmt_path.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Effects carried out once, for nobody (a phase's begin, the round's
 * round-end, at path, named key): checked as an action's, and none that
 * acts for a player (each-player gives one; elsewhere says where else it
 * may go) or for the player whose turn it is (an action gives one). */
static int
once_effects(struct ruleset *rs, struct vec *once, const char *path,
    const char *key, const char *elsewhere, struct diag_list *errs)
{
	const char *k;
	char nobody[128];
	int bad;

	if (once->n <= 0)
		return 0;
	/* no expression or line reads the actor (names.c, says.c) */
	snprintf(nobody, sizeof nobody, "the effects of '%s' are carried "
	    "out once, for nobody: put it in each-player (for every player "
	    "in turn)", key);
	rs->no_actor = nobody;
	bad = eng_check_effects(rs, NULL, once, path, 0, errs);
	rs->no_actor = NULL;
	for (int j = 0; j < once->n; j++) {
		/* each effect on its own, to say which */
		struct vec one = { 1, VEC_AT(*once, struct effect_def, j),
		    NULL, &once->pos[j] };
		if ((k = decl_actor_effect(rs, &one)) != NULL)
			bad += ERR(once->pos[j], "'%s.%d': the effects of "
			    "'%s' are carried out once, for nobody, and '%s' "
			    "acts for a player: put it in each-player%s%s",
			    path, j + 1, key, k, elsewhere != NULL ? ", or " :
			    "", elsewhere != NULL ? elsewhere : "");
		if ((k = decl_turn_effect(&one)) != NULL)
			bad += ERR(once->pos[j], "'%s.%d': the effects of "
			    "'%s' are carried out once, for nobody, and '%s' "
			    "acts for the player whose turn it is (each-player "
			    "does not change that player): put it in an action "
			    "that player takes", path, j + 1, key, k);
	}
	return bad;
}

/* Phase i's begin and effects (leave 0), or its leave (leave 1), walked:
 * its end-require is checked between them. */
int
decl_phase_effects(struct ruleset *rs, int i, int leave,
    struct diag_list *errs)
{
	struct phase_def *ph = RS_PHASE(rs, i);
	char p[256];
	int bad = 0;

	if (leave) {
		if (ph->leave.n > 0) {
			fmt_path(p, sizeof p, "phases.%s.leave",
			    rs->phases.ids[i]);
			bad += once_effects(rs, &ph->leave, p, "leave", NULL,
			    errs);
		}
		return bad;
	}
	if (ph->begin.n > 0) {
		fmt_path(p, sizeof p, "phases.%s.begin", rs->phases.ids[i]);
		bad += once_effects(rs, &ph->begin, p, "begin", "in the "
		    "phase's 'effects' (for its player, or each)", errs);
	}
	if (ph->effects.n > 0) {
		fmt_path(p, sizeof p, "phases.%s.effects", rs->phases.ids[i]);
		bad += eng_check_effects(rs, NULL, &ph->effects, p, 0, errs);
	}
	return bad;
}

int
decl_ability_effects(struct ruleset *rs, int i, struct diag_list *errs)
{
	struct ability_def *ab = &RS_CHIEF(rs, i)->ability;
	char p[256];

	if (ab->effects.n == 0)
		return 0;
	fmt_path(p, sizeof p, KEY_CHIEFS ".%s.ability.effects",
	    rs->chiefs.ids[i]);
	return eng_check_effects(rs, NULL, &ab->effects, p, 0, errs);
}

int
eng_ability_ready(const struct ruleset *crs, int i, struct diag *d)
{
	/* walked once, in place, as eng_phase_ready walks a phase's */
	struct ruleset *rs = (struct ruleset *)crs;
	struct ability_def *ab;
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad, checked = rs->checked;

	if (i < 0 || i >= rs->chiefs.n || !(ab = &RS_CHIEF(rs,
	    i)->ability)->later)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	/* compiled when first valued and said, as a phase's */
	rs->checked = 1;
	bad = rs_ready(rs, &ab->effects) < 0 ? 1 : decl_ability_effects(rs,
	    i, &errs);
	rs->checked = checked;
	rs->bound = bound;
	return decl_ready_end(bad, &errs, &ab->later, "a chief's ability's "
	    "effects do not compile", d);
}

int
eng_phase_ready(const struct ruleset *crs, int i, struct diag *d)
{
	/* walked once, in place, as eng_action_ready walks an action's */
	struct ruleset *rs = (struct ruleset *)crs;
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad, checked = rs->checked;

	if (i < 0 || i >= rs->phases.n || !RS_PHASE(rs, i)->later)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	/* read from the image, which was kept once they were checked: their
	 * expressions compiled when first valued, their lines when first
	 * said, as an action's (eng_action_ready) */
	rs->checked = 1;
	if (rs_ready(rs, &RS_PHASE(rs, i)->begin) < 0 ||
	    rs_ready(rs, &RS_PHASE(rs, i)->effects) < 0 ||
	    rs_ready(rs, &RS_PHASE(rs, i)->leave) < 0)
		bad = 1;
	else
		bad = decl_phase_effects(rs, i, 0, &errs) +
		    decl_phase_effects(rs, i, 1, &errs);
	rs->checked = checked;
	rs->bound = bound;
	return decl_ready_end(bad, &errs, &RS_PHASE(rs, i)->later,
	    "a phase's effects do not compile", d);
}

int
decl_round_end_effects(struct ruleset *rs, struct diag_list *errs)
{
	return once_effects(rs, &rs->turns.round_end, "turns.round-end",
	    "round-end", "in a phase's 'effects' (for its player, or each)",
	    errs);
}

/* A list of turns' effects a kept image left aside (the round's end, a
 * turn's end), read and walked once, in place, as eng_phase_ready walks
 * a phase's, when first carried out. */
static int
turns_ready(const struct ruleset *crs, struct vec *v, int *later,
    int (*walk)(struct ruleset *, struct diag_list *), const char *what,
    struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad, checked = rs->checked;

	if (!*later)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	/* compiled when first valued and said, as a phase's */
	rs->checked = 1;
	bad = rs_ready(rs, v) < 0 ? 1 : walk(rs, &errs);
	rs->checked = checked;
	rs->bound = bound;
	return decl_ready_end(bad, &errs, later, what, d);
}

int
eng_round_ready(const struct ruleset *crs, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;

	return turns_ready(crs, &rs->turns.round_end,
	    &rs->turns.round_end_later, decl_round_end_effects,
	    "the round-end effects do not compile", d);
}

int
decl_setup_list(struct ruleset *rs, int w, struct diag_list *errs)
{
	struct setup_def *s = &rs->setup;
	char p[32];
	int bad;

	bad = 0;
	/* said and tried for nobody: no player is the actor */
	rs->no_actor = w == 0 ? "the lines of 'setup.says' are said once, "
	    "for nobody: read the players through home_next or "
	    "{@turnplayers ...}" : "the tests of 'setup.end-require' are "
	    "tried once, for nobody: read the players through home_next "
	    "or count_players(...)";
	if (w == 0 && s->says.n > 0 && s->tsays == NULL &&
	    (s->tsays = calloc((size_t)s->says.n, sizeof *s->tsays)) == NULL)
		bad = 1;
	for (int k = 0; w == 0 && s->tsays != NULL && k < s->says.n; k++) {
		p[0] = '\0';
		if (!rs->checked)
			snprintf(p, sizeof p, "setup.says.%d", k + 1);
		bad += eng_compile_says(*VEC_AT(s->says, char *, k),
		    &s->tsays[k], p, &s->says.pos[k], rs, NULL, 0, errs);
	}
	if (w == 1 && s->end_require.n > 0) {
		p[0] = '\0';
		if (decl_requires_path(rs, &s->end_require))
			snprintf(p, sizeof p, "setup.end-require");
		bad = decl_requires(rs, NULL, &s->end_require, p, errs);
	}
	rs->no_actor = NULL;
	return bad;
}

int
eng_setup_ready(const struct ruleset *crs, int w, struct diag *d)
{
	/* walked once, in place, as eng_round_ready walks the round's end */
	struct ruleset *rs = (struct ruleset *)crs;
	struct diag_list errs;
	unsigned bound = rs->bound;
	int bad, checked = rs->checked;

	if (!rs->setup.later[w])
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	rs->checked = 1;
	bad = rs_ready(rs, w == 0 ? (void *)&rs->setup.says :
	    (void *)&rs->setup.end_require) < 0 ? 1 : decl_setup_list(rs, w,
	    &errs);
	rs->checked = checked;
	rs->bound = bound;
	return decl_ready_end(bad, &errs, &rs->setup.later[w], w == 0 ?
	    "the setup's lines do not compile" : "the setup's "
	    "end-require does not compile", d);
}

/* The lists of effects a pool combat carries out (combats.*.destroyed,
 * combats.*.over), on a map of territories, for the combat the
 * mechanism dice-pool fights, effects that leave the combat (or the
 * command that ended it) as it is.  destroyed: for each unit its hits
 * destroy, the unit's owner the actor, who and kind bound as in
 * throw-pools' fires (ENG_IN_POOL); over: once when it ends, the
 * attacker the actor and here its territory (ENG_BINDS_HERE).  The
 * words in place, not pointed at (no address written at the start). */
static const struct pool_list {
	char key[12];
	size_t list, later;		/* in struct combat_decl, ruleset */
	unsigned bits;
	char whose[48];			/* the effects... */
	char when[48], ends[8];		/* carried out when... */
} pool_lists[POOL__N] = {
	{ "destroyed", offsetof(struct combat_decl, destroyed),
	    offsetof(struct ruleset, destroyed_later), ENG_IN_POOL |
	    ENG_BINDS_WHO, "the effects for each unit its hits destroy",
	    "for each unit destroyed in", "" },
	{ "over", offsetof(struct combat_decl, over),
	    offsetof(struct ruleset, over_later), ENG_BINDS_HERE,
	    "the effects once a combat ends", "when", " ends" },
};

static struct vec *
pool_list_of(const struct combat_decl *x, int w)
{
	return (struct vec *)((char *)x + pool_lists[w].list);
}

static int *
pool_later(struct ruleset *rs, int w)
{
	return (int *)(void *)((char *)rs + pool_lists[w].later);
}

int
decl_pool_effects(struct ruleset *rs, int c, int w, struct diag_list *errs)
{
	const struct pool_list *l = &pool_lists[w];
	struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl, c);
	struct vec *v = pool_list_of(x, w);
	const struct spos *pos = &rs->combats.pos[c];
	char p[256];
	int bad = 0;

	if (rs->checked && rs_aside(rs, v)) {
		/* read from its kept image when first carried out */
		*pool_later(rs, w) = 1;
		return 0;
	}
	if (v->n <= 0)
		return 0;
	fmt_path(p, sizeof p, "combats.%s.%s", rs->combats.ids[c], l->key);
	if (x->mode != COMBAT_POOL)
		return ERR(*pos, "'%s': %s are a pool combat's (mode: pool): "
		    "take %s out", p, l->whose, l->key);
	if (rs_pool_combat(rs) != x || !rs->mech.territories.present)
		return ERR(*pos, "'%s': its effects are carried out %s the "
		    "dice-pool combat on a map of territories%s "
		    "(mechanisms.territories, mechanisms.dice-pool with "
		    "'combat: %s'), and this combat is not that one: declare "
		    "it so, or take %s out", p, l->when, l->ends,
		    rs->combats.ids[c], l->key);
	bad += w == POOL_DESTROYED ? eng_check_destroyed_kinds(v, p, errs) :
	    eng_check_over_kinds(v, p, errs);
	if (rs->checked) {
		/* read from its kept image: walked when first carried out */
		*pool_later(rs, w) = 1;
		return bad;
	}
	return bad + eng_check_effects(rs, NULL, v, p, l->bits, errs);
}

/* A pool combat's list w walked, as eng_action_ready walks an action's,
 * when first carried out on a ruleset read from its kept image. */
static int
pool_ready(const struct ruleset *crs, int w, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;
	const struct combat_decl *x = rs_pool_combat(rs);
	struct diag_list errs;
	unsigned bound = rs->bound;
	char p[256], what[64];
	int bad, checked = rs->checked;

	if (!*pool_later(rs, w) || x == NULL)
		return ST_OK;
	diag_list_init(&errs);
	rs->bound = 0;
	fmt_path(p, sizeof p, "combats.%s.%s",
	    rs->combats.ids[rs->mech.dicepool.combat.i], pool_lists[w].key);
	/* compiled when first valued and said, as a phase's */
	rs->checked = 1;
	bad = rs_ready(rs, pool_list_of(x, w)) < 0 ? 1 : eng_check_effects(rs,
	    NULL, pool_list_of(x, w), p, pool_lists[w].bits, &errs);
	rs->checked = checked;
	rs->bound = bound;
	snprintf(what, sizeof what, "a combat's %s effects do not compile",
	    pool_lists[w].key);
	return decl_ready_end(bad, &errs, pool_later(rs, w), what, d);
}

int
eng_destroyed_ready(const struct ruleset *rs, struct diag *d)
{
	return pool_ready(rs, POOL_DESTROYED, d);
}

int
eng_over_ready(const struct ruleset *rs, struct diag *d)
{
	return pool_ready(rs, POOL_OVER, d);
}

/* turns.turn-end: effects for the player whose turn ends, which needs a
 * round played in turns. */
int
decl_turn_end_effects(struct ruleset *rs, struct diag_list *errs)
{
	struct vec *v = &rs->turns.turn_end;
	int turns = 0;

	if (v->n <= 0)
		return 0;
	for (int i = 0; i < rs->round.n; i++)
		turns |= VEC_AT(rs->round, struct round_step, i)->turns.n > 0;
	if (!turns)
		return ERR(v->pos[0], "'turns.turn-end': its effects are "
		    "carried out when a player's turn ends, and the round has "
		    "no turns (round: - turns: [PHASE, ...]): declare them or "
		    "take turn-end out");
	return eng_check_effects(rs, NULL, v, "turns.turn-end", 0, errs);
}

int
eng_turn_ready(const struct ruleset *crs, struct diag *d)
{
	struct ruleset *rs = (struct ruleset *)crs;

	return turns_ready(crs, &rs->turns.turn_end, &rs->turns.turn_end_later,
	    decl_turn_end_effects, "the turn-end effects do not compile", d);
}
