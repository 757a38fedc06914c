/* svg_pieces.c: the board picture of a game of pieces in the players'
 * own areas and on the board's places: the places first, each with its
 * holder and the pieces on it, then a column per player's area, every
 * piece named in its owner's colour. */
#include "report.h"

#include <stdio.h>

#include "core/state/pieces.h"

/* The pieces that stand where the filter says, one a line from y; returns
 * the y below the last. */
static double
list(const struct session *s, struct svg_boxes *k, double x, double y,
    int area, int place, struct strbuf *b)
{
	const struct track *t = board_track(s->st->board);

	for (int i = 0; i < t->n; i++) {
		const struct tracked *p = &t->v[i];
		char id[PIECE_ID_SIZE], txt[PIECE_ID_SIZE + 24];
		if (p->area != area || p->region != place)
			continue;
		piece_id(s->rs, p, id, sizeof id);
		if (p->counters > 0)
			snprintf(txt, sizeof txt, "%s [%ld]", id, p->counters);
		else
			snprintf(txt, sizeof txt, "%s", id);
		svg_label(b, k, x, y, 24, "start", svg_colour(p->owner), txt);
		y += 32;
	}
	return y;
}

static double
box(struct strbuf *b, double x, double y, double w, double h,
    const char *stroke)
{
	sb_printf(b, "<rect class=\"area\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
	    "height=\"%.1f\" rx=\"10\" fill=\"none\" stroke=\"%s\" "
	    "stroke-width=\"4\"/>\n", x, y, w, h, stroke);
	return y;
}

const char *
svg_pieces(const struct session *s, struct svg_boxes *k, double x0,
    double y, double w, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	int np = st->nplayers > 0 ? st->nplayers : 1;
	double cw = w / np, top, end = y;
	struct strbuf head;

	if (st->pc.nplaces == 0 && board_track(st->board)->n == 0)
		return NULL;
	/* a place's name whole: the ruleset's, of any length */
	sb_init(&head);
	for (int q = 0; q < st->pc.nplaces; q++) {
		int h = st->board->owner[q];
		sb_reset(&head);
		sb_printf(&head, "%s: %s", RS_PLACE(rs, q)->name, h >= 0 ?
		    st->players[h].name : "nobody holds it");
		top = y;
		svg_label(b, k, x0 + 16, y + 38, 28, "start", h >= 0 ?
		    svg_colour(h) : NULL, sb_str(&head));
		y = list(s, k, x0 + 16, y + 76, -1, q, b);
		box(b, x0, top, w - 16, y - top, h >= 0 ? svg_colour(h) :
		    "#999999");
		y += 30;
	}
	top = y;
	for (int p = 0; p < st->nplayers; p++) {
		double yy;
		sb_reset(&head);
		sb_printf(&head, "%s's %s", st->players[p].name,
		    rs->board.area_name != NULL ? rs->board.area_name :
		    "home area");
		svg_label(b, k, x0 + cw * p + 12, top + 36, 26, "start",
		    svg_colour(p), sb_str(&head));
		yy = list(s, k, x0 + cw * p + 12, top + 76, p, -1, b);
		end = yy > end ? yy : end;
	}
	sb_release(&head);
	for (int p = 0; p < st->nplayers; p++)
		box(b, x0 + cw * p, top, cw - 16, end - top, svg_colour(p));
	y = end + 50;
	svg_label(b, k, x0, y, 26, "start", NULL, "elsewhere on the board");
	list(s, k, x0, y + 40, -1, -1, b);
	return "a frame: a place of the board, or a player's own area, in "
	    "the colour of its holder; in it, each piece named in its owner's "
	    "colour, its {counters} in brackets";
}
