/* export_svg.c: `export svg`: two pictures a GM can share, as SVG files.
 * The chart follows the score track (or, for a game without one, what its
 * board counts) round by round, replaying the log; the board shows the
 * standings as bars, and the orbits, the map of territories or the zones
 * as the game has them. */
#include "report.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


/* The chart fills a shared screen, 1920 x 1080, its legend on the right. */
#define CW 1920
#define CH 1080
#define ML 130			/* its margins: left, right, top, bottom */
#define MR 480
#define MT 110
#define MB 130
#define SIDE 7			/* lines that meet are drawn this far apart */

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

/* How far point i of player p's line is moved so that lines with the same
 * value there lie side by side rather than one on the other. */
static double
apart(const struct series *x, int i, int p)
{
	const long *v = x->v + i * x->np;
	int same = 0, before = 0;

	for (int q = 0; q < x->np; q++)
		if (v[q] == v[p]) {
			same++;
			before += q < p;
		}
	return SIDE * (before - (same - 1) / 2.0);
}

static void
legend(const struct series *x, long goal, struct strbuf *b)
{
	const struct state *st = x->s->st;
	double lx = CW - MR + 50, y = MT + 10;

	svg_label(b, NULL, lx, y, 30, "start", NULL, "players");
	for (int p = 0; p < x->np; p++) {
		char txt[160];
		y += 48;
		sb_printf(b, "<line class=\"swatch\" x1=\"%.1f\" "
		    "y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
		    "stroke-width=\"6\" "
		    "stroke-dasharray=\"%s\"/>\n", lx, y - 9, lx + 60, y - 9,
		    svg_colour(p), svg_dash(p));
		snprintf(txt, sizeof txt, "%s: %ld", st->players[p].name,
		    x->n > 0 ? x->v[(x->n - 1) * x->np + p] : 0);
		svg_label(b, NULL, lx + 75, y, 28, "start", NULL, txt);
	}
	y += 60;
	if (goal > 0) {
		char txt[64];
		sb_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
		    "y2=\"%.1f\" stroke=\"#666666\" stroke-width=\"3\" "
		    "stroke-dasharray=\"10 8\"/>\n", lx, y - 9, lx + 60, y - 9);
		snprintf(txt, sizeof txt, "%ld to win", goal);
		svg_label(b, NULL, lx + 75, y, 28, "start", NULL, txt);
		y += 60;
	}
	svg_para(b, lx, y, MR - 80, 24, "lines with the same value are "
	    "drawn side by side; the value after a name is the last");
}

static void
chart(const struct series *x, const char *what, struct strbuf *b)
{
	const struct session *s = x->s;
	int r = score_track(s->rs), every;
	long max = 1, min = 0, goal = r >= 0 ? reach_at(s->rs, r) : 0, step;
	double pw = CW - ML - MR, ph = CH - MT - MB;
	struct strbuf title;

	for (int i = 0; i < x->n * x->np; i++) {
		max = x->v[i] > max ? x->v[i] : max;
		min = x->v[i] < min ? x->v[i] : min;
	}
	max = goal > max ? goal : max;
	step = svg_step(max - min);
	max = (max + step - 1) / step * step;
	min = min < 0 ? -((-min + step - 1) / step * step) : 0;
	/* whole: what is the game's words (a score's name) */
	sb_init(&title);
	sb_printf(&title, "%s: %s by round", s->g.name, what);
	svg_begin(b, CW, CH, sb_str(&title));
#define X(i) (ML + (x->n > 1 ? pw * (i) / (x->n - 1) : pw / 2))
#define Y(v) (MT + ph - ph * (double)((v) - min) / (double)(max - min))
	svg_label(b, NULL, 40, 60, 40, "start", NULL, sb_str(&title));
	sb_release(&title);
	sb_add(b, "<g stroke=\"#cccccc\" stroke-width=\"2\">\n");
	for (long v = min; v <= max; v += step)
		sb_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" "
		    "y2=\"%.1f\"/>\n", ML, Y(v), CW - MR, Y(v));
	sb_add(b, "</g>\n<g text-anchor=\"end\" font-size=\"26\">\n");
	for (long v = min; v <= max; v += step)
		sb_printf(b, "<text x=\"%d\" y=\"%.1f\">%ld</text>\n", ML - 12,
		    Y(v) + 9, v);
	sb_add(b, "</g>\n<g text-anchor=\"middle\" font-size=\"26\">\n");
	/* a round's number every so many rounds, so that none overlap */
	every = x->n > 1 ? (int)(70 * (x->n - 1) / pw) + 1 : 1;
	for (int i = 0; i < x->n; i += every) {
		sb_printf(b, "<text x=\"%.1f\" y=\"%d\">", X(i), CH - MB + 36);
		if (x->round[i] == 0)
			sb_add(b, "start");
		else
			sb_printf(b, "%ld", x->round[i]);
		sb_add(b, "</text>\n");
	}
	sb_printf(b, "<text x=\"%.1f\" y=\"%d\">round</text>\n</g>\n",
	    ML + pw / 2, CH - 30);
	if (goal > 0)
		sb_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
		    "stroke=\"#666666\" stroke-width=\"3\" "
		    "stroke-dasharray=\"10 8\"/>\n", ML, Y(goal), CW - MR,
		    Y(goal));
	for (int p = 0; p < x->np; p++) {
		sb_printf(b, "<polyline fill=\"none\" stroke-width=\"5\" "
		    "stroke-linejoin=\"round\" stroke=\"%s\" "
		    "stroke-dasharray=\"%s\" points=\"", svg_colour(p),
		    svg_dash(p));
		for (int i = 0; i < x->n; i++)
			sb_printf(b, "%s%.1f,%.1f", i ? " " : "", X(i),
			    Y(x->v[i * x->np + p]) + apart(x, i, p));
		sb_add(b, "\"/>\n");
	}
	legend(x, goal, b);
#undef X
#undef Y
	svg_end(b);
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
		export_board_svg(s, &b);
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
