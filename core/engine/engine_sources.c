/* engine_sources.c: a word of kind sources (LAND:N[,LAND:N...], every
 * word left: regions of the board, an orbit board's lands or any other,
 * and the units each sends), read
 * and logged as one word, refused as given wrong, and the effect
 * take-sources (units taken off those lands in that order, each giving
 * at most the units it names, of one kind or each in order); the values
 * that read it are engine_round_values.c's, each-source is
 * engine_effects.c's. */
#include "core/act/act.h"
#include "core/engine/engine_effects.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/board/board.h"
#include "core/state/state.h"
#include "core/state/state_tally.h"

/* The region tok names, as a word of kind region reads one: an orbit
 * board's land by its id (refused as the program's commands refuse one),
 * else a region, a tile laid or a numbered zone. */
static int
source_region(struct act *a, const char *tok, int *out)
{
	if (a->rs->nlands > 0)
		return arg_land(a, tok, out);
	if ((*out = eng_region_in(a->st, a->rs, tok)) >= 0)
		return ST_OK;
	return usage(a, "no region '%s' on the board ('status' lists them)",
	    tok);
}

/* Region r as the log writes it (the id the board gives it). */
static const char *
source_name(const struct act *a, int r)
{
	return a->rs->nlands > 0 ? lname(a, r) : state_region_id(a->st,
	    a->rs, r);
}

/* One LAND:N of a word into src, refused as given wrong: each land
 * called what (the word's 'what'), or as a ruleset of before has it. */
static int
one_source(struct act *a, char *tok, const char *what,
    struct eng_sources *src)
{
	char *colon = strchr(tok, ':');
	long n;
	int land, st;

	if (colon == NULL)
		return usage(a, "'%s': write each %s as %s:UNITS, e.g. %s:3",
		    tok, what != NULL ? what : "land you attack from",
		    a->rs->nlands > 0 ? "LAND" : "REGION", tok);
	*colon = '\0';
	if ((st = source_region(a, tok, &land)) || (st = arg_long(a, colon + 1,
	    "the number of units", 1, 1000000, &n)))
		return st;
	for (int k = 0; k < src->n; k++)
		if (src->land[k] == land)
			return usage(a, "%s is named twice; give its units "
			    "once", source_name(a, land));
	if (src->n == ENG_MAX_SOURCES && what != NULL)
		return usage(a, "name at most %d lands, each %s",
		    ENG_MAX_SOURCES, what);
	if (src->n == ENG_MAX_SOURCES)
		return usage(a, "at most %d lands in one attack",
		    ENG_MAX_SOURCES);
	src->land[src->n] = land;
	src->units[src->n++] = n;
	return ST_OK;
}

/* The words of kind sources from argv[at] on into src. */
static int
sources(struct act *a, int at, const char *what, struct eng_sources *src)
{
	int st = ST_OK;

	src->n = 0;
	for (int i = at; i < a->argc && st == ST_OK; i++) {
		char *copy = strdup(a->argv[i]), *save = NULL, *tok;
		if (copy == NULL)
			return diag_set(a->d, ST_ENV, "out of memory");
		for (tok = strtok_r(copy, ",", &save); tok != NULL && st ==
		    ST_OK; tok = strtok_r(NULL, ",", &save))
			st = one_source(a, tok, what, src);
		free(copy);
	}
	return st;
}

int
eng_sources_word(struct act *a, const char *use, const char *what, int at,
    struct eng_sources *out)
{
	struct strbuf w;
	int st;

	if (a->st->board == NULL)
		return diag_set(a->d, ST_DATA, "%s: a word of kind sources "
		    "needs the regions of a board", a->rs->id);
	if ((st = sources(a, at, what, out)))
		return st;
	if (out->n == 0)
		return usage(a, "usage: %s", use);
	/* logged as one word, however many it was given as */
	sb_init(&w);
	for (int i = 0; i < out->n; i++)
		sb_printf(&w, "%s%s:%ld", i ? "," : "", source_name(a,
		    out->land[i]), out->units[i]);
	canon(a, sb_str(&w));
	sb_release(&w);
	return ST_OK;
}

/* The units src names off each land in turn, left of them all at most,
 * of kind k of the land's holder (k -1: of each kind in order); the
 * other kinds stay, and a land left with no piece is nobody's. */
int
eng_take_sources(struct act *a, const struct eff_take_sources *x,
    const struct eng_eval *ev)
{
	const struct eng_sources *src = ev->sources;
	struct board_state *b = a->st->board;
	int k = x->piece.i;
	long left;
	int st;

	if (src == NULL || b == NULL)
		return diag_set(a->d, ST_DATA, "%s: take-sources reads the "
		    "lands of a word of kind sources, and none was given",
		    a->rs->id);
	if ((st = eng_eval(&x->count, ev, &left, a->d)))
		return st;
	for (int i = 0; i < src->n && left > 0; i++) {
		int l = src->land[i], was = b->owner[l];
		long held, t = left < src->units[i] ? left : src->units[i];
		if (was < 0)
			continue;
		held = k < 0 ? board_held(b, l) : board_count(b, l, was, k);
		if (t > held)
			t = held;
		eng_take_off(b, l, was, k, t);
		state_tally_fit(a->st, a->rs, l, b->owner[l] != was);
		left -= t;
	}
	return ST_OK;
}
