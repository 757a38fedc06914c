/* serve_http.c: the players' view over HTTP, with GNU libmicrohttpd.
 *
 * The library parses every request; this file only routes the few paths
 * the pages have and refuses the rest.  It is loaded with dlopen() when
 * `serve` starts, not linked: linking it (and the TLS libraries it needs)
 * would add some 6 ms to the start of every other command.
 *
 * Paths: / (the public page), /events (its event stream), /style.css,
 * /app.js, and under /p/TOKEN/ the same page and stream for the player
 * whose token it is.  Only GET and HEAD, no body, headers within 16 KiB,
 * a request within the timeout, at most 200 connections and 64 from one
 * address: the rest is refused by the library or here.  Event streams
 * wait suspended (no thread, no timeout) until a new version or a ping
 * wakes them. */
#include "serve.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include <microhttpd.h>

#define MHD_FN(x) static __typeof__(x) *f_##x
MHD_FN(MHD_start_daemon);
MHD_FN(MHD_stop_daemon);
MHD_FN(MHD_get_daemon_info);
MHD_FN(MHD_create_response_from_buffer);
MHD_FN(MHD_create_response_from_callback);
MHD_FN(MHD_add_response_header);
MHD_FN(MHD_queue_response);
MHD_FN(MHD_destroy_response);
MHD_FN(MHD_suspend_connection);
MHD_FN(MHD_resume_connection);
MHD_FN(MHD_lookup_connection_value);

struct sse;

struct serve_http {
	struct MHD_Daemon *d;
	pthread_mutex_t lock;
	struct serve_views *v;	/* the version handed out */
	long pings;
	int stopping;
	struct sse *streams;
	char *css;
};

/* One event stream. */
struct sse {
	struct serve_http *h;
	struct MHD_Connection *conn;
	int seat;		/* -1: the public's */
	long sent;		/* the version it has */
	long pinged;
	int suspended;
	struct strbuf out;	/* an event on its way */
	size_t off;
	struct sse *next;
};

static int
load_library(struct ctx *c)
{
	static void *lib;
	const char *names[] = { "libmicrohttpd.so.12", "libmicrohttpd.so" };

	for (size_t i = 0; lib == NULL && i < 2; i++)
		lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
	if (lib == NULL)
		return diag_set(&c->d, ST_ENV, "serve needs GNU libmicrohttpd "
		    "(Debian's package libmicrohttpd12): %s", dlerror());
#define LOAD(x) if ((*(void **)&f_##x = dlsym(lib, #x)) == NULL) \
	return diag_set(&c->d, ST_ENV, "libmicrohttpd lacks %s", #x)
	LOAD(MHD_start_daemon);
	LOAD(MHD_stop_daemon);
	LOAD(MHD_get_daemon_info);
	LOAD(MHD_create_response_from_buffer);
	LOAD(MHD_create_response_from_callback);
	LOAD(MHD_add_response_header);
	LOAD(MHD_queue_response);
	LOAD(MHD_destroy_response);
	LOAD(MHD_suspend_connection);
	LOAD(MHD_resume_connection);
	LOAD(MHD_lookup_connection_value);
#undef LOAD
	return ST_OK;
}

/* The headers every answer carries: nothing cached, framed or sniffed,
 * no referrer (a private page's address holds its token), and scripts,
 * styles and connections only from the page's own server. */
static void
common_headers(struct MHD_Response *r, const char *type)
{
	f_MHD_add_response_header(r, "Content-Type", type);
	f_MHD_add_response_header(r, "Cache-Control", "no-store");
	f_MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
	f_MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
	f_MHD_add_response_header(r, "X-Frame-Options", "DENY");
	f_MHD_add_response_header(r, "Content-Security-Policy",
	    "default-src 'none'; script-src 'self'; style-src 'self'; "
	    "img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
	    "form-action 'none'; frame-ancestors 'none'");
}

static enum MHD_Result
answer(struct MHD_Connection *conn, unsigned status, const char *type,
    char *body, size_t len, int owned)
{
	struct MHD_Response *r = f_MHD_create_response_from_buffer(len, body,
	    owned ? MHD_RESPMEM_MUST_FREE : MHD_RESPMEM_PERSISTENT);
	enum MHD_Result ret;

	if (r == NULL) {
		if (owned)
			free(body);
		return MHD_NO;
	}
	common_headers(r, type);
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		f_MHD_add_response_header(r, "Allow", "GET, HEAD");
	ret = f_MHD_queue_response(conn, status, r);
	f_MHD_destroy_response(r);
	return ret;
}

static enum MHD_Result
refuse_req(struct MHD_Connection *conn, unsigned status, const char *why)
{
	return answer(conn, status, "text/plain; charset=utf-8", (char *)why,
	    strlen(why), 0);
}

/* A redirection to url with a '/' after it. */
static enum MHD_Result
moved(struct MHD_Connection *conn, const char *url)
{
	struct MHD_Response *r = f_MHD_create_response_from_buffer(0, NULL,
	    MHD_RESPMEM_PERSISTENT);
	struct strbuf b;
	enum MHD_Result ret;

	if (r == NULL)
		return MHD_NO;
	common_headers(r, "text/plain; charset=utf-8");
	sb_init(&b);
	sb_printf(&b, "%s/", url);
	f_MHD_add_response_header(r, "Location", sb_str(&b));
	sb_release(&b);
	ret = f_MHD_queue_response(conn, MHD_HTTP_MOVED_PERMANENTLY, r);
	f_MHD_destroy_response(r);
	return ret;
}

/* The whole page for a viewer: the main part in its frame.  Without
 * JavaScript the page reloads itself. */
static char *
page(struct serve_http *h, int seat, size_t *len)
{
	const struct serve_views *v = h->v;
	struct strbuf b;

	sb_init(&b);
	sb_add(&b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\">\n<title>");
	html_text(&b, v->title);
	if (seat >= 0)
		sb_add(&b, " (your page)");
	sb_add(&b, " - arbiter</title>\n<link rel=\"stylesheet\" "
	    "href=\"/style.css\">\n<script src=\"/app.js\" defer></script>\n"
	    "<noscript><meta http-equiv=\"refresh\" content=\"5\"></noscript>"
	    "\n</head>\n<body>\n<p id=\"live\" class=\"live\">live</p>\n");
	sb_printf(&b, "<main id=\"view\" data-version=\"%ld\">\n", v->version);
	sb_add(&b, seat >= 0 ? v->seat[seat] : v->pub);
	sb_add(&b, "</main>\n</body>\n</html>\n");
	*len = b.len;
	return sb_take(&b);
}

/* The seat whose token tok (n bytes) is, or -1; every token is compared
 * whole, so the time taken tells nothing of how much of one matched. */
static int
seat_of(const struct serve_views *v, const char *tok, size_t n)
{
	int found = -1;

	if (n != SERVE_TOKEN_LEN)
		return -1;
	for (int p = 0; p < v->nseats; p++) {
		unsigned char diff = v->token[p][0] == '\0';
		for (size_t i = 0; i < SERVE_TOKEN_LEN; i++)
			diff |= (unsigned char)(v->token[p][i] ^ tok[i]);
		if (diff == 0)
			found = p;
	}
	return found;
}

/* --- event streams ------------------------------------------------------ */

/* The next event for s, in s->out: the page's main part, one "data:"
 * line per line of it. */
static void
next_event(struct sse *s)
{
	const struct serve_views *v = s->h->v;
	const char *p = s->seat >= 0 ? v->seat[s->seat] : v->pub;

	sb_reset(&s->out);
	s->off = 0;
	sb_printf(&s->out, "id: %ld\nevent: view\n", v->version);
	while (*p != '\0') {
		size_t n = strcspn(p, "\n");
		sb_add(&s->out, "data: ");
		sb_addn(&s->out, p, n);
		sb_addc(&s->out, '\n');
		p += n + (p[n] == '\n');
	}
	sb_addc(&s->out, '\n');
	s->sent = v->version;
}

static ssize_t
stream_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	struct sse *s = cls;
	struct serve_http *h = s->h;
	size_t n;

	(void)pos;
	pthread_mutex_lock(&h->lock);
	if (h->stopping) {
		pthread_mutex_unlock(&h->lock);
		return MHD_CONTENT_READER_END_OF_STREAM;
	}
	if (s->off >= s->out.len) {
		if (s->sent != h->v->version) {
			next_event(s);
		} else if (s->pinged != h->pings) {
			sb_reset(&s->out);
			s->off = 0;
			sb_add(&s->out, ": ping\n\n");
			s->pinged = h->pings;
		} else {
			/* nothing new: wait, out of the library's loop */
			s->suspended = 1;
			f_MHD_suspend_connection(s->conn);
			pthread_mutex_unlock(&h->lock);
			return 0;
		}
	}
	n = s->out.len - s->off < max ? s->out.len - s->off : max;
	memcpy(buf, s->out.s + s->off, n);
	s->off += n;
	pthread_mutex_unlock(&h->lock);
	return (ssize_t)n;
}

static void
stream_free(void *cls)
{
	struct sse *s = cls;
	struct serve_http *h = s->h;

	pthread_mutex_lock(&h->lock);
	for (struct sse **p = &h->streams; *p != NULL; p = &(*p)->next)
		if (*p == s) {
			*p = s->next;
			break;
		}
	pthread_mutex_unlock(&h->lock);
	sb_release(&s->out);
	free(s);
}

static enum MHD_Result
stream(struct serve_http *h, struct MHD_Connection *conn, int seat)
{
	struct sse *s = calloc(1, sizeof *s);
	struct MHD_Response *r;
	enum MHD_Result ret;

	if (s == NULL)
		return MHD_NO;
	s->h = h;
	s->conn = conn;
	s->seat = seat;
	s->sent = -1;
	sb_init(&s->out);
	/* a retry within a second, then the page as it stands */
	sb_add(&s->out, "retry: 1000\n\n");
	r = f_MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 16384,
	    stream_read, s, stream_free);
	if (r == NULL) {
		sb_release(&s->out);
		free(s);
		return MHD_NO;
	}
	pthread_mutex_lock(&h->lock);
	s->pinged = h->pings;
	s->next = h->streams;
	h->streams = s;
	pthread_mutex_unlock(&h->lock);
	common_headers(r, "text/event-stream; charset=utf-8");
	ret = f_MHD_queue_response(conn, MHD_HTTP_OK, r);
	f_MHD_destroy_response(r);
	return ret;
}

/* Wake every stream that waits (the lock held). */
static void
wake(struct serve_http *h)
{
	for (struct sse *s = h->streams; s != NULL; s = s->next)
		if (s->suspended) {
			s->suspended = 0;
			f_MHD_resume_connection(s->conn);
		}
}

/* --- requests ------------------------------------------------------------ */

/* A path under /p/TOKEN/: the seat, and *rest what follows the token. */
static int
private_path(struct serve_http *h, const char *url, const char **rest)
{
	const char *tok = url + 3, *end = strchr(tok, '/');
	int seat;

	if (strncmp(url, "/p/", 3) != 0)
		return -2;
	end = end != NULL ? end : tok + strlen(tok);
	pthread_mutex_lock(&h->lock);
	seat = seat_of(h->v, tok, (size_t)(end - tok));
	pthread_mutex_unlock(&h->lock);
	*rest = end;
	return seat;
}

static enum MHD_Result
route(void *cls, struct MHD_Connection *conn, const char *url,
    const char *method, const char *version, const char *upload,
    size_t *upload_size, void **req)
{
	struct serve_http *h = cls;
	const char *rest = "", *cl;
	int seat = -1;
	char *body;
	size_t len;

	(void)version;
	(void)upload;
	(void)req;
	if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
		return refuse_req(conn, MHD_HTTP_METHOD_NOT_ALLOWED,
		    "the players' view can only be read\n");
	/* the library calls before any body comes: its headers say */
	cl = f_MHD_lookup_connection_value(conn, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_CONTENT_LENGTH);
	if (*upload_size != 0 || (cl != NULL && strcmp(cl, "0") != 0) ||
	    f_MHD_lookup_connection_value(conn, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_TRANSFER_ENCODING) != NULL)
		return refuse_req(conn, MHD_HTTP_BAD_REQUEST,
		    "a request here carries no body\n");
	if (strcmp(url, "/style.css") == 0)
		return answer(conn, MHD_HTTP_OK, "text/css; charset=utf-8",
		    h->css, strlen(h->css), 0);
	if (strcmp(url, "/app.js") == 0)
		return answer(conn, MHD_HTTP_OK, "text/javascript; "
		    "charset=utf-8", (char *)serve_js, strlen(serve_js), 0);
	if (strcmp(url, "/") != 0 && strcmp(url, "/events") != 0) {
		seat = private_path(h, url, &rest);
		/* the address typed without its last '/': the page's own
		 * (its script finds its stream beside it) */
		if (seat >= 0 && *rest == '\0')
			return moved(conn, url);
		if (seat < 0 || (strcmp(rest, "/") != 0 &&
		    strcmp(rest, "/events") != 0))
			return refuse_req(conn, MHD_HTTP_NOT_FOUND, "no such page "
			    "here\n");
	} else {
		rest = url;
	}
	if (strcmp(rest, "/events") == 0)
		return stream(h, conn, seat);
	pthread_mutex_lock(&h->lock);
	body = page(h, seat, &len);
	pthread_mutex_unlock(&h->lock);
	return answer(conn, MHD_HTTP_OK, "text/html; charset=utf-8", body,
	    len, 1);
}

/* --- the server ------------------------------------------------------------ */

int
serve_http_start(struct ctx *c, const struct serve_listen *l,
    struct serve_http **out, int *port)
{
	struct serve_http *h;
	struct sockaddr_in sa;
	const union MHD_DaemonInfo *info;
	struct strbuf css;
	int r;

	*out = NULL;
	if ((r = load_library(c)))
		return r;
	if ((h = calloc(1, sizeof *h)) == NULL ||
	    (h->v = calloc(1, sizeof *h->v)) == NULL) {
		free(h);
		return diag_set(&c->d, ST_ENV, "out of memory");
	}
	h->v->title = strdup("");
	h->v->pub = strdup("<p>reading the game</p>\n");
	sb_init(&css);
	sb_add(&css, serve_css);
	serve_css_seats(&css);
	h->css = sb_take(&css);
	pthread_mutex_init(&h->lock, NULL);
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)l->port);
	sa.sin_addr.s_addr = htonl(l->lan ? INADDR_ANY : INADDR_LOOPBACK);
	h->d = f_MHD_start_daemon(MHD_USE_AUTO_INTERNAL_THREAD |
	    MHD_ALLOW_SUSPEND_RESUME, (uint16_t)l->port, NULL, NULL, route, h,
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)16384,
	    MHD_OPTION_CONNECTION_LIMIT, (unsigned int)200,
	    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int)64,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)l->timeout,
	    MHD_OPTION_END);
	if (h->d == NULL) {
		serve_http_stop(h);
		return diag_set(&c->d, ST_ENV, "cannot listen on port %d of "
		    "%s (is it taken? give another with --port)", l->port,
		    l->lan ? "every address" : "127.0.0.1");
	}
	info = f_MHD_get_daemon_info(h->d, MHD_DAEMON_INFO_BIND_PORT);
	*port = info != NULL ? info->port : l->port;
	*out = h;
	return ST_OK;
}

void
serve_http_publish(struct serve_http *h, struct serve_views *v)
{
	struct serve_views *old;

	pthread_mutex_lock(&h->lock);
	old = h->v;
	h->v = v;
	wake(h);
	pthread_mutex_unlock(&h->lock);
	serve_views_free(old);
}

void
serve_http_ping(struct serve_http *h)
{
	pthread_mutex_lock(&h->lock);
	h->pings++;
	wake(h);
	pthread_mutex_unlock(&h->lock);
}

void
serve_http_stop(struct serve_http *h)
{
	if (h == NULL)
		return;
	if (h->d != NULL) {
		/* the streams end: woken, they find the server stopping */
		pthread_mutex_lock(&h->lock);
		h->stopping = 1;
		wake(h);
		pthread_mutex_unlock(&h->lock);
		f_MHD_stop_daemon(h->d);
	}
	pthread_mutex_destroy(&h->lock);
	serve_views_free(h->v);
	free(h->css);
	free(h);
}
