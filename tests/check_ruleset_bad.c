/* check_ruleset_bad.c: the corpus of bad rulesets in tests/bad-rulesets.
 *
 * Each NAME.yaml there is a ruleset, or an overlay of rulesets/bernard.yaml
 * when its format line says so; NAME.err holds every diagnostic loading it
 * gives (with those of each of its options, ruleset_check_options),
 * sorted by position as 'ruleset check' prints them, one a line:
 * "NAME.yaml:LINE:COL: message".  Every file is loaded, in name order, and
 * all differences are reported together.
 */
#include <check.h>
#include <dirent.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/expr/expr.h"
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/rules/decl.h"
#include "core/rules/decl_fx.h"
#include "core/rules/ruleset.h"
#include "core/play/game.h"
#include "core/base/schema.h"
#include "core/base/strbuf.h"
#include "fixture_game.h"
#include "suites.h"

/* Every diagnostic, sorted by position, one "FILE:LINE:COL: msg" a line. */
static char *
diags_text(struct diag_list *errs)
{
	struct strbuf b;

	diag_list_sort(errs);
	sb_init(&b);
	for (int i = 0; i < errs->n; i++) {
		diag_format_sb(&errs->v[i], &b);
		sb_addc(&b, '\n');
	}
	return sb_take(&b);
}

static int
cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Is the text an overlay?  Its first format line says. */
static int
is_overlay(const char *text)
{
	for (const char *p = text; *p != '\0'; p += strcspn(p, "\n"),
	    p += *p == '\n') {
		char line[128];
		if (strncmp(p, "format:", 7) != 0)
			continue;
		snprintf(line, sizeof line, "%.*s", (int)strcspn(p, "\n"), p);
		return strstr(line, RS_OVERLAY_FORMAT) != NULL;
	}
	return 0;
}

/* Load one file of the corpus; "" when it did as its .err says, else
 * what went wrong (owned). */
static char *
check_bad(const char *dir, const char *name, const char *bernard,
    size_t nbernard)
{
	char *text, *want, *got;
	struct strbuf path;
	size_t len, wlen;
	struct rs_text base = { "bernard.yaml", bernard, nbernard };
	struct rs_text me;
	struct diag_list errs;
	struct ruleset *rs = NULL;
	struct strbuf out;
	int r;

	sb_init(&path);
	sb_printf(&path, "%s/%s", dir, name);
	text = fixture_read(sb_str(&path), &len);
	sb_reset(&path);
	sb_printf(&path, "%s/%.*s.err", dir, (int)(strlen(name) - 5), name);
	want = fixture_read(sb_str(&path), &wlen);
	sb_release(&path);
	me = (struct rs_text){ name, text, len };
	diag_list_init(&errs);
	if (is_overlay(text))
		r = ruleset_load(&base, &me, 1, NULL, 0, &rs, &errs);
	else
		r = ruleset_load(&me, NULL, 0, NULL, 0, &rs, &errs);
	/* what passes alone is checked with each of its options, as
	 * 'ruleset check' does */
	if (r == ST_OK) {
		r = is_overlay(text) ? ruleset_check_options(rs, &base, &me, 1,
		    game_check_runs, 1, &errs) : ruleset_check_options(rs, &me,
		    NULL, 0, game_check_runs, 1, &errs);
		ruleset_free(rs);
		rs = NULL;
	}
	got = diags_text(&errs);
	sb_init(&out);
	if (r != ST_DATA || rs != NULL)
		sb_printf(&out, "%s: status %d, want %d (bad data)\n", name, r,
		    ST_DATA);
	if (strcmp(got, want) != 0)
		sb_printf(&out, "%s: got\n%swant\n%s", name, got, want);
	ruleset_free(rs);
	diag_list_free(&errs);
	free(got);
	free(want);
	free(text);
	return sb_take(&out);
}

START_TEST(test_bad_corpus)
{
	char dir[1024], rdir[512];
	DIR *d;
	struct dirent *e;
	char **names = NULL;
	int n = 0, cap = 0;
	char *bernard;
	size_t nbernard;
	struct strbuf fails;

	fixture_rulesets_dir(rdir, sizeof rdir);
	snprintf(dir, sizeof dir, "%s/../tests/bad-rulesets", rdir);
	d = opendir(dir);
	ck_assert_msg(d != NULL, "cannot open '%s'", dir);
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);
		if (len <= 5 || strcmp(e->d_name + len - 5, ".yaml") != 0)
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			names = realloc(names, (size_t)cap * sizeof *names);
			ck_assert_ptr_nonnull(names);
		}
		names[n++] = strdup(e->d_name);
	}
	closedir(d);
	qsort(names, (size_t)n, sizeof *names, cmp_names);
	ck_assert_msg(n >= 30, "only %d bad rulesets in '%s'", n, dir);
	bernard = fixture_read_shipped("bernard.yaml", &nbernard);
	sb_init(&fails);
	for (int i = 0; i < n; i++) {
		char *f = check_bad(dir, names[i], bernard, nbernard);
		/* the details on stderr: Check's messages are short */
		if (f[0] != '\0') {
			fputs(f, stderr);
			sb_printf(&fails, " %s", names[i]);
		}
		free(f);
		free(names[i]);
	}
	free(names);
	free(bernard);
	ck_assert_msg(fails.len == 0, "differ from their .err files (details "
	    "on stderr):%.900s", sb_str(&fails));
	sb_release(&fails);
}
END_TEST

/* The value of field f of t at v (zeroed) made one that tells it was
 * written (schema_told). */
static void
told_value(const struct stype *t, const struct sfield *f, void *v)
{
	switch (sfield_type(t, f)->kind) {
	case SK_BOOL:
	case SK_ENUM:
	case SK_STRUCT:		/* its present, first */
		*(int *)v = 1;
		break;
	case SK_STR:
	case SK_EXPR:
	case SK_PSTR:		/* its text, first */
		*(const char **)v = "{@me}";
		break;
	case SK_LIST:
	case SK_DICT:
		((struct vec *)v)->n = 1;
		break;
	default:
		break;
	}
}

/* Effect e's tag as the walker leaves it (schema_tag_field) when the keys
 * written are those of keys (NULL-ended), each told from storage of its
 * own (the walker's in place or aside: schema.c), as the members of
 * an effect's kinds may lie over each other; its keys read in the
 * schema's order or (back) the other way. */
static void
tag_effect(struct effect_def *e, const char *const *keys, int back)
{
	const struct stype *t = stype_elem(eng_t_effects);
	const struct sfield *fs = stype_fields(t);

	memset(&e->key, 0, sizeof e->key);
	for (int i = 0; i < t->nfields; i++) {
		const struct sfield *f = fs + (back ? t->nfields - 1 - i : i);
		void *v = calloc(1, schema_size(sfield_type(t, f)));
		ck_assert_ptr_nonnull(v);
		for (int k = 0; keys[k] != NULL; k++)
			if (strcmp(keys[k], f->key) == 0)
				told_value(t, f, v);
		schema_tag_field(t, f, e, v);
		free(v);
	}
}

/* What an effect does is read off its tag (decl_kind.c), which the walker
 * fills as every key of an effect tells whether it was written: an effect
 * with one, two or none of them is counted so, the first two named in
 * the schema's order whatever the order they were read in. */
static int
kinds_of(struct effect_def *e, const char *const *keys, const char **k1,
    const char **k2)
{
	const char *b1, *b2;
	int n;

	tag_effect(e, keys, 1);
	n = eng_effect_kinds(e, &b1, &b2);
	tag_effect(e, keys, 0);
	ck_assert_int_eq(eng_effect_kinds(e, k1, k2), n);
	ck_assert(b1 == *k1 && b2 == *k2);
	return n;
}

START_TEST(test_effect_kinds)
{
	struct effect_def e;
	const char *k1, *k2, *names[256];
	/* says and usage change how, say nothing alone */
	const char *const none[] = { NULL },
	    *how[] = { "says", "usage", NULL },
	    *one[] = { "says", "usage", "next", NULL },
	    *two[] = { "says", "usage", "next", "say", NULL },
	    *three[] = { "says", "usage", "next", "fight", "declare-winner",
		NULL };
	int n, capture = 0;

	ck_assert_int_eq(eng_effect_kinds_untold(), 0);
	memset(&e, 0, sizeof e);
	ck_assert_int_eq(kinds_of(&e, none, &k1, &k2), 0);
	ck_assert_ptr_null(k1);
	ck_assert_int_eq(kinds_of(&e, how, &k1, &k2), 0);
	ck_assert_int_eq(kinds_of(&e, one, &k1, &k2), 1);
	ck_assert_int_eq(kinds_of(&e, two, &k1, &k2), 2);
	ck_assert_str_eq(k1, "next");
	ck_assert_str_eq(k2, "say");
	ck_assert_int_eq(kinds_of(&e, three, &k1, &k2), 3);
	ck_assert_str_eq(k1, "fight");
	ck_assert_str_eq(k2, "next");
	n = eng_effect_kind_names(names, 256);
	ck_assert_int_gt(n, 6);
	ck_assert_str_eq(names[0], "gain");
	ck_assert_str_eq(names[5], "set");
	for (int i = 0; i < n; i++) {
		ck_assert_msg(!eng_effect_modifier(names[i]), "%s", names[i]);
		ck_assert_str_ne(names[i], "hold-win");
		capture += strcmp(names[i], "capture") == 0;
	}
	ck_assert_int_eq(capture, 1);
	ck_assert(eng_effect_modifier("says"));
}
END_TEST

/* The engine carries out an effect by its one key (engine_effects.c):
 * every key of the schema's has its row in the engine's table, at the
 * same place in struct effect_def, told written the same way (a text of
 * before, one without a function); the keys are found by their numbers. */
START_TEST(test_effect_runners)
{
	int n = eng_effect_key_count(), k, seen = 0;
	size_t off;

	ck_assert_ptr_null(eng_effect_unrun());
	for (k = 0; k < n; k++) {
		const char *name = eng_effect_key_name(k);
		int how = eng_effect_key_where(k, &off);
		if (strcmp(name, "each-region") == 0) {
			ck_assert_int_eq(how, EFFECT_LIST);
			ck_assert_uint_eq(off, offsetof(struct effect_def,
			    each_region));
			seen++;
		} else if (strcmp(name, "capture") == 0) {
			ck_assert_int_eq(how, EFFECT_PTR);
			ck_assert_uint_eq(off, offsetof(struct effect_def,
			    capture));
			seen++;
		} else if (strcmp(name, "hold-win") == 0) {
			ck_assert_int_eq(how, EFFECT_FLAG);
			ck_assert_uint_eq(off, offsetof(struct effect_def,
			    hold_win));
			seen++;
		}
	}
	ck_assert_int_eq(seen, 3);
	ck_assert_ptr_null(eng_effect_key_name(n));
	ck_assert_ptr_null(eng_effect_key_name(-1));
	ck_assert_int_eq(eng_effect_key_where(n, &off), -1);
}
END_TEST

/* The table of what carries out an effect (engine_effects.c) and the
 * table of checks (decl_fx.h) have the same rows in the same order: an
 * effect's kind, stored by its check as its row there, is its row here
 * (struct effect_def's kind). */
START_TEST(test_effect_rows)
{
	int r = 0;

	for (; decl_fx_key(r) != NULL; r++) {
		ck_assert_ptr_nonnull(eng_effect_run_key(r));
		ck_assert_str_eq(eng_effect_run_key(r), decl_fx_key(r));
	}
	ck_assert_ptr_null(eng_effect_run_key(r));
	ck_assert_int_eq(r, eng_effect_key_count());
	ck_assert_ptr_null(decl_fx_key(-1));
	ck_assert_ptr_null(eng_effect_run_key(-1));
}
END_TEST

/* The load checks an effect by its one key (decl_effects.c): every key
 * of the schema's has its row in the table of checks (decl_fx.h), at the
 * same place in struct effect_def, told written the same way, and no row
 * names a key the schema has not. */
START_TEST(test_effect_checks)
{
	ck_assert_ptr_null(decl_fx_unchecked());
}
END_TEST

Suite *
suite_ruleset_bad(void)
{
	Suite *s = suite_create("ruleset_bad");
	TCase *tc = tcase_create("corpus");

	tcase_add_test(tc, test_bad_corpus);
	tcase_add_test(tc, test_effect_kinds);
	tcase_add_test(tc, test_effect_runners);
	tcase_add_test(tc, test_effect_checks);
	tcase_add_test(tc, test_effect_rows);
	suite_add_tcase(s, tc);
	return s;
}
