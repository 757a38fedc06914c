/* rank.c: ordering by a chain of criteria (see rank.h). */
#include "core/base/rank.h"

#include <stddef.h>

int
rank_compare(int k, const long *va, const long *vb, const enum rank_dir *dir,
    int *ahead)
{
	for (int c = 0; c < k; c++) {
		if (va[c] == vb[c])
			continue;
		*ahead = dir[c] == RANK_HIGH ? va[c] > vb[c] : va[c] < vb[c];
		return c;
	}
	*ahead = 0;
	return RANK_TIED;
}

void
rank_order(int n, int k, const long *values, const enum rank_dir *dir,
    int *order, int *decided)
{
	for (int i = 0; i < n; i++)
		order[i] = i;
	/* insertion sort: stable, and the lists are players or cards */
	for (int i = 1; i < n; i++) {
		int item = order[i], j = i;
		while (j > 0) {
			int ahead;
			int c = rank_compare(k, values + (ptrdiff_t)item * k,
			    values + (ptrdiff_t)order[j - 1] * k, dir, &ahead);
			if (c == RANK_TIED || !ahead)
				break;
			order[j] = order[j - 1];
			j--;
		}
		order[j] = item;
	}
	if (decided == NULL)
		return;
	for (int i = 0; i + 1 < n; i++) {
		int ahead;
		decided[i] = rank_compare(k, values + (ptrdiff_t)order[i] * k,
		    values + (ptrdiff_t)order[i + 1] * k, dir, &ahead);
	}
}
