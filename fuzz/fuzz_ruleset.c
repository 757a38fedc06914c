/* fuzz_ruleset.c: the ruleset loader, and games set up from what it
 * accepts.
 *
 * Input: YAML text.  It is loaded twice: as an overlay over the shipped
 * bernard ruleset, and as a ruleset of its own.  Properties checked:
 * loading never crashes and a refusal carries diagnostics; from a ruleset
 * that loads, a game sets up (or is refused with a message), and it and the
 * states after up to eight 'next' commands survive the trip through their
 * JSON snapshot unchanged.
 */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/play/game.h"
#include "core/base/json.h"
#include "core/rules/ruleset.h"
#include "core/state/state.h"
#include "core/base/strbuf.h"

static char *bernard;
static size_t nbernard;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char path[4200];

	(void)argc;
	(void)argv;
	snprintf(path, sizeof path, "%s/bernard.yaml", fuzz_rulesets());
	bernard = fuzz_read(path, &nbernard);
	return 0;
}

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

/* The state's snapshot reads back as the same state. */
static void
round_trip(const struct state *st, const struct ruleset *rs)
{
	char *text = snapshot(st, rs), err[128], *again;
	struct json *j = json_parse(text, err, sizeof err);
	struct state *back = j ? state_from_json(j, rs, err, sizeof err) :
	    NULL;

	if (back == NULL)
		fuzz_fail("a state's snapshot does not read back", err);
	again = snapshot(back, rs);
	if (strcmp(text, again) != 0)
		fuzz_fail("a state's snapshot reads back as another state",
		    text);
	free(again);
	state_free(back);
	json_free(j);
	free(text);
}

static void
play(const struct ruleset *rs)
{
	char *names[] = { "Ann", "Bob", "Cleo", "Dan", "Eve", "Fay" };
	struct state *st = NULL;
	struct report rep;
	struct diag d;
	int r = ST_USAGE;

	for (int n = 2; n <= 6 && r != ST_OK; n++) {
		report_init(&rep);
		r = game_new(rs, names, n, 1, &st, &rep, &d);
		report_release(&rep);
		if (r != ST_OK && d.msg[0] == '\0')
			fuzz_fail("a game refused without a message", NULL);
	}
	if (r != ST_OK)
		return;
	round_trip(st, rs);
	for (int i = 0; i < 8; i++) {
		struct state *next = state_copy(st, rs);
		struct dice_src src;
		char *argv[] = { "next", NULL };
		dice_src_digital(&src, &next->rng);
		report_init(&rep);
		r = game_apply(rs, next, 1, argv, &src, &rep, &d);
		report_release(&rep);
		dice_src_release(&src);
		if (r != ST_OK) {
			state_free(next);
			break;
		}
		state_free(st);
		st = next;
		round_trip(st, rs);
	}
	state_free(st);
}

static void
load(const struct rs_text *base, const struct rs_text *over, int nover)
{
	struct diag_list errs;
	struct ruleset *rs = NULL;

	diag_list_init(&errs);
	if (ruleset_load(base, over, nover, NULL, 0, &rs, &errs) == ST_OK)
		play(rs);
	else if (errs.n == 0)
		fuzz_fail("a refused ruleset without diagnostics", NULL);
	ruleset_free(rs);
	diag_list_free(&errs);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text;
	struct rs_text base = { "bernard.yaml", NULL, 0 }, me;

	if (size > 200000)
		return 0;
	text = fuzz_text(data, size);
	base.text = bernard;
	base.len = nbernard;
	me = (struct rs_text){ "input.yaml", text, strlen(text) };
	load(&base, &me, 1);
	load(&me, NULL, 0);
	free(text);
	return 0;
}
