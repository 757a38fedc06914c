/* serve.h: what the files of the players' view (arbiter serve) share.
 *
 * `serve` is a process of its own beside the GM's REPL: its main thread
 * watches the database (a reader that cannot write) and, after every
 * change another arbiter commits, renders the public page and each
 * player's private page once; the HTTP server (GNU libmicrohttpd, in its
 * own thread) only hands out what was rendered last, and wakes the event
 * streams.  No request reaches the database. */
#ifndef ARBITER_SERVE_H
#define ARBITER_SERVE_H

#include "cli.h"

/* A player's private token: 128 random bits as 32 hex digits. */
#define SERVE_TOKEN_LEN 32

/* What the pages show at one version (owned by whoever holds it). */
struct serve_views {
	long version;
	char *title;			/* the game's name */
	char *pub;			/* the public page's main part */
	int nseats;
	char *seat[MAX_PLAYERS];	/* each player's own page's */
	char token[MAX_PLAYERS][SERVE_TOKEN_LEN + 1];
};
void serve_views_free(struct serve_views *v);

/* --- the HTTP server (serve_http.c) ---------------------------------- */

struct serve_http;
struct serve_listen {
	int lan;			/* every address, not only 127.0.0.1 */
	int port;			/* 0: any free one */
	int timeout;			/* seconds a request may take to come */
};
/* Load the library and listen; *port is the port listened on.  ST_ENV
 * with c->d set when it cannot. */
int serve_http_start(struct ctx *c, const struct serve_listen *l,
    struct serve_http **out, int *port);
/* Hand the server a new version (v owned from now on) and wake the event
 * streams. */
void serve_http_publish(struct serve_http *h, struct serve_views *v);
/* Send a comment down every event stream (a dead phone is found out). */
void serve_http_ping(struct serve_http *h);
void serve_http_stop(struct serve_http *h);

/* The style sheet and the script of the pages (serve_assets.c). */
extern const char serve_css[];
extern const char serve_js[];
/* The colour of each seat as classes .s1 ... (the pictures' colours). */
void serve_css_seats(struct strbuf *b);

/* --- rendering (serve_view.c, serve_log.c) --------------------------- */

/* An event of the log as the pages show it. */
struct view_event {
	long seq;
	int cmd, undone;
	char *shown;		/* the command as the public sees it */
	char *text;		/* what it printed, in plain words, or NULL */
	int hidden;		/* the public sees it sealed */
	int owner;		/* then whose it is (a seat), or -1 */
	char *whole;		/* the whole command, for its owner */
	char *whole_text;	/* and what it printed */
};
/* The last n events of s's log, with what each applied command printed
 * (replayed), sealed where the public may not see them yet. */
int view_events(struct ctx *c, struct session *s, int n,
    struct view_event **out, int *nout);
/* Every sealed command still waiting, newest first (their owners' pages
 * show them, however long ago they were given). */
int view_waiting(struct ctx *c, struct session *s, struct view_event **out,
    int *nout);
void view_events_free(struct view_event *v, int n);

/* Everything one version of the pages is made of, read in one
 * transaction. */
struct view_data {
	const struct session *s;
	struct json *status;		/* game_status_json */
	char *board;			/* the board's SVG, without its prolog */
	char *details;			/* the public text parts of status */
	struct view_event *ev;
	int nev;
	struct view_event *waiting;	/* view_waiting's */
	int nwaiting;
	struct json *odds;		/* the odds row, or NULL */
	const char *error;		/* why the view is old, or NULL */
};
/* The main part of the page for viewer (a seat, or -1 for the public). */
void view_render(const struct view_data *v, int viewer, struct strbuf *b);
/* Text as HTML: &, <, >, " and ' escaped; control characters and bytes
 * that are not UTF-8 shown as \xHH. */
void html_text(struct strbuf *b, const char *s);

/* --- the odds asked last (serve_odds.c) ------------------------------ */

/* Remember the odds the GM asked (question argv, answer as printed) for
 * the current game's players' view; a failure is said as a warning. */
void odds_remember(struct ctx *c, int argc, char **argv, const char *answer);

/* --- tokens and QR codes (serve_tokens.c, serve_qr.c) ----------------- */

/* Each seat's token of game g, drawn and stored when missing (renew:
 * drawn anew), in a transaction of its own. */
int serve_tokens_ensure(struct ctx *c, const char *game, int renew);
/* Read them (a reader's transaction open). */
int serve_tokens_read(struct ctx *c, long game, int nseats,
    char (*tok)[SERVE_TOKEN_LEN + 1]);
/* The QR code of text for a terminal (two rows of modules a line), or
 * ST_ENV with c->d set when libqrencode cannot be loaded. */
int qr_terminal(struct ctx *c, const char *text, int color,
    struct strbuf *b);

#endif
