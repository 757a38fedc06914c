/* rulegen.c: the ruleset fuzzer (rulegen.h).
 *
 *	rulegen [--seed N] [--count N] [--time SECONDS] [--only I] [--out DIR]
 *	    [--verbose]
 *
 * Makes rulesets one after the other (rulegen_make.c), each from the seed
 * and its number alone, so that '--seed S --only I' makes ruleset I again.
 * Each one 'ruleset check' accepts is played in process, through the
 * command table, in a database of its own: 'new', now and then a
 * scenario's commands (with its overlays and amendments, its players
 * named as here; a third of the time all of them, to a whole game's
 * end), then commands drawn from what the ruleset
 * declares (mostly its actions of the phase the game is in) and, in a
 * game of sites claimed, now and then a round played whole
 * (rulegen_round.c: its sites revealed, every hand committed, the sites
 * resolved and landed at, 'next'), that its end comes with the cards
 * still played there.  One the
 * check refuses is checked again with the part refused taken out, a few
 * times over, and played when accepted.  It fails (exit 1, or the
 * sanitizers' abort) when a command crashes, exits other than 0 to 3
 * (DESIGN.md: 4 is the environment, which nothing here touches), refuses
 * without a message, or when 'verify' (the log replayed) disagrees with
 * the saved state.  The
 * ruleset being played is kept in DIR (as ID.yaml, named for its id as
 * 'new' wants), its commands in DIR/last.cmd, whose first line names the
 * seed and the ruleset's number; --verbose prints each command, its exit
 * status and its message, and why a ruleset is refused.  The slowest
 * command is reported, not failed: the exact odds of some combats take
 * long.
 */
#include "fuzz.h"
#include "rulegen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cmds.h"
#include "core/engine/engine.h"
#include "core/state/cards.h"

static const char *const people[] = { "Ann", "Bob", "Cleo", "Dan", "Eve",
	"Fay", "Gus", "Hal" };

struct play {
	struct rg *r;
	struct ctx c;
	FILE *log;		/* last.cmd */
	struct ruleset *rs;	/* the ruleset as loaded, or NULL */
	const char *path;	/* its file */
	int nplayers;
	int verbose;
	long ran, refused;
	long acted;		/* declared actions carried out (exit 0) */
	/* a claims game's rounds (the card mechanisms' sites): the 'next'
	 * that ended one with cards still played at a site (or was refused
	 * for them), and the refusals of 'clear-round-sites: true' for such
	 * cards (by any command) */
	long card_ends, site_refusals;
	long iter;
	int own[64], nown;	/* the regions (or lands) the player whose
				   turn it is holds, read with the phase */
	const struct arg_def *arg;	/* the word being written, where the
					   action declares it (else NULL) */
	/* the ids of the round's sites (mechanisms.claims), read with the
	 * phase: an items word's heads under a site */
	char sites[CARDS_MAX_SITES][SITE_ID_MAX + 1];
	int nsites;
};

/* The slowest command (a slowness is reported, not a failure). */
static double slowest;
static char slowest_line[512];

static FILE *devnull;
static char out_dir[4096];
/* what arbiter writes to stderr, kept to see that a refusal says why */
static char *errbuf;
static size_t errlen;

/* stderr is /dev/null here (arbiter's messages): say it on stdout. */
static void
fail(const char *what, const char *detail)
{
	printf("rulegen: %s: %s\n(the ruleset and the commands: in %s)\n",
	    what, detail, out_dir);
	fflush(stdout);
	abort();
}

/* The round of the game now, and whether cards are played at a site of
 * it (the card mechanisms' claims): -1 when the game cannot be read or
 * has no cards. */
static long
round_played(struct play *p, int *played)
{
	struct session s;
	struct diag keep = p->c.d;
	long round = -1;

	*played = 0;
	if (session_begin(&p->c, &s, 0) != ST_OK) {
		p->c.d = keep;
		return -1;
	}
	if (s.st->cards != NULL) {
		const struct cards_state *c = s.st->cards;
		round = s.st->round;
		for (int i = 0; i < c->nsites && !*played; i++)
			for (int k = 0; k < c->nplayers && !*played; k++)
				*played = cards_count(cards_played(c, i, k), 2 *
				    c->ncards) > 0;
	}
	session_end(&p->c, &s, 0);
	p->c.d = keep;
	return round;
}

/* Run one line; fail when the program does what it never may. */
static int
run(struct play *p, const char *line)
{
	/* a 'next' of a game of cards: what it ends is counted */
	int played = 0, after, refusal;
	long round = p->rs != NULL && p->rs->decks.n > 0 &&
	    strcmp(line, "next") == 0 ? round_played(p, &played) : -1;
	struct timespec t0, t1;
	double secs;
	size_t before;
	int r;

	fprintf(p->log, "%s\n", line);
	fflush(p->log);
	fflush(stderr);
	before = errlen;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	r = cmd_run_line(&p->c, line);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if ((secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec -
	    t0.tv_nsec) / 1e9) > slowest) {
		slowest = secs;
		snprintf(slowest_line, sizeof slowest_line, "--only %ld: %s",
		    p->iter, line);
	}
	fflush(stderr);
	p->ran++;
	if (p->verbose)
		printf("  %d  %s%s%.*s\n", r, line, r ? "  # " : "",
		    r ? (int)strcspn(errbuf + before, "\n") : 0,
		    errbuf + before);
	if (r < 0 || r > 3) {
		printf("rulegen: '%s' exited %d: %s\n", line, r,
		    p->c.d.msg);
		fail("a command exited other than 0 to 3", line);
	}
	if (r != 0 && errlen == before)
		fail("a command refused without a message", line);
	p->refused += r != 0;
	/* the round's end with cards played: carried out (the round over,
	 * or the game), or refused for them */
	refusal = r != 0 && strstr(errbuf + before, "has cards played at the "
	    "round's") != NULL;
	p->site_refusals += refusal;
	if (round >= 0 && played && (r == 0 ? round_played(p, &after) !=
	    round : refusal))
		p->card_ends++;
	return r;
}

static void
pick_id(struct play *p, struct strbuf *b, const struct vec *v)
{
	if (v->n > 0)
		sb_printf(b, " %s", v->ids[rg_below(p->r, v->n)]);
	else
		sb_printf(b, " %d", rg_below(p->r, 4));
}

static void
a_number(struct play *p, struct strbuf *b)
{
	static const char *const odd[] = { "0", "-1", "99", "100000",
		"9999999999999999999", "x" };

	if (rg_chance(p->r, 85))
		sb_printf(b, " %d", rg_below(p->r, 6));
	else
		sb_printf(b, " %s", odd[rg_below(p->r, 6)]);
}

/* ' draw A B': the GM's tie draws, two numbers. */
static void
draw_pair(struct play *p, struct strbuf *b)
{
	int second = rg_below(p->r, 12), first = rg_below(p->r, 12);

	sb_printf(b, " draw %d %d", first, second);
}

/* Values entered at the table (a word of kind stats, every word left):
 * NAME:N of a kind's or a counted piece's values, a counted piece's
 * attack:DICE and cost:RESOURCE=N,..., each now and then of its upgraded
 * side (upgraded.NAME), now and then one the check of the words refuses
 * (dice a pool cannot throw, a resource named twice, no amount). */
static void
stats(struct play *p, struct strbuf *b)
{
	const struct ruleset *rs = p->rs;
	static const char *const dice[] = { "2blue", "d6", "1d6", "2hit",
		"hit+hit", "2zz", "", "3red" };
	static const char *const odd[] = { "x", "-1", "1000001", "" };

	for (int n = 1 + rg_below(p->r, 3); n > 0; n--) {
		/* an attack or a cost: mostly where counted pieces have
		 * values (a kind tracked one by one has its own names) */
		int k = rs->npvalues > 0 || rg_chance(p->r, 15) ?
		    rg_below(p->r, 4) : 2 + rg_below(p->r, 2);
		sb_printf(b, " %s", rg_chance(p->r, 25) ? "upgraded." : "");
		if (k == 0 && rs->resources.n > 0) {
			const char *r = rs->resources.ids[rg_below(p->r,
			    rs->resources.n)];
			sb_printf(b, "cost:%s=%d", r, rg_below(p->r, 6));
			if (rg_chance(p->r, 20))	/* named twice */
				sb_printf(b, ",%s=1", r);
			else if (rg_chance(p->r, 10))	/* no amount */
				sb_add(b, ",gold");
		} else if (k == 1)
			sb_printf(b, "attack:%s", dice[rg_below(p->r, 8)]);
		else {
			const char *name = rs->npvalues > 0 && (k == 2 ||
			    rs->nvalues == 0) ? rs->pvalue_names[rg_below(p->r,
			    rs->npvalues)] : rs->nvalues > 0 ?
			    rs->value_names[rg_below(p->r, rs->nvalues)] :
			    "armour";
			if (rg_chance(p->r, 85))
				sb_printf(b, "%s:%d", name, rg_below(p->r, 6));
			else
				sb_printf(b, "%s:%s", name, odd[rg_below(p->r,
				    4)]);
		}
	}
}

/* An items word's flag, after a ':': one the word declares (the keys of
 * its flags, a dict of texts, written as a list or a mapping), now and
 * then one cut short (none of them), or up and down where it declares
 * none. */
static void
item_flag(struct play *p, struct strbuf *b)
{
	const struct vec *f = p->arg != NULL ? &p->arg->flags : NULL;
	const char *w;

	if (f == NULL || f->n == 0) {
		sb_add(b, rg_chance(p->r, 90) ? ":up" : ":down");
		return;
	}
	w = f->ids[rg_below(p->r, f->n)];	/* a dict: the flags its keys */
	if (rg_chance(p->r, 80))	/* else cut short: the refusal says
					   what each does */
		sb_printf(b, ":%s", w);
	else
		sb_printf(b, ":%.*s", (int)strlen(w) / 2, w);
}

/* A kind of sub-location of the sites (an items word's item: sub-kind)
 * by its id, now and then by one of its aliases or in capitals, or a
 * word that is none (a resource's, or made up: refused). */
static void
sub_kind(struct play *p, struct strbuf *b)
{
	const struct vec *k = &p->rs->sites.sub_kinds;
	const struct sub_kind_def *d;
	int i, how = rg_below(p->r, 10);

	if (k->n == 0 || how == 0) {
		sb_add(b, p->rs->resources.n > 0 && rg_chance(p->r, 50) ?
		    p->rs->resources.ids[rg_below(p->r, p->rs->resources.n)] :
		    "shed");
		return;
	}
	i = rg_below(p->r, k->n);
	d = VEC_AT(*k, struct sub_kind_def, i);
	if (how <= 2 && d->aliases.n > 0)
		sb_add(b, *VEC_AT(d->aliases, char *, rg_below(p->r,
		    d->aliases.n)));
	else if (how == 3)	/* in capitals */
		for (const char *c = k->ids[i]; *c != '\0'; c++)
			sb_printf(b, "%c", *c >= 'a' && *c <= 'z' ? *c - 32 :
			    *c);
	else
		sb_add(b, k->ids[i]);
}

/* A word for what completion calls kind (cli/complete.c's words). */
static void
word(struct play *p, struct strbuf *b, const char *kind, size_t len)
{
	const struct ruleset *rs = p->rs;

#define IS(s) (len == strlen(s) && strncmp(kind, s, len) == 0)
	int own = p->nown > 0 && rg_chance(p->r, 50) ? p->own[rg_below(p->r,
	    p->nown)] : -1;

	if (IS("player"))
		sb_printf(b, " %s", people[rg_below(p->r, p->nplayers)]);
	else if ((IS("region") || IS("land")) && own >= 0 && rs->nlands > 0 &&
	    own < rs->nlands)	/* half the time one the actor holds */
		sb_printf(b, " %s", rs->lands[own].id);
	else if (IS("region") && own >= 0 && own < rs->board.regions.n)
		sb_printf(b, " %s", rs->board.regions.ids[own]);
	else if (IS("region"))
		pick_id(p, b, &rs->board.regions);
	else if (IS("planet"))
		pick_id(p, b, &rs->board.bodies);
	else if (IS("group") && rs->board.bodies.n > 0)
		pick_id(p, b, &rs->board.bodies);
	else if (IS("group"))
		pick_id(p, b, &rs->board.groups);
	else if (IS("place") && rs->board.places.n > 0 && rg_chance(p->r, 70))
		pick_id(p, b, &rs->board.places);
	else if (IS("place"))	/* a place of the grid, a name, or none */
		sb_printf(b, " %s", rg_chance(p->r, 60) ? (rg_chance(p->r,
		    50) ? "c3" : "b2") : rg_chance(p->r, 50) ? "random" :
		    rg_chance(p->r, 50) ? "9z" : "Far_Shore");
	else if (IS("territory") || IS("refuge")) {
		/* the territories laid in play: a grid place */
		int row = rg_below(p->r, 5), col = rg_below(p->r, 5);
		sb_printf(b, " %c%d", 'a' + col, 1 + row);
	}
	else if (IS("kind") || IS("piece"))
		pick_id(p, b, &rs->pieces);
	else if (IS("unit"))
		pick_id(p, b, &rs->units);
	else if (IS("piece-kind")) {
		/* a kind tracked one by one, a chief, a counted piece */
		int k = rg_below(p->r, 3);
		pick_id(p, b, k == 0 && rs->units.n > 0 ? &rs->units : k == 1 &&
		    rs->chiefs.n > 0 ? &rs->chiefs : rs->pieces.n > 0 ?
		    &rs->pieces : &rs->units);
	} else if (IS("stats"))
		stats(p, b);
	else if (IS("tracked") && rs->units.n > 0 && rg_chance(p->r, 70)) {
		/* a tracked piece by its id: the first of a kind, or none */
		int n = 1 + rg_below(p->r, 3);
		sb_printf(b, " %s-%d", rs->units.ids[rg_below(p->r,
		    rs->units.n)], n);
	}
	else if (IS("tracked"))	/* a chief by its player's name */
		sb_printf(b, " %s", people[rg_below(p->r, p->nplayers)]);
	else if (IS("chief") || IS("leader"))
		pick_id(p, b, &rs->chiefs);
	else if (IS("card"))
		pick_id(p, b, &rs->cards);
	else if (IS("card-id") && rs->pieces.n > 0 && rg_chance(p->r, 70))
		pick_id(p, b, &rs->pieces);	/* a piece's card: its upgrade */
	else if (IS("card-id"))
		sb_add(b, rg_chance(p->r, 80) ? " lost-relic" : " Lost_Relic");
	else if (IS("flag"))	/* the word, or another */
		sb_add(b, rg_chance(p->r, 80) ? "" : " nope");
	else if (IS("settings"))	/* KEY=VALUE, now and then no such */
		sb_add(b, rg_chance(p->r, 80) ? " owner=neutral" :
		    " colour=red");
	else if (IS("deck"))
		pick_id(p, b, &rs->decks);
	else if (IS("values")) {
		/* a card's values, now and then one of no use */
		static const char *const odd[] = { "none", "1-0", "2/x",
			"1001/0", "/" };
		if (rg_chance(p->r, 80)) {
			int d = rg_below(p->r, 6), n = rg_below(p->r, 6);
			sb_printf(b, " %d/%d", n, d);
		} else
			sb_printf(b, " %s", odd[rg_below(p->r, 5)]);
	}
	else if (IS("producer"))
		pick_id(p, b, &rs->mech.colonies.producers);
	else if (IS("product") && rg_chance(p->r, 85))
		pick_id(p, b, &rs->mech.production.products);
	else if (IS("product"))	/* now and then one not built */
		sb_add(b, " cruiser");
	else if (IS("targets") && rs->pieces.n > 0 && rg_chance(p->r, 50)) {
		/* units by kind, the second by its owner too */
		int k2 = rg_below(p->r, rs->pieces.n), o = rg_below(p->r,
		    p->nplayers), k1 = rg_below(p->r, rs->pieces.n);
		sb_printf(b, " %s,%s:%s", rs->pieces.ids[k1], people[o],
		    rs->pieces.ids[k2]);
	}
	else if (IS("targets"))	/* no such unit */
		sb_add(b, rg_chance(p->r, 50) ? " nobody:x" : " ,,");
	else if (IS("party") && rg_chance(p->r, 30))	/* or a player */
		sb_add(b, " neutral");
	else if (IS("party"))
		sb_printf(b, " %s", people[rg_below(p->r, p->nplayers)]);
	else if (IS("away-cargo"))	/* a space, cargo, or a bad one */
		sb_add(b, rg_chance(p->r, 50) ? " 2" : rg_chance(p->r, 50) ?
		    " 1 oil" : " 3 2 nothing");
	else if (IS("parties") && rg_chance(p->r, 25))	/* a side */
		sb_add(b, " neutral");
	else if (IS("parties") && rg_chance(p->r, 30)) {	/* of two, or
							 * one named twice */
		int two = rg_below(p->r, p->nplayers), one = rg_below(p->r,
		    p->nplayers);
		sb_printf(b, " %s,%s", people[one], people[two]);
	}
	else if (IS("parties"))
		sb_printf(b, " %s", people[rg_below(p->r, p->nplayers)]);
	else if (IS("modifiers") && rg_chance(p->r, 50))	/* cards */
		sb_printf(b, " cards:%s:2", people[rg_below(p->r,
		    p->nplayers)]);
	else if (IS("modifiers"))	/* a side's, or a bad one */
		sb_add(b, rg_chance(p->r, 50) ? " a+1:gm d-2" : " x+1 a+one");
	else if (IS("sources"))	/* lands and units, or a bad one */
		sb_add(b, rg_chance(p->r, 50) ? " red-1:2,red-2:1" :
		    rg_chance(p->r, 50) ? " red-1" : " red-1:2 red-1:0");
	else if (IS("holding") && rg_chance(p->r, 50))	/* a player's */
		sb_printf(b, " %s", people[rg_below(p->r, p->nplayers)]);
	else if (IS("holding"))	/* a zone by its number, or none */
		sb_printf(b, " %d", 1 + rg_below(p->r, rs->board.zones.n + 2));
	else if (IS("items") && p->arg != NULL &&
	    p->arg->read == ITEM_READ_EFFECT) {
		/* read by buy-sub-locations: a location, and now and then
		 * a sub-location there */
		sb_printf(b, " %d", 1 + rg_below(p->r, 3));
		if (rs->sites.sub_kinds.n > 0 && rg_chance(p->r, 50))
			sb_printf(b, " %s", rs->sites.sub_kinds.ids[rg_below(
			    p->r, rs->sites.sub_kinds.n)]);
	} else if (IS("resolved")) {
		/* none (the next site), a site's number, and now and then
		 * the values drawn for a tie */
		if (rg_chance(p->r, 50))
			sb_printf(b, " %d", 1 + rg_below(p->r, 4));
		if (rg_chance(p->r, 30))
			draw_pair(p, b);
	} else if (IS("site"))	/* a site's number, a word naming none, or
				 * 'draw' in its place */
		sb_add(b, rg_chance(p->r, 60) ? (rg_chance(p->r, 50) ? " 1" :
		    " 2") : rg_chance(p->r, 50) ? " nowhere" : " draw 3 1");
	else if (IS("draws"))
		draw_pair(p, b);
	else if (IS("text")) {	/* none, one or two words of a note */
		int over = rg_chance(p->r, 50), storm = rg_chance(p->r, 50);
		sb_printf(b, "%s%s", storm ? " storm" : "", over ? " over Bob" :
		    "");
	}
	else if (IS("piece-counts") && rs->pieces.n > 0 &&
	    rg_chance(p->r, 80)) {
		/* a kind or two with their counts, now and then a count
		 * left out or out of bounds */
		int k2 = rg_below(p->r, rs->pieces.n), n = rg_below(p->r, 4),
		    k1 = rg_below(p->r, rs->pieces.n);
		sb_printf(b, " %s:%d,%s", rs->pieces.ids[k1], n,
		    rs->pieces.ids[k2]);
	}
	else if (IS("piece-counts"))
		sb_add(b, rg_chance(p->r, 50) ? " none" : " x:1001");
	else if (IS("tile") && rs->tiles.n > 0 && rg_chance(p->r, 80))
		sb_printf(b, " %s", rs->tiles.ids[rg_below(p->r,
		    rs->tiles.n)]);
	else if (IS("tile"))
		sb_add(b, " lava");
	else if (IS("destination")) {
		/* home, field, a place, a player, or none of them */
		static const char *const to[] = { "home", "field", "nowhere" };
		int k = rg_below(p->r, 5);
		if (k < 3)
			sb_printf(b, " %s", to[k]);
		else if (k == 3 && rs->board.places.n > 0)
			pick_id(p, b, &rs->board.places);
		else
			sb_printf(b, " %s", people[rg_below(p->r,
			    p->nplayers)]);
	} else if (IS("turn-order")) {
		/* every player once, now and then one left out or twice */
		int n = p->nplayers - (rg_chance(p->r, 20) ? 1 : 0), first =
		    rg_below(p->r, p->nplayers);
		sb_add(b, " ");
		for (int i = 0; i < n; i++)
			sb_printf(b, "%s%s", i ? "," : "", people[(first + i) %
			    p->nplayers]);
		if (rg_chance(p->r, 10))
			sb_printf(b, ",%s", people[first]);
	} else if (IS("tile"))
		pick_id(p, b, &rs->tiles);
	else if (IS("resource"))
		pick_id(p, b, &rs->resources);
	else if (IS("items")) {
		/* an item or two, resources or cards, counted or flagged,
		 * now and then no such one */
		static const char *const odd[] = { "0xgold", "2x", "x:up",
			"gold:sideways", "100xgold", "gold:", "gold::up",
			"gold:99999999999999999999" };
		int under = p->arg != NULL && p->arg->under.present,
		    sub = p->arg != NULL && eng_item_kind(p->arg) ==
		    ITEM_SUB_KIND;
		int heads = rg_chance(p->r, under ? 90 : 50), fields =
		    rg_chance(p->r, 40), site = under && p->arg->under.kind ==
		    ARG_SITE;
		/* under heads, now and then many of them */
		int n = 1 + rg_below(p->r, under && rg_chance(p->r, 40) ? 10 :
		    4);
		/* an optional word now and then left out */
		if (p->arg != NULL && p->arg->optional && rg_chance(p->r, 20))
			n = 0;
		for (int k = n, first = 1; k > 0; k--, first = 0) {
			/* a head (under), the first item's mostly: a
			 * player, a number, a site's (its number, or its id
			 * now and then) */
			if (!heads || !(first ? rg_chance(p->r, 95) :
			    rg_chance(p->r, 40)))
				;
			else if (site && p->nsites > 0 && rg_chance(p->r, 40))
				sb_printf(b, " %s", p->sites[rg_below(p->r,
				    p->nsites)]);
			else if (site && rg_chance(p->r, 80))
				sb_printf(b, " %d", 1 + rg_below(p->r,
				    p->nsites + 1));
			else
				sb_printf(b, " %s", rg_chance(p->r, 50) ?
				    people[rg_below(p->r, p->nplayers)] :
				    rg_chance(p->r, 90) ? (const char *[]){ "1",
				    "2", "3", "4" }[rg_below(p->r, 4)] : "0");
			if (sub && rg_chance(p->r, 85)) {
				/* a kind of sub-location, now and then by
				 * an alias, or a resource (refused) */
				sb_add(b, rg_chance(p->r, 40) ? " 2x" : " ");
				sub_kind(p, b);
			} else if (rg_chance(p->r, 85)) {
				sb_add(b, rg_chance(p->r, 40) ? " 2x" : " ");
				sb_add(b, rs->resources.n > 0 &&
				    rg_chance(p->r, 60) ? rs->resources.ids[
				    rg_below(p->r, rs->resources.n)] :
				    rs->cards.n > 0 ? rs->cards.ids[rg_below(
				    p->r, rs->cards.n)] : "gold");
			} else
				sb_printf(b, " %s", odd[rg_below(p->r, 8)]);
			/* its fields: a number, a card, a flag */
			if (fields)
				sb_printf(b, ":%d", rg_below(p->r, 11));
			if (fields && rs->cards.n > 0 && rg_chance(p->r, 50))
				sb_printf(b, ":%s", rs->cards.ids[rg_below(
				    p->r, rs->cards.n)]);
			if (rg_chance(p->r, 30))
				item_flag(p, b);
		}
	}
	else if (IS("land") && rs->nlands > 0)
		sb_printf(b, " %s", rs->lands[rg_below(p->r, rs->nlands)].id);
	else if (memchr(kind, '|', len) != NULL) {
		/* choices a|b|c: one of them */
		int n = 1, k;
		for (size_t i = 0; i < len; i++)
			n += kind[i] == '|';
		k = rg_below(p->r, n);
		while (k-- > 0)
			kind = strchr(kind, '|') + 1;
		sb_printf(b, " %.*s", (int)strcspn(kind, "| "), kind);
	} else
		a_number(p, b);
#undef IS
}

/* Dice as entered at the table, sometimes: mostly to an action that
 * rolls (dice: 1). */
static void
faces(struct play *p, struct strbuf *b, int dice)
{
	int n = 1 + rg_below(p->r, 6);

	if (!rg_chance(p->r, dice ? 40 : 3))
		return;
	sb_add(b, " =");
	for (int i = 0; i < n; i++)
		sb_printf(b, " %d", rg_below(p->r, 8));
}

/* The game's phase now (an index into its phases, or PHASE_SETUP), or -2
 * when it cannot be read (the game is over, or was never made). */
static int
phase_now(struct play *p)
{
	struct session s;
	struct diag keep = p->c.d;
	int phase = -2;

	if (session_begin(&p->c, &s, 0) != ST_OK) {
		p->c.d = keep;
		return -2;
	}
	if (s.st->winner_role < 0 && s.st->winners == 0)
		phase = s.st->phase;
	p->nown = 0;
	p->nsites = 0;
	for (int i = 0; s.st->cards != NULL && i < s.st->cards->nsites &&
	    i < CARDS_MAX_SITES; i++)
		snprintf(p->sites[p->nsites++], sizeof p->sites[0], "%s",
		    s.st->cards->sites[i].id);
	for (int r = 0, a = state_active(s.st); a >= 0 && s.st->board != NULL &&
	    r < s.st->board->nregions && p->nown < 64; r++)
		if (s.st->board->owner[r] == a)
			p->own[p->nown++] = r;
	session_end(&p->c, &s, 0);
	p->c.d = keep;
	return phase;
}

/* An action that may be taken in phase (phase_now), or -1 when none;
 * made: one made up by the fuzzer (rulegen_decl.c's help), whose pieces
 * a shipped game's many actions would mostly leave untried. */
static int
action_now(struct play *p, int phase, int made)
{
	const struct ruleset *rs = p->rs;
	int n = 0, k = 0;

	for (int pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			if (n == 0)
				return -1;
			k = rg_below(p->r, n);
		}
		for (int i = 0; i < rs->actions.n; i++) {
			const struct action_def *a = VEC_AT(rs->actions,
			    struct action_def, i);
			if (!(phase == PHASE_SETUP ? a->setup ||
			    a->phase.name == NULL : a->phase.name == NULL ||
			    a->phase.i == phase))
				continue;
			if (made && (a->help == NULL || strncmp(a->help,
			    "made up by the fuzzer", 21) != 0))
				continue;
			if (pass == 0)
				n++;
			else if (k-- == 0)
				return i;
		}
	}
	return -1;
}

/* One of the ruleset's actions, with plausible words: mostly one that
 * may be taken now. */
static void
action(struct play *p, struct strbuf *b)
{
	const struct ruleset *rs = p->rs;
	int i, chosen = 0;	/* the word of the last choice, 1 for the
				   first */
	const struct action_def *a;

	p->nown = 0;
	i = rg_chance(p->r, 80) ? action_now(p, phase_now(p), 0) : -1;
	/* now and then one made up, if the phase has any */
	if (i >= 0 && rg_chance(p->r, 25)) {
		int made = action_now(p, phase_now(p), 1);
		i = made >= 0 ? made : i;
	}

	if (i < 0)
		i = rg_below(p->r, rs->actions.n);
	a = VEC_AT(rs->actions, struct action_def, i);

	sb_add(b, rs->actions.ids[i]);
	if (a->run != NULL) {
		const char *s = a->complete ? a->complete : "";
		while (*s != '\0') {
			size_t len = strcspn(s, " ");
			int more = len > 3 && strncmp(s + len - 3, "...", 3) ==
			    0;
			int times = more ? rg_below(p->r, 3) : 1;
			for (int k = 0; k < times; k++)
				word(p, b, s, more ? len - 3 : len);
			s += len;
			s += *s == ' ';
		}
		for (int k = rg_below(p->r, 3); k > 0; k--)
			a_number(p, b);
	}
	for (int k = 0; a->run == NULL && k < a->args.n; k++) {
		const struct arg_def *x = VEC_AT(a->args, struct arg_def, k);
		static const char *const kinds[] = { "region",
			"player", "number", "piece", "number", "choice", "unit",
			"deck",
			"card",
			"draws",
			"planet",
			"tracked",
			"group",
			"text",
			"values",
			"producer",
			"holding",
			"territory",
			"resource",
			"piece-kind",
			"stats",
			"piece-counts",
			"resolved",
			"cargo",
			"card-id",
			"flag",
			"turn-order",
			"destination",
			"chief",
			"settings",
			"product",
			"refuge",
			"party",
			"away-cargo",
			"parties",
			"modifiers",
			"targets",
			"sources",
			"site",
			"place",
			"tile",
			"items" };
		_Static_assert(sizeof kinds / sizeof kinds[0] == ARG__N,
		    "a word for each kind of word");
		size_t mark = b->len;
		/* a number after a choice's words (followed): after
		 * those that take one, mostly, and now and then after
		 * another */
		if (rs_arg_follows(a, k)) {
			const struct arg_def *c = VEC_AT(a->args,
			    struct arg_def, k - 1);
			int takes = chosen > 0 && vec_find(&c->followed,
			    *VEC_AT(c->choices, char *, chosen - 1)) >= 0;
			if (takes == rg_chance(p->r, 10))
				continue;
		}
		chosen = 0;
		if (x->kind == ARG_CHOICE && x->choices.n > 0 &&
		    rg_chance(p->r, 70)) {
			chosen = 1 + rg_below(p->r, x->choices.n);
			sb_printf(b, " %s", *VEC_AT(x->choices, char *,
			    chosen - 1));
		}
		else if (x->kind == ARG_NUMBER && rg_chance(p->r, 70))
			sb_printf(b, " %ld", x->min + rg_below(p->r, 4));
		else if (x->kind == ARG_FLAG && rg_chance(p->r, 50))
			sb_printf(b, " %s", x->name);
		else if (x->kind == ARG_ROW && rg_chance(p->r, 70))
			sb_printf(b, " %ld", 1 + (long)rg_below(p->r, 4));
		else if (x->kind == ARG_REGION && x->joined &&
		    rs->nlands > 0)
			word(p, b, "land", 4);
		else {
			p->arg = x;
			word(p, b, kinds[x->kind], strlen(kinds[x->kind]));
			p->arg = NULL;
		}
		/* a joined part: PLANET:LAND:N, or left out */
		if (x->joined && b->len > mark && rg_chance(p->r, 60))
			b->s[mark] = ':';
		else if (x->joined)
			sb_truncate(b, mark);
	}
	faces(p, b, a->run != NULL || eng_action_takes_dice(rs, i));
}

/* The other commands: the moment, odds, exports, history. */
static void
other(struct play *p, struct strbuf *b)
{
	static const char *const fixed[] = { "status", "status --json",
		"odds 3 vs 2", "odds 3 vs 2 rounds 1", "odds 10 vs 6",
		"odds 0 vs 3", "odds 1 vs 0 rounds 2", "odds 16 vs 40 rounds 2",
		"odds attack 5 3", "odds 2d6 >= 7", "export json",
		"export json --json",
		"undo", "undo", "redo", "log", "roll 2d6", "rules %s", "what",
		"help", "verify", "export bgstats", "export md", "export csv",
		"export script", "export md --short", "map", "worlds",
		"orbits", "box show", "rules %s --topics", "luck",
		"what --json", "rules %s --search the" };
	int k = rg_below(p->r, (int)(sizeof fixed / sizeof fixed[0]) + 1);

	/* the rules of the ruleset played (by its file), its box (by its
	 * id) */
	if (k < (int)(sizeof fixed / sizeof fixed[0])) {
		const char *at = strstr(fixed[k], "%s");
		if (strcmp(fixed[k], "box show") == 0)
			sb_printf(b, "box show %s", p->rs != NULL &&
			    p->rs->id != NULL ? p->rs->id : "none");
		else if (at == NULL)
			sb_add(b, fixed[k]);
		else
			sb_printf(b, "%.*s%s%s", (int)(at - fixed[k]),
			    fixed[k], p->path, at + 2);
		return;
	}
	if (p->rs != NULL && p->rs->combats.n > 0) {
		int c = rg_below(p->r, p->rs->combats.n), rounds =
		    rg_below(p->r, 3), d = rg_below(p->r, 8), a =
		    rg_below(p->r, 12);
		sb_printf(b, "odds %d vs %d rounds %d combat %s", a, d, rounds,
		    p->rs->combats.ids[c]);
	} else
		sb_add(b, "odds 3 vs 2");
}

/* Some of the ruleset's options, each set to one of its values. */
static void
options(struct play *p, struct strbuf *b)
{
	const struct vec *v = p->rs != NULL ? &p->rs->options : NULL;

	for (int i = 0; v != NULL && i < v->n; i++) {
		const struct option_def *o = VEC_AT(*v, struct option_def, i);
		if (!rg_chance(p->r, 50))
			continue;
		sb_printf(b, " --option %s=", v->ids[i]);
		if (o->kind == OPT_CHOICE && o->values.n > 0)
			sb_add(b, o->values.ids[rg_below(p->r, o->values.n)]);
		else if (o->kind == OPT_PLAYER)
			sb_add(b, people[rg_below(p->r, p->nplayers)]);
		else if (o->kind == OPT_NUMBER)
			sb_printf(b, "%ld", o->min + rg_below(p->r, 3));
		else	/* factions and leaders: dealt at random */
			sb_add(b, "random");
	}
}

/* A claims game's round played on to its end (rulegen_round.c): the
 * sites revealed, every hand committed, the sites resolved and landed at,
 * 'next' at each phase's end; stopped where a 'next' is refused, or
 * three commands in a row, the round is over (or the game), or after
 * sixty commands. */
static void
whole_round(struct play *p)
{
	struct strbuf b;
	long round = -1;
	int phase = -3, k = 0, refused = 0;

	sb_init(&b);
	for (int n = 0; n < 60; n++) {
		struct session s;
		struct diag keep = p->c.d;
		int more;
		sb_reset(&b);
		if (session_begin(&p->c, &s, 0) != ST_OK) {
			p->c.d = keep;
			break;
		}
		if (round < 0)
			round = s.st->round;
		/* each phase's steps counted from its first */
		k = s.st->phase == phase ? k + 1 : 0;
		phase = s.st->phase;
		more = s.st->round == round && round_step(p->r, s.rs, s.st, k,
		    people, &b);
		session_end(&p->c, &s, 0);
		p->c.d = keep;
		if (!more)
			break;
		if (run(p, sb_str(&b)) == 0)
			refused = 0;
		else if (strcmp(sb_str(&b), "next") == 0 || ++refused == 3)
			break;
	}
	sb_release(&b);
}

static void
play(struct play *p, const char *path, long seed)
{
	struct strbuf b;
	int ncmds = 20 + rg_below(p->r, 40), nlines = 0, np = 0, started = 0;
	const char *opts = NULL, *over = "";
	char *const *lines = NULL;

	p->path = path;
	sb_init(&b);
	/* mostly begun as a scenario of the game begins, to play on from
	 * where it leads */
	if (p->rs != NULL && p->rs->id != NULL && rg_chance(p->r, 60))
		nlines = scen_pick(p->r, p->rs->id, &opts, &over, &np, &lines);
	if (nlines > 0) {
		/* with the scenario's overlays, or without when they do not
		 * fit the ruleset made */
		sb_printf(&b, "new %s fz%s%s", path, opts, over);
		started = run(p, sb_str(&b)) == 0;
		sb_reset(&b);
		sb_printf(&b, "new %s fz%s", path, opts);
		if (started || (*over != '\0' && (started = run(p,
		    sb_str(&b)) == 0)))
			p->nplayers = np;
		else
			nlines = 0;
	}
	if (!started) {
		sb_reset(&b);
		sb_printf(&b, "new %s fz --seed %ld --players ", path, seed);
		for (int i = 0; i < p->nplayers; i++)
			sb_printf(&b, "%s%s", i ? "," : "", people[i]);
		options(p, &b);
		if (run(p, sb_str(&b)) != 0) {
			sb_release(&b);
			return;
		}
	}
	/* the scenario's commands, to a point: a third of the time all of
	 * them, to where a whole game's scenario ends (its final standings,
	 * a tie waiting for its draw) */
	for (int i = 0, cut = rg_chance(p->r, 33) ? nlines : nlines / 2 +
	    rg_below(p->r, nlines - nlines / 2 + 1); i < cut; i++)
		run(p, lines[i]);
	for (int i = 0; i < ncmds; i++) {
		int k = rg_below(p->r, 100), is_action = 0;
		sb_reset(&b);
		/* a game over: mostly taken back, to play on */
		if (k < 80 && phase_now(p) == -2 && rg_chance(p->r, 70))
			sb_add(&b, "undo");
		else if (k < 15 && p->rs != NULL &&
		    p->rs->mech.claims.present) {
			/* a claims game's round played whole, now and then */
			whole_round(p);
			continue;
		}
		else if (k < 50 && p->rs != NULL && p->rs->actions.n > 0) {
			action(p, &b);
			is_action = 1;
		} else if (k < 80)
			sb_add(&b, "next");
		else
			other(p, &b);
		if (run(p, sb_str(&b)) == 0 && is_action)
			p->acted++;
	}
	if (run(p, "verify") != 0)
		fail("the log no longer replays to the saved state",
		    p->c.d.msg);
	sb_release(&b);
}

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (f == NULL || fputs(text, f) == EOF || fclose(f) != 0) {
		fprintf(stderr, "rulegen: cannot write %s\n", path);
		exit(2);
	}
}

/* The ruleset as the program reads it, to draw commands from (verbose:
 * why it is refused). */
static struct ruleset *
load(const char *text, const char *path, int verbose)
{
	struct rs_text t = { path, text, strlen(text) };
	struct ruleset *rs = NULL;
	struct diag_list errs;

	diag_list_init(&errs);
	if (ruleset_load(&t, NULL, 0, NULL, 0, &rs, &errs) != ST_OK) {
		for (int i = 0; verbose && i < errs.n && i < 3; i++)
			printf("  refused: %d:%d: %s\n", errs.v[i].line,
			    errs.v[i].col, errs.v[i].msg);
		ruleset_free(rs);
		rs = NULL;
	}
	diag_list_free(&errs);
	return rs;
}

/* The line of the first thing the load of text refuses: 0 when it is
 * accepted, -1 when the refusal has no place in text. */
static int
refused_line(const char *text, const char *path)
{
	struct rs_text t = { path, text, strlen(text) };
	struct ruleset *rs = NULL;
	struct diag_list errs;
	int line = 0;

	diag_list_init(&errs);
	if (ruleset_load(&t, NULL, 0, NULL, 0, &rs, &errs) != ST_OK)
		line = errs.n > 0 && errs.v[0].line > 1 &&
		    strcmp(errs.v[0].file, path) == 0 ? errs.v[0].line : -1;
	ruleset_free(rs);
	diag_list_free(&errs);
	return line;
}

/* A refused text with what is refused taken out, a few times over, and
 * checked again: 1 when the check accepts what is left (kept in path). */
static int
pruned(struct play *p, char **text, const char *path, const char *check)
{
	int line = -1;

	for (int k = 0; k < 4; k++) {
		char *t;
		if ((line = refused_line(*text, path)) <= 0 ||
		    (t = rulegen_prune(*text, line)) == NULL)
			break;
		free(*text);
		*text = t;
	}
	if (line != 0)
		return 0;
	write_file(path, *text);
	if (p->verbose)
		printf("  pruned:\n");
	return run(p, check) == 0;
}

/* Ruleset iter of seed: made, checked and played.  1 when it was played. */
/* The card games' rounds of all the rulesets: the rulesets that ended
 * one with cards still played at a site (or were refused for them), those
 * ends, the refusals of clear-round-sites for such cards and the rulesets
 * refused so. */
static long claims_games, card_games, card_ends, site_refusals,
    refusing_games;

static int
one(long seed, long iter, int verbose, long *ran, long *acted, long *npruned)
{
	struct rg r;
	struct play p = { .r = &r, .verbose = verbose, .iter = iter };
	char path[4200], db[4200], check[4400];
	char *text, *id;
	const char *how = "";
	int played = 0, checked;

	rg_seed(&r, (uint64_t)seed, (uint64_t)iter);
	if ((text = rulegen_make(&r, fuzz_rulesets(), &how)) == NULL) {
		fprintf(stderr, "rulegen: cannot read the rulesets in %s\n",
		    fuzz_rulesets());
		exit(2);
	}
	/* the file is named for the ruleset's id, as 'new' wants */
	id = strstr(text, "\nid: ");
	snprintf(path, sizeof path, "%s/%.*s.yaml", out_dir, id ? (int)strcspn(
	    id + 5, "\n") : 4, id ? id + 5 : "none");
	snprintf(db, sizeof db, "%s/last.db", out_dir);
	write_file(path, text);
	unlink(db);
	memset(&p.c, 0, sizeof p.c);
	p.c.db_path = strdup(db);
	p.c.out = devnull;
	snprintf(check, sizeof check, "%s/last.cmd", out_dir);
	if ((p.log = fopen(check, "w")) == NULL)
		exit(2);
	fprintf(p.log, "# rulegen --seed %ld --only %ld\n", seed, iter);
	snprintf(check, sizeof check, "ruleset check %s", path);
	if (verbose)
		printf("ruleset %ld (%s):\n", iter, how);
	checked = run(&p, check) == 0;
	if (!checked && verbose)
		ruleset_free(load(text, path, verbose));
	/* refused: what is left, mostly, played */
	if (!checked && (checked = pruned(&p, &text, path, check)))
		(*npruned)++;
	if (checked) {
		p.rs = load(text, path, 0);
		/* from the fewest players to the most, one more at times */
		p.nplayers = p.rs && p.rs->players.min >= 2 &&
		    p.rs->players.min <= 8 ? (int)p.rs->players.min : 2;
		if (p.rs != NULL && p.rs->players.max > p.nplayers)
			p.nplayers += rg_below(&r, (p.rs->players.max > 8 ? 8 :
			    (int)p.rs->players.max) - p.nplayers + 2);
		if (p.nplayers > 8)
			p.nplayers = 8;
		play(&p, path, iter);
		played = 1;
		claims_games += p.rs != NULL && p.rs->mech.claims.present;
	}
	fclose(p.log);
	db_close(p.c.db);
	session_forget_rules(&p.c);
	free(p.c.db_path);
	free(p.c.game);
	ruleset_free(p.rs);
	free(text);
	*ran += p.ran;
	*acted += p.acted;
	card_games += p.card_ends > 0;
	refusing_games += p.site_refusals > 0;
	card_ends += p.card_ends;
	site_refusals += p.site_refusals;
	/* the messages of this ruleset are no longer wanted */
	fclose(stderr);
	free(errbuf);
	errbuf = NULL;
	errlen = 0;
	stderr = open_memstream(&errbuf, &errlen);
	return played;
}

static void
rulegen_usage(void)
{
	fprintf(stderr, "usage: rulegen [--seed N] [--count N] [--time "
	    "SECONDS] [--only I] [--out DIR] [--verbose]\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	long seed = 1, count = -1, secs = -1, only = -1, iter, played = 0,
	    ran = 0, acted = 0, npruned = 0;
	int verbose = 0;
	const char *tmp = getenv("TMPDIR");
	time_t start = time(NULL);

	snprintf(out_dir, sizeof out_dir, "%s", tmp ? tmp : "/tmp");
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--verbose") == 0)
			verbose = 1;
		else if (i + 1 >= argc)
			rulegen_usage();
		else if (strcmp(argv[i], "--seed") == 0)
			seed = atol(argv[++i]);
		else if (strcmp(argv[i], "--count") == 0)
			count = atol(argv[++i]);
		else if (strcmp(argv[i], "--time") == 0)
			secs = atol(argv[++i]);
		else if (strcmp(argv[i], "--only") == 0)
			only = atol(argv[++i]);
		else if (strcmp(argv[i], "--out") == 0)
			snprintf(out_dir, sizeof out_dir, "%s", argv[++i]);
		else
			rulegen_usage();
	}
	if (count < 0 && secs < 0)
		count = 100;
	/* the commands' home, configuration and data under the out dir: a
	 * made-up 'box' or game never writes into the user's own */
	if (setenv("HOME", out_dir, 1) != 0 || unsetenv("XDG_CONFIG_HOME") !=
	    0 || unsetenv("XDG_DATA_HOME") != 0 || unsetenv("ARBITER_DB") != 0) {
		perror("rulegen: setenv");
		return 2;
	}
	/* arbiter's own messages are not wanted; the sanitizers write to
	 * the file descriptor, not through this FILE */
	devnull = fopen("/dev/null", "w");
	{
		char dir[4200];
		snprintf(dir, sizeof dir, "%s/../tests/scenarios",
		    fuzz_rulesets());
		scen_read(dir);
	}
	stderr = open_memstream(&errbuf, &errlen);
	for (iter = only >= 0 ? only : 0; ; iter++) {
		if (only >= 0 ? iter > only : count >= 0 ? iter >= count :
		    time(NULL) - start >= secs)
			break;
		played += one(seed, iter, verbose, &ran, &acted, &npruned);
	}
	printf("rulegen: seed %ld: %ld rulesets made, %ld played (%ld of them "
	    "refused as made, pruned), %ld commands run, %ld declared actions "
	    "carried out\n", seed, only >= 0 ? 1 : iter, played, npruned, ran,
	    acted);
	if (claims_games > 0)
		printf("rulegen: %ld rulesets of sites claimed played, %ld came "
		    "to a round's end with cards played at a site (%ld times; "
		    "%ld refusals of clear-round-sites for such cards, in %ld "
		    "rulesets)\n", claims_games, card_games, card_ends,
		    site_refusals, refusing_games);
	if (slowest >= 5)
		printf("rulegen: the slowest command took %.0f s (%s)\n",
		    slowest, slowest_line);
	return 0;
}
