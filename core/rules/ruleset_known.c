/* ruleset_known.c: known(KEY.PATH), whether a value the ruleset may leave
 * unknown is given, found by its dotted key as an option's `key` writes
 * it (resources.ore.start, mechanisms.colonies.neutral-strikers): the
 * path is walked through the schema's types and the ruleset's values
 * together, each id of a mapping one the ruleset declares, so that a
 * path the ruleset has no value at is refused when it is read, not
 * answered 0 at the table. */
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"

#include <stdio.h>
#include <string.h>

/* Whether the value of kind k at p is given: not written unknown, nor
 * absent where absent is unknown (a text absent is not given). */
static int
value_given(enum skind k, const char *p)
{
	const char *s;

	switch (k) {
	case SK_INT:
		return *(const long *)(const void *)p != SCHEMA_UNKNOWN_INT;
	case SK_ENUM:
		return *(const int *)(const void *)p >= 0;
	case SK_DICT:
	case SK_LIST:
		return ((const struct vec *)(const void *)p)->n >= 0;
	case SK_REF:
		s = ((const struct sref *)(const void *)p)->name;
		break;
	case SK_STR:
		s = *(char *const *)(const void *)p;
		break;
	case SK_PSTR:
	case SK_EXPR:	/* an expression begins as a text with its place */
		s = ((const struct spstr *)(const void *)p)->text;
		break;
	default:	/* a yes or no, a tree: never unknown */
		return 1;
	}
	return s != NULL && s != schema_unknown_str;
}

/* The field named key of the structure type t, or NULL. */
static const struct sfield *
field_named(const struct stype *t, const char *key)
{
	const struct sfield *f;

	for (f = stype_fields(t); f->key[0] != '\0'; f++)
		if (strcmp(f->key, key) == 0)
			return f;
	return NULL;
}

int
rs_known_path(const struct ruleset *rs, const char *path, char *err,
    size_t n)
{
	const struct stype *t = rs_root_type;
	const struct sfield *last = NULL;
	const char *p = (const char *)rs, *at = path, *path_now;
	char now[512], key[SCHEMA_KEY_MAX + 64];
	int whole = 0;		/* every key of the path found */

	/* a path by the keys of before (ruleset_zones_old.c) */
	if (rs_zones_path_now(path, now, sizeof now) != NULL)
		at = now;
	path_now = at;
	for (;;) {
		size_t len = strcspn(at, ".");
		const struct vec *v;
		int i;
		if ((whole = *at == '\0') != 0 || len >= sizeof key)
			break;
		memcpy(key, at, len);
		key[len] = '\0';
		at += len + (at[len] == '.');
		if (t->kind == SK_STRUCT) {
			if ((last = field_named(t, key)) == NULL)
				break;
			p += last->off;
			t = sfield_type(t, last);
			/* a structure not written holds no values */
			if (t->kind == SK_STRUCT && (last->flags &
			    SF_PRESENT) && *(const int *)(const void *)p == 0)
				break;
			continue;
		}
		if (t->kind != SK_DICT)
			break;
		v = (const struct vec *)(const void *)p;
		if ((i = v->n > 0 ? vec_find(v, key) : -1) < 0)
			break;
		t = stype_elem(t);
		p = (const char *)v->v + (size_t)i * schema_size(t);
	}
	if (whole && last != NULL && (last->flags & (SF_UNKNOWN |
	    SF_ABSENT_UNKNOWN)) && t->kind != SK_STRUCT)
		return value_given(t->kind, p);
	if (whole && last != NULL)
		snprintf(err, n, "'%s' is a value the ruleset may not leave "
		    "unknown, always known: name one that may be written "
		    "unknown, as 'resources.ID.start'", path);
	else	/* the path as far as the key that is none */
		snprintf(err, n, "the ruleset has no value at '%s' (nothing "
		    "at '%.*s'): name a key it gives or leaves unknown, each "
		    "id one it declares, as 'resources.ID.start'", path,
		    (int)(at - path_now - (at > path_now && at[-1] == '.')),
		    path_now);
	return -1;
}
