/* decl_combat_parties.c: the ruleset check of a combat-round's sides of
 * parties (attacker-parties, defender-parties: words of kind parties of
 * the action, core/engine/engine_party_round.c), only on a sum, whose
 * parties each throw and kill on their own; the expressions of the
 * round's sides, where party is known on a side of parties, and its
 * party-says, said after each party's throw. */
#include "core/combat/combat.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <string.h>

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

static const char side_key[2][17] = { "attacker-parties",
	"defender-parties" };

/* The words of the sides of parties. */
static int
side_words(const struct ruleset *rs, const struct action_def *act,
    struct eff_combat_round *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	const char *w[2] = { x->attacker_parties, x->defender_parties };
	int bad = 0;

	for (int k = 0; k < 2; k++) {
		char p[256];
		if (w[k] == NULL)
			continue;
		snprintf(p, sizeof p, "%.200s.%s", path, side_key[k]);
		bad += decl_effect_word(act, "combat-round", w[k], ARG_PARTIES,
		    "side of parties", &x->w_parties[k], p, pos, errs);
	}
	if (w[0] != NULL && w[1] != NULL && strcmp(w[0], w[1]) == 0)
		bad += ERR(*pos, "'%s': attacker-parties and defender-parties "
		    "both name '%s': each side is a word of its own", path,
		    w[0]);
	else if (act != NULL && ((x->w_parties[0] >= 0 &&
	    x->w_parties[0] != act->args.n - 1 - (x->w_parties[1] >= 0)) ||
	    (x->w_parties[1] >= 0 && x->w_parties[1] != act->args.n - 1)))
		/* the log writes them as the round reads them, after
		 * every other word */
		bad += ERR(*pos, "'%s': the sides of parties are read, and "
		    "written in the log, after the action's other words: make "
		    "them its last words, the attacker's first", path);
	if (x->ci >= 0 && (w[0] != NULL || w[1] != NULL) && VEC_AT(
	    rs->combats, struct combat_decl, x->ci)->mode != COMBAT_SUM)
		bad += ERR(*pos, "'%s': '%s' is not a sum, and a side of "
		    "parties throws party by party, each party's total "
		    "destroying on its own, as only a sum's does: make the "
		    "combat a sum or take attacker-parties and "
		    "defender-parties out", path, VEC_AT(rs->combats,
		    struct combat_decl, x->ci)->name);
	if ((x->json_sides != NULL || x->json_units != NULL ||
	    x->json_extra != NULL) && w[0] == NULL && w[1] == NULL)
		bad += ERR(*pos, "'%s': json-sides lists the throws of the "
		    "parties of a side of parties, and the round has none: "
		    "give attacker-parties or defender-parties, or take the "
		    "json keys out", path);
	else if (x->json_sides == NULL && (x->json_units != NULL ||
	    x->json_extra != NULL))
		bad += ERR(*pos, "'%s': json-units and json-extra name members "
		    "of the list json-sides makes, and the round has none: "
		    "give json-sides or take them out", path);
	if ((x->before_throw.n > 0 || x->party_check.n > 0) && w[0] == NULL &&
	    w[1] == NULL)
		bad += ERR(*pos, "'%s': before-throw and party-check are carried "
		    "out as the parties of a side of parties are read, and the "
		    "round has none: give attacker-parties or "
		    "defender-parties, or put their effects in its then", path);
	if (x->party_says != NULL && w[0] == NULL && w[1] == NULL)
		bad += ERR(*pos, "'%s': party-says is said after the throw of "
		    "each party of a side of parties, and the round has none: "
		    "give attacker-parties or defender-parties, or say it in "
		    "its then", path);
	return bad;
}

int
eng_check_round_parties(struct ruleset *rs, const struct action_def *act,
    struct eff_combat_round *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	int in[2], bad;
	char p[256];

	x->w_parties[0] = x->w_parties[1] = -1;
	bad = side_words(rs, act, x, path, pos, errs);
	in[0] = in_roll | (x->attacker_parties != NULL ? ENG_IN_PARTY : 0);
	in[1] = in_roll | (x->defender_parties != NULL ? ENG_IN_PARTY : 0);
	bad += eng_compile_key(&x->attacker, path, "attacker", rs, act,
	    in[0], errs);
	bad += eng_compile_key(&x->defender, path, "defender", rs, act,
	    in[1], errs);
	bad += eng_compile_key(&x->against, path, "against", rs, act,
	    in_roll, errs);
	bad += eng_compile_key(&x->attacker_extra, path, "attacker-extra", rs,
	    act, in[0], errs);
	bad += eng_compile_key(&x->defender_extra, path, "defender-extra", rs,
	    act, in[1], errs);
	snprintf(p, sizeof p, "%.200s.party-says", path);
	bad += eng_compile_says(x->party_says, &x->tparty, p, pos, rs, act,
	    in_roll | ENG_IN_PARTY | ENG_IN_THROW, errs);
	return bad;
}

int
eng_check_round_parties_word(const struct action_def *a, const char *id,
    int k, struct diag_list *errs)
{
	return decl_word_no_repeat(a, id, k, "parties", "combat-round", errs);
}
