/* decl_kind.c: what an effect does, read off the schema.  An effect is a
 * mapping with one key saying what it does (gain, if, each-player, ...)
 * beside the keys that only change how (says, json, where, usage,
 * unknown).  Which keys are written is found by walking the effect's
 * fields in the schema, so that an effect added to the schema is known
 * here without a list to keep. */
#include "core/rules/decl.h"
#include "core/rules/decl_fx.h"

#include <stddef.h>
#include <stdint.h>

#include <string.h>

#include "core/base/schema.h"

/* The keys of an effect that change how it is done, not what: one of
 * them beside nothing else is no effect. */
static const char modifiers[][SCHEMA_KEY_MAX] = { "says", "json", "where",
	"usage", "unknown", "" };

int
eng_effect_modifier(const char *key)
{
	for (int i = 0; modifiers[i][0] != '\0'; i++)
		if (modifiers[i][0] == key[0] && strcmp(modifiers[i], key) == 0)
			return 1;
	return 0;
}

/* Whether field f, of kind k, tells if its key was written. */
static int
readable(enum skind k, const struct sfield *f)
{
	switch (k) {
	case SK_BOOL:
	case SK_ENUM:	/* one whose first name says it is not there */
	case SK_STR:
	case SK_EXPR:
	case SK_PSTR:
	case SK_LIST:
	case SK_DICT:
		return 1;
	case SK_STRUCT:
		/* a structure tells it only by its first member */
		return (f->flags & SF_PRESENT) != 0;
	default:
		return 0;
	}
}

/* The keys that say what an effect does, read once off the schema: where
 * each lies in struct effect_def, by how it tells it was written (an int
 * not 0: a flag, a structure's present; a pointer not NULL: a text, an
 * expression's text, its first member; a list's count above 0), in the
 * schema's order within each. */
enum { W_INT = EFFECT_FLAG, W_PTR = EFFECT_PTR, W_VEC = EFFECT_LIST,
	W_N };
static size_t offs[W_N][160];
static const char *names[W_N][160];
static int noffs[W_N] = { -1 };

static void
read_keys(void)
{
	const struct stype *t = stype_elem(eng_t_effects);

	memset(noffs, 0, sizeof noffs);
	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0';
	    f++) {
		enum skind k = sfield_type(t, f)->kind;
		int w = k == SK_STR || k == SK_EXPR ||
		    k == SK_PSTR ? W_PTR : k == SK_LIST ||
		    k == SK_DICT ? W_VEC : W_INT;
		if (!readable(k, f) || eng_effect_modifier(f->key) ||
		    noffs[w] == (int)(sizeof offs[w] / sizeof offs[w][0]))
			continue;
		names[w][noffs[w]] = f->key;
		offs[w][noffs[w]++] = f->off;
	}
}

int
eng_effect_kinds(const struct effect_def *e, const char **first,
    const char **second)
{
	/* the first two keys, as the walker counted them in the tag: no
	 * member read (of another kind's, an effect has none) */
	const struct sfield *fs = stype_fields(stype_elem(eng_t_effects));

	*first = *second = NULL;
	if (e->key.n < 2)
		return e->key.n;
	*first = e->key.key > 0 ? fs[e->key.key - 1].key : NULL;
	*second = e->key.key2 > 0 ? fs[e->key.key2 - 1].key : NULL;
	return e->key.n;
}

/* The kinds, the rows of the table of checks (decl_effect_kind.h). */
#define NKINDS ((size_t)EK_END - 1)

/* The kind of the member at off of an effect, EK_NONE for none: a
 * switch on the members' offsets, no table to build. */
static int
kind_at(size_t off)
{
	switch (off) {
#define AT(key, how, m, fn) case offsetof(struct effect_def, m): return EK_##m;
	EFFECT_CHECKS(AT)
#undef AT
	}
	return EK_NONE;
}

/* The row of the key e was read with, as its tag says (struct
 * schema_tag: the walker and the image's reader store it), by the
 * field's member: NKINDS where the tag tells none (an effect made at
 * load, not read), or two keys or more (the table of checks is the
 * schema's keys, test_effect_checks). */
size_t
eng_effect_row_read(const struct effect_def *e)
{
	/* by the field's place: its kind + 1, 1 for none, 0 not yet
	 * looked up (a command looks up the few kinds its effects have) */
	static unsigned char kinds[256];
	static const struct sfield *fs;
	unsigned k = e->key.key - 1u;

	if (e->key.n != 1 || k >= sizeof kinds)
		return NKINDS;
	if (kinds[k] == 0) {
		if (fs == NULL)
			fs = stype_fields(stype_elem(eng_t_effects));
		kinds[k] = (unsigned char)(kind_at(fs[k].off) + 1);
	}
	return kinds[k] > 1 ? (size_t)kinds[k] - 2 : NKINDS;
}

int
eng_effect_kind_read(const struct effect_def *e)
{
	size_t row;

	/* the kind its key tells stored now, as its check would store it
	 * (the effect is the ruleset's, writable: an effect read from the
	 * image is told it again by every test of what it is, else) */
	if ((row = eng_effect_row_read(e)) < NKINDS)
		return ((struct effect_def *)(uintptr_t)e)->kind = (int)row + 1;
	return EK_NONE;
}

/* Where the member of kind k lies in an effect; 0 for none (no kind's
 * member lies at 0: the tag does). */
static size_t
kind_off(int k)
{
	switch (k) {
#define OFF(key, how, m, fn) case EK_##m: return offsetof(struct effect_def, m);
	EFFECT_CHECKS(OFF)
#undef OFF
	}
	return 0;
}

int
eng_effect_holds(const struct effect_def *e, size_t off)
{
	const struct stype *t = stype_elem(eng_t_effects);
	const struct sfield *fs = stype_fields(t), *f = NULL;
	size_t at;

	if (e->key.n == 1)
		f = fs + e->key.key - 1;
	else if ((at = kind_off(e->kind)) != 0)
		for (f = fs; f->key[0] != '\0' && f->off != at; f++)
			;
	else if (schema_keys_overlap(t))
		/* of two keys, the member in place (schema.c, walk_struct): the
		 * first walked; of none, nothing */
		return e->key.held > 0 && off >= fs[e->key.held - 1].off &&
		    off < fs[e->key.held - 1].off + schema_size(sfield_type(t,
		    &fs[e->key.held - 1]));
	if (f == NULL || f->key[0] == '\0')
		return 1;
	/* off is a member of some kind's field (callers name one): of
	 * this effect's, or of another's, which holds nothing */
	return off >= f->off && off < f->off + schema_size(sfield_type(t, f));
}

void
eng_effect_lists(const struct effect_def *e, const struct vec *in[2])
{
	in[0] = in[1] = NULL;
	switch (eng_effect_kind(e)) {
	case EK_cond:
		in[0] = &e->cond.then;
		in[1] = &e->cond.otherwise;
		break;
	case EK_each:
		in[0] = &e->each;
		break;
	case EK_each_in_turn:
		in[0] = &e->each_in_turn;
		break;
	case EK_each_region:
		in[0] = &e->each_region;
		break;
	case EK_each_group:
		in[0] = &e->each_group;
		break;
	case EK_each_site:
		in[0] = &e->each_site;
		break;
	case EK_each_squad_in_flight:
		in[0] = &e->each_squad_in_flight;
		break;
	case EK_combat_round:
		in[0] = &e->combat_round.then;
		break;
	case EK_each_source:
		in[0] = &e->each_source.then;
		break;
	default:
		break;
	}
}

int
eng_effect_kind_names(const char **v, int max)
{
	const struct stype *t = stype_elem(eng_t_effects);
	int n = 0;

	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0' &&
	    n < max; f++)
		/* a text of before is read and upgraded, not written */
		if (!eng_effect_modifier(f->key) && strstr(sfield_help(f),
		    "a text of before") == NULL)
			v[n++] = f->key;
	return n;
}

int
eng_effect_kinds_untold(void)
{
	const struct stype *t = stype_elem(eng_t_effects);
	int bad = 0;

	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0'; f++)
		if (!eng_effect_modifier(f->key) && !readable(sfield_type(t, f)->kind,
		    f))
			bad++;
	if (noffs[0] < 0)
		read_keys();
	for (const struct sfield *f = stype_fields(t); f->key[0] != '\0'; f++)
		bad += !eng_effect_modifier(f->key) && readable(sfield_type(t,
		    f)->kind, f);
	return bad - noffs[W_INT] - noffs[W_PTR] - noffs[W_VEC];
}

int
eng_effect_key_count(void)
{
	if (noffs[0] < 0)
		read_keys();
	return noffs[W_INT] + noffs[W_PTR] + noffs[W_VEC];
}

const char *
eng_effect_key_name(int k)
{
	if (k < 0 || k >= eng_effect_key_count())
		return NULL;
	for (int w = 0; w < W_N; k -= noffs[w], w++)
		if (k < noffs[w])
			return names[w][k];
	return NULL;
}

int
eng_effect_key_where(int k, size_t *off)
{
	if (k < 0 || k >= eng_effect_key_count())
		return -1;
	for (int w = 0; w < W_N; k -= noffs[w], w++)
		if (k < noffs[w]) {
			*off = offs[w][k];
			return w;
		}
	return -1;
}
