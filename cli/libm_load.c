/* libm_load.c: the math library's functions, loaded at their first call.
 *
 * A program that names libm (DT_NEEDED) pays for it at every start: the
 * dynamic loader maps it, checks its versions and relocates it, some 22
 * thousand instructions and 10 page faults, as much as `odds 2d6` spends
 * on its answer, though most commands compute no sine.  The link renames
 * every reference to a libm function (-Wl,--wrap=NAME, LIBM_WRAP in the
 * Makefile; SQLite's SQL math functions among them) to the __wrap_NAME
 * below, which loads libm (dlopen) and finds the function (dlsym) the
 * first time it is called: some 9 thousand instructions more than at the
 * start, paid only by the commands that compute with it.  The
 * program is linked with libm --as-needed, so a function missing from the
 * list still works, libm then being loaded at the start again:
 * tests/check-startup.sh fails when the program names libm.
 *
 * The functions are libm's own, so every result is what it was.
 */

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef LIBM_SONAME
#define LIBM_SONAME "libm.so.6"
#endif

static void *libm;
static pthread_once_t libm_once = PTHREAD_ONCE_INIT;

static void
libm_open(void)
{
	libm = dlopen(LIBM_SONAME, RTLD_NOW | RTLD_LOCAL);
}

/* The address of libm's function NAME; exits (status 4, the environment)
 * when it cannot be had: without libm nothing can compute. */
static void *
libm_sym(const char *name)
{
	void *f;

	pthread_once(&libm_once, libm_open);
	if (libm != NULL && (f = dlsym(libm, name)) != NULL)
		return f;
	fprintf(stderr, "arbiter: the math library's %s could not be loaded "
	    "from %s (%s): reinstall the C library (Debian's package "
	    "libc6)\n", name, LIBM_SONAME, dlerror());
	exit(4);
}

/* One wrapper: the function's result type, its name, its parameters and
 * the call of f, libm's function, found at its first call and kept
 * (atomically: serve answers in threads). */
#define LAZY(ret, name, params, call) \
	static _Atomic(ret (*) params) p_##name; \
	ret __wrap_##name params; \
	ret __wrap_##name params \
	{ \
		ret (*f) params = atomic_load_explicit(&p_##name, \
		    memory_order_acquire); \
		if (f == NULL) { \
			*(void **)&f = libm_sym(#name); \
			atomic_store_explicit(&p_##name, f, \
			    memory_order_release); \
		} \
		call; \
	}
#define MATH1(name) LAZY(double, name, (double x), return f(x))
#define MATH2(name) LAZY(double, name, (double x, double y), return f(x, y))

/* SQL's math functions (SQLite's aBuiltinFunc) */
MATH1(trunc) MATH1(exp) MATH1(sqrt)
MATH1(acos) MATH1(asin) MATH1(atan) MATH1(cos) MATH1(sin) MATH1(tan)
MATH1(acosh) MATH1(asinh) MATH1(atanh) MATH1(cosh) MATH1(sinh) MATH1(tanh)
MATH2(pow) MATH2(fmod) MATH2(atan2)
MATH1(ceil) MATH1(floor) MATH1(log)
/* arbiter's own (besides some of the above) */
MATH1(log1p) MATH1(expm1) MATH1(erfc)
MATH2(fmax) MATH2(fmin)
LAZY(long, lround, (double x), return f(x))
LAZY(long long, llround, (double x), return f(x))
/* the compiler's, for a sin and a cos of the same angle */
LAZY(void, sincos, (double x, double *s, double *c), f(x, s, c))
