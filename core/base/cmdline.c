/* cmdline.c: words of a command line. */
#include "core/base/cmdline.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/utf8.h"

static int
hex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* What ends a run of bytes taken as they are: bit 1 outside quotes, 2
 * within double quotes, 4 within single quotes (the end of the line, all) */
static const unsigned char stop[256] = {
	[0] = 7, [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1,
	['"'] = 3, ['\\'] = 3, ['\''] = 5,
};

static int
stop_bit(char q)
{
	return q == 0 ? 1 : q == '"' ? 2 : 4;
}

void
cmdline_free(int argc, char **argv)
{
	if (argv == NULL)
		return;
	for (int i = 0; i < argc; i++)
		free(argv[i]);
	free(argv);
}

/* The words of line into one block: the NULL-terminated array of
 * pointers, then the words it points to.  A word is never longer than the
 * bytes it is read from, and there are at most (len + 1) / 2 words. */
static void
drop(char **v, char **buf)
{
	if (v != buf)
		free(v);
}

/* (buf: nbuf pointers' room the block may take) */
static int
split(const char *line, char **buf, size_t nbuf, int *argc,
    char ***argv, struct diag *d)
{
	size_t len = strlen(line), maxw, need;
	const char *p = line;
	char **v, *o;
	int n = 0;

	*argc = 0;
	*argv = NULL;
	if (len > CMDLINE_MAX_LEN)
		return diag_set(d, ST_USAGE, "the line is longer than %d "
		    "bytes; split it into several commands", CMDLINE_MAX_LEN);
	maxw = len / 2 + 1;
	need = (maxw + 1) * sizeof *v + len + maxw + 1;
	v = need <= nbuf * sizeof *buf ? buf : malloc(need);
	if (v == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	o = (char *)(v + maxw + 1);
	for (;;) {
		char q = 0;

		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p == '\0' || *p == '#')
			break;
		if (n == CMDLINE_MAX_WORDS) {
			drop(v, buf);
			return diag_set(d, ST_USAGE, "more than %d words on "
			    "one line", CMDLINE_MAX_WORDS);
		}
		v[n++] = o;
		for (; *p != '\0'; p++) {
			/* a run of plain bytes at once */
			const char *r = p;
			int m = stop_bit(q);
			while (!(stop[(unsigned char)*r] & m))
				r++;
			if (r > p) {
				memcpy(o, p, (size_t)(r - p));
				o += r - p;
				if (*(p = r) == '\0')
					break;
			}
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
			if (*p == '\\' && q == '"' && p[1] == 'x' &&
			    hex(p[2]) >= 0 && hex(p[3]) >= 0) {
				int byte = hex(p[2]) * 16 + hex(p[3]);
				if (byte == 0) {
					drop(v, buf);
					return diag_set(d, ST_USAGE, "a word "
					    "cannot hold a NUL byte ('\\x00')");
				}
				*o++ = (char)byte;
				p += 3;
				continue;
			}
			if (*p == '\\' && q != '\'' && p[1] != '\0') {
				p++;
				*o++ = *p == 'n' && q == '"' ? '\n' : *p;
				continue;
			}
			*o++ = *p;
		}
		*o++ = '\0';
		if (q != 0) {
			drop(v, buf);
			return diag_set(d, ST_USAGE, "unclosed %s quote; close "
			    "it with %c", q == '"' ? "double" : "single", q);
		}
	}
	v[n] = NULL;
	*argc = n;
	*argv = v;
	return ST_OK;
}

int
cmdline_split_block(const char *line, int *argc, char ***argv,
    struct diag *d)
{
	return split(line, NULL, 0, argc, argv, d);
}

int
cmdline_split_into(const char *line, char **buf, size_t nbuf, int *argc,
    char ***argv, struct diag *d)
{
	return split(line, buf, nbuf, argc, argv, d);
}

int
cmdline_split(const char *line, int *argc, char ***argv, struct diag *d)
{
	char **b, **v;
	int n, r;

	*argc = 0;
	*argv = NULL;
	if ((r = cmdline_split_block(line, &n, &b, d)))
		return r;
	/* each word on its own, as callers may take them */
	if ((v = calloc((size_t)n + 1, sizeof *v)) == NULL) {
		free(b);
		return diag_set(d, ST_ENV, "out of memory");
	}
	for (int i = 0; i < n; i++)
		if ((v[i] = strdup(b[i])) == NULL) {
			free(b);
			cmdline_free(i, v);
			return diag_set(d, ST_ENV, "out of memory");
		}
	free(b);
	*argc = n;
	*argv = v;
	return ST_OK;
}

/* The length of the character at p, negative when cmdline_quote() writes
 * its first byte as \xHH: a control character (C0, DEL, or C1 in UTF-8) or
 * a byte that is not UTF-8, so that no output carries a terminal's escape
 * sequences. */
static int
char_len(const char *p)
{
	unsigned char b = (unsigned char)*p;
	int n;

	if (b < 0x20 || b == 0x7f)
		return -1;
	if (b < 0x80)
		return 1;
	return (n = utf8_len(p)) > 0 ? n : -1;
}

int
cmdline_needs_escape(const char *s)
{
	for (int n; *s; s += n)
		if ((n = char_len(s)) < 0)
			return 1;
	return 0;
}

void
cmdline_quote(struct strbuf *b, const char *word)
{
	int plain = word[0] != '\0' && word[0] != '#', n;

	for (const char *p = word; *p && plain; p++)
		if (strchr(" \t\r\n\"'\\", *p) != NULL)
			plain = 0;
	if (plain && !cmdline_needs_escape(word)) {
		sb_add(b, word);
		return;
	}
	sb_addc(b, '"');
	for (const char *p = word; *p; p += n) {
		n = char_len(p);
		if (*p == '"' || *p == '\\')
			sb_addc(b, '\\');
		if (*p == '\n')
			sb_add(b, "\\n");
		else if (n < 0)
			sb_printf(b, "\\x%02x", (unsigned char)*p);
		else
			sb_addn(b, p, (size_t)n);
		n = n < 0 ? 1 : n;
	}
	sb_addc(b, '"');
}

void
cmdline_requote(struct strbuf *b, const char *line)
{
	struct diag d;
	char **v;
	int n;

	if (!cmdline_needs_escape(line)) {
		sb_add(b, line);
		return;
	}
	if (cmdline_split(line, &n, &v, &d) != ST_OK) {
		/* not a command line: its bytes escaped one by one */
		for (const char *p = line; *p; p += n) {
			if ((n = char_len(p)) < 0)
				sb_printf(b, "\\x%02x", (unsigned char)*p);
			else
				sb_addn(b, p, (size_t)n);
			n = n < 0 ? 1 : n;
		}
		return;
	}
	for (int i = 0; i < n; i++) {
		if (i > 0)
			sb_addc(b, ' ');
		cmdline_quote(b, v[i]);
	}
	cmdline_free(n, v);
}
