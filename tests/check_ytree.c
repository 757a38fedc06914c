/* check_ytree.c: YAML read into a tree that remembers positions; what
 * is refused (duplicate keys, aliases, several documents); merging
 * overlays; telling `unknown` apart. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "fixture_game.h"
#include "suites.h"

static struct ynode *
parse_ok(const char *text, const char *file)
{
	struct diag_list errs;
	struct ynode *n = NULL;

	diag_list_init(&errs);
	ck_assert_msg(ytree_parse(text, strlen(text), file, &n, &errs) == ST_OK,
	    "'%s': %s", text, errs.n ? errs.v[0].msg : "?");
	ck_assert_int_eq(errs.n, 0);
	ck_assert_ptr_nonnull(n);
	diag_list_free(&errs);
	return n;
}

/* The tree as one line: {k: v}, [a, b], quoted scalars in '...'. */
static void
dump(struct strbuf *b, const struct ynode *n)
{
	switch (n->kind) {
	case Y_SCALAR:
		sb_printf(b, n->plain ? "%s" : "'%s'", n->str);
		break;
	case Y_SEQ:
	case Y_MAP:
		sb_addc(b, n->kind == Y_MAP ? '{' : '[');
		for (int i = 0; i < n->n; i++) {
			if (i > 0)
				sb_add(b, ", ");
			if (n->kind == Y_MAP)
				sb_printf(b, "%s: ", n->keys[i]->str);
			dump(b, n->v[i]);
		}
		sb_addc(b, n->kind == Y_MAP ? '}' : ']');
		break;
	}
}

static void
assert_tree(const struct ynode *n, const char *want)
{
	struct strbuf b;

	sb_init(&b);
	dump(&b, n);
	ck_assert_msg(strcmp(sb_str(&b), want) == 0, "tree '%s', want '%s'",
	    sb_str(&b), want);
	sb_release(&b);
}

static void
assert_at(const struct ynode *n, enum ykind kind, const char *file, int line,
    int col, const char *what)
{
	ck_assert_msg(n != NULL, "%s: missing", what);
	ck_assert_msg(n->kind == kind, "%s: kind %d, want %d", what, n->kind,
	    kind);
	ck_assert_msg(n->file == file, "%s: file '%s', want '%s'", what,
	    n->file, file);
	ck_assert_msg(n->line == line && n->col == col, "%s: at %d:%d, want "
	    "%d:%d", what, n->line, n->col, line, col);
}

static const char positions_text[] =
    "# a comment first\n"
    "a: 1\n"
    "b:\n"
    "  c: \"two\"\n"
    "  d: [x, 'y']\n"
    "e:\n"
    "  - f\n"
    "  - {g: h}\n"
    "i:\n"
    "- j\n"
    "k: |\n"
    "  text\n";

START_TEST(test_positions)
{
	static const char file[] = "pos.yaml";
	struct ynode *r = parse_ok(positions_text, file), *b, *d, *e;

	assert_at(r, Y_MAP, file, 2, 1, "root");
	ck_assert_int_eq(r->n, 5);
	assert_at(r->keys[0], Y_SCALAR, file, 2, 1, "key a");
	assert_at(ynode_get(r, "a"), Y_SCALAR, file, 2, 4, "a");
	ck_assert_str_eq(ynode_get(r, "a")->str, "1");
	ck_assert_int_eq(ynode_get(r, "a")->plain, 1);
	assert_at(r->keys[1], Y_SCALAR, file, 3, 1, "key b");
	b = ynode_get(r, "b");
	assert_at(b, Y_MAP, file, 4, 3, "b");
	assert_at(b->keys[0], Y_SCALAR, file, 4, 3, "key c");
	assert_at(ynode_get(b, "c"), Y_SCALAR, file, 4, 6, "c");
	ck_assert_str_eq(ynode_get(b, "c")->str, "two");
	ck_assert_int_eq(ynode_get(b, "c")->plain, 0);
	d = ynode_get(b, "d");
	assert_at(d, Y_SEQ, file, 5, 6, "d");
	ck_assert_int_eq(d->n, 2);
	ck_assert_ptr_null(d->keys);
	assert_at(d->v[0], Y_SCALAR, file, 5, 7, "d[1]");
	assert_at(d->v[1], Y_SCALAR, file, 5, 10, "d[2]");
	ck_assert_int_eq(d->v[1]->plain, 0);
	e = ynode_get(r, "e");
	assert_at(e, Y_SEQ, file, 7, 3, "e");
	assert_at(e->v[0], Y_SCALAR, file, 7, 5, "e[1]");
	assert_at(e->v[1], Y_MAP, file, 8, 5, "e[2]");
	assert_at(e->v[1]->keys[0], Y_SCALAR, file, 8, 6, "key g");
	assert_at(ynode_get(e->v[1], "g"), Y_SCALAR, file, 8, 9, "g");
	/* a sequence not indented under its key */
	assert_at(ynode_get(r, "i"), Y_SEQ, file, 10, 1, "i");
	assert_at(ynode_get(r, "i")->v[0], Y_SCALAR, file, 10, 3, "i[1]");
	/* a block scalar starts at its indicator */
	assert_at(ynode_get(r, "k"), Y_SCALAR, file, 11, 4, "k");
	ck_assert_str_eq(ynode_get(r, "k")->str, "text\n");
	ck_assert_int_eq(ynode_get(r, "k")->plain, 0);
	assert_tree(r, "{a: 1, b: {c: 'two', d: [x, 'y']}, e: [f, {g: h}], "
	    "i: [j], k: 'text\n'}");
	ynode_free(r);
}
END_TEST

START_TEST(test_empty_documents)
{
	static const char *const texts[] = { "", "# only a comment\n",
	    "\n\n" };

	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		struct ynode *r = parse_ok(texts[i], "e.yaml");
		assert_at(r, Y_MAP, r->file, 1, 1, texts[i]);
		ck_assert_str_eq(r->file, "e.yaml");
		ck_assert_int_eq(r->n, 0);
		ynode_free(r);
	}
}
END_TEST

/* One explicit document is fine, and so is a top level other than a
 * mapping (what it must be is the schema's business). */
START_TEST(test_other_documents)
{
	struct ynode *r = parse_ok("---\na: 1\n...\n", "d.yaml");

	assert_tree(r, "{a: 1}");
	assert_at(r, Y_MAP, r->file, 2, 1, "root");
	ynode_free(r);
	r = parse_ok("- 1\n- two\n", "d.yaml");
	assert_tree(r, "[1, two]");
	ynode_free(r);
	r = parse_ok("just text\n", "d.yaml");
	assert_tree(r, "just text");
	ynode_free(r);
	/* an anchor without an alias is harmless */
	r = parse_ok("a: &x 1\n", "d.yaml");
	assert_tree(r, "{a: 1}");
	ynode_free(r);
}
END_TEST

static const struct {
	const char *text;
	const char *errs;	/* every diagnostic, '\n'-separated */
} bad[] = {
	{ "a: 1\nb: 2\na: 3\n", "bad.yaml:3:1: duplicate key 'a'" },
	{ "x:\n  y: 1\n  z: 2\n  y: 3\nw: 4\nx: 5\n",
	  "bad.yaml:4:3: duplicate key 'y'\nbad.yaml:6:1: duplicate key 'x'" },
	{ "{a: 1, a: 1}\n", "bad.yaml:1:8: duplicate key 'a'" },
	/* a quoted key is the same key */
	{ "a: 1\n\"a\": 2\n", "bad.yaml:2:1: duplicate key 'a'" },
	{ "a: &x 1\nb: *x\n", "bad.yaml:2:4: YAML aliases ('*name') are not "
	  "supported; write the value out" },
	{ "base: &b {x: 1}\nmore:\n  <<: *b\n", "bad.yaml:3:7: YAML aliases "
	  "('*name') are not supported; write the value out" },
	{ "a: 1\n---\nb: 2\n", "bad.yaml:2:1: only one YAML document is "
	  "allowed; remove the '---' line" },
	{ "---\na: 1\n---\n", "bad.yaml:3:1: only one YAML document is "
	  "allowed; remove the '---' line" },
	{ "a: [1, 2\n", "bad.yaml:2:1: did not find expected ',' or ']' while "
	  "parsing a flow sequence" },
	{ "a: {b: 1\nc: 2\n", "bad.yaml:2:2: did not find expected ',' or '}' "
	  "while parsing a flow mapping" },
	{ "a:\n\tb: 1\n", "bad.yaml:2:1: found character that cannot start "
	  "any token while scanning for the next token" },
	{ "a: 'open\n", "bad.yaml:2:1: found unexpected end of stream while "
	  "scanning a quoted scalar" },
	{ "a: 1\n b: 2\n", "bad.yaml:2:3: mapping values are not allowed in "
	  "this context" },
};

START_TEST(test_bad)
{
	struct diag_list errs;
	struct ynode dummy, *n = &dummy;
	struct strbuf got;
	char line[DIAG_MSG_MAX + DIAG_FILE_MAX + 40];

	diag_list_init(&errs);
	ck_assert_int_eq(ytree_parse(bad[_i].text, strlen(bad[_i].text),
	    "bad.yaml", &n, &errs), ST_DATA);
	ck_assert_ptr_null(n);
	sb_init(&got);
	for (int i = 0; i < errs.n; i++) {
		ck_assert_int_eq(errs.v[i].code, ST_DATA);
		diag_format(&errs.v[i], line, sizeof line);
		sb_printf(&got, "%s%s", i ? "\n" : "", line);
	}
	ck_assert_msg(strcmp(sb_str(&got), bad[_i].errs) == 0, "'%s':\n%s\n"
	    "want\n%s", bad[_i].text, sb_str(&got), bad[_i].errs);
	sb_release(&got);
	diag_list_free(&errs);
}
END_TEST

START_TEST(test_depth)
{
	char text[300];
	struct ynode *n;
	struct diag_list errs;
	int k = 0;

	/* 64 levels are fine, 65 are not */
	for (int i = 0; i < 64; i++)
		text[k++] = '[';
	for (int i = 0; i < 64; i++)
		text[k++] = ']';
	text[k] = '\0';
	n = parse_ok(text, "deep.yaml");
	ynode_free(n);
	k = 0;
	for (int i = 0; i < 65; i++)
		text[k++] = '[';
	for (int i = 0; i < 65; i++)
		text[k++] = ']';
	text[k] = '\0';
	diag_list_init(&errs);
	ck_assert_int_eq(ytree_parse(text, strlen(text), "deep.yaml", &n,
	    &errs), ST_DATA);
	ck_assert_ptr_null(n);
	ck_assert_int_eq(errs.n, 1);
	ck_assert_str_eq(errs.v[0].msg, "nested too deeply");
	ck_assert_int_eq(errs.v[0].line, 1);
	ck_assert_int_eq(errs.v[0].col, 65);
	diag_list_free(&errs);
}
END_TEST

START_TEST(test_get_take_set_copy)
{
	static const char file[] = "t.yaml";
	struct ynode *r = parse_ok("a: 1\nb: [2, 3]\nc: {d: 4}\n", file), *c;
	struct ynode *v;

	ck_assert_ptr_null(ynode_get(r, "z"));
	ck_assert_ptr_null(ynode_get(ynode_get(r, "b"), "a"));
	ck_assert_ptr_null(ynode_get(NULL, "a"));
	/* a deep copy keeps positions and outlives the original */
	c = ynode_copy(r);
	ck_assert_ptr_nonnull(c);
	/* take removes the pair and keeps the order of the rest */
	v = ynode_take(r, "b");
	assert_tree(v, "[2, 3]");
	assert_at(v, Y_SEQ, file, 2, 4, "taken");
	ynode_free(v);
	ck_assert_ptr_null(ynode_take(r, "b"));
	assert_tree(r, "{a: 1, c: {d: 4}}");
	/* set replaces in place, or appends */
	ck_assert_int_eq(ynode_set(r, "a", ynode_new_scalar("x y", 0, file, 9,
	    9)), 0);
	ck_assert_int_eq(ynode_set(r, "e", ynode_new_map(file, 10, 2)), 0);
	assert_tree(r, "{a: 'x y', c: {d: 4}, e: {}}");
	assert_at(ynode_get(r, "e"), Y_MAP, file, 10, 2, "e");
	assert_at(r->keys[2], Y_SCALAR, file, 10, 2, "key e");
	ynode_free(r);
	assert_tree(c, "{a: 1, b: [2, 3], c: {d: 4}}");
	assert_at(ynode_get(ynode_get(c, "c"), "d"), Y_SCALAR, file, 3, 8,
	    "copied d");
	ynode_free(c);
	ynode_free(NULL);
}
END_TEST

/* Base, overlay and what merging the overlay over the base gives. */
static const struct { const char *base, *over, *want; } merges[] = {
	{ "a: 1", "a: 2", "{a: 2}" },
	{ "a: 1", "b: 2", "{a: 1, b: 2}" },
	{ "a: 1\nb: 2\nc: 3", "b: x", "{a: 1, b: x, c: 3}" },
	{ "m: {x: 1, y: 2}", "m: {y: 3, z: 4}", "{m: {x: 1, y: 3, z: 4}}" },
	{ "m: {n: {p: 1, q: 2}}", "m: {n: {q: 9}}", "{m: {n: {p: 1, q: 9}}}" },
	/* lists are replaced whole, not merged */
	{ "l: [1, 2, 3]", "l: [9]", "{l: [9]}" },
	{ "l: [{a: 1}]", "l: [{b: 2}]", "{l: [{b: 2}]}" },
	/* a mapping and a scalar replace each other */
	{ "a: 1", "a: {x: 1}", "{a: {x: 1}}" },
	{ "a: {x: 1}", "a: unknown", "{a: unknown}" },
	{ "a: unknown", "a: [1, 2]", "{a: [1, 2]}" },
	{ "a: 1", "{}", "{a: 1}" },
	{ "{}", "a: {b: 'c'}", "{a: {b: 'c'}}" },
};

START_TEST(test_merge)
{
	struct ynode *b = parse_ok(merges[_i].base, "base.yaml");
	struct ynode *o = parse_ok(merges[_i].over, "over.yaml");

	ck_assert_int_eq(ynode_merge(b, o), 0);
	assert_tree(b, merges[_i].want);
	ynode_free(b);
}
END_TEST

/* Merged values keep pointing into the file they came from. */
START_TEST(test_merge_positions)
{
	static const char bf[] = "base.yaml", of[] = "over.yaml";
	struct ynode *b = parse_ok("a: 1\nm:\n  x: 1\n  y: 2\n", bf);
	struct ynode *o = parse_ok("# over\nm:\n  y: 3\n  z: 4\nn: 5\n", of);
	struct ynode *m;

	ck_assert_int_eq(ynode_merge(b, o), 0);
	assert_tree(b, "{a: 1, m: {x: 1, y: 3, z: 4}, n: 5}");
	m = ynode_get(b, "m");
	assert_at(m, Y_MAP, bf, 3, 3, "m stays the base's mapping");
	assert_at(ynode_get(m, "x"), Y_SCALAR, bf, 3, 6, "m.x");
	assert_at(ynode_get(m, "y"), Y_SCALAR, of, 3, 6, "m.y");
	assert_at(ynode_get(m, "z"), Y_SCALAR, of, 4, 6, "m.z");
	assert_at(m->keys[2], Y_SCALAR, of, 4, 3, "key z");
	assert_at(ynode_get(b, "n"), Y_SCALAR, of, 5, 4, "n");
	ynode_free(b);
}
END_TEST

START_TEST(test_merge_not_mappings)
{
	struct ynode *b = parse_ok("a: 1", "base.yaml");
	struct ynode *l = parse_ok("[1]", "over.yaml");

	/* the overlay is consumed either way; the base is left alone */
	ck_assert_int_eq(ynode_merge(b, l), -1);
	assert_tree(b, "{a: 1}");
	l = parse_ok("[1]", "base.yaml");
	ck_assert_int_eq(ynode_merge(l, parse_ok("a: 2", "over.yaml")), -1);
	assert_tree(l, "[1]");
	ynode_free(l);
	ynode_free(b);
}
END_TEST

static const struct {
	const char *base, *over;
	int r;
	const char *path;
} fills[] = {
	{ "a: unknown\nb: 2", "a: 5", 0, "" },
	{ "a: unknown\nb: 2", "b: 2", 0, "" },
	{ "a: unknown\nb: 2", "a: 5\nb: 2", 0, "" },
	{ "a: unknown\nb: 2", "{}", 0, "" },
	{ "a: unknown\nb: 2", "b: 3", -1, "b" },
	{ "a: unknown\nb: 2", "a: 1\nc: 1", -1, "c" },
	{ "x: {y: unknown, z: 1}", "x: {y: 7}", 0, "" },
	{ "x: {y: unknown, z: 1}", "x: {y: {deep: 1}}", 0, "" },
	{ "x: {y: unknown, z: 1}", "x: {z: 2}", -1, "x.z" },
	{ "x: {y: unknown, z: 1}", "x: 1", -1, "x" },
	{ "x: {y: {z: 1}}", "x: {y: {z: 1, w: 2}}", -1, "x.y.w" },
	{ "adj: unknown", "adj: [[a, b], [b, c]]", 0, "" },
	{ "l: [1, unknown, 3]", "l: [1, 2, 3]", 0, "" },
	{ "l: [1, unknown, 3]", "l: [1, 2, 4]", -1, "l[3]" },
	{ "l: [1, unknown, 3]", "l: [1, 2]", -1, "l" },
	{ "l: [1, 2]", "l: [[1], 2]", -1, "l[1]" },
	{ "p: [{a: unknown}]", "p: [{a: 1}]", 0, "" },
	{ "p: [{a: unknown}]", "p: [{b: 1}]", -1, "p[1].b" },
	{ "p: {q: [1, {r: 2}]}", "p: {q: [1, {r: 3}]}", -1, "p.q[2].r" },
	/* only the plain word is unknown */
	{ "a: \"unknown\"", "a: 5", -1, "a" },
	{ "a: 'unknown'", "a: 5", -1, "a" },
	{ "a: Unknown", "a: 5", -1, "a" },
	/* repeating a value exactly, quoted or not, changes nothing */
	{ "a: \"unknown\"", "a: unknown", 0, "" },
	{ "a: text", "a: 'text'", 0, "" },
};

/* Adding keys the base lacks, where the callback allows it by path. */
static int
under_units(void *ctx, const char *path)
{
	(*(int *)ctx)++;
	return strncmp(path, "units.", 6) == 0 && strchr(path + 6, '.') == NULL;
}

START_TEST(test_fills_or_adds)
{
	struct ynode *b = parse_ok("units: {soldier: {cost: 3}}\nn: 1",
	    "base.yaml");
	struct ynode *o;
	char path[128];
	int calls = 0;

	o = parse_ok("units: {monk: {cost: 2}, soldier: {cost: 3}}",
	    "over.yaml");
	ck_assert_int_eq(ynode_fills_or_adds(b, o, path, sizeof path,
	    under_units, &calls), 0);
	ck_assert_int_eq(calls, 1);
	ynode_free(o);
	o = parse_ok("units: {soldier: {cost: 3, move: 1}}", "over.yaml");
	ck_assert_int_eq(ynode_fills_or_adds(b, o, path, sizeof path,
	    under_units, &calls), YFILL_ABSENT);
	ck_assert_str_eq(path, "units.soldier.move");
	ynode_free(o);
	o = parse_ok("units: {soldier: {cost: 4}}", "over.yaml");
	ck_assert_int_eq(ynode_fills_or_adds(b, o, path, sizeof path,
	    under_units, &calls), YFILL_CHANGES);
	ck_assert_str_eq(path, "units.soldier.cost");
	ynode_free(o);
	/* without a callback nothing is added */
	o = parse_ok("units: {monk: {cost: 2}}", "over.yaml");
	ck_assert_int_eq(ynode_fills_or_adds(b, o, path, sizeof path, NULL,
	    NULL), YFILL_ABSENT);
	ck_assert_str_eq(path, "units.monk");
	ynode_free(o);
	ynode_free(b);
}
END_TEST

START_TEST(test_fills_only)
{
	struct ynode *b = parse_ok(fills[_i].base, "base.yaml");
	struct ynode *o = parse_ok(fills[_i].over, "over.yaml");
	char path[128] = "untouched";
	int r = ynode_fills_only(b, o, path, sizeof path);

	ck_assert_msg(r == fills[_i].r, "'%s' over '%s': %d, want %d",
	    fills[_i].over, fills[_i].base, r, fills[_i].r);
	if (r < 0)
		ck_assert_msg(strcmp(path, fills[_i].path) == 0, "'%s' over "
		    "'%s': path '%s', want '%s'", fills[_i].over,
		    fills[_i].base, path, fills[_i].path);
	/* the trees are left as they were */
	ynode_free(o);
	o = parse_ok(fills[_i].base, "base.yaml");
	{
		struct strbuf x, y;
		sb_init(&x);
		sb_init(&y);
		dump(&x, b);
		dump(&y, o);
		ck_assert_str_eq(sb_str(&x), sb_str(&y));
		sb_release(&x);
		sb_release(&y);
	}
	ynode_free(o);
	ynode_free(b);
}
END_TEST

START_TEST(test_unknown)
{
	struct ynode *r = parse_ok("a: unknown\nb: \"unknown\"\nc: 'unknown'\n"
	    "d: Unknown\ne: unknown-ish\nf: [unknown, x]\ng: |\n  unknown\n"
	    "h: {unknown: 1}\ni: unknown # a comment\n", "u.yaml");

	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "a")), 1);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "b")), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "c")), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "d")), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "e")), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "f")), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "f")->v[0]), 1);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "f")->v[1]), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "g")), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "h")), 0);
	ck_assert_int_eq(ynode_is_unknown(ynode_get(r, "i")), 1);
	ck_assert_int_eq(ynode_is_unknown(NULL), 0);
	/* quoted or not, the text is the same */
	ck_assert_str_eq(ynode_get(r, "b")->str, "unknown");
	ynode_free(r);
}
END_TEST

/* --- the tree as bytes (ytree_bin.c) ------------------------------------- */

static void
same_tree(const struct ynode *a, const struct ynode *b)
{
	ck_assert_int_eq(a->kind, b->kind);
	ck_assert_int_eq(a->line, b->line);
	ck_assert_int_eq(a->col, b->col);
	ck_assert_str_eq(a->file, b->file);
	ck_assert_int_eq(a->n, b->n);
	if (a->kind == Y_SCALAR) {
		ck_assert_int_eq(a->plain, b->plain);
		ck_assert_str_eq(a->str, b->str);
	}
	for (int i = 0; i < a->n; i++) {
		if (a->kind == Y_MAP)
			same_tree(a->keys[i], b->keys[i]);
		same_tree(a->v[i], b->v[i]);
	}
}

static const char *const shipped[] = {
	"adellos.yaml", "albedo.yaml", "aldarra-reborn.yaml",
	"ashes-of-empire.yaml", "bernard.yaml",
};

/* Every shipped ruleset, with an overlay merged from another file, comes
 * back node for node, positions and file names included. */
START_TEST(test_freeze_round_trip)
{
	size_t len;
	char *text = fixture_read_shipped(shipped[_i], &len);
	struct ynode *t = NULL, *back = NULL;
	struct strbuf b, again;
	/* the reader's names: other pointers to equal texts */
	char *names[3] = { strdup("elsewhere.yaml"), strdup(shipped[_i]),
	    strdup("o.yaml") };

	ck_assert_ptr_nonnull(text);
	struct diag_list errs;
	diag_list_init(&errs);
	ck_assert_int_eq(ytree_parse(text, len, shipped[_i], &t, &errs), ST_OK);
	ynode_merge(t, parse_ok("extra: {a: 'quoted', b: [1, 2]}", "o.yaml"));
	sb_init(&b);
	sb_init(&again);
	ck_assert_int_eq(ytree_freeze(t, &b), 0);
	ck_assert_int_eq(ytree_thaw(b.s, b.len, names, 3, &back), 0);
	same_tree(t, back);
	ck_assert_ptr_eq(back->file, names[1]);
	ck_assert_ptr_eq(ynode_get(back, "extra")->file, names[2]);
	ck_assert_int_eq(ytree_freeze(back, &again), 0);
	ck_assert_uint_eq(again.len, b.len);
	ck_assert(memcmp(again.s, b.s, b.len) == 0);
	/* a tree of the heap's nodes: it grows as a parsed one does */
	ynode_merge(back, parse_ok("more: [3]", "o.yaml"));
	ynode_free(back);
	/* a file the reader does not name: refused */
	ck_assert_int_eq(ytree_thaw(b.s, b.len, names, 2, &back), -1);
	ck_assert_ptr_null(back);
	for (int i = 0; i < 3; i++)
		free(names[i]);
	sb_release(&b);
	sb_release(&again);
	ynode_free(t);
	diag_list_free(&errs);
	free(text);
}
END_TEST

/* Bytes cut short or changed anywhere are refused, or read as some tree,
 * never read past their end (ASan watches this test). */
START_TEST(test_thaw_damaged)
{
	struct ynode *t = parse_ok("a: 1\nb: [x, 'y', {c: d}]\n", "t.yaml");
	struct ynode *back;
	struct strbuf b;
	char *names[1] = { (char *)"t.yaml" };

	sb_init(&b);
	ck_assert_int_eq(ytree_freeze(t, &b), 0);
	for (size_t n = 0; n < b.len; n++) {
		char *cut = malloc(n + 1);
		memcpy(cut, b.s, n);
		ck_assert_int_eq(ytree_thaw(cut, n, names, 1, &back), -1);
		ck_assert_ptr_null(back);
		free(cut);
	}
	/* ASan and LeakSanitizer watch what a damaged read leaves */
	for (size_t i = 0; i < b.len; i++) {
		for (int bit = 0; bit < 8; bit++) {
			char *flip = malloc(b.len);
			memcpy(flip, b.s, b.len);
			flip[i] ^= (char)(1 << bit);
			if (ytree_thaw(flip, b.len, names, 1, &back) == 0)
				ynode_free(back);
			else
				ck_assert_ptr_null(back);
			free(flip);
		}
	}
	sb_release(&b);
	ynode_free(t);
}
END_TEST

/* --- the tree as text (ytree_write.c) ------------------------------------ */

/* Whatever a tree holds, its text reads back as the same tree: plain
 * scalars stay plain where they can, and no value breaks the document. */
static const char *const written[] = {
	"a: 1\nb: unknown\nc: 'unknown'\n",
	"board:\n  orbits: [12, 16]\n  adjacent: [[a-1, a-2], [b-1, b-port]]\n",
	"s: \"a: b # c\"\nt: '[x, y]'\nu: \"quote \\\" and \\\\\"\n",
	"v: \"line\\none\\ttab \\x01\"\nw: ' lead'\nx: '-1'\ny: 'null'\n",
	"m: {}\nq: []\nr: [\"a, b\", \"c]\", '{d}', 'e:f']\n\"k: k\": v\n",
	"z: caf\u00e9\nlist:\n  - {a: 1, b: [2]}\n  - x\n",
};

START_TEST(test_write_round_trip)
{
	struct ynode *t = parse_ok(written[_i], "w.yaml"), *back;
	struct strbuf b, d1, d2;

	sb_init(&b);
	sb_init(&d1);
	sb_init(&d2);
	ck_assert_int_eq(ytree_write(t, &b), 0);
	back = parse_ok(sb_str(&b), "w2.yaml");
	dump(&d1, t);
	dump(&d2, back);
	ck_assert_msg(strcmp(sb_str(&d1), sb_str(&d2)) == 0, "%s -> %s -> %s",
	    sb_str(&d1), sb_str(&b), sb_str(&d2));
	ynode_free(t);
	ynode_free(back);
	sb_release(&b);
	sb_release(&d1);
	sb_release(&d2);
}
END_TEST

START_TEST(test_set_path)
{
	struct ynode *t = parse_ok("a: {b: 1}\nc: unknown\n", "p.yaml");
	struct strbuf b;

	ck_assert_int_eq(ynode_set_path(t, "a.d.e", ynode_new_scalar("x y", 0,
	    "p.yaml", 1, 1)), 0);
	ck_assert_int_eq(ynode_set_path(t, "c.f", ynode_new_scalar("2", 1,
	    "p.yaml", 1, 1)), 0);
	ck_assert_int_eq(ynode_set_path(t, "a..g", ynode_new_scalar("2", 1,
	    "p.yaml", 1, 1)), -1);
	sb_init(&b);
	ck_assert_int_eq(ytree_write(t, &b), 0);
	ck_assert_str_eq(sb_str(&b), "a:\n  b: 1\n  d:\n    e: \"x y\"\n"
	    "c:\n  f: 2\n");
	sb_release(&b);
	ynode_free(t);
}
END_TEST

START_TEST(test_rename)
{
	static const char file[] = "r.yaml";
	struct ynode *t = parse_ok("a: 1\nb: {c: 2}\nd: 3\n", file);

	/* in place: the key keeps its place and its position */
	ck_assert_int_eq(ynode_rename(t, "b", "e"), 0);
	assert_tree(t, "{a: 1, e: {c: 2}, d: 3}");
	assert_at(t->keys[1], Y_SCALAR, file, 2, 1, "key e");
	/* a key already there stays, and so does the other */
	ck_assert_int_eq(ynode_rename(t, "a", "d"), 0);
	assert_tree(t, "{a: 1, e: {c: 2}, d: 3}");
	/* nothing to rename, or no mapping */
	ck_assert_int_eq(ynode_rename(t, "z", "y"), 0);
	ck_assert_int_eq(ynode_rename(ynode_get(t, "a"), "a", "y"), 0);
	ck_assert_int_eq(ynode_rename(NULL, "a", "y"), 0);
	assert_tree(t, "{a: 1, e: {c: 2}, d: 3}");
	ynode_free(t);
}
END_TEST

/* A scalar's text replaced in place: its place, position and quoting
 * kept, and a change counted (ruleset_fx_lists.c's key table relies on
 * ynode_changes to know a tree it read is the same). */
START_TEST(test_set_text)
{
	static const char file[] = "s.yaml";
	struct ynode *t = parse_ok("a: 1\nb: 'two'\nc: 3\n", file);
	unsigned long before = ynode_changes();

	ck_assert_int_eq(ynode_set_text(ynode_get(t, "b"), "deux"), 0);
	ck_assert_uint_gt(ynode_changes(), before);
	assert_tree(t, "{a: 1, b: 'deux', c: 3}");
	assert_at(ynode_get(t, "b"), Y_SCALAR, file, 2, 4, "value b");
	before = ynode_changes();
	ck_assert_int_eq(ynode_rename(t, "c", "d"), 0);
	ck_assert_uint_gt(ynode_changes(), before);
	assert_tree(t, "{a: 1, b: 'deux', d: 3}");
	ynode_free(t);
}
END_TEST

Suite *
suite_ytree(void)
{
	Suite *s = suite_create("ytree");
	TCase *tc = tcase_create("parse");

	tcase_add_test(tc, test_positions);
	tcase_add_test(tc, test_empty_documents);
	tcase_add_test(tc, test_other_documents);
	tcase_add_loop_test(tc, test_bad, 0, sizeof bad / sizeof bad[0]);
	tcase_add_test(tc, test_depth);
	suite_add_tcase(s, tc);
	tc = tcase_create("tree");
	tcase_add_test(tc, test_get_take_set_copy);
	tcase_add_loop_test(tc, test_merge, 0, sizeof merges / sizeof merges[0]);
	tcase_add_test(tc, test_merge_positions);
	tcase_add_test(tc, test_merge_not_mappings);
	tcase_add_loop_test(tc, test_fills_only, 0,
	    sizeof fills / sizeof fills[0]);
	tcase_add_test(tc, test_fills_or_adds);
	tcase_add_test(tc, test_unknown);
	suite_add_tcase(s, tc);
	tc = tcase_create("bytes");
	tcase_add_loop_test(tc, test_freeze_round_trip, 0,
	    sizeof shipped / sizeof shipped[0]);
	tcase_add_test(tc, test_thaw_damaged);
	suite_add_tcase(s, tc);
	tc = tcase_create("text");
	tcase_add_loop_test(tc, test_write_round_trip, 0,
	    sizeof written / sizeof written[0]);
	tcase_add_test(tc, test_set_path);
	tcase_add_test(tc, test_rename);
	tcase_add_test(tc, test_set_text);
	suite_add_tcase(s, tc);
	return s;
}
