/* report.h: what the reports (export, campaign) share: a game's history
 * replayed event by event, its standings with the reason for every place,
 * the numbers a chart draws, and a small SVG writer. */
#ifndef ARBITER_REPORT_H
#define ARBITER_REPORT_H

#include "cli.h"

/* --- the history (history.c) ------------------------------------------- */

/* One event of the log, as history_walk() hands it over. */
struct hist {
	const struct db_event *e;
	int applied;		/* a command of the head's line: it changed
				   the game from before to after */
	int undone;		/* a command taken back (not applied) */
	const char *command;	/* as shown to people: a sealed command stays
				   sealed while it waits */
	const struct state *before, *after;	/* equal unless applied;
					   before NULL in history_walk_noting */
	const char *text;	/* what an applied command printed, or "" */
	const struct json *data;	/* its data, or NULL */
	/* with HIST_DATA_TEXT: the data's first members as JSON text, laid
	 * out for an object at depth REPLAY_JDEPTH ("" when none), data
	 * holding those set after them */
	const char *data_text;
};

/* Replay s's game from its setup, calling f with every event of the log in
 * order; f returns nonzero to stop (that value is returned). */
int history_walk(struct ctx *c, struct session *s,
    int (*f)(void *ctx, const struct hist *h), void *ctx);
/* The same without what the commands printed or their data (h->text is
 * "", h->data NULL), for a report that wants the states only. */
int history_walk_states(struct ctx *c, struct session *s,
    int (*f)(void *ctx, const struct hist *h), void *ctx);
/* The same with one state, changed in place (no copy an event): pre is
 * handed the state before each applied command, to note what f will want
 * of it, and f has h->before NULL for those; notext as _states, or
 * HIST_DATA_TEXT: the text, and the data as text where it can be. */
#define HIST_DATA_TEXT 2
int history_walk_noting(struct ctx *c, struct session *s, int notext,
    void (*pre)(void *ctx, const struct state *before),
    int (*f)(void *ctx, const struct hist *h), void *ctx);

/* --- standings (standings.c) -------------------------------------------- */

#define WHY_MAX 200

struct standings {
	int n;
	int order[MAX_PLAYERS];	/* seats, best first */
	int place[MAX_PLAYERS];	/* by seat: from 1, shared when tied */
	unsigned winners;	/* bit per seat */
	int over;		/* the game is over */
	int score;		/* the score track (a resource), or -1 */
	long value[MAX_PLAYERS];	/* by seat: on the score track */
	int by_game;		/* the order is the game's own final ranking */
	/* why[i]: why order[i] is ahead of order[i + 1], or why they share
	 * a place */
	char why[MAX_PLAYERS][WHY_MAX];
};

/* The standings of st: the game's own final ranking when it made one
 * (decided: the "decided" list of the command that made it, for the
 * reasons; may be NULL), else winners first, then the score track, then
 * players still in before those out; players the chain cannot part share
 * a place. */
void standings_of(const struct ruleset *rs, const struct state *st,
    const struct json *decided, struct standings *out);
/* Lines saying why each stands where, best first: "A before B: WHY" for
 * neighbours apart, "A, B and C share place 2: WHY" for a run of ties;
 * each line starts with bullet.  why[i] is about names[i] and
 * names[i + 1]; text is escaped for Markdown when md is set. */
void standings_explain(struct strbuf *b, const char *bullet, int md, int n,
    const char *const *names, const int *places, const char (*why)[WHY_MAX]);
/* The first track of rs (victory points ...), or -1. */
int score_track(const struct ruleset *rs);
/* What a chart follows for player p: the score track, else what the
 * board counts (units on lands, zones held, units on territories,
 * pieces); *what names it. */
long chart_value(const struct ruleset *rs, const struct state *st, int p,
    const char **what);

/* --- the exports (export_md.c, export_data.c, export_svg.c) ------------ */

/* Where a long export goes as it is made (cmd_export.c), so that a long
 * log needs no more memory than a short one: the text collects in b and
 * xout_flush writes it out, as it is or, when the export of a text format
 * is wrapped in JSON (--json), as the next piece of the one JSON string
 * that holds the text. */
struct xout {
	struct ctx *c;
	struct strbuf b;
	int piece;
};
/* Write what o->b holds once it holds at least least bytes: ST_OK, or
 * ST_ENV (c->d set) once a write has failed. */
int xout_flush(struct xout *o, size_t least);

/* The short report: result, standings, decisive moments; < 2000 bytes. */
int export_short(struct ctx *c, struct session *s, struct strbuf *b);
/* The session report in Markdown, written through o. */
int export_md(struct ctx *c, struct session *s, struct xout *o);
/* The ledger as CSV. */
int export_csv(struct ctx *c, struct session *s, struct xout *o);
/* Everything, as one JSON document. */
int export_json(struct ctx *c, struct session *s, struct xout *o);
/* The play in BG Stats' import format (*out owned), and the link that
 * hands it to the app. */
int export_bgstats(struct ctx *c, struct session *s, struct json **out);
void bgstats_url(const struct json *play, struct strbuf *b);
/* The chart of the score by round and the board, as SVG files in dir;
 * their paths are appended to b, one a line. */
int export_svg(struct ctx *c, struct session *s, const char *dir,
    struct strbuf *b);
/* The board picture of export_svg, appended to b (the players' view). */
void export_board_svg(const struct session *s, struct strbuf *b);

/* --- escaping for a format (escape.c) ----------------------------------- */

/* Append n bytes of s (or up to its NUL) as Markdown text: markup, HTML
 * and a table's '|' escaped, control characters shown as \n and \xHH (as
 * cmdline_quote writes them). */
void md_text(struct strbuf *b, const char *s, size_t n);
void md_str(struct strbuf *b, const char *s);
/* Append s in backticks, quoted as a command line (cmdline_requote), its
 * backticks turned to quotes. */
void md_code(struct strbuf *b, const char *s);
/* Append s as a CSV cell: in double quotes when quote is set or s needs
 * them, a cell a spreadsheet would take for a formula (= + - @ tab CR
 * first) as text (a quote before it), control characters shown as \n and
 * \xHH. */
void csv_cell(struct strbuf *b, const char *s, int quote);
/* Read CSV text (csv_read.c), calling row with each row's line (where it
 * starts, from 1) and cells (borrowed, at most 32); an empty line is no
 * row.  Returns what row returned when nonzero, or -1 with *bad_line
 * set when the text is not CSV (a quote not closed, too many cells). */
int csv_read(const char *text, int (*row)(void *ctx, int line, char **cells,
    int n), void *ctx, int *bad_line);

/* --- SVG (svg.c) ---------------------------------------------------------- */

/* Append s with &, <, >, " and ' escaped. */
void svg_text(struct strbuf *b, const char *s);
/* The start of a document of w x h pixels, titled; svg_end closes it. */
void svg_begin(struct strbuf *b, int w, int h, const char *title);
void svg_end(struct strbuf *b);
/* A player's colour (#rrggbb), the same in every picture. */
const char *svg_colour(int seat);
/* A player's line dashes ("none" for the first): told apart without
 * colour too. */
const char *svg_dash(int seat);

/* The step between a chart's grid lines: 1, 2, 5, 10, 20 ... with at
 * most ten lines over span. */
long svg_step(long span);

/* The boxes already taken in a picture, so that labels do not collide. */
#define SVG_BOXES 512
struct svg_boxes {
	double b[SVG_BOXES][4];	/* x, y, w, h */
	int n;
};
/* Mark the box at x, y (top left), w x h as taken. */
void svg_take(struct svg_boxes *k, double x, double y, double w, double h);
/* A label of font size px at x, y (its baseline; anchor "start",
 * "middle" or "end"), moved down or up until its box is free, drawn in
 * fill (NULL: black); its box is then taken. */
void svg_label(struct strbuf *b, struct svg_boxes *k, double x, double y,
    int px, const char *anchor, const char *fill, const char *s);
/* The sites of a game of site cards in the panel at x, y, w wide, for the
 * board picture (svg_sites.c); returns what its symbols mean, or NULL
 * when the game has none. */
const char *svg_sites(const struct session *s, struct svg_boxes *k,
    double x, double y, double w, struct strbuf *b);
/* The same for a game of pieces in the players' areas and on the board's
 * places (svg_pieces.c). */
const char *svg_pieces(const struct session *s, struct svg_boxes *k,
    double x, double y, double w, struct strbuf *b);
/* s in lines of at most width pixels at font size px from baseline y;
 * returns the y below the last. */
double svg_para(struct strbuf *b, double x, double y, double width, int px,
    const char *s);

#endif
