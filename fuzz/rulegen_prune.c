/* rulegen_prune.c: a made ruleset the check refuses, with the part it
 * refuses taken out (rulegen.h), so that the rest is played. */
#include "rulegen.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/ytree.h"

/* The entry of mapping or sequence m whose lines, from its own to the
 * next entry's (or end), hold line; -1 when none does. */
static int
entry_at(const struct ynode *m, int line, int end)
{
	for (int i = 0; i < m->n; i++) {
		const struct ynode *at = m->kind == Y_MAP ? m->keys[i] :
		    m->v[i];
		const struct ynode *next = i + 1 < m->n ? (m->kind == Y_MAP ?
		    m->keys[i + 1] : m->v[i + 1]) : NULL;
		if (at->line <= line && line < (next ? next->line : end))
			return i;
	}
	return -1;
}

/* Entry i of m taken out. */
static void
drop(struct ynode *m, int i)
{
	ynode_free(m->v[i]);
	if (m->kind == Y_MAP)
		ynode_free(m->keys[i]);
	memmove(m->v + i, m->v + i + 1, (size_t)(m->n - i - 1) * sizeof *m->v);
	if (m->kind == Y_MAP)
		memmove(m->keys + i, m->keys + i + 1, (size_t)(m->n - i - 1) *
		    sizeof *m->keys);
	m->n--;
}

char *
rulegen_prune(const char *text, int line)
{
	struct ynode *root = NULL, *s, *p;
	struct diag_list errs;
	struct strbuf b;
	int t, e, end, k, done = 0;

	diag_list_init(&errs);
	if (ytree_parse(text, strlen(text), "pruned", &root, &errs) != 0 ||
	    root == NULL || root->kind != Y_MAP || line <= 1 ||
	    (t = entry_at(root, line, 1 << 30)) < 0)
		goto out;
	s = root->v[t];
	end = t + 1 < root->n ? root->keys[t + 1]->line : 1 << 30;
	/* a section's entry (a phase's key: the phase itself is named by
	 * the round), or the section when the line is its own */
	if (s->kind == Y_SCALAR || (e = entry_at(s, line, end)) < 0 ||
	    (s->kind == Y_MAP && s->keys[e]->line == line && s->n == 1))
		drop(root, t);
	else if (strcmp(root->keys[t]->str, "phases") == 0 &&
	    (p = s->v[e])->kind == Y_MAP && s->keys[e]->line != line &&
	    (k = entry_at(p, line, e + 1 < s->n ? s->keys[e + 1]->line :
	    end)) >= 0 && strcmp(p->keys[k]->str, "name") != 0)
		drop(p, k);
	else
		drop(s, e);
	done = 1;
out:
	diag_list_free(&errs);
	if (!done) {
		ynode_free(root);
		return NULL;
	}
	sb_init(&b);
	if (ytree_write(root, &b) != 0)
		abort();
	ynode_free(root);
	return sb_take(&b);
}
