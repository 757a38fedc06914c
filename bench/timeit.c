/* timeit.c: run a command N times, each a fresh process with its output
 * thrown away, and print the median and the mean wall time of a run in
 * milliseconds and the largest peak resident memory of a run in KiB
 * (ru_maxrss):
 *
 *	timeit N COMMAND [ARG...]	->	"MEDIAN MEAN MAXRSS"
 *
 * The median leaves out the runs that another process on the machine
 * slowed down.  Exits 1 if any run failed. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int
main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[1]) : 0, bad = 0;
	double *t, sum = 0;
	long rss = 0;

	if (n < 1) {
		fprintf(stderr, "usage: timeit N COMMAND [ARG...]\n");
		return 2;
	}
	if ((t = calloc((size_t)n, sizeof *t)) == NULL)
		return 2;
	for (int i = 0; i < n; i++) {
		struct rusage ru;
		double start = now_ms();
		int st;
		pid_t pid = fork();

		if (pid < 0)
			return 2;
		if (pid == 0) {
			int fd = open("/dev/null", O_WRONLY);
			dup2(fd, 1);
			dup2(fd, 2);
			execvp(argv[2], argv + 2);
			_exit(127);
		}
		if (wait4(pid, &st, 0, &ru) < 0)
			return 2;
		t[i] = now_ms() - start;
		sum += t[i];
		if (ru.ru_maxrss > rss)
			rss = ru.ru_maxrss;
		if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
			bad = 1;
	}
	qsort(t, (size_t)n, sizeof *t, cmp);
	printf("%.3f %.3f %ld\n", n % 2 ? t[n / 2] : (t[n / 2 - 1] +
	    t[n / 2]) / 2, sum / n, rss);
	free(t);
	return bad;
}
