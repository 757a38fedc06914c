/* words.c: the game's words for its concepts (see words.h). */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/schema.h"
#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_int.h"
#include "core/rules/words.h"

const char rs_word_ids[][SCHEMA_NAME_MAX] = { "chief", "link", "port",
	"shelter", "store", "body", "zone", "striker", "carrier", "producer",
	"folk", "militia", "squad", "pick", "captive", "counter", "unit-card",
	"" };

/* The general words, for a game that names none: in place rather than
 * pointed at, as rs_word_ids, for the dynamic loader writes a table's
 * every address at every start (bench/RESULTS.md, "Start-up"). */
static const char general[W__N][WF__N][SCHEMA_NAME_MAX] = {
	[W_CHIEF] = { "chief", "chiefs", "chiefs", "chiefed" },
	[W_LINK] = { "link", "links", "links", "linked" },
	[W_PORT] = { "port", "ports", "ports", "ported" },
	[W_SHELTER] = { "shelter", "shelters", "shelters", "sheltered" },
	[W_STORE] = { "store", "stores", "stores", "stored" },
	[W_BODY] = { "body", "bodies", "bodies", "bodied" },
	[W_ZONE] = { "zone", "zones", "zones", "zoned" },
	[W_STRIKER] = { "striker", "strikers", "strikes", "struck" },
	[W_CARRIER] = { "carrier", "carriers", "carries", "carried" },
	[W_PRODUCER] = { "producer", "producers", "produces", "produced" },
	[W_FOLK] = { "folk", "folk", "folk", "folked" },
	[W_MILITIA] = { "militia", "militia", "defends", "defended" },
	[W_SQUAD] = { "squad", "squads", "squads", "squadded" },
	[W_PICK] = { "card", "cards", "picks", "picked" },
	[W_CAPTIVE] = { "captive", "captives", "captures", "captured" },
	[W_COUNTER] = { "counter", "counters", "counts", "counted" },
	[W_UNIT_CARD] = { "unit card", "unit cards", "unit cards",
	    "unit carded" },
};

#define WORDS_TYPES(T, L) \
	T(t_word_str, .kind = SK_STR) \
	T(t_word, SCHEMA_STRUCT(struct word_def, word_fields, "a word")) \
	T(rs_words_type, SCHEMA_DICT(t_word, "words"))
SCHEMA_TYPE_INDICES(WORDS_TYPES);
#define WORD_FIELDS(F) \
	F("one", t_word_str, struct word_def, one, SF_REQUIRED, 0, \
	    "the word for one: captain") \
	F("many", t_word_str, struct word_def, many, SF_REQUIRED, 0, \
	    "the word for several: captains") \
	F("does", t_word_str, struct word_def, does, 0, 0, \
	    "the verb, for a concept also done: X links A to B") \
	F("done", t_word_str, struct word_def, done, 0, 0, \
	    "its participle: A and B are linked")

/* The tables and types of this file, one object (schema.h) */
#define WORDS_TABLES(X) \
	X(word_fields, WORD_FIELDS)
SCHEMA_TYPES(words_types, WORDS_TYPES, WORDS_TABLES);
const struct stype *const rs_words_type = &words_types.t[TI_rs_words_type];

const char *
rs_word(const struct ruleset *rs, enum rs_word w, long n)
{
	return rs_word_form(rs, w, n == 1 ? WF_ONE : WF_MANY);
}

const char *
rs_word_form(const struct ruleset *rs, enum rs_word w, enum word_form f)
{
	const char *s = rs != NULL ? rs->word[w][f] : NULL;

	return s != NULL ? s : general[w][f];
}

const char *
rs_word_key(const char *word, enum rs_word w, struct strbuf *b)
{
	size_t at = b->len, i = 0;

	for (; word != NULL && word[i] != '\0'; i++) {
		if (!isalnum((unsigned char)word[i]) && word[i] != '-')
			break;
		sb_addc(b, (char)tolower((unsigned char)word[i]));
	}
	if (word == NULL || i == 0 || word[i] != '\0') {
		sb_truncate(b, at);
		sb_add(b, general[w][WF_MANY]);
	}
	return sb_str(b);
}

const char *
rs_word_caps(const struct ruleset *rs, enum rs_word w, struct strbuf *b)
{
	const char *s = rs_word(rs, w, 1);

	for (size_t i = 0; s[i] != '\0'; i++)
		sb_addc(b, s[i] == ' ' ? '-' : (char)toupper((unsigned char)s[i]));
	return sb_str(b);
}

const char *
rs_word_initial(const struct ruleset *rs, enum rs_word w, char *buf,
    size_t n)
{
	const char *s = rs_word(rs, w, 1);
	size_t i = 0;

	/* its first character whole: a lead byte and its continuations */
	for (; n > 0 && s[i] != '\0' && i + 1 < n && (i == 0 ||
	    ((unsigned char)s[i] & 0xC0) == 0x80); i++)
		buf[i] = s[i];
	if (n > 0)
		buf[i] = '\0';
	return buf;
}

/* Put s at buf + *o: how & 1, each '%' doubled (a format's text); how &
 * 2, in capitals with '-' for a space (a usage line's WORD). */
static void
put(char *buf, size_t n, size_t *o, const char *s, int how)
{
	for (; *s != '\0' && *o + 1 < n; s++) {
		if (*s == '%' && (how & 1)) {
			if (*o + 2 >= n)
				break;
			buf[(*o)++] = '%';
		}
		buf[(*o)++] = !(how & 2) ? *s : *s == ' ' ? '-' :
		    (char)toupper((unsigned char)*s);
	}
}

/* Does p start with the k letters of id, all small (or all capitals)? */
static int
same(const char *p, const char *id, size_t k, int upper)
{
	for (size_t i = 0; i < k; i++)
		if (p[i] != (upper ? toupper((unsigned char)id[i]) : id[i]))
			return 0;
	return 1;
}

static const char *
words_in(const struct ruleset *rs, const char *text, char *buf, size_t n,
    int esc)
{
	const char *p = text;
	size_t o = 0;

	if (n == 0)
		return buf;
	for (; p != NULL && *p != '\0' && o + 1 < n; p++) {
		int w, many = 0, upper;
		size_t k = 0;

		if (*p == '{' && (strncmp(p, "{res", 4) == 0 ||
		    strncmp(p, "{val", 4) == 0) &&
		    (p[4] == '1' || p[4] == '2') && p[5] == '}') {
			int r = p[4] - '1';

			if (p[1] == 'v')	/* a card value's name */
				put(buf, n, &o, rs != NULL ? rs_card_value(rs,
				    r) : r == 0 ? "first" : "second", esc);
			else
				put(buf, n, &o, rs != NULL &&
				    r < rs->resources.n ?
				    rs->resources.ids[r] : r == 0 ? "coins" :
				    "wood", esc);
			p += 5;
			continue;
		}
		/* {chief} or {chiefs}: the concept's id, or its general word
		 * for several ({bodies}); k: the letters between the braces,
		 * many: an s after them; {CHIEF}: in capitals */
		upper = isupper((unsigned char)p[*p == '{']) != 0;
		if (*p == '{')
			for (w = 0; rs_word_ids[w][0] != '\0'; w++) {
				/* the general plural: k + many its letters */
				k = strlen(general[w][WF_MANY]) - 1;
				many = 1;
				if (!upper && strncmp(p + 1, general[w][WF_MANY],
				    k + 1) == 0 && p[2 + k] == '}')
					break;
				k = strlen(rs_word_ids[w]);
				if (!same(p + 1, rs_word_ids[w], k, upper))
					continue;
				many = p[1 + k] == (upper ? 'S' : 's');
				if (p[1 + k + many] == '}')
					break;
			}
		if (*p != '{' || rs_word_ids[w][0] == '\0') {
			buf[o++] = *p;
			continue;
		}
		put(buf, n, &o, rs_word(rs, (enum rs_word)w, many ? 2 : 1),
		    esc | upper << 1);
		p += k + many + 1;
	}
	buf[o] = '\0';
	/* a format cut short might end inside a conversion: keep it whole,
	 * without the words, rather than broken */
	if (esc && p != NULL && *p != '\0')
		return text;
	return buf;
}

const char *
rs_words_in(const struct ruleset *rs, const char *text, char *buf, size_t n)
{
	return words_in(rs, text, buf, n, 0);
}

const char *
rs_words_fmt(const struct ruleset *rs, const char *fmt, char *buf, size_t n)
{
	return words_in(rs, fmt, buf, n, 1);
}

const char *
rs_words_add(const struct ruleset *rs, const char *text, struct strbuf *b)
{
	/* made again in twice the room while it fills it (then it may have
	 * been cut) */
	for (size_t n = strlen(text) + 128;; n *= 2) {
		char *buf = malloc(n);
		if (buf == NULL) {
			sb_add(b, text);	/* without the words */
			return sb_str(b);
		}
		words_in(rs, text, buf, n, 0);
		if (strlen(buf) + 1 < n) {
			sb_add(b, buf);
			free(buf);
			return sb_str(b);
		}
		free(buf);
	}
}

char *
rs_words_fmt_new(const struct ruleset *rs, const char *fmt)
{
	/* as rs_words_add: words_in gives back fmt when it was cut */
	for (size_t n = 2 * strlen(fmt) + 256;; n *= 2) {
		char *buf = malloc(n);
		if (buf == NULL || words_in(rs, fmt, buf, n, 1) == buf)
			return buf;
		free(buf);
	}
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

/* Does the text's words name a concept the key of before of entry k gave
 * a word to (any entry of that key)?  Such a text is one of now: the
 * concepts of that key it does not name take their general words. */
static int
names_of_key(const struct ynode *root, int k)
{
	const struct ynode *ws = ynode_get(root, "words");

	if (ws == NULL || ws->kind != Y_MAP)
		return 0;
	for (int j = 0; rs_words_old[j].key[0] != '\0'; j++)
		if (strcmp(rs_words_old[j].key, rs_words_old[k].key) == 0 &&
		    ynode_get(ws, rs_word_ids[rs_words_old[j].w]) != NULL)
			return 1;
	return 0;
}

int
rs_words_old_keys(const struct ynode *root, uint64_t *keys)
{
	*keys = 0;
	for (int k = 0; rs_words_old[k].key[0] != '\0'; k++) {
		if (k == 64)
			return -1;
		if (has_key(root, rs_words_old[k].key) &&
		    !names_of_key(root, k))
			*keys |= (uint64_t)1 << k;
	}
	return 0;
}

int
rs_words_settle(struct ruleset *rs, const struct ynode *root,
    uint64_t old_keys, struct diag_list *errs)
{
	int bad = 0;

	for (int i = 0; i < rs->words.n; i++) {
		const struct word_def *d = VEC_AT(rs->words, struct word_def, i);
		int w = 0;

		while (rs_word_ids[w][0] != '\0' &&
		    strcmp(rs_word_ids[w], rs->words.ids[i]) != 0)
			w++;
		if (rs_word_ids[w][0] == '\0') {
			char known[160] = "";

			for (int k = 0, n = 0; rs_word_ids[k][0] != '\0' &&
			    n < (int)sizeof known; k++)
				n += snprintf(known + n, sizeof known - n,
				    "%s%s", k == 0 ? "" : rs_word_ids[k + 1][0]
				    == '\0' ? " and " : ", ", rs_word_ids[k]);
			bad += ERR(rs->words.pos[i], "'words.%s': no such "
			    "concept; the words a game may give are %s",
			    rs->words.ids[i], known) != 0;
			continue;
		}
		rs->word[w][WF_ONE] = d->one;
		rs->word[w][WF_MANY] = d->many;
		rs->word[w][WF_DOES] = d->does;
		rs->word[w][WF_DONE] = d->done;
	}
	for (const struct word_old *o = rs_words_old; o->key[0] != '\0'; o++)
		if (rs->word[o->w][WF_ONE] == NULL && (root != NULL ?
		    has_key(root, o->key) && !names_of_key(root,
		    (int)(o - rs_words_old)) : o - rs_words_old < 64 &&
		    (old_keys >> (o - rs_words_old) & 1))) {
			for (int f = 0; f < WF__N; f++)
				rs->word[o->w][f] = o->form[f][0] != '\0' ?
				    o->form[f] : NULL;
		}
	return bad;
}
