/* decl_orbit_battle.c: the ruleset check of the effect orbit-battle, one
 * exchange of fire in a numbered zone's orbit between two sides
 * (a text of before's, declared at load: ruleset_orbit_round.c; refused
 * where it could not be), and of the words of kind parties
 * it reads, a side each: the zone a word of its own, the sides read in
 * their places (no repeat), and the numbered zones with colonies and
 * mechanisms.orbit-combat whose squads fight; and of the effects
 * list-battles and battles-fought of a text of before, the battles due
 * there, read as their declaration at load (ruleset_battles_due.c) and
 * refused where that could not be done; and of set-fought, which needs
 * only the numbered zones its mark lives on. */
#include <stddef.h>
#include <string.h>

#include "core/base/fmt_path.h"
#include "core/rules/names.h"
#include "core/rules/ruleset.h"
#include "core/rules/words_keys.h"

#define ERR(pos, ...) (diag_list_add(errs, ST_DATA, (pos).file, (pos).line, \
	(pos).col, __VA_ARGS__), 1)

/* Does rs have numbered zones whose orbits see battles? */
static int
has_battles(const struct ruleset *rs)
{
	return rs->board.zones.n > 0 && rs->mech.colonies.present &&
	    rs->mech.orbit_combat.present;
}

int
eng_check_battles_due(const struct ruleset *rs, const char *eff,
    const char *path, const struct spos *pos, struct diag_list *errs)
{
	if (has_battles(rs))
		return ERR(*pos, "'%s': %s, in a text of before, is read as "
		    "its declaration (each-region with parties(), fought() "
		    "and %s) on a board of numbered zones with "
		    "mechanisms.colonies and mechanisms.orbit-combat: write "
		    "the declaration (arbiter-ruleset(5), %s)", path, eff,
		    strcmp(eff, "list-battles") == 0 ? "@parties" : "refuse",
		    eff);
	return ERR(*pos, "'%s': %s looks for the battles due in the orbits "
	    "of the numbered zones (board.%s, mechanisms.colonies) that "
	    "mechanisms.orbit-combat fights, and this ruleset has none: "
	    "declare them, or take the effect out", path, eff, ZONES_KEY);
}

int
eng_check_parties_word(const struct ruleset *rs, const struct action_def *a,
    const char *id, int k, struct diag_list *errs)
{
	const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
	int bad = 0;

	if (decl_word_read(a, x->name, offsetof(struct effect_def,
	    combat_round.attacker_parties)) || decl_word_read(a, x->name,
	    offsetof(struct effect_def, combat_round.defender_parties)))
		return eng_check_round_parties_word(a, id, k, errs);
	if (!has_battles(rs))
		bad += ERR(a->args.pos[k], "'actions.%s.args': '%s' is of kind "
		    "parties, a side of a battle in the orbit of one of the "
		    "numbered zones (board.%s, mechanisms.colonies, "
		    "mechanisms.orbit-combat), and this ruleset has none of "
		    "that: declare them, or give the word another kind", id,
		    x->name, ZONES_KEY);
	bad += decl_word_no_repeat(a, id, k, "parties", "orbit-battle", errs);
	if (!decl_word_read(a, x->name, offsetof(struct effect_def,
	    orbit_battle.first)) && !decl_word_read(a, x->name,
	    offsetof(struct effect_def, orbit_battle.second)) &&
	    !decl_word_read(a, x->name, offsetof(struct effect_def,
	    take_hits.side)))
		bad += decl_word_unread(a, id, k, "the side",
		    "is read by an effect orbit-battle",
		    "orbit-battle: {at: ZONE, first: ", ", second: SIDE}",
		    errs);
	return bad;
}

int
eng_check_orbit_battle(const struct ruleset *rs, const struct action_def *act,
    struct eff_orbit_battle *x, const char *path, const struct spos *pos,
    struct diag_list *errs)
{
	int bad;

	x->w_at = x->w_first = x->w_second = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': orbit-battle takes the words of an "
		    "action (a numbered zone and two sides); a phase has none",
		    path);
	bad = decl_effect_word(act, "orbit-battle", x->at, ARG_REGION, "at",
	    &x->w_at, path, pos, errs) +
	    decl_effect_word(act, "orbit-battle", x->first, ARG_PARTIES,
	    "first", &x->w_first, path, pos, errs) +
	    decl_effect_word(act, "orbit-battle", x->second, ARG_PARTIES,
	    "second", &x->w_second, path, pos, errs);
	if (x->w_first >= 0 && x->w_first == x->w_second)
		bad += ERR(*pos, "'%s': the sides are the words '%s' and "
		    "'%s', one word: give the second side a word of its own",
		    path, x->first, x->second);
	else if (x->w_first >= 0 && x->w_second >= 0 && (x->w_first !=
	    act->args.n - 2 || x->w_second != act->args.n - 1))
		/* the log writes them as the effect reads them, after
		 * every other word */
		bad += ERR(*pos, "'%s': the sides are read, and written in the "
		    "log, after the action's other words: make '%s' and '%s' "
		    "its last two words, in that order", path, x->first,
		    x->second);
	if (x->w_at >= 0 && VEC_AT(act->args, struct arg_def,
	    x->w_at)->joined)
		bad += ERR(*pos, "'%s': the word '%s' is joined to the word "
		    "before it; orbit-battle's zone is a word of its own",
		    path, x->at);
	if (act->repeat > 0)
		bad += ERR(*pos, "'%s': orbit-battle fights one battle a "
		    "command, and the action repeats its words (repeat): take "
		    "'repeat' out", path);
	if (!has_battles(rs))
		bad += ERR(*pos, "'%s': orbit-battle fights in the orbit of one "
		    "of the numbered zones (board.%s, mechanisms.colonies) as "
		    "mechanisms.orbit-combat says, and this ruleset has none "
		    "of that: declare them, or take the effect out", path,
		    ZONES_KEY);
	/* a text of before's, declared at load where it could be
	 * (ruleset_orbit_round.c): what stopped it */
	return bad > 0 ? bad : ERR(*pos, "'%s': orbit-battle, of a text "
	    "written before, is declared at load (combat-round with "
	    "attacker-parties and defender-parties, each-party, take-hits, "
	    "set-fought, set-morale, flee-home) only where its words are "
	    "plain names; write that declaration (arbiter-ruleset(5), "
	    "combat-round)", path);
}

int
eng_check_take_hits(struct ruleset *rs, const struct action_def *act,
    struct eff_take_hits *x, const char *path, const struct spos *pos,
    int in_roll, struct diag_list *errs)
{
	char p[300];
	int bad;

	x->w = -1;
	if (act == NULL)
		return ERR(*pos, "'%s': take-hits takes a side, a word of an "
		    "action of kind parties; a phase has none", path);
	if (!has_battles(rs))
		return ERR(*pos, "'%s': take-hits takes losses off the squads "
		    "in the orbit of the numbered zones (board.%s, "
		    "mechanisms.colonies) where mechanisms.orbit-combat "
		    "fights, and this ruleset has none of that: declare them, "
		    "or take the effect out", path, ZONES_KEY);
	bad = decl_effect_word(act, "take-hits", x->side, ARG_PARTIES,
	    "side", &x->w, path, pos, errs);
	if (x->w >= 0 && x->w != act->args.n - 1 && (!(in_roll &
	    ENG_IN_ROUND) || (!decl_word_read(act, x->side, offsetof(struct
	    effect_def, combat_round.attacker_parties)) &&
	    !decl_word_read(act, x->side, offsetof(struct effect_def,
	    combat_round.defender_parties)))))
		/* the log writes it as the effect reads it, after every
		 * other word (a combat-round's side of parties: as the
		 * round reads it, in its place) */
		bad += ERR(*pos, "'%s': the side is read, and written in the "
		    "log, after the action's other words: make '%s' its last "
		    "word", path, x->side);
	if (x->w >= 0 && (decl_word_read(act, x->side, offsetof(struct
	    effect_def, orbit_battle.first)) || decl_word_read(act, x->side,
	    offsetof(struct effect_def, orbit_battle.second))))
		bad += ERR(*pos, "'%s': the side '%s' is read by an "
		    "orbit-battle of the action, which takes its losses "
		    "itself: take the take-hits out", path, x->side);
	if (act->repeat > 0)
		bad += ERR(*pos, "'%s': take-hits reads one side a command, "
		    "and the action repeats its words (repeat): take 'repeat' "
		    "out", path);
	fmt_path(p, sizeof p, "%.200s.at", path);
	bad += in_roll ? eng_compile_in(&x->at, p, rs, act, in_roll, 0,
	    errs) : eng_compile_expr(&x->at, p, rs, act, errs);
	fmt_path(p, sizeof p, "%.200s.hits", path);
	bad += in_roll ? eng_compile_in(&x->hits, p, rs, act, in_roll, 0,
	    errs) : eng_compile_expr(&x->hits, p, rs, act, errs);
	return bad;
}

int
eng_check_set_fought(struct ruleset *rs, const struct action_def *act,
    struct sexpr *x, const char *path, const struct spos *pos, int in_roll,
    struct diag_list *errs)
{
	/* the mark is the zones' own, whatever battle the data fights
	 * there (a declared combat's round, a skirmish): fought() reads it */
	if (rs->board.zones.n <= 0)
		return ERR(*pos, "'%s': set-fought marks a numbered zone "
		    "(board.%s) fought over this round, and this ruleset has "
		    "none: declare them, or take the effect out", path,
		    ZONES_KEY);
	return eng_compile_key(x, path, NULL, rs, act, in_roll, errs);
}
