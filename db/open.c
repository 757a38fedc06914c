/* open.c: what opening a database needs around SQLite: paths that cannot
 * hold one, the files SQLite keeps beside it (FILE-wal, FILE-shm) and the
 * directory they go in, the wait for another writer's lock (which Ctrl-C
 * cuts short), and the databases this process has open. */
#include "db_int.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int
db_file_wal(const char *path)
{
	unsigned char v[2] = { 0, 0 };
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return 0;
	/* the header's write and read versions: 2 in WAL mode */
	if (pread(fd, v, sizeof v, 18) != (ssize_t)sizeof v)
		v[0] = 0;
	close(fd);
	return v[0] == 2 && v[1] == 2;
}

int
db_path_check(const char *path, struct diag *d)
{
	struct stat sb;

	if (*path == '\0')
		return diag_set(d, ST_USAGE, "the database path is empty: "
		    "give the file that keeps the games with -d (or "
		    "ARBITER_DB)");
	if (strcmp(path, ":memory:") == 0)
		return diag_set(d, ST_USAGE, "':memory:' is a database in "
		    "memory, lost when arbiter ends: give a file with -d "
		    "(./:memory: for a file of that name)");
	if (strncmp(path, "file:", 5) == 0)
		return diag_set(d, ST_USAGE, "'%s' is an SQLite URI, not a "
		    "file: give the database's path with -d (./%s for a file "
		    "of that name)", path, path);
	if (stat(path, &sb) != 0) {
		if (errno == ENOENT || errno == ENOTDIR)
			return ST_OK;	/* made on first use */
		return diag_set(d, ST_ENV, "cannot reach the database '%s': "
		    "%s", path, strerror(errno));
	}
	if (S_ISDIR(sb.st_mode))
		return diag_set(d, ST_ENV, "'%s' is a directory, not a "
		    "database: give a file (in it, or elsewhere) with -d",
		    path);
	if (!S_ISREG(sb.st_mode))
		return diag_set(d, ST_ENV, "'%s' is not a regular file: a "
		    "database must be one (give another path with -d)", path);
	return ST_OK;
}

char *
db_beside(const char *path, const char *suffix)
{
	size_t n = strlen(path) + strlen(suffix) + 1;
	char *s = malloc(n);

	if (s != NULL)
		snprintf(s, n, "%s%s", path, suffix);
	return s;
}

/* 1 when FILE-SUFFIX is there; with *size its size. */
static int
there(const char *path, const char *suffix, off_t *size)
{
	char *p = db_beside(path, suffix);
	struct stat sb;
	int r = p != NULL && stat(p, &sb) == 0;

	if (r && size != NULL)
		*size = sb.st_size;
	free(p);
	return r;
}

int
db_wal_changes(const char *path)
{
	off_t size = 0;

	/* a header of 32 bytes, then frames: 24 bytes and a page */
	return there(path, "-wal", &size) && size > 32;
}

int
db_shm_there(const char *path)
{
	return there(path, "-shm", NULL);
}

int
db_dir_readonly(const char *path, char **dir)
{
	const char *slash = strrchr(path, '/');

	if (slash == NULL)
		*dir = strdup(".");
	else if (slash == path)
		*dir = strdup("/");
	else
		*dir = strndup(path, (size_t)(slash - path));
	if (*dir == NULL)
		return 0;
	return access(*dir, W_OK) != 0 && (errno == EACCES || errno == EROFS);
}

/* --- waiting for the lock --------------------------------------------- */

static volatile sig_atomic_t interrupted;

void
db_interrupt(void)
{
	interrupted = 1;
}

void
db_interrupt_clear(void)
{
	interrupted = 0;
}

int
db_interrupted(void)
{
	return interrupted != 0;
}

static long long
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* SQLite's busy handler: wait for the lock as sqlite3_busy_timeout()
 * would (short sleeps first), up to DB_BUSY_MS, but give up at once when
 * db_interrupt() was called.  A signal ends the sleep early. */
int
db_busy_wait(void *arg, int count)
{
	static const int delays[] = { 1, 2, 5, 10, 15, 20, 25, 25, 25, 50,
	    50, 100 };
	struct db *db = arg;
	int ms = count < 12 ? delays[count] : 100;
	struct timespec t;

	if (count == 0)
		db->busy_since = now_ms();
	if (interrupted || now_ms() - db->busy_since >= DB_BUSY_MS)
		return 0;
	t.tv_sec = 0;
	t.tv_nsec = (long)ms * 1000000L;
	nanosleep(&t, NULL);
	return !interrupted;
}

/* --- the databases this process has open -------------------------------- */

/* SQLite holds POSIX locks on them, and closing any other descriptor of
 * the same file drops a process's locks: wal.c reads no file of these. */
static struct db *open_dbs;

int
db_open_here(const struct stat *sb)
{
	for (struct db *p = open_dbs; p != NULL; p = p->next)
		if (p->dev == sb->st_dev && p->ino == sb->st_ino)
			return 1;
	return 0;
}

void
db_register(struct db *db)
{
	struct stat sb;

	if (stat(db->path, &sb) != 0)
		return;
	db->dev = sb.st_dev;
	db->ino = sb.st_ino;
	db->next = open_dbs;
	db->listed = 1;
	open_dbs = db;
}

void
db_unregister(struct db *db)
{
	for (struct db **p = &open_dbs; *p != NULL; p = &(*p)->next)
		if (*p == db) {
			*p = db->next;
			break;
		}
	db->listed = 0;
}
