/* rules_find.c: finding a rule at the table at the first try.  A ruleset
 * is named by its id or a prefix of it that no other shares; a topic by
 * its id without regard to case or a prefix of it, or by one of the words
 * a GM tries first, the same in every game (win, move, fight, ...); and a
 * word that is none of these is looked for in the rules text, whose
 * paragraphs that hold it are printed under their topic.  The index of the
 * topics says what each holds. */
#include "cmds.h"
#include "rules_find.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The words a GM tries first, and the topics they mean in the ruleset that
 * has them (the first it has), else the word the text is searched for. */
static const struct alias {
	const char *words;	/* '|' between */
	const char *topics;	/* '|' between, in order of preference */
	const char *search;	/* when the ruleset has none of them */
} aliases[] = {
	{ "end|victory|win|winning|winner|game-end", "end|victory",
	    "win" },
	{ "movement|move|moving", "movement|moving", "move" },
	{ "turn-order|order-of-play|turn|turns|sequence", "turn|round|"
	    "flight-order", "turn" },
	{ "combat|fight|fighting|battle|attack", "combat|resolve",
	    "combat" },
	{ "costs|cost|price|prices", "", "cost" },
	{ "dice|die|roll|rolls", "", "dice" },
	{ "tie|ties|tie-break|tiebreak|tie-breaks|draw", "", "tie" },
};

/* Is w one of the '|'-separated words of list (case folded in ASCII)? */
static int
among(const char *list, const char *w)
{
	size_t n = strlen(w);

	for (const char *p = list; *p != '\0'; ) {
		const char *e = strchr(p, '|');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (len == n && strncasecmp(p, w, n) == 0)
			return 1;
		p += len + (e != NULL);
	}
	return 0;
}

int
rules_topic(const struct rules_section *v, int n, const char *topic,
    const char **search, int *ambiguous)
{
	int found = -1, matches = 0;

	*search = NULL;
	*ambiguous = 0;
	for (int i = 0; i < n; i++)
		if (strcasecmp(v[i].id, topic) == 0)
			return i;
	for (int i = 0; i < n; i++)
		if (strncasecmp(v[i].id, topic, strlen(topic)) == 0) {
			found = i;
			matches++;
		}
	if (matches == 1)
		return found;
	if (matches > 1) {
		*ambiguous = 1;
		return -1;
	}
	/* the topic's own other words (the book's), whole and any case */
	for (int i = 0; i < n; i++) {
		char *w, *save = NULL, *copy;
		if (v[i].also == NULL || (copy = strdup(v[i].also)) == NULL)
			continue;
		for (w = strtok_r(copy, " ", &save); w != NULL && found < 0;
		    w = strtok_r(NULL, " ", &save))
			if (strcasecmp(w, topic) == 0)
				found = i;
		free(copy);
		if (found >= 0)
			return found;
	}
	for (size_t a = 0; a < sizeof aliases / sizeof *aliases; a++) {
		if (!among(aliases[a].words, topic))
			continue;
		for (int i = 0; i < n; i++)
			if (among(aliases[a].topics, v[i].id) && (found < 0 ||
			    strstr(aliases[a].topics, v[i].id) <
			    strstr(aliases[a].topics, v[found].id)))
				found = i;
		if (found < 0)
			*search = aliases[a].search;
		return found;
	}
	return -1;
}

/* Does the paragraph p hold every word, at the start of a word of its
 * own, without regard to ASCII case? */
static int
holds(const char *p, size_t len, int nw, char *const *words)
{
	for (int w = 0; w < nw; w++) {
		size_t wl = strlen(words[w]);
		int hit = 0;
		/* at the start of a word: 'tie' finds "tied", not "entire" */
		for (size_t i = 0; !hit && wl > 0 && i + wl <= len; i++)
			hit = (i == 0 || !isalnum((unsigned char)p[i - 1])) &&
			    strncasecmp(p + i, words[w], wl) == 0;
		if (!hit)
			return 0;
	}
	return nw > 0;
}

int
rules_search(struct strbuf *b, const struct rules_section *v, int n,
    int nw, char *const *words, const char *bold, const char *reset)
{
	struct strbuf title;
	int found = 0;

	/* a topic's title and id whole: the ruleset's, of any length */
	sb_init(&title);
	for (int i = 0; i < n; i++) {
		const char *p = v[i].text;
		while (*p != '\0') {
			/* a paragraph, or an item of a list */
			const char *e = strstr(p, "\n\n"), *li = strstr(p,
			    "\n- ");
			size_t len;
			if (li != NULL && (e == NULL || li < e))
				e = li;
			len = e ? (size_t)(e - p) : strlen(p);
			if (holds(p, len, nw, words)) {
				char *para = strndup(p, len);
				sb_reset(&title);
				sb_printf(&title, "%s%s%s (%s)", bold,
				    v[i].title, reset, v[i].id);
				if (found++ > 0)
					sb_addc(b, '\n');
				if (para != NULL)
					rules_text(b, sb_str(&title), para, 76);
				free(para);
			}
			p += len;
			while (*p == '\n')
				p++;
		}
	}
	sb_release(&title);
	return found;
}

char *
rules_ruleset_id(const char *typed)
{
	int n, matches = 0;
	char **ids = ruleset_ids(&n), *found = NULL;

	for (int i = 0; i < n; i++) {
		if (strcmp(ids[i], typed) == 0) {
			matches = 1;
			free(found);
			found = strdup(ids[i]);
			break;
		}
		if (strncmp(ids[i], typed, strlen(typed)) == 0 && matches++ ==
		    0)
			found = strdup(ids[i]);
	}
	free_list(ids, n);
	if (matches != 1) {
		free(found);
		return NULL;
	}
	return found;
}

void
rules_index(struct strbuf *b, const char *title, const char *id,
    const struct rules_section *v, int n, int width)
{
	struct strbuf line, hint, prefix;
	int col = 0, cap = width / 3;

	/* the column of ids as wide as the longest, up to a third of the
	 * width: a longer id goes on a line of its own, its text below it
	 * (padded to the longest, the text was one word a line) */
	for (int i = 0; i < n; i++)
		if ((int)strlen(v[i].id) > col && (int)strlen(v[i].id) <= cap)
			col = (int)strlen(v[i].id);
	sb_printf(b, "%s\n", title);
	sb_init(&line);
	sb_init(&hint);
	/* a topic's id whole: of any length */
	sb_init(&prefix);
	for (int i = 0; i < n; i++) {
		sb_reset(&prefix);
		if ((int)strlen(v[i].id) > col) {
			sb_printf(b, "  %s\n", v[i].id);
			sb_printf(&prefix, "  %-*s  ", col, "");
		} else
			sb_printf(&prefix, "  %-*s  ", col, v[i].id);
		sb_reset(&line);
		sb_add(&line, v[i].title);
		if (v[i].gist != NULL)
			sb_printf(&line, ": %s", v[i].gist);
		/* the book's own words for it, which find it too */
		if (v[i].also != NULL) {
			const char *p = v[i].also;
			const char *sep = "; also ";
			while (*p != '\0') {
				size_t len = strcspn(p, " ");
				if (len > 0)
					sb_printf(&line, "%s%.*s", sep, (int)len,
					    p);
				sep = len > 0 ? ", " : sep;
				p += len + (p[len] == ' ');
			}
		}
		rules_wrap(b, sb_str(&prefix), sb_str(&line), width, col + 4);
	}
	sb_addc(b, '\n');
	sb_printf(&hint, "One topic: arbiter rules %s TOPIC (a prefix will "
	    "do)", id);
	rules_wrap(b, "", sb_str(&hint), width, 2);
	sb_reset(&hint);
	sb_printf(&hint, "Paragraphs that hold words: arbiter rules %s "
	    "--search WORD...", id);
	rules_wrap(b, "", sb_str(&hint), width, 2);
	sb_reset(&hint);
	sb_printf(&hint, "The whole text: arbiter rules %s", id);
	rules_wrap(b, "", sb_str(&hint), width, 2);
	sb_release(&hint);
	sb_release(&line);
	sb_release(&prefix);
}
