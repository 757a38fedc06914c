/* fuzz_util.c: helpers of the fuzz harnesses (fuzz.h). */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *
fuzz_text(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (s == NULL)
		abort();
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

const char *
fuzz_rulesets(void)
{
	static char dir[4096];
	const char *env = getenv("ARBITER_RULESET_PATH");

	if (dir[0] == '\0') {
		if (env == NULL || *env == '\0') {
			fprintf(stderr, "fuzz: set ARBITER_RULESET_PATH to the "
			    "rulesets directory\n");
			exit(2);
		}
		snprintf(dir, sizeof dir, "%.*s", (int)strcspn(env, ":"), env);
	}
	return dir;
}

char *
fuzz_read(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *s;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (s = malloc((size_t)n + 1)) == NULL ||
	    fread(s, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "fuzz: cannot read '%s'\n", path);
		exit(2);
	}
	fclose(f);
	s[n] = '\0';
	if (len != NULL)
		*len = (size_t)n;
	return s;
}

void
fuzz_fail(const char *what, const char *detail)
{
	fprintf(stderr, "fuzz: %s\n%s\n", what, detail ? detail : "");
	abort();
}
