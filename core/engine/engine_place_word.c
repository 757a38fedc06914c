/* engine_place_word.c: the words of kinds place and tile, and the usage
 * errors of laying them.  A place is where a new territory of the map
 * goes: a place of the hex grid (a column letter and a row number, c4)
 * or a name of letters, digits and '-', checked by the effect that lays
 * it (a usage error, after the tile's word; a place taken refused),
 * as the lay-tiles of before checked its pairs; its value is its
 * place in the command, and the log writes it in lowercase; its alone
 * keyword, the command's only word, is -1, logged as given.  A tile is a
 * kind of territory tile by its id: its value is the kind's index, the
 * log writes the id. */
#include "core/act/act.h"
#include "core/engine/engine_words.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/state/state.h"
#include "core/state/terr.h"

int
eng_place_ok(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || n > TERR_ID_MAX || !isalpha((unsigned char)s[0]))
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '-')
			return 0;
	return 1;
}

int
eng_place_bad(struct act *a, const char *s)
{
	return usage(a, "'%s' is neither a place on the grid (a column "
	    "letter and a row number, like c4) nor a name (letters, digits "
	    "and '-', up to %d)", s, TERR_ID_MAX);
}

int
eng_tile_kind(struct act *a, const char *s, int *out)
{
	struct strbuf list;
	int st;

	if ((*out = vec_find(&a->rs->tiles, s)) >= 0)
		return ST_OK;
	sb_init(&list);
	sb_add_list(&list, (const char *const *)a->rs->tiles.ids,
	    a->rs->tiles.n);
	st = usage(a, "%s has no tile '%s' (tiles: %s)", a->rs->id, s,
	    sb_str(&list));
	sb_release(&list);
	return st;
}

int
eng_word_alone(const struct act *a, const struct arg_def *x, const char *s)
{
	return x->alone != NULL && a->argc == 2 && s == a->argv[1] &&
	    strcmp(s, x->alone) == 0;
}

int
eng_place_word(struct act *a, const struct arg_def *x, const char *s,
    long *out)
{
	char id[TERR_ID_MAX + 1];
	int at = 1;

	if (eng_word_alone(a, x, s)) {
		*out = -1;	/* the keyword alone */
		canon(a, s);
		return ST_OK;
	}
	while (at < a->argc && a->argv[at] != s)
		at++;
	*out = at;
	snprintf(id, sizeof id, "%s", s);
	for (char *c = id; *c; c++)
		*c = (char)tolower((unsigned char)*c);
	canon(a, id);
	return ST_OK;
}

int
eng_tile_word(struct act *a, const char *s, long *out)
{
	int k, st;

	if ((st = eng_tile_kind(a, s, &k)))
		return st;
	*out = k;
	canon(a, a->rs->tiles.ids[k]);
	return ST_OK;
}
