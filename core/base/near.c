/* near.c: the names nearest a mistyped word (the optimal string alignment
 * distance, Damerau's swaps included: "stauts" is one from "status"). */
#include "core/base/near.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define NEAR_LEN 64	/* longer words are not compared */
#define NEAR_SHOW 3	/* at most this many names suggested */

static int
low(char ch)
{
	return tolower((unsigned char)ch);
}

int
near_dist(const char *a, const char *b)
{
	int la = (int)strlen(a), lb = (int)strlen(b);
	int d[NEAR_LEN + 1][NEAR_LEN + 1];

	if (la > NEAR_LEN || lb > NEAR_LEN)
		return NEAR_LEN;
	for (int i = 0; i <= la; i++)
		d[i][0] = i;
	for (int j = 0; j <= lb; j++)
		d[0][j] = j;
	for (int i = 1; i <= la; i++)
		for (int j = 1; j <= lb; j++) {
			int cost = low(a[i - 1]) != low(b[j - 1]);
			int v = d[i - 1][j - 1] + cost;
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && low(a[i - 1]) == low(b[j - 2]) &&
			    low(a[i - 2]) == low(b[j - 1]) &&
			    d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[la][lb];
}

int
near_suggest(struct strbuf *b, const char *word, const char *const *v,
    int n)
{
	size_t len = strlen(word);
	int limit = len <= 4 ? 1 : len <= 8 ? 2 : 3, best = limit + 1, k = 0;
	const char *pick[NEAR_SHOW];

	if (len == 0)
		return 0;
	for (int i = 0; i < n; i++)
		if (v[i] != NULL) {
			int dd = near_dist(word, v[i]);
			if (dd < best)
				best = dd;
		}
	if (best > limit)
		return 0;
	for (int i = 0; i < n && k < NEAR_SHOW; i++) {
		int dup = 0;
		if (v[i] == NULL || near_dist(word, v[i]) != best)
			continue;
		for (int j = 0; j < k && !dup; j++)
			dup = strcmp(pick[j], v[i]) == 0;
		if (!dup)
			pick[k++] = v[i];
	}
	sb_add(b, "did you mean ");
	for (int i = 0; i < k; i++)
		sb_printf(b, "%s'%s'", i == 0 ? "" : i + 1 < k ? ", " :
		    " or ", pick[i]);
	sb_add(b, "?");
	return k;
}
