/* cmd_export.c: the game's log and standings as Markdown, CSV, JSON, or a
 * command script that rebuilds the game in another database. */
#include "cmds.h"

#include <stdlib.h>
#include <string.h>

#include "core/cmdline.h"

struct ex {
	struct ctx *c;
	const struct session *s;
	struct strbuf b;
	struct json *arr;
	int fmt;
	long *onpath;
	int nonpath;
	struct sealed_view sealed;
	struct strbuf tmp;
};
enum { F_MD, F_CSV, F_JSON, F_SCRIPT };

static int
undone(const struct ex *x, const struct db_event *e)
{
	if (strcmp(e->kind, "command") != 0)
		return 0;
	for (int i = 0; i < x->nonpath; i++)
		if (x->onpath[i] == e->seq)
			return 0;
	return 1;
}

/* The faces of a digital roll, "3 5 2*", or NULL. */
static const char *
digital_faces(const struct db_event *e)
{
	const char *p;

	if (strncmp(e->dice, "digital ", 8) != 0)
		return NULL;
	p = strchr(e->dice + 8, ' ');
	return p ? p + 1 : NULL;
}

static void
csv_field(struct strbuf *b, const char *s)
{
	sb_addc(b, '"');
	for (; *s; s++) {
		if (*s == '"')
			sb_addc(b, '"');
		sb_addc(b, *s);
	}
	sb_addc(b, '"');
}

static int
one(void *ctx, const struct db_event *e)
{
	struct ex *x = ctx;
	const char *faces = digital_faces(e);
	/* the script rebuilds the game, so it carries sealed commands whole;
	 * the other formats are for reading and keep them sealed */
	const char *command = sealed_view_command(&x->sealed, e, undone(x, e),
	    &x->tmp);

	switch (x->fmt) {
	case F_SCRIPT:
		if (strcmp(e->kind, "amend") == 0) {
			/* the amendment's text, so the script needs no file */
			for (int i = 0; i < x->s->g.ntexts; i++)
				if (x->s->g.texts[i].since == e->seq) {
					sb_add(&x->b, "ruleset amend --text ");
					cmdline_quote(&x->b,
					    x->s->g.texts[i].text);
					sb_addc(&x->b, '\n');
				}
			break;
		}
		sb_add(&x->b, e->command);
		if (faces != NULL)
			sb_printf(&x->b, " = %s", faces);
		sb_addc(&x->b, '\n');
		break;
	case F_CSV:
		sb_printf(&x->b, "%ld,%s,%s,", e->seq, e->time, e->kind);
		csv_field(&x->b, command);
		sb_printf(&x->b, ",%s,%s\n", faces ? faces : "",
		    undone(x, e) ? "yes" : "no");
		break;
	case F_MD:
		sb_printf(&x->b, "%ld. `", e->seq);
		for (const char *p = command; *p; p++)
			sb_addc(&x->b, *p == '`' ? '\'' : *p == '\n' ? ' ' : *p);
		sb_add(&x->b, "`");
		if (faces != NULL)
			sb_printf(&x->b, " (rolled %s)", faces);
		if (undone(x, e))
			sb_add(&x->b, " (undone)");
		sb_addc(&x->b, '\n');
		break;
	case F_JSON: {
		struct json *o = json_obj();
		json_set(o, "seq", json_int(e->seq));
		json_set(o, "time", json_str(e->time));
		json_set(o, "kind", json_str(e->kind));
		json_set(o, "command", json_str(command));
		if (command != e->command)
			json_set(o, "sealed", json_bool(1));
		json_set(o, "dice", json_str(e->dice));
		json_set(o, "parent", json_int(e->parent));
		json_set(o, "ref", json_str(e->ref));
		json_set(o, "undone", json_bool(undone(x, e)));
		json_push(x->arr, o);
		break;
	}
	}
	return 0;
}

static void
script_head(struct ex *x, const struct session *s)
{
	char now[32];
	const char *p;

	now_iso(now, sizeof now);
	sb_printf(&x->b, "# arbiter script of game %s (ruleset %s), exported "
	    "%s\n# rebuild it with: arbiter -d NEW.db -f THIS-FILE\n",
	    s->g.name, s->g.ruleset, now);
	sb_add(&x->b, "new ");
	cmdline_quote(&x->b, s->g.ruleset);
	sb_addc(&x->b, ' ');
	cmdline_quote(&x->b, s->g.name);
	sb_add(&x->b, " --players ");
	cmdline_quote(&x->b, s->g.players);
	sb_printf(&x->b, " --seed %llu --no-user-overlay", s->g.seed);
	/* the overlays' texts as stored, so the script needs no file */
	for (int i = 1; i < s->g.ntexts; i++) {
		if (s->g.texts[i].since > 0)
			continue;	/* amendments come back in the log */
		sb_add(&x->b, " --overlay-text ");
		cmdline_quote(&x->b, s->g.texts[i].text);
	}
	for (p = s->g.options; *p;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		char *kv = strndup(p, len);
		sb_add(&x->b, " --option ");
		cmdline_quote(&x->b, kv);
		free(kv);
		p += len + (nl != NULL);
	}
	sb_addc(&x->b, '\n');
}

static void
md_head(struct ex *x, const struct session *s)
{
	struct json *st = game_status_json(s->rs, s->st);
	const struct json *players = json_get(st, "players");
	char *w = game_winner(s->rs, s->st);

	sb_printf(&x->b, "# %s\n\n%s (ruleset `%s`), started %s, seed %llu.\n",
	    s->g.name, s->rs->title, s->rs->id, s->g.created, s->g.seed);
	if (w != NULL)
		sb_printf(&x->b, "Game over in round %ld: **%s** won.\n",
		    s->st->round, w);
	else if (s->st->phase == PHASE_SETUP)
		sb_add(&x->b, "Still being set up.\n");
	else
		sb_printf(&x->b, "Now: round %ld, %s phase.\n", s->st->round,
		    RS_PHASE(s->rs, s->st->phase)->name);
	sb_add(&x->b, "\n## Standings\n\n| seat | player | role |");
	for (int r = 0; r < s->rs->resources.n; r++)
		sb_printf(&x->b, " %s |", s->rs->resources.ids[r]);
	if (s->st->nlands > 0)
		sb_add(&x->b, " lands | units |");
	sb_add(&x->b, "\n|---|---|---|");
	for (int r = 0; r < s->rs->resources.n; r++)
		sb_add(&x->b, "---:|");
	if (s->st->nlands > 0)
		sb_add(&x->b, "---:|---:|");
	sb_addc(&x->b, '\n');
	for (int i = 0; players && i < players->n; i++) {
		const struct json *p = players->v[i];
		const struct json *res = json_get(p, "resources");
		const struct json *role = json_get(p, "role");
		sb_printf(&x->b, "| %d | %s | %s |", i + 1,
		    json_get(p, "name")->s, role->type == J_STR ?
		    RS_ROLE(s->rs, rs_role(s->rs, role->s))->name : "");
		for (int r = 0; r < res->n; r++)
			sb_printf(&x->b, " %ld |", res->v[r]->i);
		if (s->st->nlands > 0)
			sb_printf(&x->b, " %ld | %ld |",
			    json_get(p, "lands")->i, json_get(p, "units")->i);
		sb_addc(&x->b, '\n');
	}
	sb_add(&x->b, "\n## Log\n\n");
	free(w);
	json_free(st);
}

int
cmd_export(struct ctx *c, int argc, char **argv)
{
	static const char *const names[] = { "md", "csv", "json", "script",
	    NULL };
	struct session s;
	struct ex x;
	int r;

	(void)argc;
	memset(&x, 0, sizeof x);
	x.c = c;
	x.s = &s;
	x.fmt = -1;
	for (int i = 0; names[i]; i++)
		if (strcmp(argv[1], names[i]) == 0)
			x.fmt = i;
	if (x.fmt < 0)
		return diag_set(&c->d, ST_USAGE, "export takes md, csv, json or "
		    "script, not '%s'", argv[1]);
	if ((r = session_begin(c, &s, 0)))
		return r;
	sb_init(&x.b);
	sb_init(&x.tmp);
	if ((r = head_path(c, &s, 1, &x.onpath, &x.nonpath)) ||
	    (x.fmt != F_SCRIPT && (r = sealed_view_init(c, &s, x.onpath,
	    x.nonpath, &x.sealed))))
		goto out;
	if (x.fmt == F_SCRIPT)
		script_head(&x, &s);
	else if (x.fmt == F_MD)
		md_head(&x, &s);
	else if (x.fmt == F_CSV)
		sb_add(&x.b, "seq,time,kind,command,dice,undone\n");
	else
		x.arr = json_arr();
	if ((r = db_event_each(c->db, s.g.id, 1, one, &x, &c->d)))
		goto out;
	if (x.fmt == F_JSON) {
		struct json *j = json_obj(), *st = game_status_json(s.rs, s.st);
		json_set(st, "game", json_str(s.g.name));
		json_set(j, "game", json_str(s.g.name));
		json_set(j, "ruleset", json_str(s.g.ruleset));
		json_set(j, "created", json_str(s.g.created));
		json_set(j, "seed", json_int((long)s.g.seed));
		json_set(j, "options", json_str(s.g.options));
		json_set(j, "status", st);
		json_set(j, "events", x.arr);
		x.arr = NULL;
		out_json(c, j);
		json_free(j);
	} else {
		if (x.fmt == F_MD && s.g.nevents == 0)
			sb_add(&x.b, "Nothing has happened yet.\n");
		if (c->json) {
			struct json *j = json_obj();
			json_set(j, "game", json_str(s.g.name));
			json_set(j, "format", json_str(names[x.fmt]));
			json_set(j, "text", json_str(sb_str(&x.b)));
			out_json(c, j);
			json_free(j);
		} else {
			out_text(c, sb_str(&x.b));
		}
	}
out:
	json_free(x.arr);
	free(x.onpath);
	sealed_view_release(&x.sealed);
	sb_release(&x.tmp);
	sb_release(&x.b);
	session_end(c, &s, 0);
	return r;
}
