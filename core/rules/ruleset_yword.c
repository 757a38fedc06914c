/* ruleset_yword.c: what a ruleset's text calls a concept, read from its
 * tree before the ruleset is: the rewrites of old commands into
 * declarations (ruleset_home.c, ruleset_start.c) write their refusals and
 * lines in the game's words, as the mechanisms said them. */
#include <ctype.h>
#include <stdint.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/words.h"

static const char form_keys[WF__N][8] = { "one", "many", "does", "done" };

const char *
rs_yword(const struct ynode *root, enum rs_word w, enum word_form f)
{
	const char *s = rs_plain_text(rs_ytext(ynode_get(ynode_get(root, "words"),
	    rs_word_ids[w]), form_keys[f]));
	uint64_t keys;

	/* the word its keys gave before words (words_old.c) */
	if (s == NULL && rs_words_old_keys(root, &keys) == 0)
		for (int k = 0; s == NULL && k < 64 &&
		    rs_words_old[k].key[0] != '\0'; k++)
			if (rs_words_old[k].w == w && (keys >> k & 1) &&
			    rs_words_old[k].form[f][0] != '\0')
				s = rs_words_old[k].form[f];
	/* else the general word */
	return s != NULL ? s : rs_word_form(NULL, w, f);
}

int
rs_yword_keep(struct ynode *root, enum rs_word w, const char *key,
    const struct ynode *at)
{
	struct ynode *ws = ynode_get(root, "words"), *t;
	struct strbuf b;
	int k;

	for (k = 0; rs_words_old[k].key[0] != '\0'; k++)
		if (rs_words_old[k].w == w &&
		    strcmp(rs_words_old[k].key, key) == 0)
			break;
	if (rs_words_old[k].key[0] == '\0' || (ws != NULL &&
	    (ws->kind != Y_MAP || ynode_get(ws, rs_word_ids[w]) != NULL)))
		return 0;
	if (ws == NULL && ((ws = ynode_new_map(at->file, at->line,
	    at->col)) == NULL || ynode_set(root, "words", ws) < 0))
		return -1;
	sb_init(&b);
	sb_add(&b, "{");
	for (int f = 0; f < WF__N; f++)
		if (rs_words_old[k].form[f][0] != '\0')
			sb_printf(&b, "%s%s: %s", f > 0 ? ", " : "",
			    form_keys[f], rs_words_old[k].form[f]);
	sb_add(&b, "}\n");
	if ((t = rs_yparse_at(&b, at->file, at)) == NULL ||
	    ynode_set(ws, rs_word_ids[w], t) < 0)
		return -1;
	return 0;
}

const char *
rs_yword_upper(const struct ynode *root, enum rs_word w, char *buf,
    size_t n)
{
	const char *s = rs_yword(root, w, WF_ONE);
	size_t j;

	for (j = 0; s[j] != '\0' && j + 1 < n; j++)
		buf[j] = (char)toupper((unsigned char)s[j]);
	if (n > 0)
		buf[j] = '\0';
	return buf;
}

const char *
rs_yword_name(const char *w, const char *fallback)
{
	static const char *const taken[] = { "me", "nobody", "setup", "here",
	    "who", "round", "players", NULL };

	if (w == NULL || strspn(w, "abcdefghijklmnopqrstuvwxyz") == 0 ||
	    strspn(w, "abcdefghijklmnopqrstuvwxyz0123456789_") != strlen(w))
		return fallback;
	for (int i = 0; taken[i] != NULL; i++)
		if (strcmp(taken[i], w) == 0)
			return fallback;
	return w;
}

const char *
rs_yusage_word(const char *usage, int k, char *buf, size_t n)
{
	const char *s = usage;
	size_t len, j;

	for (int i = 0; s != NULL && i <= k + 1; i++) {
		s += strspn(s, " ");
		len = strcspn(s, " ");
		if (len == 0)
			return NULL;
		if (i == k + 1) {
			for (j = 0; j < len && j + 1 < n; j++)
				buf[j] = (char)tolower((unsigned char)s[j]);
			buf[j] = '\0';
			return buf;
		}
		s += len;
	}
	return NULL;
}
