/* game.c: the command table, the dispatcher and the status document. */
#include "core/board/board.h"
#include "core/mech/game_int.h"
#include "core/engine/engine.h"
#include "core/play/game.h"
#include "core/base/utf8.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/cmdline.h"
#include "core/rules/words_keys.h"
#include "core/state/zones_board.h"
#include "core/state/state_tally.h"
#include "core/state/done.h"
#include "core/state/kept.h"
#include "core/state/upgrades.h"

/* A_NO_PIECES: the mechanism puts no piece and no link on the table (the
 * box is not counted around it, unless a ruleset's action runs it).
 * A_VICTORY: though tied to no phase, the victory is checked after it. */
enum { A_DICE = 1, A_ANYTIME_AFTER_END = 2,
    A_NO_PIECES = 16, A_VICTORY = 32 };

/* The name in place rather than pointed at: a pointer in this table is one
 * more address the dynamic loader writes at every start of the
 * (position-independent) program (bench/RESULTS.md, "Start-up"); a name
 * longer than ACTION_NAME_MAX - 1 bytes fails to compile. */
#define ACTION_NAME_MAX 20

struct action {
	char name[ACTION_NAME_MAX];
	int (*fn)(struct act *);
	int cmd;		/* enum game_cmd, or -1: not tied to a phase */
	unsigned flags;
};

/* By name: a game saved before its ruleset declared a command keeps its
 * ruleset's text, and its log must still replay (the commands declared at
 * load since: core/rules/ruleset_*.c). */
static const struct action actions[] = {
	{ "give", act_give, -1, A_NO_PIECES },
	{ "next", act_next, -1, A_DICE | A_VICTORY },
	{ "recount", act_recount, -1, 0 },
	{ "roll", act_roll, -1, A_DICE | A_ANYTIME_AFTER_END |
	    A_NO_PIECES },
	{ "set", act_set, -1, 0 },
	{ "take", act_take, -1, A_NO_PIECES },
	{ "transfer", act_transfer, -1, 0 },
	{ "", NULL, 0, 0 }
};

/* The actions by their first byte, each chained to the next with the same
 * (made once a thread): a replay looks up a verb for every command. */
static _Thread_local short first_of[256], next_of[sizeof actions /
    sizeof actions[0]];
static _Thread_local int chained;

static void
chain_actions(void)
{
	int n = (int)(sizeof actions / sizeof actions[0]) - 1;

	for (int c = 0; c < 256; c++)
		first_of[c] = -1;
	for (int i = n - 1; i >= 0; i--) {
		unsigned char c = (unsigned char)actions[i].name[0];
		next_of[i] = first_of[c];
		first_of[c] = (short)i;
	}
	chained = 1;
}

static const struct action *
find_action(const char *name)
{
	if (!chained)
		chain_actions();
	for (int i = first_of[(unsigned char)name[0]]; i >= 0; i = next_of[i])
		if (strcmp(actions[i].name, name) == 0)
			return &actions[i];
	return NULL;
}

int
game_is_command(const char *name)
{
	return find_action(name) != NULL;
}

int
game_cmd_form(const struct ruleset *rs, const char *name)
{
	if (strcmp(name, "move") == 0)
		return rs_has_pieces(rs);
	return -1;
}

int
game_takes_dice(const char *name)
{
	const struct action *x = find_action(name);

	return x != NULL && (x->flags & A_DICE);
}

int
game_verb_cmd(const char *verb)
{
	const struct action *x = find_action(verb);

	return x != NULL ? x->cmd : -2;
}

int
game_sealed_form(const struct ruleset *rs, const char *command,
    struct strbuf *out)
{
	size_t n1 = strcspn(command, " "), n2;
	char name[64];
	int ea;

	if (n1 == 0 || n1 >= sizeof name)
		return 0;
	memcpy(name, command, n1);
	name[n1] = '\0';
	/* a declared action whose command is sealed (a text written before
	 * that ran the mechanism order declares it so at load) */
	if ((ea = eng_action_find(rs, name)) < 0 || !VEC_AT(rs->actions,
	    struct action_def, ea)->sealed)
		return 0;
	n2 = command[n1] == ' ' ? strcspn(command + n1 + 1, " ") : 0;
	sb_addn(out, command, n1 + (n2 ? 1 + n2 : 0));
	sb_add(out, " (sealed)");
	return 1;
}

int
game_round_secret(const struct ruleset *rs, const char *command)
{
	size_t n1 = strcspn(command, " ");
	char name[64];
	int ea;

	if (n1 == 0 || n1 >= sizeof name)
		return 0;
	memcpy(name, command, n1);
	name[n1] = '\0';
	/* a declared action given face down (round-secret; a text written
	 * before that ran the mechanism commit declares it so at load) */
	return (ea = eng_action_find(rs, name)) >= 0 && VEC_AT(rs->actions,
	    struct action_def, ea)->round_secret;
}

/* A built-in mechanism x taken as the command called name: by its own
 * name, or as a ruleset's declared action ea (-1: none) that runs it. */
static int
run_builtin(struct act *a, const struct action *x, const char *name, int ea)
{
	const struct ruleset *rs = a->rs;
	struct state *st = a->st;
	const struct action_def *dd = ea >= 0 ? VEC_AT(rs->actions,
	    struct action_def, ea) : NULL;
	struct box_tally box;
	int r, gated = dd != NULL && dd->phase.i >= 0;
	/* the box is counted only when the ruleset limits it and the
	 * command may put something on the table */
	int boxed = (rs->box.units.present || rs->box.span_fields.present) &&
	    !(dd == NULL && (x->flags & A_NO_PIECES));

	if (dd != NULL && dd->words != NULL && (a->argc - 1 < dd->min_words ||
	    (dd->max_words >= 0 && a->argc - 1 > dd->max_words)))
		return diag_set(a->d, ST_USAGE, "usage: %s", dd->usage ?
		    dd->usage : name);
	if (x->cmd >= 0 && !gated && !rs_cmd_enabled(rs,
	    (enum game_cmd)x->cmd))
		return diag_set(a->d, ST_USAGE, "%s has no '%s' command", rs->id,
		    name);
	if (!(x->flags & A_DICE) && a->dice->faces != NULL)
		return diag_set(a->d, ST_USAGE, "'%s' takes no dice: drop the "
		    "'= ...' part", name);
	if (state_over(st) && !(x->flags & A_ANYTIME_AFTER_END)) {
		char *w = game_winner(rs, st);
		r = refuse(a, "the game is over: %s won; 'undo' takes back "
		    "the last command", w ? w : "?");
		free(w);
		return r;
	}
	if ((r = cards_gate(a, x->cmd >= 0 || gated ||
	    strcmp(x->name, "next") == 0)))
		return r;
	if (gated && dd->program_style && st->phase != dd->phase.i &&
	    !(st->phase == PHASE_SETUP && dd->setup))
		return eng_phase_refusal(a, name, state_active(st),
		    rs_phase_is, dd->phase.i);
	if (gated && (r = eng_action_phase(a, ea)))
		return r;
	if (!gated && x->cmd >= 0 && !rs_phase_allows(rs, st->phase,
	    (enum game_cmd)x->cmd) && !(st->phase == PHASE_SETUP &&
	    rs_setup_allows(rs, (enum game_cmd)x->cmd)))
		return eng_phase_refusal(a, name, state_active(st),
		    rs_phase_plays_cmd, x->cmd);
	canon(a, name);
	if (dd != NULL)
		a->usage = dd->usage;
	if (dd != NULL || x->cmd >= 0)
		/* its data may be added to after the mechanism (the phase,
		 * the winner): only a plain one writes it as text */
		a->rep->quiet &= ~REPORT_DATA_TEXT;
	if (boxed)
		box_tally(st, &box);
	r = x->fn(a);
	if (r == ST_OK)
		r = turn_then_next(a);
	if (r == ST_OK && x->cmd >= 0)
		r = ap_charge(a, x->cmd);
	if (r == ST_OK && boxed)
		r = box_check(a, &box);
	if (r != ST_OK)
		return r;
	if (x->cmd >= 0 || gated || (x->flags & A_VICTORY))
		victory_check(a);
	return ST_OK;
}

/* One command on st (game_apply, less the zones' count). */
static int
apply(const struct ruleset *rs, struct state *st, int argc, char **argv,
    struct dice_src *dice, struct report *rep, struct diag *d)
{
	const struct action *x = find_action(argv[0]);
	struct act a = { rs, st, dice, rep, d, argc, argv, NULL, 0,
	    &game_map_hooks };
	int r, ea = eng_action_find(rs, argv[0]);

	if (ea >= 0 && VEC_AT(rs->actions, struct action_def, ea)->run) {
		/* a mechanism of the program under the ruleset's name */
		const char *verb = VEC_AT(rs->actions, struct action_def,
		    ea)->run;
		if ((x = find_action(verb)) == NULL)
			return diag_set(d, ST_DATA, "%s: the action '%s' runs "
			    "'%s', which is no mechanism of this program",
			    rs->id, rs->actions.ids[ea], verb);
		return run_builtin(&a, x, rs->actions.ids[ea], ea);
	}
	if (ea >= 0) {
		/* a declared action, before a built-in of the same name */
		struct box_tally box;
		int boxed = rs->box.units.present ||
		    rs->box.span_fields.present;
		if ((r = eng_action_words(&a, ea)) != ST_OK)
			return r;
		/* (refused with the action's own line, after its phase,
		 * when it has one: no-faces-says); its effects looked
		 * through only when faces are given */
		if (dice->faces != NULL && VEC_AT(rs->actions,
		    struct action_def, ea)->no_faces_says == NULL &&
		    !eng_action_takes_dice(rs, ea))
			return diag_set(d, ST_USAGE, "'%s' takes no dice: drop "
			    "the '= ...' part", rs->actions.ids[ea]);
		if (state_over(st)) {
			char *w = game_winner(rs, st);
			r = refuse(&a, "the game is over: %s won; 'undo' takes "
			    "back the last command", w ? w : "?");
			free(w);
			return r;
		}
		/* one of a phase waits, as the program's commands of a
		 * phase do, while the final standings wait for a draw */
		if ((r = cards_gate(&a, VEC_AT(rs->actions, struct action_def,
		    ea)->phase.i >= 0 || eng_action_cmd(rs, ea) >= 0)))
			return r;
		canon(&a, rs->actions.ids[ea]);
		if (boxed)	/* the box limits what it puts on the table */
			box_tally(st, &box);
		/* named like a command of the program, it is charged what
		 * the action points cost it (mechanisms.action-points), as
		 * the program's commands are */
		if ((r = eng_action_apply(&a, ea)) != ST_OK ||
		    (r = turn_then_next(&a)) != ST_OK ||
		    (eng_action_cmd(rs, ea) >= 0 && (r = ap_charge(&a,
		    eng_action_cmd(rs, ea))) != ST_OK) ||
		    (boxed && (r = box_check(&a, &box)) != ST_OK))
			return r;
		if (VEC_AT(rs->actions, struct action_def, ea)->sealed)
			st->sealed++;	/* hidden until a step opens it */
		victory_check(&a);
		return ST_OK;
	}
	if (x == NULL)
		return diag_set(d, ST_USAGE, "'%s' is not a game command",
		    argv[0]);
	return run_builtin(&a, x, x->name, -1);
}

int
game_apply(const struct ruleset *rs, struct state *st, int argc, char **argv,
    struct dice_src *dice, struct report *rep, struct diag *d)
{
	int r = apply(rs, st, argc, argv, dice, rep, d);

	/* the pieces on the zones counted on the board as the command left
	 * them, when next read (zones_board.h) */
	zones_board_stale(st);
	return r;
}

/* The game command a mechanism's verb names (rs_game_cmd_names), or -1:
 * a mechanism declared since still needs what it needed, where a ruleset
 * written before is not turned into the declaration (it lacks that). */
static int
verb_game_cmd(const char *verb)
{
	for (int c = 0; c < GC__N; c++)
		if (strcmp(rs_game_cmd_names[c], verb) == 0)
			return c;
	return -1;
}

int
game_check_runs(const struct ruleset *rs, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, i);
		const struct action *v;
		int c;
		if (x->run == NULL)
			continue;
		if ((v = find_action(x->run)) == NULL && ((c = verb_game_cmd(
		    x->run)) < 0 || rs_cmd_set_up(rs, (enum game_cmd)c)))
			diag_list_add(errs, ST_DATA, rs->actions.pos[i].file,
			    rs->actions.pos[i].line, rs->actions.pos[i].col,
			    "'actions.%s.run': no mechanism '%s' in this "
			    "program", rs->actions.ids[i], x->run);
		else if (v == NULL || (v->cmd >= 0 && !rs_cmd_set_up(rs,
		    (enum game_cmd)v->cmd)))
			/* what it works on must be there: a mechanism is
			 * never run on state the ruleset does not make */
			diag_list_add(errs, ST_DATA, rs->actions.pos[i].file,
			    rs->actions.pos[i].line, rs->actions.pos[i].col,
			    "'actions.%s.run': '%s' needs a mechanism that "
			    "'mechanisms' does not set up", rs->actions.ids[i],
			    x->run);
		else
			continue;
		bad++;
	}
	return bad;
}

/* --- status ----------------------------------------------------------------- */

/* The places chosen in an order ranked on a game without numbered zones
 * (theirs are said with the zones: zones_status_json): who chooses, in
 * the order ranked, and the place each has taken (null: none yet). */
static void
places_status_json(const struct state *st, struct json *board)
{
	struct json *a = json_arr();

	for (int i = 0; i < st->nchoosers; i++) {
		const struct player *p = &st->players[st->choosers[i]];
		struct json *o = json_obj();
		json_set(o, "player", json_str(p->name));
		json_set(o, "place", p->place ? json_int(p->place) :
		    json_null());
		json_push(a, o);
	}
	json_set(board, "choosers", a);
}

struct json *
game_status_json(const struct ruleset *rs, const struct state *st)
{
	struct json *j = json_obj(), *players = json_arr(), *board;
	int active = state_active(st);
	char *w = game_winner(rs, st);
	int any_done = done_any(st);

	json_set(j, "game", json_null());
	json_set(j, "ruleset", json_str(rs->id));
	json_set(j, "round", json_int(st->round));
	json_set(j, "phase", json_str(game_phase_id(rs, st)));
	json_set(j, "active", active >= 0 ?
	    json_str(st->players[active].name) : json_null());
	json_set(j, "moved", json_int(state_tally_table(st, rs, "moved", 0)));
	for (int i = 0; i < st->nplayers; i++) {
		const struct player *p = &st->players[i];
		struct json *o = json_obj(), *res = json_obj();
		json_set(o, "name", json_str(p->name));
		json_set(o, "seat", json_int(i + 1));
		if (state_persons(st) < st->nplayers)	/* several seats */
			json_set(o, "person", json_str(
			    st->players[p->person].name));
		json_set(o, "role", p->role >= 0 ?
		    json_str(rs->roles.ids[p->role]) : json_null());
		json_set(o, "faction", p->faction >= 0 ?
		    json_str(rs->factions.ids[p->faction]) : json_null());
		for (int r = 0; r < rs->resources.n; r++)
			json_set(res, rs->resources.ids[r],
			    json_int(p->res[r]));
		json_set(o, "resources", res);
		json_set(o, "out", json_bool(p->out));
		if (any_done)	/* while one is done this phase */
			json_set(o, "done", json_bool(p->done));
		pieces_player_json(rs, st, i, o);
		eng_round_counts_json(rs, st, i, o);
		if (st->nlands > 0) {
			json_set(o, "lands", json_int(state_lands_of(st, i)));
			json_set(o, "units", json_int(state_units_of(st, i)));
		}
		cards_status_player(rs, st, i, o);
		/* a map of territories has them under its factions */
		if (st->terr == NULL && (st->kept != NULL ||
		    st->upgrades != NULL)) {
			json_set(o, "kept_cards", kept_ids_json(st->kept,
			    i));
			json_set(o, "upgraded", upgrades_ids_json(st->upgrades,
			    rs, i));
		}
		json_push(players, o);
	}
	json_set(j, "players", players);
	board = json_obj();
	cards_status_board(rs, st, board);
	if (st->nbodies > 0) {
		struct json *pl = json_arr(), *lands = json_arr();
		struct json *br = json_arr();
		for (int i = 0; i < st->nbodies; i++) {
			const struct body_def *d = RS_BODY(rs, i);
			struct json *o = json_obj();
			json_set(o, "id", json_str(rs->board.bodies.ids[i]));
			json_set(o, "name", json_str(d->name));
			json_set(o, "orbit", d->orbit == SCHEMA_UNKNOWN_INT ?
			    json_null() : json_int(d->orbit));
			json_set(o, "position", st->bodies[i].position > 0 ?
			    json_int(st->bodies[i].position) : json_null());
			json_set(o, "fields", d->orbit == SCHEMA_UNKNOWN_INT ||
			    rs->board.orbits.n < d->orbit ? json_null() :
			    json_int(*VEC_AT(rs->board.orbits, long,
			    d->orbit - 1)));
			json_set(o, "supply", d->supply == SCHEMA_UNKNOWN_INT ?
			    json_null() : json_int(d->supply));
			json_push(pl, o);
		}
		for (int i = 0; i < st->nlands; i++) {
			struct json *o = json_obj();
			int own = st->board->owner[i];
			json_set(o, "id", json_str(rs->lands[i].id));
			json_set(o, JSON_BODY, json_str(
			    rs->board.bodies.ids[rs->lands[i].body]));
			json_set(o, JSON_PORT, json_bool(rs->lands[i].port));
			json_set(o, "owner", own >= 0 ?
			    json_str(st->players[own].name) : json_null());
			json_set(o, "units",
			    json_int(board_held(st->board, i)));
			json_push(lands, o);
		}
		for (int i = 0; i < st->nlinks; i++) {
			struct json *o = json_obj();
			json_set(o, "from", json_str(
			    rs->board.bodies.ids[st->links[i].a]));
			json_set(o, "to", json_str(
			    rs->board.bodies.ids[st->links[i].b]));
			json_set(o, "fields", json_int(st->links[i].fields));
			json_set(o, "by", json_str(
			    st->players[st->links[i].by].name));
			json_push(br, o);
		}
		json_set(board, JSON_BODIES, pl);
		json_set(board, "lands", lands);
		json_set(board, JSON_LINKS, br);
	}
	if (st->terr != NULL)
		terr_status_json(rs, st, board);
	if (rs->board.regions.n > 0)	/* an orbit board's: "lands" */
		eng_status_json(rs, st, board);
	if (st->zones != NULL)
		zones_status_json(rs, st, board);
	else if (rs->mech.chosen_order.present)
		places_status_json(st, board);
	pieces_board_json(rs, st, board);
	json_set(j, "board", board);
	json_set(j, "winner", json_str(w));
	free(w);
	return j;
}
