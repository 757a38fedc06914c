/* out.c: all output goes through here, in text or JSON.  What it writes
 * holds no control character a terminal would obey (but its own colours),
 * and every write is checked. */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/base/cmdline.h"
#include "core/base/utf8.h"
#include "table.h"

/* Remember the first write that failed, and why. */
static void
put(struct ctx *c, const char *s, size_t n)
{
	errno = 0;
	if (n > 0 && fwrite(s, 1, n, c->out) != n && c->werr == 0)
		c->werr = errno ? errno : EIO;
}

/* The colours arbiter writes itself (out_bold ...), when it colours. */
static size_t
own_colour(const struct ctx *c, const char *p)
{
	/* (black on white: the QR code of serve) */
	static const char *const sgr[] = { "\033[0m", "\033[1m", "\033[2m",
	    "\033[30;47m", NULL };

	for (int i = 0; c->color && sgr[i]; i++)
		if (strncmp(p, sgr[i], strlen(sgr[i])) == 0)
			return strlen(sgr[i]);
	return 0;
}

/* Are the 8 bytes at p all printable ASCII (0x20 to 0x7e), newlines or
 * tabs?  A byte of 0x80 or more has its high bit; one below 0x20 gets it
 * taking 0x20 away, and 0x7f adding 1 (a borrow or a carry comes only from
 * a byte that is not printable either). */
static int
plain8(const char *p)
{
	const uint64_t ones = 0x0101010101010101ULL;
	uint64_t w;

	memcpy(&w, p, 8);
	/* most often no byte below 0x20 (each byte's high bit of
	 * (b & 0x7f) + 0x60, or b's own, is set unless b < 0x20: no carry
	 * from byte to byte): then no 0x7f and nothing from 0x80 on */
	if ((~(((w & ones * 0x7f) + ones * 0x60) | w) & ones * 0x80) == 0)
		return ((w | (w + ones)) & (ones * 0x80)) == 0;
	/* newlines and tabs, which lines of text are full of, made
	 * printable first: 0x20 added to each byte that is one (the high
	 * bit of a byte of w ^ '\n' that is 0, exactly, shifted down) */
	w |= (~(((w ^ ones * '\n') & ones * 0x7f) + ones * 0x7f) &
	    ~(w ^ ones * '\n') & ones * 0x80) >> 2;
	w |= (~(((w ^ ones * '\t') & ones * 0x7f) + ones * 0x7f) &
	    ~(w ^ ones * '\t') & ones * 0x80) >> 2;
	return ((w | (w - ones * 0x20) | (w + ones)) & (ones * 0x80)) == 0;
}

/* How many of the bytes at p (at most n) plain8 would pass, 16 at a time
 * where the machine compares 16 bytes in one instruction (a long export
 * is written through here, a few hundred bytes an event), else none. */
#if defined(__SSE2__)
/* Each byte of the 16 at p that plain8 would pass, all ones.  One more
 * than a printable byte (0x20 to 0x7e) is above 0x20 as a signed byte;
 * one more than a control, 0x7f or a byte from 0x80 on is not. */
static __m128i
plain16(const char *p)
{
	__m128i v = _mm_loadu_si128((const __m128i *)(const void *)p);

	return _mm_or_si128(_mm_cmpgt_epi8(_mm_add_epi8(v, _mm_set1_epi8(1)),
	    _mm_set1_epi8(0x20)), _mm_or_si128(_mm_cmpeq_epi8(v,
	    _mm_set1_epi8('\n')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'))));
}
#endif

static size_t
plain_run(const char *p, size_t n)
{
	size_t i = 0;
#if defined(__SSE2__)
	/* 32 at a time, then the 16 where they stop */
	for (; i + 32 <= n; i += 32)
		if (_mm_movemask_epi8(_mm_and_si128(plain16(p + i),
		    plain16(p + i + 16))) != 0xffff)
			break;
	for (; i + 16 <= n; i += 16)
		if (_mm_movemask_epi8(plain16(p + i)) != 0xffff)
			break;
#else
	(void)p;
	(void)n;
#endif
	return i;
}

/* Write s: newlines, tabs and printable UTF-8 as they are, any other
 * control character (an escape sequence would retitle or clear the
 * terminal) and any byte that is not UTF-8 as \xHH.  Every text carried
 * is escaped for its format where it is written; this is the last line. */
static void
write_text(struct ctx *c, const char *s, size_t len)
{
	const char *run = s, *end = s + len, *p = s;

	while (p < end) {
		unsigned char b;
		size_t n;
		int k;
		if ((n = plain_run(p, (size_t)(end - p))) > 0) {
			p += n;
			continue;
		}
		b = (unsigned char)*p;
		if (end - p >= 8 && plain8(p)) {
			p += 8;
			continue;
		}
		if (b == '\n' || b == '\t' || (b >= 0x20 && b < 0x7f)) {
			p++;
			continue;
		}
		/* (every colour of arbiter's own starts with ESC) */
		if (b == 0x1b && (n = own_colour(c, p)) > 0) {
			p += n;
			continue;
		}
		if (b >= 0x80 && (k = utf8_len(p)) > 0 && p + k <= end) {
			p += k;
			continue;
		}
		put(c, run, (size_t)(p - run));
		{
			char esc[8];
			snprintf(esc, sizeof esc, "\\x%02x", b);
			put(c, esc, 4);
		}
		run = ++p;
	}
	put(c, run, (size_t)(p - run));
}

void
out_printf(struct ctx *c, const char *fmt, ...)
{
	struct strbuf b;
	va_list ap;

	sb_init(&b);
	va_start(ap, fmt);
	sb_vprintf(&b, fmt, ap);
	va_end(ap);
	write_text(c, sb_str(&b), b.len);
	sb_release(&b);
}

void
out_text(struct ctx *c, const char *s)
{
	write_text(c, s, strlen(s));
}

static void out_paged(struct ctx *c, const char *s);

/* The terminal's height in lines: LINES, else the terminal's own, else 0
 * (not a terminal). */
static int
term_lines(FILE *f)
{
	struct winsize ws;
	const char *env = getenv("LINES");

	if (!isatty(fileno(f)))
		return 0;
	if (env != NULL && atoi(env) > 0)
		return atoi(env);
	if (ioctl(fileno(f), TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0)
		return ws.ws_row;
	return 24;
}

void
out_fit(struct ctx *c, const char *s)
{
	struct strbuf b;

	sb_init(&b);
	table_fit_text(&b, s);
	out_text(c, sb_str(&b));
	sb_release(&b);
}

void
out_long(struct ctx *c, const char *text)
{
	struct strbuf fitted;

	sb_init(&fitted);
	table_fit_text(&fitted, text);
	out_paged(c, sb_str(&fitted));
	sb_release(&fitted);
}

static void
out_paged(struct ctx *c, const char *s)
{
	int rows = c->json ? 0 : term_lines(c->out), lines = 0;
	const char *pager = getenv("PAGER");
	FILE *p, *out = c->out;
	void (*old)(int);
	int st;

	for (const char *q = s; *q; q++)
		lines += *q == '\n';
	if (rows == 0 || lines < rows) {
		out_text(c, s);
		return;
	}
	if (pager == NULL || *pager == '\0')
		pager = "less -FRX";
	fflush(c->out);
	/* a pager quit early closes the pipe: no SIGPIPE for that */
	old = signal(SIGPIPE, SIG_IGN);
	if ((p = popen(pager, "w")) == NULL) {
		signal(SIGPIPE, old);
		out_text(c, s);
		return;
	}
	c->out = p;
	out_text(c, s);
	fflush(p);
	c->werr = 0;		/* what the pager did not read is no loss */
	c->out = out;
	st = pclose(p);
	signal(SIGPIPE, old);
	/* a pager that could not be run: the text as it is */
	if (st == -1 || (WIFEXITED(st) && WEXITSTATUS(st) == 127))
		out_text(c, s);
}

int
out_check(struct ctx *c)
{
	int failed;

	errno = 0;
	failed = fflush(c->out) != 0 || ferror(c->out);
	if (failed && c->werr == 0)
		c->werr = errno ? errno : EIO;
	if (c->werr == 0)
		return ST_OK;
	return diag_set(&c->d, ST_ENV, "cannot write the output: %s",
	    strerror(c->werr));
}

void
out_reset_errors(struct ctx *c)
{
	clearerr(c->out);
	c->werr = 0;
}

int
out_close(struct ctx *c, int r)
{
	int w = out_check(c);

	errno = 0;
	if (fclose(c->out) != 0 && w == ST_OK)
		w = diag_set(&c->d, ST_ENV, "cannot write the output: %s",
		    strerror(errno ? errno : EIO));
	c->out = NULL;
	if (w != ST_OK) {
		out_error(c, &c->d);
		r = r == ST_OK ? w : r;
	}
	/* a message that could not be told still fails the run (stderr
	 * stays open: the sanitizers and valgrind report on it at exit) */
	if ((fflush(stderr) != 0 || ferror(stderr)) && r == ST_OK)
		r = ST_ENV;
	return r;
}

void
out_json(struct ctx *c, const struct json *j)
{
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 1);
	sb_addc(&b, '\n');
	write_text(c, sb_str(&b), b.len);
	sb_release(&b);
}

void
out_picture(struct ctx *c, const char *text)
{
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "picture", json_str(text));
		out_json(c, j);
		json_free(j);
	} else {
		out_fit(c, text);	/* rows fit already; a legend may not */
	}
}

void
out_safe(struct strbuf *b, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	while (*p) {
		int n;
		if (*p == '\n')
			sb_add(b, "\\n");
		else if (*p == '\t')
			sb_add(b, "\\t");
		else if (*p < 0x20 || *p == 0x7f)
			sb_printf(b, "\\x%02x", *p);
		else if (*p < 0x80)
			sb_addc(b, (char)*p);
		else if ((n = utf8_len((const char *)p)) > 0) {
			sb_addn(b, (const char *)p, (size_t)n);
			p += n;
			continue;
		} else
			sb_printf(b, "\\x%02x", *p);
		p++;
	}
}

void
out_command(struct strbuf *b, const char *command)
{
	struct strbuf q;
	const char *p = command;

	/* printable ASCII (nearly every command) needs neither */
	while (*p >= 0x20 && *p < 0x7f)
		p++;
	if (*p == '\0') {
		sb_addn(b, command, (size_t)(p - command));
		return;
	}
	sb_init(&q);
	cmdline_requote(&q, command);
	out_safe(b, sb_str(&q));
	sb_release(&q);
}

int
out_error(struct ctx *c, const struct diag *d)
{
	struct strbuf b, t;

	if (c->out != NULL)
		fflush(c->out);
	if (c->quiet)
		return d->code;
	sb_init(&t);
	diag_format_sb(d, &t);
	sb_init(&b);
	out_safe(&b, sb_str(&t));
	fprintf(stderr, "arbiter: %s\n", sb_str(&b));
	sb_release(&b);
	sb_release(&t);
	return d->code;
}

const char *
out_bold(const struct ctx *c)
{
	return c->color ? "\033[1m" : "";
}

const char *
out_dim(const struct ctx *c)
{
	return c->color ? "\033[2m" : "";
}

const char *
out_reset(const struct ctx *c)
{
	return c->color ? "\033[0m" : "";
}
