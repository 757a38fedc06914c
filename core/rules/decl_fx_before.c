/* decl_fx_before.c: the checks of the effects of a text of before (the
 * keys a ruleset written before a mechanism was declared still has),
 * which the load declares where it can: left here, each says what
 * stopped it and what to write instead (decl_fx.h). */
#include "core/rules/decl_fx.h"

#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* draw-hand, discard-played and clear-sites: left where the load could
 * not declare them (ruleset_cards.c) */
int
fx_cards_before(const struct fx *c)
{
	return eng_check_cards_before(c->e, c->at, c->pos, c->errs);
}

/* final-standings: replaced at load where its ranking has criteria a
 * declaration reads (ruleset_standings.c) */
int
fx_final_standings(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	return ERR(*c->pos, "'%s.%d.final-standings': the final standings "
	    "are declared now (arbiter-ruleset(5), final-standings), and a "
	    "text of before has them declared only where "
	    "mechanisms.claims.final names a ranking by score, site-score "
	    "or best-value with fallback draw-value: write a say, "
	    "list-players, rank-players into standings (with draws or "
	    "later) and the winners' lines (@winners)", c->path, c->i + 1);
}

/* duel: declared at load where it could be (ruleset_duel.c): what
 * stopped it */
int
fx_duel(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int bad = eng_check_duel(c->rs, c->act, &c->e->duel, c->key, c->pos,
	    errs);

	return bad > 0 ? bad : ERR(*c->pos, "'%s': duel, of a text written "
	    "before, is declared at load (combat-round, play-cards, leave, "
	    "fall, reward) only where it is one of the effects of an action "
	    "with an actor, not inside another, in a text with "
	    "mechanisms.duel, its combat and reward written plainly; here "
	    "it could not be: declare the attack so (arbiter-ruleset(5), "
	    "duel)", c->key);
}

/* seize: declared at load where it could be (ruleset_seize.c): what
 * stopped it */
int
fx_seize(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int bad = eng_check_seize(c->rs, c->act, &c->e->seize, c->key, c->pos,
	    errs);

	return bad > 0 ? bad : ERR(*c->pos, "'%s': seize, of a text written "
	    "before, is declared at load (each-source, combat-round) only "
	    "where it is one of an action's effects, not inside another, "
	    "with mechanisms.attack's resource; here it could not be: "
	    "declare the attack so (arbiter-ruleset(5), seize)", c->key);
}

/* end-roll: replaced at load when its game-end gives a count of a die
 * to throw (ruleset_end_roll.c) */
int
fx_end_roll(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	return ERR(*c->pos, "'%s.%d.end-roll': the end-of-game dice are "
	    "declared now (a roll with a target read by mechanism(game-end, "
	    "KEY), declare-winner with where: arbiter-ruleset(5)), which a "
	    "text of before gets at load only when mechanisms.game-end gives "
	    "its roll, a count of one die ('5d6'): write the declaration or "
	    "take end-roll out", c->path, c->i + 1);
}

/* revolts, declared at load on a board of numbered zones
 * (ruleset_revolts.c); squads-rest, upgraded at load to clear-marks
 * (ruleset_flight.c) where there are such zones */
int
fx_zones_before(const struct fx *c)
{
	struct diag_list *errs = c->errs;
	int revolts = EK_IS(c->e, revolts);

	if (c->rs->board.zones.n > 0 && !revolts)
		return 0;
	return ERR(*c->pos, "'%s.%d.%s': it acts on the numbered %s of the "
	    "board (board.%s), and this ruleset has none: declare them or "
	    "take it out", c->path, c->i + 1, revolts ? "revolts" :
	    "squads-rest", ZONES_KEY, ZONES_KEY);
}

/* hold-win: replaced at load on a board of numbered zones
 * (ruleset_hold_out.c, ruleset_hold_win.c) */
int
fx_hold_win(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	return ERR(*c->pos, "'%s.%d.hold-win': the players left with "
	    "nothing are put out and the win by zones held is declared now "
	    "(fall, squad_pieces, declare-winner with where and "
	    "hold_to_win: arbiter-ruleset(5)), which a text of before gets "
	    "at load only on a board of numbered %s (board.%s): write the "
	    "declarations or take hold-win out", c->path, c->i + 1,
	    ZONES_KEY, ZONES_KEY);
}

/* reach-win: replaced at load when it has a 'reach' victory an
 * expression can name (ruleset_winner.c) */
int
fx_reach_win(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	if (rs_reach_victory(c->rs) >= 0)
		return ERR(*c->pos, "'%s.%d.reach-win': the 'reach' victory "
		    "is checked by declarations now (declare-winner, "
		    "arbiter-ruleset(5)), and its resource or 'at' is none "
		    "they can name: write the check or take reach-win out",
		    c->path, c->i + 1);
	return ERR(*c->pos, "'%s.%d.reach-win': it ends the game when a "
	    "player reaches the value a 'reach' victory asks for, and the "
	    "ruleset has no such victory: declare one (victory: when: "
	    "reach) or take it out", c->path, c->i + 1);
}

/* rank-turns: replaced at load where turns.rank has criteria an
 * expression can name (ruleset_rank.c) */
int
fx_rank_turns(const struct fx *c)
{
	struct diag_list *errs = c->errs;

	if (c->rs->turns.rank.n <= 0)
		return ERR(*c->pos, "'%s.%d.rank-turns': it ranks the table's "
		    "turn order by turns.rank, and the ruleset has none: "
		    "declare turns.rank (a list of {resource: RES, prefer: "
		    "low or high}) or take it out", c->path, c->i + 1);
	return ERR(*c->pos, "'%s.%d.rank-turns': the turn order is ranked by "
	    "declarations now (rank-players, arbiter-ruleset(5)), and "
	    "turns.rank gives criteria they cannot rank by (more than %d, "
	    "or a resource whose id an expression cannot name): write "
	    "rank-players or take rank-turns out", c->path, c->i + 1,
	    RANK_BY_MAX);
}
