/* ruleset_load.c: loading a ruleset with its overlays and options. */
#include "core/rules/ruleset.h"

#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/dice/dice.h"
#include "core/base/strbuf.h"
#include "core/rules/ruleset_image.h"
#include "core/rules/ruleset_schema.h"

int rs_sanity(struct ruleset *rs, struct diag_list *errs);
int rs_check_needs(const struct ruleset *rs, const struct ynode *root,
    struct diag_list *errs);
void rs_derived_free(struct ruleset *rs);

/* --- loading ----------------------------------------------------------------- */

static char *
keep_name(struct ruleset *rs, const char *name)
{
	char **v = realloc(rs->files, (size_t)(rs->nfiles + 1) * sizeof *v);

	if (v == NULL)
		return NULL;
	rs->files = v;
	if ((v[rs->nfiles] = strdup(name)) == NULL)
		return NULL;
	return v[rs->nfiles++];
}

int
ruleset_peek(const struct rs_text *t, char **id)
{
	struct diag_list errs;
	struct ynode *root = NULL, *fmt, *name;
	int r = -1;

	*id = NULL;
	diag_list_init(&errs);
	if (ytree_parse(t->text, t->len, t->name, &root, &errs) != ST_OK)
		goto out;
	fmt = ynode_get(root, "format");
	if (fmt == NULL || fmt->kind != Y_SCALAR)
		goto out;
	r = strcmp(fmt->str, RS_OVERLAY_FORMAT) == 0;
	name = ynode_get(root, r ? "ruleset" : "id");
	if (name != NULL && name->kind == Y_SCALAR)
		*id = strdup(name->str);
out:
	ynode_free(root);
	diag_list_free(&errs);
	return r;
}

/* Strip and check an overlay's header; 0 when it is an overlay for id. */
static int
overlay_header(struct ynode *root, const char *file, const char *id,
    struct diag_list *errs)
{
	struct ynode *fmt = ynode_take(root, "format");
	struct ynode *rid = ynode_take(root, "ruleset");
	int bad = 0;

	if (fmt == NULL || fmt->kind != Y_SCALAR ||
	    strcmp(fmt->str, RS_OVERLAY_FORMAT) != 0) {
		diag_list_add(errs, ST_DATA, file, fmt ? fmt->line : 1,
		    fmt ? fmt->col : 1, "an overlay starts with 'format: "
		    RS_OVERLAY_FORMAT "'");
		bad = 1;
	} else if (rid == NULL || rid->kind != Y_SCALAR) {
		diag_list_add(errs, ST_DATA, file, 1, 1, "an overlay names "
		    "the ruleset it changes: 'ruleset: %s'", id ? id : "ID");
		bad = 1;
	} else if (id != NULL && strcmp(rid->str, id) != 0) {
		diag_list_add(errs, ST_DATA, file, rid->line, rid->col,
		    "this overlay is for ruleset '%s', not '%s'", rid->str, id);
		bad = 1;
	}
	ynode_free(fmt);
	ynode_free(rid);
	return bad;
}

static int
worst(const struct diag_list *errs)
{
	int w = ST_OK;

	for (int i = 0; i < errs->n; i++)
		if (errs->v[i].code == ST_USAGE)
			w = ST_USAGE;
		else if (errs->v[i].code != ST_OK && w == ST_OK)
			w = errs->v[i].code;
	if (w == ST_OK && errs->dropped > 0)
		w = ST_DATA;
	return w;
}

static void
list_ids(const struct vec *v, char *buf, size_t n)
{
	buf[0] = '\0';
	for (int i = 0; i < v->n; i++) {
		size_t len = strlen(buf);
		snprintf(buf + len, n - len, "%s%s", i ? ", " : "", v->ids[i]);
	}
}

/* A number option: its value, checked, set at its key (a dotted path)
 * as if an overlay said so. */
static void
number_option(struct ynode *root, const char *file, const char *id,
    const struct option_def *o, const char *val, struct diag_list *errs)
{
	struct ynode *frag, *map;
	char *end, *path, *save = NULL, *word, *next;
	long v;

	errno = 0;
	v = strtol(val, &end, 10);
	if (val[0] == '\0' || *end != '\0' || errno != 0 || v < o->min ||
	    v > o->max) {
		diag_list_add(errs, ST_USAGE, NULL, 0, 0, "option '%s' takes a "
		    "whole number from %ld to %ld, not '%s'", id, o->min,
		    o->max, val);
		return;
	}
	if ((path = strdup(o->key)) == NULL ||
	    (frag = ynode_new_map(file, 0, 0)) == NULL) {
		free(path);
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
		return;
	}
	map = frag;
	for (word = strtok_r(path, ".", &save); word != NULL; word = next) {
		struct ynode *child;
		next = strtok_r(NULL, ".", &save);
		if (next == NULL)
			child = ynode_new_scalar(val, 1, file, 0, 0);
		else
			child = ynode_new_map(file, 0, 0);
		if (child == NULL || ynode_set(map, word, child) != 0)
			break;
		map = child;
	}
	free(path);
	ynode_merge(root, frag);
}

/* Apply --option choices: each chosen (or default) value's `set` fragment
 * is merged over the tree before it is checked. */
static void
apply_options(struct ynode *root, const char *file, const struct rs_opt *opts,
    int nopts, struct diag_list *errs)
{
	struct ynode *onode = ynode_get(root, "options");
	struct vec defs = { 0, NULL, NULL, NULL };
	struct schema_ctx c;
	char list[512];
	int errors;

	schema_ctx_init(&c, errs);
	errors = onode ? schema_walk(&c, onode, rs_options_type, &defs,
	    "options") : 0;
	schema_ctx_release(&c);
	for (int i = 0; i < nopts; i++) {
		int k = vec_find(&defs, opts[i].key);
		if (k < 0 && errors == 0) {
			list_ids(&defs, list, sizeof list);
			diag_list_add(errs, ST_USAGE, NULL, 0, 0,
			    "this ruleset has no option '%s'%s%s%s",
			    opts[i].key, defs.n ? " (options: " : "", list,
			    defs.n ? ")" : "");
		}
	}
	for (int k = 0; k < defs.n && errors == 0; k++) {
		struct option_def *o = VEC_AT(defs, struct option_def, k);
		if (o->kind == OPT_CHOICE && (o->def == NULL ||
		    vec_find(&o->values, o->def) < 0)) {
			diag_list_add(errs, ST_DATA, defs.pos[k].file,
			    defs.pos[k].line, defs.pos[k].col, "option '%s' "
			    "needs a 'default' that is one of its values",
			    defs.ids[k]);
			errors++;
		}
	}
	for (int k = 0; k < defs.n && errors == 0; k++) {
		struct option_def *o = VEC_AT(defs, struct option_def, k);
		const char *val = o->def;
		int vi;

		for (int i = 0; i < nopts; i++)
			if (strcasecmp(opts[i].key, defs.ids[k]) == 0)
				val = opts[i].value;
		if (o->kind == OPT_NUMBER && val != NULL && o->key != NULL) {
			number_option(root, file, defs.ids[k], o, val, errs);
			continue;
		}
		if (o->kind != OPT_CHOICE || val == NULL)
			continue;
		vi = vec_find(&o->values, val);
		if (vi < 0) {
			list_ids(&o->values, list, sizeof list);
			diag_list_add(errs, ST_USAGE, NULL, 0, 0,
			    "option '%s' has no value '%s' (values: %s)",
			    defs.ids[k], val, list);
			continue;
		}
		struct option_value *ov = VEC_AT(o->values,
		    struct option_value, vi);
		if (ov->set != NULL) {
			struct ynode *frag = ynode_copy(ov->set);
			if (frag == NULL || frag->kind != Y_MAP) {
				diag_list_add(errs, ST_DATA, file,
				    ov->set->line, ov->set->col, "'options.%s."
				    "values.%s.set' must be a mapping",
				    defs.ids[k], o->values.ids[vi]);
				ynode_free(frag);
				continue;
			}
			ynode_merge(root, frag);
		}
	}
	schema_release(rs_options_type, &defs);
}

/* Parse base and merge the overlays over it; file names are kept in rs. */
static int
build_tree(struct ruleset *rs, const struct rs_text *base,
    const struct rs_text *overlays, int noverlays, struct ynode **out,
    struct diag_list *errs)
{
	struct ynode *root = NULL, *idn;
	const char *name;
	int form, f;
	unsigned worded;

	*out = NULL;
	if ((name = keep_name(rs, base->name)) == NULL ||
	    ytree_parse(base->text, base->len, name, &root, errs) != ST_OK)
		return ST_DATA;
	/* the form of the first text that gives numbered zones is the
	 * game's; the keys of before that gave words keep them */
	worded = rs_colonies_worded(root);
	if (rs_piece_table(root, NULL, errs) < 0 ||
	    rs_zones_upgrade(root, &form, errs) < 0 ||
	    rs_decks_upgrade(root, NULL) < 0 ||
	    rs_decks_old_supply(root, NULL) < 0 ||
	    rs_decks_old_sites(root, NULL) < 0 || rs_combats_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, name, 1, 1, "out of memory");
	idn = ynode_get(root, "id");
	for (int i = 0; i < noverlays; i++) {
		struct ynode *ov = NULL;
		if ((name = keep_name(rs, overlays[i].name)) == NULL ||
		    ytree_parse(overlays[i].text, overlays[i].len, name, &ov,
		    errs) != ST_OK)
			continue;
		if (ov->kind != Y_MAP || root->kind != Y_MAP ||
		    overlay_header(ov, name, idn && idn->kind == Y_SCALAR ?
		    idn->str : NULL, errs)) {
			if (ov->kind != Y_MAP)
				diag_list_add(errs, ST_DATA, name, ov->line,
				    ov->col, "an overlay is a mapping of "
				    "ruleset keys");
			ynode_free(ov);
			continue;
		}
		worded |= rs_colonies_worded(ov);
		if (rs_piece_table(ov, root, errs) < 0 ||
		    rs_zones_upgrade(ov, &f, errs) < 0 ||
		    rs_decks_upgrade(ov, root) < 0 ||
		    rs_decks_old_supply(ov, root) < 0 ||
		    rs_decks_old_sites(ov, root) < 0 ||
		    rs_combats_upgrade(ov) < 0)
			diag_list_add(errs, ST_ENV, name, 1, 1, "out of memory");
		ynode_merge(root, ov);
		if (form == 0)
			form = f;
	}
	rs->zones_old = form == 2;
	if ((rs->zones_old && rs_zones_keep_words(root) < 0) ||
	    rs_colonies_keep_words(root, worded) < 0 ||
	    rs_decks_kinds(root) < 0)
		diag_list_add(errs, ST_ENV, name, 1, 1, "out of memory");
	*out = root;
	return errs->n > 0 ? ST_DATA : ST_OK;
}

int
ruleset_tree(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, struct ynode **out, char ***names, int *nnames,
    struct diag_list *errs)
{
	struct ruleset holder;
	int r;

	memset(&holder, 0, sizeof holder);
	r = build_tree(&holder, base, overlays, noverlays, out, errs);
	*names = holder.files;
	*nnames = holder.nfiles;
	if (r != ST_OK) {
		ynode_free(*out);
		*out = NULL;
	}
	return r;
}

int
ruleset_may_add(void *ctx, const char *path)
{
	const char *dot;
	char parent[512], now[512];
	const struct stype *t;
	const struct sfield *f;

	(void)ctx;
	/* a path by the keys of before (ruleset_zones_old.c) */
	if (rs_zones_path_now(path, now, sizeof now) != NULL)
		path = now;
	dot = strrchr(path, '.');
	if (schema_type_at(rs_root_type, path, &f) != NULL && f != NULL &&
	    (f->flags & SF_ABSENT_UNKNOWN))
		return RS_ADD_FILLS;
	if (dot == NULL || (size_t)(dot - path) >= sizeof parent)
		return 0;
	memcpy(parent, path, (size_t)(dot - path));
	parent[dot - path] = '\0';
	t = schema_type_at(rs_root_type, parent, &f);
	/* a kind's values are its rules: a value it lacks (RS_NONE) is as
	 * much the rule as one it has */
	return t != NULL && t->kind == SK_DICT && (f == NULL ||
	    !(f->flags & SF_RULES)) ? RS_ADD_ENTRY : 0;
}

/* The checks after the walk, on what the walk (or an image of it) left in
 * rs: root, the tree walked, or NULL and old_keys (rs_words_settle).  rs
 * is consumed. */
static int
settle(struct ruleset *rs, const struct ynode *root, uint64_t old_keys,
    const struct rs_opt *opts, int nopts, struct ruleset **out,
    struct diag_list *errs)
{
	int st;

	/* what was written unknown under a card value's general key, or a
	 * zone's key of today in a text of before (the
	 * walk's, and the image's, which finds its field by it) is said
	 * under the game's name from here on */
	if (rs_card_values_paths(rs) < 0 || rs_zones_paths(rs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* before the checks: option(NAME, VALUE) reads them */
	if (nopts > 0) {
		rs->chosen = calloc((size_t)nopts, sizeof *rs->chosen);
		if (rs->chosen == NULL)
			goto fail;
		rs->nchosen = nopts;
		for (int i = 0; i < nopts; i++) {
			rs->chosen[i].key = strdup(opts[i].key);
			rs->chosen[i].value = strdup(opts[i].value);
		}
	}
	if (errs->n == 0) {
		/* before the checks: their messages say the game's words */
		rs_words_settle(rs, root, old_keys, errs);
		rs->tree = root;
		rs_sanity(rs, errs);
		rs->tree = NULL;
		rs_check_needs(rs, root, errs);
	}
	if (errs->n > 0)
		goto fail;
	*out = rs;
	return ST_OK;
fail:
	st = worst(errs);
	ruleset_free(rs);
	return st == ST_OK ? ST_DATA : st;
}

/* Check the merged tree root against the schema into rs, its image
 * appended to image when not NULL; rs and root are consumed. */
static int
load_tree(struct ruleset *rs, struct ynode *root, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct diag_list *errs,
    struct strbuf *image)
{
	/* the vectors a later pass grows or replaces, as those an image's
	 * reader leaves on the heap (ruleset_image.c, reader_of): the
	 * combats made from old mechanisms' keys, a ranking's chain */
	const struct vec *heap[] = { &rs->combats,
	    &rs->mech.chosen_order.chain };
	struct schema_ctx c;
	int st;

	schema_ctx_init(&c, errs);
	c.check_ctx = root;
	c.listed = eng_effects_listed;
	/* the arrays walked in the blocks an image's are read into: not
	 * calloc'd and cleared each alone (an effect is some 10 thousand
	 * bytes, most of them zero), nor freed each alone */
	c.arena = &rs->image_arrays;
	c.heap = heap;
	c.nheap = (int)(sizeof heap / sizeof heap[0]);
	schema_walk(&c, root, rs_root_type, rs, "");
	schema_resolve(&c, rs);
	/* the sanity pass may ask what was written unknown */
	rs->unknown = c.unk;
	rs->nunknown = c.nunk;
	c.unk = NULL;
	c.nunk = 0;
	schema_ctx_release(&c);
	/* the walk's result, before the checks change it: kept only if it
	 * loads */
	if (image != NULL && (errs->n > 0 || rs_image_put(rs, root,
	    image) < 0))
		sb_reset(image);
	st = settle(rs, root, 0, opts, nopts, out, errs);
	ynode_free(root);
	return st;
}

int
ruleset_load(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, const struct rs_opt *opts, int nopts, struct ruleset **out,
    struct diag_list *errs)
{
	return ruleset_load_keep(base, overlays, noverlays, opts, nopts, out,
	    errs, NULL);
}

/* The merged tree root of rs's texts (base named file) loaded with the
 * options: the upgrades, the options merged, the walk and the checks;
 * rs and root are consumed. */
static int
load_merged(struct ruleset *rs, struct ynode *root, const char *file,
    const struct rs_opt *opts, int nopts, struct ruleset **out,
    struct diag_list *errs, struct strbuf *image)
{
	struct rs_routine_spans spans = { NULL, 0, 0 };
	int st, bare, from;

	/* once merged (an overlay gives a card's values by their names),
	 * for the walk only: ruleset_tree keeps the keys as written */
	if (rs_card_values_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* before the options: it sets an option's default */
	if (root->kind == Y_MAP && rs_pass_option_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		apply_options(root, file, opts, nopts, errs);
	/* first: the upgrades after it write the counters' word */
	if (root->kind == Y_MAP && rs_kind_values_upgrade(root, 1) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_piece_values_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* a text that declared no actions, before upgrades add some */
	bare = root->kind == Y_MAP && ynode_get(root, "actions") == NULL;
	/* after the options: an option of old may set the old keys */
	if (root->kind == Y_MAP && rs_economy_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_purchase_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_exchange_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_draw_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_home_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_hire_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_ledger_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_move_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_correct_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_top_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_score_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_release_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_link_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_tracked_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_supply_upgrade(root, errs, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_start_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_choose_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_place_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_play_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_card_set_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_commit_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_equip_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_arrival_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_home_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_home_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_reveal_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_claim_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_trade_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_tile_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_units_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_lay_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_rank_chain_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_resolve_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_cargo_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_summon_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_chief_mods_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_chief_ability_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_goal_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_pick_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_explore_upgrade(root, bare, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_spawn_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after it: the spawn it declares places with place-spawned */
	if (root->kind == Y_MAP && rs_spawned_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_spawned_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_explored_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_explored_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_order_start_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_order_steps_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after it: the action that activates is declared */
	if (root->kind == Y_MAP && rs_turn_done_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_build_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_ability_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_travel_upgrade(root, bare, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_zone_board_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_order_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_landing_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_landing_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_send_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_combat_side_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_squad_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_orbit_battle_upgrade(root, bare) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_duel_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_seize_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_map_steps_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_site_steps_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_income_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_zone_steps_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_round_end_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_hold_out_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_winner_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_hold_win_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_ap_decl_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_end_roll_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_revolts_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_flight_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_orders_deferred_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_unit_income_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_held_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after it: the step goes after the turn-end it declares */
	if (root->kind == Y_MAP && rs_counters_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_counters_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_produce_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after produce, whose refusal names the action with equip */
	if (root->kind == Y_MAP && rs_equip_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_equip_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_squad_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_squad_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_send_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_send_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_replenish_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_rank_turns_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_battles_due_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_rank_choosers_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_standings_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_fire_step_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_settle_hits_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_spawn_pieces_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_destroyed_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after every upgrade that reads a faction's abilities */
	if (root->kind == Y_MAP && rs_powers_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after it: an ability of old gives arrival.free */
	if (root->kind == Y_MAP && rs_give_arrival_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after it: it reads the effect build of before */
	if (root->kind == Y_MAP && rs_build_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_build_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_lay_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_lay_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_cargo_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_cargo_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_move_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_move_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_handover_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_handover_fx_left(root, errs);
	if (root->kind == Y_MAP && rs_ability_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_ability_fx_left(root, errs);
	/* after the revolts' upgrade, which declares it */
	if (root->kind == Y_MAP && rs_neutral_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_neutral_fx_left(root, errs);
	/* after the hold-win's upgrade, which reads it */
	if (root->kind == Y_MAP && rs_put_out_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_put_out_fx_left(root, errs);
	/* after the picks' and the orders' upgrades, which it reads */
	if (root->kind == Y_MAP && rs_pass_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_over_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP && rs_cards_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after it: the remove-sites it writes for clear-sites declared */
	if (root->kind == Y_MAP && rs_sites_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_sites_fx_left(root, errs);
	/* after it and the commit's and claim's: the decks as they are */
	if (root->kind == Y_MAP && rs_claims_fx_upgrade(root, errs) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_claims_fx_left(root, errs);
	/* after it: its commit of before declares a word of kind
	 * commitment */
	if (root->kind == Y_MAP && rs_commitment_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_commitment_left(root, errs);
	/* after the claims' too: the reveal of before reads a word of kind
	 * revealed */
	if (root->kind == Y_MAP && rs_revealed_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_revealed_left(root, errs);
	/* after the claims' upgrade too: the buy-sub-locations it writes
	 * for a claim of before reads a word of kind claim */
	if (root->kind == Y_MAP && rs_claim_word_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (root->kind == Y_MAP)
		rs_claim_word_left(root, errs);
	/* after every upgrade that replaces an item of before whole */
	if (root->kind == Y_MAP)
		rs_flags_left(root, errs);
	if (root->kind == Y_MAP && rs_routines_expand(root, errs,
	    &spans) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after it: a routine of turn-end may let a place go */
	if (root->kind == Y_MAP && rs_empty_held_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	/* after the claims' upgrade (the buy-sub-locations it writes) and
	 * the routines written out (those of the actions) */
	if (root->kind == Y_MAP && rs_out_of_order_fx_upgrade(root) < 0)
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
	if (errs->n > 0) {
		rs_routines_spans_free(&spans);
		goto fail;
	}
	from = errs->n;
	st = load_tree(rs, root, opts, nopts, out, errs, image);
	rs_routines_name(&spans, errs, from);
	rs_routines_spans_free(&spans);
	if (st != ST_OK && image != NULL)
		sb_reset(image);
	return st;
fail:
	st = worst(errs);
	ynode_free(root);
	ruleset_free(rs);
	return st == ST_OK ? ST_DATA : st;
}

int
ruleset_load_keep(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, const struct rs_opt *opts, int nopts, struct ruleset **out,
    struct diag_list *errs, struct strbuf *image)
{
	struct ruleset *rs = calloc(1, sizeof *rs);
	struct ynode *root = NULL;
	int st;

	*out = NULL;
	if (rs == NULL)
		return diag_list_add(errs, ST_ENV, NULL, 0, 0,
		    "out of memory");
	if (build_tree(rs, base, overlays, noverlays, &root, errs) == ST_OK)
		return load_merged(rs, root, base->name, opts, nopts, out,
		    errs, image);
	st = worst(errs);
	ynode_free(root);
	ruleset_free(rs);
	return st == ST_OK ? ST_DATA : st;
}

/* The texts parsed and merged once, loaded again with other options
 * (ruleset_options_check.c): the tree as build_tree left it, the names
 * its nodes point to owned by held. */
struct rs_merged {
	struct ruleset held;
	struct ynode *root;
	char *file;
};

struct rs_merged *
ruleset_merge(const struct rs_text *base, const struct rs_text *overlays,
    int noverlays, struct diag_list *errs)
{
	struct rs_merged *m = calloc(1, sizeof *m);

	if (m == NULL || (m->file = strdup(base->name)) == NULL) {
		free(m);
		diag_list_add(errs, ST_ENV, NULL, 0, 0, "out of memory");
		return NULL;
	}
	if (build_tree(&m->held, base, overlays, noverlays, &m->root,
	    errs) != ST_OK) {
		ruleset_merged_free(m);
		return NULL;
	}
	return m;
}

int
ruleset_load_merged(const struct rs_merged *m, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct diag_list *errs)
{
	struct ruleset *rs = calloc(1, sizeof *rs);
	struct ynode *root = ynode_copy(m->root);

	*out = NULL;
	if (rs == NULL || root == NULL) {
		free(rs);
		ynode_free(root);
		return diag_list_add(errs, ST_ENV, NULL, 0, 0,
		    "out of memory");
	}
	rs->zones_old = m->held.zones_old;
	return load_merged(rs, root, m->file, opts, nopts, out, errs, NULL);
}

void
ruleset_merged_free(struct rs_merged *m)
{
	if (m == NULL)
		return;
	ynode_free(m->root);
	for (int i = 0; i < m->held.nfiles; i++)
		free(m->held.files[i]);
	free(m->held.files);
	free(m->file);
	free(m);
}

int
ruleset_load_image(const void *buf, size_t len, const struct rs_opt *opts,
    int nopts, struct ruleset **out, struct diag_list *errs)
{
	struct ruleset *rs = calloc(1, sizeof *rs);
	uint64_t old_keys;
	int st;

	*out = NULL;
	if (rs == NULL)
		return ST_DATA;
	if (rs_image_get(buf, len, rs, &old_keys) < 0) {
		ruleset_free(rs);
		return ST_DATA;
	}
	/* kept only once it loaded: its lines compiled when said, its
	 * expressions when valued (not those of a text loaded later) */
	rs->checked = 1;
	st = settle(rs, NULL, old_keys, opts, nopts, out, errs);
	if (*out != NULL)
		(*out)->checked = 0;
	return st;
}

void
ruleset_free(struct ruleset *rs)
{
	if (rs == NULL)
		return;
	rs_derived_free(rs);
	free(rs->borders);
	schema_release_kept(rs_root_type, rs, rs->image_texts, rs->image_len,
	    &rs->image_arrays);
	free(rs->image_texts);
	schema_arena_free(&rs->image_arrays);
	free(rs->aside);
	free(rs->aside_at);
	free(rs->aside_bytes);
	for (int i = 0; i < rs->nunknown; i++)
		free(rs->unknown[i].path);
	free(rs->unknown);
	for (int i = 0; i < rs->nfiles; i++)
		free(rs->files[i]);
	free(rs->files);
	for (int i = 0; i < rs->nchosen; i++) {
		free(rs->chosen[i].key);
		free(rs->chosen[i].value);
	}
	free(rs->chosen);
	free(rs);
}

