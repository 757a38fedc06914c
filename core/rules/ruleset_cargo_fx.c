/* ruleset_cargo_fx.c: the effects load and unload of a ruleset written
 * before (a saved game keeps the text it was started with), 'load: {at:
 * ZONE, goods: CARGO}' and 'unload: ...', the goods of a word of kind
 * cargo moved onto the actor's squad in the orbit of a numbered zone or
 * off it, are rewritten at load into what rulesets/ashes-of-empire.yaml
 * declares for its actions load and unload: requirements (the refusals of
 * before, first among the action's) kind by kind of the goods the text's
 * squads carry (mechanisms.cargo.goods: the folk, each kind of producer,
 * each resource of the store), in the order the effects of before took
 * them, and the lines of before with cargo-on or cargo-off.  One whose
 * words are not of their kinds, of an action without an actor, or on a
 * board without numbered zones, colonies and mechanisms.cargo, stays:
 * rs_cargo_fx_left refuses it, saying what to write. */
#include <stdio.h>
#include <string.h>

#include "core/base/strbuf.h"
#include "core/base/ytree.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruleset_upgrade.h"
#include "core/rules/ruleset_zones.h"
#include "core/rules/words_keys.h"

/* In the templates: @A@ the zone's word, @G@ the goods' word, @K@ a kind
 * of goods as goods() and cargo() take it, @N@ its name in the lines,
 * @P@ a producer's kind, @S@ the producers on the zone before this kind
 * is put there. */
#define V_A ('A' - 'A')
#define V_G ('G' - 'A')
#define V_K ('K' - 'A')
#define V_N ('N' - 'A')
#define V_P ('P' - 'A')
#define V_S ('S' - 'A')
#define NV 26

static const char squad_tpl[] =
"- test: \"carriers(@A@, me) > 0\"\n"
"  refusal: \"{@me} has no {@word carrier, many} in the orbit of "
"{@name @A@}\"\n";

static const char load_owner_tpl[] =
"- test: \"owner(@A@) == me\"\n"
"  refusal: \"{@name @A@} is {@heldby @A@}: goods are loaded only at "
"{@me}'s own {@word zone, many}\"\n";

static const char load_folk_tpl[] =
"- test: \"goods(@G@, @K@) == 0 or folk_needed(@A@) >= 0\"\n"
"  says: \"the {@word folk} of the {@word zone} is known\"\n"
"- test: \"goods(@G@, @K@) == 0 or folk_printed(@A@) >= 0\"\n"
"  says: \"the {@word folk} printed on the board of the {@word zone} is "
"known\"\n"
"- test: \"goods(@G@, @K@) == 0 or folk(@A@) - goods(@G@, @K@) >= "
"folk_printed(@A@)\"\n"
"  refusal: \"the {@word folk} printed on the board of {@name @A@} "
"({folk_printed(@A@)}) stays there: of its {folk(@A@)}, "
"{max(folk(@A@) - folk_printed(@A@), 0)} may be carried away\"\n";

static const char load_producer_tpl[] =
"- test: \"goods(@G@, @K@) <= producers(@A@, @P@)\"\n"
"  refusal: \"{@name @A@} has {producers(@A@, @P@)} {@words producer, "
"producers(@A@, @P@)} of the kind '@N@'\"\n";

static const char load_store_tpl[] =
"- test: \"goods(@G@, @K@) <= @K@\"\n"
"  refusal: \"loading it costs {@qty @K@, goods(@G@, @K@)}; {@me} has "
"{@K@}\"\n";

static const char room_tpl[] =
"- test: \"cargo(@A@, me) + goods(@G@) <= room(@A@, me)\"\n"
"  refusal: \"{@me}'s {carriers(@A@, me)} {@words carrier, carriers(@A@, "
"me)} in the orbit of {@name @A@} hold{@verb carriers(@A@, me)} at most "
"{room(@A@, me)} cargo, not {cargo(@A@, me) + goods(@G@)}\"\n";

static const char unload_carries_tpl[] =
"- test: \"goods(@G@, @K@) <= cargo(@A@, me, @K@)\"\n"
"  refusal: \"{@me}'s {@word squad} in the orbit of {@name @A@} carries "
"{cargo(@A@, me, @K@)} @N@, not {goods(@G@, @K@)}\"\n";

static const char unload_owner_tpl[] =
"- test: \"goods(@G@, @K@) == 0 or owner(@A@) == me\"\n"
"  refusal: \"{@name @A@} is {@heldby @A@}: @N@ is unloaded only on "
"{@me}'s own {@word zone, many}\"\n";

static const char unload_folk_tpl[] =
"- test: \"goods(@G@, @K@) == 0 or folk_needed(@A@) >= 0\"\n"
"  says: \"the {@word folk} of the {@word zone} is known\"\n"
"- test: \"goods(@G@, @K@) == 0 or folk(@A@) + goods(@G@, @K@) <= "
"mechanism(colonies, folk-max)\"\n"
"  refusal: \"the {@word folk} of a {@word zone} is at most "
"{mechanism(colonies, folk-max)}; {@name @A@} has {folk(@A@)}\"\n";

static const char unload_producer_tpl[] =
"- test: \"goods(@G@, @K@) == 0 or @S@ + goods(@G@, @K@) <= "
"mechanism(colonies, producers-max)\"\n"
"  refusal: \"{@name @A@} has {@S@} {@words producer, @S@}, and a {@word "
"zone} has at most {mechanism(colonies, producers-max)}\"\n";

static const char unload_store_tpl[] =
"- test: \"goods(@G@, @K@) == 0 or owner(@A@) != nobody\"\n"
"  refusal: \"{@name @A@} is neutral: @N@ goes into the {@word store} of "
"the player who holds the {@word zone}\"\n";

static const char load_say_tpl[] =
"- say: \"{@me} loads {@text @G@} at {@name @A@}\"\n"
"- cargo-on: {at: \"@A@\", goods: \"@G@\"}\n";

static const char unload_say_tpl[] =
"- say: \"{@me} unloads {@text @G@} onto {@name @A@}\"\n";

static const char unload_store_say_tpl[] =
"- if:\n"
"    test: \"goods(@G@, @K@) > 0\"\n"
"    then: [say: \"{@player owner(@A@)}'s {@word store}: @N@ "
"{resource(@K@, owner(@A@))} -> {resource(@K@, owner(@A@)) + "
"goods(@G@, @K@)}\"]\n";

static const char unload_off_tpl[] =
"- cargo-off: {at: \"@A@\", goods: \"@G@\"}\n";

static const char carries_tpl[] =
"- say: \"{@me}'s {@word squad} there carries {@cargo @A@} (room for "
"{room(@A@, me)})\"\n";

static const char folk_line_tpl[] =
"- if:\n"
"    test: \"goods(@G@, @K@) > 0\"\n"
"    then:\n"
"      - say: \"{@name @A@}: {@word folk} {folk(@A@)}, {@word militia, "
"many} {militia(@A@)}\"\n"
"      - if:\n"
"          test: \"owner(@A@) == me and militia(@A@) >= 0 and militia(@A@) "
"< folk(@A@)\"\n"
"          then: [say: \"{@name @A@} has fewer {@word militia, many} than "
"{@word folk}: it revolts at the end of the round unless it has as "
"many\"]\n";

/* The goods the text's squads carry, as mechanisms.cargo.goods and
 * mechanisms.colonies name them. */
struct carried {
	int folk;
	const struct ynode *producers;	/* colonies.producers, or NULL */
	const struct ynode *store;	/* colonies.store, or NULL */
	const struct ynode *resources;
};

/* Is s a name to write between the quotes of a line? */
static int
plain_text(const char *s)
{
	return s != NULL && *s != '\0' && strlen(s) < 80 &&
	    strpbrk(s, "\"\\{}@\n") == NULL;
}

/* The goods of root's squads into g: 0, or -1 when one of them is not
 * named plainly (the effects then stay, refused). */
static int
goods_of(const struct ynode *root, struct carried *g)
{
	const struct ynode *mech = ynode_get(root, "mechanisms"),
	    *col = ynode_get(mech, "colonies"),
	    *list = ynode_get(ynode_get(mech, "cargo"), "goods");

	memset(g, 0, sizeof *g);
	g->resources = ynode_get(root, "resources");
	if (list == NULL || list->kind != Y_SEQ || col == NULL ||
	    col->kind != Y_MAP)
		return -1;
	for (int i = 0; i < list->n; i++) {
		const char *s = list->v[i]->kind == Y_SCALAR ?
		    list->v[i]->str : "";
		if (strcmp(s, ZONE_FOLK_KEY) == 0)
			g->folk = 1;
		else if (strcmp(s, PRODUCERS_KEY) == 0)
			g->producers = ynode_get(col, PRODUCERS_KEY);
		else if (strcmp(s, STORE_KEY) == 0)
			g->store = ynode_get(col, STORE_KEY);
	}
	if (g->producers != NULL && g->producers->kind != Y_MAP)
		return -1;
	for (int i = 0; g->producers != NULL && i < g->producers->n; i++)
		if (!rs_plain_name(g->producers->keys[i]->str) ||
		    !plain_text(rs_ytext(g->producers->v[i], "name")))
			return -1;
	if (g->store != NULL && (g->store->kind != Y_SEQ ||
	    g->resources == NULL || g->resources->kind != Y_MAP))
		return -1;
	for (int i = 0; g->store != NULL && i < g->store->n; i++) {
		const char *r = g->store->v[i]->kind == Y_SCALAR ?
		    g->store->v[i]->str : NULL;
		if (!rs_plain_name(r) ||
		    !plain_text(rs_ytext(ynode_get(g->resources, r), "name")))
			return -1;
	}
	return 0;
}

/* The requirements and effects of a load (loading) or an unload, its
 * zone's word at and goods' word, into req and fx. */
static void
write_out(struct strbuf *req, struct strbuf *fx, const struct carried *g,
    int loading, const char *at, const char *words)
{
	const char *v[NV] = { 0 };
	char folk_id[] = KEY_FOLK, id[128];
	struct strbuf sum;

	v[V_A] = at;
	v[V_G] = words;
	rs_fx_fill(req, squad_tpl, v, NV);
	if (loading)
		rs_fx_fill(req, load_owner_tpl, v, NV);
	v[V_K] = folk_id;
	v[V_N] = "{@word folk}";
	if (g->folk && !loading) {
		rs_fx_fill(req, unload_carries_tpl, v, NV);
		rs_fx_fill(req, unload_owner_tpl, v, NV);
	}
	if (g->folk)
		rs_fx_fill(req, loading ? load_folk_tpl : unload_folk_tpl, v,
		    NV);
	/* the producers on the zone, and those put there before */
	sb_init(&sum);
	for (int i = 0; g->producers != NULL && i < g->producers->n; i++)
		sb_printf(&sum, "%sproducers(%s, %s)", i ? " + " : "", at,
		    g->producers->keys[i]->str);
	for (int i = 0; g->producers != NULL && i < g->producers->n; i++) {
		snprintf(id, sizeof id, "%s-%s", g->producers->keys[i]->str,
		    KEY_PRODUCER);
		v[V_K] = id;
		v[V_N] = rs_ytext(g->producers->v[i], "name");
		v[V_P] = g->producers->keys[i]->str;
		v[V_S] = sb_str(&sum) != NULL ? sb_str(&sum) : "0";
		if (loading) {
			rs_fx_fill(req, load_producer_tpl, v, NV);
			continue;
		}
		rs_fx_fill(req, unload_carries_tpl, v, NV);
		rs_fx_fill(req, unload_owner_tpl, v, NV);
		rs_fx_fill(req, unload_producer_tpl, v, NV);
		sb_printf(&sum, " + goods(%s, %s)", words, id);
	}
	sb_release(&sum);
	if (!loading)
		rs_fx_fill(fx, unload_say_tpl, v, NV);
	for (int i = 0; g->store != NULL && i < g->store->n; i++) {
		v[V_K] = g->store->v[i]->str;
		v[V_N] = rs_ytext(ynode_get(g->resources, v[V_K]), "name");
		if (loading) {
			rs_fx_fill(req, load_store_tpl, v, NV);
			continue;
		}
		rs_fx_fill(req, unload_carries_tpl, v, NV);
		rs_fx_fill(req, unload_store_tpl, v, NV);
		rs_fx_fill(fx, unload_store_say_tpl, v, NV);
	}
	if (loading) {
		rs_fx_fill(req, room_tpl, v, NV);
		rs_fx_fill(fx, load_say_tpl, v, NV);
	} else
		rs_fx_fill(fx, unload_off_tpl, v, NV);
	rs_fx_fill(fx, carries_tpl, v, NV);
	v[V_K] = folk_id;
	if (g->folk)
		rs_fx_fill(fx, folk_line_tpl, v, NV);
}

/* The load or unload x of act, item k of its effects, declared: 0, or -1
 * out of memory; 1 when it is not one to declare. */
static int
declare(struct ynode *act, struct ynode *effects, int k,
    const struct ynode *x, const struct carried *g, int loading)
{
	const char *at = rs_ytext(x, "at"), *words = rs_ytext(x, "goods");
	struct ynode *seq;
	struct strbuf req, fx;

	if (x->n != 2 || !rs_plain_id(at) || !rs_plain_id(words) ||
	    !rs_yarg_kind(act, at, "region") || !rs_yarg_kind(act, words,
	    "cargo"))
		return 1;
	sb_init(&req);
	sb_init(&fx);
	write_out(&req, &fx, g, loading, at, words);
	if ((seq = rs_yparse_at(&req, effects->v[k]->file, effects->v[k])) ==
	    NULL || rs_yseq_first(act, "require", seq) < 0) {
		sb_release(&fx);
		return -1;
	}
	if ((seq = rs_yparse_at(&fx, effects->v[k]->file, effects->v[k])) ==
	    NULL)
		return -1;
	return rs_yput_item(effects, k, seq);
}

/* A load or unload of an action's effects, alone in its item (one with
 * other keys stays, for rs_cargo_fx_left to refuse), declared (one in
 * another list of effects, rs_fx_lists, is left for it too). */
static int
each_one(const struct rs_fx_at *at, void *arg)
{
	const struct ynode *x;
	int loading = 1;

	if (!at->own || at->eff != ynode_get(at->act, "effects") ||
	    rs_yflag(at->act, "no-actor"))
		return 1;
	if ((x = rs_fx_alone(at->eff->v[at->k], "load")) == NULL &&
	    (x = rs_fx_alone(at->eff->v[at->k], "unload")) != NULL)
		loading = 0;
	if (x == NULL)
		return 1;
	return declare(at->act, at->eff, at->k, x, arg, loading);
}

int
rs_cargo_fx_upgrade(struct ynode *root)
{
	struct ynode *actions = ynode_get(root, "actions");
	struct carried g;

	if (actions == NULL || actions->kind != Y_MAP ||
	    !rs_fx_on_zones(root, "cargo") || goods_of(root, &g) < 0)
		return 0;
	/* one walk for both (in the order the items stand) */
	return rs_fx_lists(root, rs_fx_has(root, "load") ? NULL : "unload",
	    each_one, &g) < 0 ? -1 : 0;
}

/* A load or unload left in the effects of a phase (or another list
 * outside the actions: rs_fx_lists), which has no words: an error, and
 * taken out. */
static int
phase_left(const struct rs_fx_at *at, void *arg)
{
	struct diag_list *errs = arg;
	struct ynode *item = at->eff->v[at->k];
	struct strbuf path;

	for (int i = 0; i < 2 && at->act == NULL && item->kind == Y_MAP;
	    i++) {
		const char *key = i == 0 ? "load" : "unload";
		const struct ynode *x = ynode_get(item, key);
		if (x == NULL)
			continue;
		sb_init(&path);
		diag_list_add(errs, ST_DATA, x->file, x->line, x->col,
		    "'%s.%s': the effect %s of a text of before moved the "
		    "goods named by the words of an action, and a phase has "
		    "none: declare an action with a word of kind region and "
		    "one of kind cargo, and write it with '%s: {at: ZONE, "
		    "goods: GOODS}' (arbiter-ruleset(5))", rs_fx_path(at,
		    &path), key, key, key[0] == 'l' ? "cargo-on" :
		    "cargo-off");
		sb_release(&path);
		ynode_free(ynode_take(item, key));
	}
	return 1;
}

void
rs_cargo_fx_left(struct ynode *root, struct diag_list *errs)
{
	static const char needs[] = "in an action with an actor, on numbered "
	    "zones with mechanisms.colonies and mechanisms.cargo, as "
	    "'%s: {at: WORD, goods: WORD}', its 'at' a word of kind region and "
	    "its 'goods' one of kind cargo; write it with today's effects "
	    "instead (arbiter-ruleset(5): %s, and requirements with goods(), "
	    "cargo() and room())";
	char buf[sizeof needs + 16];

	(void)rs_fx_lists(root, rs_fx_has(root, "load") ? NULL : "unload",
	    phase_left, errs);
	snprintf(buf, sizeof buf, needs, "load", "cargo-on");
	rs_fx_left(root, "load", buf, errs);
	snprintf(buf, sizeof buf, needs, "unload", "cargo-off");
	rs_fx_left(root, "unload", buf, errs);
}
