/* svg_board.c: the board picture of `export svg` and of the players' view,
 * sized for a shared screen (1920 x 1080): on the left the title, the
 * standings as bars and the legend (the players' colours, what the
 * symbols mean); on the right the orbits, the map of territories or the
 * zones as the game has them.  Labels are placed where nothing else is
 * (svg_label). */
#include "core/board/board.h"
#include "core/rules/words_keys.h"
#include "report.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/state/terr.h"
#include "core/state/zones.h"

#define BW 1920
#define BH 1080
#define PX 740			/* the picture's panel: left, top, width, height */
#define PY 100
#define PW 1140
#define PH 940
#define LW 640			/* the left panel's width */

/* The standings as bars; returns the y below them. */
static double
bars(const struct session *s, double y, struct strbuf *b)
{
	const struct state *st = s->st;
	const char *what = "";
	long max = 1;

	for (int p = 0; p < st->nplayers; p++) {
		long v = chart_value(s->rs, st, p, &what);
		max = v > max ? v : max;
	}
	svg_label(b, NULL, 40, y, 30, "start", NULL, what);
	y += 20;
	for (int p = 0; p < st->nplayers; p++) {
		long v = chart_value(s->rs, st, p, &what);
		double w = v > 0 ? 300.0 * (double)v / (double)max : 0.0;
		char num[32];
		svg_label(b, NULL, 230, y + 28, 28, "end", NULL,
		    st->players[p].name);
		sb_printf(b, "<rect class=\"bar\" x=\"245\" y=\"%.1f\" "
		    "width=\"%.1f\" height=\"34\" fill=\"%s\"/>\n", y, w, svg_colour(p));
		snprintf(num, sizeof num, "%ld", v);
		svg_label(b, NULL, 255 + w, y + 28, 28, "start", NULL, num);
		y += 46;
	}
	return y + 30;
}

/* The players' colours, then what the symbols mean. */
static void
legend(const struct session *s, double y, const char *symbols,
    struct strbuf *b)
{
	const struct state *st = s->st;
	struct strbuf words;

	svg_label(b, NULL, 40, y, 30, "start", NULL, "legend");
	for (int p = 0; p < st->nplayers; p++) {
		y += 44;
		sb_printf(b, "<rect class=\"swatch\" x=\"40\" y=\"%.1f\" "
		    "width=\"30\" height=\"30\" fill=\"%s\" stroke=\"#333333\"/>\n", y - 25,
		    svg_colour(p));
		svg_label(b, NULL, 85, y, 28, "start", NULL, st->players[p].name);
	}
	/* in the game's words: "{counters}", whole (they have any
	 * length) */
	if (symbols != NULL) {
		sb_init(&words);
		rs_words_add(s->rs, symbols, &words);
		svg_para(b, 40, y + 50, LW - 40, 24, sb_str(&words));
		sb_release(&words);
	}
}

/* The colour of a land or zone held by seat p (or nobody, -1). */
static const char *
owner_fill(int p)
{
	return p >= 0 ? svg_colour(p) : "#dddddd";
}

/* Each land of body p as a dot round it, in its holder's colour. */
static void
lands_ring(const struct session *s, int p, double x, double y,
    struct strbuf *b)
{
	const struct state *st = s->st;
	int n = 0, k = 0;

	for (int l = 0; l < st->nlands; l++)
		n += s->rs->lands[l].body == p;
	for (int l = 0; l < st->nlands; l++) {
		double a;
		if (s->rs->lands[l].body != p)
			continue;
		a = 2 * M_PI * k++ / n;
		sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" "
		    "fill=\"%s\" stroke=\"#333333\" stroke-width=\"2\"/>\n",
		    x + 34 * sin(a), y - 34 * cos(a),
		    st->board->owner[l] >= 0 ? svg_colour(st->board->owner[l]) :
		    "#ffffff");
	}
}

/* The orbits and their bodies; returns what the symbols mean (in
 * legend), or NULL without orbits. */
static const char *
orbits(const struct session *s, struct svg_boxes *k, struct strbuf *b,
    struct strbuf *legend)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	int norb = rs->board.orbits.n;
	double cx = PX + PW / 2.0, cy = PY + PH / 2.0, out = PH / 2.0 - 20;
	double px[64], py[64];
	int n = 0;

	if (norb == 0 || st->nbodies == 0)
		return NULL;
	sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"14\" "
	    "fill=\"#e69f00\"/>\n", cx, cy);
	for (int o = 0; o < norb; o++)
		sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
		    "fill=\"none\" stroke=\"#cccccc\" stroke-width=\"2\"/>\n",
		    cx, cy, (o + 1) * out / norb);
	/* the bodies first, their places taken, then their names */
	for (int p = 0; p < st->nbodies && n < 64; p++) {
		const struct body_def *d = RS_BODY(rs, p);
		long pos = st->bodies[p].position, f;
		double a, rad;
		if (pos == 0 || d->orbit == SCHEMA_UNKNOWN_INT || d->orbit > norb)
			continue;
		f = *VEC_AT(rs->board.orbits, long, d->orbit - 1);
		a = 2 * M_PI * (double)(pos - 1) / (double)f;
		rad = d->orbit * out / norb;
		px[n] = cx + rad * sin(a);
		py[n] = cy - rad * cos(a);
		sb_printf(b, "<circle class=\"%s\" cx=\"%.1f\" "
		    "cy=\"%.1f\" r=\"22\" "
		    "fill=\"%s\" stroke=\"#333333\" stroke-width=\"2\"/>\n",
		    SVG_BODY, px[n], py[n],
		    d->colour != NULL ? d->colour : "#dddddd");
		lands_ring(s, p, px[n], py[n], b);
		svg_take(k, px[n] - 44, py[n] - 44, 88, 88);
		n++;
	}
	n = 0;
	for (int p = 0; p < st->nbodies && n < 64; p++) {
		const struct body_def *d = RS_BODY(rs, p);
		if (st->bodies[p].position == 0 || d->orbit ==
		    SCHEMA_UNKNOWN_INT || d->orbit > norb)
			continue;
		svg_label(b, k, px[n] + 48, py[n] + 10, 28, "start", NULL,
		    d->name);
		n++;
	}
	/* whole: the game's word has any length */
	sb_printf(legend, "a big circle: a %s, in its colour (grey: none "
	    "given); the small dots round it: its lands, each in its holder's "
	    "colour (white: nobody's); the circles: the orbits round the sun",
	    rs_word(rs, W_BODY, 1));
	return sb_str(legend);
}

static const char *
hexes(const struct session *s, struct svg_boxes *k, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	const struct terr_state *m = st->terr;
	double r, w;
	int rows = 0, cols = 0, px;

	if (m == NULL)
		return NULL;
	for (int t = 0; t < board_regions(st->board); t++)
		if (m->tiles[t].placed) {
			rows = m->tiles[t].row + 1 > rows ? m->tiles[t].row + 1 :
			    rows;
			cols = m->tiles[t].col + 1 > cols ? m->tiles[t].col + 1 :
			    cols;
		}
	if (rows == 0)
		return NULL;
	/* as big as the panel takes, and no bigger than a hand */
	r = PW / (sqrt(3.0) * (cols + 0.5));
	r = PH / (1.5 * rows + 0.5) < r ? PH / (1.5 * rows + 0.5) : r;
	r = r > 90 ? 90 : r;
	w = r * sqrt(3.0);
	px = r > 52 ? 26 : 24;
	for (int t = 0; t < board_regions(st->board); t++) {
		const struct tile_state *x = &m->tiles[t];
		double cx, cy;
		int who = x->home;
		char txt[16];
		if (!x->placed)
			continue;
		cx = PX + w / 2 + w * (x->col + 0.5 * (x->row & 1));
		cy = PY + r + 1.5 * r * x->row;
		for (int p = 0; p < st->nplayers && who < 0; p++)
			for (int u = 0; u < m->npieces; u++)
				if (terr_units(st, t, p)[u] > 0)
					who = p;
		sb_add(b, "<polygon stroke=\"#333333\" stroke-width=\"2\" "
		    "points=\"");
		for (int i = 0; i < 6; i++) {
			double a = M_PI / 180 * (60 * i - 30);
			sb_printf(b, "%s%.1f,%.1f", i ? " " : "",
			    cx + r * cos(a), cy + r * sin(a));
		}
		sb_printf(b, "\" fill=\"%s\" fill-opacity=\"%s\"/>\n",
		    owner_fill(who), who >= 0 ? "0.6" : "1");
		snprintf(txt, sizeof txt, "%s", x->home >= 0 ?
		    rs->mech.territories.home.code : VEC_AT(rs->tiles,
		    struct tile_def, x->type)->code);
		svg_label(b, k, cx, cy - 4, px, "middle", NULL, txt);
		svg_label(b, k, cx, cy + px, px, "middle", "#333333",
		    board_name(st->board, t));
	}
	return "a hexagon: a tile, in its holder's colour (grey: nobody's); "
	    "in it: its kind above, its id below";
}

/* The numbered zones and the squads bound for them; returns what the
 * symbols mean (in legend), or NULL without zones. */
static const char *
zones(const struct session *s, struct svg_boxes *k, struct strbuf *b,
    struct strbuf *legend)
{
	struct strbuf buf;
	const struct state *st = s->st;
	const struct zones *w = st->zones;
	int per = 6, rows;
	double dx, dy;
	char s1[8], c1[8];	/* the initials of a striker and a carrier */

	if (w == NULL || w->n == 0)
		return NULL;
	rs_word_initial(s->rs, W_STRIKER, s1, sizeof s1);
	rs_word_initial(s->rs, W_CARRIER, c1, sizeof c1);
	rows = (w->n + per - 1) / per;
	dx = PW / (double)per;
	dy = PH / (double)rows > 200 ? 200 : PH / (double)rows;
	/* the zones first, then their names, then the squads */
	for (int i = 0; i < w->n; i++) {
		double x = PX + dx * (i % per + 0.5), y = PY + 60 + dy * (i / per);
		sb_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"24\" "
		    "fill=\"%s\" stroke=\"#333333\" stroke-width=\"2\"/>\n", x, y,
		    owner_fill(st->board->owner[i]));
		/* on a white halo: readable on every player's colour */
		sb_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"24\" "
		    "text-anchor=\"middle\" stroke=\"#ffffff\" "
		    "stroke-width=\"5\" paint-order=\"stroke\">%d</text>\n", x,
		    y + 8, i + 1);
		svg_take(k, x - 24, y - 24, 48, 48);
	}
	for (int i = 0; i < w->n; i++)
		svg_label(b, k, PX + dx * (i % per + 0.5), PY + 60 + dy *
		    (i / per) - 32, 24, "middle", NULL, RS_ZONE(s->rs, i)->name);
	sb_init(&buf);
	for (int i = 0; i < w->n; i++) {
		double x = PX + dx * (i % per + 0.5), y = PY + 60 + dy * (i / per);
		for (int f = 0; f < w->nsquads; f++) {
			const struct squad *fl = &w->f[f];
			if (fl->zone != i || fl->owner == NEUTRAL)
				continue;
			sb_reset(&buf);
			sb_printf(&buf, "%s %ld%s %ld%s",
			    st->players[fl->owner].name, fl->strikers, s1,
			    fl->carriers, c1);
			if (fl->away > 0)
				sb_printf(&buf, " in %d", fl->away);
			svg_label(b, k, x, y + 52, 24, "middle",
			    svg_colour(fl->owner), sb_str(&buf));
		}
	}
	sb_release(&buf);
	/* whole: the game's words have any length */
	sb_printf(legend, "a circle: a %s, its number in it, in its holder's "
	    "colour (grey: neutral); under it, in the owner's colour: the %s "
	    "bound for it (f and t: the two kinds of ship; in N: N spaces to "
	    "go)", rs_word(s->rs, W_ZONE, 1), rs_word(s->rs, W_SQUAD, 2));
	return sb_str(legend);
}

/* The picture's title into title, whole (the ruleset's id and the
 * winners' names have any length). */
static void
title_of(const struct session *s, struct strbuf *title)
{
	char *win = game_winner(s->rs, s->st);

	if (win != NULL)
		sb_printf(title, "%s (%s): game over in round %ld, %s won",
		    s->g.name, s->rs->id, s->st->round, win);
	else if (s->st->phase == PHASE_SETUP)
		sb_printf(title, "%s (%s): setting up", s->g.name, s->rs->id);
	else
		sb_printf(title, "%s (%s): round %ld, %s phase", s->g.name,
		    s->rs->id, s->st->round, game_phase_id(s->rs, s->st));
	free(win);
}

void
export_board_svg(const struct session *s, struct strbuf *b)
{
	struct svg_boxes *k = calloc(1, sizeof *k);
	struct strbuf body, title, sym;
	const char *symbols;
	double y;

	sb_init(&title);
	sb_init(&sym);
	title_of(s, &title);
	sb_init(&body);
	svg_label(&body, NULL, 40, 60, 40, "start", NULL, sb_str(&title));
	y = bars(s, 130, &body);
	if ((symbols = orbits(s, k, &body, &sym)) == NULL &&
	    (symbols = hexes(s, k, &body)) == NULL &&
	    (symbols = zones(s, k, &body, &sym)) == NULL &&
	    (symbols = svg_sites(s, k, PX, PY, PW, &body)) == NULL)
		symbols = svg_pieces(s, k, PX, PY, PW, &body);
	legend(s, y, symbols, &body);
	svg_begin(b, BW, BH, sb_str(&title));
	sb_add(b, sb_str(&body));
	svg_end(b);
	sb_release(&body);
	sb_release(&sym);
	sb_release(&title);
	free(k);
}
