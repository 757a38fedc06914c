/* cmd_import.c: import OTHER.db [GAME [--as NEW]]...: games of another
 * database (another laptop's) brought over whole, in one transaction, with
 * their campaigns and the results recorded in them (db/import.c,
 * db/import_results.c).  A name taken here is refused, naming
 * --as; nothing is imported unless everything is. */
#include "cmds.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/base/utf8.h"

struct wanted {
	char **name, **as;	/* as[i] NULL: under its own name */
	int n;
};

static int
want(struct wanted *w, const char *name)
{
	char **a = realloc(w->name, (size_t)(w->n + 1) * sizeof *a), **b;

	if (a == NULL)
		return -1;
	w->name = a;
	if ((b = realloc(w->as, (size_t)(w->n + 1) * sizeof *b)) == NULL)
		return -1;
	w->as = b;
	w->as[w->n] = NULL;
	if ((w->name[w->n] = strdup(name)) == NULL)
		return -1;
	w->n++;
	return 0;
}

static void
wanted_free(struct wanted *w)
{
	for (int i = 0; i < w->n; i++) {
		free(w->name[i]);
		free(w->as[i]);
	}
	free(w->name);
	free(w->as);
}

static int
want_each(void *ctx, const struct db_game *g)
{
	return want(ctx, g->name);
}

/* GAME [--as NEW] ... after OTHER. */
static int
parse(struct ctx *c, int argc, char **argv, struct wanted *w)
{
	for (int i = 2; i < argc; i++) {
		const char *a = argv[i], *v;
		int r;

		if (strncmp(a, "--as", 4) != 0 || (a[4] != '\0' && a[4] != '=')) {
			if (a[0] == '-' && a[1] == '-')
				return diag_set(&c->d, ST_USAGE, "unknown option "
				    "'%s' (import takes --as NEW after a game)",
				    a);
			if (want(w, a))
				return diag_set(&c->d, ST_ENV, "out of memory");
			continue;
		}
		v = a[4] == '=' ? a + 5 : i + 1 < argc ? argv[++i] : NULL;
		if (v == NULL || w->n == 0 || w->as[w->n - 1] != NULL)
			return diag_set(&c->d, ST_USAGE, "--as NEW follows the "
			    "game it renames: import OTHER.db GAME --as NEW");
		if ((r = check_game_name(c, v)))
			return r;
		if ((w->as[w->n - 1] = utf8_nfc(v)) == NULL)
			return diag_set(&c->d, ST_ENV, "out of memory");
	}
	return ST_OK;
}

static void
report(struct ctx *c, const char *from, const struct wanted *w)
{
	struct strbuf b;

	if (c->json) {
		struct json *j = json_obj(), *a = json_arr();
		json_set(j, "from", json_str(from));
		for (int i = 0; i < w->n; i++) {
			struct json *g = json_obj();
			json_set(g, "game", json_str(w->name[i]));
			json_set(g, "as", json_str(w->as[i] ? w->as[i] :
			    w->name[i]));
			json_push(a, g);
		}
		json_set(j, "imported", a);
		out_json(c, j);
		json_free(j);
		return;
	}
	sb_init(&b);
	for (int i = 0; i < w->n; i++) {
		sb_add(&b, "imported ");
		out_safe(&b, w->name[i]);
		if (w->as[i] != NULL) {
			sb_add(&b, " as ");
			out_safe(&b, w->as[i]);
		}
		sb_add(&b, " from ");
		out_safe(&b, from);
		sb_addc(&b, '\n');
	}
	if (w->n == 0) {
		sb_add(&b, "no game in ");
		out_safe(&b, from);
		sb_add(&b, ": nothing imported\n");
	}
	out_text(c, sb_str(&b));
	sb_release(&b);
}

/* Every wanted game from src into c->db, in one transaction. */
static int
import_all(struct ctx *c, struct db *src, struct wanted *w)
{
	struct db_import_log log = { NULL, 0 };
	int r, all = w->n == 0;

	if ((r = db_begin(src, 0, &c->d)))
		return r;
	if (all && (r = db_game_each(src, want_each, w, &c->d))) {
		db_rollback(src);
		return r < 0 ? diag_set(&c->d, ST_ENV, "out of memory") : r;
	}
	if ((r = db_begin(c->db, 1, &c->d))) {
		db_rollback(src);
		return r;
	}
	for (int i = 0; i < w->n && r == ST_OK; i++)
		r = db_import_game(c->db, src, w->name[i], w->as[i] ? w->as[i] :
		    w->name[i], &log, &c->d);
	/* the results recorded in those games' campaigns (or all) */
	if (r == ST_OK)
		r = db_import_results(c->db, src, all, &log, &c->d);
	db_import_log_free(&log);
	db_rollback(src);		/* a read: nothing to keep */
	if (r != ST_OK) {
		db_rollback(c->db);
		return r;
	}
	return db_commit(c->db, &c->d);
}

int
cmd_import(struct ctx *c, int argc, char **argv)
{
	const char *from = argv[1];
	struct wanted w;
	struct db *src = NULL;
	struct stat sb;
	int r;

	memset(&w, 0, sizeof w);
	if ((r = parse(c, argc, argv, &w)))
		goto out;
	if (stat(from, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		r = diag_set(&c->d, ST_USAGE, "there is no database at '%s': "
		    "give the file of the other database", from);
		goto out;
	}
	if ((r = ctx_db(c, &c->db)))
		goto out;
	if (db_same_file(c->db, from)) {
		r = diag_set(&c->d, ST_USAGE, "'%s' is this database: import "
		    "from another one", from);
		goto out;
	}
	if ((r = db_open(from, 1, &src, &c->d)) ||
	    (r = import_all(c, src, &w)))
		goto out;
	report(c, from, &w);
out:
	db_close(src);
	wanted_free(&w);
	return r;
}
