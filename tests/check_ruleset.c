/* check_ruleset.c: loading the bernard ruleset, alone and with the demo
 * overlay; options; overlay headers.  check_ruleset_bad.c runs the corpus
 * of bad rulesets. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/board/board.h"
#include "core/rules/ruleset.h"
#include "core/rules/options_cover.h"
#include "core/base/strbuf.h"
#include "fixture_game.h"
#include "suites.h"

/* Every diagnostic, sorted by position, one "FILE:LINE:COL: msg" a line. */
static char *
diags_text(struct diag_list *errs)
{
	struct strbuf b;
	char line[DIAG_MSG_MAX + DIAG_FILE_MAX + 40];

	diag_list_sort(errs);
	sb_init(&b);
	for (int i = 0; i < errs->n; i++) {
		diag_format(&errs->v[i], line, sizeof line);
		sb_printf(&b, "%s\n", line);
	}
	return sb_take(&b);
}

struct texts {
	char *base, *demo;
	size_t nbase, ndemo;
};

static void
texts_read(struct texts *t)
{
	t->base = fixture_read_shipped("bernard.yaml", &t->nbase);
	t->demo = fixture_read_shipped("examples/bernard-demo.yaml", &t->ndemo);
}

static void
texts_free(struct texts *t)
{
	free(t->base);
	free(t->demo);
}

/* Load bernard, with the demo overlay when demo is set, and options. */
static int
load(const struct texts *t, int demo, const struct rs_opt *opts, int nopts,
    struct ruleset **rs, struct diag_list *errs)
{
	struct rs_text base = { "bernard.yaml", t->base, t->nbase };
	struct rs_text over = { "bernard-demo.yaml", t->demo, t->ndemo };

	diag_list_init(errs);
	return ruleset_load(&base, &over, demo ? 1 : 0, opts, nopts, rs, errs);
}

static struct ruleset *
load_ok(const struct texts *t, int demo, const struct rs_opt *opts, int nopts)
{
	struct diag_list errs;
	struct ruleset *rs = NULL;
	int r = load(t, demo, opts, nopts, &rs, &errs);
	char *text = diags_text(&errs);

	ck_assert_msg(r == ST_OK, "loading bernard: %d\n%s", r, text);
	ck_assert_int_eq(errs.n, 0);
	ck_assert_ptr_nonnull(rs);
	free(text);
	diag_list_free(&errs);
	return rs;
}

static const char *const unknown_paths[] = {
	"board.orbits",
	"board.planets.red.orbit", "board.planets.red.start",
	"board.planets.red.lands", "board.planets.red.supply",
	"board.planets.purple.orbit", "board.planets.purple.start",
	"board.planets.purple.lands", "board.planets.purple.supply",
	"board.planets.darkblue.orbit", "board.planets.darkblue.start",
	"board.planets.darkblue.lands", "board.planets.darkblue.supply",
	"board.planets.lightblue.orbit",
	"board.planets.lightblue.lands", "board.planets.lightblue.supply",
	"board.planets.darkgreen.orbit", "board.planets.darkgreen.start",
	"board.planets.darkgreen.lands", "board.planets.darkgreen.supply",
	"board.planets.lightgreen.orbit", "board.planets.lightgreen.start",
	"board.planets.lightgreen.lands", "board.planets.lightgreen.supply",
	"board.planets.orange.orbit", "board.planets.orange.start",
	"board.planets.orange.supply",
	"board.planets.brown.orbit", "board.planets.brown.start",
	"board.planets.brown.lands", "board.planets.brown.supply",
	"board.adjacent",
	"setup.unassigned-owner", "setup.unassigned-units",
};

/* The text at line:col (from 1) of text. */
static const char *
text_at(const char *text, int line, int col)
{
	for (int l = 1; l < line && text != NULL; l++)
		if ((text = strchr(text, '\n')) != NULL)
			text++;
	return text == NULL ? "" : text + col - 1;
}

START_TEST(test_bernard_alone)
{
	struct texts t;
	struct ruleset *rs;
	int n = (int)(sizeof unknown_paths / sizeof unknown_paths[0]);

	texts_read(&t);
	rs = load_ok(&t, 0, NULL, 0);
	ck_assert_str_eq(rs->id, "bernard");
	ck_assert_str_eq(rs->format, RS_FORMAT);
	ck_assert_int_eq(rs->players.min, 2);
	ck_assert_int_eq(rs->players.max, 5);
	ck_assert_int_eq(n, 34);
	ck_assert_int_eq(rs->nunknown, n);
	for (int i = 0; i < n && i < rs->nunknown; i++) {
		const struct sunknown *u = &rs->unknown[i];
		ck_assert_msg(strcmp(u->path, unknown_paths[i]) == 0, "unknown "
		    "%d is '%s', want '%s'", i + 1, u->path, unknown_paths[i]);
		/* each points at the word in the file */
		ck_assert_str_eq(u->pos.file, "bernard.yaml");
		ck_assert_msg(strncmp(text_at(t.base, u->pos.line, u->pos.col),
		    "unknown", 7) == 0, "'%s' at %d:%d", u->path, u->pos.line,
		    u->pos.col);
		ck_assert_ptr_nonnull(u->field);
	}
	/* unknown values are stored as such */
	ck_assert_int_eq(rs->board.orbits.n, -1);
	ck_assert_int_eq(rs->board.adjacent.n, -1);
	ck_assert(RS_BODY(rs, 0)->orbit == SCHEMA_UNKNOWN_INT);
	ck_assert_ptr_eq(RS_BODY(rs, 0)->start, schema_unknown_str);
	ck_assert_str_eq(RS_BODY(rs, 3)->start, "1d12+1d8");
	ck_assert_int_eq(RS_BODY(rs, 6)->lands, 3);
	/* no land table until every planet's lands are known */
	ck_assert_int_eq(rs->nlands, 0);
	ck_assert_ptr_null(rs->lands);
	ck_assert_int_eq(rs->map.nregions, 0);
	ck_assert_int_eq(rs->nfiles, 1);
	ck_assert_str_eq(rs->files[0], "bernard.yaml");
	ruleset_free(rs);
	texts_free(&t);
}
END_TEST

START_TEST(test_need)
{
	struct texts t;
	struct ruleset *rs;
	struct diag d;

	texts_read(&t);
	rs = load_ok(&t, 0, NULL, 0);
	diag_clear(&d);
	ck_assert_int_eq(rs_need_int(rs, RS_BODY(rs, 0)->orbit,
	    "board.planets.red.orbit", &d), ST_DATA);
	ck_assert_int_eq(d.code, ST_DATA);
	ck_assert_str_eq(d.msg, "bernard: 'board.planets.red.orbit' is unknown "
	    "(the rulebook does not give it); supply it in an overlay: 'arbiter "
	    "ruleset template bernard' writes one to fill in, then start the "
	    "game with 'new bernard GAME --overlay FILE ...' or add it to this "
	    "game with 'ruleset amend FILE'");
	ck_assert_str_eq(d.file, "");
	ck_assert_int_eq(d.line, 0);
	ck_assert_int_eq(rs_need_vec(rs, &rs->board.orbits, "board.orbits",
	    &d), ST_DATA);
	ck_assert_ptr_nonnull(strstr(d.msg, "'board.orbits' is unknown"));
	ck_assert_int_eq(rs_need_str(rs, RS_BODY(rs, 1)->start,
	    "board.planets.purple.start", &d), ST_DATA);
	ck_assert_ptr_nonnull(strstr(d.msg, "'board.planets.purple.start' is "
	    "unknown"));
	/* known values pass and leave d alone */
	diag_clear(&d);
	ck_assert_int_eq(rs_need_int(rs, RS_BODY(rs, 6)->lands, "x", &d), 0);
	ck_assert_int_eq(rs_need_int(rs, 0, "x", &d), 0);
	ck_assert_int_eq(rs_need_vec(rs, &rs->resources, "x", &d), 0);
	ck_assert_int_eq(rs_need_str(rs, RS_BODY(rs, 3)->start, "x", &d), 0);
	ck_assert_int_eq(rs_need_str(rs, NULL, "x", &d), 0);
	ck_assert_int_eq(d.code, 0);
	ck_assert_str_eq(d.msg, "");
	/* a value the table may enter: one message, with or without the
	 * game's action that enters it */
	{
		struct rs_enter e = { "tile", "scout", "Scout", "attack",
		    "DICE", "pieces.scout.upgraded.attack", 1 };
		char buf[DIAG_MSG_MAX];
		rs_enter_msg(rs, &e, buf, sizeof buf);
		ck_assert_str_eq(buf, "bernard: the upgraded attack of Scout is "
		    "unknown (the rulebook does not give it): enter it at the "
		    "table with 'tile scout upgraded.attack:DICE', or supply "
		    "'pieces.scout.upgraded.attack' in an overlay ('arbiter "
		    "ruleset template bernard' writes one; 'ruleset amend FILE' "
		    "adds it to a running game)");
		e = (struct rs_enter){ NULL, "oil", "Oil", "cost", "N",
		    "resources.oil.values.cost", 0 };
		rs_enter_msg(rs, &e, buf, sizeof buf);
		ck_assert_str_eq(buf, "bernard: the cost of Oil is unknown (the "
		    "rulebook does not give it): supply 'resources.oil.values."
		    "cost' in an overlay ('arbiter ruleset template bernard' "
		    "writes one; 'ruleset amend FILE' adds it to a running "
		    "game)");
	}
	ruleset_free(rs);
	texts_free(&t);
}
END_TEST

static const struct { const char *body; int lands; } demo_planets[] = {
	{ "red", 2 }, { "purple", 3 }, { "darkblue", 3 }, { "lightblue", 4 },
	{ "darkgreen", 5 }, { "lightgreen", 4 }, { "orange", 3 },
	{ "brown", 2 },
};

static int
adjacent(const struct ruleset *rs, const char *x, const char *y)
{
	int a = rs_land(rs, x), b = rs_land(rs, y);

	ck_assert_msg(a >= 0 && b >= 0, "'%s' or '%s' is not a land", x, y);
	ck_assert_int_eq(board_map_adjacent(&rs->map, a, b),
	    board_map_adjacent(&rs->map, b, a));
	return board_map_adjacent(&rs->map, a, b);
}

START_TEST(test_bernard_demo)
{
	struct texts t;
	struct ruleset *rs;
	int k = 0, ones = 0;
	char id[48];

	texts_read(&t);
	rs = load_ok(&t, 1, NULL, 0);
	ck_assert_int_eq(rs->nunknown, 0);
	ck_assert_ptr_null(rs->unknown);
	ck_assert_int_eq(rs->nfiles, 2);
	ck_assert_str_eq(rs->files[1], "bernard-demo.yaml");
	ck_assert_int_eq(rs->board.orbits.n, 8);
	ck_assert_int_eq(*VEC_AT(rs->board.orbits, long, 7), 40);
	/* overlay values merged into the base's planets */
	ck_assert_str_eq(RS_BODY(rs, 0)->name, "red");
	ck_assert_str_eq(RS_BODY(rs, 0)->start, "1d12");
	ck_assert_str_eq(RS_BODY(rs, 3)->start, "1d12+1d8");
	ck_assert_int_eq(RS_BODY(rs, 6)->orbit, 2);
	ck_assert_int_eq(RS_BODY(rs, 6)->lands, 3);
	ck_assert_str_eq(rs->setup.unassigned_owner, "none");
	/* the land table: each planet's lands, then its port */
	ck_assert_int_eq(rs->nlands, 26 + 8);
	for (int p = 0; p < 8; p++) {
		ck_assert_str_eq(rs->board.bodies.ids[p], demo_planets[p].body);
		for (int l = 1; l <= demo_planets[p].lands; l++, k++) {
			snprintf(id, sizeof id, "%s-%d", demo_planets[p].body,
			    l);
			ck_assert_str_eq(rs->lands[k].id, id);
			ck_assert_int_eq(rs->lands[k].body, p);
			ck_assert_int_eq(rs->lands[k].port, 0);
		}
		snprintf(id, sizeof id, "%s-port", demo_planets[p].body);
		ck_assert_str_eq(rs->lands[k].id, id);
		ck_assert_int_eq(rs->lands[k].body, p);
		ck_assert_int_eq(rs->lands[k].port, 1);
		k++;
	}
	ck_assert_int_eq(rs_land(rs, "red-1"), 0);
	ck_assert_int_eq(rs_land(rs, "RED-PORT"), 2);
	ck_assert_int_eq(rs_land(rs, "brown-port"), 33);
	ck_assert_int_eq(rs_land(rs, "red-3"), -1);
	ck_assert_int_eq(rs_land(rs, "red"), -1);
	/* adjacency: 50 pairs, both ways */
	ck_assert_int_eq(rs->map.nregions, rs->nlands);
	ck_assert_int_eq(rs->map.ngroups, 8);
	for (int i = 0; i < rs->nlands * rs->nlands; i++)
		ones += rs->map.adj[i];
	ck_assert_int_eq(ones, 100);
	for (int i = 0; i < rs->nlands; i++)
		ck_assert_int_eq(board_map_adjacent(&rs->map, i, i), 0);
	ck_assert_int_eq(adjacent(rs, "red-1", "red-2"), 1);
	ck_assert_int_eq(adjacent(rs, "red-port", "red-1"), 1);
	ck_assert_int_eq(adjacent(rs, "lightblue-1", "lightblue-2"), 1);
	ck_assert_int_eq(adjacent(rs, "lightblue-1", "lightblue-3"), 0);
	ck_assert_int_eq(adjacent(rs, "darkgreen-5", "darkgreen-1"), 1);
	ck_assert_int_eq(adjacent(rs, "red-port", "purple-port"), 0);
	ck_assert_int_eq(adjacent(rs, "red-2", "purple-1"), 0);
	ruleset_free(rs);
	texts_free(&t);
}
END_TEST

/* The phase of the action the ruleset declares as name; -2: none such. */
/* Does the action buyout pay the seller?  A pay-player effect, whose
 * player paid is nobody where the game has buyout-price=bank (its 'to'
 * tests option(buyout_price, bank), a constant of the game: the
 * scenario options plays it). */
static int
buyout_pays(const struct ruleset *rs)
{
	const struct action_def *x = VEC_AT(rs->actions, struct action_def,
	    vec_find(&rs->actions, "buyout"));
	int bank = 0;

	for (int i = 0; i < rs->nchosen; i++)
		bank |= strcasecmp(rs->chosen[i].key, "buyout-price") == 0 &&
		    strcasecmp(rs->chosen[i].value, "bank") == 0;
	for (int i = 0; i < x->effects.n; i++) {
		const struct effect_def *e = VEC_AT(x->effects,
		    struct effect_def, i);
		if (e->pay.present)
			return !bank || e->pay.to.text == NULL ||
			    strstr(e->pay.to.text, "option(buyout_price, "
			    "bank)") == NULL;
	}
	return 0;
}

static int
action_phase(const struct ruleset *rs, const char *name)
{
	for (int i = 0; i < rs->actions.n; i++)
		if (strcmp(rs->actions.ids[i], name) == 0)
			return VEC_AT(rs->actions, struct action_def, i)->phase.i;
	return -2;
}

START_TEST(test_lookups)
{
	struct texts t;
	struct ruleset *rs;

	texts_read(&t);
	rs = load_ok(&t, 1, NULL, 0);
	ck_assert_int_eq(rs_resource(rs, "CREDITS"), 0);
	ck_assert_int_eq(rs_resource(rs, "gold"), -1);
	ck_assert_int_eq(rs_role(rs, "imperial"), 0);
	ck_assert_int_eq(rs_role(rs, "Rebel"), 1);
	ck_assert_int_eq(rs_role(rs, "rebels"), -1);
	ck_assert_int_eq(rs_phase(rs, "supply"), 0);
	ck_assert_int_eq(rs_phase(rs, "pay"), 6);
	ck_assert_int_eq(rs_body(rs, "lightblue"), 3);
	ck_assert_int_eq(rs_body(rs, "light blue"), -1);
	/* the book's commands are declared actions, each in its phase */
	ck_assert_int_eq(action_phase(rs, "buy"), 3);
	ck_assert_int_eq(action_phase(rs, "buyout"), 3);
	ck_assert_int_eq(action_phase(rs, "disband"), 6);
	ck_assert_int_eq(action_phase(rs, "attack"), 4);
	ck_assert_int_eq(action_phase(rs, "grant"), -1);
	/* no phase lists a command; the mechanisms its actions run under
	 * the same names as the commands of old: none is enabled (a phase
	 * listing one of those names reads as its declared action's) */
	for (int c = 0; c < GC__N; c++)
		ck_assert_msg(!rs_cmd_enabled(rs, (enum game_cmd)c),
		    "'%s' is enabled", rs_game_cmd_names[c]);
	ck_assert_ptr_null(rs_die(rs, "d6"));
	/* the income is the credits phase's effect: a gain of credits */
	ck_assert_int_eq(RS_PHASE(rs, 1)->steps.n, 0);
	ck_assert_int_eq(RS_PHASE(rs, 1)->effects.n, 1);
	ck_assert_int_eq(VEC_AT(RS_PHASE(rs, 1)->effects, struct effect_def,
	    0)->gain.n, 1);
	/* the price of a land bought out is paid to its seller */
	ck_assert_int_eq(buyout_pays(rs), 1);
	ck_assert_int_eq(rs->mech.attack.band_by, BAND_OWN);
	ck_assert_int_eq(rs->mech.attack.bands.n, 3);
	ruleset_free(rs);
	texts_free(&t);
}
END_TEST

/* What an amendment may add to a game's rules that they lack (issue 14,
 * item 22): a new entry of a mapping of ids, or a field whose absence
 * means unknown; not a field that takes its default. */
static const struct {
	const char *path;
	int want;
} adds[] = {
	{ "units.monk", RS_ADD_ENTRY },
	{ "board.worlds.new-world", RS_ADD_ENTRY },
	{ "board.zones.new-world", RS_ADD_ENTRY },
	{ "units.soldier.faction", RS_ADD_FILLS },
	{ "units.soldier.cost", 0 },
	{ "mechanisms.colonies.hangars-max", 0 },
	{ "mechanisms.colonies", 0 },
	{ "units", 0 },
	{ "nonsense.key", 0 },
	{ "", 0 },
};

START_TEST(test_may_add)
{
	ck_assert_msg(ruleset_may_add(NULL, adds[_i].path) == adds[_i].want,
	    "'%s': %d, want %d", adds[_i].path,
	    ruleset_may_add(NULL, adds[_i].path), adds[_i].want);
}
END_TEST

/* The phases of bernard's one round step, a player's turn, in order. */
static void
assert_round(const struct ruleset *rs, const char *want)
{
	const struct round_step *s;
	struct strbuf b;

	ck_assert_int_eq(rs->round.n, 1);
	s = VEC_AT(rs->round, struct round_step, 0);
	ck_assert_ptr_null(s->phase.name);
	sb_init(&b);
	for (int i = 0; i < s->turns.n; i++)
		sb_printf(&b, "%s%s", i ? " " : "", rs->phases.ids[
		    VEC_AT(s->turns, struct sref, i)->i]);
	ck_assert_str_eq(sb_str(&b), want);
	sb_release(&b);
}

START_TEST(test_options)
{
	static const struct rs_opt numbered[] = { { "phase-order", "numbered" } };
	static const struct rs_opt mixed[] = { { "Phase-Order", "PRINTED" },
	    { "buyout-price", "bank" }, { "dice-bands", "total" },
	    { "imperial", "Bob" } };
	struct texts t;
	struct ruleset *rs;

	texts_read(&t);
	rs = load_ok(&t, 1, NULL, 0);
	assert_round(rs, "supply credits connection buy combat movement pay");
	ck_assert_int_eq(rs->nchosen, 0);
	ruleset_free(rs);
	rs = load_ok(&t, 1, numbered, 1);
	assert_round(rs, "supply credits buy connection combat movement pay");
	ck_assert_int_eq(rs->nchosen, 1);
	ck_assert_str_eq(rs->chosen[0].key, "phase-order");
	ck_assert_str_eq(rs->chosen[0].value, "numbered");
	ruleset_free(rs);
	/* also without the overlay */
	rs = load_ok(&t, 0, numbered, 1);
	assert_round(rs, "supply credits buy connection combat movement pay");
	ruleset_free(rs);
	rs = load_ok(&t, 1, mixed, 4);
	assert_round(rs, "supply credits connection buy combat movement pay");
	ck_assert_int_eq(buyout_pays(rs), 0);
	ck_assert_int_eq(rs->mech.attack.band_by, BAND_TOTAL);
	ck_assert_int_eq(rs->mech.attack.bands.n, 3);
	ck_assert_int_eq(rs->nchosen, 4);
	ck_assert_str_eq(rs->chosen[3].value, "Bob");
	ruleset_free(rs);
	texts_free(&t);
}
END_TEST

static const struct {
	struct rs_opt opt;
	const char *msg;
} bad_options[] = {
	{ { "colour", "red" }, "this ruleset has no option 'colour' (options: "
	  "imperial, phase-order, buyout-price, dice-bands)" },
	{ { "phase-order", "alphabetical" }, "option 'phase-order' has no "
	  "value 'alphabetical' (values: printed, numbered)" },
	{ { "dice-bands", "" }, "option 'dice-bands' has no value '' (values: "
	  "own, total)" },
};

START_TEST(test_options_bad)
{
	struct texts t;
	struct ruleset dummy, *rs = &dummy;
	struct diag_list errs;

	texts_read(&t);
	ck_assert_int_eq(load(&t, 1, &bad_options[_i].opt, 1, &rs, &errs),
	    ST_USAGE);
	ck_assert_ptr_null(rs);
	ck_assert_int_eq(errs.n, 1);
	ck_assert_int_eq(errs.v[0].code, ST_USAGE);
	ck_assert_str_eq(errs.v[0].file, "");
	ck_assert_int_eq(errs.v[0].line, 0);
	ck_assert_str_eq(errs.v[0].msg, bad_options[_i].msg);
	diag_list_free(&errs);
	texts_free(&t);
}
END_TEST

static const struct { const char *text, *errs; } headers[] = {
	{ "board: {orbits: [12]}\n", "o.yaml:1:1: an overlay starts with "
	  "'format: arbiter-overlay-1'\n" },
	{ "# nothing\n", "o.yaml:1:1: an overlay starts with 'format: "
	  "arbiter-overlay-1'\n" },
	{ "format: arbiter-overlay-2\nruleset: bernard\n", "o.yaml:1:9: an "
	  "overlay starts with 'format: arbiter-overlay-1'\n" },
	{ "format: arbiter-ruleset-1\nid: bernard\n", "o.yaml:1:9: an overlay "
	  "starts with 'format: arbiter-overlay-1'\n" },
	{ "format: arbiter-overlay-1\n", "o.yaml:1:1: an overlay names the "
	  "ruleset it changes: 'ruleset: bernard'\n" },
	{ "format: arbiter-overlay-1\nruleset: [bernard]\n", "o.yaml:1:1: an "
	  "overlay names the ruleset it changes: 'ruleset: bernard'\n" },
	{ "format: arbiter-overlay-1\nruleset: albedo\n", "o.yaml:2:10: this "
	  "overlay is for ruleset 'albedo', not 'bernard'\n" },
	{ "format: arbiter-overlay-1\nruleset: Bernard\n", "o.yaml:2:10: this "
	  "overlay is for ruleset 'Bernard', not 'bernard'\n" },
	{ "- format: arbiter-overlay-1\n", "o.yaml:1:1: an overlay is a mapping "
	  "of ruleset keys\n" },
	{ "format: arbiter-overlay-1\nruleset: bernard\nruleset: bernard\n",
	  "o.yaml:3:1: duplicate key 'ruleset'\n" },
};

START_TEST(test_overlay_headers)
{
	struct texts t;
	struct rs_text base, over;
	struct ruleset dummy, *rs = &dummy;
	struct diag_list errs;
	char *got;

	texts_read(&t);
	base = (struct rs_text){ "bernard.yaml", t.base, t.nbase };
	over = (struct rs_text){ "o.yaml", headers[_i].text,
	    strlen(headers[_i].text) };
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load(&base, &over, 1, NULL, 0, &rs, &errs),
	    ST_DATA);
	ck_assert_ptr_null(rs);
	got = diags_text(&errs);
	ck_assert_msg(strcmp(got, headers[_i].errs) == 0, "'%s':\n%swant\n%s",
	    headers[_i].text, got, headers[_i].errs);
	free(got);
	diag_list_free(&errs);
	texts_free(&t);
}
END_TEST

START_TEST(test_peek_and_tree)
{
	struct texts t;
	struct rs_text base, over, junk = { "j.yaml", "a: [", 4 };
	struct ynode *root;
	struct diag_list errs;
	char *id, **names;
	int nnames;

	texts_read(&t);
	base = (struct rs_text){ "bernard.yaml", t.base, t.nbase };
	over = (struct rs_text){ "bernard-demo.yaml", t.demo, t.ndemo };
	ck_assert_int_eq(ruleset_peek(&base, &id), 0);
	ck_assert_str_eq(id, "bernard");
	free(id);
	ck_assert_int_eq(ruleset_peek(&over, &id), 1);
	ck_assert_str_eq(id, "bernard");
	free(id);
	ck_assert_int_eq(ruleset_peek(&junk, &id), -1);
	ck_assert_ptr_null(id);
	/* the merged tree, unchecked */
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_tree(&base, &over, 1, &root, &names, &nnames,
	    &errs), ST_OK);
	ck_assert_int_eq(errs.n, 0);
	ck_assert_int_eq(nnames, 2);
	ck_assert_str_eq(names[0], "bernard.yaml");
	ck_assert_str_eq(names[1], "bernard-demo.yaml");
	ck_assert_ptr_null(ynode_get(root, "ruleset"));
	ck_assert_int_eq(ynode_get(ynode_get(root, "board"), "orbits")->kind,
	    Y_SEQ);
	ck_assert_str_eq(ynode_get(ynode_get(root, "board"), "orbits")->file,
	    "bernard-demo.yaml");
	ck_assert_str_eq(ynode_get(root, "id")->file, "bernard.yaml");
	ynode_free(root);
	for (int i = 0; i < nnames; i++)
		free(names[i]);
	free(names);
	diag_list_free(&errs);
	texts_free(&t);
}
END_TEST

/* Is every t factors' levels together in the row of every default, a
 * row of one factor off its default, or one of rows? */
static int
covers(int nf, const int *lv, int t, const int *rows, int nrows)
{
	int f[3], l[3];

	for (f[0] = 0; f[0] < nf; f[0]++)
	for (f[1] = t > 1 ? f[0] + 1 : 0; f[1] < (t > 1 ? nf : 1); f[1]++)
	for (f[2] = t > 2 ? f[1] + 1 : 0; f[2] < (t > 2 ? nf : 1); f[2]++)
	for (l[0] = 0; l[0] < lv[f[0]]; l[0]++)
	for (l[1] = 0; l[1] < (t > 1 ? lv[f[1]] : 1); l[1]++)
	for (l[2] = 0; l[2] < (t > 2 ? lv[f[2]] : 1); l[2]++) {
		int off = 0, held = 0;
		for (int i = 0; i < t; i++)
			off += l[i] > 0;
		held = off <= 1;
		for (int r = 0; r < nrows && !held; r++) {
			held = 1;
			for (int i = 0; i < t; i++)
				if (rows[r * nf + f[i]] != l[i])
					held = 0;
		}
		if (!held)
			return 0;
	}
	return 1;
}

/* opt_cover_rows: every t options' values together, in few rows */
START_TEST(test_options_cover)
{
	static const struct { int nf, lv[6], t, most; } c[] = {
		{ 5, { 2, 2, 2, 2, 2 }, 3, 6 },		/* adellos' */
		{ 4, { 3, 3, 3, 2 }, 2, 4 },		/* ashes' */
		{ 3, { 2, 2, 2 }, 3, 4 },		/* every row */
		{ 6, { 3, 2, 2, 4, 2, 3 }, 3, 29 },
		{ 6, { 3, 2, 2, 4, 2, 3 }, 2, 6 },
		{ 2, { 5, 1 }, 2, 0 },
	};

	for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
		int *rows, n;
		ck_assert_int_eq(opt_cover_rows(c[i].nf, c[i].lv, c[i].t,
		    &rows, &n), 0);
		ck_assert_msg(covers(c[i].nf, c[i].lv, c[i].t, rows, n),
		    "case %zu: a combination not held", i);
		ck_assert_msg(n <= c[i].most, "case %zu: %d rows, want at "
		    "most %d", i, n, c[i].most);
		free(rows);
	}
}
END_TEST

Suite *
suite_ruleset(void)
{
	Suite *s = suite_create("ruleset");
	TCase *tc = tcase_create("bernard");

	tcase_add_test(tc, test_bernard_alone);
	tcase_add_test(tc, test_need);
	tcase_add_test(tc, test_bernard_demo);
	tcase_add_test(tc, test_lookups);
	tcase_add_loop_test(tc, test_may_add, 0, sizeof adds / sizeof adds[0]);
	tcase_add_test(tc, test_options);
	tcase_add_test(tc, test_options_cover);
	tcase_add_loop_test(tc, test_options_bad, 0,
	    sizeof bad_options / sizeof bad_options[0]);
	tcase_add_loop_test(tc, test_overlay_headers, 0,
	    sizeof headers / sizeof headers[0]);
	tcase_add_test(tc, test_peek_and_tree);
	suite_add_tcase(s, tc);
	return s;
}
