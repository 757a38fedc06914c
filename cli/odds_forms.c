/* odds_forms.c: the forms of 'odds' a game gives odds by, and their line
 * of help, in the game's words: in a game, help odds names the attacks,
 * battles, combats and hands of cards that game has, where the program's
 * table lists every game's (one game's battle and its pieces' word in a
 * game without either). */
#include "cmds.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core/combat/combat.h"

/* "a, b and c" of the n parts, after head, into out. */
static void
said(char *out, size_t n, const char *head, const char *const *part, int k)
{
	size_t m = (size_t)snprintf(out, n, "%s", head);

	for (int i = 0; i < k && m < n; i++)
		m += (size_t)snprintf(out + m, n - m, "%s%s", i == 0 ? " of " :
		    i + 1 < k ? ", of " : " or of ", part[i]);
}

void
odds_own(const struct ruleset *rs, char *use, size_t n, const char **help)
{
	static char line[400];
	const char *part[6];
	char what[120], word[60];
	size_t m;
	int k = 0;

	part[k++] = "dice";
	part[k++] = "a comparison";
	m = (size_t)snprintf(use, n, "odds EXPR [CMP EXPR]");
	if (rs->mech.attack.present) {
		part[k++] = "a whole attack";
		m += (size_t)snprintf(use + (m < n ? m : n), m < n ? n - m : 0,
		    " | odds attack ...");
	}
	if (rs->mech.orbit_combat.present && rs->mech.orbit_combat.combat.i >=
	    0) {
		/* the combat by its name, the pieces by the game's word */
		snprintf(what, sizeof what, "a %s", VEC_AT(rs->combats,
		    struct combat_decl, rs->mech.orbit_combat.combat.i)->name);
		part[k++] = what;
		snprintf(word, sizeof word, "%s", rs_word(rs, W_STRIKER, 2));
		for (char *p = word; *p != '\0'; p++)
			*p = *p == ' ' ? '-' : (char)toupper((unsigned char)*p);
		m += (size_t)snprintf(use + (m < n ? m : n), m < n ? n - m : 0,
		    " | odds battle %s[+N] %s[+N] [RULESET]", word, word);
	}
	if (rs_hand_deck(rs) >= 0)
		m += (size_t)snprintf(use + (m < n ? m : n), m < n ? n - m : 0,
		    " | odds hand PLAYER [CARD CMP K]");
	if (rs->combats.n > 0) {
		/* counted units in a combat it declares, or a dice pool's
		 * pieces (odds_combat.c); the attack's or battle's combat
		 * is said above */
		if (rs->mech.dicepool.present)
			part[k++] = "a dice-pool combat";
		else if (!rs->mech.attack.present &&
		    !rs->mech.orbit_combat.present)
			part[k++] = "a combat the game declares";
		snprintf(use + (m < n ? m : n), m < n ? n - m : 0, "%s",
		    rs->mech.dicepool.present ? " | odds PIECE[:N][,...] vs "
		    "PIECE[:N][,...] [rounds N] [retreat N] [pool N] "
		    "[attacker PLAYER] [defender PLAYER]" : " | odds ATTACKERS "
		    "vs DEFENDERS [rounds R] [combat ID]");
	}
	if (rs_hand_deck(rs) >= 0)
		part[k++] = "a player's next hand of cards";
	said(line, sizeof line, "exact odds", part, k);
	*help = line;
}
