/* ruleset_dues.c: the check of the payments due as a phase ends
 * (phases.*.dues, decl.h): each cost compiled where count and due are
 * known, its lines for people compiled, and what it needs (a board of
 * regions that pieces are held on) present. */
#include "core/rules/names.h"
#include "core/rules/ruleset.h"

#include <stdio.h>
#include <string.h>

/* Is the first word of a usage line a command of the ruleset: a declared
 * action, or a phase command of a ruleset written before actions? */
static int
is_command(const struct ruleset *rs, const char *usage)
{
	size_t n = strcspn(usage, " ");

	for (int i = 0; i < rs->actions.n; i++)
		if (strlen(rs->actions.ids[i]) == n &&
		    strncmp(rs->actions.ids[i], usage, n) == 0)
			return 1;
	for (int i = 0; rs_game_cmd_names[i][0] != '\0'; i++)
		if (strlen(rs_game_cmd_names[i]) == n &&
		    strncmp(rs_game_cmd_names[i], usage, n) == 0)
			return 1;
	return 0;
}

/* Is phase ph a step of the round that everybody plays at once? */
static int
together(const struct ruleset *rs, int ph)
{
	for (int s = 0; s < rs->round.n; s++) {
		const struct round_step *r = VEC_AT(rs->round, struct round_step,
		    s);
		if (r->turns.n == 0 && r->phase.i == ph)
			return 1;
	}
	return 0;
}

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Due k's choose (the command the player takes pieces off with), under
 * path p. */
static int
due_choose(const struct ruleset *rs, int ph, const struct due_def *d,
    const char *p, const struct spos *pos, struct diag_list *errs)
{
	if (d->choose == NULL)
		return 0;
	if (d->choose[0] == '\0' || strchr(d->choose, '\'') != NULL)
		return ERR(*pos, "'%s.choose': the command the player takes "
		    "pieces off with, as its usage line ('disband REGION N'), "
		    "without quotes", p);
	if (!is_command(rs, d->choose))
		return ERR(*pos, "'%s.choose': '%.*s' is not a command of the "
		    "ruleset: declare it under actions (one that removes "
		    "pieces)", p, (int)strcspn(d->choose, " "), d->choose);
	if (together(rs, ph))
		return ERR(*pos, "'%s.choose': phase '%s' is played by "
		    "everybody at once, and nobody can take a command in it "
		    "for themselves: play it in a 'turns' step, or leave "
		    "'choose' out", p, rs->phases.ids[ph]);
	return 0;
}

static int
due(struct ruleset *rs, int ph, int k, struct due_def *d,
    const struct spos *pos, struct diag_list *errs)
{
	const char *phase = rs->phases.ids[ph];
	int texts = !rs->checked;
	char p[256];
	int bad = 0;

	/* a kept image's (rs->checked) passed the checks of its texts when
	 * kept, and compiles its value and lines when first used, without
	 * the paths, which name them in messages: neither made again */
	p[0] = '\0';
	if (texts) {
		snprintf(p, sizeof p, "phases.%s.dues.%d", phase, k + 1);
		if (rs->board.regions.n <= 0 && rs->board.bodies.n <= 0)
			return ERR(*pos, "'%s': a payment per region needs a "
			    "board of regions (board.regions) that pieces are "
			    "held on", p);
		bad += due_choose(rs, ph, d, p, pos, errs);
		snprintf(p, sizeof p, "phases.%s.dues.%d.per-region", phase,
		    k + 1);
	}
	/* per-region and says-region are valued for each region, here
	 * bound to it */
	bad += eng_compile_in(&d->per_region, p, rs, NULL, ENG_IN_DUE |
	    ENG_BINDS_HERE, 0, errs);
	if (texts)
		snprintf(p, sizeof p, "phases.%s.dues.%d.says-bill", phase,
		    k + 1);
	bad += eng_compile_says(d->says_bill, &d->tbill, p, pos, rs, NULL,
	    ENG_IN_DUE, errs);
	if (texts)
		snprintf(p, sizeof p, "phases.%s.dues.%d.says-none", phase,
		    k + 1);
	bad += eng_compile_says(d->says_none, &d->tnone, p, pos, rs, NULL,
	    ENG_IN_DUE, errs);
	if (texts)
		snprintf(p, sizeof p, "phases.%s.dues.%d.says-region", phase,
		    k + 1);
	bad += eng_compile_says(d->says_region, &d->tregion, p, pos, rs, NULL,
	    ENG_IN_DUE | ENG_BINDS_HERE, errs);
	return bad;
}

int
rs_check_dues(struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	/* whole, it has become the dues of its phases (ruleset_economy.c):
	 * one left is one the upkeep's step would no longer collect */
	if (rs->mech.upkeep.present)
		bad += ERR(rs->mech.upkeep.resource.pos, "'mechanisms.upkeep' "
		    "is read only whole, as written before phase dues: an id "
		    "of letters, digits and '_' or '-' for 'resource', with "
		    "'step', 'cost-per-step' and 'free-per-land'; write the "
		    "upkeep as the dues of its phase (arbiter-ruleset(5), "
		    "'phases')");
	for (int i = 0; i < rs->phases.n; i++) {
		struct phase_def *ph = RS_PHASE(rs, i);
		for (int k = 0; k < ph->dues.n; k++)
			bad += due(rs, i, k, VEC_AT(ph->dues,
			    struct due_def, k), &ph->dues.pos[k], errs);
	}
	return bad;
}
