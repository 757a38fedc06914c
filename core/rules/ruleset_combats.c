/* ruleset_combats.c: the mechanisms that fight take their combat from a
 * declaration (combats.ID), so that the command that fights and 'odds A vs
 * D' compute from the same one.  A ruleset written before the declaration
 * (a saved game keeps the text it was started with) gives the combat in
 * the mechanism's own keys: the declaration is made from them here, under
 * the mechanism's name.  A mechanism's key named for one game then is
 * turned into today's in the tree, before it is read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/ytree.h"
#include "core/combat/combat.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_image.h"
#include "core/rules/ruleset_int.h"
#include "core/rules/words_keys.h"

int rs_combats_of_mechanisms(struct ruleset *rs, struct diag_list *errs);

/* Append c to rs->combats under id (or id-N when taken); its index, or -1
 * when out of memory (c is then released). */
static int
append(struct ruleset *rs, const char *id, struct combat_decl *c)
{
	struct vec *v = &rs->combats;
	int n = v->n > 0 ? v->n : 0;
	uintptr_t was = (uintptr_t)v->v;
	struct combat_decl *nv = realloc(v->v, (size_t)(n + 1) * sizeof *nv);
	char **ids;
	struct spos *pos;
	char key[64];

	if (nv != NULL) {
		/* what the image kept aside in the combats moves with them */
		rs_aside_moved(rs, was, (size_t)n * sizeof *nv, nv);
		v->v = nv;
	}
	ids = nv != NULL ? realloc(v->ids, (size_t)(n + 1) * sizeof *ids) :
	    NULL;
	if (ids != NULL)
		v->ids = ids;
	pos = ids != NULL ? realloc(v->pos, (size_t)(n + 1) * sizeof *pos) :
	    NULL;
	if (pos != NULL)
		v->pos = pos;
	snprintf(key, sizeof key, "%s", id);
	for (int k = 2; vec_find(v, key) >= 0; k++)
		snprintf(key, sizeof key, "%s-%d", id, k);
	if (pos == NULL || (ids[n] = strdup(key)) == NULL) {
		for (int s = 0; s < 2; s++) {
			free(c->side[s].die);
			free(c->side[s].dice.text);
			for (int b = 0; b < c->side[s].bands.n; b++)
				free(VEC_AT(c->side[s].bands, struct
				    combat_band, b)->die);
			free(c->side[s].bands.v);
		}
		for (int k = 0; k < c->steps.n; k++)
			free(*VEC_AT(c->steps, char *, k));
		free(c->steps.v);
		free(c->escalation.name);
		free(c->name);
		return -1;
	}
	nv[n] = *c;
	pos[n] = (struct spos){ NULL, 0, 0 };
	v->n = n + 1;
	return n;
}

/* A mechanism (mechanisms.KEY) that names its combat in 'combat': the
 * combat must be of the mode, and the keys it was made from before (old,
 * written when was_written) must be left out.  The errors found. */
static int
named_combat(const struct ruleset *rs, const struct sref *ref, int mode,
    const char *key, const char *old, int was_written,
    struct diag_list *errs)
{
	static const char *const kind[] = {
		[COMBAT_SUM] = "a sum", [COMBAT_POOL] = "a pool" };
	const struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl,
	    ref->i);

	if (was_written)
		return ERR(ref->pos, "'mechanisms.%s' takes 'combat', or %s, "
		    "not both", key, old) != 0;
	if ((int)x->mode != mode)
		return ERR(ref->pos, "'mechanisms.%s.combat': 'combats.%s' must "
		    "be %s combat", key, ref->name, kind[mode]) != 0;
	return 0;
}

/* mechanisms.orbit-combat written with die and divisor (under its old
 * key): a sum combat in one round, each striker throwing one die, named
 * as the combat was before. */
static int
orbit_combat(struct ruleset *rs, struct diag_list *errs)
{
	struct orbit_combat_def *m = &rs->mech.orbit_combat;
	const struct spos none = { NULL, 0, 0 };
	struct combat_decl c;
	int i;

	if (!m->present)
		return 0;
	if (m->combat.i >= 0)
		return named_combat(rs, &m->combat, COMBAT_SUM, "orbit-combat",
		    "'die' and 'divisor'", m->die != NULL || m->divisor != 0,
		    errs);
	if (m->combat.name != NULL)
		return 0;	/* an unknown name: said where refs resolve */
	if (m->die == NULL || m->divisor <= 0)
		return ERR(none, "'mechanisms.orbit-combat' needs 'combat' (or, "
		    "as written before, 'die' and 'divisor')") != 0;
	memset(&c, 0, sizeof c);
	c.mode = COMBAT_SUM;
	c.divisor = m->divisor;
	c.rounding = ROUND_DOWN;
	c.rounds = 1;
	c.name = strdup(KEY_ORBIT_COMBAT_OLD);
	for (int s = 0; s < 2; s++) {
		c.side[s].die = m->die == schema_unknown_str ?
		    schema_unknown_str : strdup(m->die);
		c.side[s].dice.text = strdup("units");
	}
	if ((i = append(rs, KEY_ORBIT_COMBAT_OLD, &c)) < 0)
		return ERR(none, "out of memory") != 0;
	m->combat.i = i;
	return 0;
}

/* mechanisms.attack written with its bands: an opposed combat with the
 * same bands for both sides. */
static int
attack(struct ruleset *rs, struct diag_list *errs)
{
	struct attack_def *m = &rs->mech.attack;
	const struct spos none = { NULL, 0, 0 };
	struct combat_decl c;
	int i;

	if (!m->present || m->combat.i >= 0 || m->bands.n <= 0)
		return 0;
	for (int k = 1; k < m->bands.n; k++)
		if (VEC_AT(m->bands, struct band_def, k)->from <=
		    VEC_AT(m->bands, struct band_def, k - 1)->from)
			return 0;	/* refused where bands are checked */
	memset(&c, 0, sizeof c);
	c.mode = COMBAT_OPPOSED;
	c.band_by = m->band_by == BAND_TOTAL ? COMBAT_BAND_TOTAL :
	    COMBAT_BAND_OWN;
	c.loss_cap = m->loss_cap == CAP_WINNER_UNITS;
	c.stay = m->must_stay;
	c.name = strdup("attack");
	for (int s = 0; s < 2; s++) {
		struct vec *b = &c.side[s].bands;
		if ((b->v = calloc((size_t)m->bands.n,
		    sizeof(struct combat_band))) == NULL ||
		    (b->pos = calloc((size_t)m->bands.n,
		    sizeof *b->pos)) == NULL)
			continue;
		b->n = m->bands.n;
		for (int k = 0; k < m->bands.n; k++) {
			const struct band_def *x = VEC_AT(m->bands,
			    struct band_def, k);
			*VEC_AT(*b, struct combat_band, k) = (struct combat_band){
			    x->from, strdup(x->die) };
		}
	}
	if ((i = append(rs, "attack", &c)) < 0)
		return ERR(none, "out of memory") != 0;
	m->combat.i = i;
	return 0;
}

/* A copy of a list of names; -1 when out of memory. */
static int
copy_names(struct vec *to, const struct vec *from)
{
	char **v;

	memset(to, 0, sizeof *to);
	if (from->n <= 0)
		return 0;
	if ((v = calloc((size_t)from->n, sizeof *v)) == NULL)
		return -1;
	to->v = v;
	for (int i = 0; i < from->n; i++) {
		if ((v[i] = strdup(*VEC_AT(*from, char *, i))) == NULL)
			return -1;
		to->n = i + 1;
	}
	return 0;
}

static int
copy_ref(struct sref *to, const struct sref *from)
{
	*to = *from;
	to->name = NULL;
	return from->name != NULL && (to->name = strdup(from->name)) == NULL ?
	    -1 : 0;
}

/* mechanisms.dice-pool: its steps and escalation come from a pool combat
 * (which the map's fights read: rs_pool_combat), or, written before, the
 * combat is made from them. */
static int
dice_pool(struct ruleset *rs, struct diag_list *errs)
{
	struct dicepool_def *m = &rs->mech.dicepool;
	const struct spos none = { NULL, 0, 0 };
	struct combat_decl c;
	int i;

	if (!m->present)
		return 0;
	if (m->combat.i >= 0 && m->destroyed.n > 0)
		return ERR(m->destroyed.pos[0], "'mechanisms.dice-pool."
		    "destroyed': with 'combat' the effects for a unit destroyed "
		    "are the combat's: write them as 'combats.%s.destroyed'",
		    m->combat.name) != 0;
	if (m->combat.i >= 0 && m->over.n > 0)
		return ERR(m->over.pos[0], "'mechanisms.dice-pool.over': with "
		    "'combat' the effects once a combat ends are the combat's: "
		    "write them as 'combats.%s.over'", m->combat.name) != 0;
	if (m->combat.i >= 0)
		return named_combat(rs, &m->combat, COMBAT_POOL, "dice-pool",
		    "'steps' and 'escalation'", m->steps.n > 0 ||
		    m->escalation.name != NULL, errs);
	if (m->combat.name != NULL || m->steps.n <= 0)
		return 0;	/* said where refs resolve, or steps checked */
	memset(&c, 0, sizeof c);
	c.mode = COMBAT_POOL;
	c.name = strdup("dice-pool");
	c.escalate_to = m->escalation_to == ESC_ROLLING ? ESCALATE_ROLLING :
	    ESCALATE_ALL;
	/* what becomes of a unit destroyed: the combat's from now on */
	c.destroyed = m->destroyed;
	memset(&m->destroyed, 0, sizeof m->destroyed);
	c.over = m->over;
	memset(&m->over, 0, sizeof m->over);
	if (copy_names(&c.steps, &m->steps) < 0 ||
	    copy_ref(&c.escalation, &m->escalation) < 0 ||
	    (i = append(rs, "dice-pool", &c)) < 0)
		return ERR(none, "out of memory") != 0;
	m->combat.i = i;
	return 0;
}

int
rs_combats_of_mechanisms(struct ruleset *rs, struct diag_list *errs)
{
	/* a ruleset already refused is not checked twice over */
	if (errs->n > 0)
		return 0;
	return orbit_combat(rs, errs) + attack(rs, errs) + dice_pool(rs, errs);
}

int
rs_combats_upgrade(struct ynode *t)
{
	return ynode_rename(ynode_get(t, "mechanisms"), KEY_ORBIT_COMBAT_OLD,
	    "orbit-combat");
}
