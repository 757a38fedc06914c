/* fixture_game.c: see fixture_game.h. */
#include "core/board/board.h"
#include "fixture_game.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"
#include "core/dice/dice.h"
#include "core/dice/dist.h"

void
fixture_rulesets_dir(char *buf, size_t n)
{
	const char *env = getenv("ARBITER_RULESET_PATH");

	if (env == NULL || *env == '\0')
		env = "rulesets";
	snprintf(buf, n, "%.*s", (int)strcspn(env, ":"), env);
}

char *
fixture_read(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	struct strbuf b;
	char chunk[4096];
	size_t got;

	ck_assert_msg(f != NULL, "cannot open '%s' (set ARBITER_RULESET_PATH "
	    "to the rulesets directory)", path);
	sb_init(&b);
	while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
		sb_addn(&b, chunk, got);
	ck_assert_int_eq(ferror(f), 0);
	fclose(f);
	ck_assert_int_eq(b.failed, 0);
	*len = b.len;
	return sb_take(&b);
}

char *
fixture_read_shipped(const char *rel, size_t *len)
{
	char dir[512];
	struct strbuf path;
	char *text;

	fixture_rulesets_dir(dir, sizeof dir);
	sb_init(&path);
	sb_printf(&path, "%s/%s", dir, rel);
	text = fixture_read(sb_str(&path), len);
	sb_release(&path);
	return text;
}

/* Split s at sep into at most max words in v (pointing into s). */
static int
split(char *s, char sep, char **v, int max)
{
	int n = 0;

	while (s != NULL && *s != '\0' && n < max) {
		char *next = strchr(s, sep);
		if (next != NULL)
			*next++ = '\0';
		v[n++] = s;
		s = next;
	}
	return n;
}

static void start(struct game *g, const char *ruleset, const char *overlay,
    const char *players, const char *options, char sep);

void
game_start(struct game *g, const char *players, const char *options)
{
	start(g, "bernard.yaml", "examples/bernard-demo.yaml", players,
	    options, ',');
}

void
game_start_rs(struct game *g, const char *ruleset, const char *overlay,
    const char *players, const char *options)
{
	start(g, ruleset, overlay, players, options, ' ');
}

static void
start(struct game *g, const char *ruleset, const char *overlay,
    const char *players, const char *options, char sep)
{
	char *base, *demo, *pcopy = strdup(players), *ocopy = NULL;
	char *names[MAX_PLAYERS + 4], *kv[8];
	struct rs_opt opts[8];
	struct rs_text tb, to;
	struct diag_list errs;
	size_t nb, nd;
	int nopts = 0, n;

	memset(g, 0, sizeof *g);
	base = fixture_read_shipped(ruleset, &nb);
	demo = fixture_read_shipped(overlay, &nd);
	tb = (struct rs_text){ ruleset, base, nb };
	to = (struct rs_text){ overlay, demo, nd };
	if (options != NULL) {
		ocopy = strdup(options);
		nopts = split(ocopy, sep, kv, 8);
		for (int i = 0; i < nopts; i++) {
			char *eq = strchr(kv[i], '=');
			ck_assert_ptr_nonnull(eq);
			*eq = '\0';
			opts[i] = (struct rs_opt){ kv[i], eq + 1 };
		}
	}
	diag_list_init(&errs);
	ck_assert_msg(ruleset_load(&tb, &to, 1, opts, nopts, &g->rs, &errs) ==
	    ST_OK, "loading %s with '%s': %s", ruleset, options ? options : "",
	    errs.n ? errs.v[0].msg : "?");
	diag_list_free(&errs);
	free(ocopy);
	free(base);
	free(demo);
	n = split(pcopy, ',', names, MAX_PLAYERS + 4);
	report_init(&g->rep);
	ck_assert_msg(game_new(g->rs, names, n, 1, &g->st, &g->rep, &g->d) ==
	    ST_OK, "new game for '%s': %s", players, g->d.msg);
	free(pcopy);
}

void
game_end(struct game *g)
{
	report_release(&g->rep);
	state_free(g->st);
	ruleset_free(g->rs);
	memset(g, 0, sizeof *g);
}

char *
game_json(const struct game *g)
{
	struct json *j = state_to_json(g->st, g->rs);
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 0);
	json_free(j);
	return sb_take(&b);
}

int
game_run(struct game *g, const char *line)
{
	int argc, nargs, nfaces = 0, r;
	char **argv;
	long faces[64];
	unsigned char star[64];
	struct dice_src src;
	struct state *copy;
	struct game view;
	char *before, *after;

	ck_assert_msg(cmdline_split(line, &argc, &argv, &g->d) == ST_OK,
	    "'%s': %s", line, g->d.msg);
	for (nargs = 0; nargs < argc && strcmp(argv[nargs], "=") != 0; nargs++)
		;
	for (int i = nargs + 1; i < argc; i++) {
		char *end;
		ck_assert_int_lt(nfaces, 64);
		faces[nfaces] = strtol(argv[i], &end, 10);
		star[nfaces] = *end == '*';
		nfaces++;
	}
	if (nargs < argc)
		dice_src_physical(&src, faces, nfaces);
	else
		dice_src_digital(&src, NULL);
	src.star = star;
	report_release(&g->rep);
	report_init(&g->rep);
	diag_clear(&g->d);
	copy = state_copy(g->st, g->rs);
	ck_assert_ptr_nonnull(copy);
	view = *g;
	view.st = copy;
	before = game_json(&view);
	r = game_apply(g->rs, copy, nargs, argv, &src, &g->rep, &g->d);
	after = game_json(&view);
	g->changed = strcmp(before, after) != 0;
	if (r == ST_OK)
		r = dice_src_finish(&src, &g->d);
	if (r == ST_OK) {
		state_free(g->st);
		g->st = copy;
	} else {
		state_free(copy);
	}
	free(before);
	free(after);
	dice_src_release(&src);
	cmdline_free(argc, argv);
	return r;
}

void
game_ok(struct game *g, const char *line, const char *text)
{
	int r = game_run(g, line);

	ck_assert_msg(r == ST_OK, "'%s' refused (%d): %s", line, r, g->d.msg);
	if (text != NULL)
		ck_assert_msg(strcmp(sb_str(&g->rep.text), text) == 0, "'%s' "
		    "reported:\n%s---\nwant:\n%s---", line,
		    sb_str(&g->rep.text), text);
}

static void
fails(struct game *g, const char *line, int code, const char *msg,
    int strict)
{
	char *before = game_json(g), *after;
	int r = game_run(g, line);

	ck_assert_msg(r == code, "'%s' gave %d (%s), want %d", line, r,
	    g->d.msg, code);
	ck_assert_int_eq(g->d.code, code);
	ck_assert_msg(strcmp(g->d.msg, msg) == 0, "'%s':\n  '%s'\nwant\n  '%s'",
	    line, g->d.msg, msg);
	ck_assert_msg(!strict || !g->changed, "'%s' was refused but changed "
	    "the state", line);
	after = game_json(g);
	ck_assert_str_eq(after, before);
	free(before);
	free(after);
}

void
game_refused(struct game *g, const char *line, int code, const char *msg)
{
	fails(g, line, code, msg, 1);
}

void
game_failed(struct game *g, const char *line, int code, const char *msg)
{
	fails(g, line, code, msg, 0);
}

void
game_to_phase(struct game *g, const char *phase_id)
{
	for (int i = 0; i < 30; i++) {
		if (strcmp(game_phase_id(g->rs, g->st), phase_id) == 0)
			return;
		game_ok(g, "next", NULL);
	}
	ck_abort_msg("never reached the %s phase", phase_id);
}

long
game_credits(const struct game *g, const char *player)
{
	int p = state_player(g->st, player);

	ck_assert_msg(p >= 0, "no player '%s'", player);
	return g->st->players[p].res[rs_resource(g->rs, "credits")];
}

static int
land_of(const struct game *g, const char *land)
{
	int l = rs_land(g->rs, land);

	if (l < 0)	/* a declared board's region */
		l = vec_find(&g->rs->board.regions, land);
	ck_assert_msg(l >= 0, "no land '%s'", land);
	return l;
}

const char *
game_owner(const struct game *g, const char *land)
{
	int o = g->st->board->owner[land_of(g, land)];

	return o >= 0 ? g->st->players[o].name : "nobody";
}

long
game_units(const struct game *g, const char *land)
{
	return board_held(g->st->board, land_of(g, land));
}

void
game_land_is(const struct game *g, const char *land, const char *owner,
    long units)
{
	ck_assert_msg(strcmp(game_owner(g, land), owner) == 0 &&
	    game_units(g, land) == units, "%s is %s's with %ld, want %s's with "
	    "%ld", land, game_owner(g, land), game_units(g, land), owner, units);
}

void
fixture_die(const char *text, struct dist *out)
{
	struct dice_expr *e = NULL;
	struct diag d;

	ck_assert_int_eq(dice_parse(text, NULL, &e, &d), ST_OK);
	ck_assert_int_eq(dist_of(e, out, &d), ST_OK);
	dice_free(e);
}
