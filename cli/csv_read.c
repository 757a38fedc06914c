/* csv_read.c: CSV as campaign csv and spreadsheets write it (RFC 4180):
 * cells apart by commas, rows by CRLF or LF, a cell in double quotes may
 * hold commas, line ends and doubled quotes.  A quote that csv_cell put
 * before a cell a spreadsheet would take for a formula is taken off. */
#include "report.h"

#include <stdlib.h>
#include <string.h>

#define CSV_MAX_CELLS 32

static void
unformula(char *s)
{
	if (s[0] == '\'' && s[1] != '\0' && strchr("=+-@\t\r", s[1]))
		memmove(s, s + 1, strlen(s));
}

int
csv_read(const char *text, int (*row)(void *ctx, int line, char **cells,
    int n), void *ctx, int *bad_line)
{
	struct strbuf cell[CSV_MAX_CELLS];
	const char *p = text;
	int line = 1, r = 0;

	for (int i = 0; i < CSV_MAX_CELLS; i++)
		sb_init(&cell[i]);
	*bad_line = 0;
	while (*p != '\0' && r == 0) {
		int n = 0, start = line, quoted;
		char *v[CSV_MAX_CELLS];
		for (;;) {
			if (n == CSV_MAX_CELLS) {
				*bad_line = start;
				r = -1;
				break;
			}
			sb_reset(&cell[n]);
			quoted = *p == '"';
			p += quoted;
			while (*p != '\0') {
				if (quoted && *p == '"' && p[1] == '"') {
					sb_addc(&cell[n], '"');
					p += 2;
				} else if (quoted && *p == '"') {
					quoted = 0;
					p++;
				} else if (!quoted && (*p == ',' || *p == '\n' ||
				    (*p == '\r' && p[1] == '\n'))) {
					break;
				} else {
					line += *p == '\n';
					sb_addc(&cell[n], *p++);
				}
			}
			if (quoted) {	/* a quote never closed */
				*bad_line = start;
				r = -1;
				break;
			}
			n++;
			if (*p != ',')
				break;
			p++;
		}
		if (r != 0)
			break;
		p += *p == '\r';
		if (*p == '\n') {
			p++;
			line++;
		}
		for (int i = 0; i < n; i++) {
			v[i] = cell[i].s ? cell[i].s : (char *)"";
			if (cell[i].s != NULL)
				unformula(cell[i].s);
		}
		if (!(n == 1 && v[0][0] == '\0'))	/* an empty line */
			r = row(ctx, start, v, n);
	}
	for (int i = 0; i < CSV_MAX_CELLS; i++)
		sb_release(&cell[i]);
	return r;
}
