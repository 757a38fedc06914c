/* maxrss.c: run a command and write its peak resident memory in KiB (the
 * kernel's ru_maxrss for the child) to FILE.
 *
 *	maxrss FILE COMMAND [ARG...]
 *
 * Exits with the command's status. */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct rusage ru;
	int st;
	pid_t pid;
	FILE *f;

	if (argc < 3) {
		fprintf(stderr, "usage: maxrss FILE COMMAND [ARG...]\n");
		return 2;
	}
	if ((pid = fork()) < 0)
		return 2;
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (wait4(pid, &st, 0, &ru) < 0)
		return 2;
	if ((f = fopen(argv[1], "w")) == NULL)
		return 2;
	fprintf(f, "%ld\n", ru.ru_maxrss);
	fclose(f);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 2;
}
