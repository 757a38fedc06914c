/* session_replay.c: commands applied to a state (their words, the faces
 * given after '=', the dice stored with a logged command), the log
 * replayed, and a state rebuilt at any point of its history from the
 * checkpoints and the log. */
#include "session_int.h"
#include "core/engine/engine.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/base/cmdline.h"

/* The state a game starts in: its ruleset's set-up for its players and
 * seed. */
int
session_initial(struct ctx *c, struct session *s, struct state **out)
{
	char *names[MAX_PLAYERS], *copy = strdup(s->g.players), *save = NULL;
	struct report rep;
	int n = 0, r;

	if (copy == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	for (char *t = strtok_r(copy, ",", &save); t != NULL && n < MAX_PLAYERS;
	    t = strtok_r(NULL, ",", &save))
		names[n++] = t;
	report_init(&rep);
	r = game_new(s->rs, names, n, s->g.seed, out, &rep, &c->d);
	report_release(&rep);
	free(copy);
	if (r != ST_OK)
		diag_set(&c->d, ST_DATA, "game '%s' no longer sets up: %s",
		    s->g.name, diag_msg(&c->d));
	return r == ST_OK ? ST_OK : ST_DATA;
}

/* Faces as written after '=': whole numbers, with '*' after a face that
 * explodes when the die also has the same value as a calm face. */
int
read_faces(struct ctx *c, const struct ruleset *rs, int argc, char **argv,
    long **faces, unsigned char **star, int *n)
{
	*faces = calloc((size_t)argc + 1, sizeof **faces);
	*star = calloc((size_t)argc + 1, 1);
	*n = 0;
	if (*faces == NULL || *star == NULL)
		return diag_set(&c->d, ST_ENV, "out of memory");
	for (int i = 0; i < argc; i++) {
		char *end;
		long v = strtol(argv[i], &end, 10);
		int st = *end == '*', sym = rs != NULL ? rs_symbol(rs, argv[i]) :
		    -1;
		if (sym > 0) {
			/* a face of a die of symbols, by its name */
			(*star)[*n] = 0;
			(*faces)[(*n)++] = sym;
			continue;
		}
		if (argv[i][0] == '\0' || end == argv[i] || end[st] != '\0' ||
		    v < -DICE_MAX_VALUE || v > DICE_MAX_VALUE)
			return diag_set(&c->d, ST_USAGE, "'%s' is not a face: "
			    "after '=' give the faces as whole numbers (with "
			    "'*' for an exploding face where the die has the "
			    "same number twice)%s", argv[i], rs != NULL &&
			    rs_symbol_name(rs, 1) != NULL ? ", or the names "
			    "of the faces of dice of symbols" : "");
		(*star)[*n] = (unsigned char)st;
		(*faces)[(*n)++] = v;
	}
	return ST_OK;
}

/* Split "= FACE..." off a game command's words: only a word that is
 * "=" alone begins the faces, so KEY=VALUE words stay whole. */
static int
split_faces(struct ctx *c, const struct ruleset *rs, int argc, char **argv,
    int *nargs, long **faces, unsigned char **star, int *nfaces)
{
	int eq = -1;

	*faces = NULL;
	*star = NULL;
	*nfaces = 0;
	*nargs = argc;
	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], "=") == 0) {
			eq = i;
			break;
		}
	if (eq < 0)
		return ST_OK;
	*nargs = eq;
	if (eq == argc - 1)
		return diag_set(&c->d, ST_USAGE, "'=' must be followed by the "
		    "faces the dice show, e.g. '= 3 5'");
	return read_faces(c, rs, argc - eq - 1, argv + eq + 1, faces, star,
	    nfaces);
}

/* The words of stored dice ("DRAWS FACE..."), split at spaces: a digital
 * roll may hold more faces than a command line may have words.  One block
 * (free(*v) alone): the pointers, then the words. */
static int
split_stored(const char *s, int *n, char ***v)
{
	size_t len = strlen(s);
	char *copy;
	int cap = 1;

	*n = 0;
	for (const char *p = s; *p; p++)
		cap += *p == ' ';
	if ((*v = malloc(((size_t)cap + 1) * sizeof **v + len + 1)) == NULL)
		return ST_ENV;
	copy = memcpy(*v + cap + 1, s, len + 1);
	/* the words between runs of spaces, as strtok(copy, " ") gives */
	for (char *t = copy; *n < cap;) {
		while (*t == ' ')
			t++;
		if (*t == '\0')
			break;
		(*v)[(*n)++] = t;
		while (*t != '\0' && *t != ' ')
			t++;
		if (*t != '\0')
			*t++ = '\0';
	}
	(*v)[*n] = NULL;
	return ST_OK;
}

/* Stored dice "DRAWS FACE..." of the simplest form (DRAWS one to 18
 * digits; each face an optional '-', one to nine digits and an optional
 * '*'; at most max faces; words between runs of spaces, as split_stored
 * splits them) read in place, without strtol and without memory of their
 * own: a replay reads a roll's dice at every roll.  0 when they are not
 * of that form (split_stored and read_faces read them then, and say what
 * is wrong). */
static int
stored_simple(const char *s, unsigned long *draws, long *faces,
    unsigned char *star, int max, int *n)
{
	int nd = 0;

	*n = 0;
	*draws = 0;
	while (*s == ' ')
		s++;
	for (; *s >= '0' && *s <= '9' && nd < 19; s++, nd++)
		*draws = *draws * 10 + (unsigned long)(*s - '0');
	if (nd == 0 || nd > 18 || (*s != ' ' && *s != '\0'))
		return 0;
	for (;;) {
		int neg;
		long v = 0;
		while (*s == ' ')
			s++;
		if (*s == '\0')
			return 1;
		if (*n == max)
			return 0;
		neg = *s == '-';
		s += neg;
		for (nd = 0; *s >= '0' && *s <= '9' && nd < 10; s++, nd++)
			v = v * 10 + (*s - '0');
		star[*n] = *s == '*';
		s += star[*n];
		if (nd == 0 || nd > 9 || (*s != ' ' && *s != '\0'))
			return 0;
		faces[(*n)++] = neg ? -v : v;
	}
}

/* Apply words to st (changed in place; callers pass a copy).  digital_faces
 * replays stored digital dice: they are read instead of rolled and the
 * generator is advanced by draws afterwards.  A quiet replay (REPORT_NO_*
 * flags) makes less of the report, and with REPORT_NO_CANON no canonical
 * command or dice column (out->canon and out->dice stay NULL). */
static int
apply_words(struct ctx *c, const struct ruleset *rs, struct state *st,
    int argc, char **argv, const char *stored_dice, int quiet,
    struct strbuf *jtext, struct strbuf *tbuf, struct applied *out)
{
	long *faces = NULL, *stored = NULL, sfaces[16];
	unsigned char *star = NULL, *sstar = NULL, sstars[16];
	int have_stored = 0;
	int nargs, nfaces = 0, nstored = 0, r, physical, sc = 0;
	unsigned long draws = 0;
	char **sv = NULL;
	struct dice_src src;
	struct strbuf b;

	memset(out, 0, sizeof *out);
	if (quiet)
		report_init_quiet(&out->rep, quiet);
	else
		report_init(&out->rep);
	if (tbuf != NULL) {	/* the text written in the memory lent */
		out->rep.text = *tbuf;
		sb_init(tbuf);
		sb_reset(&out->rep.text);
	}
	if (jtext != NULL) {	/* data written as JSON text where it can */
		out->rep.quiet |= REPORT_DATA_TEXT;
		out->rep.jtext = jtext;
		out->rep.jdepth = REPLAY_JDEPTH;
	}
	memset(&src, 0, sizeof src);
	if ((r = split_faces(c, rs, argc, argv, &nargs, &faces, &star,
	    &nfaces)))
		goto done;
	physical = faces != NULL;
	if (stored_dice != NULL && strncmp(stored_dice, "digital ", 8) == 0) {
		/* "digital DRAWS FACE...": read, not rolled */
		have_stored = 1;
		if (stored_simple(stored_dice + 8, &draws, sfaces, sstars, 16,
		    &nstored)) {
			dice_src_physical(&src, sfaces, nstored);
			src.star = sstars;
		} else {
			if (split_stored(stored_dice + 8, &sc, &sv) != ST_OK ||
			    sc < 1) {
				r = diag_set(&c->d, ST_DATA, "damaged dice "
				    "'%s'", stored_dice);
				goto done;
			}
			draws = strtoul(sv[0], NULL, 10);
			if ((r = read_faces(c, NULL, sc - 1, sv + 1, &stored,
			    &sstar, &nstored)))
				goto done;
			dice_src_physical(&src, stored, nstored);
			src.star = sstar;
		}
	} else if (physical) {
		dice_src_physical(&src, faces, nfaces);
		src.star = star;
	} else {
		dice_src_digital(&src, &st->rng);
	}
	r = game_apply(rs, st, nargs, argv, &src, &out->rep, &c->d);
	if (r == ST_OK)
		r = dice_src_finish(&src, &c->d);
	if (r == ST_OK && have_stored)
		rng_skip(&st->rng, draws);
	if (r == ST_OK && !(quiet & REPORT_NO_CANON)) {
		sb_init(&b);
		sb_add(&b, sb_str(&out->rep.canon));
		if (physical) {
			sb_add(&b, " =");
			for (int i = 0; i < nfaces; i++)
				sb_printf(&b, " %ld%s", faces[i],
				    star[i] ? "*" : "");
		}
		out->canon = sb_take(&b);
		sb_init(&b);
		if (have_stored) {
			sb_add(&b, stored_dice);
		} else if (!physical && src.nused > 0) {
			sb_printf(&b, "digital %lu", src.draws);
			for (int i = 0; i < src.nused; i++)
				sb_printf(&b, " %ld%s", src.used[i],
				    src.usedstar && src.usedstar[i] ? "*" : "");
		}
		out->dice = sb_take(&b);
	}
	dice_src_release(&src);
done:
	free(faces);
	free(star);
	free(stored);
	free(sstar);
	free(sv);
	return r;
}

/* A command as given; after a command file's "#@ digital N" (annot.c),
 * the faces after '=' are replayed as the generator's, drawn in N draws,
 * so that the rebuilt game logs them as digital and its generator goes on
 * where the original's did. */
int
session_apply_given(struct ctx *c, const struct ruleset *rs, struct state *st,
    int argc, char **argv, struct applied *out)
{
	struct strbuf d;
	/* the report's data is read only to print it with --json (the
	 * command's canon, dice and text are made all the same) */
	int eq = 0, r, quiet = c->json ? 0 : REPORT_NO_DATA;

	if (!c->ann.digital)
		return apply_words(c, rs, st, argc, argv, NULL, quiet, NULL,
		    NULL, out);
	while (eq < argc && strcmp(argv[eq], "=") != 0)
		eq++;
	if (eq >= argc - 1) {
		memset(out, 0, sizeof *out);
		report_init(&out->rep);
		return diag_set(&c->d, ST_USAGE, "'#@ digital %ld' needs the "
		    "faces after '=' on the command that follows it",
		    c->ann.draws);
	}
	sb_init(&d);
	sb_printf(&d, "digital %ld", c->ann.draws);
	for (int i = eq + 1; i < argc; i++)
		sb_printf(&d, " %s", argv[i]);
	r = apply_words(c, rs, st, eq, argv, sb_str(&d), quiet, NULL, NULL,
	    out);
	sb_release(&d);
	return r;
}

void
session_applied_release(struct applied *a)
{
	report_release(&a->rep);
	free(a->canon);
	free(a->dice);
}

/* Re-apply a logged command event to st. */
int
session_replay(struct ctx *c, const struct ruleset *rs, struct state *st,
    const struct db_event *e)
{
	return session_replay_data(c, rs, st, e, NULL);
}

int
session_replay_data(struct ctx *c, const struct ruleset *rs, struct state *st,
    const struct db_event *e, struct json **data)
{
	return session_replay_full(c, rs, st, e, data, NULL);
}

/* A logged command replayed: its data (or its first members as text in
 * jtext), its text (owned, or in tbuf's memory, lent and given back) */
static int
replay(struct ctx *c, const struct ruleset *rs, struct state *st,
    const struct db_event *e, struct json **data, struct strbuf *jtext,
    struct strbuf *tbuf, char **text)
{
	struct applied a;
	char **argv, *wordbuf[64];
	int argc, r;

	/* the words in one block, on the stack where they fit: a replay
	 * only reads them */
	if ((r = cmdline_split_into(e->command, wordbuf, 64, &argc, &argv,
	    &c->d)) || argc == 0) {
		if (argv != wordbuf)
			free(argv);
		return diag_set(&c->d, ST_DATA, "the log is damaged at event "
		    "%ld: '%s' is not a command", e->seq, e->command);
	}
	/* a replay keeps the state, the data and maybe the text */
	r = apply_words(c, rs, st, argc, argv, e->dice, REPORT_NO_CANON |
	    (text == NULL && tbuf == NULL ? REPORT_NO_TEXT : 0) |
	    (data == NULL ? REPORT_NO_DATA : 0), data != NULL ? jtext : NULL,
	    tbuf, &a);
	if (argv != wordbuf)
		free(argv);
	if (data != NULL && r == ST_OK) {
		*data = a.rep.data;
		a.rep.data = NULL;
	}
	if (text != NULL && r == ST_OK)
		*text = sb_take(&a.rep.text);
	if (tbuf != NULL) {	/* its memory back, the text in it */
		*tbuf = a.rep.text;
		sb_init(&a.rep.text);
	}
	session_applied_release(&a);
	if (r != ST_OK)
		return diag_set(&c->d, ST_DATA, "the log no longer replays: "
		    "event %ld ('%s') fails: %s", e->seq, e->command,
		    diag_msg(&c->d));
	return ST_OK;
}

int
session_replay_full(struct ctx *c, const struct ruleset *rs, struct state *st,
    const struct db_event *e, struct json **data, char **text)
{
	return replay(c, rs, st, e, data, NULL, NULL, text);
}

int
session_replay_jtext(struct ctx *c, const struct ruleset *rs,
    struct state *st, const struct db_event *e, struct json **data,
    struct strbuf *jtext, struct strbuf *tbuf)
{
	return replay(c, rs, st, e, data, jtext, tbuf, NULL);
}

struct state *
session_thaw(const char *text, const struct ruleset *rs)
{
	char err[128];
	struct json *j = json_parse(text, err, sizeof err);
	struct state *st = j ? state_from_json(j, rs, err, sizeof err) : NULL;

	json_free(j);
	return st;
}

int
session_state_at(struct ctx *c, struct session *s, long seq,
    struct state **out)
{
	struct db_event *path = NULL;
	struct state *st = NULL;
	int n = 0, cap = 0, r = ST_OK;
	long cur = seq;

	*out = NULL;
	while (cur > 0) {
		char *cp = NULL;
		if ((r = db_checkpoint_get(c->db, s->g.id, cur, &cp, &c->d)))
			goto done;
		if (cp != NULL) {
			st = session_thaw(cp, s->rs);
			free(cp);
			if (st != NULL)
				break;
		}
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			struct db_event *v = realloc(path,
			    (size_t)cap * sizeof *v);
			if (v == NULL) {
				r = diag_set(&c->d, ST_ENV, "out of memory");
				goto done;
			}
			path = v;
		}
		if ((r = db_event_get(c->db, s->g.id, cur, &path[n], &c->d)))
			goto done;
		n++;
		if (strcmp(path[n - 1].kind, "command") != 0) {
			r = diag_set(&c->d, ST_DATA, "the log is damaged: "
			    "event %ld is not a command", cur);
			goto done;
		}
		cur = path[n - 1].parent;
		if (cur >= path[n - 1].seq) {	/* a loop: never end */
			r = diag_set(&c->d, ST_DATA, "the log is damaged: "
			    "event %ld gives %ld as the one before it",
			    path[n - 1].seq, cur);
			goto done;
		}
	}
	if (st == NULL && (r = session_initial(c, s, &st)))
		goto done;
	/* in place: st is dropped when a command fails */
	for (int i = n - 1; i >= 0; i--)
		if ((r = session_replay(c, s->rs, st, &path[i])))
			goto done;
	*out = st;
	st = NULL;
done:
	state_free(st);
	for (int i = 0; i < n; i++)
		db_event_release(&path[i]);
	free(path);
	return r;
}

char *
state_text(const struct state *st, const struct ruleset *rs)
{
	struct strbuf b;

	/* written as it goes: the text of state_to_json's tree */
	sb_init(&b);
	state_write(&b, st, rs);
	return sb_take(&b);
}

int
state_text_same(const char *saved, const char *now,
    const struct ruleset *rs)
{
	char err[64];
	struct json *j;
	struct state *st;
	char *again;
	int same;

	if (strcmp(saved, now) == 0)
		return 1;
	/* a snapshot of this version written before a key was renamed or
	 * dropped reads as the same state: compare it as this arbiter
	 * writes it (damaged text still differs, or does not read) */
	if ((j = json_parse(saved, err, sizeof err)) == NULL)
		return 0;
	st = state_from_json(j, rs, err, sizeof err);
	json_free(j);
	if (st == NULL)
		return 0;
	again = state_text(st, rs);
	state_free(st);
	same = again != NULL && strcmp(again, now) == 0;
	free(again);
	return same;
}

struct rebuild {
	struct ctx *c;
	struct session *s;
	const struct ruleset *rs;
	struct state *st;
	int n, checked;
	long *cps, ncps, at;	/* the seqs of the checkpoints, ascending,
				   and the first not yet passed */
};

/* Is there a checkpoint at seq?  The seqs come in ascending order. */
static int
rebuild_has_cp(struct rebuild *rb, long seq)
{
	while (rb->at < rb->ncps && rb->cps[rb->at] < seq)
		rb->at++;
	return rb->at < rb->ncps && rb->cps[rb->at] == seq;
}

/* One command of the line replayed, its checkpoint written anew (other
 * rules) or compared. */
static int
rebuild_one(void *p, const struct db_event *e)
{
	struct rebuild *rb = p;
	struct ctx *c = rb->c;
	const struct ruleset *rs = rb->rs;
	char *cp = NULL;
	int r;

	/* in place: a command that fails ends the rebuild */
	r = session_replay(c, rs, rb->st, e);
	rb->n++;
	if (r != ST_OK)
		return r;
	if (rs != rb->s->rs) {
		if (e->depth % CHECKPOINT_EVERY == 0) {
			char *now = state_text(rb->st, rs);
			r = db_checkpoint_put(c->db, rb->s->g.id, e->seq, now,
			    &c->d);
			free(now);
		}
		return r;
	}
	if (!rebuild_has_cp(rb, e->seq))
		return ST_OK;
	if ((r = db_checkpoint_get(c->db, rb->s->g.id, e->seq, &cp, &c->d)))
		return r;
	if (cp != NULL && !state_snapshot_current(cp)) {
		/* an older or a newer format: ignored, as loading
		 * ignores it */
		free(cp);
		cp = NULL;
	}
	if (cp != NULL) {
		char *now = state_text(rb->st, rs);
		int differ = !state_text_same(cp, now, rs);
		free(cp);
		free(now);
		if (differ)
			return diag_set(&c->d, ST_DATA, "the checkpoint at "
			    "event %ld differs from the replay of the log",
			    e->seq);
		rb->checked++;
	}
	return ST_OK;
}

int
session_rebuild(struct ctx *c, struct session *s, const struct ruleset *rs,
    struct state **out, int *n, int *checked)
{
	struct session tmp = *s;
	struct rebuild rb = { c, s, rs, NULL, 0, 0, NULL, 0, 0 };
	int r;

	*out = NULL;
	tmp.rs = (struct ruleset *)rs;
	if ((r = session_initial(c, &tmp, &rb.st)))
		goto out;
	/* which events have a checkpoint, in one query rather than one a
	 * command */
	if (rs == s->rs && (r = db_checkpoint_seqs(c->db, s->g.id, &rb.cps,
	    &rb.ncps, &c->d)))
		goto out;
	/* other rules (an amendment, in its transaction): the checkpoints
	 * are written anew along the line, and those off it dropped */
	if (rs != s->rs && (r = db_checkpoints_drop(c->db, s->g.id, &c->d)))
		goto out;
	if ((r = line_each(c, s, rebuild_one, &rb)))
		goto out;
	*out = rb.st;
	rb.st = NULL;
out:
	*n = rb.n;
	*checked = rb.checked;
	state_free(rb.st);
	free(rb.cps);
	return r;
}

struct line_each {
	int (*f)(void *ctx, const struct db_event *e);
	void *ctx;
};

static int
line_one(void *p, const struct db_event *e)
{
	struct line_each *l = p;

	return e->line ? l->f(l->ctx, e) : 0;
}

/* The commands of the head's line as the log marks them (schema 4), in
 * the one query that reads the log. */
int
line_each(struct ctx *c, struct session *s,
    int (*f)(void *ctx, const struct db_event *e), void *ctx)
{
	struct line_each l = { f, ctx };

	return db_event_each(c->db, &s->g, 1, line_one, &l, &c->d);
}
