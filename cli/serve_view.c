/* serve_view.c: the main part of the players' view, as HTML.
 *
 * What every page shows: the round, the phase and whose turn; each
 * player's resources and tracks, the score first; the board picture of
 * `export svg`; the parts of `status` that are public; the last commands
 * in plain words; the odds the GM asked last.  What stays off the public
 * page and on its owner's: a hand's cards, a draw pile's order of cards
 * (what is in it tells what was drawn), cards committed at a site not yet
 * resolved, sealed commands still waiting, and the odds of one player's
 * hand.  Everything written is escaped for HTML here. */
#include "serve.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/utf8.h"
#include "report.h"

/* How many of the last events the public page lists. */
#define SHOWN_EVENTS 12

void
html_text(struct strbuf *b, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		int n = c < 0x80 ? 1 : utf8_len(s);
		if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7f ||
		    n == 0) {
			sb_printf(b, "\\x%02x", c);
			continue;
		}
		if (n > 1) {
			sb_addn(b, s, (size_t)n);
			s += n - 1;
			continue;
		}
		switch (c) {
		case '&': sb_add(b, "&amp;"); break;
		case '<': sb_add(b, "&lt;"); break;
		case '>': sb_add(b, "&gt;"); break;
		case '"': sb_add(b, "&quot;"); break;
		case '\'': sb_add(b, "&#39;"); break;
		/* a newline stays one: the event stream splits lines */
		default: sb_addc(b, *s); break;
		}
	}
}

static void
tag_text(struct strbuf *b, const char *open, const char *s,
    const char *close)
{
	sb_add(b, open);
	html_text(b, s);
	sb_add(b, close);
}

static const char *
str_of(const struct json *j, const char *key)
{
	const struct json *x = j != NULL ? json_get(j, key) : NULL;

	return x != NULL && x->type == J_STR ? x->s : NULL;
}

static long
int_of(const struct json *j, const char *key)
{
	const struct json *x = j != NULL ? json_get(j, key) : NULL;

	return x != NULL && (x->type == J_INT || x->type == J_BOOL) ? x->i : 0;
}

/* Cards counted by kind ({"striker": 2}) as "2 striker, ...". */
static void
card_counts(struct strbuf *b, const struct json *o)
{
	int any = 0;

	for (int i = 0; o != NULL && o->type == J_OBJ && i < o->n; i++) {
		if (o->v[i]->type != J_INT || o->v[i]->i == 0)
			continue;
		sb_printf(b, "%s%ld ", any++ ? ", " : "", o->v[i]->i);
		html_text(b, o->keys[i]);
	}
	if (!any)
		sb_add(b, "none");
}

static void
head(const struct view_data *v, struct strbuf *b)
{
	const struct session *s = v->s;
	const struct state *st = s->st;
	int act = state_active(st);
	char *w = game_winner(s->rs, st);

	sb_add(b, "<header>\n");
	tag_text(b, "<h1>", s->g.name, " <small>");
	html_text(b, s->rs->title != NULL ? s->rs->title : s->rs->id);
	sb_add(b, "</small></h1>\n<p class=\"turn\">");
	if (w != NULL)
		tag_text(b, "game over: <b>", w, "</b> won");
	else if (st->phase == PHASE_SETUP)
		sb_add(b, "setting up");
	else {
		sb_printf(b, "round %ld &middot; ", st->round);
		if (act >= 0) {
			sb_printf(b, "<b class=\"s%d\">", act + 1);
			tag_text(b, "", st->players[act].name, "</b>'s turn "
			    "&middot; ");
		}
		tag_text(b, "", RS_PHASE(s->rs, st->phase)->name, " phase");
		if (act < 0)
			sb_add(b, " (everybody)");
	}
	sb_add(b, "</p>\n</header>\n");
	free(w);
	if (v->error != NULL)
		tag_text(b, "<p class=\"error\">the view is not up to date: ",
		    v->error, "</p>\n");
}

/* A player's cards as the table sees them: counts, and the cards kept. */
static void
cards_public(const struct json *cards, struct strbuf *b)
{
	const struct json *kept = json_get(cards, "kept");

	const struct json *hand = json_get(cards, "hand");

	/* as status counts them: the hand's unknown cards are still in the
	 * draw pile's count */
	sb_printf(b, "<li><span>draw</span>%ld</li><li><span>hand</span>%ld"
	    "</li>", int_of(cards, "draw_count") - int_of(hand, "unknown"),
	    int_of(hand, "count"));
	/* the discard and garrison piles of a deck that has them */
	if (json_get(cards, "discard_count") != NULL)
		sb_printf(b, "<li><span>discard</span>%ld</li>",
		    int_of(cards, "discard_count"));
	if (json_get(cards, "garrison_count") != NULL)
		sb_printf(b, "<li><span>garrison</span>%ld</li>",
		    int_of(cards, "garrison_count"));
	if (json_get(cards, "committed") != NULL)
		sb_add(b, int_of(cards, "committed") ? "<li>committed</li>" :
		    "<li>not committed</li>");
	for (int i = 0; kept != NULL && kept->type == J_ARR && i < kept->n;
	    i++) {
		sb_add(b, "<li><span>kept</span>");
		html_text(b, str_of(kept->v[i], "name") ?
		    str_of(kept->v[i], "name") : "?");
		sb_printf(b, " (%ld)</li>", int_of(kept->v[i], "score"));
	}
}

static void
players(const struct view_data *v, struct strbuf *b)
{
	const struct ruleset *rs = v->s->rs;
	const struct state *st = v->s->st;
	const struct json *pj = json_get(v->status, "players");
	int act = state_active(st), score = score_track(rs);

	sb_add(b, "<section>\n<h2>Players</h2>\n<div class=\"players\">\n");
	for (int p = 0; p < st->nplayers; p++) {
		const struct player *x = &st->players[p];
		const struct json *cards = pj != NULL && pj->type == J_ARR &&
		    p < pj->n ? json_get(pj->v[p], "cards") : NULL;
		sb_printf(b, "<article class=\"player s%d%s%s\">", p + 1,
		    p == act ? " active" : "", x->out ? " out" : "");
		tag_text(b, "<h3>", x->name, "</h3>");
		if (x->role >= 0 || x->faction >= 0) {
			sb_add(b, "<div class=\"who\">");
			if (x->role >= 0)
				html_text(b, RS_ROLE(rs, x->role)->name);
			if (x->role >= 0 && x->faction >= 0)
				sb_add(b, " &middot; ");
			if (x->faction >= 0)
				html_text(b, RS_FACTION(rs, x->faction)->name);
			sb_add(b, "</div>");
		}
		if (score >= 0) {
			sb_printf(b, "<div class=\"score\">%ld <small>",
			    x->res[score]);
			tag_text(b, "", RS_RES(rs, score)->name, "</small></div>");
		}
		sb_add(b, "<ul class=\"res\">");
		for (int r = 0; r < rs->resources.n; r++) {
			if (r == score)
				continue;
			tag_text(b, "<li><span>", RS_RES(rs, r)->name,
			    "</span>");
			sb_printf(b, "%ld</li>", x->res[r]);
		}
		if (cards != NULL)
			cards_public(cards, b);
		sb_add(b, "</ul></article>\n");
	}
	sb_add(b, "</div>\n</section>\n");
}

/* Cards committed at a site ([{"count", "card", "turned"}]) as "2
 * striker, 1 striker turned". */
static void
committed_cards(struct strbuf *b, const struct json *cs)
{
	for (int j = 0; cs != NULL && cs->type == J_ARR && j < cs->n; j++) {
		sb_printf(b, "%s%ld ", j ? ", " : "", int_of(cs->v[j],
		    "count"));
		html_text(b, str_of(cs->v[j], "card") ? str_of(cs->v[j],
		    "card") : "?");
		if (int_of(cs->v[j], "turned"))
			sb_add(b, " turned");
	}
}

/* The sites of the round: what lies there, who committed cards (the cards
 * themselves once the site is resolved), the landing order. */
static void
sites(const struct view_data *v, struct strbuf *b)
{
	const struct json *board = json_get(v->status, "board");
	const struct json *ss = board != NULL ? json_get(board, "sites") : NULL;

	if (ss == NULL || ss->type != J_ARR || ss->n == 0)
		return;
	sb_add(b, "<section>\n<h2>Sites</h2>\n<ul class=\"log\">\n");
	for (int i = 0; i < ss->n; i++) {
		const struct json *x = ss->v[i], *cm = json_get(x, "committed");
		const struct json *order = json_get(x, "order");
		int resolved = int_of(x, "resolved");
		sb_printf(b, "<li><b>%ld ", int_of(x, "number"));
		html_text(b, str_of(x, "name") ? str_of(x, "name") : "?");
		sb_printf(b, "</b> (value %ld)", int_of(x, "value"));
		for (int k = 0; cm != NULL && cm->type == J_ARR && k < cm->n;
		    k++) {
			tag_text(b, k ? ", " : "<br>committed: ",
			    str_of(cm->v[k], "player") ?
			    str_of(cm->v[k], "player") : "?", "");
			if (resolved) {
				sb_add(b, " (");
				committed_cards(b, json_get(cm->v[k],
				    "cards"));
				sb_add(b, ")");
			}
		}
		for (int k = 0; order != NULL && order->type == J_ARR &&
		    k < order->n; k++)
			if (order->v[k]->type == J_STR)
				tag_text(b, k ? ", " : "<br>landing order: ",
				    order->v[k]->s, "");
		if (str_of(x, "keeper") != NULL)
			tag_text(b, "<br>kept by ", str_of(x, "keeper"), "");
		sb_add(b, "</li>\n");
	}
	sb_add(b, "</ul>\n</section>\n");
}

/* One event; the viewer sees his own sealed commands whole. */
static void
event(const struct view_event *x, int viewer, struct strbuf *b)
{
	int whole = x->hidden && x->owner >= 0 && x->owner == viewer;

	sb_printf(b, "<li class=\"%s%s\"><span class=\"seq\">%ld</span>",
	    x->undone ? "undone" : "", x->hidden && !whole ? " sealed" : "",
	    x->seq);
	tag_text(b, "<code>", whole ? x->whole : x->shown, "</code>");
	if (x->undone)
		sb_add(b, " (taken back)");
	if (whole)
		sb_add(b, " <em>(sealed: only you see it)</em>");
	if (whole ? x->whole_text != NULL && *x->whole_text : x->text !=
	    NULL && *x->text)
		tag_text(b, "<div class=\"said\">", whole ? x->whole_text :
		    x->text, "</div>");
	sb_add(b, "</li>\n");
}

static void
events(const struct view_data *v, int viewer, struct strbuf *b)
{
	int from = v->nev > SHOWN_EVENTS ? v->nev - SHOWN_EVENTS : 0;

	sb_add(b, "<section>\n<h2>Last commands</h2>\n<ol class=\"log\">\n");
	if (v->nev == 0)
		sb_add(b, "<li>nothing yet</li>\n");
	for (int i = v->nev - 1; i >= from; i--)
		event(&v->ev[i], viewer, b);
	sb_add(b, "</ol>\n</section>\n");
}

/* The odds the GM asked last; the odds of one player's hand only on that
 * player's page. */
static void
odds(const struct view_data *v, int viewer, struct strbuf *b)
{
	const char *q = str_of(v->odds, "question");
	const char *a = str_of(v->odds, "answer");
	const struct json *seat = v->odds ? json_get(v->odds, "seat") : NULL;
	int own = seat != NULL && seat->type == J_INT;

	if (q == NULL || a == NULL)
		return;
	sb_add(b, "<section class=\"odds\">\n<h2>Odds asked</h2>\n");
	if (own && seat->i != viewer) {
		sb_add(b, "<p>the odds of a player's hand: on that player's "
		    "page</p>\n</section>\n");
		return;
	}
	tag_text(b, "<p><code>", q, "</code></p>\n");
	tag_text(b, "<pre>", a, "</pre>\n");
	sb_add(b, "</section>\n");
}

/* The viewer's own cards: his hand, draw pile and garrisons. */
static void
mine_cards(const struct json *cards, struct strbuf *b)
{
	const struct json *hand = json_get(cards, "hand");

	sb_add(b, "<p>in hand for sure: ");
	card_counts(b, json_get(hand, "known"));
	sb_printf(b, "; not known yet: %ld</p>\n<p>draw pile: ",
	    int_of(hand, "unknown"));
	card_counts(b, json_get(cards, "draw"));
	if (json_get(cards, "garrison") != NULL) {
		sb_add(b, "</p>\n<p>garrisons: ");
		card_counts(b, json_get(cards, "garrison"));
	}
	sb_add(b, "</p>\n");
}

/* The cards the viewer (name) committed at each site. */
static void
mine_sites(const struct json *ss, const char *name, struct strbuf *b)
{
	for (int i = 0; ss != NULL && ss->type == J_ARR && i < ss->n; i++) {
		const struct json *cm = json_get(ss->v[i], "committed");
		const char *site = str_of(ss->v[i], "name");
		for (int k = 0; cm != NULL && cm->type == J_ARR && k < cm->n;
		    k++) {
			const char *who = str_of(cm->v[k], "player");
			if (who == NULL || strcmp(who, name) != 0)
				continue;
			tag_text(b, "<p>your cards at ", site ? site : "?",
			    ": ");
			committed_cards(b, json_get(cm->v[k], "cards"));
			sb_add(b, "</p>\n");
		}
	}
}

/* What only the viewer p may see. */
static void
mine(const struct view_data *v, int p, struct strbuf *b)
{
	const struct json *pj = json_get(v->status, "players");
	const struct json *cards = pj != NULL && pj->type == J_ARR && p <
	    pj->n ? json_get(pj->v[p], "cards") : NULL;
	const struct json *board = json_get(v->status, "board");
	const char *name = v->s->st->players[p].name;
	int any = 0;

	tag_text(b, "<section class=\"mine\">\n<h2>Only you see this, ", name,
	    "</h2>\n");
	if (cards != NULL)
		mine_cards(cards, b);
	mine_sites(board ? json_get(board, "sites") : NULL, name, b);
	for (int i = 0; i < v->nwaiting; i++)
		if (v->waiting[i].owner == p)
			tag_text(b, any++ ? "<br><code>" : "<p>your sealed "
			    "commands, waiting:<br><code>",
			    v->waiting[i].whole, "</code>");
	if (any)
		sb_add(b, "</p>\n");
	sb_add(b, "</section>\n");
}

void
view_render(const struct view_data *v, int viewer, struct strbuf *b)
{
	head(v, b);
	if (viewer >= 0)
		mine(v, viewer, b);
	if (v->board != NULL) {
		sb_add(b, "<section class=\"board\">\n<h2>Board</h2>\n");
		sb_add(b, v->board);
		sb_add(b, "</section>\n");
	}
	players(v, b);
	odds(v, viewer, b);
	events(v, viewer, b);
	sites(v, b);
	if (v->details != NULL && *v->details)
		tag_text(b, "<section>\n<h2>The table</h2>\n<pre>",
		    v->details, "</pre>\n</section>\n");
}

/* Free a version of the pages (serve.c builds them, serve_http.c hands
 * them out): here, below both. */
void
serve_views_free(struct serve_views *v)
{
	if (v == NULL)
		return;
	free(v->title);
	free(v->pub);
	for (int p = 0; p < MAX_PLAYERS; p++)
		free(v->seat[p]);
	free(v);
}
