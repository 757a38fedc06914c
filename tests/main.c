/* main.c: runs every Check suite listed in suites.def.
 *
 * With an argument, runs only the suites whose names contain it:
 *   build/check_all dice
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"

struct entry {
	const char *name;
	Suite *(*make)(void);
};

static const struct entry suites[] = {
#define SUITE(name) { #name, suite_##name },
#include "suites.def"
#undef SUITE
	{ NULL, NULL }
};

int
main(int argc, char **argv)
{
	SRunner *sr = NULL;
	int failed;

	for (const struct entry *e = suites; e->name != NULL; e++) {
		if (argc > 1 && strstr(e->name, argv[1]) == NULL)
			continue;
		if (sr == NULL)
			sr = srunner_create(e->make());
		else
			srunner_add_suite(sr, e->make());
	}
	if (sr == NULL) {
		fprintf(stderr, "check_all: no suite matches '%s'\n",
		    argc > 1 ? argv[1] : "");
		return 2;
	}
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
