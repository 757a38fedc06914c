/* session.c: one game inside one transaction: opening it, loading its
 * ruleset and state, carrying out a command and logging it
 * (session_replay.c applies the words and rebuilds the states of its
 * history). */
#include "session_int.h"
#include "core/engine/engine.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/base/cmdline.h"

int
ctx_db_absent(struct ctx *c)
{
	struct diag d;

	/* a path that cannot be a database, or cannot be told (behind a
	 * directory that cannot be entered), is "there": opening it says
	 * what is wrong */
	if (c->db != NULL || db_path_check(c->db_path, &d) != ST_OK)
		return 0;
	return access(c->db_path, F_OK) != 0 && (errno == ENOENT ||
	    errno == ENOTDIR);
}

int
ctx_db(struct ctx *c, struct db **out)
{
	int r;

	if (c->db == NULL) {
		if ((r = db_path_check(c->db_path, &c->d)))
			return r;
		if (make_parents(c->db_path) != 0)
			return diag_set(&c->d, ST_ENV, "cannot create the "
			    "directory for the database '%s'", c->db_path);
		if ((r = db_open(c->db_path, 0, &c->db, &c->d)))
			return r;
	}
	*out = c->db;
	return ST_OK;
}

static int
parse_options(const char *text, struct rs_opt **out, int *n)
{
	const char *p = text;

	*out = NULL;
	*n = 0;
	while (*p != '\0') {
		const char *nl = strchr(p, '\n'), *eq;
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		struct rs_opt *v;
		eq = memchr(p, '=', len);
		if (eq != NULL) {
			v = realloc(*out, (size_t)(*n + 1) * sizeof *v);
			if (v == NULL)
				return -1;
			*out = v;
			v[*n].key = strndup(p, (size_t)(eq - p));
			v[*n].value = strndup(eq + 1, len - (size_t)(eq - p) -
			    1);
			(*n)++;
		}
		p += len + (nl != NULL);
	}
	return 0;
}

static void
free_options(struct rs_opt *o, int n)
{
	for (int i = 0; i < n; i++) {
		free(o[i].key);
		free(o[i].value);
	}
	free(o);
}


/* The texts of game g, read, as ruleset_load takes them (free the array
 * only): NULL with c->d set. */
static struct rs_text *
game_texts(struct ctx *c, struct db_game *g)
{
	struct rs_text *t;

	if (db_game_texts(c->db, g, &c->d))
		return NULL;
	if ((t = calloc((size_t)g->ntexts, sizeof *t)) == NULL) {
		diag_set(&c->d, ST_ENV, "out of memory");
		return NULL;
	}
	for (int i = 0; i < g->ntexts; i++)
		t[i] = (struct rs_text){ g->texts[i].name, g->texts[i].text,
		    strlen(g->texts[i].text) };
	return t;
}

/* The ruleset's reaside (ruleset.h): a value the kept copy of the cached
 * game's rules kept aside was found damaged as a command read it; the
 * texts give it again, and the command goes on. */
static int
reaside(void *arg, struct ruleset *rs)
{
	struct ctx *c = arg;
	struct diag keep = c->d;
	struct db_game g;
	struct rs_text *t = NULL;
	struct rs_opt *opts = NULL;
	int nopts = 0, r = -1;

	memset(&g, 0, sizeof g);
	if (c->db != NULL && c->rs_name != NULL && rs == c->rs_cache &&
	    db_game_find(c->db, c->rs_name, &g, &c->d) == ST_OK &&
	    g.id == c->rs_game && g.ntexts > 0 &&
	    parse_options(g.options, &opts, &nopts) == 0 &&
	    (t = game_texts(c, &g)) != NULL)
		r = rules_kept_renew(c, &g, t, opts, nopts, rs);
	free(t);
	free_options(opts, nopts);
	db_game_release(&g);
	c->d = keep;
	return r;
}

void
session_forget_rules(struct ctx *c)
{
	ruleset_free(c->rs_cache);
	c->rs_cache = NULL;
	c->rs_game = 0;
	free(c->rs_name);
	c->rs_name = NULL;
}

int
session_ruleset(struct ctx *c, struct db_game *g, struct ruleset **out)
{
	struct rs_text *t;
	struct rs_opt *opts = NULL;
	struct diag_list errs;
	int nopts = 0, r;

	*out = NULL;
	if (g->ntexts < 1)
		return diag_set(&c->d, ST_DATA, "game '%s' has lost its "
		    "ruleset text", g->name);
	if (parse_options(g->options, &opts, &nopts) < 0) {
		free_options(opts, nopts);
		return diag_set(&c->d, ST_ENV, "out of memory");
	}
	/* the kept image, when current, needs no text read */
	if (rules_kept_get(c, g, opts, nopts, out)) {
		free_options(opts, nopts);
		(*out)->reaside = reaside;
		(*out)->reaside_ctx = c;
		return ST_OK;
	}
	if ((t = game_texts(c, g)) == NULL) {
		free_options(opts, nopts);
		return c->d.code != ST_OK ? c->d.code : ST_ENV;
	}
	diag_list_init(&errs);
	r = rules_load_kept(c, g, t, opts, nopts, out, &errs);
	if (r != ST_OK) {
		r = print_diags(c, &errs);
		diag_set(&c->d, ST_DATA, "the rules stored with game '%s' no "
		    "longer load (see above)", g->name);
		r = ST_DATA;
	}
	diag_list_free(&errs);
	free(t);
	free_options(opts, nopts);
	return r;
}

int
session_open(struct ctx *c, struct session *s, int write)
{
	char *name = NULL;
	int r;

	memset(s, 0, sizeof *s);
	if (ctx_db_absent(c))
		return diag_set(&c->d, ST_USAGE, "no game is selected: start "
		    "one with 'new RULESET GAME --players A,B,...' (there is "
		    "no database at '%s' yet)", c->db_path);
	if ((r = ctx_db(c, &c->db)) || (r = db_begin(c->db, write, &c->d)))
		return r;
	if (c->game != NULL)
		name = strdup(c->game);
	else if ((r = db_current(c->db, &name, &c->d)))
		goto fail;
	if (name == NULL) {
		r = diag_set(&c->d, ST_USAGE, "no game is selected: start one "
		    "with 'new RULESET GAME --players A,B,...' or choose one "
		    "with 'use GAME' ('games' lists them)");
		goto fail;
	}
	r = db_game_find(c->db, name, &s->g, &c->d);
	free(name);
	if (r != ST_OK)
		goto fail;
	if (c->rs_cache != NULL && c->rs_game == s->g.id &&
	    c->rs_ntexts == s->g.ntexts) {
		s->rs = c->rs_cache;
		s->rs_borrowed = 1;
	} else {
		if ((r = session_ruleset(c, &s->g, &s->rs)))
			goto fail;
		ruleset_free(c->rs_cache);
		c->rs_cache = s->rs;
		c->rs_game = s->g.id;
		free(c->rs_name);
		c->rs_name = strdup(s->g.name);
		c->rs_ntexts = s->g.ntexts;
		s->rs_borrowed = 1;
	}
	return ST_OK;
fail:
	session_end(c, s, 0);
	return r;
}

int
session_begin(struct ctx *c, struct session *s, int write)
{
	int r;

	if ((r = session_open(c, s, write)))
		return r;
	if (s->g.state != NULL && s->g.state_seq == s->g.head)
		s->st = session_thaw(s->g.state, s->rs);
	if (s->st == NULL && (r = session_state_at(c, s, s->g.head, &s->st))) {
		session_end(c, s, 0);
		return r;
	}
	return ST_OK;
}

int
session_declares(struct ctx *c, const char *name)
{
	struct session s;
	struct diag keep = c->d;
	int found, k;

	if (session_begin(c, &s, 0) != ST_OK) {
		c->d = keep;
		return 0;
	}
	if ((k = eng_action_find(s.rs, name)) < 0)
		found = 0;
	else
		found = VEC_AT(s.rs->actions, struct action_def, k)->run !=
		    NULL ? 2 : 1;
	session_end(c, &s, 0);
	c->d = keep;
	return found;
}

int
session_end(struct ctx *c, struct session *s, int ok)
{
	int r = ST_OK;

	if (c->db != NULL) {
		if (ok)
			r = db_commit(c->db, &c->d);
		else
			db_rollback(c->db);
	}
	state_free(s->st);
	if (!s->rs_borrowed)
		ruleset_free(s->rs);
	db_game_release(&s->g);
	memset(s, 0, sizeof *s);
	return r;
}

int
session_store(struct ctx *c, struct session *s, long depth)
{
	int r;

	free(s->g.state);
	s->g.state = state_text(s->st, s->rs);
	s->g.state_seq = s->g.head;
	if ((r = db_game_update(c->db, &s->g, &c->d)))
		return r;
	if (s->g.head > 0 && depth % CHECKPOINT_EVERY == 0)
		return db_checkpoint_put(c->db, s->g.id, s->g.head, s->g.state,
		    &c->d);
	return ST_OK;
}

int
session_append(struct ctx *c, struct session *s, const char *kind,
    const char *command, const char *ref, long parent)
{
	struct db_event e;
	char now[32];

	annot_time(c, now, sizeof now);
	memset(&e, 0, sizeof e);
	e.seq = s->g.nevents + 1;
	e.time = now;
	e.kind = (char *)kind;
	e.command = (char *)command;
	e.dice = "";
	e.ref = (char *)(ref ? ref : "");
	e.parent = parent;
	if (db_event_append(c->db, &s->g, &e, &c->d))
		return c->d.code;
	s->g.nevents = e.seq;
	return db_game_update(c->db, &s->g, &c->d);
}

static void
print_report(struct ctx *c, const char *game, long seq,
    const struct applied *a, const char *shown)
{
	if (c->json) {
		struct json *j = json_obj(), *msgs = json_arr();
		const char *p = sb_str(&a->rep.text);
		json_set(j, "game", json_str(game));
		json_set(j, "seq", json_int(seq));
		/* a sealed command is not echoed in full either */
		json_set(j, "command", json_str(shown));
		while (*p != '\0') {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			char *line = strndup(p, len);
			json_push(msgs, json_str(line));
			free(line);
			p += len + (nl != NULL);
		}
		json_set(j, "messages", msgs);
		for (int i = 0; i < a->rep.data->n; i++)
			json_set(j, a->rep.data->keys[i],
			    json_copy(a->rep.data->v[i]));
		out_json(c, j);
		json_free(j);
		return;
	}
	out_text(c, sb_str(&a->rep.text));
}

/* A game marked abandoned (campaign abandon) is not played on: campaign
 * resume takes it up again. */
static int
refuse_abandoned(struct ctx *c, const struct session *s)
{
	int r = ST_OK;

	if (s->g.abandoned != NULL)
		r = diag_set(&c->d, ST_USAGE, "game '%s' is abandoned: "
		    "'campaign resume %s' takes it up again", s->g.name,
		    s->g.name);
	return r;
}

int
session_command(struct ctx *c, int argc, char **argv)
{
	struct session s;
	struct applied a;
	struct state *next;
	struct db_event e;
	struct strbuf shown;	/* the command as the table sees it */
	char now[32], *name;
	long depth = 1;
	int r;

	if ((r = session_begin(c, &s, 1)))
		return r;
	if (cmd_not_in_game(s.rs, argv[0])) {
		/* a command of the table that this game's rules do not
		 * declare (another game's word for a mechanism), or a
		 * mechanism they leave out: as help says it */
		r = cmd_refuse_not_in_game(c, s.rs, argv[0]);
		session_end(c, &s, 0);
		return r;
	}
	if ((r = refuse_abandoned(c, &s)) != ST_OK) {
		session_end(c, &s, 0);
		return r;
	}
	if ((next = state_copy(s.st, s.rs)) == NULL) {
		session_end(c, &s, 0);
		return diag_set(&c->d, ST_ENV, "out of memory");
	}
	r = session_apply_given(c, s.rs, next, argc, argv, &a);
	if (r != ST_OK)
		goto fail;
	if (s.g.head > 0) {
		if ((r = db_event_depth(c->db, s.g.id, s.g.head, &depth,
		    &c->d)))
			goto fail;
		depth++;
	}
	annot_time(c, now, sizeof now);
	memset(&e, 0, sizeof e);
	e.seq = s.g.nevents + 1;
	e.time = now;
	e.kind = "command";
	e.command = a.canon;
	e.dice = a.dice;
	e.parent = s.g.head;
	e.depth = depth;
	e.ref = "";
	if ((r = db_event_append(c->db, &s.g, &e, &c->d)))
		goto fail;
	s.g.nevents = s.g.head = s.g.tip = e.seq;
	state_free(s.st);
	s.st = next;
	next = NULL;
	if ((r = session_store(c, &s, depth)))
		goto fail;
	name = strdup(s.g.name);
	sb_init(&shown);
	if (!game_sealed_form(s.rs, a.canon, &shown))
		sb_add(&shown, a.canon);
	if ((r = session_end(c, &s, 1)) == ST_OK)
		print_report(c, name ? name : "", e.seq, &a, sb_str(&shown) ?
		    sb_str(&shown) : "");
	sb_release(&shown);
	free(name);
	session_applied_release(&a);
	return r;
fail:
	state_free(next);
	session_applied_release(&a);
	session_end(c, &s, 0);
	return r;
}
