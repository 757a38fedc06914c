/* fold.c: names matched by their Unicode case fold in SQL (db_int.h).
 *
 * The name columns are COLLATE NOCASE, which folds ASCII only; lookups
 * compare arbiter_fold(name) = arbiter_fold(?), the fold core/utf8.c gives
 * player names, so 'Émile' finds 'émile' and a decomposed 'é' the
 * precomposed one. */
#include "db_int.h"

#include <stdlib.h>

#include "core/base/utf8.h"

static void
fold_fn(sqlite3_context *cx, int argc, sqlite3_value **argv)
{
	const char *s = (const char *)sqlite3_value_text(argv[0]);
	char *f;

	(void)argc;
	if (s == NULL) {
		sqlite3_result_null(cx);
		return;
	}
	/* text that does not fold (not UTF-8) stands for itself */
	if ((f = utf8_fold(s)) == NULL) {
		sqlite3_result_value(cx, argv[0]);
		return;
	}
	sqlite3_result_text(cx, f, -1, free);
}

int
db_fold_register(sqlite3 *h)
{
	return sqlite3_create_function_v2(h, "arbiter_fold", 1, SQLITE_UTF8 |
	    SQLITE_DETERMINISTIC, NULL, fold_fn, NULL, NULL, NULL);
}
