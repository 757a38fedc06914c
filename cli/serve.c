/* serve.c: `arbiter serve`, the players' view of a game over HTTP (see
 * serve.h): the options, the address and its QR code, the players'
 * private addresses, and the loop that watches the database. */
#include "serve.h"
#include "cmds.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "report.h"

/* How often the database is looked at, and the streams pinged. */
#define WATCH_MS 100
#define PING_S 15
/* The events of the log read for one version (the public page lists the
 * last few; a player's page finds his sealed commands among them). */
#define WINDOW 40

struct serve_opts {
	struct serve_listen l;
	const char *game;
	int tokens, renew;
	const char *qr;			/* --qr PLAYER */
};

static volatile sig_atomic_t stop;

static void
on_stop(int sig)
{
	(void)sig;
	stop = 1;
}

static int
number(struct ctx *c, const char *opt, const char *s, long lo, long hi,
    int *out)
{
	char *end;
	long v;

	if (s == NULL)
		return diag_set(&c->d, ST_USAGE, "%s needs a number", opt);
	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || v < lo || v > hi)
		return diag_set(&c->d, ST_USAGE, "%s takes a number from %ld "
		    "to %ld, not '%s'", opt, lo, hi, s);
	*out = (int)v;
	return ST_OK;
}

static int
options(struct ctx *c, int argc, char **argv, struct serve_opts *o)
{
	int r;

	memset(o, 0, sizeof *o);
	o->l.port = 8080;
	o->l.timeout = 10;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(a, "--port") == 0) {
			if ((r = number(c, a, v, 0, 65535, &o->l.port)))
				return r;
			i++;
		} else if (strcmp(a, "--timeout") == 0) {
			if ((r = number(c, a, v, 1, 3600, &o->l.timeout)))
				return r;
			i++;
		} else if (strcmp(a, "--lan") == 0) {
			o->l.lan = 1;
		} else if (strcmp(a, "--tokens") == 0) {
			o->tokens = 1;
		} else if (strcmp(a, "--new-tokens") == 0) {
			o->tokens = o->renew = 1;
		} else if (strcmp(a, "--qr") == 0) {
			if (v == NULL)
				return diag_set(&c->d, ST_USAGE, "--qr needs a "
				    "player");
			o->qr = v;
			i++;
		} else if (a[0] == '-' || o->game != NULL) {
			return diag_set(&c->d, ST_USAGE, "usage: serve [GAME] "
			    "[--port N] [--lan] [--timeout S] [--tokens | "
			    "--new-tokens | --qr PLAYER]");
		} else {
			o->game = a;
		}
	}
	return ST_OK;
}

/* The address phones use: 127.0.0.1, or with --lan this machine's first
 * address on a network. */
static void
host_of(const struct serve_opts *o, char *buf, size_t n)
{
	struct ifaddrs *all, *i;

	snprintf(buf, n, "127.0.0.1");
	if (!o->l.lan || getifaddrs(&all) != 0)
		return;
	for (i = all; i != NULL; i = i->ifa_next)
		if (i->ifa_addr != NULL && i->ifa_addr->sa_family == AF_INET &&
		    (i->ifa_flags & IFF_UP) && !(i->ifa_flags & IFF_LOOPBACK)) {
			inet_ntop(AF_INET, &((struct sockaddr_in *)
			    (void *)i->ifa_addr)->sin_addr, buf, (socklen_t)n);
			break;
		}
	freeifaddrs(all);
}

/* --tokens, --new-tokens, --qr PLAYER: the private addresses. */
static int
print_tokens(struct ctx *c, const struct serve_opts *o, const char *host)
{
	char tok[MAX_PLAYERS][SERVE_TOKEN_LEN + 1], url[256];
	struct session s;
	struct strbuf b;
	int r, found = 0;

	if ((r = session_begin(c, &s, 0)))
		return r;
	if ((r = serve_tokens_read(c, s.g.id, s.st->nplayers, tok))) {
		session_end(c, &s, 0);
		return r;
	}
	sb_init(&b);
	for (int p = 0; p < s.st->nplayers && r == ST_OK; p++) {
		if (o->qr != NULL && strcasecmp(o->qr, s.st->players[p].name))
			continue;
		found = 1;
		snprintf(url, sizeof url, "http://%.63s:%d/p/%.32s/", host, o->l.port,
		    tok[p]);
		sb_printf(&b, "%s  %s\n", s.st->players[p].name, url);
		if (o->qr != NULL)
			r = qr_terminal(c, url, c->color, &b);
	}
	if (r == ST_OK && !found)
		r = diag_set(&c->d, ST_USAGE, "no player '%s' in game '%s'",
		    o->qr, s.g.name);
	session_end(c, &s, 0);
	if (r == ST_OK)
		out_text(c, sb_str(&b));
	sb_release(&b);
	return r;
}

/* The text parts of status that everybody may see (no cards). */
static char *
details(struct ctx *c, struct session *s)
{
	struct strbuf b;
	char *t;
	size_t skip;

	sb_init(&b);
	status_zones(c, s, &b);
	status_pieces(s->rs, s->st, &b);
	status_terr(c, s, &b);
	status_kept(s, &b);
	status_regions(s, &b);
	skip = strspn(sb_str(&b), "\n");
	t = strdup(sb_str(&b) + skip);
	sb_release(&b);
	return t;
}

/* Read and render one version of every page. */
static int
build(struct ctx *c, long version, struct serve_views **out)
{
	struct view_data v;
	struct session s;
	struct serve_views *w;
	struct strbuf b;
	char *odds = NULL, *svg;
	int r;

	*out = NULL;
	memset(&v, 0, sizeof v);
	if ((r = session_begin(c, &s, 0)))
		return r;
	v.s = &s;
	v.status = game_status_json(s.rs, s.st);
	sb_init(&b);
	export_board_svg(&s, &b);
	svg = strstr(sb_str(&b), "<svg");
	v.board = strdup(svg != NULL ? svg : "");
	sb_release(&b);
	v.details = details(c, &s);
	if ((w = calloc(1, sizeof *w)) == NULL)
		r = diag_set(&c->d, ST_ENV, "out of memory");
	if (r == ST_OK && (r = view_events(c, &s, WINDOW, &v.ev, &v.nev)) ==
	    ST_OK && (r = view_waiting(c, &s, &v.waiting, &v.nwaiting)) ==
	    ST_OK && (r = db_view_get(c->db, s.g.id, "odds", &odds, &c->d)) ==
	    ST_OK)
		r = serve_tokens_read(c, s.g.id, s.st->nplayers, w->token);
	if (r == ST_OK) {
		char err[64];
		v.odds = odds != NULL ? json_parse(odds, err, sizeof err) : NULL;
		w->version = version;
		w->title = strdup(s.g.name);
		w->nseats = s.st->nplayers;
		sb_init(&b);
		view_render(&v, -1, &b);
		w->pub = sb_take(&b);
		for (int p = 0; p < w->nseats; p++) {
			view_render(&v, p, &b);
			w->seat[p] = sb_take(&b);
		}
		*out = w;
		w = NULL;
	}
	serve_views_free(w);
	json_free(v.status);
	json_free(v.odds);
	free(odds);
	free(v.board);
	free(v.details);
	view_events_free(v.ev, v.nev);
	view_events_free(v.waiting, v.nwaiting);
	session_end(c, &s, 0);
	return r;
}

static void
sleep_ms(long ms)
{
	struct timespec t = { ms / 1000, (ms % 1000) * 1000000L };

	nanosleep(&t, NULL);
}

/* Watch the database until a signal stops the server: a new version
 * after every change another arbiter commits. */
static int
watch(struct ctx *c, struct serve_http *h)
{
	long long seen = -1, now;
	long version = 0;
	time_t pinged = time(NULL);
	struct strbuf said;	/* the failure said last, whole */
	int r;

	sb_init(&said);
	while (!stop) {
		if ((r = db_data_version(c->db, &now, &c->d)) == ST_OK &&
		    now != seen) {
			struct serve_views *v;
			if ((r = build(c, ++version, &v)) == ST_OK) {
				serve_http_publish(h, v);
				seen = now;
				sb_reset(&said);
			}
		}
		/* a failure is said once, and the last good pages stay */
		if (r != ST_OK && strcmp(sb_str(&said), diag_msg(&c->d)) !=
		    0) {
			out_error(c, &c->d);
			sb_reset(&said);
			sb_add(&said, diag_msg(&c->d));
		}
		if (time(NULL) - pinged >= PING_S) {
			serve_http_ping(h);
			pinged = time(NULL);
		}
		sleep_ms(WATCH_MS);
	}
	sb_release(&said);
	return ST_OK;
}

static int
run(struct ctx *c, const struct serve_opts *o, const char *host)
{
	struct serve_http *h;
	struct sigaction sa, old_int, old_term;
	struct strbuf b;
	char url[128];
	int r, port;

	/* this connection reads only from here on */
	if ((r = db_query_only(c->db, 1, &c->d)))
		return r;
	if ((r = serve_http_start(c, &o->l, &h, &port))) {
		struct diag ignored;
		db_query_only(c->db, 0, &ignored);
		return r;
	}
	snprintf(url, sizeof url, "http://%s:%d/", host, port);
	sb_init(&b);
	sb_printf(&b, "the players' view of %s: %s\n", c->game, url);
	if (qr_terminal(c, url, c->color, &b) != ST_OK)
		out_error(c, &c->d);
	sb_printf(&b, "%s\nprivate pages: 'arbiter serve --tokens', or "
	    "'--qr PLAYER'; Ctrl-C stops\n", o->l.lan ? "on every network "
	    "of this machine" : "on this machine only ('--lan' for the "
	    "phones)");
	out_text(c, sb_str(&b));
	sb_release(&b);
	fflush(c->out);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	stop = 0;
	r = watch(c, h);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	serve_http_stop(h);
	/* the prompt or the command file goes on, and may write */
	if (db_query_only(c->db, 0, &c->d) != ST_OK)
		r = c->d.code;
	out_text(c, "stopped\n");
	return r;
}

int
cmd_serve(struct ctx *c, int argc, char **argv)
{
	struct serve_opts o;
	struct session s;
	char host[64], *game, *keep = c->game;
	int r, color = c->color;

	if ((r = options(c, argc, argv, &o)))
		return r;
	if (o.game != NULL)
		c->game = (char *)o.game;
	/* the game, by its own name from here on */
	if ((r = session_begin(c, &s, 0)))
		goto out;
	game = strdup(s.g.name);
	session_end(c, &s, 0);
	if (game == NULL) {
		r = diag_set(&c->d, ST_ENV, "out of memory");
		goto out;
	}
	host_of(&o, host, sizeof host);
	r = serve_tokens_ensure(c, game, o.renew);
	if (r != ST_OK && !o.tokens && o.qr == NULL) {
		/* the public page still works */
		fprintf(stderr, "arbiter: warning: no private pages: %s\n",
		    diag_msg(&c->d));
		r = ST_OK;
	}
	c->game = game;
	if (r == ST_OK && (o.tokens || o.qr != NULL) && o.l.port == 0)
		r = diag_set(&c->d, ST_USAGE, "the private addresses need the "
		    "server's port: give the one it listens on with --port");
	if (r == ST_OK && (o.tokens || o.qr != NULL))
		r = print_tokens(c, &o, host);
	else if (r == ST_OK) {
		/* the pages are never coloured; the QR code is */
		c->color = 0;
		r = run(c, &o, host);
	}
	c->color = color;
	free(game);
out:
	c->game = keep;
	return r;
}
