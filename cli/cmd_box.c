/* cmd_box.c: box, our copy of the game.  The values a ruleset's rulebook
 * leaves out are asked once, one at a time, each checked as it is given,
 * and kept in the user's overlay, which every later 'new' of the ruleset
 * reads (files.c user_overlay). */
#include "cmds.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/cmdline.h"
#include "core/base/schema.h"
#include "core/base/ytree.h"

struct box {
	const char *id;
	char *path;		/* the user's overlay, there or not */
	struct rs_text base;	/* the shipped ruleset; name and text owned */
	struct ynode *tree;	/* the overlay as it stands */
};

static void
box_release(struct box *b)
{
	free(b->path);
	free((char *)b->base.name);
	free((char *)b->base.text);
	ynode_free(b->tree);
}

/* Print the loader's messages without their places: they point into a
 * text not written yet. */
static void
print_bare(struct ctx *c, const struct diag_list *errs)
{
	for (int i = 0; i < errs->n; i++) {
		struct diag d = errs->v[i];
		d.file[0] = '\0';
		d.line = d.col = 0;
		out_error(c, &d);
	}
}

/* Load the ruleset with tree as its overlay.  With out, the ruleset and
 * the text it was read from (which it points into) are the caller's. */
static int
box_try(struct box *b, const struct ynode *tree, struct ruleset **out,
    char **text, struct diag_list *errs)
{
	struct ruleset *rs = NULL;
	struct strbuf s;
	struct rs_text t;
	int r;

	sb_init(&s);
	if (ytree_write(tree, &s) != 0) {
		sb_release(&s);
		return diag_list_add(errs, ST_ENV, "", 0, 0, "out of memory");
	}
	t = (struct rs_text){ b->path, sb_str(&s), s.len };
	r = rules_load(&b->base, &t, 1, NULL, 0, &rs, errs);
	if (r == ST_OK && out != NULL) {
		*out = rs;
		*text = sb_take(&s);
		return ST_OK;
	}
	ruleset_free(rs);
	sb_release(&s);
	return r;
}

/* Find the ruleset id and read its text and the user's overlay of it. */
static int
box_open(struct ctx *c, const char *id, struct box *b, int need)
{
	struct diag_list errs;
	char *p = NULL, *text;
	size_t len;
	int r;

	memset(b, 0, sizeof *b);
	b->id = id;
	if (strchr(id, '/') != NULL || strstr(id, ".yaml") != NULL)
		return diag_set(&c->d, ST_USAGE, "box takes the id of a "
		    "shipped ruleset ('rulesets' lists them), not a file: "
		    "'%s'", id);
	if ((r = ruleset_path(c, id, &p)))
		return r;
	b->base.name = p;
	if ((b->base.text = file_read(c, p, &b->base.len)) == NULL)
		return c->d.code;
	if ((b->path = user_overlay_path(id)) == NULL)
		return diag_set(&c->d, ST_ENV, "no home directory to keep "
		    "the copy in: set HOME or XDG_CONFIG_HOME");
	if (access(b->path, F_OK) != 0) {
		if (need)
			return diag_set(&c->d, ST_USAGE, "there is no copy of "
			    "ruleset '%s' yet ('%s'): 'box %s' makes one", id,
			    b->path, id);
		b->tree = ynode_new_map(b->path, 1, 1);
		if (b->tree == NULL || ynode_set(b->tree, "format",
		    ynode_new_scalar(RS_OVERLAY_FORMAT, 1, b->path, 1, 1)) ||
		    ynode_set(b->tree, "ruleset", ynode_new_scalar(id, 1,
		    b->path, 1, 1)))
			return diag_set(&c->d, ST_ENV, "out of memory");
		return ST_OK;
	}
	if ((text = file_read(c, b->path, &len)) == NULL)
		return c->d.code;
	diag_list_init(&errs);
	r = ytree_parse(text, len, b->path, &b->tree, &errs);
	free(text);
	if (r != ST_OK) {
		print_diags(c, &errs);
		diag_list_free(&errs);
		return diag_set(&c->d, ST_DATA, "the copy of ruleset '%s' "
		    "('%s') does not read: correct it or 'box remove %s'", id,
		    b->path, id);
	}
	diag_list_free(&errs);
	return ST_OK;
}

/* The path to ask for: a list element stands for its whole list. */
static void
asked_path(const char *path, char *out, size_t n)
{
	snprintf(out, n, "%s", path);
	out[strcspn(out, "[")] = '\0';
}

/* One line of standard input, without its newline; NULL at the end. */
static char *
read_answer(struct ctx *c)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	if (c->out != NULL)
		fflush(c->out);
	if ((n = getline(&line, &cap, stdin)) < 0) {
		free(line);
		return NULL;
	}
	if (n > 0 && line[n - 1] == '\n')
		line[--n] = '\0';
	if (!isatty(STDIN_FILENO))
		out_printf(c, "%s\n", line);	/* the transcript reads whole */
	return line;
}

/* Ask for the value at path until it is given and loads, or left alone.
 * 1 when given, 0 when left unknown, -1 at the end of the answers. */
static int
ask_one(struct ctx *c, struct box *b, const struct ruleset *rs,
    const char *path, const struct sunknown *u, int k, int n)
{
	char what[256] = "", help[512], *line;

	out_printf(c, "\n%s (%d of %d)\n", path, k, n);
	if (u->field != NULL) {
		schema_describe(rs_unknown_type(u), what, sizeof what);
		out_printf(c, "  %s\n  %s%s\n", rs_words_in(rs,
		    rs_unknown_help(rs, u), help, sizeof help), what,
		    rs_unknown_type(u)->kind == SK_LIST ?
		    ", written [A, B, ...]" :
		    "");
	}
	for (;;) {
		struct diag_list errs;
		struct ynode *v = NULL, *tree;
		int r;

		out_printf(c, "%s? ", path);
		if ((line = read_answer(c)) == NULL)
			return -1;
		if (strcmp(line, "q") == 0) {
			free(line);
			return -1;
		}
		if (line[strspn(line, " \t")] == '\0') {
			free(line);
			return 0;
		}
		diag_list_init(&errs);
		r = ytree_parse(line, strlen(line), "(answer)", &v, &errs);
		free(line);
		if (r == ST_OK && ynode_is_unknown(v)) {
			ynode_free(v);
			diag_list_free(&errs);
			return 0;
		}
		if (r == ST_OK && (tree = ynode_copy(b->tree)) != NULL) {
			if (ynode_set_path(tree, path, v) != 0)
				r = diag_list_add(&errs, ST_ENV, "", 0, 0,
				    "out of memory");
			else
				r = box_try(b, tree, NULL, NULL, &errs);
			v = NULL;
			if (r == ST_OK) {
				ynode_free(b->tree);
				b->tree = tree;
				diag_list_free(&errs);
				return 1;
			}
			ynode_free(tree);
		}
		ynode_free(v);
		print_bare(c, &errs);
		diag_list_free(&errs);
		out_printf(c, "not taken: answer again, or an empty line "
		    "leaves it unknown\n");
	}
}

static int
box_save(struct ctx *c, struct box *b)
{
	struct strbuf s;
	int r;

	sb_init(&s);
	sb_printf(&s, "# our copy of the game: the values of ruleset '%s' "
	    "its rulebook leaves out\n# (written by 'arbiter box %s'; "
	    "every 'new %s' reads it)\n", b->id, b->id, b->id);
	if (ytree_write(b->tree, &s) != 0) {
		sb_release(&s);
		return diag_set(&c->d, ST_ENV, "out of memory");
	}
	if (make_parents(b->path) != 0)
		r = diag_set(&c->d, ST_ENV, "cannot make the directory of "
		    "'%s': %s", b->path, strerror(errno));
	else
		r = file_write(c, b->path, sb_str(&s), s.len);
	sb_release(&s);
	return r;
}

static int
box_fill(struct ctx *c, const char *id)
{
	struct box b;
	struct ruleset *rs = NULL, *end = NULL;
	struct diag_list errs;
	char *text = NULL, *text2 = NULL, prev[256] = "", path[256];
	int r, given = 0, n = 0, k = 0, a = 0;

	diag_list_init(&errs);
	if ((r = box_open(c, id, &b, 0)))
		goto out;
	if ((r = box_try(&b, b.tree, &rs, &text, &errs))) {
		print_diags(c, &errs);
		r = diag_set(&c->d, ST_DATA, "the copy of ruleset '%s' ('%s') "
		    "does not load: correct it or 'box remove %s'", id, b.path,
		    id);
		goto out;
	}
	for (int i = 0; i < rs->nunknown; i++) {
		asked_path(rs->unknown[i].path, path, sizeof path);
		n += strcmp(path, prev) != 0;
		snprintf(prev, sizeof prev, "%s", path);
	}
	if (n == 0) {
		out_printf(c, "%s: nothing is unknown%s\n", id, access(b.path,
		    F_OK) == 0 ? " with your copy" : "");
		goto out;
	}
	out_printf(c, "%s: %d value%s the rulebook does not give; answer each "
	    "as in an overlay (YAML, arbiter-ruleset(5)): an empty line "
	    "leaves it unknown, q saves what is given and stops\n", id, n,
	    n == 1 ? "" : "s");
	prev[0] = '\0';
	for (int i = 0; i < rs->nunknown && a >= 0; i++) {
		asked_path(rs->unknown[i].path, path, sizeof path);
		if (strcmp(path, prev) == 0)
			continue;
		snprintf(prev, sizeof prev, "%s", path);
		if ((a = ask_one(c, &b, rs, path, &rs->unknown[i], ++k, n)) > 0)
			given++;
	}
	if (given == 0) {
		out_printf(c, "\nnothing given: nothing saved\n");
		goto out;
	}
	if ((r = box_save(c, &b)))
		goto out;
	if (box_try(&b, b.tree, &end, &text2, &errs) != ST_OK)
		end = NULL;
	out_printf(c, "\nsaved %d value%s to %s; every 'new %s' uses them "
	    "('--no-user-overlay' leaves them out)", given, given == 1 ? "" :
	    "s", b.path, id);
	if (end != NULL)
		out_printf(c, "; %d still unknown", end->nunknown);
	out_printf(c, "\n");
out:
	ruleset_free(rs);
	ruleset_free(end);
	free(text);
	free(text2);
	diag_list_free(&errs);
	box_release(&b);
	return r;
}

/* How many values the user's copy still leaves unknown; -1 when it does
 * not load. */
static int
still_unknown(struct ctx *c, const char *id)
{
	struct box b;
	struct ruleset *rs = NULL;
	struct diag_list errs;
	char *text = NULL;
	int n = -1;

	diag_list_init(&errs);
	if (box_open(c, id, &b, 1) == ST_OK &&
	    box_try(&b, b.tree, &rs, &text, &errs) == ST_OK)
		n = rs->nunknown;
	diag_clear(&c->d);
	ruleset_free(rs);
	free(text);
	diag_list_free(&errs);
	box_release(&b);
	return n;
}

static int
box_list(struct ctx *c)
{
	struct json *arr = c->json ? json_arr() : NULL;
	int nids, found = 0;
	char **ids = ruleset_ids(&nids);

	for (int i = 0; i < nids; i++) {
		char *p = user_overlay(ids[i]);
		int n;
		if (p == NULL)
			continue;
		n = still_unknown(c, ids[i]);
		found++;
		if (arr != NULL) {
			struct json *o = json_obj();
			json_set(o, "ruleset", json_str(ids[i]));
			json_set(o, "path", json_str(p));
			json_set(o, "loads", json_bool(n >= 0));
			if (n >= 0)
				json_set(o, "unknown", json_int(n));
			json_push(arr, o);
		} else if (n >= 0) {
			out_printf(c, "%s: %d value%s still unknown (%s)\n",
			    ids[i], n, n == 1 ? "" : "s", p);
		} else {
			out_printf(c, "%s: does not load; 'ruleset check %s' "
			    "says why (%s)\n", ids[i], p, p);
		}
		free(p);
	}
	free_list(ids, nids);
	if (arr != NULL) {
		out_json(c, arr);
		json_free(arr);
	} else if (found == 0) {
		out_printf(c, "no copy of any ruleset yet: 'box RULESET' asks "
		    "for the values its rulebook leaves out\n");
	}
	return ST_OK;
}

static int
box_show(struct ctx *c, const char *id, const char *how)
{
	struct box b;
	char *text;
	size_t len;
	int r;

	if ((r = box_open(c, id, &b, 1)))
		goto out;
	if (strcmp(how, "remove") == 0) {
		if (unlink(b.path) != 0)
			r = diag_set(&c->d, ST_ENV, "cannot remove '%s': %s",
			    b.path, strerror(errno));
		else
			out_printf(c, "removed %s: a new game of %s has the "
			    "ruleset as shipped\n", b.path, id);
	} else if (strcmp(how, "edit") == 0) {
		out_printf(c, "%s\nedit it with any editor, then check it: "
		    "arbiter ruleset check %s\n", b.path, b.path);
	} else if ((text = file_read(c, b.path, &len)) == NULL) {
		r = c->d.code;
	} else {
		out_text(c, text);
		free(text);
	}
out:
	box_release(&b);
	return r;
}

int
cmd_box(struct ctx *c, int argc, char **argv)
{
	const char *sub = argv[1];

	if (strcmp(sub, "list") == 0)
		return argc == 2 ? box_list(c) : diag_set(&c->d, ST_USAGE,
		    "usage: box list");
	if (strcmp(sub, "show") == 0 || strcmp(sub, "edit") == 0 ||
	    strcmp(sub, "remove") == 0)
		return argc == 3 ? box_show(c, argv[2], sub) :
		    diag_set(&c->d, ST_USAGE, "usage: box %s RULESET", sub);
	if (argc != 2)
		return diag_set(&c->d, ST_USAGE, "usage: box RULESET | box list "
		    "| box show|edit|remove RULESET");
	return box_fill(c, sub);
}

/* --- at the table: the value a command was refused for ------------------ */

/* The dotted path of "ID: 'PATH' is unknown (the rulebook ...", the
 * refusal of a value a command needs, for the ruleset rs; 0 if it is
 * another refusal. */
static int
refused_path(const struct diag *d, const struct ruleset *rs, char *out,
    size_t n)
{
	static const char tail[] = "' is unknown (the rulebook";
	const char *msg = diag_msg(d), *end = strstr(msg, tail), *p;
	size_t idl = strlen(rs->id);

	if (d->code != ST_DATA || end == NULL || strncmp(msg, rs->id,
	    idl) != 0 || strncmp(msg + idl, ": '", 3) != 0)
		return 0;
	p = msg + idl + 3;
	if (end <= p || (size_t)(end - p) >= n)
		return 0;
	snprintf(out, n, "%.*s", (int)(end - p), p);
	return 1;
}

/* The overlay that gives path the value v (consumed), as YAML text. */
static char *
one_value(const char *id, const char *path, struct ynode *v)
{
	struct ynode *t = ynode_new_map("(answer)", 1, 1);
	struct strbuf s;

	sb_init(&s);
	if (t == NULL || ynode_set(t, "format", ynode_new_scalar(
	    RS_OVERLAY_FORMAT, 1, "(answer)", 1, 1)) || ynode_set(t, "ruleset",
	    ynode_new_scalar(id, 1, "(answer)", 1, 1)) ||
	    ynode_set_path(t, path, v) != 0 || ytree_write(t, &s) != 0) {
		ynode_free(t);
		sb_release(&s);
		return NULL;
	}
	ynode_free(t);
	return sb_take(&s);
}

int
box_offer(struct ctx *c, const char *line, char *(*ask)(const char *))
{
	const struct ruleset *rs;
	const struct cmd *x;
	char path[256], prompt[300], id[80], *ans, **argv;
	int argc, r = ST_REFUSED;
	struct diag keep = c->d;

	if (game_ruleset(c, &rs) != ST_OK || !refused_path(&keep, rs, path,
	    sizeof path)) {
		c->d = keep;
		return ST_REFUSED;
	}
	snprintf(id, sizeof id, "%s", rs->id);
	/* only a command of the game: 'new' of another game is not it */
	if (cmdline_split(line, &argc, &argv, &c->d) != ST_OK) {
		c->d = keep;
		return ST_REFUSED;
	}
	x = argc > 0 ? cmd_find(c, argv[0]) : NULL;
	cmdline_free(argc, argv);
	c->d = keep;
	if (x == NULL || !(x->flags & CMD_GAME))
		return ST_REFUSED;
	for (int i = 0; i < rs->nunknown; i++) {
		const struct sunknown *u = &rs->unknown[i];
		char what[256], help[512];
		if (strcmp(u->path, path) != 0 || u->field == NULL)
			continue;
		schema_describe(rs_unknown_type(u), what, sizeof what);
		out_printf(c, "%s: %s (%s)\n", path, rs_words_in(rs,
		    rs_unknown_help(rs, u), help, sizeof help), what);
		break;
	}
	if ((ans = ask("ask for it now? [y/N] ")) == NULL ||
	    (strcmp(ans, "y") != 0 && strcmp(ans, "yes") != 0)) {
		free(ans);
		return ST_REFUSED;
	}
	free(ans);
	snprintf(prompt, sizeof prompt, "%s? ", path);
	while (r != ST_OK) {
		struct diag_list errs;
		struct ynode *v = NULL;
		char *text = NULL;
		if ((ans = ask(prompt)) == NULL || ans[strspn(ans, " \t")] ==
		    '\0') {
			free(ans);
			break;
		}
		diag_list_init(&errs);
		if (ytree_parse(ans, strlen(ans), "(answer)", &v, &errs) !=
		    ST_OK)
			print_bare(c, &errs);
		else if ((text = one_value(id, path, v)) == NULL)
			out_error(c, &(struct diag){ .code = ST_ENV,
			    .msg = "out of memory" });
		else {
			/* as 'ruleset amend' does it: logged, undone by undo */
			char *amend[] = { "ruleset", "amend", "--text", text };
			r = cmd_run(c, 4, amend);
		}
		diag_list_free(&errs);
		free(text);
		free(ans);
	}
	if (r != ST_OK)
		c->d = keep;
	return r;
}
