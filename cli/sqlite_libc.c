/* sqlite_libc.c: the C library's functions SQLite keeps in its tables,
 * reached through functions of this program.
 *
 * SQLite (linked in statically) holds the addresses of some forty libc and
 * libm functions in tables: its system calls (os_unix.c's aSyscall, which
 * a test may replace) and its SQL math functions (sin, pow...: reached
 * through cli/libm_load.c, which loads libm when one is first called).  In a
 * position-independent program each such address is a symbol the dynamic
 * loader looks up in libm and libc at every start, before main: some 600
 * instructions each, 25 thousand in all, as much as `odds 2d6` computing
 * and printing its answer.  The link renames SQLite's references
 * (-Wl,--wrap=NAME, SQLITE_WRAP in the Makefile) to the __wrap_NAME below:
 * an address inside the program, which the loader only offsets.  Each one
 * calls the real function (__real_NAME, the linker's name for it), which
 * is looked up lazily, the first time it is called, as every other call
 * into libc is.  Functions SQLite only calls (open64...) are not in the
 * list: a call is looked up lazily already.
 *
 * glibc's names on x86-64 (stat64, pread64...): the link wraps the names
 * SQLite's object references, and a wrapper here with no reference is
 * never called.
 */
#define _GNU_SOURCE 1	/* MREMAP_FIXED; the 64 names */

#include <fcntl.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/* One wrapper: the function's result type, its name, its parameters and
 * the names to pass on. */
#define WRAP(ret, name, params, args) \
	ret __real_##name params; \
	ret __wrap_##name params; \
	ret __wrap_##name params { return __real_##name args; }

WRAP(int, close, (int fd), (fd))
WRAP(int, access, (const char *p, int m), (p, m))
WRAP(char *, getcwd, (char *b, size_t n), (b, n))
WRAP(int, stat64, (const char *p, struct stat64 *s), (p, s))
WRAP(int, lstat64, (const char *p, struct stat64 *s), (p, s))
WRAP(int, fstat64, (int fd, struct stat64 *s), (fd, s))
WRAP(int, ftruncate64, (int fd, off64_t n), (fd, n))
WRAP(ssize_t, read, (int fd, void *b, size_t n), (fd, b, n))
WRAP(ssize_t, pread64, (int fd, void *b, size_t n, off64_t o), (fd, b, n, o))
WRAP(ssize_t, write, (int fd, const void *b, size_t n), (fd, b, n))
WRAP(ssize_t, pwrite64, (int fd, const void *b, size_t n, off64_t o),
    (fd, b, n, o))
WRAP(int, fchmod, (int fd, mode_t m), (fd, m))
WRAP(int, unlink, (const char *p), (p))
WRAP(int, mkdir, (const char *p, mode_t m), (p, m))
WRAP(int, rmdir, (const char *p), (p))
WRAP(int, fchown, (int fd, uid_t u, gid_t g), (fd, u, g))
WRAP(uid_t, geteuid, (void), ())
WRAP(void *, mmap64, (void *a, size_t n, int p, int f, int fd, off64_t o),
    (a, n, p, f, fd, o))
WRAP(int, munmap, (void *a, size_t n), (a, n))
WRAP(ssize_t, readlink, (const char *p, char *b, size_t n), (p, b, n))

/* The two that take a last argument or not: passed on as a pointer, as
 * glibc itself reads it (an int argument travels in the same register). */
int __real_fcntl64(int fd, int cmd, ...);
int __wrap_fcntl64(int fd, int cmd, ...);
int
__wrap_fcntl64(int fd, int cmd, ...)
{
	va_list ap;

	va_start(ap, cmd);
	void *arg = va_arg(ap, void *);
	va_end(ap);
	return __real_fcntl64(fd, cmd, arg);
}

void *__real_mremap(void *a, size_t n, size_t m, int f, ...);
void *__wrap_mremap(void *a, size_t n, size_t m, int f, ...);
void *
__wrap_mremap(void *a, size_t n, size_t m, int f, ...)
{
	va_list ap;

	va_start(ap, f);
	void *to = (f & MREMAP_FIXED) ? va_arg(ap, void *) : NULL;
	va_end(ap);
	return __real_mremap(a, n, m, f, to);
}

