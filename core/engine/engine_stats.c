/* engine_stats.c: a word of kind piece-kind (a kind of piece: a unit's id
 * or a chief's, tracked one by one, or a counted piece's) and the effect
 * enter-stats, which enters the values printed for a kind that the
 * ruleset leaves unknown, from a word of kind stats (STAT:N..., every
 * word left).  A counted piece's kind is past the tracked ones
 * (units.n + chiefs.n + its index in pieces); its words are read by
 * engine_stats_piece.c. */
#include "core/act/act.h"
#include "core/engine/engine_eval.h"
#include "core/engine/engine_words.h"
#include "core/act/act_terr.h"
#include "core/engine/engine_enter.h"
#include "core/rules/words_keys.h"

#include <stdio.h>
#include <string.h>

int
eng_kind_word(struct act *a, const char *s, long *out)
{
	int kind, st;

	kind = vec_find(&a->rs->units, s);
	if (kind < 0 && (kind = vec_find(&a->rs->chiefs, s)) >= 0)
		kind += a->rs->units.n;
	if (kind < 0 && (kind = vec_find(&a->rs->pieces, s)) >= 0) {
		canon(a, a->rs->pieces.ids[kind]);
		*out = kind + a->rs->units.n + a->rs->chiefs.n;
		return ST_OK;
	}
	/* a game of counted pieces alone: refused as a counted piece is */
	if (kind < 0 && a->rs->pieces.n > 0 && a->rs->units.n <= 0 &&
	    a->rs->chiefs.n <= 0)
		return arg_piece_kind(a, s, &kind);
	if (kind < 0 && (st = arg_unit(a, s, &kind)))
		return st;
	canon(a, kind_id(a->rs, kind));
	*out = kind;
	return ST_OK;
}

/* One STAT:N word w for kind into line: a value the ruleset leaves
 * unknown entered, or one it has given again; name is its part before
 * its ':' eq, whole (a value's name has any length). */
static int
named_stat(struct act *a, int kind, const char *w, const char *eq,
    const char *name, struct strbuf *line)
{
	long v, *slot, rv;
	int s = -1, st;

	if (eq != NULL && (s = rs_value_index(a->rs, name)) >= 0 &&
	    !rs_value_given(a->rs, s))
		s = -1;
	if (s < 0) {
		struct strbuf names;
		sb_init(&names);
		rs_value_list(a->rs, &names);
		st = usage(a, "'%s': write VALUE:N, a value being one of %s",
		    w, sb_str(&names));
		sb_release(&names);
		return st;
	}
	if ((st = arg_long(a, eq + 1, name, s == STAT_SUPPLY, STAT_MAX, &v)))
		return st;
	canon(a, w);
	slot = &a->st->pc.entered[kind * a->st->pc.nvalues + s];
	if ((rv = rs_kind_stat(a->rs, kind, s)) != SCHEMA_UNKNOWN_INT) {
		if (rv == v && rv != RS_NONE) {
			/* what the ruleset says already */
			sb_printf(line, "%s%s %ld", line->len ? ", " : "", name,
			    v);
			return ST_OK;
		}
		if (rv == RS_NONE)
			return refuse(a, "%s has no %s in this ruleset",
			    kind_name(a->rs, kind), name);
		return refuse(a, "the %s of %s is %ld in the ruleset; '%s' "
		    "only fills values the rulebook leaves unknown", name,
		    kind_name(a->rs, kind), rv, a->argv[0]);
	}
	if (*slot != -1 && *slot != v)
		return refuse(a, "the %s of %s was entered as %ld in this "
		    "game; 'undo' back to that command to correct it", name,
		    kind_name(a->rs, kind), *slot);
	*slot = v;
	sb_printf(line, "%s%s %ld", line->len ? ", " : "", name, v);
	return ST_OK;
}

static int
one_stat(struct act *a, int kind, const char *w, struct strbuf *line)
{
	const char *eq = strchr(w, ':');
	struct strbuf name;
	int st;

	sb_init(&name);
	sb_addn(&name, w, eq ? (size_t)(eq - w) : 0);
	st = named_stat(a, kind, w, eq, sb_str(&name), line);
	sb_release(&name);
	return st;
}

int
eng_enter_stats(struct act *a, const struct eff_stats *x,
    const struct eng_eval *ev)
{
	int kind = (int)ev->args[x->w_kind], st = ST_OK;
	/* the words logged once a command, though it runs twice */
	int quiet = canon_from(a, (int)ev->args[x->w_stats]);
	int k = kind - a->rs->units.n - a->rs->chiefs.n;	/* counted */
	const char *name;
	struct strbuf line;

	sb_init(&line);
	for (int i = (int)ev->args[x->w_stats]; i < a->argc && st == ST_OK;
	    i++)
		st = k >= 0 ? eng_piece_stat(a, k, a->argv[i], &line) :
		    one_stat(a, kind, a->argv[i], &line);
	name = k < 0 ? kind_name(a->rs, kind) : RS_PIECE(a->rs, k)->name ?
	    RS_PIECE(a->rs, k)->name : a->rs->pieces.ids[k];
	if (st == ST_OK)
		report_line(a->rep, "%s: %s (entered at the table)", name,
		    sb_str(&line));
	sb_release(&line);
	a->rep->quiet = quiet;
	return st;
}
