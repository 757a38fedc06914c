/* cmd_log.c: the log, undo and redo, notes, and verification. */
#include "cmds.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"
#include "core/base/utf8.h"

/* The words of a one-line summary of the state: "round 2, Bob's turn, buy
 * phase". */
static void
where_now(const struct session *s, struct strbuf *b)
{
	int act = state_active(s->st);
	char *w = game_winner(s->rs, s->st);

	if (w != NULL)
		sb_printf(b, "game over: %s won", w);
	else if (s->st->phase == PHASE_SETUP)
		sb_add(b, "setting up");
	else if (act < 0)
		sb_printf(b, "round %ld, %s phase", s->st->round,
		    RS_PHASE(s->rs, s->st->phase)->name);
	else
		sb_printf(b, "round %ld, %s's turn, %s phase", s->st->round,
		    s->st->players[act].name,
		    RS_PHASE(s->rs, s->st->phase)->name);
	free(w);
}

int
sealed_view_init(struct ctx *c, const struct session *s,
    struct sealed_view *v)
{
	struct strbuf tmp;
	long cur = s->g.head;
	int r = ST_OK;

	memset(v, 0, sizeof *v);
	v->rs = s->rs;
	if (s->st->sealed <= 0)
		return ST_OK;
	sb_init(&tmp);
	/* the waiting ones are the last st->sealed sealed commands: back
	 * along the head's line from the head */
	while (cur > 0 && v->n < s->st->sealed) {
		struct db_event e;
		if ((r = db_event_get(c->db, s->g.id, cur, &e, &c->d)))
			break;
		sb_reset(&tmp);
		if (game_sealed_form(s->rs, e.command, &tmp)) {
			long *nv = realloc(v->seqs, (size_t)(v->n + 1) *
			    sizeof *nv);
			if (nv == NULL) {
				db_event_release(&e);
				r = diag_set(&c->d, ST_ENV, "out of memory");
				break;
			}
			v->seqs = nv;
			v->seqs[v->n++] = e.seq;
		}
		if (e.parent >= cur)	/* a loop: never end */
			r = diag_set(&c->d, ST_DATA, "the log is damaged: "
			    "event %ld gives %ld as the one before it", cur,
			    e.parent);
		cur = e.parent;
		db_event_release(&e);
		if (r != ST_OK)
			break;
	}
	sb_release(&tmp);
	return r;
}

const char *
sealed_view_command(const struct sealed_view *v, const struct db_event *e,
    int undone, struct strbuf *tmp)
{
	int waiting = undone;

	for (int i = 0; i < v->n && !waiting; i++)
		waiting = v->seqs[i] == e->seq;
	sb_reset(tmp);
	if (waiting && strcmp(e->kind, "command") == 0 &&
	    v->rs != NULL && game_sealed_form(v->rs, e->command, tmp))
		return sb_str(tmp);
	return e->command;
}

void
sealed_view_release(struct sealed_view *v)
{
	free(v->seqs);
	memset(v, 0, sizeof *v);
}

struct log_ctx {
	struct ctx *c;
	struct sealed_view sealed;
	struct strbuf tmp;
	struct strbuf text;	/* one event's text, written as it comes */
	int json;
	long n;			/* events written */
};

/* "%5ld  " */
static void
seq_col(struct strbuf *b, long seq)
{
	char buf[32], *p = buf + sizeof buf;
	unsigned long v = seq < 0 ? 0UL - (unsigned long)seq :
	    (unsigned long)seq;
	int n;

	*--p = ' ';
	*--p = ' ';
	do
		*--p = (char)('0' + v % 10);
	while ((v /= 10) > 0);
	if (seq < 0)
		*--p = '-';
	for (n = (int)(buf + sizeof buf - p) - 2; n < 5; n++)
		sb_addc(b, ' ');
	sb_addn(b, p, (size_t)(buf + sizeof buf - p));
}

static int
log_one(void *ctx, const struct db_event *e)
{
	struct log_ctx *l = ctx;
	int cmd = strcmp(e->kind, "command") == 0;
	int undone = cmd && !e->line;
	int digital = strncmp(e->dice, "digital ", 8) == 0;
	const char *faces = digital ? strchr(e->dice + 8, ' ') : NULL;
	const char *command = sealed_view_command(&l->sealed, e, undone,
	    &l->tmp);

	sb_reset(&l->text);
	if (l->json) {
		struct json *o = json_obj(), *dice = json_arr();
		json_set(o, "seq", json_int(e->seq));
		json_set(o, "time", json_str(e->time));
		json_set(o, "kind", json_str(e->kind));
		json_set(o, "command", json_str(command));
		if (command != e->command)
			json_set(o, "sealed", json_bool(1));
		if (faces != NULL) {
			char *end;
			for (const char *p = faces; *p; p = end) {
				long v = strtol(p, &end, 10);
				if (end == p)
					break;
				if (*end == '*')
					end++;	/* an exploding face */
				json_push(dice, json_int(v));
			}
		}
		json_set(o, "dice", dice);
		json_set(o, "digital", json_bool(digital));
		if (cmd)
			json_set(o, "undone", json_bool(undone));
		if (e->ref[0] != '\0')
			json_set(o, "ref", json_str(e->ref));
		/* the elements of one pretty array, as json_write lays it
		 * out, so that a long log needs no more memory than a short
		 * one */
		sb_add(&l->text, l->n > 0 ? ",\n  " : "[\n  ");
		json_write_at(&l->text, o, 1);
		json_free(o);
		out_text(l->c, sb_str(&l->text));
		l->n++;
		return l->c->werr != 0 ? out_check(l->c) : ST_OK;
	}
	/* a line per event: no printf of a format per line */
	seq_col(&l->text, e->seq);
	out_command(&l->text, command);
	if (faces != NULL || undone || e->ref[0] != '\0') {
		sb_add(&l->text, "  #");
		if (faces != NULL) {
			sb_add(&l->text, " rolled");
			sb_add(&l->text, faces);
		}
		if (e->ref[0] != '\0')
			sb_printf(&l->text, " %s %s", strcmp(e->kind, "undo") ?
			    "restores" : "takes back", e->ref);
		if (undone)
			sb_add(&l->text, " (undone)");
	}
	sb_addc(&l->text, '\n');
	out_text(l->c, sb_str(&l->text));
	l->n++;
	/* a full disk stops the log there */
	return l->c->werr != 0 ? out_check(l->c) : ST_OK;
}



static int
parse_count(struct ctx *c, int argc, char **argv, long *n)
{
	char *end;

	*n = 1;
	if (argc < 2)
		return ST_OK;
	*n = strtol(argv[1], &end, 10);
	if (argv[1][0] == '\0' || *end != '\0' || *n < 1 || *n > 1000000000L)
		return diag_set(&c->d, ST_USAGE, "'%s' is not a count: give a "
		    "whole number from 1", argv[1]);
	return ST_OK;
}

int
cmd_log(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct log_ctx l;
	long n = 0, from = 1;
	int r;

	if (argc > 1 && (r = parse_count(c, argc, argv, &n)))
		return r;
	if ((r = session_begin(c, &s, 0)))
		return r;
	if (n > 0 && s.g.nevents - n + 1 > 1)
		from = s.g.nevents - n + 1;
	memset(&l, 0, sizeof l);
	l.c = c;
	l.json = c->json;
	sb_init(&l.text);
	sb_init(&l.tmp);
	if ((r = sealed_view_init(c, &s, &l.sealed)) ||
	    (r = db_event_each(c->db, &s.g, from, log_one, &l, &c->d)))
		goto out;
	if (c->json)
		out_text(c, l.n > 0 ? "\n]\n" : "[]\n");
	else if (s.g.nevents == 0)
		out_text(c, "the log is empty\n");
out:
	sealed_view_release(&l.sealed);
	sb_release(&l.tmp);
	sb_release(&l.text);
	session_end(c, &s, 0);
	return r;
}

/* undo and redo name sealed commands without their contents. */
static void
out_public(struct strbuf *b, const struct ruleset *rs, const char *command)
{
	struct strbuf tmp;

	sb_init(&tmp);
	out_command(b, game_sealed_form(rs, command, &tmp) ? sb_str(&tmp) :
	    command);
	sb_release(&tmp);
}

static void
print_moved(struct ctx *c, const struct session *s, const char *verb,
    struct strbuf *list, struct json *seqs)
{
	struct strbuf b;

	sb_init(&b);
	where_now(s, &b);
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "game", json_str(s->g.name));
		json_set(j, "seq", json_int(s->g.nevents));
		json_set(j, verb, json_copy(seqs));
		json_set(j, "now", json_str(sb_str(&b)));
		out_json(c, j);
		json_free(j);
	} else {
		out_text(c, sb_str(list));
		out_printf(c, "now: %s\n", sb_str(&b));
	}
	sb_release(&b);
}

int
cmd_undo(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct strbuf list, ref;
	struct json *seqs = json_arr();
	struct state *st = NULL;
	long n, cur;
	int r;

	if ((r = parse_count(c, argc, argv, &n)))
		goto done;
	if ((r = session_begin(c, &s, 1)))
		goto done;
	sb_init(&list);
	sb_init(&ref);
	cur = s.g.head;
	for (long i = 0; i < n; i++) {
		struct db_event e;
		if (cur == 0) {
			r = diag_set(&c->d, ST_REFUSED, i == 0 ? "nothing to "
			    "undo: the game is as it was set up" : "only %ld "
			    "command%s can be taken back", i, i == 1 ? "" : "s");
			goto out;
		}
		if ((r = db_event_get(c->db, s.g.id, cur, &e, &c->d)))
			goto out;
		if (i < 10) {
			sb_printf(&list, "took back #%ld ", e.seq);
			out_public(&list, s.rs, e.command);
			sb_addc(&list, '\n');
		} else if (i == n - 1) {
			sb_printf(&list, "... and %ld more, down to #%ld\n",
			    n - 10, e.seq);
		}
		sb_printf(&ref, "%s%ld", i ? "," : "", e.seq);
		json_push(seqs, json_int(e.seq));
		cur = e.parent;
		db_event_release(&e);
	}
	if ((r = session_state_at(c, &s, cur, &st)))
		goto out;
	{
		char cmd[48];
		snprintf(cmd, sizeof cmd, "undo %ld", n);
		state_free(s.st);
		s.st = st;
		s.g.head = cur;
		if ((r = session_append(c, &s, "undo", cmd, sb_str(&ref), cur))
		    || (r = session_store(c, &s, 1)))
			goto out;
	}
	if ((r = db_commit(c->db, &c->d)) == ST_OK)
		print_moved(c, &s, "undid", &list, seqs);
out:
	sb_release(&list);
	sb_release(&ref);
	session_end(c, &s, 0);
done:
	json_free(seqs);
	return r;
}

int
cmd_redo(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct strbuf list, ref;
	struct json *seqs = json_arr();
	long n, *line = NULL, cur, target;
	int r, len = 0, cap = 0;

	if ((r = parse_count(c, argc, argv, &n)))
		goto done;
	if ((r = session_begin(c, &s, 1)))
		goto done;
	sb_init(&list);
	sb_init(&ref);
	/* the line from the tip back up to the head, deepest first */
	for (cur = s.g.tip; cur != s.g.head && cur > 0;) {
		struct db_event e;
		if (len == cap) {
			cap = cap ? cap * 2 : 16;
			long *v = realloc(line, (size_t)cap * sizeof *v);
			if (v == NULL) {
				r = diag_set(&c->d, ST_ENV, "out of memory");
				goto out;
			}
			line = v;
		}
		line[len++] = cur;
		if ((r = db_event_get(c->db, s.g.id, cur, &e, &c->d)))
			goto out;
		cur = e.parent;
		db_event_release(&e);
		if (cur >= line[len - 1]) {
			r = diag_set(&c->d, ST_DATA, "the log is damaged: event "
			    "%ld gives %ld as the one before it",
			    line[len - 1], cur);
			goto out;
		}
	}
	if (cur != s.g.head || len == 0) {
		r = diag_set(&c->d, ST_REFUSED, "nothing to redo");
		goto out;
	}
	if (n > len) {
		r = diag_set(&c->d, ST_REFUSED, "only %d command%s can be "
		    "restored", len, len == 1 ? "" : "s");
		goto out;
	}
	target = line[len - n];
	for (long i = 0; i < n; i++) {
		struct db_event e;
		long seq = line[len - 1 - i];
		if ((r = db_event_get(c->db, s.g.id, seq, &e, &c->d)))
			goto out;
		if (i < 10) {
			sb_printf(&list, "restored #%ld ", seq);
			out_public(&list, s.rs, e.command);
			sb_addc(&list, '\n');
		} else if (i == n - 1) {
			sb_printf(&list, "... and %ld more, up to #%ld\n",
			    n - 10, seq);
		}
		sb_printf(&ref, "%s%ld", i ? "," : "", seq);
		json_push(seqs, json_int(seq));
		db_event_release(&e);
	}
	{
		struct state *st;
		if ((r = session_state_at(c, &s, target, &st)))
			goto out;
		state_free(s.st);
		s.st = st;
	}
	s.g.head = target;
	{
		char cmd[48];
		snprintf(cmd, sizeof cmd, "redo %ld", n);
		if ((r = session_append(c, &s, "redo", cmd, sb_str(&ref),
		    target)) || (r = session_store(c, &s, 1)))
			goto out;
	}
	if ((r = db_commit(c->db, &c->d)) == ST_OK)
		print_moved(c, &s, "redid", &list, seqs);
out:
	free(line);
	sb_release(&list);
	sb_release(&ref);
	session_end(c, &s, 0);
done:
	json_free(seqs);
	return r;
}

int
cmd_note(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct strbuf text, cmd;
	int r;

	sb_init(&text);
	sb_init(&cmd);
	for (int i = 1; i < argc; i++) {
		if (i > 1)
			sb_addc(&text, ' ');
		sb_add(&text, argv[i]);
	}
	if (!utf8_valid(sb_str(&text))) {
		sb_release(&text);
		return diag_set(&c->d, ST_USAGE, "a note must be UTF-8 text; "
		    "this one has bytes that are not (or C1 control "
		    "characters)");
	}
	if (text.len > 4000) {
		sb_release(&text);
		return diag_set(&c->d, ST_USAGE, "a note holds at most 4000 "
		    "bytes; split it into several notes");
	}
	sb_add(&cmd, "note ");
	cmdline_quote(&cmd, sb_str(&text));
	if ((r = session_begin(c, &s, 1)))
		goto out;
	if ((r = session_append(c, &s, "note", sb_str(&cmd), NULL, s.g.head)))
		goto fail;
	if ((r = db_commit(c->db, &c->d)))
		goto fail;
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "game", json_str(s.g.name));
		json_set(j, "seq", json_int(s.g.nevents));
		json_set(j, "command", json_str(sb_str(&cmd)));
		out_json(c, j);
		json_free(j);
	} else {
		out_printf(c, "noted as #%ld\n", s.g.nevents);
	}
fail:
	session_end(c, &s, 0);
out:
	sb_release(&text);
	sb_release(&cmd);
	return r;
}

int
cmd_verify(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct state *st = NULL;
	int r, n = 0, checked = 0;

	(void)argc;
	(void)argv;
	if ((r = session_begin(c, &s, 0)))
		return r;
	if ((r = session_rebuild(c, &s, s.rs, &st, &n, &checked)))
		goto out;
	if (s.g.state != NULL && s.g.state_seq == s.g.head &&
	    state_snapshot_current(s.g.state)) {
		char *now = state_text(st, s.rs);
		r = !state_text_same(s.g.state, now, s.rs);
		free(now);
		if (r) {
			r = diag_set(&c->d, ST_DATA, "the saved state differs "
			    "from the replay of the log");
			goto out;
		}
	}
	if (c->json) {
		struct json *j = json_obj();
		json_set(j, "game", json_str(s.g.name));
		json_set(j, "ok", json_bool(1));
		json_set(j, "commands", json_int(n));
		json_set(j, "checkpoints", json_int(checked));
		out_json(c, j);
		json_free(j);
	} else if (s.g.state != NULL && !state_snapshot_current(s.g.state)) {
		/* written by an older arbiter, or a later one: loading sets
		 * it aside too */
		out_printf(c, "ok: %d command%s replayed from the setup; "
		    "%d checkpoint%s match; the saved state is of %s "
		    "format and is set aside (the log replays)\n", n,
		    n == 1 ? "" : "s", checked, checked == 1 ? "" : "s",
		    state_snapshot_newer(s.g.state) ? "a newer (a later "
		    "arbiter's)" : "an older");
	} else {
		out_printf(c, "ok: %d command%s replayed from the setup; the "
		    "saved state and %d checkpoint%s match\n", n,
		    n == 1 ? "" : "s", checked, checked == 1 ? "" : "s");
	}
out:
	state_free(st);
	session_end(c, &s, 0);
	return r;
}
