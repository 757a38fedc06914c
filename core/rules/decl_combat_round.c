/* decl_combat_round.c: the ruleset check of the effect combat-round (one
 * round of a declared combat, core/engine/engine_combat_round.c): a
 * combat whose rounds core/combat/ throws (units or values), or a pool
 * whose sides' units are each of one kind of piece, its attack one kind
 * of die and its armour given, and the expressions of its sides, their
 * extra dice only where the side has a die.  Its cost and its then
 * are checked with the other effects' (decl_effects.c), its actor with
 * theirs (decl_repeat.c). */
#include "core/combat/combat.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Extra dice are the side's die: a contest's side of a value alone has
 * none to throw, and a pool's dice are its units' attack alone. */
static int
extra_die(const struct combat_decl *c, const struct eff_combat_round *x,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	const struct sexpr *extra[2] = { &x->attacker_extra,
	    &x->defender_extra };
	int bad = 0;

	for (int s = 0; s < 2; s++)
		if (extra[s]->text != NULL && c->mode == COMBAT_CONTEST &&
		    c->side[s].dice.text == NULL)
			bad += ERR(*pos, "'%s': the %s of the contest '%s' is "
			    "its value alone, with no die to throw its %s: "
			    "give the combat's %s dice and a die, or take the "
			    "key out", path, s ? "defender" : "attacker",
			    c->name, s ? "defender-extra" : "attacker-extra",
			    s ? "defender" : "attacker");
		else if (extra[s]->text != NULL && c->mode == COMBAT_POOL)
			bad += ERR(*pos, "'%s': '%s' is a pool, whose dice are "
			    "its units' attack alone: a pool round throws no "
			    "%s; take the key out", path, c->name,
			    s ? "defender-extra" : "attacker-extra");
	return bad;
}

int
eng_pool_attack(const struct ruleset *rs, const char *atk, long *count,
    const char **die)
{
	const char *p = atk;
	long n = 0;

	while (*p >= '0' && *p <= '9' && n < 1000)
		n = n * 10 + (*p++ - '0');
	if (p == atk)
		n = 1;
	*count = n;
	*die = p;
	if (n < 1 || n > 100 || (*p >= '0' && *p <= '9'))
		return -1;
	if (vec_find(&rs->dice, p) >= 0)
		return 0;
	if (p[0] != 'd' || p[1] < '1' || p[1] > '9')
		return -1;
	for (p++; *p >= '0' && *p <= '9'; p++)
		;
	return *p == '\0' ? 0 : -1;
}

/* One side's piece of a pool round of combat c: a piece whose armour
 * (the value c names) and attack (one kind of die, counted) are given or
 * unknown. */
static int
pool_piece(struct ruleset *rs, int ci, const char *id, int *k,
    const char *path, const char *key, const struct spos *pos,
    struct diag_list *errs)
{
	const struct piece_def *d;
	const struct combat_decl *c = VEC_AT(rs->combats, struct combat_decl,
	    ci);
	const char *arm = COMBAT_ARMOUR_OF(c);
	char up[200], named[200] = "";
	long v;
	int bad = 0;

	if (id == NULL)
		return ERR(*pos, "'%s': a round of a pool names the kind of "
		    "piece each side's units are: add '%s: PIECE'", path,
		    key);
	if ((*k = vec_find(&rs->pieces, id)) < 0)
		return ERR(*pos, "'%s.%s': no piece '%s': name one of pieces",
		    path, key, id);
	d = RS_PIECE(rs, *k);
	v = rs_piece_stat(rs, *k, 0, rs_piece_value_index(rs, arm));
	if (c->armour != NULL)
		snprintf(named, sizeof named, " ('pieces.%s.values.%s', as "
		    "'combats.%s.armour' names it)", id, arm,
		    rs->combats.ids[ci]);
	if (v == RS_NONE)
		bad += ERR(*pos, "'%s.%s': piece '%s' has no %s%s, the hits "
		    "that destroy one: give it one (or unknown)", path, key,
		    id, arm, named);
	else if (v == 0)
		bad += ERR(*pos, "'%s.%s': piece '%s' has %s 0%s, but it is "
		    "the hits that destroy one: give it 1 or more (or "
		    "unknown)", path, key, id, arm, named);
	snprintf(up, sizeof up, "pieces.%s.attack", id);
	if (d->std.attack == NULL && !rs_is_unknown(rs, up))
		bad += ERR(*pos, "'%s.%s': piece '%s' has no attack, the dice "
		    "one unit throws: give it one (or unknown)", path, key,
		    id);
	for (int u = 0; u < 2; u++) {
		const char *atk = u ? d->up.attack : d->std.attack, *die;
		long n;
		if (atk != NULL && eng_pool_attack(rs, atk, &n, &die) < 0)
			bad += ERR(*pos, "'%s.%s': the %sattack of piece '%s', "
			    "'%s', is not one kind of die counted (like "
			    "'2blue' or 'd6'): a pool round throws it once "
			    "for every unit", path, key, u ? "upgraded " : "",
			    id, atk);
	}
	return bad;
}

/* The pieces of a pool round's sides. */
static int
pool_pieces(struct ruleset *rs, struct eff_combat_round *x,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	return pool_piece(rs, x->ci, x->attacker_piece, &x->piece[0], path,
	    "attacker-piece", pos, errs) + pool_piece(rs, x->ci,
	    x->defender_piece, &x->piece[1], path, "defender-piece", pos,
	    errs);
}

/* combat-of: the combat of a mechanism that names one (a text of
 * before's made from its old keys), x->ci set; one of combat and
 * combat-of. */
static int
combat_of(const struct ruleset *rs, struct eff_combat_round *x,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	static const char names[3][13] = { "attack", "dice-pool",
	    "orbit-combat" };
	const int present[3] = { rs->mech.attack.present,
	    rs->mech.dicepool.present, rs->mech.orbit_combat.present };
	const int ci[3] = { rs->mech.attack.combat.i,
	    rs->mech.dicepool.combat.i, rs->mech.orbit_combat.combat.i };
	int k;

	x->ci = -1;
	if ((x->combat == NULL) == (x->combat_of == NULL))
		return ERR(*pos, "'%s': the round fights the combat that "
		    "combat names, or that of the mechanism combat-of names: "
		    "give one of the two", path);
	for (k = 0; k < 3 && strcmp(names[k], x->combat_of) != 0; k++)
		;
	if (k == 3)
		return ERR(*pos, "'%s.combat-of': '%s' is no mechanism that "
		    "names a combat: name attack, dice-pool or orbit-combat",
		    path, x->combat_of);
	if (!present[k] || ci[k] < 0)
		return ERR(*pos, "'%s.combat-of': the ruleset has no combat of "
		    "mechanisms.%s: declare the mechanism and its combat, or "
		    "name a combat with combat", path, x->combat_of);
	x->ci = ci[k];
	return 0;
}

int
eng_check_combat_round(struct ruleset *rs, const struct action_def *act,
    struct eff_combat_round *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int bad = 0;

	x->piece[0] = x->piece[1] = -1;
	if (x->combat == NULL || x->combat_of != NULL)
		bad += combat_of(rs, x, path, pos, errs);
	else if ((x->ci = vec_find(&rs->combats, x->combat)) < 0)
		bad += ERR(*pos, "'%s': no combat '%s': name one of combats, "
		    "or declare it", path, x->combat);
	if (x->ci >= 0 && VEC_AT(rs->combats, struct combat_decl,
	    x->ci)->mode == COMBAT_POOL)
		bad += pool_pieces(rs, x, path, pos, errs);
	else if (x->ci >= 0 && (x->attacker_piece != NULL ||
	    x->defender_piece != NULL))
		bad += ERR(*pos, "'%s': '%s' is not a pool: its sides' dice "
		    "are the combat's, and attacker-piece and defender-piece "
		    "are read by a pool alone: take them out", path,
		    rs->combats.ids[x->ci]);
	bad += eng_check_round_parties(rs, act, x, path, pos, in_roll, errs);
	if (x->ci >= 0)
		bad += extra_die(VEC_AT(rs->combats, struct combat_decl,
		    x->ci), x, path, pos, errs);
	return bad;
}
