/* status_kept.c: the cards each player keeps (keep-card) and the pieces
 * he has turned to their upgraded side in the text of 'status': a field
 * of a player's line on a map of territories (status_terr.c), a line of
 * their own for each player who has some on any other game. */
#include "cmds.h"

#include "core/state/kept.h"
#include "core/state/upgrades.h"

void
status_kept_fields(const struct ruleset *rs, const struct state *st, int p,
    struct strbuf *l)
{
	int any = 0;

	if (kept_of(st->kept, p)[0] != '\0')
		sb_printf(l, "%s%s %s", l->len ? "; " : "",
		    rs_word(rs, W_PICK, 2), kept_of(st->kept, p));
	for (int k = 0; st->upgrades != NULL && k < rs->pieces.n; k++)
		if (upgraded(st->upgrades, p, k))
			sb_printf(l, "%s%s", any++ ? ", " : l->len ?
			    "; upgraded " : "upgraded ", rs->pieces.ids[k]);
}

void
status_kept(const struct session *s, struct strbuf *b)
{
	const struct state *st = s->st;
	int first = 1;

	if (st->terr != NULL || (st->kept == NULL && st->upgrades == NULL))
		return;
	for (int p = 0; p < st->nplayers; p++) {
		struct strbuf l;
		sb_init(&l);
		status_kept_fields(s->rs, st, p, &l);
		if (l.len > 0)
			sb_printf(b, "%s%s: %s\n", first ? "\n" : "",
			    st->players[p].name, sb_str(&l));
		first &= l.len == 0;
		sb_release(&l);
	}
}
