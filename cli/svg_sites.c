/* svg_sites.c: the board picture of a game of site cards: the sites
 * revealed this round, each a card with its locations and the players
 * landed on them, and the sites each player has kept, in rows in the
 * player's colour. */
#include "report.h"

#include <stdio.h>
#include <string.h>

#include "core/state/cards.h"

/* This round's sites as cards side by side; returns the y below them. */
static double
revealed(const struct session *s, struct svg_boxes *k, double x0, double y,
    double w, struct strbuf *b)
{
	const struct cards_state *c = s->st->cards;
	double cw = c->nsites > 0 ? w / c->nsites : w;
	int most = 0;

	svg_label(b, k, x0, y, 30, "start", NULL, c->nsites > 0 ?
	    "sites revealed this round" : "no site revealed this round");
	if (c->nsites == 0)
		return y + 50;
	cw = cw > 280 ? 280 : cw;
	y += 20;
	for (int i = 0; i < c->nsites; i++) {
		const struct site *t = &c->sites[i];
		double x = x0 + cw * i;
		sb_printf(b, "<rect class=\"site\" x=\"%.1f\" y=\"%.1f\" "
		    "width=\"%.1f\" height=\"%d\" rx=\"12\" fill=\"%s\" "
		    "stroke=\"#333333\" stroke-width=\"3\"/>\n", x, y, cw - 16,
		    60 + 40 * t->nloc, t->keeper >= 0 ? svg_colour(t->keeper) :
		    "#f4f4f4");
		svg_label(b, k, x + 14, y + 38, 26, "start", NULL, t->name);
		for (int l = 0; l < t->nloc; l++) {
			/* every player landed on it, whole */
			struct strbuf txt;
			sb_init(&txt);
			sb_printf(&txt, "%d:", l + 1);
			for (int p = 0; p < s->st->nplayers; p++)
				if (t->where[p] == l)
					sb_printf(&txt, " %s",
					    s->st->players[p].name);
			svg_label(b, k, x + 14, y + 80 + 40 * l, 24, "start",
			    NULL, sb_str(&txt));
			sb_release(&txt);
		}
	}
	for (int i = 0; i < c->nsites; i++)
		most = c->sites[i].nloc > most ? c->sites[i].nloc : most;
	return y + 120 + 40 * most;
}

/* The kept sites, a row a player in the player's colour. */
static void
kept(const struct session *s, struct svg_boxes *k, double x0, double y,
    double w, struct strbuf *b)
{
	const struct cards_state *c = s->st->cards;

	svg_label(b, k, x0, y, 30, "start", NULL, "sites kept");
	for (int p = 0; p < s->st->nplayers; p++) {
		double x = x0 + 170;
		y += 60;
		svg_label(b, k, x0, y, 28, "start", svg_colour(p),
		    s->st->players[p].name);
		for (int i = 0; i < c->nkept; i++) {
			char txt[96];
			double tw;
			if (c->kept[i].player != p)
				continue;
			snprintf(txt, sizeof txt, "%s %+ld", c->kept[i].name,
			    c->kept[i].score);
			tw = 0.55 * 24 * (double)(strlen(txt) + 1);
			if (x + tw > x0 + w && x > x0 + 170) {
				x = x0 + 170;	/* the row is full: on below */
				y += 50;
			}
			sb_printf(b, "<rect class=\"kept\" x=\"%.1f\" y=\"%.1f\" "
			    "width=\"%.1f\" height=\"40\" rx=\"8\" fill=\"%s\" "
			    "fill-opacity=\"0.35\" stroke=\"%s\" "
			    "stroke-width=\"3\"/>\n", x, y - 30, tw,
			    svg_colour(p), svg_colour(p));
			svg_label(b, k, x + 8, y, 24, "start", NULL, txt);
			x += tw + 14;
		}
	}
}

const char *
svg_sites(const struct session *s, struct svg_boxes *k, double x, double y,
    double w, struct strbuf *b)
{
	if (s->st->cards == NULL || s->rs->sites.sub_kinds.n == 0)
		return NULL;
	kept(s, k, x, revealed(s, k, x, y + 30, w, b), w, b);
	return "a card: a site revealed this round, filled in its keeper's "
	    "colour once kept, its locations numbered with the players landed "
	    "there; below: the sites each player kept, with the points they "
	    "gave";
}
