/* schema_path.c: the type and the field at a path below a schema type,
 * and a field's help text (schema.h). */
#include "core/base/schema.h"

#include <string.h>

/* The type at path below t, and in *field the field of the last key of a
 * structure on the way: only when the path ends on it, or (keep) also
 * through the elements of a dict or list below it. */
static const struct stype *
type_at(const struct stype *t, const char *path, const struct sfield **field,
    const struct stype **ftype, int keep)
{
	const char *p = path;
	char key[256];

	*field = NULL;
	*ftype = NULL;
	while (t != NULL && *p != '\0') {
		const struct sfield *f;
		size_t len;
		if (*p == '[') {	/* an element of a list */
			const char *e = strchr(p, ']');
			if (t->kind != SK_LIST || e == NULL)
				return NULL;
			t = stype_elem(t);
			p = e + 1;
			continue;
		}
		if (*p == '.')
			p++;
		len = strcspn(p, ".[");
		if (len >= sizeof key)
			return NULL;
		memcpy(key, p, len);
		key[len] = '\0';
		p += len;
		if (!keep) {
			*field = NULL;
			*ftype = NULL;
		}
		if (t->kind == SK_DICT) {
			t = stype_elem(t);
			continue;
		}
		if (t->kind != SK_STRUCT)
			return NULL;
		/* the first byte first, then the rest with its end (a key
		 * longer than a field's is none): every unknown value's path
		 * is found so as an image is read, and strcmp on every key
		 * of the root's sixty cost some 20 thousand instructions a
		 * command */
		for (f = stype_fields(t); f->key[0] != '\0' &&
		    (f->key[0] != key[0] || len >= SCHEMA_KEY_MAX ||
		    memcmp(f->key + 1, key + 1, len) != 0); f++)
			;
		t = f->key[0] != '\0' ? sfield_type(t, f) : NULL;
		if (f->key[0] != '\0') {
			*field = f;
			*ftype = t;
		}
	}
	return t;
}

const struct stype *
schema_type_at(const struct stype *t, const char *path,
    const struct sfield **field)
{
	const struct sfield *f;
	const struct stype *ft;

	t = type_at(t, path, &f, &ft, 0);
	if (field != NULL)
		*field = f;
	return t;
}

const struct sfield *
schema_field_of(const struct stype *t, const char *path,
    const struct stype **type)
{
	const struct sfield *f;
	const struct stype *ft;

	if (type_at(t, path, &f, &ft, 1) == NULL)
		f = NULL, ft = NULL;
	if (type != NULL)
		*type = ft;
	return f;
}

const char *
sfield_help(const struct sfield *f)
{
	const struct sfield *end = f;
	const char *p;

	while (end->key[0] != '\0')
		end++;
	/* back from the last text, one text for each field from f on: each
	 * text has a NUL before it, the first one too */
	p = (const char *)end + end->def;
	for (; end > f; end--) {
		p--;
		while (*p != '\0')
			p--;
	}
	return p + 1;
}
