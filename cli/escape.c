/* escape.c: text made safe for the format it goes into: Markdown (whose
 * readers render HTML) and CSV (whose readers, spreadsheets, run formulas).
 * Control characters are shown escaped in both (\n, \xHH) as a logged
 * command writes them (cmdline_quote): they cannot carry a terminal's
 * escape sequences or break a line of the format. */
#include "report.h"

#include <string.h>

#include "core/base/cmdline.h"
#include "core/base/utf8.h"

/* The length of the printable character at p, or 0 (and its escape
 * written to b) for a control character or a byte that is not UTF-8. */
static int
printable(struct strbuf *b, const char *p, const char *backslash)
{
	unsigned char c = (unsigned char)*p;
	int n = c < 0x80 ? 1 : utf8_len(p);

	if (c >= 0x20 && c != 0x7f && n > 0)
		return n;
	sb_add(b, backslash);
	if (c == '\n')
		sb_addc(b, 'n');
	else
		sb_printf(b, "x%02x", c);
	return 0;
}

/* The bytes md_text escapes: \ ` * _ [ ] < | & ~ (a table, not strchr
 * over them: an export says thousands of texts) */
static const unsigned char md_mark[256] = {
	['\\'] = 1, ['`'] = 1, ['*'] = 1, ['_'] = 1, ['['] = 1, [']'] = 1,
	['<'] = 1, ['|'] = 1, ['&'] = 1, ['~'] = 1,
};

void
md_text(struct strbuf *b, const char *s, size_t n)
{
	const char *end = s + n;

	while (s < end && *s) {
		int k;
		/* a shown backslash is itself escaped */
		if ((k = printable(b, s, "\\\\")) == 0) {
			s++;
			continue;
		}
		/* what Markdown would take as markup or HTML anywhere in a
		 * line, or as a cell's end in a table (a line's first
		 * character is never the text's own) */
		if (k == 1 && md_mark[(unsigned char)*s])
			sb_addc(b, '\\');
		sb_addn(b, s, (size_t)k);
		s += k;
	}
}

void
md_str(struct strbuf *b, const char *s)
{
	md_text(b, s, strlen(s));
}

/* Code in backticks (a command, quoted as the log shows it): backticks
 * inside become quotes. */
void
md_code(struct strbuf *b, const char *s)
{
	struct strbuf q;

	sb_init(&q);
	cmdline_requote(&q, s);
	sb_addc(b, '`');
	for (const char *p = sb_str(&q); *p; p++)
		sb_addc(b, *p == '`' ? '\'' : *p);
	sb_addc(b, '`');
	sb_release(&q);
}

void
csv_cell(struct strbuf *b, const char *s, int quote)
{
	/* a spreadsheet takes a cell starting with one of these for a
	 * formula: a quote before it keeps it text (OWASP, "CSV
	 * Injection") */
	int formula = s[0] != '\0' && strchr("=+-@\t\r", s[0]) != NULL;
	const char *p;

	for (p = s; *p && !quote; p++)
		quote = *p == '"' || *p == ',';
	quote = quote || formula;
	if (quote)
		sb_addc(b, '"');
	if (formula)
		sb_addc(b, '\'');
	for (p = s; *p;) {
		const char *q = p;
		int k;
		/* a run of printable ASCII goes in one piece */
		while (*q >= 0x20 && *q < 0x7f && *q != '"')
			q++;
		if (q > p) {
			sb_addn(b, p, (size_t)(q - p));
			p = q;
			continue;
		}
		k = printable(b, p, "\\");
		if (k == 0) {
			p++;
			continue;
		}
		if (*p == '"')
			sb_addc(b, '"');
		sb_addn(b, p, (size_t)k);
		p += k;
	}
	if (quote)
		sb_addc(b, '"');
}
