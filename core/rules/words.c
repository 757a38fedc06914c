/* words.c: the game's words for its concepts (see words.h). */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "core/base/schema.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"
#include "core/rules/words.h"

const char *const rs_word_ids[] = { "chief", "link", "port", NULL };

/* The general words, for a game that names none. */
static const char *const general[W__N][2] = {
	[W_CHIEF] = { "chief", "chiefs" },
	[W_LINK] = { "link", "links" },
	[W_PORT] = { "port", "ports" },
};

static const struct stype t_word_str = { .kind = SK_STR };
static const struct sfield word_fields[] = {
	SCHEMA_F("one", t_word_str, struct word_def, one, SF_REQUIRED, 0,
	    "the word for one: captain"),
	SCHEMA_F("many", t_word_str, struct word_def, many, SF_REQUIRED, 0,
	    "the word for several: captains"),
	SCHEMA_END
};
SCHEMA_STRUCT_T(t_word, struct word_def, word_fields, "a word");
SCHEMA_XDICT_T(rs_words_type, t_word, "words");

const char *
rs_word(const struct ruleset *rs, enum rs_word w, long n)
{
	const char *s = rs->word[w][n == 1 ? 0 : 1];

	return s != NULL ? s : general[w][n == 1 ? 0 : 1];
}

/* Is the dotted key written in the tree? */
static int
has_key(const struct ynode *root, const char *path)
{
	char part[64];
	const struct ynode *n = root;

	while (n != NULL && *path != '\0') {
		size_t k = strcspn(path, ".");

		if (k >= sizeof part)
			return 0;
		memcpy(part, path, k);
		part[k] = '\0';
		n = ynode_get(n, part);
		path += k + (path[k] == '.');
	}
	return n != NULL;
}

int
rs_words_settle(struct ruleset *rs, const struct ynode *root,
    struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->words.n; i++) {
		const struct word_def *d = VEC_AT(rs->words, struct word_def, i);
		int w = 0;

		while (rs_word_ids[w] != NULL &&
		    strcmp(rs_word_ids[w], rs->words.ids[i]) != 0)
			w++;
		if (rs_word_ids[w] == NULL) {
			char known[160] = "";

			for (int k = 0; rs_word_ids[k] != NULL; k++)
				snprintf(known + strlen(known), sizeof known -
				    strlen(known), "%s%s", k == 0 ? "" :
				    rs_word_ids[k + 1] == NULL ? " and " : ", ",
				    rs_word_ids[k]);
			bad += ERR(rs->words.pos[i], "'words.%s': no such "
			    "concept; the words a game may give are %s",
			    rs->words.ids[i], known) != 0;
			continue;
		}
		rs->word[w][0] = d->one;
		rs->word[w][1] = d->many;
	}
	for (const struct word_old *o = rs_words_old; root != NULL &&
	    o->key != NULL; o++)
		if (rs->word[o->w][0] == NULL && has_key(root, o->key)) {
			rs->word[o->w][0] = o->one;
			rs->word[o->w][1] = o->many;
		}
	return bad;
}
