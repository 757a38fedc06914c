/* campaign_chart.c: 'campaign chart NAME [--by METHOD] [-o FILE]': the
 * season as an SVG picture, each player's standing by the method (wins,
 * league points, win rate or rating) after each counted game, in the
 * campaign's order.  The players keep the colours and dashes of the other
 * pictures (svg.c), in the order of the final standings, with a legend;
 * every name is escaped. */
#include "cmds.h"
#include "campaign.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/utf8.h"

#define W 1200
#define H 700
#define ML 90			/* margins: left, right, top, bottom */
#define MR 330
#define MT 90
#define MB 170
#define SIDE 6			/* lines that meet are drawn this far apart */

struct season {
	const struct campaign *k;
	int *games;			/* the counted games' indexes */
	int n;				/* points: the start and each game */
	double *v;			/* n x ne, NAN where a player has none */
};

/* An entrant's value by the method, in the unit shown. */
static double
value(const struct method *m, const struct entrant *e)
{
	switch (m->by) {
	case BY_WINS: return e->wins;
	case BY_POINTS: return e->points;
	case BY_RATE: return e->games ? (double)e->rate / 10000 : NAN;
	case BY_ELO: return e->elo;
	}
	return 0;
}

/* Tally the first `upto` counted games and note every player's value. */
static int
point(struct season *x, int at, int upto)
{
	const struct campaign *k = x->k;
	struct campaign *t = malloc(sizeof *t);

	if (t == NULL)
		return -1;
	memcpy(t, k, sizeof *t);
	t->ne = 0;
	t->g = calloc((size_t)(upto ? upto : 1), sizeof *t->g);
	if (t->g == NULL) {
		free(t);
		return -1;
	}
	for (int i = 0; i < upto; i++)
		t->g[i] = k->g[x->games[i]];
	t->ng = upto;
	campaign_tally(t);
	for (int p = 0; p < k->ne; p++) {
		const struct entrant *e = &k->e[k->order[p]];
		/* before a player's first game: no rate, the first rating */
		double v = k->m.by == BY_RATE ? NAN : k->m.by == BY_ELO ?
		    1500 : 0;
		for (int q = 0; q < t->ne; q++)
			if (utf8_name_eq(t->e[q].name, e->name))
				v = value(&k->m, &t->e[q]);
		x->v[at * k->ne + p] = v;
	}
	free(t->g);
	free(t);
	return 0;
}

/* How far player p's point i is moved so that lines with one value there
 * lie side by side, not one on the other. */
static double
apart(const struct season *x, int i, int p)
{
	const double *v = x->v + i * x->k->ne;
	int same = 0, before = 0;

	for (int q = 0; q < x->k->ne; q++)
		if (fabs(v[q] - v[p]) < 1e-9) {
			same++;
			before += q < p;
		}
	return SIDE * (before - (same - 1) / 2.0);
}

static void
axes(const struct season *x, long min, long max, long step,
    struct strbuf *b)
{
	double pw = W - ML - MR, ph = H - MT - MB;

	sb_add(b, "<g stroke=\"#cccccc\" stroke-width=\"2\">\n");
	for (long v = min; v <= max; v += step)
		sb_printf(b, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>"
		    "\n", ML, MT + ph - ph * (double)(v - min) / (double)(max -
		    min), W - MR, MT + ph - ph * (double)(v - min) /
		    (double)(max - min));
	sb_add(b, "</g>\n<g text-anchor=\"end\" font-size=\"20\">\n");
	for (long v = min; v <= max; v += step)
		sb_printf(b, "<text x=\"%d\" y=\"%.1f\">%ld</text>\n", ML - 10,
		    MT + ph - ph * (double)(v - min) / (double)(max - min) + 7,
		    v);
	sb_add(b, "</g>\n<g text-anchor=\"end\" font-size=\"18\">\n");
	/* each game's name under its point, slanted so that long ones fit */
	for (int i = 0; i < x->n; i++) {
		double px = ML + (x->n > 1 ? pw * i / (x->n - 1) : pw / 2);
		sb_printf(b, "<text transform=\"translate(%.1f %d) "
		    "rotate(-35)\">", px + 6, H - MB + 26);
		svg_text(b, i == 0 ? "start" : x->k->g[x->games[i - 1]].name);
		sb_add(b, "</text>\n");
	}
	sb_add(b, "</g>\n");
}

static void
lines(const struct season *x, long min, long max, struct strbuf *b)
{
	double pw = W - ML - MR, ph = H - MT - MB;

	/* a line per player, and a dot at each of its points (a player of
	 * one game by win rate has a dot alone) */
	for (int p = 0; p < x->k->ne; p++)
		for (int dots = 0; dots < 2; dots++) {
			int any = 0;
			if (dots)
				sb_printf(b, "<g fill=\"%s\">\n", svg_colour(p));
			else
				sb_printf(b, "<polyline fill=\"none\" "
				    "stroke-width=\"4\" stroke-linejoin=\"round\" "
				    "stroke=\"%s\" stroke-dasharray=\"%s\" "
				    "points=\"", svg_colour(p), svg_dash(p));
			for (int i = 0; i < x->n; i++) {
				double v = x->v[i * x->k->ne + p], px, py;
				if (isnan(v))
					continue;
				px = ML + (x->n > 1 ? pw * i / (x->n - 1) :
				    pw / 2);
				py = MT + ph - ph * (v - (double)min) /
				    (double)(max - min) + apart(x, i, p);
				if (dots)
					sb_printf(b, "<circle cx=\"%.1f\" "
					    "cy=\"%.1f\" r=\"6\"/>\n", px, py);
				else
					sb_printf(b, "%s%.1f,%.1f", any++ ?
					    " " : "", px, py);
			}
			sb_add(b, dots ? "</g>\n" : "\"/>\n");
		}
}

static void
legend(const struct season *x, struct strbuf *b)
{
	const struct campaign *k = x->k;
	double lx = W - MR + 40, y = MT + 10;

	svg_label(b, NULL, lx, y, 24, "start", NULL, "standings");
	for (int p = 0; p < k->ne; p++) {
		char txt[NAME_MAX_LEN + 96], mv[64];
		const struct entrant *e = &k->e[k->order[p]];
		y += 40;
		sb_printf(b, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
		    "y2=\"%.1f\" stroke=\"%s\" stroke-width=\"5\" "
		    "stroke-dasharray=\"%s\"/>\n", lx, y - 7, lx + 50, y - 7,
		    svg_colour(p), svg_dash(p));
		if (k->m.by == BY_WINS)
			snprintf(mv, sizeof mv, "%ld", e->wins);
		else
			method_value(k, e, mv, sizeof mv);
		snprintf(txt, sizeof txt, "%d. %s: %s", k->place[p], e->name,
		    mv);
		svg_label(b, NULL, lx + 62, y, 20, "start", NULL, txt);
	}
	svg_para(b, lx, y + 50, MR - 60, 16, "lines with the same value are "
	    "drawn side by side; a game not finished or abandoned is not "
	    "counted");
}

/* The picture of k, appended to b. */
static int
chart(const struct campaign *k, struct strbuf *b)
{
	struct season x = { .k = k, .n = 1 };
	double lo = HUGE_VAL, hi = -HUGE_VAL;
	long min, max, step;
	char title[200];
	struct strbuf how;

	if ((x.games = malloc((size_t)(k->ng + 1) * sizeof *x.games)) == NULL)
		return -1;
	for (int i = 0; i < k->ng; i++)
		if (k->g[i].over)
			x.games[x.n++ - 1] = i;
	if ((x.v = malloc((size_t)(x.n * (k->ne ? k->ne : 1)) *
	    sizeof *x.v)) == NULL) {
		free(x.games);
		return -1;
	}
	for (int i = 0; i < x.n; i++)
		if (point(&x, i, i) != 0) {
			free(x.v);
			free(x.games);
			return -1;
		}
	for (int i = 0; i < x.n * k->ne; i++)
		if (!isnan(x.v[i])) {
			lo = fmin(lo, x.v[i]);
			hi = fmax(hi, x.v[i]);
		}
	if (lo > hi)
		lo = hi = 0;
	step = svg_step((long)ceil(hi) - (long)floor(lo));
	min = (long)floor(lo / (double)step) * step;
	max = (long)ceil(hi / (double)step) * step;
	if (max == min)
		max = min + step;
	sb_init(&how);
	method_explain(k, &how);
	snprintf(title, sizeof title, "campaign %s: %s after each game",
	    k->name, method_column(&k->m)[0] ? method_column(&k->m) : "wins");
	svg_begin(b, W, H, title);
	svg_label(b, NULL, 30, 44, 30, "start", NULL, title);
	svg_para(b, 30, 74, W - 60, 16, sb_str(&how));
	sb_release(&how);
	axes(&x, min, max, step, b);
	lines(&x, min, max, b);
	legend(&x, b);
	svg_end(b);
	free(x.v);
	free(x.games);
	return 0;
}

int
campaign_chart(struct ctx *c, int argc, char **argv)
{
	const char *by = NULL, *file = NULL;
	struct campaign k;
	struct strbuf b;
	int r;

	for (int i = 3; i < argc; i += 2) {
		const char **to = strcmp(argv[i], "--by") == 0 ? &by :
		    strcmp(argv[i], "-o") == 0 ? &file : NULL;
		if (to == NULL || i + 1 == argc || *to != NULL)
			return diag_set(&c->d, ST_USAGE, "usage: campaign chart "
			    "NAME [--by wins|points[=N,N...]|rate|elo] [-o "
			    "FILE]");
		*to = argv[i + 1];
	}
	if ((r = campaign_read(c, argv[2], by, &k))) {
		campaign_free(&k);
		return r;
	}
	sb_init(&b);
	if (chart(&k, &b) != 0 || b.failed)
		r = diag_set(&c->d, ST_ENV, "out of memory");
	else if (file != NULL)
		r = file_write(c, file, sb_str(&b), b.len);
	if (r == ST_OK && c->json) {
		struct json *j = json_obj();
		json_set(j, "campaign", json_str(k.name));
		json_set(j, file ? "file" : "svg", json_str(file ? file :
		    sb_str(&b)));
		out_json(c, j);
		json_free(j);
	} else if (r == ST_OK) {
		out_text(c, file ? file : sb_str(&b));
		if (file != NULL)
			out_text(c, "\n");
	}
	sb_release(&b);
	campaign_free(&k);
	return r;
}
