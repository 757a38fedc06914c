/* fuzz_cmdline.c: splitting a command line into words and quoting words
 * back (core/cmdline.c).
 *
 * Properties checked: splitting never crashes and keeps to its limits; every
 * word, quoted, splits back into that one word; the quoted words joined by
 * blanks split back into the same words (so a canonical command in the log
 * can always be run again).
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/cmdline.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *line, **v, **v2;
	int n, n2;
	struct diag d;
	struct strbuf all;

	/* quoting may double a line: stay well inside CMDLINE_MAX_LEN */
	if (size > CMDLINE_MAX_LEN / 4)
		return 0;
	line = fuzz_text(data, size);

	if (cmdline_split(line, &n, &v, &d) != ST_OK) {
		if (v != NULL || d.msg[0] == '\0')
			fuzz_fail("a refused line left words or no message",
			    line);
		free(line);
		return 0;
	}
	if (n > CMDLINE_MAX_WORDS || v[n] != NULL)
		fuzz_fail("too many words, or no NULL after them", line);
	sb_init(&all);
	for (int i = 0; i < n; i++) {
		struct strbuf q;
		sb_init(&q);
		cmdline_quote(&q, v[i]);
		if (cmdline_split(sb_str(&q), &n2, &v2, &d) != ST_OK ||
		    n2 != 1 || strcmp(v2[0], v[i]) != 0)
			fuzz_fail("a quoted word does not split back into "
			    "itself", sb_str(&q));
		cmdline_free(n2, v2);
		if (i > 0)
			sb_addc(&all, ' ');
		sb_add(&all, sb_str(&q));
		sb_release(&q);
	}
	if (cmdline_split(sb_str(&all), &n2, &v2, &d) != ST_OK || n2 != n)
		fuzz_fail("the quoted words do not split back", sb_str(&all));
	for (int i = 0; i < n; i++)
		if (strcmp(v[i], v2[i]) != 0)
			fuzz_fail("the quoted words split into other words",
			    sb_str(&all));
	cmdline_free(n2, v2);
	cmdline_free(n, v);
	sb_release(&all);
	free(line);
	return 0;
}
