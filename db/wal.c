/* wal.c: recognising a database's own write-ahead log before SQLite reads
 * it.
 *
 * SQLite replays whatever FILE-wal lies beside FILE: a journal copied from
 * another database, or left over from another copy of this one, is merged
 * in without a word, and the next checkpoint writes it into the file for
 * good.  The WAL format (sqlite.org/fileformat.html, "The WAL file format")
 * gives no link to the database, so arbiter makes one: every change it
 * commits stamps page 1 (db.c, stamp()), whose header field application_id
 * then holds the database's random identity in its high 16 bits and a
 * commit number, one more at each change, in its low 16 bits.
 *
 * A WAL at rest (no connection has it open: a crash, or a file copied in)
 * is read here first, as SQLite's recovery would read it: the frames whose
 * salts and running checksums hold, up to the last commit.  It belongs to
 * the database when every transaction in it carries page 1 with the
 * database's identity, their commit numbers follow each other, and the
 * database stands either just before the first of them or at one of them
 * (as a checkpoint left it), with that transaction's page 1, byte for
 * byte.  A database without an identity (written only by an older
 * arbiter) gets one at its first change, numbered 1: a WAL beside it is
 * checked only when it carries stamps, and then must start with that
 * change.  Nothing here writes; db_open() refuses before SQLite opens the
 * file.
 */
#include "db_int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define WAL_HDR 32
#define FRAME_HDR 24
/* SQLite's unix VFS: the byte of FILE-shm that every connection keeps a
 * shared lock on while it has the file open ("DMS") */
#define SHM_DMS 128

static uint32_t
get32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	    (uint32_t)p[2] << 8 | p[3];
}

static uint32_t
word(const unsigned char *p, int big)
{
	return big ? get32(p) : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[1] << 8 | p[0];
}

/* SQLite's WAL checksum over n bytes (n a multiple of 8), continuing s. */
static void
cksum(const unsigned char *p, size_t n, int big, uint32_t s[2])
{
	for (size_t i = 0; i < n; i += 8) {
		s[0] += word(p + i, big) + s[1];
		s[1] += word(p + i + 4, big) + s[0];
	}
}

/* What a WAL holds: its committed transactions' page 1 stamps. */
struct walscan {
	uint32_t psize;
	long ntx;		/* committed transactions */
	long stamped;		/* those with page 1 */
	uint32_t ident;		/* the identity they must carry */
	int foreign;		/* page 1 of another identity */
	int broken;		/* commit numbers that do not follow */
	uint32_t first;		/* the first transaction's commit number */
	uint32_t last;		/* the last one's */
	long at;		/* the transaction whose commit number is the
				   database's, counted from 1; 0 if none */
	int differs;		/* its page 1 is not the database's */
};

struct dbhead {
	uint32_t psize;
	uint32_t id;		/* application_id */
	unsigned char *page1;
};

/* The page 1 that a committed transaction leaves, checked against the
 * database. */
static void
tx_end(struct walscan *w, const struct dbhead *h, const unsigned char *p1)
{
	uint32_t id, seq;

	w->ntx++;
	if (p1 == NULL)
		return;
	id = get32(p1 + 68);
	seq = id & 0xffff;
	/* a database without an identity takes the first one stamped */
	if (w->stamped++ == 0)
		w->ident = h->id >> 16 ? h->id >> 16 : id >> 16;
	if (id >> 16 != w->ident || w->stamped != w->ntx)
		w->foreign = 1;
	if (w->ntx == 1)
		w->first = seq;
	else if (seq != ((w->last + 1) & 0xffff))
		w->broken = 1;
	w->last = seq;
	if (w->at == 0 && seq == (h->id & 0xffff)) {
		w->at = w->ntx;
		w->differs = memcmp(p1, h->page1, h->psize) != 0;
	}
}

/* Read the WAL's valid frames.  -1 when it cannot be read. */
static int
scan(FILE *f, const struct dbhead *h, struct walscan *w)
{
	unsigned char hdr[WAL_HDR], *frame, *p1 = NULL;
	uint32_t magic, salt[2], s[2] = { 0, 0 };
	int big, have1 = 0, r = 0;

	memset(w, 0, sizeof *w);
	if (fread(hdr, 1, WAL_HDR, f) != WAL_HDR)
		return ferror(f) ? -1 : 0;	/* no header: SQLite starts
						   afresh */
	magic = get32(hdr);
	w->psize = get32(hdr + 8);
	big = magic & 1;
	if ((magic & ~1u) != 0x377f0682 || get32(hdr + 4) != 3007000 ||
	    w->psize < 512 || w->psize > 65536 ||
	    (w->psize & (w->psize - 1)) != 0)
		return 0;
	cksum(hdr, 24, big, s);
	if (s[0] != get32(hdr + 24) || s[1] != get32(hdr + 28))
		return 0;
	salt[0] = get32(hdr + 16);
	salt[1] = get32(hdr + 20);
	frame = malloc(FRAME_HDR + w->psize);
	p1 = malloc(w->psize);
	if (frame == NULL || p1 == NULL) {
		free(frame);
		free(p1);
		return -1;
	}
	while (fread(frame, 1, FRAME_HDR + w->psize, f) ==
	    FRAME_HDR + w->psize) {
		uint32_t pgno = get32(frame);
		if (pgno == 0 || get32(frame + 8) != salt[0] ||
		    get32(frame + 12) != salt[1])
			break;
		cksum(frame, 8, big, s);
		cksum(frame + FRAME_HDR, w->psize, big, s);
		if (s[0] != get32(frame + 16) || s[1] != get32(frame + 20))
			break;
		if (pgno == 1) {
			memcpy(p1, frame + FRAME_HDR, w->psize);
			have1 = 1;
		}
		if (get32(frame + 4) != 0) {	/* a commit */
			/* the other checks need the same page size */
			if (w->psize == h->psize)
				tx_end(w, h, have1 ? p1 : NULL);
			else
				w->ntx++;
			have1 = 0;
		}
	}
	if (ferror(f))
		r = -1;
	free(frame);
	free(p1);
	return r;
}

/* The database file's page size, application_id and page 1 (owned). 1:
 * read; 0: not an SQLite file (empty, short or not one); -1: unreadable. */
static int
read_head(const char *path, struct dbhead *h)
{
	unsigned char b[100];
	FILE *f = fopen(path, "rb");
	int r = 0;

	memset(h, 0, sizeof *h);
	if (f == NULL)
		return -1;
	if (fread(b, 1, sizeof b, f) == sizeof b &&
	    memcmp(b, "SQLite format 3", 16) == 0) {
		h->psize = (uint32_t)b[16] << 8 | b[17];
		if (h->psize == 1)
			h->psize = 65536;
		h->id = get32(b + 68);
		if (h->psize >= 512 && (h->page1 = malloc(h->psize)) != NULL) {
			memcpy(h->page1, b, sizeof b);
			r = fread(h->page1 + sizeof b, 1, h->psize - sizeof b,
			    f) == h->psize - sizeof b ? 1 : -1;
		}
	}
	if (ferror(f))
		r = -1;
	fclose(f);
	return r;
}

int
db_in_use(const char *path)
{
	char *shm;
	struct flock l;
	struct stat sb;
	int fd, busy;

	/* this process's own connections: F_GETLK does not see them, and
	 * closing fd below would drop their locks */
	if (stat(path, &sb) == 0 && db_open_here(&sb))
		return 1;
	if ((shm = db_beside(path, "-shm")) == NULL)
		return 0;
	fd = open(shm, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	free(shm);
	if (fd < 0)
		return 0;
	/* every connection keeps a shared lock on this byte while it has
	 * the file open; F_GETLK reports other processes' locks only */
	memset(&l, 0, sizeof l);
	l.l_type = F_WRLCK;
	l.l_whence = SEEK_SET;
	l.l_start = SHM_DMS;
	l.l_len = 1;
	busy = fcntl(fd, F_GETLK, &l) == 0 && l.l_type != F_UNLCK;
	close(fd);
	return busy;
}

enum verdict { V_OK, V_FOREIGN, V_EMPTYDB, V_OLDER, V_NEWER, V_FORK,
    V_UNREADABLE };

static enum verdict
judge(const char *path, const char *wal, int *err)
{
	static const struct dbhead none;
	struct dbhead h;
	struct walscan w;
	FILE *f;
	int hr, sr;
	uint32_t base, d;

	if (db_in_use(path))
		return V_OK;
	/* the database first: a checkpoint that runs meanwhile only moves
	 * it forward along the WAL read next */
	if ((hr = read_head(path, &h)) < 0) {
		free(h.page1);
		return V_OK;	/* SQLite will say what is wrong */
	}
	if ((f = fopen(wal, "rb")) == NULL) {
		*err = errno;
		free(h.page1);
		return *err == ENOENT ? V_OK : V_UNREADABLE;
	}
	sr = scan(f, hr == 1 ? &h : &none, &w);
	*err = errno;
	fclose(f);
	free(h.page1);
	if (sr < 0)
		return V_UNREADABLE;
	if (w.ntx == 0)
		return V_OK;	/* nothing committed: SQLite starts afresh */
	if (hr == 0)
		return V_EMPTYDB;
	if (h.id >> 16 == 0 && w.stamped == 0)
		return V_OK;	/* only an older arbiter wrote both */
	if (w.psize != h.psize || w.stamped != w.ntx || w.foreign ||
	    w.broken)
		return V_FOREIGN;
	/* the first change of a database without an identity draws one,
	 * with the commit number 1 */
	if (h.id >> 16 == 0 && w.first != 1)
		return V_FOREIGN;
	/* the database's commit number as a step along the WAL: 0 before
	 * its first transaction, w.ntx after its last */
	base = (w.first - 1) & 0xffff;
	d = ((h.id & 0xffff) - base) & 0xffff;
	if (w.ntx < 0xffff && d > (uint32_t)w.ntx)
		return (((h.id & 0xffff) - w.last) & 0xffff) < 0x8000 ?
		    V_OLDER : V_NEWER;
	if (d > 0 && w.at > 0 && w.differs)
		return V_FORK;
	return V_OK;
}

int
db_wal_check(const char *path, struct diag *d)
{
	char *wal = db_beside(path, "-wal");
	enum verdict v = V_OK;
	struct stat sb;
	int err = 0;

	if (wal == NULL)
		return diag_set(d, ST_ENV, "out of memory");
	/* a refusal is judged twice: another arbiter starting, saving and
	 * closing during the first reading could make a sound WAL look
	 * wrong once */
	if (stat(wal, &sb) == 0 && (v = judge(path, wal, &err)) != V_OK)
		v = judge(path, wal, &err);
	switch (v) {
	case V_OK:
		break;
	case V_UNREADABLE:
		diag_set(d, ST_ENV, "cannot read '%s', the journal of the "
		    "database '%s': %s", wal, path, strerror(err));
		break;
	case V_EMPTYDB:
		diag_set(d, ST_DATA, "'%s' holds changes but '%s' is empty or "
		    "not a database: the journal is another one's; nothing "
		    "was read or changed (move it away to go on without it)",
		    wal, path);
		break;
	case V_FOREIGN:
		diag_set(d, ST_DATA, "'%s' is another database's journal, not "
		    "that of '%s': nothing was read or changed (move it away "
		    "to use '%s' as last saved)", wal, path, path);
		break;
	case V_OLDER:
		diag_set(d, ST_DATA, "'%s' is older than '%s' (left from before "
		    "its last save): nothing was read or changed (move it "
		    "away to use '%s' as last saved)", wal, path, path);
		break;
	case V_NEWER:
		diag_set(d, ST_DATA, "'%s' is older than its journal '%s' (put "
		    "back from a copy?), whose changes do not follow from it: "
		    "nothing was read or changed (move the journal away to "
		    "use '%s' as it is)", path, wal, path);
		break;
	case V_FORK:
		diag_set(d, ST_DATA, "'%s' is the journal of another copy of "
		    "'%s': nothing was read or changed (move it away to use "
		    "'%s' as last saved)", wal, path, path);
		break;
	}
	free(wal);
	return v == V_OK ? ST_OK : d->code;
}
