/* kept.c: the cards each player keeps for the game (kept.h). */
#include "core/state/kept.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct kept_cards *
kept_new(void)
{
	return calloc(1, sizeof(struct kept_cards));
}

struct kept_cards *
kept_copy(const struct kept_cards *k)
{
	struct kept_cards *c = malloc(sizeof *c);

	if (c != NULL)
		memcpy(c, k, sizeof *c);
	return c;
}

void
kept_free(struct kept_cards *k)
{
	free(k);
}

const char *
kept_of(const struct kept_cards *k, int p)
{
	return k != NULL && p >= 0 && p < MAX_PLAYERS ? k->ids[p] : "";
}

int
kept_has(const struct kept_cards *k, int p, const char *id)
{
	const char *s = kept_of(k, p);
	size_t n = strlen(id);

	while (*s != '\0') {
		size_t len = strcspn(s, ",");
		if (len == n && strncmp(s, id, n) == 0)
			return 1;
		s += len + (s[len] == ',');
	}
	return 0;
}

static int
made(struct kept_cards **k)
{
	return *k != NULL || (*k = kept_new()) != NULL;
}

int
kept_add(struct kept_cards **k, int p, const char *id)
{
	size_t have = strlen(kept_of(*k, p));

	if (p < 0 || p >= MAX_PLAYERS || have + strlen(id) + (have > 0) >
	    KEPT_MAX)
		return 1;
	if (!made(k))
		return -1;
	if (have > 0)
		strcat((*k)->ids[p], ",");
	strcat((*k)->ids[p], id);
	return 0;
}

int
kept_set(struct kept_cards **k, int p, const char *ids)
{
	if (p < 0 || p >= MAX_PLAYERS || strlen(ids) > KEPT_MAX)
		return 1;
	if (*k == NULL && ids[0] == '\0')
		return 0;
	if (!made(k))
		return -1;
	strcpy((*k)->ids[p], ids);
	return 0;
}

struct json *
kept_ids_json(const struct kept_cards *k, int p)
{
	struct json *a = json_arr();
	const char *s = kept_of(k, p);
	char id[KEPT_MAX + 1];

	while (*s != '\0') {
		size_t len = strcspn(s, ",");
		if (len > 0) {
			memcpy(id, s, len);
			id[len] = '\0';
			json_push(a, json_str(id));
		}
		s += len + (s[len] == ',');
	}
	return a;
}

struct json *
kept_to_json(const struct kept_cards *k, int np)
{
	struct json *a = json_arr();

	for (int p = 0; p < np; p++)
		json_push(a, json_str(kept_of(k, p)));
	return a;
}

int
kept_from_json(struct kept_cards **k, const struct json *a, int np,
    char *err, size_t n)
{
	int st;

	if (a == NULL || a->type != J_ARR || a->n != np)
		goto bad;
	for (int p = 0; p < np; p++) {
		if (a->v[p]->type != J_STR)
			goto bad;
		if ((st = kept_set(k, p, a->v[p]->s)) > 0)
			goto bad;
		if (st < 0) {
			snprintf(err, n, "out of memory");
			return -1;
		}
	}
	return 0;
bad:
	snprintf(err, n, "damaged snapshot");
	return -1;
}
