/* ruleset_image.c: a ruleset as the schema walker left it, as bytes and
 * back (see ruleset_load_image in ruleset.h).
 *
 * A command's game keeps its ruleset in its database as this image: read
 * back in one pass, it spares parsing the texts and walking the schema;
 * the checks after the walk run again on it, as they would on the walk's
 * result, but for the compiling of the lines (says) and expressions,
 * done when each is first used (ruleset.checked, eng_says_ready,
 * eng_expr_ready): the texts were checked whole when the image was kept.  The values go through the schema's tables (schema_image.h),
 * so a new field needs nothing here.
 *
 * Layout: "rsi4", a checksum of all that follows but the area of values
 * kept aside (8 bytes), the size of that area, the size of the block of
 * texts, the names of the texts read (count, then each name),
 * the keys of rulesets written before `words:` the tree had
 * (rs_words_old_keys), whether its numbered zones were written by the
 * keys of before (ruleset.zones_old), the values written `unknown` (count, then each path
 * and position), the action each command only hints name is done by
 * (count, then each index + 1, 0: none; rs_hint_table), then the
 * ruleset, then the index of its open values (ruleset_image_values.c),
 * whose lists (units.*.values, chiefs', pieces') it leaves out, then the
 * board's borders as their lands' places (ruleset_image_borders.c), then the
 * area of the values kept aside (below).  The bytes come from a file a
 * user may have damaged: the checksum, and every count and value read
 * against the schema, make a damaged image fail, and the texts are read
 * again; a value kept aside has a checksum of its own, checked when it is
 * read, so that a command sums only what it reads (the area is most of
 * the image).
 *
 * An action's effects are most of an image, and a command takes one
 * action at most: they are kept aside (and so are turns.round-end's,
 * read and walked when the round ends, eng_round_ready, turns.turn-end's
 * when a turn ends, eng_turn_ready, and a phase's
 * begin, effects and leave, when it is first run, eng_phase_ready, but
 * a begin that declares a winner or carries
 * out the deferred commands) (SF_LAZY, schema_image.h) and read
 * when first wanted (rs_ready), by eng_action_ready as the action is
 * taken, by the checks of its words and of no actor that read them, run
 * then (decl_check_ready.c), and by the usage line's dice
 * (engine_usage.c).
 * So are an action's deferred effects, deferred-require and
 * deferred-json, read by eng_action_ready as it is taken or its queued
 * command carried out, and for every action that queues as
 * carry-out-deferred makes its report's lists (engine_deferred.c); that
 * it queues is marked as the image is read (deferred_aside).
 * Not kept aside, because other code reads them whatever is taken: the
 * effects of an action whose effects do what a program's command did (eng_effect_verb: the phases'
 * commands look for them, ruleset_lookup.c, act.c, cli/now.c).  (The
 * action that places spawned pieces is looked for at the full check
 * only, rs_spawn_placer: its effects may stay aside.)
 */
#include "core/rules/ruleset.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/schema_image.h"
#include "core/base/strbuf.h"
#include "core/rules/ruleset_dflts.h"
#include "core/rules/ruleset_schema.h"
#include "core/rules/ruleset_image.h"

#define MAGIC "rsi4"
#define HEAD 12			/* the magic and the checksum */

/* A phase's begin, effects and leave (f of the phase at owner): not its
 * begin when the checks at load (declares a winner, check_turns_victory)
 * or the deferred commands (carries them out, eng_deferred_phase) look
 * into it. */
static int
phase_aside_ok(const struct sfield *f, const void *owner)
{
	const struct phase_def *ph = owner;

	if (f->off == offsetof(struct phase_def, effects) ||
	    f->off == offsetof(struct phase_def, leave))
		return 1;
	if (f->off != offsetof(struct phase_def, begin) ||
	    eng_declares_winner(&ph->begin))
		return 0;
	for (int k = 0; k < ph->begin.n; k++)
		if (VEC_AT(ph->begin, struct effect_def, k)->carry_deferred !=
		    NULL)
			return 0;
	return 1;
}


/* May the effects of action a be kept aside (their field's own test
 * below)? */
static int
effects_aside_ok(const struct ruleset *rs, const struct action_def *a)
{
	for (int k = 0; k < a->effects.n; k++) {
		const struct effect_def *e = VEC_AT(a->effects,
		    struct effect_def, k);
		const char *verb = eng_effect_verb(e);
		/* the lookups by verb read it: unless an action before it,
		 * whose effects are read, does the verb and answers them
		 * first (a 'pass' that marks players done, as the 'pick'
		 * before it does), and it belongs to no phase, whose
		 * commands the phase's actions' verbs are
		 * (rs_phase_allows) */
		if (verb != NULL && (a->phase.i >= 0 || a->phase.name != NULL ||
		    !rs_verb_other(rs, verb, (int)(a - VEC_AT(rs->actions,
		    struct action_def, 0)))))
			return 0;
	}
	return 1;
}

/* The action whose word owner is, or NULL: owner none of the actions'
 * words. */
static const struct action_def *
word_of(const struct ruleset *rs, const void *owner)
{
	uintptr_t o = (uintptr_t)owner;

	for (int i = 0; i < rs->actions.n; i++) {
		const struct action_def *a = VEC_AT(rs->actions,
		    struct action_def, i);
		uintptr_t v = (uintptr_t)a->args.v;
		if (a->args.n > 0 && o >= v && o < v + (size_t)a->args.n *
		    sizeof(struct arg_def))
			return a;
	}
	return NULL;
}

/* May field f of the structure at owner be kept aside (1), or left out
 * (SIMG_DROP)?  Only actions' effects, the declaration of their words of
 * kind items, how a usage shows a word and the lists of values are
 * flagged so
 * (ruleset_schema_decl.c, ruleset_schema_action.c, ruleset_schema.c,
 * ruleset_schema_terr.c). */
static int
aside_ok(const void *ctx, const struct stype *t, const struct sfield *f,
    const void *owner)
{
	const struct ruleset *rs = ctx;
	const struct action_def *a = owner;

	/* the kinds' and pieces' values: left out, their index is kept
	 * after the ruleset (ruleset_image_values.c) */
	if (strcmp(f->key, "values") == 0)
		return SIMG_DROP;
	/* an items word's declaration (item, flags, under, fields,
	 * written), with its action's effects: read as they are
	 * (read_aside, decl_check_ready.c; the usage line, engine_usage.c);
	 * one read by-effect with them also when they are walked as the
	 * action is taken (effects_later), not kept aside */
	if ((strcmp(f->key, "item") == 0 || strcmp(f->key, "flags") == 0 ||
	    strcmp(f->key, "under") == 0 || strcmp(f->key, "fields") == 0 ||
	    strcmp(f->key, "written") == 0) &&
	    (a = word_of(rs, owner)) != NULL)
		return ((const struct arg_def *)owner)->kind == ARG_ITEMS &&
		    a->effects.n > 0 && (effects_aside_ok(rs, a) ||
		    ((const struct arg_def *)owner)->read == ITEM_READ_EFFECT);
	/* how a usage shows a word, with its action's effects: read as
	 * the usage is made (engine_usage.c) */
	if (strcmp(f->key, "shown") == 0 && (a = word_of(rs, owner)) != NULL)
		return a->effects.n > 0 && effects_aside_ok(rs, a);
	a = owner;
	if (strcmp(f->key, "round-end") == 0 ||
	    strcmp(f->key, "turn-end") == 0)
		return 1;
	/* the setup's begin, read when 'new' carries it out */
	if (owner == &rs->setup)
		return 1;
	/* a pool combat's destroyed and over, read when first carried out
	 * (the combats' array may grow after the load: rs_aside_moved) */
	if (t == stype_elem(eng_t_combats))
		return 1;
	if (t != stype_elem(eng_t_actions))
		return phase_aside_ok(f, owner);
	/* a queued command's effects, the tests it meets again and the
	 * shape of its entry in the report: read when the action is taken
	 * or its command carried out (eng_action_ready; every action that
	 * queues, as the report's lists are made: engine_deferred.c) */
	if (f->off == offsetof(struct action_def, deferred) ||
	    f->off == offsetof(struct action_def, deferred_require) ||
	    f->off == offsetof(struct action_def, deferred_json))
		return 1;
	/* its requirements: read when it is taken (eng_action_ready); but
	 * those of an action of no phase whose first test is 'setup', which
	 * the hints read (is it the setup's? eng_action_setup_only, which
	 * answers no for requirements kept aside) */
	if (f->off == offsetof(struct action_def, require))
		return a->phase.i >= 0 || a->phase.name != NULL ||
		    a->run != NULL || a->require.n <= 0 ||
		    VEC_AT(a->require, struct require_def, 0)->test.text ==
		    NULL || strcmp(VEC_AT(a->require, struct require_def,
		    0)->test.text, "setup") != 0;
	if (f->off != offsetof(struct action_def, effects))
		return 0;
	return effects_aside_ok(rs, a);
}

int
rs_image_put(const struct ruleset *rs, const struct ynode *root,
    struct strbuf *out)
{
	struct strbuf body, aside;
	struct simg_w w;
	struct simg_w head;
	uint64_t old, sum;
	size_t at = out->len, end;
	int r = -1;

	if (rs_words_old_keys(root, &old) < 0)
		return -1;
	sb_init(&body);
	sb_init(&aside);
	memset(&w, 0, sizeof w);
	w.b = &body;
	w.aside = &aside;
	w.files = (const char *const *)rs->files;
	w.nfiles = rs->nfiles;
	w.lazy = aside_ok;
	w.ctx = rs;
	simg_put_u(&w, old);
	simg_put_u(&w, (uint64_t)rs->zones_old);
	simg_put_u(&w, (uint64_t)rs->nunknown);
	for (int i = 0; i < rs->nunknown; i++) {
		const struct sunknown *u = &rs->unknown[i];
		/* the field is found again by its path: kept only if it is */
		char kept[256];
		if (schema_field_of(rs_root_type, rs_path_kept(rs, u->path,
		    kept, sizeof kept), NULL) != u->field)
			w.failed = 1;
		simg_put_str(&w, u->path);
		simg_put_pos(&w, &u->pos);
	}
	{
		int hint[RS_HINT_N];
		rs_hint_table(rs, hint);
		simg_put_u(&w, RS_HINT_N);
		for (int k = 0; k < RS_HINT_N; k++)
			simg_put_u(&w, (uint64_t)(hint[k] + 1));
	}
	simg_put(&w, rs_root_type, rs);
	rs_image_put_values(&w, rs);
	rs_image_put_borders(&w, rs);
	memset(&head, 0, sizeof head);
	head.b = out;
	for (int i = 0; i < rs->nfiles; i++)
		head.texts += strlen(rs->files[i]) + 1;
	sb_addn(out, MAGIC "\0\0\0\0\0\0\0\0", HEAD);
	simg_put_u(&head, (uint64_t)aside.len);
	simg_put_u(&head, w.texts + head.texts);
	simg_put_u(&head, (uint64_t)rs->nfiles);
	for (int i = 0; i < rs->nfiles; i++)
		simg_put_str(&head, rs->files[i]);
	sb_addn(out, body.s, body.len);
	end = out->len;
	/* a ruleset may keep nothing aside (a small test game): no bytes,
	 * and no array to copy them from */
	if (aside.len > 0)
		sb_addn(out, aside.s, aside.len);
	if (!w.failed && !body.failed && !aside.failed && !out->failed) {
		sum = simg_sum(out->s + at + HEAD, end - at - HEAD);
		for (int i = 0; i < 8; i++)
			out->s[at + 4 + i] = (char)(sum >> (8 * i));
		r = 0;
	}
	sb_release(&body);
	sb_release(&aside);
	return r;
}

/* The names of the texts, owned by rs as ruleset_load's are. */
static int
get_files(struct simg_r *r, struct ruleset *rs)
{
	uint64_t n = simg_get_u(r, 64);

	if (r->failed || n == 0 ||
	    (rs->files = calloc(n, sizeof *rs->files)) == NULL)
		return -1;
	for (; (uint64_t)rs->nfiles < n; rs->nfiles++) {
		char *s = simg_get_str(r);
		if (s == NULL || s == schema_unknown_str ||
		    (rs->files[rs->nfiles] = strdup(s)) == NULL)
			return -1;
	}
	return 0;
}

static int
get_unknowns(struct simg_r *r, struct ruleset *rs)
{
	uint64_t n = simg_get_u(r, (uint64_t)(r->end - r->p) / 4);

	if (r->failed)
		return -1;
	if (n == 0)
		return 0;
	if ((rs->unknown = calloc(n, sizeof *rs->unknown)) == NULL)
		return -1;
	for (; (uint64_t)rs->nunknown < n; rs->nunknown++) {
		struct sunknown *u = &rs->unknown[rs->nunknown];
		char *s = simg_get_str(r);
		simg_get_pos(r, &u->pos);
		if (s == NULL || s == schema_unknown_str || r->failed ||
		    (u->path = strdup(s)) == NULL)
			return -1;
	}
	return 0;
}

/* The unknowns' fields, by their paths, once the kinds are read (a path
 * of 'pieces' names a kind kept one by one: rs_path_kept). */
static void
unknown_fields(struct ruleset *rs)
{
	char kept[256];

	for (int i = 0; i < rs->nunknown; i++) {
		struct sunknown *u = &rs->unknown[i];
		u->field = schema_field_of(rs_root_type, rs_path_kept(rs,
		    u->path, kept, sizeof kept), &u->type);
	}
}

/* The values r kept aside, and their bytes (in the area of r->aside_len
 * bytes at area), taken by rs. */
static int
keep_aside(struct simg_r *r, const unsigned char *area, struct ruleset *rs)
{
	size_t n = 0;

	if (r->nlazy == 0)
		return 0;
	for (int i = 0; i < r->nlazy; i++)
		n += r->lazy[i].len;
	if ((rs->aside_bytes = malloc(n + 1)) == NULL)
		return -1;
	n = 0;
	for (int i = 0; i < r->nlazy; i++) {
		memcpy(rs->aside_bytes + n, area + r->lazy[i].off,
		    r->lazy[i].len);
		r->lazy[i].off = n;
		n += r->lazy[i].len;
	}
	rs->aside = r->lazy;
	rs->naside = r->nlazy;
	r->lazy = NULL;
	r->nlazy = r->caplazy = 0;
	return 0;
}

static unsigned
slot_of(const void *dest, int bits)
{
	return (unsigned)(((uint64_t)(uintptr_t)dest *
	    0x9e3779b97f4a7c15ULL) >> (64 - bits));
}

/* The values kept aside found by where they go: a table of twice as many
 * slots at least, made as they are kept and again when some move.  The
 * checks at load ask of every action's effects and every phase's lists,
 * most of them read, whether they are aside: a search of them all each
 * time cost as much as what asked.  Without the table (out of memory)
 * they are searched. */
static void
index_aside(struct ruleset *rs)
{
	int bits = 4;

	free(rs->aside_at);
	rs->aside_at = NULL;
	while ((1 << bits) < 2 * rs->naside)
		bits++;
	if (rs->naside == 0 || (rs->aside_at = calloc((size_t)1 << bits,
	    sizeof *rs->aside_at)) == NULL)
		return;
	rs->aside_bits = bits;
	for (int i = 0; i < rs->naside; i++) {
		unsigned s = slot_of(rs->aside[i].dest, bits);
		while (rs->aside_at[s] != 0)
			s = (s + 1) & ((1u << bits) - 1);
		rs->aside_at[s] = i + 1;
	}
}

static struct simg_lazy *
aside_of(const struct ruleset *rs, const void *dest)
{
	unsigned mask = (1u << rs->aside_bits) - 1;

	if (rs->aside_at == NULL) {
		for (int i = 0; i < rs->naside; i++)
			if (rs->aside[i].dest == dest)
				return &rs->aside[i];
		return NULL;
	}
	for (unsigned s = slot_of(dest, rs->aside_bits);
	    rs->aside_at[s] != 0; s = (s + 1) & mask)
		if (rs->aside[rs->aside_at[s] - 1].dest == dest)
			return &rs->aside[rs->aside_at[s] - 1];
	return NULL;
}

void
rs_aside_moved(struct ruleset *rs, uintptr_t was, size_t n, void *now)
{
	for (int i = 0; i < rs->naside; i++) {
		uintptr_t at = (uintptr_t)rs->aside[i].dest;
		if (at >= was && at < was + n)
			rs->aside[i].dest = (char *)now + (at - was);
	}
	index_aside(rs);
}

int
rs_aside(const struct ruleset *rs, const void *dest)
{
	const struct simg_lazy *z = aside_of(rs, dest);

	return z != NULL && !z->read;
}

/* (decl.h: here, beside rs_aside, which it reads, for the state, the
 * engine and the checks to call without a circle) */
int
eng_has_deferred(const struct ruleset *rs, const struct action_def *a)
{
	(void)rs;
	return a->deferred.n > 0 || a->deferred_aside;
}

/* The actions whose deferred list r kept aside, marked: every check at
 * load asks eng_has_deferred of every action, and a search of the values
 * kept aside for each was a tenth of what the checks cost. */
static void
mark_deferred(struct ruleset *rs)
{
	const size_t sz = sizeof(struct action_def);
	uintptr_t v = (uintptr_t)rs->actions.v;
	uintptr_t end = v + (size_t)rs->actions.n * sz;

	for (int i = 0; i < rs->naside; i++) {
		uintptr_t at = (uintptr_t)rs->aside[i].dest;
		if (at >= v && at < end && (at - v) % sz ==
		    offsetof(struct action_def, deferred))
			VEC_AT(rs->actions, struct action_def,
			    (at - v) / sz)->deferred_aside = 1;
	}
}

#define NHEAP 2

/* Where r reads rs's arrays: its arena, but for the vectors a later pass
 * grows or replaces (heap, NHEAP of them): the combats made from old
 * mechanisms' keys (ruleset_combats.c) and a ranking's chain
 * (ruleset_rankings.c); and the defaults it sets (ruleset_dflts.c). */
static void
reader_of(struct ruleset *rs, struct simg_r *r, const struct vec **heap)
{
	heap[0] = &rs->combats;
	heap[1] = &rs->mech.chosen_order.chain;
	r->arena = &rs->image_arrays;
	r->heap = heap;
	r->nheap = NHEAP;
	rs_dflts(&r->dflts);
}

int
rs_aside_renew(struct ruleset *rs, struct ruleset *from)
{
	unsigned char *b = rs->aside_bytes;

	if (from->naside != rs->naside)
		return -1;
	for (int i = 0; i < rs->naside; i++)
		if (from->aside[i].ntext != rs->aside[i].ntext ||
		    from->aside[i].t != rs->aside[i].t)
			return -1;
	for (int i = 0; i < rs->naside; i++) {
		rs->aside[i].off = from->aside[i].off;
		rs->aside[i].len = from->aside[i].len;
		rs->aside[i].sum = from->aside[i].sum;
	}
	rs->aside_bytes = from->aside_bytes;
	from->aside_bytes = b;
	return 0;
}

int
rs_ready(const struct ruleset *crs, const void *dest)
{
	/* read once, in place, as eng_action_ready walks the effects */
	struct ruleset *rs = (struct ruleset *)crs;
	struct simg_lazy *z = aside_of(rs, dest);
	const struct vec *heap[NHEAP];
	struct simg_r from;

	if (z == NULL || z->read)
		return 0;
	memset(&from, 0, sizeof from);
	from.files = rs->files;
	from.nfiles = rs->nfiles;
	reader_of(rs, &from, heap);
	if (simg_get_lazy(&from, z, rs->aside_bytes + z->off, rs) == 0)
		return 0;
	/* its bytes damaged (not read: z->read is not set), where the rest
	 * of the image was whole: the texts' image gives them again */
	if (z->read || rs->reaside == NULL ||
	    rs->reaside(rs->reaside_ctx, rs) < 0)
		return -1;
	return simg_get_lazy(&from, z, rs->aside_bytes + z->off, rs);
}

void
rs_image_seal(unsigned char *buf, size_t len)
{
	struct simg_r r;
	uint64_t sum;

	memset(&r, 0, sizeof r);
	r.p = buf + HEAD;
	r.end = buf + len;
	if (len < HEAD || (r.aside_len = simg_get_u(&r, len - HEAD), r.failed) ||
	    r.aside_len > len - (size_t)(r.p - buf))
		return;
	sum = simg_sum(buf + HEAD, len - r.aside_len - HEAD);
	for (int i = 0; i < 8; i++)
		buf[4 + i] = (unsigned char)(sum >> (8 * i));
}

int
rs_image_get(const void *buf, size_t len, struct ruleset *rs,
    uint64_t *old_keys)
{
	const unsigned char *p = buf;
	struct simg_r r;
	const struct vec *heap[NHEAP];
	uint64_t sum = 0, texts;

	if (len < HEAD || memcmp(p, MAGIC, 4) != 0)
		return -1;
	for (int i = 0; i < 8; i++)
		sum |= (uint64_t)p[4 + i] << (8 * i);
	memset(&r, 0, sizeof r);
	r.p = p + HEAD;
	r.end = p + len;
	/* the area of the values kept aside last: summed each when read */
	r.aside_len = simg_get_u(&r, len - HEAD);
	if (r.failed || r.aside_len > len - (size_t)(r.p - p) ||
	    sum != simg_sum(p + HEAD, len - r.aside_len - HEAD))
		return -1;
	r.end = p + len - r.aside_len;
	/* the texts of the image are fewer bytes than the image */
	texts = simg_get_u(&r, len);
	if (r.failed || (rs->image_texts = malloc(texts + 1)) == NULL)
		return -1;
	rs->image_len = texts + 1;
	r.text = rs->image_texts;
	r.text_end = r.text + texts + 1;
	reader_of(rs, &r, heap);
	/* the file names first, read into the block before it is the
	 * ruleset's: then the positions can point to the names kept */
	if (get_files(&r, rs) < 0)
		goto fail;
	r.files = rs->files;
	r.nfiles = rs->nfiles;
	*old_keys = simg_get_u(&r, UINT64_MAX);
	rs->zones_old = (int)simg_get_u(&r, 1);
	if (get_unknowns(&r, rs) < 0)
		goto fail;
	/* the hints' actions, checked against the actions once read */
	if (simg_get_u(&r, RS_HINT_N) != RS_HINT_N)
		goto fail;
	for (int k = 0; k < RS_HINT_N; k++)
		rs->hint_at[k] = (int)simg_get_u(&r, INT32_MAX) - 1;
	simg_get(&r, rs_root_type, rs, NULL);
	if (r.failed || rs_image_get_values(&r, rs) < 0 ||
	    rs_image_get_borders(&r, rs) < 0)
		goto fail;
	unknown_fields(rs);
	for (int k = 0; k < RS_HINT_N; k++)
		if (rs->hint_at[k] >= rs->actions.n)
			goto fail;
	rs->hint_kept = 1;
	if (r.failed || simg_check_refs(&r, rs) < 0 || r.p != r.end ||
	    r.text != r.text_end - 1 || r.aside_next != r.aside_len ||
	    keep_aside(&r, r.end, rs) < 0)
		goto fail;
	index_aside(rs);
	mark_deferred(rs);
	simg_r_release(&r);
	return 0;
fail:
	simg_r_release(&r);
	return -1;
}
