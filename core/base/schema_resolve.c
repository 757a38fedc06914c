/* schema_resolve.c: the references the walk met, looked up in their
 * targets once the whole tree is read; an id in a vector (schema.h). */
#include "core/base/schema_int.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

int
vec_find(const struct vec *v, const char *id)
{
	unsigned first;

	if (v == NULL || v->ids == NULL || v->n <= 0)
		return -1;
	/* the first bytes compared before the call: two that differ with
	 * their 0x20 bit set differ in any case (most ids tried are not
	 * the one) */
	first = (unsigned char)id[0] | 0x20;
	for (int i = 0; i < v->n; i++)
		if (((unsigned char)v->ids[i][0] | 0x20) == first &&
		    strcasecmp(v->ids[i], id) == 0)
			return i;
	return -1;
}

int
schema_resolve(struct schema_ctx *c, const void *root)
{
	int errors = 0;

	for (int i = 0; i < c->nrefs; i++) {
		struct pending *p = &c->refs[i];
		const struct vec *v = stype_target(p->type, root);
		char list[400] = "";
		size_t len;
		int (*alias)(const void *, const char *);

		if (p->dest->name == NULL)
			continue;
		if (v == NULL || v->n < 0)
			continue;	/* the target is unknown: nothing to check */
		p->dest->i = vec_find(v, p->dest->name);
		alias = stype_link(p->type)->alias;
		if (p->dest->i < 0 && alias != NULL)
			p->dest->i = alias(root, p->dest->name);
		if (p->dest->i >= 0 || p->dest->i == SCHEMA_REF_ELSEWHERE)
			continue;	/* found, or refused later */
		for (int j = 0; j < v->n; j++) {
			len = strlen(list);
			if (len > sizeof list - 40) {
				snprintf(list + len, sizeof list - len, ", ...");
				break;
			}
			snprintf(list + len, sizeof list - len, "%s%s",
			    j ? ", " : "", v->ids[j]);
		}
		diag_list_add(c->errs, ST_DATA, p->dest->pos.file,
		    p->dest->pos.line, p->dest->pos.col,
		    "'%s' names a%s %s '%s' that is not declared%s%s%s",
		    p->path, p->type->what[0] && strchr("aeiou",
		    p->type->what[0]) ? "n" : "",
		    p->type->what[0] ? p->type->what : "an entry",
		    p->dest->name,
		    v->n > 0 ? " (declared: " : "", list, v->n > 0 ? ")" : "");
		errors++;
	}
	return errors;
}
