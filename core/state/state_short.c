/* state_short.c: a snapshot's list of numbers, most of them 0 or -1 (an
 * action's uses, the seats' chiefs, the cards' fill, ...), written as
 * {"slots": N, "each": V, "but": [index, value, ...]} when that is
 * shorter than the list: V is 0 or -1, whichever more numbers are, and
 * every number not V is given with its index, the indexes ascending.
 * The list of before (every number) still reads, and is written where it
 * is no longer than the short form (a list of a few numbers).  Since
 * STATE_VERSION 9, as the decks' "not_zero" (state_decks.c). */
#include "core/state/state_short.h"

#include "core/base/json.h"
#include "core/base/strbuf.h"

/* The characters of v written. */
static size_t
width(long v)
{
	size_t w = v < 0 ? 2 : 1;

	for (unsigned long u = v < 0 ? 0UL - (unsigned long)v :
	    (unsigned long)v; u >= 10; u /= 10)
		w++;
	return w;
}

/* The value most numbers are (0 or -1), or 1 when the list is written as
 * it is (the short form no shorter). */
static long
each(const long *v, size_t n)
{
	size_t zero = 0, minus = 0, dense = n > 0 ? n + 1 : 2, other = 0;
	long e;

	for (size_t i = 0; i < n; i++) {
		dense += width(v[i]);
		zero += v[i] == 0;
		minus += v[i] == -1;
	}
	e = minus > zero ? -1 : 0;
	/* {"slots":N,"each":E,"but":[...]} */
	other = sizeof "{\"slots\":,\"each\":,\"but\":[]}" - 1 + width((long)n) +
	    width(e);
	for (size_t i = 0, k = 0; i < n && other < dense; i++)
		if (v[i] != e)
			other += (k++ > 0) + width((long)i) + 1 + width(v[i]);
	return other < dense ? e : 1;
}

struct json *
short_longs_json(const long *v, size_t n)
{
	long e = each(v, n);
	struct json *o, *a;

	if (e == 1)
		return json_longs(v, n);
	o = json_obj();
	a = json_arr();
	json_set(o, "slots", json_int((long)n));
	json_set(o, "each", json_int(e));
	for (size_t i = 0; i < n; i++)
		if (v[i] != e) {
			json_push(a, json_int((long)i));
			json_push(a, json_int(v[i]));
		}
	json_set(o, "but", a);
	return o;
}

void
short_longs_write(struct strbuf *b, const long *v, size_t n)
{
	long e = each(v, n);
	int k = 0;

	if (e == 1) {
		json_write_longs(b, v, n);
		return;
	}
	sb_add(b, "{\"slots\":");
	json_write_long(b, (long)n);
	sb_add(b, ",\"each\":");
	json_write_long(b, e);
	sb_add(b, ",\"but\":[");
	for (size_t i = 0; i < n; i++)
		if (v[i] != e) {
			if (k++ > 0)
				sb_addc(b, ',');
			json_write_long(b, (long)i);
			sb_addc(b, ',');
			json_write_long(b, v[i]);
		}
	sb_add(b, "]}");
}

/* The short form: n slots, "each" 0 or -1 and in lo..hi, every other
 * number given once, at an index ascending, not "each", in lo..hi. */
static int
read_short(const struct json *o, size_t n, long lo, long hi, long *out)
{
	const struct json *s = json_get(o, "slots"), *e = json_get(o, "each");
	const struct json *a = json_get(o, "but");
	long last = -1;

	if (o->n != 3 || s == NULL || s->type != J_INT || s->i != (long)n ||
	    e == NULL || e->type != J_INT || (e->i != 0 && e->i != -1) ||
	    e->i < lo || e->i > hi || a == NULL || a->type != J_ARR ||
	    a->n % 2 != 0)
		return -1;
	for (size_t i = 0; i < n; i++)
		out[i] = e->i;
	for (int p = 0; p < a->n; p += 2) {
		const struct json *at = a->v[p], *v = a->v[p + 1];
		if (at->type != J_INT || v->type != J_INT || at->i <= last ||
		    at->i >= (long)n || v->i == e->i || v->i < lo ||
		    v->i > hi)
			return -1;
		last = at->i;
		out[at->i] = v->i;
	}
	return 0;
}

/* A list of n numbers, each in lo..hi, into out, written either way;
 * -1 otherwise. */
int
short_longs_read(const struct json *a, size_t n, long lo, long hi,
    long *out)
{
	if (a != NULL && a->type == J_OBJ)
		return read_short(a, n, lo, hi, out);
	if (a == NULL || a->type != J_ARR || (size_t)a->n != n)
		return -1;
	for (size_t i = 0; i < n; i++) {
		if (a->v[i]->type != J_INT || a->v[i]->i < lo ||
		    a->v[i]->i > hi)
			return -1;
		out[i] = a->v[i]->i;
	}
	return 0;
}
