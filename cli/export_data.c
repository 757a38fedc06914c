/* export_data.c: the exports for programs: `export csv`, the ledger (every
 * change of every player's resources and tracks, command by command), and
 * `export json`, everything (the game, its status and standings, the
 * scores by round, and every event with what it did). */
#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"

static const char *
phase_of(const struct ruleset *rs, const struct state *st)
{
	return game_phase_id(rs, st);
}

/* "player,resource," */
static void
csv_row_end(struct strbuf *b, const char *player, const char *resource)
{
	csv_cell(b, player, 0);
	sb_addc(b, ',');
	csv_cell(b, resource, 0);
	sb_addc(b, ',');
}

/* --- the ledger ----------------------------------------------------------- */

struct ledger {
	const struct session *s;
	struct xout *o;
	struct strbuf *b;	/* o's */
	long *res;		/* the resources before the command, player
				   by player */
	int nres;		/* longs res has room for */
	int nplayers;		/* the players before */
};

/* The resources before a command: all the ledger wants of that state. */
static void
ledger_pre(void *ctx, const struct state *st)
{
	struct ledger *l = ctx;
	int n = l->s->rs->resources.n;

	if (st->nplayers * n > l->nres) {
		long *v = realloc(l->res, (size_t)(st->nplayers * n) *
		    sizeof *v);
		if (v == NULL) {
			l->nplayers = -1;	/* ledger_event says so */
			return;
		}
		l->res = v;
		l->nres = st->nplayers * n;
	}
	l->nplayers = st->nplayers;
	for (int p = 0; p < st->nplayers; p++)
		memcpy(l->res + p * n, st->players[p].res, (size_t)n *
		    sizeof *l->res);
}

static long
res_before(const struct ledger *l, int p, int r)
{
	return l->res[p * l->s->rs->resources.n + r];
}

/* One change; round, phase and active player are where it left the game
 * (the phase 'next' began, whose steps paid it). */
static void
ledger_row(struct ledger *l, const struct hist *h, int p, int r)
{
	const struct state *z = h->after;
	int act = state_active(z);
	long change;
	struct strbuf q;

	/* (the numbers as "%ld" writes them, without printf's cost: a
	 * row for every change of a long log) */
	json_write_long(l->b, h->e->seq);
	sb_addc(l->b, ',');
	csv_cell(l->b, h->e->time, 0);
	sb_addc(l->b, ',');
	json_write_long(l->b, z->round);
	sb_addc(l->b, ',');
	csv_cell(l->b, phase_of(l->s->rs, z), 0);
	sb_addc(l->b, ',');
	csv_cell(l->b, act >= 0 ? z->players[act].name : "", 0);
	sb_addc(l->b, ',');
	/* the command as the log shows it (most often as it is: no copy) */
	if (!cmdline_needs_escape(h->command)) {
		csv_cell(l->b, h->command, 1);
	} else {
		sb_init(&q);
		cmdline_requote(&q, h->command);
		csv_cell(l->b, sb_str(&q), 1);
		sb_release(&q);
	}
	sb_addc(l->b, ',');
	csv_row_end(l->b, z->players[p].name, l->s->rs->resources.ids[r]);
	change = z->players[p].res[r] - res_before(l, p, r);
	json_write_long(l->b, res_before(l, p, r));
	sb_addc(l->b, ',');
	json_write_long(l->b, z->players[p].res[r]);
	sb_addn(l->b, change >= 0 ? ",+" : ",", change >= 0 ? 2 : 1);
	json_write_long(l->b, change);
	sb_addc(l->b, '\n');
}

static int
ledger_event(void *ctx, const struct hist *h)
{
	struct ledger *l = ctx;

	if (!h->applied)
		return 0;
	if (l->nplayers < 0)
		return diag_set(&l->o->c->d, ST_ENV, "out of memory");
	/* (a player joined: none of the rules does that yet) */
	for (int p = 0; p < h->after->nplayers && p < l->nplayers; p++)
		for (int r = 0; r < l->s->rs->resources.n; r++)
			if (res_before(l, p, r) != h->after->players[p].res[r])
				ledger_row(l, h, p, r);
	return xout_flush(l->o, 1 << 16);
}

int
export_csv(struct ctx *c, struct session *s, struct xout *o)
{
	struct strbuf *b = &o->b;
	struct ledger l = { s, o, b, NULL, 0, 0 };
	struct state *st = NULL;
	int r;

	sb_add(b, "seq,time,round,phase,active,command,player,resource,"
	    "before,after,change\n");
	/* the opening balances, as the setup leaves them */
	if ((r = session_initial(c, s, &st)))
		return r;
	for (int p = 0; p < st->nplayers; p++)
		for (int k = 0; k < s->rs->resources.n; k++) {
			sb_add(b, "0,");
			csv_cell(b, s->g.created, 0);
			sb_printf(b, ",%ld,", st->round);
			csv_cell(b, phase_of(s->rs, st), 0);
			sb_add(b, ",,\"(start)\",");
			csv_row_end(b, st->players[p].name,
			    s->rs->resources.ids[k]);
			sb_printf(b, ",%ld,\n", st->players[p].res[k]);
		}
	state_free(st);
	r = history_walk_noting(c, s, 1, ledger_pre, ledger_event, &l);
	free(l.res);
	return r;
}

/* --- everything, as JSON ---------------------------------------------------- */

struct everything {
	const struct session *s;
	struct xout *o;
	long n;			/* events written */
	struct json *rounds;	/* the chart's points: after each round */
	struct json *decided;
	long round;
	/* of the state before an applied command (json_pre) */
	long b_round;
	int b_phase;
	const char *b_phase_id;
};

static struct json *
values_of(const struct ruleset *rs, const struct state *st)
{
	struct json *o = json_obj();
	const char *what;

	for (int p = 0; p < st->nplayers; p++)
		json_set(o, st->players[p].name, json_int(chart_value(rs, st, p,
		    &what)));
	return o;
}

/* An event is written as json_write_at(b, object, 2) lays it out, field
 * by field, without building the object: a long log is written at the
 * cost of its text.  The "key": of a field after the first, in one piece
 * of a length known. */
#define EV_KEY(b, key) sb_addn((b), ",\n      \"" key "\": ", \
	sizeof(",\n      \"" key "\": ") - 1)

/* The lines of text as an array of strings, on one line (each written
 * from where it is in the text). */
static void
ev_lines(struct strbuf *b, const char *text)
{
	sb_addc(b, '[');
	for (const char *p = text; *p;) {
		if (p != text)
			sb_addn(b, ", ", 2);
		p += json_write_line(b, p);
		if (*p == '\n')
			p++;
	}
	sb_addc(b, ']');
}

/* The data written as a mechanism wrote it (history.c, HIST_DATA_TEXT),
 * with what was set after its members: as the data object would be
 * written at depth 3, its members in the order they were set. */
static int
ev_data(struct ctx *c, struct strbuf *b, const struct hist *h)
{
	const struct json *d = h->data;
	struct json *all;
	struct strbuf t;
	char err[128];

	if (h->data_text[0] == '\0') {	/* all in the object */
		if (d == NULL)
			sb_add(b, "{}");
		else
			json_write_at(b, d, REPLAY_JDEPTH);
		return ST_OK;
	}
	if (d == NULL || d->n == 0) {	/* all in the text */
		sb_addc(b, '{');
		sb_add(b, h->data_text);
		sb_addc(b, '\n');
		for (int i = 0; i < REPLAY_JDEPTH; i++)
			sb_addn(b, "  ", 2);
		sb_addc(b, '}');
		return ST_OK;
	}
	/* both: the object set after the text, as json_set would have set
	 * it (a key replaced where it stands, a roll added to "rolls") */
	sb_init(&t);
	sb_addc(&t, '{');
	sb_add(&t, h->data_text);
	sb_addc(&t, '}');
	all = json_parse(sb_str(&t), err, sizeof err);
	sb_release(&t);
	if (all == NULL)	/* (the text is ours: out of memory) */
		return diag_set(&c->d, ST_ENV, "out of memory");
	for (int i = 0; i < d->n; i++) {
		struct json *rolls = json_get(all, "rolls");
		if (strcmp(d->keys[i], "rolls") == 0 && rolls != NULL &&
		    d->v[i]->type == J_ARR) {
			for (int k = 0; k < d->v[i]->n; k++)
				json_push(rolls, json_copy(d->v[i]->v[k]));
		} else {
			json_set(all, d->keys[i], json_copy(d->v[i]));
		}
	}
	json_write_at(b, all, REPLAY_JDEPTH);
	json_free(all);
	return ST_OK;
}

/* A point of the chart when a round ends (and one for the start). */
static void
round_point(struct everything *x, long round, const struct state *st)
{
	struct json *o = json_obj();

	json_set(o, "round", json_int(round));
	json_set(o, "values", values_of(x->s->rs, st));
	json_push(x->rounds, o);
}

/* What an event's fields want of the state before it */
static void
json_pre(void *ctx, const struct state *st)
{
	struct everything *x = ctx;

	x->b_round = st->round;
	x->b_phase = st->phase;
	x->b_phase_id = phase_of(x->s->rs, st);
}

static int
json_event(void *ctx, const struct hist *h)
{
	struct everything *x = ctx;
	const struct db_event *e = h->e;
	struct strbuf *b = &x->o->b;
	int sealed = h->command != e->command, r;

	if (!h->applied)	/* the state stands as it was */
		json_pre(x, h->after);

	/* an element of the "events" array export_json opened (each piece
	 * of a length known: no strlen an event) */
	if (x->n++ > 0)
		sb_addn(b, ",\n    {", sizeof ",\n    {" - 1);
	else
		sb_addn(b, "\n    {", sizeof "\n    {" - 1);
	sb_addn(b, "\n      \"seq\": ", sizeof "\n      \"seq\": " - 1);
	json_write_long(b, e->seq);
	EV_KEY(b, "time");
	json_write_str(b, e->time);
	EV_KEY(b, "kind");
	json_write_str(b, e->kind);
	EV_KEY(b, "command");
	json_write_str(b, h->command);
	if (sealed) {
		EV_KEY(b, "sealed");
		sb_addn(b, "true", 4);
	}
	EV_KEY(b, "dice");
	json_write_str(b, sealed ? "" : e->dice);
	EV_KEY(b, "parent");
	json_write_long(b, e->parent);
	EV_KEY(b, "ref");
	json_write_str(b, e->ref);
	EV_KEY(b, "undone");
	sb_addn(b, h->undone ? "true" : "false", h->undone ? 4 : 5);
	EV_KEY(b, "round");
	json_write_long(b, x->b_round);
	EV_KEY(b, "phase");
	json_write_str(b, x->b_phase_id);
	if (h->applied) {
		EV_KEY(b, "messages");
		ev_lines(b, h->text);
		/* a sealed command's data would tell what it holds */
		EV_KEY(b, "data");
		if (sealed)
			sb_add(b, "{}");
		else if ((r = ev_data(x->o->c, b, h)))
			return r;
		if (json_get(h->data, "decided") != NULL) {
			json_free(x->decided);
			x->decided = json_copy(json_get(h->data, "decided"));
		}
		if (x->b_phase != PHASE_SETUP && h->after->round > x->b_round)
			round_point(x, x->b_round, h->after);
	}
	sb_addn(b, "\n    }", sizeof "\n    }" - 1);
	return xout_flush(x->o, 1 << 16);
}

static struct json *
standings_json(const struct session *s, const struct json *decided)
{
	const struct state *st = s->st;
	struct standings x;
	struct json *a = json_arr();

	standings_of(s->rs, st, decided, &x);
	for (int i = 0; i < x.n; i++) {
		int p = x.order[i];
		struct json *o = json_obj();
		json_set(o, "place", json_int(x.place[p]));
		json_set(o, "name", json_str(st->players[p].name));
		json_set(o, "seat", json_int(p + 1));
		json_set(o, "winner", json_bool(x.winners & 1u << p));
		json_set(o, "score", x.score >= 0 ? json_int(x.value[p]) :
		    json_null());
		json_set(o, "ahead_because", i + 1 < x.n ?
		    json_str(x.why[i]) : json_null());
		json_push(a, o);
	}
	return a;
}

/* `,\n  "key": value` in the object export_json writes */
static void
json_key(struct strbuf *b, const char *key, struct json *v)
{
	sb_add(b, ",\n  ");
	json_write_str(b, key);
	sb_add(b, ": ");
	json_write_at(b, v, 1);
	json_free(v);
}

/* The events are written as they are replayed, between the head of the
 * object (the game and its status) and its tail (the scores by round and
 * the standings, which the replay gives). */
int
export_json(struct ctx *c, struct session *s, struct xout *out)
{
	struct everything x;
	struct json *j, *st, *texts;
	struct state *init = NULL;
	struct strbuf w;
	const char *what = "";
	int r;

	/* the texts' names are listed: read them (session_open leaves
	 * them where the kept rules do without) */
	if ((r = db_game_texts(c->db, &s->g, &c->d)))
		return r;
	memset(&x, 0, sizeof x);
	x.s = s;
	x.o = out;
	x.rounds = json_arr();
	if ((r = session_initial(c, s, &init))) {
		json_free(x.rounds);
		return r;
	}
	{
		struct json *o = json_obj();
		json_set(o, "round", json_int(0));
		json_set(o, "values", values_of(s->rs, init));
		json_push(x.rounds, o);
		if (init->nplayers > 0)
			chart_value(s->rs, init, 0, &what);
		state_free(init);
	}
	j = json_obj();
	st = game_status_json(s->rs, s->st);
	json_set(st, "game", json_str(s->g.name));
	json_set(j, "game", json_str(s->g.name));
	json_set(j, "ruleset", json_str(s->g.ruleset));
	json_set(j, "title", json_str(s->rs->title));
	json_set(j, "created", json_str(s->g.created));
	json_set(j, "seed", json_int((long)s->g.seed));
	json_set(j, "options", json_str(s->g.options));
	texts = json_arr();
	for (int i = 0; i < s->g.ntexts; i++) {
		struct json *o = json_obj();
		json_set(o, "name", json_str(s->g.texts[i].name));
		json_set(o, "since", json_int(s->g.texts[i].since));
		json_push(texts, o);
	}
	json_set(j, "texts", texts);
	json_set(j, "status", st);
	json_set(j, "charted", json_str(what));
	sb_init(&w);
	json_write(&w, j, 1);
	json_free(j);
	/* a written object ends in "\n}": it goes on */
	sb_addn(&out->b, sb_str(&w), w.len - 2);
	sb_release(&w);
	sb_add(&out->b, ",\n  \"events\": [");
	r = history_walk_noting(c, s, HIST_DATA_TEXT, json_pre, json_event, &x);
	if (r != ST_OK) {
		json_free(x.rounds);
		json_free(x.decided);
		return r;
	}
	sb_add(&out->b, x.n > 0 ? "\n  ]" : "]");
	if (s->st->phase != PHASE_SETUP)
		round_point(&x, s->st->round, s->st);
	json_key(&out->b, "rounds", x.rounds);
	json_key(&out->b, "standings", standings_json(s, x.decided));
	sb_add(&out->b, "\n}\n");
	json_free(x.decided);
	return ST_OK;
}

int
xout_flush(struct xout *o, size_t least)
{
	if (o->b.len == 0 || o->b.len < least)
		return ST_OK;
	if (o->piece) {
		struct strbuf q;
		sb_init(&q);
		json_write_str(&q, sb_str(&o->b));
		/* without its quotes: the pieces make one string */
		out_printf(o->c, "%.*s", (int)(q.len - 2), sb_str(&q) + 1);
		sb_release(&q);
	} else {
		out_text(o->c, sb_str(&o->b));
	}
	sb_reset(&o->b);
	/* a full disk stops the export there */
	return o->c->werr != 0 ? out_check(o->c) : ST_OK;
}
