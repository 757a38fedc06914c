/* backup.c: a copy of the database that holds every confirmed command,
 * made while it is in use, and the checkpoint that lets a plain copy of
 * the file hold them too.
 *
 * A command that commits is in FILE-wal until a checkpoint writes it into
 * FILE: a copy of FILE alone, taken while a REPL keeps the database open,
 * misses it.  db_backup() copies through SQLite's online backup API (the
 * pages of one consistent read, whatever is in the WAL) into a new file
 * beside the target, renamed over it once whole; db_checkpoint() writes
 * the WAL into FILE, which the REPL does while it waits for input. */
#include "db_int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int
db_checkpoint(struct db *db)
{
	int log = 0, done = 0;

	if (db == NULL || db->readonly || db->fresh || db->in_tx)
		return 0;
	/* PASSIVE: what no reader still needs, without waiting for one */
	if (sqlite3_wal_checkpoint_v2(db->h, "main", SQLITE_CHECKPOINT_PASSIVE,
	    &log, &done) != SQLITE_OK)
		return -1;
	return log == done ? 0 : -1;
}

/* May dest be replaced: missing, or an SQLite database (an older backup)? */
static int
replaceable(const char *dest, struct diag *d)
{
	static const char magic[16] = "SQLite format 3";
	char head[16];
	struct stat sb;
	int fd, n;

	if (stat(dest, &sb) != 0)
		return errno == ENOENT ? ST_OK : diag_set(d, ST_ENV, "cannot "
		    "reach '%s': %s", dest, strerror(errno));
	if (!S_ISREG(sb.st_mode))
		return diag_set(d, ST_USAGE, "'%s' is not a regular file: give "
		    "the backup's file name", dest);
	if ((fd = open(dest, O_RDONLY | O_NOFOLLOW)) < 0)
		return diag_set(d, ST_ENV, "cannot read '%s': %s", dest,
		    strerror(errno));
	n = (int)read(fd, head, sizeof head);
	close(fd);
	if (sb.st_size != 0 && (n != (int)sizeof head ||
	    memcmp(head, magic, sizeof magic) != 0))
		return diag_set(d, ST_USAGE, "'%s' exists and is not a "
		    "database: a backup replaces only an older copy; give "
		    "another name", dest);
	return ST_OK;
}

/* Copy db into the new file tmp (made empty by the caller). */
static int
copy_into(struct db *db, const char *tmp, struct diag *d)
{
	sqlite3 *to = NULL;
	sqlite3_backup *b;
	int rc;

	if (sqlite3_open_v2(tmp, &to, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		rc = diag_set(d, ST_ENV, "cannot write the backup '%s': %s",
		    tmp, to ? sqlite3_errmsg(to) : "out of memory");
		sqlite3_close(to);
		return rc;
	}
	if ((b = sqlite3_backup_init(to, "main", db->h, "main")) == NULL) {
		rc = diag_set(d, ST_ENV, "cannot back up '%s': %s", db->path,
		    sqlite3_errmsg(to));
		sqlite3_close(to);
		return rc;
	}
	/* all pages in one step: one consistent read of the source */
	while ((rc = sqlite3_backup_step(b, -1)) == SQLITE_OK)
		;
	sqlite3_backup_finish(b);
	if (rc != SQLITE_DONE) {
		rc = diag_set(d, ST_ENV, "cannot back up '%s': %s", db->path,
		    sqlite3_errstr(rc));
		sqlite3_close(to);
		return rc;
	}
	/* a copy complete in one file, none of it in a WAL beside it */
	rc = sqlite3_exec(to, "PRAGMA wal_checkpoint(TRUNCATE)", NULL, NULL,
	    NULL);
	if (sqlite3_close(to) != SQLITE_OK || rc != SQLITE_OK)
		return diag_set(d, ST_ENV, "cannot finish the backup '%s'",
		    tmp);
	return ST_OK;
}

int
db_backup(struct db *db, const char *dest, struct diag *d)
{
	struct stat a, b;
	char *tmp, *wal;
	int fd, r;

	if (stat(dest, &b) == 0 && stat(db->path, &a) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		return diag_set(d, ST_USAGE, "'%s' is the database itself: "
		    "give the backup another file", dest);
	if ((r = replaceable(dest, d)))
		return r;
	if ((tmp = db_beside(dest, ".arbiter-XXXXXX")) == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	if ((fd = mkstemp(tmp)) < 0) {
		r = diag_set(d, ST_ENV, "cannot write the backup beside '%s': "
		    "%s", dest, strerror(errno));
		free(tmp);
		return r;
	}
	close(fd);
	r = copy_into(db, tmp, d);
	/* the copy's own journal files go with it */
	if ((wal = db_beside(tmp, "-wal")) != NULL) {
		unlink(wal);
		free(wal);
	}
	if ((wal = db_beside(tmp, "-shm")) != NULL) {
		unlink(wal);
		free(wal);
	}
	if (r == ST_OK && rename(tmp, dest) != 0)
		r = diag_set(d, ST_ENV, "cannot put the backup at '%s': %s",
		    dest, strerror(errno));
	if (r != ST_OK)
		unlink(tmp);
	free(tmp);
	return r;
}
