/* engine_mod_words.c: the terms of a word of kind modifiers, what the GM
 * rules for either side of a fight (a+N, a-N, d+N, d-N, each with
 * ':NOTE' if one likes), read from the command's words as given: added
 * up for modifier(WORD, a|d), said for @modifierterms WORD, a|d.  They
 * refuse nothing: play-cards (engine_play_cards.c) reads the same words
 * in order and refuses the first wrong one, or, where no play-cards reads
 * them, eng_mod_words does as the words are read, so a command that goes
 * through has no other. */
#include "core/engine/engine_words.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
eng_mod_shape(const char *s, char *num, size_t nn, char *note, size_t n)
{
	const char *colon = strchr(s, ':');

	if ((s[0] != 'a' && s[0] != 'd') || (s[1] != '+' && s[1] != '-'))
		return 0;
	snprintf(num, nn, "%.*s", colon ? (int)(colon - s - 1) :
	    (int)strlen(s + 1), s + 1);
	snprintf(note, n, "%s", colon && colon[1] ? colon + 1 : "GM");
	return 1;
}

/* The number of a term, as arg_long reads it: 0 when it is one from
 * -ENG_MOD_MAX to ENG_MOD_MAX. */
static int
term_number(const char *num, long *v)
{
	char *end;

	errno = 0;
	*v = strtol(num, &end, 10);
	return num[0] == '\0' || *end != '\0' || errno != 0 ||
	    isspace((unsigned char)num[0]) || *v < -ENG_MOD_MAX ||
	    *v > ENG_MOD_MAX ? -1 : 0;
}

long
eng_mod_terms(char *const *argv, int argc, long from, int side,
    struct strbuf *b)
{
	char num[24], note[64];
	long sum = 0, v;

	for (long k = from; argv != NULL && from > 0 && k < argc; k++) {
		if (!eng_mod_shape(argv[k], num, sizeof num, note,
		    sizeof note) || (argv[k][0] == 'd') != side ||
		    term_number(num, &v) != 0)
			continue;
		sum += v;
		if (b != NULL)
			sb_printf(b, ", %s %+ld", note, v);
	}
	return sum;
}

int
eng_mod_read(struct act *a, const char *s)
{
	char num[24], note[64];
	long v;
	int st;

	if (!eng_mod_shape(s, num, sizeof num, note, sizeof note))
		return ENG_MOD_NONE;
	if ((st = arg_long(a, num, "a modifier", -ENG_MOD_MAX, ENG_MOD_MAX,
	    &v)))
		return st;
	canon(a, s);
	return ST_OK;
}

int
eng_mod_words(struct act *a, int at)
{
	int st;

	for (int k = at; k < a->argc; k++)
		if ((st = eng_mod_read(a, a->argv[k])) == ENG_MOD_NONE)
			return usage(a, "'%s': write a modifier as a+N or d-N "
			    "(with ':NOTE' if you like); this action plays no "
			    "cards", a->argv[k]);
		else if (st)
			return st;
	return ST_OK;
}
