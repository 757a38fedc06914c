/* cmdline.c: words of a command line. */
#include "cmdline.h"

#include <stdlib.h>
#include <string.h>

void
cmdline_free(int argc, char **argv)
{
	if (argv == NULL)
		return;
	for (int i = 0; i < argc; i++)
		free(argv[i]);
	free(argv);
}

int
cmdline_split(const char *line, int *argc, char ***argv, struct diag *d)
{
	char **v;
	int n = 0;
	const char *p = line;

	*argc = 0;
	*argv = NULL;
	if (strlen(line) > CMDLINE_MAX_LEN)
		return diag_set(d, ST_USAGE, "the line is longer than %d "
		    "bytes; split it into several commands", CMDLINE_MAX_LEN);
	v = calloc(CMDLINE_MAX_WORDS + 1, sizeof *v);
	if (v == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	for (;;) {
		struct strbuf w;
		char q = 0;

		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p == '\0' || *p == '#')
			break;
		if (n == CMDLINE_MAX_WORDS) {
			cmdline_free(n, v);
			return diag_set(d, ST_USAGE, "more than %d words on "
			    "one line", CMDLINE_MAX_WORDS);
		}
		sb_init(&w);
		sb_add(&w, "");
		for (; *p != '\0'; p++) {
			if (q == 0 && (*p == ' ' || *p == '\t' || *p == '\r' ||
			    *p == '\n'))
				break;
			if (q == 0 && (*p == '"' || *p == '\'')) {
				q = *p;
				continue;
			}
			if (q != 0 && *p == q) {
				q = 0;
				continue;
			}
			if (*p == '\\' && q != '\'' && p[1] != '\0') {
				p++;
				sb_addc(&w, *p == 'n' && q == '"' ? '\n' : *p);
				continue;
			}
			sb_addc(&w, *p);
		}
		if (q != 0) {
			sb_release(&w);
			cmdline_free(n, v);
			return diag_set(d, ST_USAGE, "unclosed %s quote; close "
			    "it with %c", q == '"' ? "double" : "single", q);
		}
		if (w.failed) {
			sb_release(&w);
			cmdline_free(n, v);
			return diag_set(d, ST_ENV, "out of memory");
		}
		v[n++] = sb_take(&w);
	}
	*argc = n;
	*argv = v;
	return ST_OK;
}

void
cmdline_quote(struct strbuf *b, const char *word)
{
	int plain = word[0] != '\0' && word[0] != '#';

	for (const char *p = word; *p && plain; p++)
		if (strchr(" \t\r\n\"'\\", *p) != NULL)
			plain = 0;
	if (plain) {
		sb_add(b, word);
		return;
	}
	sb_addc(b, '"');
	for (const char *p = word; *p; p++) {
		if (*p == '"' || *p == '\\')
			sb_addc(b, '\\');
		if (*p == '\n') {
			sb_add(b, "\\n");
			continue;
		}
		sb_addc(b, *p);
	}
	sb_addc(b, '"');
}
