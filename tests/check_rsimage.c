/* check_rsimage.c: a ruleset kept as its image (core/rules/ruleset_image.c)
 * loads back the same as from its texts, and a damaged image is refused,
 * never crashes (then a command reads the texts again). */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/schema_image.h"
#include "core/base/schema_int.h"
#include "core/base/strbuf.h"
#include "core/rules/decl.h"
#include "core/rules/decl_fx.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_dflts.h"
#include "core/rules/ruleset_image.h"
#include "core/rules/ruleset_schema.h"
#include "fixture_game.h"
#include "suites.h"

struct loaded {
	char *base, *over;
	size_t nbase, nover;
	struct strbuf image;
	struct ruleset *rs;
};

static void
load_texts(struct loaded *l, const char *base, const char *over,
    const struct rs_opt *opts, int nopts)
{
	struct rs_text b, o;
	struct diag_list errs;

	memset(l, 0, sizeof *l);
	l->base = fixture_read_shipped(base, &l->nbase);
	b = (struct rs_text){ base, l->base, l->nbase };
	if (over != NULL) {
		l->over = fixture_read_shipped(over, &l->nover);
		o = (struct rs_text){ over, l->over, l->nover };
	}
	sb_init(&l->image);
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load_keep(&b, &o, over != NULL, opts, nopts,
	    &l->rs, &errs, &l->image), ST_OK);
	diag_list_free(&errs);
	ck_assert_uint_gt(l->image.len, 12);
}

static void
release(struct loaded *l)
{
	ruleset_free(l->rs);
	sb_release(&l->image);
	free(l->base);
	free(l->over);
}

/* The lists of values an image leaves out (ruleset_image_values.c). */
static int
drop_values(const void *ctx, const struct stype *t, const struct sfield *f,
    const void *owner)
{
	(void)ctx;
	(void)t;
	(void)owner;
	return strcmp(f->key, "values") == 0 ? SIMG_DROP : 0;
}

/* Everything the schema holds of a loaded ruleset, as bytes, but the
 * lists of values an image leaves out (their index compared apart): two
 * rulesets are the same when these are. */
static void
schema_bytes(const struct ruleset *rs, struct strbuf *b)
{
	struct simg_w w;

	memset(&w, 0, sizeof w);
	w.lazy = drop_values;
	w.b = b;
	w.files = (const char *const *)rs->files;
	w.nfiles = rs->nfiles;
	simg_put(&w, rs_root_type, rs);
	ck_assert_int_eq(w.failed, 0);
}

/* --- an effect's one kind ------------------------------------------------
 * An effect says what it does with one key (decl_kind.c): of the fields of
 * struct effect_def the schema knows, those that are not modifiers (says,
 * json, where, usage, unknown), one alone is not all 0 bytes (where the
 * kinds' members lie over each other: none beside its own), in every
 * effect of a ruleset read from its texts (checked and compiled) and of
 * one read back from its image, of the shipped games and the test games.
 * What a layout giving an effect the room of its kind alone (issue 15:
 * the kinds' members in a union) relies on: no other kind's member is
 * set by the check, the compiling or the image's reader. */

struct fx_seen {
	int effects;		/* effects looked at */
};

static int
fx_all_zero(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != 0)
			return 0;
	return 1;
}

/* Are the bytes [a, b) at p, but those of [lo, hi), all 0? */
static int
fx_zero_beside(const char *p, size_t a, size_t b, size_t lo, size_t hi)
{
	return (a >= lo || fx_all_zero(p + a, (b < lo ? b : lo) - a)) &&
	    (b <= hi || fx_all_zero(p + (a > hi ? a : hi), b - (a > hi ? a :
	    hi)));
}

/* The effect at e: read with one key (its tag, as the walker or the
 * image's reader told it), its kind stored by its check the row of that
 * key, and of the members of the other keys of what it does the bytes
 * that lie beside its own member, not over it, all 0 (every other
 * member's, where each kind's has its own place). */
static void
fx_one_kind(const struct stype *t, const char *e, const char *where)
{
	const struct schema_tag *g = &((const struct effect_def *)(const
	    void *)e)->key;
	const struct sfield *fs = stype_fields(t), *k;
	const char *first, *second;
	size_t lo, hi;
	int kind;

	ck_assert_msg(g->n == 1 && g->key >= 1 && g->key <= t->nfields,
	    "%s: an effect read as of %d keys", where, g->n);
	k = fs + g->key - 1;
	lo = k->off;
	hi = lo + schema_size(sfield_type(t, k));
	for (const struct sfield *f = fs; f->key[0] != '\0'; f++)
		ck_assert_msg(f == k || eng_effect_modifier(f->key) ||
		    fx_zero_beside(e, f->off, f->off + schema_size(sfield_type(t,
		    f)), lo, hi), "%s: an effect of '%s' with bytes of '%s' "
		    "set", where, k->key, f->key);
	kind = ((const struct effect_def *)(const void *)e)->kind;
	first = decl_fx_key(kind - 1);
	ck_assert_msg(first != NULL && strcmp(first, k->key) == 0, "%s: "
	    "an effect of '%s' stored as of kind %d (%s)", where, k->key,
	    kind, first != NULL ? first : "-");
	ck_assert_int_eq(eng_effect_kinds((const struct effect_def *)(const
	    void *)e, &first, &second), 1);
}

/* Whether the value at p of type t holds no storage: no text, tree,
 * expression, reference's name or list. */
static int
holds_nothing(const struct stype *t, const char *p)
{
	switch (t->kind) {
	case SK_STR:
	case SK_RAW:
		return *(void *const *)(const void *)p == NULL;
	case SK_PSTR:
		return ((const struct spstr *)(const void *)p)->text == NULL;
	case SK_EXPR:
		return ((const struct sexpr *)(const void *)p)->text == NULL &&
		    ((const struct sexpr *)(const void *)p)->e == NULL;
	case SK_REF:
		return ((const struct sref *)(const void *)p)->name == NULL;
	case SK_LIST:
	case SK_DICT:
		return ((const struct vec *)(const void *)p)->v == NULL &&
		    ((const struct vec *)(const void *)p)->ids == NULL &&
		    ((const struct vec *)(const void *)p)->pos == NULL;
	case SK_STRUCT:
		for (const struct sfield *f = stype_fields(t);
		    f->key[0] != '\0'; f++)
			if (!holds_nothing(sfield_type(t, f), p + f->off))
				return 0;
		return 1;
	default:
		return 1;
	}
}

/* Every effect within the value at p of type t, nested lists too; and
 * every structure flagged SF_PRESENT found absent (its present 0) holds
 * no storage (what the release relies on, schema_release.c, to pass
 * over it). */
static void
fx_walk(const struct stype *t, const char *p, const char *where,
    struct fx_seen *seen)
{
	const struct stype *fx = stype_elem(eng_t_effects);

	switch (t->kind) {
	case SK_STRUCT:
		for (const struct sfield *f = stype_fields(t);
		    f->key[0] != '\0'; f++) {
			/* an effect: its own key's member alone, with those
			 * of how (the others' bytes are no value of theirs) */
			if (t->tagged && !(f->flags & SF_HOW) &&
			    f - stype_fields(t) != ((const struct schema_tag *)
			    (const void *)p)->key - 1)
				continue;
			if ((f->flags & SF_PRESENT) &&
			    *(const int *)(const void *)(p + f->off) == 0) {
				ck_assert_msg(holds_nothing(sfield_type(t, f),
				    p + f->off), "%s: '%s' absent holds "
				    "storage", where, f->key);
				continue;
			}
			fx_walk(sfield_type(t, f), p + f->off, where, seen);
		}
		break;
	case SK_LIST:
	case SK_DICT: {
		const struct vec *v = (const struct vec *)(const void *)p;
		const struct stype *et = stype_elem(t);
		size_t esz = schema_size(et);
		for (int i = 0; i < v->n; i++) {
			const char *at = (const char *)v->v + (size_t)i * esz;
			if (et == fx) {
				fx_one_kind(et, at, where);
				seen->effects++;
			}
			fx_walk(et, at, where, seen);
		}
		break;
	}
	default:
		break;
	}
}

static int
fx_each_one_kind(const struct ruleset *rs, const char *where)
{
	struct fx_seen seen = { 0 };

	fx_walk(rs_root_type, (const char *)rs, where, &seen);
	return seen.effects;
}

/* Everything an image keeps aside read, as the commands read it when
 * first wanted. */
static void
ready_all(struct ruleset *rs)
{
	/* an image walks an action's effects when it is first taken, a
	 * phase's when it is first run: every action taken and every phase
	 * run, it is the ruleset of the texts */
	for (int i = 0; i < rs->actions.n; i++) {
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(eng_action_ready(rs, i, &d), ST_OK);
		ck_assert_int_eq(VEC_AT(rs->actions, struct action_def,
		    i)->effects_later, 0);
	}
	for (int i = 0; i < rs->phases.n; i++) {
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(eng_phase_ready(rs, i, &d), ST_OK);
		ck_assert_int_eq(RS_PHASE(rs, i)->later, 0);
	}
	for (int i = 0; i < rs->chiefs.n; i++) {
		/* a chief's ability's when it is first used */
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(eng_ability_ready(rs, i, &d), ST_OK);
		ck_assert_int_eq(VEC_AT(rs->chiefs, struct chief_def,
		    i)->ability.later, 0);
	}
	{
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(eng_round_ready(rs, &d), ST_OK);
		ck_assert_int_eq(rs->turns.round_end_later, 0);
		ck_assert_int_eq(eng_turn_ready(rs, &d), ST_OK);
		ck_assert_int_eq(rs->turns.turn_end_later, 0);
	}
	{
		/* and the pool combat's destroyed when a unit is first
		 * destroyed */
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(eng_destroyed_ready(rs, &d), ST_OK);
		ck_assert_int_eq(rs->destroyed_later, 0);
	}
	{
		/* and its over when a combat first ends */
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(eng_over_ready(rs, &d), ST_OK);
		ck_assert_int_eq(rs->over_later, 0);
	}
	{
		/* and the setup's lines and tests when 'new' says them and
		 * 'next' first tries them */
		struct diag d;
		memset(&d, 0, sizeof d);
		ck_assert_int_eq(eng_setup_ready(rs, 0, &d), ST_OK);
		ck_assert_int_eq(rs->setup.later[0], 0);
		ck_assert_int_eq(eng_setup_ready(rs, 1, &d), ST_OK);
		ck_assert_int_eq(rs->setup.later[1], 0);
	}
}

/* Every if within the value at p, of type t, has both its lists walked,
 * as commands taking each would (eng_if_ready), at any depth: a list is
 * walked before what is within it. */
static void
ifs_ready(const struct ruleset *rs, const struct stype *t, void *p)
{
	if (t->kind == SK_STRUCT) {
		if (t == stype_elem(eng_t_effects) &&
		    ((struct effect_def *)p)->cond.present) {
			struct eff_if *x = &((struct effect_def *)p)->cond;
			struct diag d;
			memset(&d, 0, sizeof d);
			ck_assert_int_eq(eng_if_ready(rs, x, 1, &d), ST_OK);
			ck_assert_int_eq(eng_if_ready(rs, x, 0, &d), ST_OK);
			ck_assert_int_eq(x->later, 0);
		}
		for (const struct sfield *f = stype_fields(t); f->key[0] != '\0';
		    f++)
			ifs_ready(rs, sfield_type(t, f), (char *)p + f->off);
	} else if (t->kind == SK_LIST || t->kind == SK_DICT) {
		struct vec *v = p;
		const struct stype *et = stype_elem(t);
		for (int i = 0; i < v->n; i++)
			ifs_ready(rs, et, (char *)v->v + (size_t)i *
			    schema_size(et));
	}
}

/* The image loads back into the ruleset the texts give. */
static void
same_as_texts(const struct loaded *l, const struct rs_opt *opts, int nopts)
{
	struct ruleset *back = NULL;
	struct diag_list errs;
	struct strbuf a, b;

	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load_image(l->image.s, l->image.len, opts,
	    nopts, &back, &errs), ST_OK);
	ck_assert_int_eq(errs.n, 0);
	/* actions' effects and the round's end are kept aside, read when
	 * first wanted: some are, in every game */
	ck_assert_int_gt(back->naside, 0);
	for (int i = 0; i < back->naside; i++)
		ck_assert(rs_aside(back, back->aside[i].dest));
	ready_all(back);
	{
		/* the kinds' and pieces' values: their index kept, the
		 * texts' own (their lists left out: schema_bytes) */
		ck_assert_int_eq(back->values_kept, 1);
		ck_assert_int_eq(back->nvalues, l->rs->nvalues);
		ck_assert_int_eq(back->npvalues, l->rs->npvalues);
		for (int i = 0; i < back->nvalues; i++)
			ck_assert_str_eq(back->value_names[i],
			    l->rs->value_names[i]);
		for (int i = 0; i < back->npvalues; i++)
			ck_assert_str_eq(back->pvalue_names[i],
			    l->rs->pvalue_names[i]);
		ck_assert(memcmp(back->kind_values, l->rs->kind_values,
		    (size_t)(back->units.n + back->chiefs.n) *
		    (size_t)back->nvalues * sizeof (long)) == 0);
		ck_assert(memcmp(back->piece_vals, l->rs->piece_vals,
		    (size_t)(2 * back->pieces.n) * (size_t)back->npvalues *
		    sizeof (long)) == 0);
	}
	for (int i = 0; i < back->naside; i++)
		ck_assert(!rs_aside(back, back->aside[i].dest));
	/* an if's lists when first taken */
	ifs_ready(back, rs_root_type, back);
	/* every effect read, of one kind in both */
	ck_assert_int_eq(fx_each_one_kind(back, "image"),
	    fx_each_one_kind(l->rs, "texts"));
	{
		/* the actions the hints name, kept with the image, are those
		 * the texts give */
		static const char *const verbs[] = { "delay", "fire",
		    "assign", "retreat", "remain", "lay", "arrive", "settle",
		    "allot", "deploy", "home", "commit", "top", "card",
		    "place", "tile", NULL };
		ck_assert_int_eq(back->hint_kept, 1);
		ck_assert_int_eq(l->rs->hint_kept, 0);
		for (int i = 0; verbs[i] != NULL; i++) {
			const char *x = rs_hint_action(l->rs, verbs[i]);
			const char *y = rs_hint_action(back, verbs[i]);
			ck_assert(x == NULL ? y == NULL : y != NULL &&
			    strcmp(x, y) == 0);
		}
	}
	sb_init(&a);
	sb_init(&b);
	schema_bytes(l->rs, &a);
	schema_bytes(back, &b);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert(memcmp(a.s, b.s, a.len) == 0);
	ck_assert_int_eq(back->nunknown, l->rs->nunknown);
	for (int i = 0; i < back->nunknown; i++) {
		ck_assert_str_eq(back->unknown[i].path, l->rs->unknown[i].path);
		ck_assert_ptr_eq(back->unknown[i].field,
		    l->rs->unknown[i].field);
		ck_assert_int_eq(back->unknown[i].pos.line,
		    l->rs->unknown[i].pos.line);
	}
	ck_assert_int_eq(back->nlands, l->rs->nlands);
	ck_assert_int_eq(back->nsays, l->rs->nsays);
	ck_assert_int_eq(back->nchosen, l->rs->nchosen);
	for (int w = 0; w < W__N; w++)
		for (int f = 0; f < WF__N; f++) {
			const char *x = l->rs->word[w][f], *y = back->word[w][f];
			ck_assert(x == NULL ? y == NULL : y != NULL &&
			    strcmp(x, y) == 0);
		}
	sb_release(&a);
	sb_release(&b);
	ruleset_free(back);
	diag_list_free(&errs);
}

static const char *const shipped[] = {
	"adellos.yaml", "albedo.yaml", "aldarra-reborn.yaml",
	"ashes-of-empire.yaml", "bernard.yaml", "examples/brains.yaml",
	"examples/conquest.yaml", "examples/garrison.yaml",
	"examples/harbour.yaml", NULL
};

START_TEST(test_every_shipped)
{
	struct loaded l;

	for (int i = 0; shipped[i] != NULL; i++) {
		load_texts(&l, shipped[i], NULL, NULL, 0);
		same_as_texts(&l, NULL, 0);
		release(&l);
	}
}
END_TEST

/* The test games (tests/data, those that load alone: the others are
 * overlays, saved games' texts of before with their overlays, or texts
 * refused on purpose): each effect of one kind (fx_one_kind), read from
 * the texts and from the image, its kind stored by its check (the
 * image's when every list is walked). */
START_TEST(test_effects_one_kind)
{
	char dir[512], path[1024];
	struct dirent *d;
	DIR *dp;
	int loaded = 0, effects = 0;

	/* the walker writes no default into an effect's member of a kind
	 * (it writes them into its SF_HOW ones alone, if any): an absent
	 * kind's bytes are all 0, from the texts as from the image */
	{
		const struct stype *et = stype_elem(eng_t_effects);
		const struct splan *pl = schema_plan(et);
		ck_assert_ptr_nonnull(pl);
		for (int i = 0; i < pl->nneed; i++)
			ck_assert_msg(stype_fields(et)[pl->need[i].field].flags &
			    SF_HOW, "an effect's '%s' given a default when "
			    "absent", stype_fields(et)[pl->need[i].field].key);
	}
	/* the keys that change how, not what, are not told in an
	 * effect's tag: those flagged SF_HOW, decl_kind.c's modifiers */
	for (const struct sfield *f = stype_fields(stype_elem(eng_t_effects));
	    f->key[0] != '\0'; f++)
		ck_assert_msg(!(f->flags & SF_HOW) == !eng_effect_modifier(
		    f->key), "'%s' flagged SF_HOW %s a modifier", f->key,
		    (f->flags & SF_HOW) ? "but not" : "not, but");
	fixture_rulesets_dir(dir, sizeof dir);
	snprintf(path, sizeof path, "%s/../tests/data", dir);
	dp = opendir(path);
	ck_assert_ptr_nonnull(dp);
	while ((d = readdir(dp)) != NULL) {
		size_t n = strlen(d->d_name), len;
		struct ruleset *rs = NULL, *back = NULL;
		struct diag_list errs;
		struct strbuf image;
		struct rs_text b;
		char *text;
		if (n < 6 || strcmp(d->d_name + n - 5, ".yaml") != 0)
			continue;
		snprintf(path, sizeof path, "../tests/data/%s", d->d_name);
		text = fixture_read_shipped(path, &len);
		b = (struct rs_text){ path, text, len };
		diag_list_init(&errs);
		sb_init(&image);
		if (ruleset_load_keep(&b, NULL, 0, NULL, 0, &rs, &errs,
		    &image) == ST_OK) {
			int k = fx_each_one_kind(rs, d->d_name);
			diag_list_free(&errs);
			diag_list_init(&errs);
			ck_assert_int_eq(ruleset_load_image(image.s, image.len,
			    NULL, 0, &back, &errs), ST_OK);
			ready_all(back);
			/* every if's lists too: their kinds are stored
			 * when each is walked */
			ifs_ready(back, rs_root_type, back);
			ck_assert_int_eq(fx_each_one_kind(back, d->d_name), k);
			ruleset_free(back);
			effects += k;
			loaded++;
		}
		ruleset_free(rs);
		sb_release(&image);
		diag_list_free(&errs);
		free(text);
	}
	closedir(dp);
	ck_assert_int_ge(loaded, 20);
	ck_assert_int_ge(effects, 1000);
}
END_TEST

/* A structure whose type keeps no defaults within one that does (the
 * mechanisms): shipyards' colonies write producers-max 0 (as
 * factories-max), not its default 1, which the mechanisms' defaults set
 * before the colonies are read (the image kept 0 as it keeps nothing). */
START_TEST(test_defaults_within)
{
	struct loaded l;

	load_texts(&l, "../tests/data/shipyards.yaml", NULL, NULL, 0);
	ck_assert_int_eq(l.rs->mech.colonies.producers_max, 0);
	same_as_texts(&l, NULL, 0);
	release(&l);
}
END_TEST

/* With an overlay, and an option whose value sets keys (a subtree kept
 * as it is written, SK_RAW). */
/* A value kept aside is read into the place it was kept for, which the
 * reading left zeroed: a place something wrote since (a vector replaced)
 * is refused, not overwritten, and the others are still read. */
START_TEST(test_aside_written_since)
{
	struct loaded l;
	struct ruleset *back = NULL;
	struct diag_list errs;
	struct vec *v, saved;

	load_texts(&l, "bernard.yaml", "examples/bernard-demo.yaml", NULL, 0);
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load_image(l.image.s, l.image.len, NULL, 0,
	    &back, &errs), ST_OK);
	ck_assert_int_gt(back->naside, 1);
	v = back->aside[0].dest;
	ck_assert(rs_aside(back, v));
	saved = *v;
	v->n = 1;
	ck_assert_int_eq(rs_ready(back, v), -1);
	ck_assert(!rs_aside(back, v));
	*v = saved;
	ck_assert_int_eq(rs_ready(back, back->aside[1].dest), 0);
	ck_assert_int_gt(((struct vec *)back->aside[1].dest)->n, 0);
	ruleset_free(back);
	diag_list_free(&errs);
	release(&l);
}
END_TEST

/* An action that queues (ashes' order): its deferred effects,
 * deferred-require and deferred-json kept aside, the action still known to
 * queue (eng_has_deferred, as the checks at load and a snapshot's queue
 * ask), the present flag of its deferred-json read with the rest; taken,
 * they are what its texts give, its deferred-json's list the report's. */
START_TEST(test_deferred_aside)
{
	struct loaded l;
	struct ruleset *back = NULL;
	struct diag_list errs;
	const struct action_def *t = NULL;
	struct action_def *x = NULL;
	struct diag d;
	int i;

	load_texts(&l, "ashes-of-empire.yaml", NULL, NULL, 0);
	for (i = 0; i < l.rs->actions.n && t == NULL; i++)
		if (VEC_AT(l.rs->actions, struct action_def,
		    i)->deferred_require.n > 0)
			t = VEC_AT(l.rs->actions, struct action_def, i);
	ck_assert_ptr_nonnull(t);
	i--;
	ck_assert(t->deferred_json.present);
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load_image(l.image.s, l.image.len, NULL, 0,
	    &back, &errs), ST_OK);
	x = VEC_AT(back->actions, struct action_def, i);
	ck_assert(rs_aside(back, &x->deferred));
	ck_assert(rs_aside(back, &x->deferred_require));
	ck_assert(rs_aside(back, &x->deferred_json));
	ck_assert_int_eq(x->deferred.n, 0);
	ck_assert_int_eq(x->deferred_require.n, 0);
	ck_assert_ptr_null(x->deferred_json.list);
	ck_assert_int_eq(x->deferred_json.present, 1);
	ck_assert(eng_has_deferred(back, x));
	/* an action that does not queue is not said to */
	ck_assert(!eng_has_deferred(back, VEC_AT(back->actions,
	    struct action_def, i == 0 ? 1 : 0)));
	memset(&d, 0, sizeof d);
	ck_assert_int_eq(eng_action_ready(back, i, &d), ST_OK);
	ck_assert(!rs_aside(back, &x->deferred_require));
	ck_assert(!rs_aside(back, &x->deferred_json));
	ck_assert_int_eq(x->deferred_require.n, t->deferred_require.n);
	ck_assert_int_eq(x->deferred.n, t->deferred.n);
	ck_assert_str_eq(x->deferred_json.list, "orders");
	ck_assert_int_eq(x->deferred_json.members.n,
	    t->deferred_json.members.n);
	ck_assert(eng_has_deferred(back, x));
	ruleset_free(back);
	diag_list_free(&errs);
	release(&l);
}
END_TEST

/* A pool combat's destroyed and over are kept aside; the combats' array
 * grown after the load (ruleset_combats.c appends the combats of old
 * mechanisms' keys) moves them, and they are read where they are now. */
START_TEST(test_aside_moved)
{
	struct loaded l;
	struct ruleset *back = NULL;
	struct diag_list errs;
	const struct combat_decl *x;
	struct combat_decl *moved;
	struct diag d;
	size_t bytes;
	uintptr_t was;

	load_texts(&l, "aldarra-reborn.yaml", NULL, NULL, 0);
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load_image(l.image.s, l.image.len, NULL, 0,
	    &back, &errs), ST_OK);
	x = rs_pool_combat(back);
	ck_assert_ptr_nonnull(x);
	ck_assert(rs_aside(back, &x->over));
	ck_assert(rs_aside(back, &x->destroyed));
	ck_assert_int_eq(x->over.n, 0);
	/* as a realloc does: the bytes copied, the old ones freed */
	bytes = (size_t)back->combats.n * sizeof *moved;
	moved = malloc(bytes);
	ck_assert_ptr_nonnull(moved);
	memcpy(moved, back->combats.v, bytes);
	was = (uintptr_t)back->combats.v;
	free(back->combats.v);
	back->combats.v = moved;
	rs_aside_moved(back, was, bytes, moved);
	x = rs_pool_combat(back);
	ck_assert(rs_aside(back, &x->over));
	memset(&d, 0, sizeof d);
	ck_assert_int_eq(eng_over_ready(back, &d), ST_OK);
	ck_assert_int_eq(eng_destroyed_ready(back, &d), ST_OK);
	ck_assert_int_eq(x->over.n, rs_pool_combat(l.rs)->over.n);
	ck_assert_int_gt(x->over.n, 0);
	ck_assert_int_eq(x->destroyed.n, rs_pool_combat(l.rs)->destroyed.n);
	ruleset_free(back);
	diag_list_free(&errs);
	release(&l);
}
END_TEST

START_TEST(test_overlay_and_option)
{
	struct rs_opt opt = { "phase-order", "numbered" };
	struct loaded l;

	load_texts(&l, "bernard.yaml", "examples/bernard-demo.yaml", &opt, 1);
	same_as_texts(&l, &opt, 1);
	release(&l);
}
END_TEST

/* The borders kept as their lands' places (ruleset_image_borders.c):
 * the image read back joins the same lands as the texts, and bernard
 * alone (no demo board: borders unknown) keeps none. */
START_TEST(test_borders_kept)
{
	struct loaded l;
	struct ruleset *back = NULL;
	struct diag_list errs;
	int joined = 0;

	load_texts(&l, "bernard.yaml", "examples/bernard-demo.yaml", NULL, 0);
	diag_list_init(&errs);
	ck_assert_int_eq(ruleset_load_image(l.image.s, l.image.len, NULL, 0,
	    &back, &errs), ST_OK);
	ck_assert_ptr_null(l.rs->borders);
	ck_assert_ptr_nonnull(back->borders);
	ck_assert_int_eq(back->nborders, l.rs->board.adjacent.n);
	ck_assert_int_eq(back->nlands, l.rs->nlands);
	for (int x = 0; x < back->nlands; x++)
		for (int y = 0; y < back->nlands; y++) {
			int a = board_map_adjacent(&back->map, x, y);
			ck_assert_int_eq(a, board_map_adjacent(&l.rs->map,
			    x, y));
			joined += a;
		}
	ck_assert_int_gt(joined, 0);
	ruleset_free(back);
	release(&l);
	load_texts(&l, "bernard.yaml", NULL, NULL, 0);
	ck_assert_int_eq(ruleset_load_image(l.image.s, l.image.len, NULL, 0,
	    &back, &errs), ST_OK);
	ck_assert_ptr_null(back->borders);
	ruleset_free(back);
	diag_list_free(&errs);
	release(&l);
}
END_TEST

static int
loads(const char *buf, size_t len)
{
	struct ruleset *rs = NULL;
	struct diag_list errs;
	int r;

	diag_list_init(&errs);
	r = ruleset_load_image(buf, len, NULL, 0, &rs, &errs);
	ck_assert(r == ST_OK ? rs != NULL : rs == NULL);
	/* and what it kept aside, read when an action is taken, a phase
	 * run or the round ends: a change there is found then */
	for (int i = 0; r == ST_OK && i < rs->actions.n; i++) {
		struct diag d;
		memset(&d, 0, sizeof d);
		r = eng_action_ready(rs, i, &d);
	}
	for (int i = 0; r == ST_OK && i < rs->phases.n; i++) {
		struct diag d;
		memset(&d, 0, sizeof d);
		r = eng_phase_ready(rs, i, &d);
	}
	if (r == ST_OK) {
		struct diag d;
		memset(&d, 0, sizeof d);
		r = eng_round_ready(rs, &d);
	}
	if (r == ST_OK) {
		struct diag d;
		memset(&d, 0, sizeof d);
		r = eng_turn_ready(rs, &d);
	}
	ruleset_free(rs);
	diag_list_free(&errs);
	return r == ST_OK;
}

static void
set_sum(char *buf, size_t len)
{
	rs_image_seal((unsigned char *)buf, len);
}

/* Any byte changed, or the image cut short, and it is refused. */
START_TEST(test_damage_refused)
{
	struct loaded l;
	char *d;

	load_texts(&l, "bernard.yaml", "examples/bernard-demo.yaml", NULL, 0);
	d = malloc(l.image.len);
	ck_assert_ptr_nonnull(d);
	ck_assert(loads(l.image.s, l.image.len));
	for (size_t i = 0; i < l.image.len; i++) {
		memcpy(d, l.image.s, l.image.len);
		d[i] ^= (char)(1 + i % 255);
		ck_assert_msg(!loads(d, l.image.len), "byte %zu", i);
	}
	for (size_t n = 0; n < l.image.len; n += 1 + n / 3)
		ck_assert_msg(!loads(l.image.s, n), "cut at %zu", n);
	free(d);
	release(&l);
}
END_TEST

/* Past the checksum (an image made to fit it): every count and value is
 * still checked, so that a change loads or is refused, never reads out
 * of bounds (AddressSanitizer sees to that in `make check`).  Every
 * 17th byte, each of the four changes in turn (17 is 1 modulo 4): every
 * 7th made this test two thirds of the sanitized unit tests' time. */
START_TEST(test_damage_past_checksum)
{
	struct loaded l;
	char *d;
	int refused = 0;

	load_texts(&l, "bernard.yaml", "examples/bernard-demo.yaml", NULL, 0);
	d = malloc(l.image.len);
	ck_assert_ptr_nonnull(d);
	for (size_t i = 12; i < l.image.len; i += 17) {
		static const unsigned char with[] = { 0x00, 0xff, 0x80, 0x7f };
		memcpy(d, l.image.s, l.image.len);
		d[i] = (char)(with[i % 4] ^ (i % 4 == 0 ? 0 : d[i] & 1));
		set_sum(d, l.image.len);
		refused += !loads(d, l.image.len);
	}
	/* most such changes break a count, a length or a value */
	ck_assert_int_gt(refused, 0);
	for (size_t n = 13; n < l.image.len; n += 1 + n / 4) {
		memcpy(d, l.image.s, n);
		set_sum(d, n);
		ck_assert_msg(!loads(d, n), "cut at %zu", n);
	}
	free(d);
	release(&l);
}
END_TEST

/* A table's help texts lie one after another, each after a NUL, as many
 * as its fields (SCHEMA_TYPES): each field's is not empty, begins right
 * after the one before it ends, and the last ends where the table's end
 * says. */
static void
helps_follow(const struct sfield *f)
{
	const char *h = sfield_help(f);

	ck_assert_msg(h[-1] == '\0' && h[0] != '\0', "%s: no help", f->key);
	if (f[1].key[0] == '\0')
		ck_assert_ptr_eq(h + strlen(h), (const char *)&f[1] + f[1].def);
	else
		ck_assert_ptr_eq(h + strlen(h) + 1, sfield_help(f + 1));
}

/* A type's pointers lie in its file's table of links (struct slink), not
 * in the type: one that has some finds its row there (the pointer its
 * kind reads), one that has none reads NULLs. */
static void
links_found(const struct stype *t)
{
	const struct slink *l = stype_link(t);

	if (!t->link) {
		ck_assert(l->names == NULL && l->older == NULL);
		return;
	}
	/* (sfield_type went through an entry for another file's) */
	if (t->kind == SK_ENUM)
		ck_assert_ptr_nonnull(l->names);
	else if (t->kind == SK_STR || t->kind == SK_PSTR)
		ck_assert_ptr_nonnull(l->check);
	else if (t->kind == SK_STRUCT)
		ck_assert_ptr_nonnull(l->scheck);
	else if (t->kind == SK_REF)
		ck_assert_ptr_nonnull(l->alias);
	else
		ck_abort_msg("a type of kind %d with links", (int)t->kind);
}

/* Every key of the schema's tables ends within the bytes a field holds
 * (struct sfield's key is in place, SCHEMA_KEY_MAX bytes: a key of exactly
 * that length would compile with no end), and only the last field of a
 * table is empty; the same for the words of an enumeration
 * (SCHEMA_NAME_MAX). */
/* A structure type flagged dflt (SCHEMA_STRUCT_D) has its defaults in
 * the table (ruleset_dflts.c): set on 0 bytes, they make what the
 * walker's make (schema_defaults), where no field kept aside has one (its
 * value is read later, where the reading left 0 bytes). */
static void
dflts_declared(const struct stype *t)
{
	struct sdflt_table tab;
	const struct sdflts *d;
	char *walker, *declared;

	if (!t->dflt)
		return;
	rs_dflts(&tab);
	ck_assert_msg(t->dflt < tab.ntypes, "'%s': flagged dflt %d, not in "
	    "the table of defaults (ruleset_dflts.c)", t->what, t->dflt);
	d = &tab.types[t->dflt];
	walker = calloc(1, t->size);
	declared = calloc(1, t->size);
	ck_assert(walker != NULL && declared != NULL);
	schema_defaults(t, walker);
	for (int k = d->at; k < d->at + d->n; k++) {
		const struct sdflt *w = &tab.items[k];
		ck_assert(w->size == sizeof(long) || w->size == sizeof(int));
		ck_assert_uint_le(w->off + w->size, t->size);
		if (w->size == sizeof(long))
			memcpy(declared + w->off, &w->v, sizeof(long));
		else {
			int v = (int)w->v;
			memcpy(declared + w->off, &v, sizeof v);
		}
	}
	ck_assert_msg(memcmp(walker, declared, t->size) == 0, "'%s': its "
	    "defaults in ruleset_dflts.c are not the walker's", t->what);
	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0'; f++)
		for (size_t i = 0; (f->flags & SF_LAZY) &&
		    i < schema_size(sfield_type(t, f)); i++)
			ck_assert_msg(walker[f->off + i] == 0, "'%s': a field "
			    "kept aside with a default", f->key);
	free(walker);
	free(declared);
}

static int
keys_fit(const struct stype *t, const struct stype **seen, int *nseen)
{
	int n = 0;

	if (t == NULL)
		return 0;
	for (int i = 0; i < *nseen; i++)
		if (seen[i] == t)
			return 0;
	ck_assert_int_lt(*nseen, 4096);
	seen[(*nseen)++] = t;
	if (t->kind == SK_DICT || t->kind == SK_LIST)
		n += keys_fit(stype_elem(t), seen, nseen);
	links_found(t);
	ck_assert_msg(memchr(t->what, '\0', SCHEMA_WHAT_MAX) != NULL,
	    "a noun of %d bytes or more", SCHEMA_WHAT_MAX);
	for (int i = 0; t->kind == SK_ENUM &&
	    stype_link(t)->names[i][0] != '\0'; i++)
		ck_assert_msg(memchr(stype_link(t)->names[i], '\0',
		    SCHEMA_NAME_MAX) != NULL,
		    "a word of %d bytes or more", SCHEMA_NAME_MAX);
	if (t->kind != SK_STRUCT)
		return n;
	dflts_declared(t);
	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0'; f++) {
		ck_assert_msg(memchr(f->key, '\0', sizeof f->key) != NULL,
		    "a key of %zu bytes or more", sizeof f->key);
		/* an index into the file's types, through to another file's */
		ck_assert(!(sfield_type(t, f)->link &&
		    sfield_type(t, f)->kind == SK_INT));
		/* written less its default: a number's, never kept aside */
		ck_assert_msg(!(f->flags & SF_FROM_DEFAULT) ||
		    (sfield_type(t, f)->kind == SK_INT &&
		    !(f->flags & (SF_LAZY | SF_PRESENT))),
		    "'%s': SF_FROM_DEFAULT is a number's", f->key);
		n += 1 + keys_fit(sfield_type(t, f), seen, nseen);
		helps_follow(f);
	}
	return n;
}

START_TEST(test_schema_keys_fit)
{
	static const struct stype *seen[4096];
	int nseen = 0;
	int n = keys_fit(rs_root_type, seen, &nseen) +
	    keys_fit(rs_options_type, seen, &nseen) +
	    keys_fit(rs_box_type, seen, &nseen);

	/* the walk reached the tables: bernard's keys alone are more */
	ck_assert_int_gt(n, 300);
	/* a field's help, first, middle and last of its table (the texts of
	 * ruleset_schema_box.c) */
	const struct sfield *f = NULL;
	ck_assert_ptr_nonnull(schema_type_at(rs_box_type, "units.name", &f));
	ck_assert_str_eq(sfield_help(f), "what the pieces are called, for "
	    "messages");
	ck_assert_ptr_nonnull(schema_type_at(rs_box_type, "units.max", &f));
	ck_assert_str_eq(sfield_help(f), "how many the box holds");
	ck_assert_ptr_nonnull(schema_type_at(rs_box_type, "units.per", &f));
	ck_assert_str_eq(sfield_help(f), "player: so many for each player (a "
	    "colour each); table: for everybody together");
}
END_TEST

/* Whether an absent field f of t is given a value not 0 (schema.c's
 * set_default: a reference's -1, a default, within a structure). */
static int
absent_not_zero(const struct stype *t, const struct sfield *f)
{
	const struct stype *ft = sfield_type(t, f);

	if (f->flags & SF_ABSENT_ZERO)
		return 0;
	switch (ft->kind) {
	case SK_REF:
		return 1;
	case SK_INT:
	case SK_BOOL:
	case SK_ENUM:
		return f->def != 0;
	case SK_STRUCT:
		for (const struct sfield *g = stype_fields(ft); g->key[0] != '\0';
		    g++)
			if (absent_not_zero(ft, g))
				return 1;
		return 0;
	default:
		return 0;
	}
}

/* An effect has one key: every other member is absent, and one left not
 * all 0 bytes is kept in the image and read back with every effect read.
 * So a member given a reference (or a default) is flagged SF_ABSENT_ZERO,
 * which is a SF_PRESENT structure's. */
START_TEST(test_effect_members_absent_zero)
{
	const struct stype *t = stype_elem(eng_t_effects);
	int flagged = 0;

	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0';
	    f++) {
		ck_assert_msg(!absent_not_zero(t, f) ||
		    sfield_type(t, f)->kind != SK_STRUCT,
		    "effect member '%s' is given values not 0 when absent: "
		    "flag it SF_ABSENT_ZERO (ABSENT0)", f->key);
		if (f->flags & SF_ABSENT_ZERO) {
			ck_assert_msg(sfield_type(t, f)->kind == SK_STRUCT &&
			    (f->flags & SF_PRESENT), "'%s': SF_ABSENT_ZERO "
			    "is a SF_PRESENT structure's", f->key);
			flagged++;
		}
	}
	ck_assert_int_ge(flagged, 9);
}
END_TEST

Suite *
suite_rsimage(void)
{
	Suite *s = suite_create("rsimage");
	TCase *tc = tcase_create("rsimage");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_every_shipped);
	tcase_add_test(tc, test_defaults_within);
	tcase_add_test(tc, test_overlay_and_option);
	tcase_add_test(tc, test_aside_written_since);
	tcase_add_test(tc, test_aside_moved);
	tcase_add_test(tc, test_deferred_aside);
	tcase_add_test(tc, test_damage_refused);
	tcase_add_test(tc, test_borders_kept);
	tcase_add_test(tc, test_damage_past_checksum);
	tcase_add_test(tc, test_schema_keys_fit);
	tcase_add_test(tc, test_effect_members_absent_zero);
	suite_add_tcase(s, tc);
	/* a hundred test games and more, each loaded twice */
	tc = tcase_create("effect-kinds");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_effects_one_kind);
	suite_add_tcase(s, tc);
	return s;
}
