/* ruleset_mech_number.c: mechanism(GROUP, KEY), a number a mechanism
 * declares (mechanisms.GROUP.KEY), read by an expression at the table
 * (and @mechanism GROUP, KEY, a text of one, read by a line), so
 * that an overlay, an option's value or an amendment of it is read: the
 * places of its group and key among the schema's fields are kept, and its
 * offset in the ruleset found from them. */
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_schema.h"

#include <stdio.h>
#include <string.h>

/* The field named key of the structure type t, its place into *i; NULL
 * when t is no structure or has none. */
static const struct sfield *
field_named(const struct stype *t, const char *key, long *i)
{
	const struct sfield *f;

	if (t == NULL || t->kind != SK_STRUCT)
		return NULL;
	f = stype_fields(t);
	for (*i = 0; f[*i].key[0] != '\0'; (*i)++)
		if (strcmp(f[*i].key, key) == 0)
			return &f[*i];
	return NULL;
}

/* Field i of the structure type t (i checked by rs_mech_int). */
static const struct sfield *
field_at(const struct stype *t, long i)
{
	return &stype_fields(t)[i];
}

/* The field mechanisms of the root, its type into *t. */
static const struct sfield *
mechanisms(const struct stype **t)
{
	long i;
	const struct sfield *m = field_named(rs_root_type, "mechanisms", &i);

	*t = m != NULL ? sfield_type(rs_root_type, m) : NULL;
	return m;
}

/* The places of mechanisms.GROUP.KEY, a field of kind kind. */
static int
mech_field(const char *group, const char *key, long *g, long *k,
    enum skind kind)
{
	const struct stype *t;
	const struct sfield *f;

	if (mechanisms(&t) == NULL || group == NULL || key == NULL ||
	    (f = field_named(t, group, g)) == NULL)
		return -1;
	t = sfield_type(t, f);
	/* a key of before (ruleset_colonies_old.c) */
	if ((f = field_named(t, key, k)) == NULL && (key =
	    rs_mech_key_now(group, key)) != NULL)
		f = field_named(t, key, k);
	if (f == NULL)
		return -1;
	return sfield_type(t, f)->kind == kind ? 0 : -1;
}

int
rs_mech_int(const char *group, const char *key, long *g, long *k)
{
	return mech_field(group, key, g, k, SK_INT);
}

int
rs_mech_text(const char *group, const char *key, long *g, long *k)
{
	return mech_field(group, key, g, k, SK_STR);
}

const char *
rs_mech_text_value(const struct ruleset *rs, long g, long k)
{
	const struct stype *t;
	const struct sfield *m = mechanisms(&t), *fg, *fk;

	fg = field_at(t, g);
	fk = field_at(sfield_type(t, fg), k);
	return *(char *const *)(const void *)((const char *)rs + m->off +
	    fg->off + fk->off);
}

long
rs_mech_int_value(const struct ruleset *rs, long g, long k, char *path,
    size_t n)
{
	const struct stype *t;
	const struct sfield *m = mechanisms(&t), *fg, *fk;

	fg = field_at(t, g);
	fk = field_at(sfield_type(t, fg), k);
	if (path != NULL)
		snprintf(path, n, "%s.%s.%s", m->key, fg->key, fk->key);
	return *(const long *)(const void *)((const char *)rs + m->off +
	    fg->off + fk->off);
}
