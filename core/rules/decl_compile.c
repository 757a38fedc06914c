/* decl_compile.c: the ruleset check of the declared parts, as a whole:
 * the board's regions and the combats, the tallies, every action
 * (decl_check.c), every phase, the setup's says and end-require, the
 * round's and the turn's end and the pool combats' lists
 * (decl_phases.c), the victories, dues, decks and the regions dealt at
 * the start.  Whatever passes here can run: the
 * commands find no hole in the data. */
#include "core/rules/decl_walk.h"
#include "core/rules/names.h"
#include "core/rules/ruleset_image.h"
#include "core/rules/words_keys.h"

#include "core/base/fmt_path.h"
#include "core/combat/combat.h"
#include "core/dice/dice.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* The setup's says and end-require, said and tried for nobody while the
 * game is set up, which needs a game that begins with a setup (a map of
 * territories or numbered zones to set up, bodies to place on their
 * orbits, or commands of the setup). */
static int
setup_lists(struct ruleset *rs, struct diag_list *errs)
{
	struct setup_def *s = &rs->setup;
	const struct spos *at = s->says.n > 0 ? &s->says.pos[0] :
	    s->end_require.n > 0 ? &s->end_require.pos[0] : NULL;

	if (rs->checked) {
		/* read from its kept image: the lines compiled when 'new'
		 * says them, the tests when first tried */
		s->later[0] = rs_aside(rs, &s->says);
		s->later[1] = rs_aside(rs, &s->end_require);
		return (s->later[0] ? 0 : decl_setup_list(rs, 0, errs)) +
		    (s->later[1] ? 0 : decl_setup_list(rs, 1, errs));
	}
	if (at == NULL)
		return 0;
	if (!s->place && !rs->mech.territories.present &&
	    rs->board.zones.n <= 0 && s->commands.n <= 0 && rs->round.n > 0)
		return ERR(*at, "'setup.%s': the game begins with no setup "
		    "(its first round begins at once), so nothing carries it "
		    "out: give the game a setup (setup.commands, a map of "
		    "territories, ...) or take it out", s->says.n > 0 ?
		    "says" : "end-require");
	return decl_setup_list(rs, 0, errs) + decl_setup_list(rs, 1, errs);
}

int
eng_compile(struct ruleset *rs, struct diag_list *errs)
{
	struct dice_env env = rs_dice_env(rs);
	char p[256];
	int bad = 0;

	/* an orbit board's map is its lands' (build_lands) */
	if (rs->board.regions.n > 0 && board_map_build(&rs->map,
	    &rs->board.regions, &rs->board.groups)) {
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
		return 1;
	}
	for (int r = 0; r < rs->board.regions.n; r++) {
		const struct region_def *d = VEC_AT(rs->board.regions,
		    struct region_def, r);
		for (int k = 0; k < d->adjacent.n; k++)
			if (VEC_AT(d->adjacent, struct sref, k)->i == r)
				bad += ERR(VEC_AT(d->adjacent, struct sref,
				    k)->pos, "region '%s' borders itself",
				    rs->board.regions.ids[r]);
	}
	for (int c = 0; c < rs->combats.n; c++) {
		struct combat_decl *x = VEC_AT(rs->combats, struct combat_decl,
		    c);
		/* a kept image's (rs->checked) passed its checks when
		 * kept: its dice parsed only (no path) */
		if (!rs->checked)
			fmt_path(p, sizeof p, "combats.%s", rs->combats.ids[c]);
		bad += combat_compile(x, rs->checked ? NULL : p, &env, errs);
		bad += decl_pool_effects(rs, c, POOL_DESTROYED, errs);
		bad += decl_pool_effects(rs, c, POOL_OVER, errs);
	}
	bad += decl_tallies(rs, errs);
	for (int i = 0; i < rs->actions.n; i++)
		bad += decl_action(rs, i, errs);
	/* what a chief's ability does, for its player (run-ability) */
	for (int i = 0; i < rs->chiefs.n; i++) {
		struct ability_def *ab = &RS_CHIEF(rs, i)->ability;
		if (!ab->present)
			continue;
		if (rs->checked)
			/* read from its kept image: walked when first used */
			ab->later = ab->effects.n > 0 ||
			    rs_aside(rs, &ab->effects);
		else
			bad += decl_ability_effects(rs, i, errs);
	}
	/* a list none is given (most of a phase's) checks nothing: its path
	 * is not written */
	for (int i = 0; i < rs->phases.n; i++) {
		struct phase_def *ph = RS_PHASE(rs, i);
		if (rs->checked)
			/* read from its kept image: walked when first run */
			ph->later = ph->begin.n > 0 || ph->effects.n > 0 ||
			    ph->leave.n > 0 || rs_aside(rs, &ph->begin) ||
			    rs_aside(rs, &ph->effects) ||
			    rs_aside(rs, &ph->leave);
		else
			bad += decl_phase_effects(rs, i, 0, errs);
		if (ph->end_require.n > 0) {
			p[0] = '\0';
			if (decl_requires_path(rs, &ph->end_require))
				fmt_path(p, sizeof p, "phases.%s.end-require",
				    rs->phases.ids[i]);
			bad += decl_requires(rs, NULL, &ph->end_require, p, errs);
		}
		if (!rs->checked)
			bad += decl_phase_effects(rs, i, 1, errs);
	}
	if (rs->checked && rs_aside(rs, &rs->turns.round_end))
		/* read from its kept image: walked when the round ends */
		rs->turns.round_end_later = 1;
	else
		bad += decl_round_end_effects(rs, errs);
	if (rs->checked && rs_aside(rs, &rs->turns.turn_end))
		/* read from its kept image: walked when a turn ends */
		rs->turns.turn_end_later = 1;
	else
		bad += decl_turn_end_effects(rs, errs);
	bad += setup_lists(rs, errs);
	for (int i = 0; i < rs->victory.n; i++) {
		struct victory_def *v = VEC_AT(rs->victory, struct victory_def,
		    i);
		p[0] = '\0';	/* a kept image's compiled later, without it */
		if (!rs->checked)
			fmt_path(p, sizeof p, "victory.%d.test", i + 1);
		if (v->when == WHEN_TEST && v->test.text == NULL)
			bad += ERR(rs->victory.pos[i], "'victory.%d': a victory "
			    "by test needs its 'test'", i + 1);
		else if (v->when != WHEN_TEST && v->test.text != NULL)
			bad += ERR(rs->victory.pos[i], "'victory.%d': 'test' "
			    "belongs to a victory 'when: test'", i + 1);
		bad += eng_compile_expr(&v->test, p, rs, NULL, errs);
	}
	if (rs->mech.territories.present) {
		/* a test of the player moving or building (me) and the
		 * territory (here): engine_terr_test.c */
		unsigned bound = rs->bound;
		rs->bound |= ENG_BINDS_HERE;
		bad += eng_compile_expr(&rs->mech.territories.no_stack_limit,
		    "mechanisms.territories.no-stack-limit", rs, NULL, errs);
		rs->bound = bound;
	}
	bad += rs_check_dues(rs, errs);
	/* checks of the texts alone: a kept image's (rs->checked) passed
	 * them when the image was kept, from the same texts */
	if (!rs->checked)
		bad += rs_check_decks(rs, errs);
	for (int i = 0; i < rs->decks.n; i++) {
		struct deck_def *d = VEC_AT(rs->decks, struct deck_def, i);
		if (rs_deck_dealt(d))
			bad += rs_check_dealt(rs, i, errs);
		/* valued as the game begins, for nobody */
		rs->no_actor = "a deck is made as the game begins, for "
		    "nobody: read what the table has (players)";
		/* the paths of the compiler's messages: a kept image's
		 * (rs->checked) are compiled when first valued, without
		 * them */
		p[0] = '\0';
		if (!rs->checked)
			fmt_path(p, sizeof p, "decks.%s.copies",
			    rs->decks.ids[i]);
		bad += eng_compile_expr(&d->copies, p, rs, NULL, errs);
		if (!rs->checked)
			fmt_path(p, sizeof p, "decks.%s.deal",
			    rs->decks.ids[i]);
		bad += eng_compile_expr(&d->deal, p, rs, NULL, errs);
		if (!rs->checked)
			fmt_path(p, sizeof p, "decks.%s.left-over",
			    rs->decks.ids[i]);
		bad += eng_compile_expr(&d->left_over, p, rs, NULL, errs);
		rs->no_actor = NULL;
	}
	if (rs->setup.deal.present) {
		if (rs->board.regions.n <= 0) {
			diag_list_add(errs, ST_DATA, NULL, 0, 0, "'setup."
			    "deal-regions' needs a board of regions (board."
			    "regions)");
			bad++;
		}
		for (int k = 0; k < rs->setup.deal.pieces.n; k++)
			if (vec_find(&rs->pieces, rs->setup.deal.pieces.ids[k])
			    < 0)
				bad += ERR(rs->setup.deal.pieces.pos[k], "'setup."
				    "deal-regions.pieces': no piece '%s'",
				    rs->setup.deal.pieces.ids[k]);
	}
	return bad;
}
