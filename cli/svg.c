/* svg.c: the little SVG the pictures need: escaped text, a document's
 * head and foot, and one colour per seat. */
#include "report.h"

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
	    "font-size=\"12\">\n<title>", w, h, w, h);
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
