/* act.c: what every mechanism shares: the report of a command, refusals
 * and usage errors, the canonical command, reading the words (players,
 * resources, lands, bodies, numbers), names for messages, a resource
 * changed within its bounds, and the names of the phase and the winner. */
#include "core/act/act.h"
#include "core/base/near.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/cmdline.h"
#include "core/base/utf8.h"

void
report_init(struct report *r)
{
	sb_init(&r->text);
	sb_init(&r->canon);
	r->data = json_obj();
	r->quiet = 0;
	r->jtext = NULL;
	r->jdepth = 0;
	r->canon_args = 0;
}

void
report_init_quiet(struct report *r, int quiet)
{
	sb_init(&r->text);
	sb_init(&r->canon);
	r->data = quiet & REPORT_NO_DATA ? NULL : json_obj();
	r->quiet = quiet;
	r->jtext = NULL;
	r->jdepth = 0;
	r->canon_args = 0;
	/* (the text stays without memory: sb_truncate back to a mark of an
	 * empty text writes nothing) */
}

void
report_release(struct report *r)
{
	sb_release(&r->text);
	sb_release(&r->canon);
	json_free(r->data);
	r->data = NULL;
}

void
report_line(struct report *r, const char *fmt, ...)
{
	va_list ap;

	if (r->quiet & REPORT_NO_TEXT)
		return;
	va_start(ap, fmt);
	sb_vprintf(&r->text, fmt, ap);
	va_end(ap);
	sb_addc(&r->text, '\n');
}

int
report_data_text(const struct report *r)
{
	return (r->quiet & REPORT_DATA_TEXT) && r->jtext != NULL &&
	    r->jtext->len == 0 && r->data != NULL && r->data->n == 0;
}

void
report_jindent(struct report *r, int depth)
{
	/* (as json_write.c's indent: a newline and two spaces a level) */
	static const char nl[] = "\n                                "
	    "                                ";

	if (depth >= 0 && (size_t)depth * 2 + 1 < sizeof nl) {
		sb_addn(r->jtext, nl, (size_t)depth * 2 + 1);
		return;
	}
	sb_addc(r->jtext, '\n');
	for (int i = 0; i < depth; i++)
		sb_add(r->jtext, "  ");
}

/* ",", the member's indentation, "KEY": in one piece (a replay writes
 * some for every event of a long log) */
void
report_jkeyn(struct report *r, const char *key, size_t len)
{
	char buf[128];
	size_t w = (size_t)r->jdepth * 2 + 2, n = 0;

	if (w + len + 6 > sizeof buf) {	/* (deeper than any data) */
		if (r->jtext->len > 0)
			sb_addc(r->jtext, ',');
		report_jindent(r, r->jdepth + 1);
		sb_addc(r->jtext, '"');
		sb_addn(r->jtext, key, len);
		sb_addn(r->jtext, "\": ", 3);
		return;
	}
	if (r->jtext->len > 0)
		buf[n++] = ',';
	buf[n++] = '\n';
	memset(buf + n, ' ', w);
	n += w;
	buf[n++] = '"';
	memcpy(buf + n, key, len);
	n += len;
	memcpy(buf + n, "\": ", 3);
	n += 3;
	sb_addn(r->jtext, buf, n);
}

void
report_roll(struct report *r, const struct state *st, int player,
    const char *expr, long total)
{
	struct json *rolls, *o;

	if (r->data == NULL)	/* REPORT_NO_DATA */
		return;
	rolls = json_get(r->data, "rolls");
	o = json_obj();
	if (rolls == NULL) {
		json_set(r->data, "rolls", json_arr());
		rolls = json_get(r->data, "rolls");
	}
	json_set(o, "player", player >= 0 ? json_str(st->players[player].name)
	    : json_null());
	json_set(o, "dice", json_str(expr));
	json_set(o, "total", json_int(total));
	json_push(rolls, o);
}

/* The formats below may name the game's concepts as "{zone}", "{zones}"
 * ... (words.h): the game's words go in before the values. */
#define FMT_MAX 1024

void
act_line(struct act *a, const char *fmt, ...)
{
	char f[FMT_MAX], *big = NULL;
	const char *w;
	va_list ap;

	if (a->rep->quiet & REPORT_NO_TEXT)
		return;
	/* the game's words whole: in more room when they do not fit */
	if ((w = rs_words_fmt(a->rs, fmt, f, sizeof f)) == fmt &&
	    (big = rs_words_fmt_new(a->rs, fmt)) != NULL)
		w = big;
	va_start(ap, fmt);
	sb_vprintf(&a->rep->text, w, ap);
	va_end(ap);
	sb_addc(&a->rep->text, '\n');
	free(big);
}

int
refuse(struct act *a, const char *fmt, ...)
{
	char f[FMT_MAX], *big = NULL;
	struct strbuf msg;
	const char *w;
	va_list ap;
	int st;

	if ((w = rs_words_fmt(a->rs, fmt, f, sizeof f)) == fmt &&
	    (big = rs_words_fmt_new(a->rs, fmt)) != NULL)
		w = big;
	sb_init(&msg);
	va_start(ap, fmt);
	sb_vprintf(&msg, w, ap);
	va_end(ap);
	free(big);
	/* whole, however long (diag_msg) */
	st = diag_set(a->d, ST_REFUSED, "%s: %s", a->rs->id, sb_str(&msg));
	sb_release(&msg);
	return st;
}

int
usage(struct act *a, const char *fmt, ...)
{
	char f[FMT_MAX], *big = NULL;
	struct strbuf msg;
	const char *w;
	va_list ap;

	if ((w = rs_words_fmt(a->rs, fmt, f, sizeof f)) == fmt &&
	    (big = rs_words_fmt_new(a->rs, fmt)) != NULL)
		w = big;
	sb_init(&msg);
	va_start(ap, fmt);
	sb_vprintf(&msg, w, ap);
	va_end(ap);
	free(big);
	/* whole, however long (diag_msg) */
	diag_set(a->d, ST_USAGE, "%s", sb_str(&msg));
	sb_release(&msg);
	return ST_USAGE;
}

void
canon(struct act *a, const char *word)
{
	if (a->rep->quiet & REPORT_NO_CANON)
		return;
	if (a->rep->canon.len > 0)
		sb_addc(&a->rep->canon, ' ');
	cmdline_quote(&a->rep->canon, word);
}

void
canon_arg(struct act *a, int k, const char *word)
{
	if (k >= 0 && k < 64) {
		if (a->rep->canon_args >> k & 1)
			return;
		a->rep->canon_args |= 1ULL << k;
	}
	canon(a, word);
}

int
canon_from(struct act *a, int k)
{
	int quiet = a->rep->quiet;

	if (k >= 0 && k < 64) {
		if (a->rep->canon_args >> k & 1)
			a->rep->quiet |= REPORT_NO_CANON;
		a->rep->canon_args |= 1ULL << k;
	}
	return quiet;
}

void
canon_glue(struct act *a, size_t mark)
{
	if (mark > 0 && a->rep->canon.len > mark &&
	    a->rep->canon.s[mark] == ' ')
		a->rep->canon.s[mark] = ':';
}

void
canon_long(struct act *a, long v)
{
	char buf[32];

	if (a->rep->quiet & REPORT_NO_CANON)
		return;
	snprintf(buf, sizeof buf, "%ld", v);
	canon(a, buf);
}

int
arg_count(struct act *a, int min, int max, const char *synopsis)
{
	int n = a->argc - 1, st;
	struct strbuf w;

	if (n >= min && n <= max)
		return ST_OK;
	if (a->usage != NULL)
		return usage(a, "usage: %s", a->usage);
	sb_init(&w);
	st = usage(a, "usage: %s", rs_words_add(a->rs, synopsis, &w));
	sb_release(&w);
	return st;
}

const char *
verb_action(const struct act *a, const char *verb)
{
	return rs_hint_action(a->rs, verb);
}

const char *
verb_word(const struct act *a, const char *verb)
{
	const char *w = verb_action(a, verb);

	return w != NULL ? w : verb;
}

const char *
game_word(const struct act *a, enum rs_word w, long n)
{
	return rs_word(a->rs, w, n);
}

const char *
game_word_caps(const struct act *a, enum rs_word w)
{
	/* four at once, each whole (a game's word has any length): kept
	 * till the fourth call after */
	static struct strbuf buf[4];
	static int k;

	k = (k + 1) % 4;
	sb_reset(&buf[k]);
	return rs_word_caps(a->rs, w, &buf[k]);
}

int
arg_long(struct act *a, const char *s, const char *what, long lo, long hi,
    long *out)
{
	char *end;
	struct strbuf w;
	long v;
	int st;

	errno = 0;
	v = strtol(s, &end, 10);
	if (s[0] != '\0' && *end == '\0' && errno == 0 &&
	    !isspace((unsigned char)s[0]) && v >= lo && v <= hi) {
		*out = v;
		return ST_OK;
	}
	/* the game's words in what, whole, only for a refusal (a replay
	 * reads a number at every give and take) */
	sb_init(&w);
	what = rs_words_add(a->rs, what, &w);
	if (s[0] == '\0' || *end != '\0' || errno != 0 ||
	    isspace((unsigned char)s[0]))
		st = usage(a, "%s must be a whole number, not '%s'", what, s);
	else if (hi == LONG_MAX)
		st = usage(a, "%s must be at least %ld, not %ld", what, lo, v);
	else
		st = usage(a, "%s must be from %ld to %ld, not %ld", what, lo,
		    hi, v);
	sb_release(&w);
	return st;
}

int
usage_none(struct act *a, const char *s, const char *const *ids, int n,
    const char *many, const char *none, const char *tail, const char *fmt,
    ...)
{
	struct strbuf head, list;
	va_list ap;
	int st;

	sb_init(&head);
	sb_init(&list);
	va_start(ap, fmt);
	sb_vprintf(&head, fmt, ap);
	va_end(ap);
	sb_add_list(&list, ids, n);
	st = usage(a, "%s (%s: %s%s)%s", sb_str(&head), many,
	    list.len ? sb_str(&list) : none, tail, arg_near(s, ids, n));
	sb_release(&list);
	sb_release(&head);
	return st;
}

const char *
arg_near(const char *s, const char *const *v, int n)
{
	/* whole: the ids suggested have any length */
	static struct strbuf out;

	sb_reset(&out);
	if (near_suggest(&out, s, v, n) > 0) {
		char *t = sb_take(&out);
		sb_printf(&out, ": %s", t);
		free(t);
	}
	return sb_str(&out);
}

int
arg_player(struct act *a, const char *s, int *out)
{
	int p = state_player(a->st, s);

	if (p < 0) {
		const char *names[MAX_PLAYERS];
		int n = 0;
		for (int i = 0; i < a->st->nplayers && n < MAX_PLAYERS; i++)
			names[n++] = a->st->players[i].name;
		return usage_none(a, s, names, n, "players", "", "",
		    "no player '%s' in this game", s);
	}
	*out = p;
	return ST_OK;
}

int
arg_resource(struct act *a, const char *s, int *out)
{
	int r = rs_resource(a->rs, s);

	if (r < 0) {
		return usage_none(a, s, (const char *const *)
		    a->rs->resources.ids, a->rs->resources.n, "resources",
		    "none", "", "%s has no resource '%s'", a->rs->id, s);
	}
	*out = r;
	return ST_OK;
}

int
arg_land(struct act *a, const char *s, int *out)
{
	int l = rs_land(a->rs, s);

	if (l < 0) {
		const char **names = calloc((size_t)a->rs->nlands + 1,
		    sizeof *names);
		int r;
		for (int i = 0; names != NULL && i < a->rs->nlands; i++)
			names[i] = a->rs->lands[i].id;
		r = usage(a, "no land '%s' on the board (lands are named "
		    "%s-N and %s-port, e.g. %s; 'status' lists them)%s",
		    s, game_word_caps(a, W_BODY), game_word_caps(a, W_BODY),
		    a->rs->nlands > 0 ? a->rs->lands[0].id : "red-1",
		    names != NULL ? arg_near(s, names, a->rs->nlands) : "");
		free(names);
		return r;
	}
	*out = l;
	return ST_OK;
}

int
arg_body(struct act *a, const char *s, int *out)
{
	int p = rs_body(a->rs, s);

	if (p < 0) {
		return usage_none(a, s, (const char *const *)
		    a->rs->board.bodies.ids, a->rs->board.bodies.n,
		    game_word(a, W_BODY, 2), "", "", "no %s '%s'",
		    game_word(a, W_BODY, 1), s);
	}
	*out = p;
	return ST_OK;
}

const char *
pname(const struct act *a, int p)
{
	return p >= 0 ? a->st->players[p].name : "nobody";
}

const char *
rname(const struct act *a, int res)
{
	return RS_RES(a->rs, res)->name;
}

const char *
qty(const struct act *a, int res, long n)
{
	/* four at once, each whole (a resource's name has any length):
	 * kept till the fourth call after */
	static struct strbuf buf[4];
	static int k;
	const struct res_def *r = RS_RES(a->rs, res);
	const char *w = n == 1 && r->one ? r->one : r->name;
	char num[24], *q = num + sizeof num;
	unsigned long u = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;

	k = (k + 1) % 4;
	sb_reset(&buf[k]);
	/* "N NAME", without printf (a report says many) */
	do
		*--q = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*--q = '-';
	sb_addn(&buf[k], q, (size_t)(num + sizeof num - q));
	sb_addc(&buf[k], ' ');
	sb_add(&buf[k], w != NULL ? w : "(null)");	/* as glibc's printf */
	return sb_str(&buf[k]);
}

const char *
lname(const struct act *a, int land)
{
	return a->rs->lands[land].id;
}

int
res_add(struct act *a, int p, int res, long delta, const char *why)
{
	const struct res_def *r = RS_RES(a->rs, res);
	long *v = &a->st->players[p].res[res];

	if (delta < 0 && *v + delta < r->min)
		return refuse(a, "%s costs %s; %s has %ld", why,
		    qty(a, res, -delta), pname(a, p), *v - r->min);
	if (delta > 0 && *v > r->max - delta)
		return refuse(a, "%s would take %s's %s above %ld", why,
		    pname(a, p), r->name, r->max);
	*v += delta;
	return ST_OK;
}

const char *
game_phase_id(const struct ruleset *rs, const struct state *st)
{
	if (st->phase == PHASE_SETUP)
		return "setup";
	return rs->phases.ids[st->phase];
}

const char *
game_phase_name(const struct ruleset *rs, int phase)
{
	return phase == PHASE_SETUP ? "setup" : RS_PHASE(rs, phase)->name;
}

char *
game_winner(const struct ruleset *rs, const struct state *st)
{
	struct strbuf b;

	(void)rs;
	if (!state_over(st))
		return NULL;
	sb_init(&b);
	/* people, each once however many seats they play */
	for (int i = 0; i < st->nplayers; i++) {
		int who = st->players[i].person, seen = 0;
		if (!(st->winners & 1u << i || (st->winner_role >= 0 &&
		    st->players[i].role == st->winner_role)))
			continue;
		for (int k = 0; k < i; k++)
			seen |= st->players[k].person == who &&
			    (st->winners & 1u << k || (st->winner_role >= 0 &&
			    st->players[k].role == st->winner_role));
		if (seen)
			continue;
		if (b.len > 0)
			sb_add(&b, ", ");
		sb_add(&b, st->players[who].name);
	}
	return sb_take(&b);
}

