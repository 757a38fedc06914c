/* cmd_ruleset.c: ruleset check, template and amend. */
#include "cmds.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "core/rules/words_keys.h"
#include "core/base/cmdline.h"
#include "core/base/schema.h"
#include "core/base/ytree.h"
#include "core/engine/engine.h"

static void
unknown_json(struct json *arr, const struct ruleset *rs)
{
	for (int i = 0; i < rs->nunknown; i++) {
		const struct sunknown *u = &rs->unknown[i];
		struct json *o = json_obj();
		char help[512];
		json_set(o, "path", json_str(u->path));
		json_set(o, "file", json_str(u->pos.file));
		json_set(o, "line", json_int(u->pos.line));
		json_set(o, "col", json_int(u->pos.col));
		json_set(o, "help", u->field ? json_str(rs_words_in(rs,
		    rs_unknown_help(rs, u), help, sizeof help)) : json_str(NULL));
		json_push(arr, o);
	}
}

static int
check_one(struct ctx *c, const char *file, struct json *arr)
{
	struct rs_text t[2];
	struct ruleset *rs = NULL;
	struct rs_merged *m = NULL;
	struct rs_cover cov = { 1, 1, 0 };
	struct diag_list errs;
	char *text, *id = NULL, *base_path = NULL, *base_text = NULL;
	size_t len, blen;
	int overlay, r;
	struct diag d;

	if ((text = file_read(c, file, &len)) == NULL)
		return out_error(c, &c->d);
	t[1] = (struct rs_text){ file, text, len };
	overlay = ruleset_peek(&t[1], &id);
	diag_list_init(&errs);
	if (overlay == 1) {
		if (id == NULL) {
			diag_list_add(&errs, ST_DATA, file, 1, 1, "an overlay "
			    "names the ruleset it changes: 'ruleset: ID'");
			r = ST_DATA;
			goto report;
		}
		if ((r = ruleset_path(c, id, &base_path)) ||
		    (base_text = file_read(c, base_path, &blen)) == NULL) {
			diag_list_add(&errs, ST_DATA, file, 1, 1, "%s",
			    diag_msg(&c->d));
			r = ST_DATA;
			goto report;
		}
		t[0] = (struct rs_text){ base_path, base_text, blen };
		m = rules_merge_load(&t[0], &t[1], 1, &rs, &r, &errs);
	} else {
		m = rules_merge_load(&t[1], NULL, 0, &rs, &r, &errs);
	}
	/* and what each of its options makes of it, and they together */
	if (r == ST_OK)
		r = rules_check_merged(rs, m, &cov, &errs);
report:
	diag_list_sort(&errs);
	if (arr != NULL) {
		struct json *o = json_obj(), *e = json_arr(), *u = json_arr();
		json_set(o, "file", json_str(file));
		json_set(o, "ok", json_bool(r == ST_OK));
		json_set(o, "overlay", json_bool(overlay == 1));
		json_set(o, "ruleset", json_str(rs ? rs->id : id));
		for (int i = 0; i < errs.n; i++) {
			struct json *x = json_obj();
			json_set(x, "file", json_str(errs.v[i].file));
			json_set(x, "line", json_int(errs.v[i].line));
			json_set(x, "col", json_int(errs.v[i].col));
			json_set(x, "message", json_str(diag_msg(
			    &errs.v[i])));
			json_push(e, x);
		}
		json_set(o, "errors", e);
		if (rs != NULL)
			unknown_json(u, rs);
		json_set(o, "unknown", u);
		if (r == ST_OK && cov.tried < cov.of) {
			struct json *k = json_obj();
			json_set(k, "tried", json_int(cov.tried));
			json_set(k, "of", json_num(cov.of));
			json_set(k, "every", json_int(cov.every));
			json_set(o, "combinations", k);
		}
		json_push(arr, o);
	} else if (r != ST_OK) {
		print_diags(c, &errs);
	} else {
		out_printf(c, "%s: ok (%s of ruleset %s), %d value%s unknown%s\n",
		    file, overlay == 1 ? "an overlay" : "the rules", rs->id,
		    rs->nunknown, rs->nunknown == 1 ? "" : "s",
		    rs->nunknown ? ":" : "");
		for (int i = 0; i < rs->nunknown; i++) {
			const struct sunknown *u = &rs->unknown[i];
			out_printf(c, "  %s  (%s:%d:%d)\n", u->path,
			    u->pos.file, u->pos.line, u->pos.col);
		}
		if (eng_pool_fires_followed(rs, &d) != ST_OK)
			/* the odds' own refusal, said before the game */
			out_printf(c, "note: 'odds' of its dice-pool combat "
			    "refuses: %s\n", diag_msg(&d) + (strncmp(d.msg,
			    "odds: ", 6) == 0 ? 6 : 0));
		/* a double is exact to 2^53: a product past 1e15 is said
		 * roughly */
		if (cov.tried < cov.of)
			out_printf(c, "note: options: %ld of %s%.*g combinations "
			    "tried, every %s options' values together\n",
			    cov.tried, cov.of < 1e15 ? "" : "about ",
			    cov.of < 1e15 ? 15 : 2, cov.of, cov.every == 3 ?
			    "three" : "two");
	}
	if (r != ST_OK && r != ST_USAGE)
		r = ST_DATA;
	diag_list_free(&errs);
	ruleset_free(rs);
	ruleset_merged_free(m);
	free(text);
	free(id);
	free(base_path);
	free(base_text);
	return r;
}

static int
ruleset_check(struct ctx *c, int argc, char **argv)
{
	struct json *arr = c->json ? json_arr() : NULL;
	int worst = ST_OK;

	if (argc < 3)
		return diag_set(&c->d, ST_USAGE, "usage: ruleset check FILE...");
	for (int i = 2; i < argc; i++) {
		int r = check_one(c, argv[i], arr);
		if (r != ST_OK && worst == ST_OK)
			worst = r;
	}
	if (arr != NULL) {
		out_json(c, arr);
		json_free(arr);
	}
	diag_clear(&c->d);
	c->d.code = worst;
	return worst;
}

/* --- template ---------------------------------------------------------------- */

static int
split_path(const char *path, char seg[][64], int max)
{
	int n = 0;
	const char *p = path;

	while (*p && n < max) {
		const char *dot = strchr(p, '.');
		size_t len = dot ? (size_t)(dot - p) : strlen(p);
		char *br;
		snprintf(seg[n], 64, "%.*s", (int)len, p);
		if ((br = strchr(seg[n], '[')) != NULL)
			*br = '\0';	/* a list element: fill the whole list */
		n++;
		if (br != NULL || dot == NULL)
			break;
		p = dot + 1;
	}
	return n;
}

static int
ruleset_template(struct ctx *c, int argc, char **argv)
{
	struct ruleset *loaded = NULL;
	const struct ruleset *rs = NULL;
	struct strbuf b;
	char prev[16][64], seg[16][64];
	int nprev = 0, r;

	if (argc != 3)
		return diag_set(&c->d, ST_USAGE, "usage: ruleset template ID");
	if ((r = ruleset_or_game(c, argv[2], &loaded, &rs)))
		return r;
	sb_init(&b);
	sb_printf(&b, "# An overlay for the ruleset '%s': the values its "
	    "rulebook does not give.\n", rs->id);
	sb_add(&b, "# Replace each 'unknown' you know and delete the lines "
	    "you do not; then\n");
	if (loaded != NULL)
		sb_printf(&b, "#   arbiter ruleset check FILE\n"
		    "#   arbiter new %s GAME --players A,B,... --overlay "
		    "FILE\n# or, for a game already running: arbiter ruleset "
		    "amend FILE\n", rs->id);
	else
		sb_add(&b, "# (the ruleset of the current game, started from "
		    "a file of its own)\n#   arbiter ruleset amend FILE\n");
	sb_printf(&b, "format: %s\nruleset: %s\n", RS_OVERLAY_FORMAT, rs->id);
	if (rs->nunknown == 0)
		sb_add(&b, "# nothing in this ruleset is unknown\n");
	for (int i = 0; i < rs->nunknown; i++) {
		const struct sunknown *u = &rs->unknown[i];
		int n = split_path(u->path, seg, 16), common = 0, elem;
		char what[256] = "", help[512];
		if (n == nprev) {
			int same = 1;
			for (int k = 0; k < n && same; k++)
				same = strcmp(seg[k], prev[k]) == 0;
			if (same)
				continue;	/* another element of a list */
		}
		while (common < n - 1 && common < nprev &&
		    strcmp(seg[common], prev[common]) == 0)
			common++;
		/* an entry of a mapping (a kind's values): what the mapping
		 * is, once, above it */
		elem = u->field != NULL && u->type != NULL &&
		    u->type->kind == SK_DICT && n >= 2 &&
		    strcmp(seg[n - 2], u->field->key) == 0 &&
		    rs_unknown_help(rs, u) == sfield_help(u->field);
		for (int k = common; k < n; k++) {
			if (k == n - 2 && elem) {
				schema_describe(u->type, what, sizeof what);
				for (int s = 0; s < k; s++)
					sb_add(&b, "  ");
				sb_printf(&b, "# %s (%s)\n",
				    rs_words_in(rs, rs_unknown_help(rs, u),
				    help, sizeof help), what);
			}
			for (int s = 0; s < k; s++)
				sb_add(&b, "  ");
			if (k < n - 1) {
				sb_printf(&b, "%s:\n", seg[k]);
				continue;
			}
			if (u->field != NULL && !elem) {
				schema_describe(rs_unknown_type(u), what,
				    sizeof what);
				sb_printf(&b, "# %s (%s)\n",
				    rs_words_in(rs, rs_unknown_help(rs, u),
				    help, sizeof help), what);
				for (int s = 0; s < k; s++)
					sb_add(&b, "  ");
			}
			sb_printf(&b, "%s: unknown\n", seg[k]);
		}
		memcpy(prev, seg, sizeof seg);
		nprev = n;
	}
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "ruleset", json_str(rs->id));
		json_set(j, "template", json_str(sb_str(&b)));
		out_json(c, j);
		json_free(j);
	} else {
		out_text(c, sb_str(&b));
	}
	sb_release(&b);
	ruleset_free(loaded);
	return ST_OK;
}

/* --- amend -------------------------------------------------------------------- */

struct adds {
	int entries;		/* new entries of mappings of ids */
	int fields;		/* fields whose absence meant unknown */
};

static int
may_add(void *ctx, const char *path)
{
	struct adds *n = ctx;
	int r = ruleset_may_add(NULL, path);

	n->entries += r == RS_ADD_ENTRY;
	n->fields += r == RS_ADD_FILLS;
	return r != 0;
}

/* Values unknown in the old rules that the new ones know. */
static int
filled(const struct ruleset *old, const struct ruleset *new,
    const struct adds *n)
{
	int k = n->fields;

	for (int i = 0; i < old->nunknown; i++) {
		int still = 0;
		for (int j = 0; j < new->nunknown && !still; j++)
			still = strcmp(old->unknown[i].path,
			    new->unknown[j].path) == 0;
		k += !still;
	}
	return k;
}

static int
ruleset_amend(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct rs_text *t = NULL;
	struct ruleset *rs2 = NULL;
	struct ynode *old = NULL, *over = NULL;
	struct diag_list errs;
	struct state *st2 = NULL, *rebased = NULL;
	char **names = NULL, *text = NULL, *abs = NULL;
	char path[512];
	size_t len;
	int nnames = 0, r, n, checked, nfilled, form;
	struct adds adds = { 0, 0 };

	if (argc == 4 && strcmp(argv[2], "--text") == 0) {
		/* the overlay itself, as `export script` writes it */
		text = strdup(argv[3]);
		len = strlen(argv[3]);
		abs = strdup("(amendment text)");
		argv[2] = abs;
	} else if (argc != 3) {
		return diag_set(&c->d, ST_USAGE, "usage: ruleset amend FILE | "
		    "ruleset amend --text YAML");
	}
	diag_list_init(&errs);
	if (text == NULL && (text = file_read(c, argv[2], &len)) == NULL)
		return c->d.code;
	if (abs == NULL)
		abs = realpath(argv[2], NULL);
	if ((r = session_begin(c, &s, 1)))
		goto done;
	if ((r = db_game_texts(c->db, &s.g, &c->d)))
		goto out;
	t = calloc((size_t)s.g.ntexts + 1, sizeof *t);
	if (t == NULL) {
		r = diag_set(&c->d, ST_ENV, "out of memory");
		goto out;
	}
	for (int i = 0; i < s.g.ntexts; i++)
		t[i] = (struct rs_text){ s.g.texts[i].name, s.g.texts[i].text,
		    strlen(s.g.texts[i].text) };
	t[s.g.ntexts] = (struct rs_text){ argv[2], text, len };
	/* the amended rules must load, with the game's options */
	{
		struct ruleset *tmp = NULL;
		struct rs_opt opts[32];
		int nopts = 0;
		for (int i = 0; i < s.rs->nchosen && i < 32; i++)
			opts[nopts++] = s.rs->chosen[i];
		r = rules_load(&t[0], t + 1, s.g.ntexts, opts, nopts, &tmp,
		    &errs);
		rs2 = tmp;
		/* and with each of its options, as at 'new' */
		if (r == ST_OK)
			r = rules_check_options(rs2, &t[0], t + 1, s.g.ntexts,
			    0, &errs);
	}
	if (r != ST_OK) {
		print_diags(c, &errs);
		r = diag_set(&c->d, ST_DATA, "'%s' does not amend game '%s' "
		    "(see above)", argv[2], s.g.name);
		goto out;
	}
	/* it may only fill what is unknown */
	if ((r = ruleset_tree(&t[0], t + 1, s.g.ntexts - 1, &old, &names,
	    &nnames, &errs)) ||
	    (r = ytree_parse(text, len, argv[2], &over, &errs))) {
		print_diags(c, &errs);
		r = diag_set(&c->d, ST_DATA, "the game's rules do not read");
		goto out;
	}
	ynode_free(ynode_take(over, "format"));
	ynode_free(ynode_take(over, "ruleset"));
	/* written for the older keys, it fills the declaration they became */
	if (rs_piece_table(over, old, &errs) < 0 ||
	    rs_zones_upgrade(over, &form, &errs) < 0 ||
	    rs_decks_upgrade(over, old) < 0 || rs_combats_upgrade(over) < 0 ||
	    rs_purchase_amend(over, old) < 0 ||
	    rs_kind_values_upgrade(old, 0) < 0 ||
	    rs_kind_values_upgrade(over, 0) < 0 ||
	    rs_piece_values_upgrade(old, &errs) < 0 ||
	    rs_piece_values_upgrade(over, &errs) < 0) {
		r = diag_set(&c->d, ST_ENV, "out of memory");
		goto out;
	}
	if (errs.n > 0) {
		print_diags(c, &errs);
		r = diag_set(&c->d, ST_DATA, "'%s' does not amend game '%s' "
		    "(see above)", argv[2], s.g.name);
		goto out;
	}
	r = ynode_fills_or_adds(old, over, path, sizeof path, may_add, &adds);
	if (r == YFILL_CHANGES || r == YFILL_ABSENT) {
		/* named as the game's text wrote it */
		char buf[sizeof path], said[sizeof path];
		snprintf(said, sizeof said, "%s", rs_path_said(s.rs, path,
		    buf, sizeof buf));
		snprintf(path, sizeof path, "%s", said);
	}
	if (r == YFILL_CHANGES) {
		r = diag_set(&c->d, ST_USAGE, "an amendment only fills values "
		    "that are unknown, but '%s' has a value already in game "
		    "'%s'; a different rule is a new game", path, s.g.name);
		goto out;
	}
	if (r == YFILL_ABSENT) {
		r = diag_set(&c->d, ST_USAGE, "an amendment fills values that "
		    "are unknown and adds new entries (a kind of piece, a "
		    "zone, a card ...), but "
		    "'%s' is not written in game '%s', so its default is the "
		    "rule; a different rule is a new game", path, s.g.name);
		goto out;
	}
	/* and what already happened must replay the same */
	if ((r = session_rebuild(c, &s, rs2, &st2, &n, &checked))) {
		static const char lead[] = "the log no longer replays: ";
		const char *msg = diag_msg(&c->d), *why = strncmp(msg, lead,
		    sizeof lead - 1) == 0 ? msg + sizeof lead - 1 : msg;
		/* diag_set reads its arguments before it writes */
		r = diag_set(&c->d, ST_USAGE, "with '%s' the log no longer "
		    "replays: %s", argv[2], why);
		goto out;
	}
	/* the game as it stands, with what it held unknown filled in */
	rebased = state_rebase(s.st, s.rs, rs2);
	if (rebased == NULL || !state_same(rebased, st2, rs2)) {
		r = diag_set(&c->d, ST_USAGE, "with '%s' the game so far "
		    "would have gone differently; an amendment may only fill "
		    "values nothing has used yet", argv[2]);
		goto out;
	}
	free(s.g.state);
	s.g.state = state_text(st2, rs2);
	s.g.state_seq = s.g.head;
	{
		char cmd[PATH_MAX + 32];
		struct strbuf q;
		sb_init(&q);
		cmdline_quote(&q, abs ? abs : argv[2]);
		snprintf(cmd, sizeof cmd, "ruleset amend %s", sb_str(&q));
		sb_release(&q);
		if ((r = db_text_add(c->db, &s.g, abs ? abs : argv[2], text,
		    s.g.nevents + 1, &c->d)) ||
		    (r = session_append(c, &s, "amend", cmd, NULL, s.g.head)) ||
		    (r = db_commit(c->db, &c->d)))
			goto out;
	}
	nfilled = filled(s.rs, rs2, &adds);
	if (c->json) {
		struct json *j = json_obj(), *u = json_arr();
		json_set(j, "game", json_str(s.g.name));
		json_set(j, "seq", json_int(s.g.nevents));
		json_set(j, "filled", json_int(nfilled));
		if (adds.entries > 0)
			json_set(j, "added", json_int(adds.entries));
		unknown_json(u, rs2);
		json_set(j, "unknown", u);
		out_json(c, j);
		json_free(j);
	} else {
		char added[64] = "";
		if (adds.entries > 0)
			snprintf(added, sizeof added, ", %d entr%s added",
			    adds.entries, adds.entries == 1 ? "y" : "ies");
		out_printf(c, "game %s amended with %s: %d value%s filled%s, "
		    "%d still unknown\n", s.g.name, argv[2], nfilled,
		    nfilled == 1 ? "" : "s", added, rs2->nunknown);
	}
out:
	session_end(c, &s, 0);
done:
	diag_list_free(&errs);
	ynode_free(old);
	ynode_free(over);
	free_list(names, nnames);
	free(t);
	free(text);
	free(abs);
	state_free(st2);
	state_free(rebased);
	ruleset_free(rs2);
	return r;
}

int
cmd_ruleset(struct ctx *c, int argc, char **argv)
{
	if (strcmp(argv[1], "check") == 0)
		return ruleset_check(c, argc, argv);
	if (strcmp(argv[1], "template") == 0)
		return ruleset_template(c, argc, argv);
	if (strcmp(argv[1], "amend") == 0)
		return ruleset_amend(c, argc, argv);
	return diag_set(&c->d, ST_USAGE, "ruleset takes check, template or "
	    "amend, not '%s'", argv[1]);
}
