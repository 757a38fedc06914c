/* driver.c: run fuzz inputs once each without libFuzzer (fuzz.h).
 *
 *	run-NAME FILE|DIR...
 *
 * Every file (and every file in a directory) is given to the harness once;
 * a crash or an abort is the failure.  Prints how many inputs ran. */
#include "fuzz.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

__attribute__((weak)) int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	return 0;
}

static int
run_file(const char *path)
{
	size_t len;
	char *s = fuzz_read(path, &len);

	LLVMFuzzerTestOneInput((const uint8_t *)s, len);
	free(s);
	return 1;
}

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
run_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	int n = 0, ran = 0;

	if (d == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		names = realloc(names, (size_t)(n + 1) * sizeof *names);
		names[n++] = strdup(de->d_name);
	}
	closedir(d);
	if (n == 0)
		return 0;
	qsort(names, (size_t)n, sizeof *names, cmp);
	for (int i = 0; i < n; i++) {
		char path[4096];
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		ran += run_file(path);
		free(names[i]);
	}
	free(names);
	return ran;
}

int
main(int argc, char **argv)
{
	int ran = 0;

	LLVMFuzzerInitialize(&argc, &argv);
	for (int i = 1; i < argc; i++) {
		struct stat sb;
		if (stat(argv[i], &sb) != 0) {
			fprintf(stderr, "%s: no such file or directory\n",
			    argv[i]);
			return 2;
		}
		ran += S_ISDIR(sb.st_mode) ? run_dir(argv[i]) :
		    run_file(argv[i]);
	}
	printf("%s: %d input%s ran\n", argv[0], ran, ran == 1 ? "" : "s");
	return 0;
}
