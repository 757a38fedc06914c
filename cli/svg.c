/* svg.c: the little SVG the pictures need: escaped text, a document's
 * head and foot, and one colour per seat. */
#include "report.h"

#include <string.h>

#include "core/base/utf8.h"

void
svg_text(struct strbuf *b, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		int n = c < 0x80 ? 1 : utf8_len(s);
		/* XML 1.0 takes no control character but tab and newline, and
		 * only UTF-8: the others are shown escaped, as on a terminal */
		if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7f ||
		    n == 0) {
			sb_printf(b, "\\x%02x", c);
			continue;
		}
		if (n > 1) {
			sb_addn(b, s, (size_t)n);
			s += n - 1;
			continue;
		}
		switch (*s) {
		case '&':
			sb_add(b, "&amp;");
			break;
		case '<':
			sb_add(b, "&lt;");
			break;
		case '>':
			sb_add(b, "&gt;");
			break;
		case '"':
			sb_add(b, "&quot;");
			break;
		case '\'':
			sb_add(b, "&apos;");
			break;
		default:
			sb_addc(b, *s);
			break;
		}
	}
}

void
svg_begin(struct strbuf *b, int w, int h, const char *title)
{
	sb_printf(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" "
	    "font-size=\"24\">\n<title>", w, h, w, h);
	svg_text(b, title);
	sb_printf(b, "</title>\n<rect width=\"%d\" height=\"%d\" "
	    "fill=\"#ffffff\"/>\n", w, h);
}

void
svg_end(struct strbuf *b)
{
	sb_add(b, "</svg>\n");
}

const char *
svg_colour(int seat)
{
	/* told apart by most eyes, colour-blind ones included */
	static const char *const c[] = { "#0072b2", "#d55e00", "#009e73",
	    "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442" };

	return c[seat % 8];
}

const char *
svg_dash(int seat)
{
	static const char *const d[] = { "none", "16 6", "4 5", "16 5 4 5" };

	return d[seat % 4];
}

long
svg_step(long span)
{
	static const long m[] = { 1, 2, 5 };

	for (long base = 1;; base *= 10)
		for (int i = 0; i < 3; i++)
			if (span / (m[i] * base) <= 10)
				return m[i] * base;
}

/* The width of s at font size px, about: sans-serif letters are a little
 * over half as wide as they are high. */
static double
text_width(const char *s, int px)
{
	int n = 0;

	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return 0.58 * px * n;
}

void
svg_take(struct svg_boxes *k, double x, double y, double w, double h)
{
	if (k == NULL || k->n == SVG_BOXES)
		return;
	k->b[k->n][0] = x;
	k->b[k->n][1] = y;
	k->b[k->n][2] = w;
	k->b[k->n][3] = h;
	k->n++;
}

static int
is_free(const struct svg_boxes *k, double x, double y, double w, double h)
{
	for (int i = 0; k != NULL && i < k->n; i++) {
		const double *o = k->b[i];
		if (x < o[0] + o[2] && o[0] < x + w && y < o[1] + o[3] &&
		    o[1] < y + h)
			return 0;
	}
	return 1;
}

void
svg_label(struct strbuf *b, struct svg_boxes *k, double x, double y,
    int px, const char *anchor, const char *fill, const char *s)
{
	double w = text_width(s, px), h = px * 1.1, left = x, dy = 0;

	if (strcmp(anchor, "middle") == 0)
		left = x - w / 2;
	else if (strcmp(anchor, "end") == 0)
		left = x - w;
	/* a step down, a step up, two down ... until free (or give up and
	 * keep the place asked for) */
	for (int i = 0; i < 16; i++) {
		double t = (i + 1) / 2 * h * (i % 2 ? 1 : -1);
		if (is_free(k, left, y + t - px * 0.85, w, h)) {
			dy = t;
			break;
		}
	}
	svg_take(k, left, y + dy - px * 0.85, w, h);
	sb_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%d\" "
	    "text-anchor=\"%s\"", x, y + dy, px, anchor);
	if (fill != NULL)
		sb_printf(b, " fill=\"%s\"", fill);
	sb_add(b, ">");
	svg_text(b, s);
	sb_add(b, "</text>\n");
}

double
svg_para(struct strbuf *b, double x, double y, double width, int px,
    const char *s)
{
	struct strbuf line;

	/* word by word, a line full when the next word would overflow; a
	 * word wider than a line alone on its own, whole */
	sb_init(&line);
	while (*s) {
		size_t w = strcspn(s, " ");
		if (line.len > 0 && text_width(sb_str(&line), px) +
		    text_width(" ", px) + 0.58 * px * (double)w > width) {
			svg_label(b, NULL, x, y, px, "start", NULL,
			    sb_str(&line));
			y += px * 1.3;
			sb_reset(&line);
		}
		if (line.len > 0)
			sb_addc(&line, ' ');
		sb_addn(&line, s, w);
		s += w;
		s += strspn(s, " ");
	}
	if (line.len > 0) {
		svg_label(b, NULL, x, y, px, "start", NULL, sb_str(&line));
		y += px * 1.3;
	}
	sb_release(&line);
	return y;
}
