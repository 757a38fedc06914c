/* export_svg.c: `export svg`: two pictures a GM can share, as SVG files.
 * The chart follows the score track (or, for a game without one, what its
 * board counts) round by round, replaying the log; the board shows the
 * standings as bars, and the orbits, the map of territories or the worlds
 * as the game has them. */
#include "report.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/terr.h"
#include "core/state/worlds.h"

#define CW 640			/* the chart */
#define CH 400
#define ML 60			/* its margins: left, right, top, bottom */
#define MR 130
#define MT 40
#define MB 50

struct series {
	const struct session *s;
	long *v;		/* npoints x nplayers */
	long *round;		/* each point's round (0: the start) */
	int n, cap, np;
};

static void
point(struct series *x, long round, const struct state *st)
{
	const char *what;

	if (x->n == x->cap) {
		int cap = x->cap ? x->cap * 2 : 16;
		long *v = realloc(x->v, (size_t)cap * (size_t)x->np * sizeof *v);
		long *r = v ? realloc(x->round, (size_t)cap * sizeof *r) : NULL;
		if (v != NULL)
			x->v = v;
		if (r == NULL)
			return;
		x->round = r;
		x->cap = cap;
	}
	x->round[x->n] = round;
	for (int p = 0; p < x->np; p++)
		x->v[x->n * x->np + p] = chart_value(x->s->rs, st, p, &what);
	x->n++;
}

/* A point at the end of every round, when the next one begins. */
static int
on_event(void *ctx, const struct hist *h)
{
	struct series *x = ctx;

	if (h->applied && h->before->phase != PHASE_SETUP &&
	    h->after->round > h->before->round)
		point(x, h->before->round, h->after);
	return 0;
}

/* The threshold a reach victory sets on track r, or 0. */
static long
reach_at(const struct ruleset *rs, int r)
{
	for (int i = 0; i < rs->victory.n; i++) {
		const struct victory_def *v = VEC_AT(rs->victory,
		    struct victory_def, i);
		if (v->when == WHEN_REACH && v->resource.i == r)
			return v->at;
	}
	return 0;
}

/* The step between grid lines: 1, 2, 5, 10, 20 ... with at most ten
 * lines over span. */
static long
nice_step(long span)
{
	static const long m[] = { 1, 2, 5 };

	for (long base = 1;; base *= 10)
		for (int i = 0; i < 3; i++)
			if (span / (m[i] * base) <= 10)
				return m[i] * base;
}

static void
chart(const struct series *x, const char *what, struct strbuf *b)
{
	const struct session *s = x->s;
	const struct state *st = s->st;
	int r = score_track(s->rs);
	long max = 1, min = 0, goal = r >= 0 ? reach_at(s->rs, r) : 0, step;
	double pw = CW - ML - MR, ph = CH - MT - MB;
	char title[256];

	for (int i = 0; i < x->n * x->np; i++) {
		max = x->v[i] > max ? x->v[i] : max;
		min = x->v[i] < min ? x->v[i] : min;
	}
	max = goal > max ? goal : max;
	step = nice_step(max - min);
	max = (max + step - 1) / step * step;
	min = min < 0 ? -((-min + step - 1) / step * step) : 0;
	snprintf(title, sizeof title, "%s: %s by round", s->g.name, what);
	svg_begin(b, CW, CH, title);
#define X(i) (ML + (x->n > 1 ? pw * (i) / (x->n - 1) : pw / 2))
#define Y(v) (MT + ph - ph * (double)((v) - min) / (double)(max - min))
	sb_add(b, "<text x=\"20\" y=\"24\" font-size=\"16\">");
	svg_text(b, title);
	sb_add(b, "</text>\n<g stroke=\"#cccccc\">\n");
	for (long v = min; v <= max; v += step)
		sb_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" "
		    "y2=\"%.1f\"/>\n", ML, Y(v), CW - MR, Y(v));
	sb_add(b, "</g>\n<g text-anchor=\"end\">\n");
	for (long v = min; v <= max; v += step)
		sb_printf(b, "<text x=\"%d\" y=\"%.1f\">%ld</text>\n", ML - 6,
		    Y(v) + 4, v);
	sb_add(b, "</g>\n<g text-anchor=\"middle\">\n");
	for (int i = 0; i < x->n; i++) {
		sb_printf(b, "<text x=\"%.1f\" y=\"%d\">", X(i), CH - MB + 18);
		if (x->round[i] == 0)
			sb_add(b, "start");
		else
			sb_printf(b, "%ld", x->round[i]);
		sb_add(b, "</text>\n");
	}
	sb_printf(b, "<text x=\"%.1f\" y=\"%d\">round</text>\n</g>\n",
	    ML + pw / 2, CH - 10);
	if (goal > 0)
		sb_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
		    "stroke=\"#888888\" stroke-dasharray=\"6 4\"/>\n<text "
		    "x=\"%d\" y=\"%.1f\" fill=\"#888888\">%ld to win</text>\n",
		    ML, Y(goal), CW - MR, Y(goal), ML + 6, Y(goal) - 5, goal);
	for (int p = 0; p < x->np; p++) {
		sb_printf(b, "<polyline fill=\"none\" stroke-width=\"2\" "
		    "stroke=\"%s\" points=\"", svg_colour(p));
		for (int i = 0; i < x->n; i++)
			sb_printf(b, "%s%.1f,%.1f", i ? " " : "", X(i),
			    Y(x->v[i * x->np + p]));
		sb_add(b, "\"/>\n");
		sb_printf(b, "<text x=\"%d\" y=\"%d\" fill=\"%s\">",
		    CW - MR + 10, MT + 16 * p + 4, svg_colour(p));
		svg_text(b, st->players[p].name);
		sb_printf(b, " %ld</text>\n", x->n > 0 ?
		    x->v[(x->n - 1) * x->np + p] : 0);
	}
#undef X
#undef Y
	svg_end(b);
}

/* --- the board -------------------------------------------------------------- */

static void
label(struct strbuf *b, double x, double y, const char *anchor,
    const char *s)
{
	sb_printf(b, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">", x, y,
	    anchor);
	svg_text(b, s);
	sb_add(b, "</text>\n");
}

/* The standings as bars; returns the height used. */
static int
bars(const struct session *s, int y0, struct strbuf *b)
{
	const struct state *st = s->st;
	const char *what = "";
	long max = 1;

	for (int p = 0; p < st->nplayers; p++) {
		long v = chart_value(s->rs, st, p, &what);
		max = v > max ? v : max;
	}
	label(b, 20, y0 + 14, "start", what);
	for (int p = 0; p < st->nplayers; p++) {
		long v = chart_value(s->rs, st, p, &what);
		int y = y0 + 24 + 22 * p;
		char num[32];
		label(b, 110, y + 13, "end", st->players[p].name);
		sb_printf(b, "<rect x=\"120\" y=\"%d\" width=\"%.1f\" "
		    "height=\"16\" fill=\"%s\"/>\n", y, v > 0 ? 300.0 * (double)v
		    / (double)max : 0.0, svg_colour(p));
		snprintf(num, sizeof num, "%ld", v);
		label(b, 126 + (v > 0 ? 300.0 * (double)v / (double)max : 0),
		    y + 13, "start", num);
	}
	return 30 + 22 * st->nplayers;
}

/* The colour of a land or world held by seat p (or nobody, -1). */
static const char *
owner_fill(int p)
{
	return p >= 0 ? svg_colour(p) : "#dddddd";
}

/* Each land of planet p as a dot round it, in its holder's colour. */
static void
lands_ring(const struct session *s, int p, double x, double y,
    struct strbuf *b)
{
	const struct state *st = s->st;
	int n = 0, k = 0;

	for (int l = 0; l < st->nlands; l++)
		n += s->rs->lands[l].planet == p;
	for (int l = 0; l < st->nlands; l++) {
		double a;
		if (s->rs->lands[l].planet != p)
			continue;
		a = 2 * M_PI * k++ / n;
		sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" "
		    "fill=\"%s\"/>\n", x + 12 * sin(a), y - 12 * cos(a),
		    st->lands[l].owner >= 0 ? svg_colour(st->lands[l].owner) :
		    "#ffffff");
	}
}

static int
orbits(const struct session *s, int y0, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	int norb = rs->board.orbits.n, size = 440;
	double cx = 320, cy = y0 + size / 2.0;

	if (norb == 0 || st->nplanets == 0)
		return 0;
	sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"6\" "
	    "fill=\"#e69f00\"/>\n", cx, cy);
	for (int k = 0; k < norb; k++)
		sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
		    "fill=\"none\" stroke=\"#cccccc\"/>\n", cx, cy,
		    (k + 1) * (size / 2.0 - 20) / norb);
	for (int p = 0; p < st->nplanets; p++) {
		const struct planet_def *d = RS_PLANET(rs, p);
		long pos = st->planets[p].position, f;
		int owner = -2;
		double a, rad, x, y;
		if (pos == 0 || d->orbit == SCHEMA_UNKNOWN_INT || d->orbit > norb)
			continue;
		f = *VEC_AT(rs->board.orbits, long, d->orbit - 1);
		a = 2 * M_PI * (double)(pos - 1) / (double)f;
		rad = d->orbit * (size / 2.0 - 20) / norb;
		x = cx + rad * sin(a);
		y = cy - rad * cos(a);
		/* one owner's colour when one holds every land */
		for (int l = 0; l < st->nlands; l++)
			if (rs->lands[l].planet == p)
				owner = owner == -2 || owner ==
				    st->lands[l].owner ? st->lands[l].owner : -1;
		sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" "
		    "fill=\"%s\" stroke=\"#333333\"/>\n", x, y,
		    owner_fill(owner < 0 ? -1 : owner));
		lands_ring(s, p, x, y, b);
		label(b, x + 16, y + 4, "start", d->name);
	}
	return size;
}

static int
hexes(const struct session *s, int y0, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct terr_state *m = st->terr;
	double r = 28, w = r * sqrt(3.0);
	int rows = 0;

	if (m == NULL)
		return 0;
	for (int t = 0; t < m->ntiles; t++) {
		const struct tile_state *x = &m->tiles[t];
		double cx, cy;
		int who = x->home;
		char txt[16];
		if (!x->placed)
			continue;
		rows = x->row + 1 > rows ? x->row + 1 : rows;
		cx = 40 + w * (x->col + 0.5 * (x->row & 1));
		cy = y0 + r + 1.5 * r * x->row;
		for (int p = 0; p < st->nplayers && who < 0; p++)
			for (int k = 0; k < m->npieces; k++)
				if (terr_units(m, t, p)[k] > 0)
					who = p;
		sb_add(b, "<polygon stroke=\"#333333\" points=\"");
		for (int i = 0; i < 6; i++) {
			double a = M_PI / 180 * (60 * i - 30);
			sb_printf(b, "%s%.1f,%.1f", i ? " " : "",
			    cx + r * cos(a), cy + r * sin(a));
		}
		sb_printf(b, "\" fill=\"%s\" fill-opacity=\"%s\"/>\n",
		    owner_fill(who), who >= 0 ? "0.5" : "1");
		snprintf(txt, sizeof txt, "%s", x->home >= 0 ?
		    rs->mech.territories.home.code : VEC_AT(rs->tiles,
		    struct tile_def, x->type)->code);
		label(b, cx, cy - 2, "middle", txt);
		label(b, cx, cy + 12, "middle", x->id);
	}
	return rows > 0 ? (int)(2 * r + 1.5 * r * (rows - 1)) + 10 : 0;
}

static int
worlds(const struct session *s, int y0, struct strbuf *b)
{
	const struct state *st = s->st;
	const struct worlds *w = st->worlds;
	int per = 5;

	if (w == NULL)
		return 0;
	for (int i = 0; i < w->n; i++) {
		double x = 70 + 125 * (i % per), y = y0 + 40 + 90 * (i / per);
		char buf[96];
		int dy = 0;
		sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"18\" "
		    "fill=\"%s\" stroke=\"#333333\"/>\n", x, y,
		    owner_fill(w->w[i].owner == NEUTRAL ? -1 : w->w[i].owner));
		snprintf(buf, sizeof buf, "%d", i + 1);
		label(b, x, y + 4, "middle", buf);
		label(b, x, y - 24, "middle", RS_WORLD(s->rs, i)->name);
		for (int k = 0; k < w->nfleets; k++) {
			const struct fleet *f = &w->f[k];
			if (f->world != i || f->owner == NEUTRAL)
				continue;
			snprintf(buf, sizeof buf, f->space > 0 ? "%s %ldf %ldt "
			    "in %d" : "%s %ldf %ldt", st->players[f->owner].name,
			    f->fighters, f->transporters, f->space);
			sb_printf(b, "<text x=\"%.1f\" y=\"%.1f\" "
			    "text-anchor=\"middle\" font-size=\"10\" "
			    "fill=\"%s\">", x, y + 32 + dy, svg_colour(f->owner));
			svg_text(b, buf);
			sb_add(b, "</text>\n");
			dy += 11;
		}
	}
	return 40 + 90 * ((w->n + per - 1) / per);
}

static void
board(const struct session *s, struct strbuf *b)
{
	struct strbuf body;
	char title[256], *win = game_winner(s->rs, s->st);
	int y = 50;

	if (win != NULL)
		snprintf(title, sizeof title, "%s (%s): game over in round %ld, "
		    "%s won", s->g.name, s->rs->id, s->st->round, win);
	else if (s->st->phase == PHASE_SETUP)
		snprintf(title, sizeof title, "%s (%s): setting up", s->g.name,
		    s->rs->id);
	else
		snprintf(title, sizeof title, "%s (%s): round %ld, %s phase",
		    s->g.name, s->rs->id, s->st->round, game_phase_id(s->rs,
		    s->st));
	free(win);
	sb_init(&body);
	sb_add(&body, "<text x=\"20\" y=\"28\" font-size=\"16\">");
	svg_text(&body, title);
	sb_add(&body, "</text>\n");
	y += bars(s, y, &body) + 10;
	y += orbits(s, y, &body);
	y += hexes(s, y, &body);
	y += worlds(s, y, &body);
	svg_begin(b, CW, y + 20, title);
	sb_add(b, sb_str(&body));
	svg_end(b);
	sb_release(&body);
}

void
export_board_svg(const struct session *s, struct strbuf *b)
{
	board(s, b);
}

/* --- the files -------------------------------------------------------------- */

/* dir/NAME-what.svg, the game's name kept to letters, digits, '.', '-'
 * and '_'. */
static void
file_name(char *buf, size_t n, const char *dir, const char *game,
    const char *what)
{
	char safe[128];
	size_t i = 0;

	for (; game[i] && i + 1 < sizeof safe; i++)
		safe[i] = (game[i] >= 'a' && game[i] <= 'z') ||
		    (game[i] >= 'A' && game[i] <= 'Z') ||
		    (game[i] >= '0' && game[i] <= '9') ||
		    strchr("._-", game[i]) ? game[i] : '_';
	safe[i] = '\0';
	snprintf(buf, n, "%s/%s-%s.svg", dir, safe, what);
}

int
export_svg(struct ctx *c, struct session *s, const char *dir,
    struct strbuf *out)
{
	struct series x;
	struct state *init = NULL;
	struct strbuf b;
	char path[4096];
	const char *what = "";
	int r;

	memset(&x, 0, sizeof x);
	x.s = s;
	x.np = s->st->nplayers;
	if ((r = session_initial(c, s, &init)))
		return r;
	point(&x, 0, init);
	state_free(init);
	if ((r = history_walk(c, s, on_event, &x)))
		goto out;
	if (s->st->phase != PHASE_SETUP && (x.n == 0 ||
	    x.round[x.n - 1] != s->st->round))
		point(&x, s->st->round, s->st);
	if (x.np > 0)
		chart_value(s->rs, s->st, 0, &what);
	sb_init(&b);
	chart(&x, what, &b);
	file_name(path, sizeof path, dir, s->g.name, "chart");
	if ((r = file_write(c, path, sb_str(&b), b.len)) == ST_OK) {
		sb_printf(out, "%s\n", path);
		sb_reset(&b);
		board(s, &b);
		file_name(path, sizeof path, dir, s->g.name, "board");
		if ((r = file_write(c, path, sb_str(&b), b.len)) == ST_OK)
			sb_printf(out, "%s\n", path);
	}
	sb_release(&b);
out:
	free(x.v);
	free(x.round);
	return r;
}
