/* history.c: a game's log replayed from its setup, event by event, so that
 * reports can say what each command did and how the game stood before and
 * after it.  Only the commands of the head's line change the state; notes,
 * undo and redo entries and commands taken back come along as they are. */
#include "report.h"

#include <stdlib.h>
#include <string.h>

struct walk {
	struct ctx *c;
	struct session *s;
	struct sealed_view sealed;
	struct strbuf tmp;
	struct strbuf jtext;	/* HIST_DATA_TEXT: the data as text */
	struct strbuf tbuf;	/* HIST_DATA_TEXT: the text */
	struct state *st;
	struct state *spare;	/* the state after, reused event to event */
	int (*f)(void *ctx, const struct hist *h);
	void (*pre)(void *ctx, const struct state *before);
	void *ctx;
	int notext;		/* the commands' text and data are not
				   wanted (1), or the data as text (2) */
	int r;			/* a replay's failure */
};

/* Two states in turn: the one after made from the one before in the
 * memory it already has (w->spare, which holds it from now on). */
static struct state *
spare_of(struct walk *w)
{
	struct state *next = w->spare;

	if (next == NULL ? (next = state_copy(w->st, w->s->rs)) == NULL :
	    state_assign(next, w->st, w->s->rs) < 0) {
		state_free(next);
		w->spare = NULL;
		w->r = diag_set(&w->c->d, ST_ENV, "out of memory");
		return NULL;
	}
	return w->spare = next;
}

static int
one(void *ctx, const struct db_event *e)
{
	struct walk *w = ctx;
	struct hist h;
	int command = strcmp(e->kind, "command") == 0, r;

	memset(&h, 0, sizeof h);
	h.e = e;
	h.applied = command && e->line;
	h.undone = command && !h.applied;
	h.command = sealed_view_command(&w->sealed, e, h.undone, &w->tmp);
	h.before = h.after = w->st;
	h.text = "";
	h.data_text = "";
	if (h.applied) {
		struct state *next = w->st;
		struct json *data = NULL;
		char *text = NULL;
		if (w->pre != NULL) {
			/* in place: what f needs of the state before, it has
			 * noted */
			w->pre(w->ctx, w->st);
			h.before = NULL;
		} else if ((next = spare_of(w)) == NULL) {
			return 1;
		}
		if (w->notext == HIST_DATA_TEXT) {
			sb_reset(&w->jtext);
			w->r = session_replay_jtext(w->c, w->s->rs, next, e,
			    &data, &w->jtext, &w->tbuf);
			h.text = sb_str(&w->tbuf);
			h.data_text = sb_str(&w->jtext);
		} else {
			w->r = session_replay_full(w->c, w->s->rs, next, e,
			    w->notext ? NULL : &data, w->notext ? NULL : &text);
			h.text = text ? text : "";
		}
		if (w->r)
			return 1;
		h.after = next;
		h.data = data;
		r = w->f(w->ctx, &h);
		if (next != w->st) {
			w->spare = w->st;
			w->st = next;
		}
		json_free(data);
		free(text);
		return r;
	}
	return w->f(w->ctx, &h);
}

static int
walk(struct ctx *c, struct session *s, int notext,
    void (*pre)(void *ctx, const struct state *before),
    int (*f)(void *ctx, const struct hist *h), void *ctx)
{
	struct walk w;
	int r;

	memset(&w, 0, sizeof w);
	w.c = c;
	w.s = s;
	w.f = f;
	w.pre = pre;
	w.ctx = ctx;
	w.notext = notext;
	sb_init(&w.tmp);
	sb_init(&w.jtext);
	sb_init(&w.tbuf);
	if ((r = sealed_view_init(c, s, &w.sealed)) ||
	    (r = session_initial(c, s, &w.st)))
		goto out;
	r = db_event_each(c->db, &s->g, 1, one, &w, &c->d);
	if (w.r != ST_OK)
		r = w.r;
out:
	state_free(w.st);
	state_free(w.spare);
	sealed_view_release(&w.sealed);
	sb_release(&w.tmp);
	sb_release(&w.jtext);
	sb_release(&w.tbuf);
	return r;
}

int
history_walk(struct ctx *c, struct session *s,
    int (*f)(void *ctx, const struct hist *h), void *ctx)
{
	return walk(c, s, 0, NULL, f, ctx);
}

int
history_walk_states(struct ctx *c, struct session *s,
    int (*f)(void *ctx, const struct hist *h), void *ctx)
{
	return walk(c, s, 1, NULL, f, ctx);
}

int
history_walk_noting(struct ctx *c, struct session *s, int notext,
    void (*pre)(void *ctx, const struct state *before),
    int (*f)(void *ctx, const struct hist *h), void *ctx)
{
	return walk(c, s, notext, pre, f, ctx);
}
