/* now.c: what to do now: the line that ends status, and the 'what' command
 * (alias 'hint') that answers "what now?" in one screen. */
#include "cmds.h"
#include "core/engine/engine.h"

#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "table.h"

#define NOW_MAX 64

/* Does the declared action k belong to the moment: by its phase, or by
 * the commands of the phase (or the setup) that list it?  One named like
 * a command of the program (or its older word) comes with the program's,
 * below, as before its phases listed actions. */
static int
of_moment(const struct ruleset *rs, const struct state *st, int k)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    k);

	if (x->phase.i >= 0)
		return x->phase.i == st->phase || (st->phase == PHASE_SETUP &&
		    x->setup);
	return rs_lists_action(rs, st->phase, k) &&
	    rs_game_cmd_of(rs->actions.ids[k]) < 0;
}

/* The commands of the game that belong to the moment: the declared actions
 * and the program's game commands of the current phase (or of the setup),
 * each name once, in the ruleset's order.  -1 in *decl for a command of the
 * program, else the declared action's index. */
static int
fitting(const struct ruleset *rs, const struct state *st,
    const char **names, int *decl)
{
	int n = 0;

	for (int k = 0; k < rs->actions.n && n < NOW_MAX; k++) {
		const struct action_def *x = VEC_AT(rs->actions,
		    struct action_def, k);
		/* (one used at a moment within the phase, such as during a
		 * combat, says so in its 'when') */
		if (x->when != NULL || !of_moment(rs, st, k) ||
		    cmd_program_own(rs->actions.ids[k]))
			continue;
		decl[n] = k;
		names[n++] = rs->actions.ids[k];
	}
	if (st->phase == PHASE_SETUP) {
		/* the set-up commands of the mechanisms that have one (a
		 * body's start position, the homes and the arrival are
		 * declared actions', below) */
		static const char *const map[] = { "lay", NULL };
		const char *const *v = rs->setup.place ||
		    st->zones != NULL ? NULL :
		    rs->mech.territories.present ? map : NULL;
		for (int i = 0; v != NULL && v[i] != NULL && n < NOW_MAX; i++) {
			decl[n] = -1;
			names[n++] = v[i];
		}
		/* the declared actions of the setup alone (their first
		 * requirement is the value setup) */
		for (int k = 0; k < rs->actions.n && n < NOW_MAX; k++) {
			int dup = 0;
			for (int i = 0; i < n && !dup; i++)
				dup = strcmp(names[i], rs->actions.ids[k]) == 0;
			if (!dup && eng_action_setup_only(rs, k) &&
			    !cmd_program_own(rs->actions.ids[k])) {
				decl[n] = k;
				names[n++] = rs->actions.ids[k];
			}
		}
	}
	for (int gc = 0; gc < GC__N && n < NOW_MAX; gc++) {
		int dup = 0;
		/* a mechanism the ruleset runs under its own word is there
		 * by that word (the moment asked first: of the three, it
		 * looks at one phase, and most commands fail it) */
		if (!(st->phase == PHASE_SETUP ? rs_setup_allows(rs,
		    (enum game_cmd)gc) : rs_phase_allows(rs, st->phase,
		    (enum game_cmd)gc)) ||
		    !rs_cmd_enabled(rs, (enum game_cmd)gc) ||
		    rs_verb_other(rs, rs_game_cmd_names[gc], rs->actions.n))
			continue;
		for (int i = 0; i < n && !dup; i++)
			dup = strcmp(names[i], rs_game_cmd_names[gc]) == 0;
		if (dup)
			continue;
		decl[n] = -1;
		names[n++] = rs_game_cmd_names[gc];
	}
	return n;
}

/* What 'next' does now, for people. */
static void
next_text(const struct ruleset *rs, const struct state *st,
    struct strbuf *b)
{
	int after;

	if (st->phase == PHASE_SETUP) {
		sb_add(b, "'next' ends the setup and starts round 1");
		return;
	}
	after = rs_phase_after(rs, st->phase);
	if (after >= 0)
		sb_printf(b, "'next' ends the %s phase, on to the %s phase",
		    RS_PHASE(rs, st->phase)->name, RS_PHASE(rs, after)->name);
	else
		sb_printf(b, "'next' ends the %s phase",
		    RS_PHASE(rs, st->phase)->name);
}

/* "round 2, Bob's turn, buy phase" */
void
now_moment(const struct ruleset *rs, const struct state *st, struct strbuf *b)
{
	int act = state_active(st);

	if (st->phase == PHASE_SETUP)
		sb_add(b, "setup");
	else if (act < 0)
		sb_printf(b, "round %ld, %s phase (everybody)", st->round,
		    RS_PHASE(rs, st->phase)->name);
	else
		sb_printf(b, "round %ld, %s's turn, %s phase", st->round,
		    st->players[act].name, RS_PHASE(rs, st->phase)->name);
}

void
now_line(const struct ruleset *rs, const struct state *st, struct strbuf *b)
{
	const char *names[NOW_MAX];
	int decl[NOW_MAX], n;
	char *w = game_winner(rs, st);

	if (w != NULL) {
		sb_printf(b, "now: the game is over (%s won); 'undo' takes "
		    "back the last command\n", w);
		free(w);
		return;
	}
	n = fitting(rs, st, names, decl);
	sb_add(b, "now: ");
	now_moment(rs, st, b);
	sb_add(b, ": ");
	for (int i = 0; i < n; i++)
		sb_printf(b, "%s%s", names[i], i + 1 < n ? ", " : "; ");
	next_text(rs, st, b);
	sb_add(b, "\n");
}

/* The usage and the line of help of a command that fits now. */
static void
usage_row(const struct ruleset *rs, const char *name, int k,
    struct strbuf *use, const char **help)
{
	const struct cmd *x;

	if (k >= 0) {
		eng_action_usage(rs, k, use);
		*help = VEC_AT(rs->actions, struct action_def, k)->help;
		return;
	}
	sb_add(use, name);
	*help = "";
	/* the ruleset's own declaration first: the shipped rulesets are read
	 * only for a game whose ruleset does not declare its commands, or
	 * declares them as a shipped game does (rules_action_shipped) */
	if ((k = eng_action_find(rs, name)) >= 0 && (VEC_AT(rs->actions,
	    struct action_def, k)->run != NULL || !rules_action_shipped(rs,
	    k))) {
		sb_reset(use);
		eng_action_usage(rs, k, use);
		*help = VEC_AT(rs->actions, struct action_def, k)->help;
		return;
	}
	if ((x = cmd_table_entry(name)) != NULL ||
	    (x = shipped_cmd(name)) != NULL) {
		sb_reset(use);
		rules_cmd_own(rs, x, use, help);
	}
}

void
now_section(const struct ruleset *rs, const struct state *st,
    struct strbuf *b)
{
	struct table t;
	const char *names[NOW_MAX];
	struct strbuf use;
	int decl[NOW_MAX], n = fitting(rs, st, names, decl);

	table_init(&t, 2);
	sb_init(&use);
	for (int i = 0; i < n; i++) {
		const char *row[2];
		sb_reset(&use);
		usage_row(rs, names[i], decl[i], &use, &row[1]);
		row[0] = sb_str(&use);
		table_row(&t, row);
	}
	sb_release(&use);
	if (n > 0) {
		sb_add(b, "now:\n");
		table_write(&t, b, 2);
	} else {
		sb_add(b, "nothing of this phase to do\n");
	}
	table_release(&t);
	sb_add(b, "then: ");
	next_text(rs, st, b);
	sb_add(b, "\n");
}

/* what --json: the moment, the commands that fit it (usage and help),
 * what 'next' does, the winner once there is one. */
static void
what_json(struct ctx *c, const struct session *s, const char *winner)
{
	struct json *j = json_obj(), *now = json_arr();
	const char *names[NOW_MAX], *help;
	struct strbuf use;
	int decl[NOW_MAX], n, act = state_active(s->st);
	struct strbuf b;

	json_set(j, "game", json_str(s->g.name));
	json_set(j, "ruleset", json_str(s->rs->id));
	json_set(j, "round", json_int(s->st->round));
	json_set(j, "phase", json_str(s->st->phase == PHASE_SETUP ? "setup" :
	    s->rs->phases.ids[s->st->phase]));
	json_set(j, "active", act >= 0 && winner == NULL ?
	    json_str(s->st->players[act].name) : json_null());
	json_set(j, "winner", json_str(winner));
	n = winner != NULL ? 0 : fitting(s->rs, s->st, names, decl);
	for (int i = 0; i < n; i++) {
		struct json *o = json_obj();
		sb_init(&use);
		usage_row(s->rs, names[i], decl[i], &use, &help);
		json_set(o, "command", json_str(names[i]));
		json_set(o, "usage", json_str(sb_str(&use)));
		sb_release(&use);
		json_set(o, "help", json_str(help));
		json_push(now, o);
	}
	json_set(j, "now", now);
	sb_init(&b);
	if (winner == NULL)
		next_text(s->rs, s->st, &b);
	json_set(j, "next", winner == NULL ? json_str(sb_str(&b)) :
	    json_null());
	sb_release(&b);
	out_json(c, j);
	json_free(j);
}

int
cmd_what(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct strbuf b;
	char *w;
	int r;

	(void)argc;
	(void)argv;
	if ((r = session_begin(c, &s, 0)))
		return r;
	if (c->json) {
		w = game_winner(s.rs, s.st);
		what_json(c, &s, w);
		free(w);
		session_end(c, &s, 0);
		return ST_OK;
	}
	sb_init(&b);
	sb_printf(&b, "%s (%s): ", s.g.name, s.rs->id);
	if ((w = game_winner(s.rs, s.st)) != NULL) {
		sb_printf(&b, "the game is over: %s won\n'export md' writes "
		    "the report; 'undo' takes back the last command\n", w);
		free(w);
		goto out;
	}
	now_moment(s.rs, s.st, &b);
	sb_add(&b, "\n");
	now_section(s.rs, s.st, &b);
	sb_add(&b, "at any time: status, roll, odds, give, take, note, "
	    "undo; 'help' lists every command, 'rules ");
	sb_printf(&b, "%s' the rules\n", s.rs->id);
out:
	out_fit(c, sb_str(&b));
	sb_release(&b);
	session_end(c, &s, 0);
	return ST_OK;
}
