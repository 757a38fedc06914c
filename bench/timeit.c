/* timeit.c: run a command N times, each a fresh process with its output
 * thrown away, and print the median and the mean wall time of a run in
 * milliseconds and the largest peak resident memory of a run in KiB
 * (ru_maxrss):
 *
 *	timeit N COMMAND [ARG...]		->  "MEDIAN MEAN MAXRSS"
 *	timeit N COMMAND... ::: OTHER...	->  the same for both
 *
 * With two commands the runs alternate, so that whatever else the machine
 * does slows both alike and their ratio holds.  The median leaves out the
 * runs that something else slowed down.  Exits 1 if any run failed. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct cmd {
	char **argv;
	double *t, sum;
	long rss;
	int bad;
};

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

static int
run(struct cmd *c, int i)
{
	struct rusage ru;
	double start = now_ms();
	int st;
	pid_t pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0) {
		int fd = open("/dev/null", O_WRONLY);
		dup2(fd, 1);
		dup2(fd, 2);
		execvp(c->argv[0], c->argv);
		_exit(127);
	}
	if (wait4(pid, &st, 0, &ru) < 0)
		return -1;
	c->t[i] = now_ms() - start;
	c->sum += c->t[i];
	if (ru.ru_maxrss > c->rss)
		c->rss = ru.ru_maxrss;
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
		c->bad = 1;
	return 0;
}

static void
report(struct cmd *c, int n, const char *sep)
{
	qsort(c->t, (size_t)n, sizeof *c->t, cmp);
	printf("%.3f %.3f %ld%s", n % 2 ? c->t[n / 2] : (c->t[n / 2 - 1] +
	    c->t[n / 2]) / 2, c->sum / n, c->rss, sep);
}

int
main(int argc, char **argv)
{
	struct cmd c[2];
	int n = argc > 2 ? atoi(argv[1]) : 0, k = 1;

	if (n < 1) {
		fprintf(stderr, "usage: timeit N COMMAND [ARG...] "
		    "[::: COMMAND [ARG...]]\n");
		return 2;
	}
	memset(c, 0, sizeof c);
	c[0].argv = argv + 2;
	for (int i = 2; i < argc; i++)
		if (strcmp(argv[i], ":::") == 0) {
			argv[i] = NULL;
			c[1].argv = argv + i + 1;
			k = 2;
		}
	for (int j = 0; j < k; j++)
		if (c[j].argv[0] == NULL ||
		    (c[j].t = calloc((size_t)n, sizeof *c[j].t)) == NULL)
			return 2;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < k; j++)
			if (run(&c[j], i) < 0)
				return 2;
	for (int j = 0; j < k; j++)
		report(&c[j], n, j + 1 < k ? " " : "\n");
	return c[0].bad || c[1].bad;
}
