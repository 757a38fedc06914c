/* fuzz_rulecmd.c: rulesets and commands together, in memory.
 *
 * Input: a ruleset's YAML text; optionally a line "%%overlay" and an
 * overlay's text; then a line "%%" and up to 16 command lines as a command
 * file has them (dice as "= FACE...").  Leading command lines "players
 * A,B,C" and "options K=V..." name the players and choose options.  If the
 * ruleset loads (what 'ruleset check' accepts), a game is set up (without
 * "players", of the fewest players the ruleset takes: Ann, Bob, ...) and
 * every command runs on it, going on after a refusal.  Properties checked: nothing crashes and the sanitizers
 * say nothing; a refusal carries a message; every state and the status
 * document survive; an accepted command, run again from its canonical form
 * with the dice it used (as the log replays it), gives the same state.
 */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"
#include "core/play/game.h"
#include "core/base/json.h"
#include "core/base/rng.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "core/base/strbuf.h"

#define MAX_LINES 16
#define MAX_OPTS 8
#define MAX_NAMES 10

static char *
snapshot(const struct state *st, const struct ruleset *rs)
{
	struct json *j = state_to_json(st, rs);
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 0);
	json_free(j);
	return sb_take(&b);
}

/* The status document builds, and the snapshot reads back the same. */
static char *
check_state(const struct state *st, const struct ruleset *rs)
{
	char *text = snapshot(st, rs), err[128], *again;
	struct json *j = json_parse(text, err, sizeof err);
	struct state *back = j ? state_from_json(j, rs, err, sizeof err) :
	    NULL;

	json_free(game_status_json(rs, st));
	if (back == NULL)
		fuzz_fail("a state's snapshot does not read back", err);
	again = snapshot(back, rs);
	if (strcmp(text, again) != 0)
		fuzz_fail("a state's snapshot reads back as another state",
		    text);
	free(again);
	state_free(back);
	json_free(j);
	return text;
}

/* Run argv on st with dice src, as the game does (the caller throws st away
 * on refusal). */
static int
apply(const struct ruleset *rs, struct state *st, int argc, char **argv,
    struct dice_src *src, struct report *rep)
{
	struct diag d;
	int r;

	diag_clear(&d);
	r = game_apply(rs, st, argc, argv, src, rep, &d);
	if (r == ST_OK)
		r = dice_src_finish(src, &d);
	if (r != ST_OK && d.msg[0] == '\0')
		fuzz_fail("a command refused without a message", argv[0]);
	return r;
}

/* The canonical command with the faces the first run used (and the
 * generator moved on as far, when they were rolled) gives the same state
 * from the same start, as the log replays it. */
static void
replay(const struct ruleset *rs, const struct state *before,
    const struct report *rep, const long *faces, const unsigned char *star,
    int nfaces, unsigned long draws, const char *after)
{
	struct state *st = state_copy(before, rs);
	struct dice_src again;
	struct report r2;
	char **argv, *again_text;
	int argc;
	struct diag d;

	if (st == NULL)
		return;
	if (cmdline_split(sb_str(&rep->canon), &argc, &argv, &d) != ST_OK)
		fuzz_fail("a canonical command does not split",
		    sb_str(&rep->canon));
	/* as the log stores them: no dice at all when none were used */
	if (nfaces > 0) {
		dice_src_physical(&again, faces, nfaces);
		again.star = star;
	} else {
		dice_src_digital(&again, &st->rng);
	}
	report_init(&r2);
	if (apply(rs, st, argc, argv, &again, &r2) != ST_OK)
		fuzz_fail("a canonical command is refused when replayed",
		    sb_str(&rep->canon));
	rng_skip(&st->rng, draws);
	again_text = snapshot(st, rs);
	if (strcmp(again_text, after) != 0)
		fuzz_fail("a canonical command replays to another state",
		    sb_str(&rep->canon));
	free(again_text);
	report_release(&r2);
	dice_src_release(&again);
	cmdline_free(argc, argv);
	state_free(st);
}

static void
run_line(const struct ruleset *rs, struct state **stp, const char *line)
{
	int argc, nargs, nfaces = 0;
	char **argv;
	long faces[64];
	unsigned char star[64];
	struct dice_src src;
	struct report rep;
	struct state *next;
	struct diag d;

	if (cmdline_split(line, &argc, &argv, &d) != ST_OK)
		return;
	for (nargs = 0; nargs < argc && strcmp(argv[nargs], "=") != 0; nargs++)
		;
	for (int i = nargs + 1; i < argc && nfaces < 64; i++) {
		char *end;
		faces[nfaces] = strtol(argv[i], &end, 10);
		star[nfaces++] = *end == '*';
	}
	if (nargs == 0 || (next = state_copy(*stp, rs)) == NULL) {
		cmdline_free(argc, argv);
		return;
	}
	if (nargs < argc) {
		dice_src_physical(&src, faces, nfaces);
		src.star = star;
	} else {
		dice_src_digital(&src, &next->rng);
	}
	report_init(&rep);
	if (apply(rs, next, nargs, argv, &src, &rep) == ST_OK) {
		char *after = check_state(next, rs);
		if (nargs == argc)
			replay(rs, *stp, &rep, src.used, src.usedstar,
			    src.nused, src.draws, after);
		else
			replay(rs, *stp, &rep, faces, star, nfaces, 0, after);
		free(after);
		state_free(*stp);
		*stp = next;
	} else {
		state_free(next);
	}
	report_release(&rep);
	dice_src_release(&src);
	cmdline_free(argc, argv);
}

/* "options K=V K=V": split into opts (pointing into line). */
static int
read_options(char *line, struct rs_opt *opts)
{
	char *w, *save = NULL;
	int n = 0;

	strtok_r(line, " ", &save);
	while ((w = strtok_r(NULL, " ", &save)) != NULL && n < MAX_OPTS) {
		char *eq = strchr(w, '=');
		if (eq == NULL)
			continue;
		*eq = '\0';
		opts[n++] = (struct rs_opt){ w, eq + 1 };
	}
	return n;
}

/* "players A,B,C": split into names (pointing into line). */
static int
read_players(char *line, char **names)
{
	char *w, *rest = line + 8;
	int n = 0;

	while ((w = strsep(&rest, ",")) != NULL && n < MAX_NAMES)
		names[n++] = w;
	return n;
}

static void
play(const struct ruleset *rs, char **names, int nnames, char **lines,
    int nlines)
{
	char *deflt[] = { "Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus",
	    "Hal" };
	struct state *st = NULL;
	struct report rep;
	struct diag d;
	int r = ST_USAGE;

	for (int n = 2; n <= 8 && r != ST_OK; n++) {
		report_init(&rep);
		r = nnames > 0 ? game_new(rs, names, nnames, 1, &st, &rep, &d) :
		    game_new(rs, deflt, n, 1, &st, &rep, &d);
		report_release(&rep);
		if (r != ST_OK && d.msg[0] == '\0')
			fuzz_fail("a game refused without a message", NULL);
		if (nnames > 0)
			break;
	}
	if (r != ST_OK)
		return;
	free(check_state(st, rs));
	for (int i = 0; i < nlines; i++)
		run_line(rs, &st, lines[i]);
	state_free(st);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text, *over, *cmds, *lines[MAX_LINES], *names[MAX_NAMES], *line;
	struct rs_opt opts[MAX_OPTS];
	struct diag_list errs;
	struct ruleset *rs = NULL;
	struct rs_text me, ov;
	int nlines = 0, nopts = 0, nnames = 0;

	if (size > 200000)
		return 0;
	text = fuzz_text(data, size);
	cmds = strstr(text, "\n%%\n");
	if (cmds != NULL) {
		*cmds = '\0';
		cmds += 4;
	}
	over = strstr(text, "\n%%overlay\n");
	if (over != NULL) {
		*over = '\0';
		over += 11;
	}
	while (cmds != NULL && (line = strsep(&cmds, "\n")) != NULL &&
	    nlines < MAX_LINES) {
		if (nlines == 0 && nopts == 0 &&
		    strncmp(line, "options ", 8) == 0)
			nopts = read_options(line, opts);
		else if (nlines == 0 && nnames == 0 &&
		    strncmp(line, "players ", 8) == 0)
			nnames = read_players(line, names);
		else
			lines[nlines++] = line;
	}
	me = (struct rs_text){ "input.yaml", text, strlen(text) };
	if (over != NULL)
		ov = (struct rs_text){ "overlay.yaml", over, strlen(over) };
	diag_list_init(&errs);
	if (ruleset_load(&me, &ov, over != NULL, opts, nopts, &rs, &errs) ==
	    ST_OK)
		play(rs, names, nnames, lines, nlines);
	else if (errs.n == 0)
		fuzz_fail("a refused ruleset without diagnostics", NULL);
	ruleset_free(rs);
	diag_list_free(&errs);
	free(text);
	return 0;
}
