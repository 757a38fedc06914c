/* fuzz_dice.c: the dice-expression parser, its canonical text, the roller
 * and the odds engine.
 *
 * Input: an expression, optionally followed by "=" and faces as read at the
 * table ("2d6 = 3 5*").  Properties checked:
 *   - parsing never crashes; a refusal carries a message;
 *   - the canonical text of a parsed expression parses again, to the same
 *     canonical text;
 *   - rolling (digitally, and physically with the given faces) never
 *     crashes, and a digital roll replays exactly from the faces it used;
 *   - the exact distribution of a small expression has probabilities that
 *     add up to 1 (less what explosions cut off).
 * Named dice: "blue" {0,1,1,2*} and "red" {1,2,3,4,5,6*}.
 */
#include "fuzz.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/dice/dice.h"
#include "core/dice/dist.h"

static const long blue_f[] = { 0, 1, 1, 2 };
static const unsigned char blue_x[] = { 0, 0, 0, 1 };
static const long red_f[] = { 1, 2, 3, 4, 5, 6 };
static const unsigned char red_x[] = { 0, 0, 0, 0, 0, 1 };
static const struct die_faces blue = { 4, blue_f, blue_x };
static const struct die_faces red = { 6, red_f, red_x };

static const struct die_faces *
lookup(void *ctx, const char *name)
{
	(void)ctx;
	if (strcmp(name, "blue") == 0)
		return &blue;
	if (strcmp(name, "red") == 0)
		return &red;
	return NULL;
}

/* Faces after '=': numbers, each maybe followed by '*'. */
static int
read_faces(const char *s, long *faces, unsigned char *star, int max)
{
	int n = 0;

	while (*s != '\0' && n < max) {
		char *end;
		long v = strtol(s, &end, 10);
		if (end == s) {
			s++;
			continue;
		}
		star[n] = *end == '*';
		faces[n++] = v;
		s = end + (*end == '*');
	}
	return n;
}

static void
roll_digital(const struct dice_expr *e, const char *canon)
{
	struct rng rng;
	struct dice_src src, again;
	struct dice_result res, res2;
	struct diag d;

	rng_seed(&rng, 42);
	dice_src_digital(&src, &rng);
	if (dice_roll(e, &src, &res, &d) == ST_OK) {
		/* the faces it used replay the same total */
		dice_src_physical(&again, src.used, src.nused);
		again.star = src.usedstar;
		if (dice_roll(e, &again, &res2, &d) != ST_OK ||
		    dice_src_finish(&again, &d) != ST_OK)
			fuzz_fail("a digital roll does not replay", canon);
		if (res2.total != res.total)
			fuzz_fail("a replayed roll has another total", canon);
		dice_result_free(&res2);
		dice_src_release(&again);
	} else if (d.msg[0] == '\0') {
		fuzz_fail("a refused roll without a message", canon);
	}
	dice_result_free(&res);
	dice_src_release(&src);
}

static void
roll_physical(const struct dice_expr *e, const char *faces_text)
{
	long faces[256];
	unsigned char star[256];
	int n = read_faces(faces_text, faces, star, 256);
	struct dice_src src;
	struct dice_result res;
	struct diag d;

	dice_src_physical(&src, faces, n);
	src.star = star;
	if (dice_roll(e, &src, &res, &d) == ST_OK)
		dice_src_finish(&src, &d);
	dice_result_free(&res);
	dice_src_release(&src);
}

/* Few dice of few sides: the work limit of the odds engine allows about
 * 0.2 s per input, which sanitizers make twenty seconds. */
static int
small(const struct dice_expr *e)
{
	if (e == NULL)
		return 1;
	if (e->kind == DICE_TERM)
		return e->die != DIE_STD || e->sides <= 1000;
	return small(e->l) && small(e->r);
}

static void
odds(const struct dice_expr *e, const char *canon)
{
	struct dist x = { 0, 0, NULL, 0 };
	struct diag d;
	double sum = 0;

	/* keep each input quick: the work limit allows seconds */
	if (dice_count(e) > 12 || !small(e))
		return;
	if (dist_of(e, &x, &d) == ST_OK) {
		for (long i = 0; i < x.n; i++) {
			if (!(x.p[i] >= 0 && x.p[i] <= 1 + 1e-9))
				fuzz_fail("a probability out of [0, 1]", canon);
			sum += x.p[i];
		}
		if (fabs(sum + x.rem - 1) > 1e-6)
			fuzz_fail("the probabilities do not add up to 1",
			    canon);
	}
	dist_free(&x);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dice_env env = { lookup, NULL };
	struct dice_expr *e = NULL, *e2 = NULL;
	struct diag d;
	char *text, *eq, canon[8192], canon2[8192];

	if (size > 8192)
		return 0;
	text = fuzz_text(data, size);
	eq = strchr(text, '=');
	if (eq != NULL)
		*eq++ = '\0';
	if (dice_parse(text, &env, &e, &d) != ST_OK) {
		if (e != NULL || d.msg[0] == '\0')
			fuzz_fail("a refused parse left a tree or no message",
			    text);
		free(text);
		return 0;
	}
	if ((size_t)dice_format(e, canon, sizeof canon) >= sizeof canon)
		fuzz_fail("the canonical text is too long", text);
	if (dice_parse(canon, &env, &e2, &d) != ST_OK)
		fuzz_fail("the canonical text does not parse", canon);
	dice_format(e2, canon2, sizeof canon2);
	if (strcmp(canon, canon2) != 0)
		fuzz_fail("the canonical text changes when parsed again",
		    canon);
	if (eq != NULL)
		roll_physical(e, eq);
	else
		roll_digital(e, canon);
	odds(e, canon);
	dice_free(e);
	dice_free(e2);
	free(text);
	return 0;
}
