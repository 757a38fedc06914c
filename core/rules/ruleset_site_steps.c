/* ruleset_site_steps.c: the phase steps of the card mechanisms' sites
 * (mechanisms.claims) in a ruleset written before.  Such a text listed
 * 'reveal-sites', 'draw-hands' and 'resolve-sites' in a phase's steps, the
 * program's lines as the phase began and its checks before it ended.  A
 * ruleset declares them now: the lines for the whole table in the phase's
 * begin, the hands drawn in its effects (draw-hand, itself declared as a
 * draw unseen: ruleset_cards.c), the checks in its
 * end-require, reading sites(), committed(), @site, @players and
 * @command.  Each step is rewritten at load into those declarations, in
 * the words of the text's sites and landing order: the lines first
 * among the phase's own, as the steps ran before them; the checks last,
 * as the program's came after the phase's own (reveal-sites, then
 * draw-hands, then resolve-sites).  A text without the claims keeps its
 * steps, which the check refuses (they need the mechanism). */
#include <stdlib.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"

enum { S_REVEAL, S_DRAW, S_RESOLVE, S__N };

static const char step_names[S__N][16] = { "reveal-sites", "draw-hands",
	"resolve-sites" };

/* What each step becomes ($SITES, $SITE: the sites' words; $ORDER: the
 * landing order's name): the begin, effects and end-require parts. */
static const char reveal_begin[] =
	"- if:\n"
	"    test: sites(catalogue) > 0\n"
	"    then:\n"
	"      - say: \"reveal {sites(per_round)} $SITES ('reveal NAME VALUE "
	    "LOCATION...', or 'reveal ID' from the catalogue); the deck holds "
	    "{sites(left)} and the final $SITE\"\n"
	"    else:\n"
	"      - say: \"reveal {sites(per_round)} $SITES ('reveal NAME VALUE "
	    "LOCATION...'); the deck holds {sites(left)} and the final "
	    "$SITE\"\n";
static const char reveal_end[] =
	"- test: sites(revealed) >= sites(per_round) or sites(drawable) == 0 "
	    "or sites(revealed) != 1\n"
	"  refusal: \"1 of the round's {sites(per_round)} $SITES is revealed: "
	    "'reveal' the rest first\"\n"
	"- test: sites(revealed) >= sites(per_round) or sites(drawable) == 0\n"
	"  refusal: \"{sites(revealed)} of the round's {sites(per_round)} "
	    "$SITES are revealed: 'reveal' the rest first\"\n";
static const char draw_effects[] =
	"- draw-hand: true\n";
static const char draw_end[] =
	"- test: count_players(not committed(who)) != 1\n"
	"  refusal: \"{@players not committed(who)} has not committed the "
	    "cards yet: 'commit PLAYER NUMBER CARD...'\"\n"
	"- test: count_players(not committed(who)) == 0\n"
	"  refusal: \"{@players not committed(who)} have not committed their "
	    "cards yet: 'commit PLAYER NUMBER CARD...'\"\n";
static const char resolve_begin[] =
	"- say: \"resolve the $SITES in order ('{@command resolve}'), and land "
	    "in the $ORDER ('{@command land} PLAYER LOCATION "
	    "SUB-LOCATION...')\"\n";
static const char resolve_end[] =
	"- test: sites(current) == 0 or sites(resolved)\n"
	"  refusal: \"$SITE {sites(current)} ({@site sites(current)}) is not "
	    "resolved yet: '{@command resolve}'\"\n"
	"- test: sites(current) == 0\n"
	"  refusal: \"the landings at {@site sites(current)} are not done: "
	    "{@player sites(lander)} lands next ('{@command land} {@player "
	    "sites(lander)} LOCATION ...')\"\n";

struct words {
	const char *sites, *site, *order;
};

/* s into b, safe inside a double-quoted YAML scalar. */
static void
quoted(struct strbuf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			sb_addn(b, "\\", 1);
		sb_addn(b, s, 1);
	}
}

/* text with the words filled in, parsed at the place of at (a
 * sequence); NULL when out of memory. */
static struct ynode *
filled(const char *text, const struct words *w, const struct ynode *at)
{
	static const char toks[][8] = { "$SITES", "$SITE", "$ORDER" };
	const char *vals[3];
	struct strbuf b;

	vals[0] = w->sites;
	vals[1] = w->site;
	vals[2] = w->order;
	sb_init(&b);
	while (*text != '\0') {
		int k = -1;
		for (int i = 0; *text == '$' && i < 3 && k < 0; i++)
			if (strncmp(text, toks[i], strlen(toks[i])) == 0)
				k = i;	/* $SITES before $SITE */
		if (k >= 0) {
			quoted(&b, vals[k]);
			text += strlen(toks[k]);
		} else {
			sb_addn(&b, text, 1);
			text++;
		}
	}
	return rs_yparse_at(&b, at->file, at);
}

/* The items of add joined to the sequence under key of phase, before its
 * own (first) or after them; add is consumed.  0, or -1 out of
 * memory. */
static int
join(struct ynode *phase, const char *key, struct ynode *add, int first)
{
	struct ynode *old = ynode_take(phase, key), *a, *z;
	struct ynode **v;

	if (add == NULL) {
		ynode_free(old);
		return -1;
	}
	if (old == NULL || old->kind != Y_SEQ || old->n == 0) {
		ynode_free(old);
		return ynode_set(phase, key, add) < 0 ? -1 : 0;
	}
	a = first ? add : old;
	z = first ? old : add;
	if ((v = realloc(a->v, (size_t)(a->n + z->n) * sizeof *v)) == NULL) {
		ynode_free(old);
		ynode_free(add);
		return -1;
	}
	memcpy(v + a->n, z->v, (size_t)z->n * sizeof *v);
	a->v = v;
	a->n += z->n;
	a->cap = a->n;
	z->n = 0;
	ynode_free(z);
	return ynode_set(phase, key, a) < 0 ? -1 : 0;
}

/* Take the steps of the sites out of phase ph and declare them. */
static int
phase_upgrade(struct ynode *ph, const struct words *w)
{
	static const char *const begins[S__N] = { reveal_begin, NULL,
		resolve_begin };
	static const char *const ends[S__N] = { reveal_end, draw_end,
		resolve_end };
	struct ynode *s = ynode_get(ph, "steps"), *at = NULL;
	struct strbuf begin;
	int had[S__N] = { 0 }, any = 0;

	sb_init(&begin);
	for (int k = 0; s != NULL && s->kind == Y_SEQ && k < s->n; ) {
		int j;
		for (j = 0; j < S__N && (s->v[k]->kind != Y_SCALAR ||
		    strcmp(s->v[k]->str, step_names[j]) != 0); j++)
			;
		if (j == S__N) {
			k++;
			continue;
		}
		/* the lines in the order of the steps */
		if (begins[j] != NULL && !had[j])
			sb_add(&begin, begins[j]);
		had[j] = any = 1;
		if (at == NULL)
			at = ynode_copy(s->v[k]);
		ynode_free(s->v[k]);
		memmove(&s->v[k], &s->v[k + 1], (size_t)(s->n - k - 1) *
		    sizeof *s->v);
		s->n--;
	}
	if (!any) {
		sb_release(&begin);
		return 0;
	}
	if (at == NULL) {
		sb_release(&begin);
		return -1;
	}
	if (begin.len > 0 && join(ph, "begin", filled(sb_str(&begin), w, at),
	    1) < 0) {
		sb_release(&begin);
		ynode_free(at);
		return -1;
	}
	sb_release(&begin);
	if (had[S_DRAW] && join(ph, "effects", filled(draw_effects, w, at),
	    1) < 0) {
		ynode_free(at);
		return -1;
	}
	for (int j = 0; j < S__N; j++)
		if (had[j] && join(ph, "end-require", filled(ends[j], w, at),
		    0) < 0) {
			ynode_free(at);
			return -1;
		}
	ynode_free(at);
	return 0;
}

int
rs_site_steps_upgrade(struct ynode *root)
{
	struct ynode *mech = ynode_get(root, "mechanisms"), *sites, *phases;
	const struct ynode *claims, *rank;
	const char *landing;
	struct words w;

	claims = mech != NULL && mech->kind == Y_MAP ? ynode_get(mech,
	    "claims") : NULL;
	phases = ynode_get(root, "phases");
	if (claims == NULL || claims->kind != Y_MAP || phases == NULL ||
	    phases->kind != Y_MAP)
		return 0;
	sites = ynode_get(root, "sites");
	w.sites = sites != NULL && sites->kind == Y_MAP &&
	    rs_ytext(sites, "name") != NULL ? rs_ytext(sites, "name") :
	    "sites";
	w.site = sites != NULL && sites->kind == Y_MAP &&
	    rs_ytext(sites, "one") != NULL ? rs_ytext(sites, "one") : "site";
	landing = rs_ytext(claims, "landing");
	rank = landing != NULL ? ynode_get(ynode_get(root, "rankings"),
	    landing) : NULL;
	w.order = rank != NULL && rank->kind == Y_MAP && rs_ytext(rank,
	    "name") != NULL ? rs_ytext(rank, "name") : landing != NULL ?
	    landing : "landing order";
	for (int i = 0; i < phases->n; i++)
		if (phases->v[i]->kind == Y_MAP &&
		    phase_upgrade(phases->v[i], &w) < 0)
			return -1;
	return 0;
}
