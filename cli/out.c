/* out.c: all output goes through here, in text or JSON. */
#include "cli.h"

#include <stdarg.h>
#include <string.h>

#include "core/utf8.h"

void
out_printf(struct ctx *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(c->out, fmt, ap);
	va_end(ap);
}

void
out_text(struct ctx *c, const char *s)
{
	fputs(s, c->out);
}

void
out_json(struct ctx *c, const struct json *j)
{
	struct strbuf b;

	sb_init(&b);
	json_write(&b, j, 1);
	sb_addc(&b, '\n');
	fputs(sb_str(&b), c->out);
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
		out_text(c, text);
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

int
out_error(struct ctx *c, const struct diag *d)
{
	char buf[DIAG_MSG_MAX + DIAG_FILE_MAX + 64];
	struct strbuf b;

	fflush(c->out);
	if (c->quiet)
		return d->code;
	diag_format(d, buf, sizeof buf);
	sb_init(&b);
	out_safe(&b, buf);
	fprintf(stderr, "arbiter: %s\n", sb_str(&b));
	sb_release(&b);
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
