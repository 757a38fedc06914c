/* serve_log.c: the last events of the log for the players' view, each
 * applied command with what it printed (its words to the GM, replayed),
 * and the ones the table may not see yet sealed:
 *
 *   - sealed commands still waiting to be carried out, as `log` and the
 *     exports seal them (sealed_view);
 *   - commands every player gives at once, face down (game_round_secret:
 *     cards committed), until the round they were given in is over;
 *   - either kind when it was taken back, as it was never shown.
 *
 * A sealed command belongs to the player its second word names: his own
 * page shows it whole. */
#include "serve.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct walk {
	struct ctx *c;
	struct view_event *v;
	int n, cap;
};

static int
keep(void *ctx, const struct db_event *e)
{
	struct walk *w = ctx;
	struct view_event *x;
	struct strbuf b;

	if (w->n == w->cap) {
		int cap = w->cap ? w->cap * 2 : 16;
		struct view_event *nv = realloc(w->v, (size_t)cap * sizeof *nv);
		if (nv == NULL)
			return diag_set(&w->c->d, ST_ENV, "out of memory");
		w->v = nv;
		w->cap = cap;
	}
	x = &w->v[w->n++];
	memset(x, 0, sizeof *x);
	x->seq = e->seq;
	x->cmd = strcmp(e->kind, "command") == 0;
	x->undone = x->cmd && !e->line;
	x->owner = -1;
	sb_init(&b);
	out_command(&b, e->command);
	if (e->ref[0] != '\0')
		sb_printf(&b, "  # %s %s", strcmp(e->kind, "undo") ?
		    "restores" : "takes back", e->ref);
	x->whole = sb_take(&b);
	return ST_OK;
}

/* The seat of the player the command's second word names, or -1. */
static int
owner_of(const struct state *st, const char *command)
{
	const char *p = strchr(command, ' ');
	size_t n;

	if (p == NULL)
		return -1;
	n = strcspn(++p, " ");
	for (int i = 0; i < st->nplayers; i++)
		if (strlen(st->players[i].name) == n &&
		    strncasecmp(st->players[i].name, p, n) == 0)
			return i;
	return -1;
}

/* The words "NAME PLAYER (sealed)" of a command. */
static char *
sealed_words(const char *command)
{
	size_t n1 = strcspn(command, " "), n2 = command[n1] == ' ' ?
	    strcspn(command + n1 + 1, " ") : 0;
	struct strbuf b;

	sb_init(&b);
	sb_addn(&b, command, n1 + (n2 ? n2 + 1 : 0));
	sb_add(&b, " (sealed)");
	return sb_take(&b);
}

/* Replay the applied commands of the window from the state before the
 * first, keeping what each printed and sealing what must be. */
static int
replay(struct ctx *c, struct session *s, struct walk *w,
    const struct sealed_view *sv)
{
	struct state *st = NULL;
	int first = -1, r = ST_OK, over = state_over(s->st);
	struct strbuf tmp;

	for (int i = 0; i < w->n && first < 0; i++)
		if (w->v[i].cmd && !w->v[i].undone)
			first = i;
	sb_init(&tmp);
	for (int i = 0; i < w->n; i++) {
		struct view_event *x = &w->v[i];
		struct db_event e;
		char *text = NULL;
		long round = -1;
		int secret;
		if (!x->cmd)
			continue;
		if ((r = db_event_get(c->db, s->g.id, x->seq, &e, &c->d)))
			break;
		if (!x->undone && st == NULL && i >= first) {
			/* the state before the first applied command */
			if ((r = session_state_at(c, s, e.parent, &st))) {
				db_event_release(&e);
				break;
			}
		}
		if (!x->undone) {
			round = st->round;
			r = session_replay_full(c, s->rs, st, &e, NULL, &text);
		}
		secret = game_round_secret(s->rs, e.command) && (x->undone ||
		    (round == s->st->round && !over));
		x->hidden = secret || sealed_view_command(sv, &e, x->undone,
		    &tmp) != e.command;
		if (x->hidden) {
			x->owner = owner_of(s->st, e.command);
			x->shown = sealed_words(e.command);
			x->whole_text = text;
		} else {
			x->shown = x->whole;
			x->whole = NULL;
			x->text = text;
		}
		db_event_release(&e);
		if (r != ST_OK)
			break;
	}
	for (int i = 0; i < w->n; i++)
		if (!w->v[i].cmd && w->v[i].shown == NULL) {
			w->v[i].shown = w->v[i].whole;
			w->v[i].whole = NULL;
		}
	sb_release(&tmp);
	state_free(st);
	return r;
}

int
view_events(struct ctx *c, struct session *s, int n, struct view_event **out,
    int *nout)
{
	struct walk w = { c, NULL, 0, 0 };
	struct sealed_view sv;
	long from = s->g.nevents - n + 1 > 1 ? s->g.nevents - n + 1 : 1;
	int r;

	*out = NULL;
	*nout = 0;
	memset(&sv, 0, sizeof sv);
	if ((r = sealed_view_init(c, s, &sv)) ||
	    (r = db_event_each(c->db, &s->g, from, keep, &w, &c->d)) ||
	    (r = replay(c, s, &w, &sv))) {
		view_events_free(w.v, w.n);
		w.v = NULL;
		w.n = 0;
	}
	sealed_view_release(&sv);
	*out = w.v;
	*nout = w.n;
	return r;
}

int
view_waiting(struct ctx *c, struct session *s, struct view_event **out,
    int *nout)
{
	struct walk w = { c, NULL, 0, 0 };
	long cur = s->g.head, found = 0;
	struct strbuf tmp;
	int r = ST_OK;

	*out = NULL;
	*nout = 0;
	sb_init(&tmp);
	/* back along the head's line to the earliest that still waits */
	while (cur > 0 && found < s->st->sealed && r == ST_OK) {
		struct db_event e;
		if ((r = db_event_get(c->db, s->g.id, cur, &e, &c->d)))
			break;
		sb_reset(&tmp);
		if (game_sealed_form(s->rs, e.command, &tmp)) {
			found++;
			if ((r = keep(&w, &e)) == ST_OK) {
				w.v[w.n - 1].hidden = 1;
				w.v[w.n - 1].owner = owner_of(s->st, e.command);
				w.v[w.n - 1].shown = sealed_words(e.command);
			}
		}
		r = r == ST_OK && e.parent >= cur ? diag_set(&c->d, ST_DATA,
		    "the log is damaged at event %ld", cur) : r;
		cur = e.parent;
		db_event_release(&e);
	}
	sb_release(&tmp);
	if (r != ST_OK) {
		view_events_free(w.v, w.n);
		return r;
	}
	*out = w.v;
	*nout = w.n;
	return ST_OK;
}

void
view_events_free(struct view_event *v, int n)
{
	for (int i = 0; i < n; i++) {
		if (v[i].shown != v[i].whole)
			free(v[i].shown);
		free(v[i].text);
		free(v[i].whole);
		free(v[i].whole_text);
	}
	free(v);
}
