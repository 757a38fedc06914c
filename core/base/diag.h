/* diag.h: diagnostics that travel with return codes.
 *
 * A function that can fail returns one of the status codes below and fills a
 * struct diag; only main() turns a status into an exit.  Loaders that keep
 * going after an error collect their diagnostics in a struct diag_list.
 */
#ifndef ARBITER_DIAG_H
#define ARBITER_DIAG_H

#include <stddef.h>

/* Status codes, equal to the exit statuses of arbiter(1). */
enum status {
	ST_OK = 0,	/* done */
	ST_REFUSED = 1,	/* refused by the rules */
	ST_USAGE = 2,	/* usage error */
	ST_DATA = 3,	/* bad data: ruleset, overlay, database contents */
	ST_ENV = 4	/* environment: I/O, locking */
};

#define DIAG_MSG_MAX 2048
#define DIAG_FILE_MAX 256

struct diag {
	int code;			/* enum status */
	char file[DIAG_FILE_MAX];	/* "" when not about a file */
	int line, col;			/* from 1; 0 when unknown */
	char msg[DIAG_MSG_MAX];		/* the message, or its start */
	/* the whole message when msg holds only its start (it is
	 * DIAG_MSG_MAX bytes or longer), else NULL: kept once for the life
	 * of the program (diag.c), so that a diag is copied as it is and
	 * freed with nothing; read a message whole with diag_msg */
	const char *more;
};

#if defined(__GNUC__)
#define ATTR_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define ATTR_PRINTF(a, b)
#endif

/* Clear d. */
void diag_clear(struct diag *d);

/* Set code and message (printf-style); returns code.  Position is cleared. */
int diag_set(struct diag *d, int code, const char *fmt, ...) ATTR_PRINTF(3, 4);

/* Set code, position and message; returns code. */
int diag_at(struct diag *d, int code, const char *file, int line, int col,
    const char *fmt, ...) ATTR_PRINTF(6, 7);

/* d's message, whole. */
const char *diag_msg(const struct diag *d);

/* Set the message alone, code and position kept; returns the code. */
int diag_reword(struct diag *d, const char *fmt, ...) ATTR_PRINTF(2, 3);

/* Write "file:line:col: msg" (or just msg) into buf of size n. */
void diag_format(const struct diag *d, char *buf, size_t n);
/* The same, the message whole, appended to b. */
struct strbuf;
void diag_format_sb(const struct diag *d, struct strbuf *b);

/* A growing list of diagnostics, for loaders that report every error. */
struct diag_list {
	struct diag *v;
	int n, cap;
	int limit;		/* stop collecting after this many; 0 = 100 */
	int dropped;		/* how many were not kept */
};

void diag_list_init(struct diag_list *l);
void diag_list_free(struct diag_list *l);
/* Append a diagnostic with position; returns its code. */
int diag_list_add(struct diag_list *l, int code, const char *file, int line,
    int col, const char *fmt, ...) ATTR_PRINTF(6, 7);
/* Sort by file, line, column, keeping insertion order among equals. */
void diag_list_sort(struct diag_list *l);

#endif
