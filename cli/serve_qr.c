/* serve_qr.c: a QR code of an address, for a phone to read off the
 * terminal, made by libqrencode (loaded when first needed, as
 * libmicrohttpd is, so that other commands do not load it). */
#include "serve.h"

#include <dlfcn.h>
#include <stdlib.h>

#include <qrencode.h>

static __typeof__(QRcode_encodeString) *f_encode;
static __typeof__(QRcode_free) *f_free;

static int
load(struct ctx *c)
{
	static void *lib;
	const char *names[] = { "libqrencode.so.4", "libqrencode.so" };

	for (size_t i = 0; lib == NULL && i < 2; i++)
		lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
	if (lib == NULL)
		return diag_set(&c->d, ST_ENV, "a QR code needs libqrencode "
		    "(Debian's package libqrencode4): %s", dlerror());
	if ((*(void **)&f_encode = dlsym(lib, "QRcode_encodeString")) == NULL ||
	    (*(void **)&f_free = dlsym(lib, "QRcode_free")) == NULL)
		return diag_set(&c->d, ST_ENV, "libqrencode lacks "
		    "QRcode_encodeString");
	return ST_OK;
}

/* Module (x, y) dark?  Outside the code: the light margin. */
static int
dark(const QRcode *q, int x, int y)
{
	if (x < 0 || y < 0 || x >= q->width || y >= q->width)
		return 0;
	return q->data[y * q->width + x] & 1;
}

int
qr_terminal(struct ctx *c, const char *text, int color, struct strbuf *b)
{
	/* two rows of modules a line, dark ones drawn, a margin of two
	 * (phones read a smaller one than the standard's four) */
	static const char *const cell[4] = { " ", "\xe2\x96\x84",
	    "\xe2\x96\x80", "\xe2\x96\x88" };
	QRcode *q;
	int r, m = 2;

	if ((r = load(c)))
		return r;
	if ((q = f_encode(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1)) == NULL)
		return diag_set(&c->d, ST_ENV, "cannot make a QR code of '%s'",
		    text);
	for (int y = -m; y < q->width + m; y += 2) {
		/* black on white, whatever the terminal's own colours */
		if (color)
			sb_add(b, "\033[30;47m");
		for (int x = -m; x < q->width + m; x++)
			sb_add(b, cell[dark(q, x, y) << 1 | dark(q, x, y + 1)]);
		if (color)
			sb_add(b, "\033[0m");
		sb_addc(b, '\n');
	}
	f_free(q);
	return ST_OK;
}
