/* cmd_status.c: status (the table at a glance) and orbits (a picture). */
#include "core/board/board.h"
#include "core/state/state_tally.h"
#include "cmds.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"

static void
status_head(struct ctx *c, const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	int act = state_active(st);
	char *w = game_winner(rs, st);

	sb_printf(b, "%s%s%s (%s): ", out_bold(c), s->g.name, out_reset(c),
	    rs->id);
	if (w != NULL)
		sb_printf(b, "game over in round %ld: %s won\n", st->round, w);
	else if (st->phase == PHASE_SETUP && st->terr != NULL)
		sb_printf(b, "setting up (the map, then the homes; 'next' "
		    "starts round 1)\n");
	else if (st->phase == PHASE_SETUP && rs->setup.place) {
		/* 'place', the program's command, and an orbit board's
		 * setup (the game's own, which only the actions read from
		 * the image can say, costs a status a seventh more) */
		sb_add(b, "setting up ('place ");
		rs_word_caps(rs, W_BODY, b);
		sb_printf(b, "' rolls a %s's start, 'next' rolls the rest and "
		    "starts round 1)\n", rs_word(rs, W_BODY, 1));
	} else if (st->phase == PHASE_SETUP)
		sb_printf(b, "setting up ('next' starts round 1)\n");
	else if (act < 0)
		sb_printf(b, "round %ld, %s phase (everybody)\n", st->round,
		    RS_PHASE(rs, st->phase)->name);
	else
		sb_printf(b, "round %ld, %s's turn, %s phase\n", st->round,
		    st->players[act].name, RS_PHASE(rs, st->phase)->name);
	/* the table's tallies counted so far this phase */
	for (int t = 0; w == NULL && t < rs->tallies.n; t++) {
		const struct tally_def *x = VEC_AT(rs->tallies,
		    struct tally_def, t);
		long v = x->per == TALLY_TABLE ? state_tally_get(st, rs, t,
		    0) : 0;
		if (v > 0)
			sb_printf(b, "%ld %s\n", v, x->name);
	}
	free(w);
}

static void
status_players(struct ctx *c, const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	int act = state_active(st), ncols = 3 + rs->resources.n +
	    (st->nlands > 0 ? 2 : 0);
	struct table t;
	const char *row[TABLE_MAX_COLS];
	char cells[TABLE_MAX_COLS][48], mark[RS_DONE_MARK_MAX + 4];
	/* the mark beside a player done this phase, where the ruleset
	 * asks for one (its words: "(rests)") */
	const char *dm = st->phase == PHASE_SETUP ? rs->setup.done_mark :
	    RS_PHASE(rs, st->phase)->done_mark;

	(void)c;
	if (dm != NULL)
		snprintf(mark, sizeof mark, " (%s)", dm);
	if (ncols > TABLE_MAX_COLS)
		ncols = TABLE_MAX_COLS;
	table_init(&t, ncols);
	row[0] = "seat";
	row[1] = "player";
	row[2] = "role";
	for (int i = 0; i < rs->resources.n && 3 + i < ncols; i++)
		row[3 + i] = rs->resources.ids[i];
	if (st->nlands > 0) {
		row[ncols - 2] = "lands";
		row[ncols - 1] = "units";
	}
	table_row(&t, row);
	for (int i = 3; i < ncols; i++)
		t.right[i] = 1;
	for (int p = 0; p < st->nplayers; p++) {
		snprintf(cells[0], sizeof cells[0], "%s%d", p == act ? "*" : " ",
		    p + 1);
		snprintf(cells[1], sizeof cells[1], "%s%s%s%s%s",
		    st->players[p].name, st->players[p].person != p ?
		    ", played by " : "", st->players[p].person != p ?
		    st->players[st->players[p].person].name : "",
		    st->players[p].out ? " (out)" : "",
		    st->players[p].done && dm != NULL ? mark : "");
		snprintf(cells[2], sizeof cells[2], "%s",
		    st->players[p].role >= 0 ?
		    RS_ROLE(rs, st->players[p].role)->name : "");
		for (int i = 0; i < rs->resources.n && 3 + i < ncols; i++)
			snprintf(cells[3 + i], sizeof cells[0], "%ld",
			    st->players[p].res[i]);
		if (st->nlands > 0) {
			snprintf(cells[ncols - 2], sizeof cells[0], "%d",
			    state_lands_of(st, p));
			snprintf(cells[ncols - 1], sizeof cells[0], "%ld",
			    state_units_of(st, p));
		}
		for (int i = 0; i < ncols; i++)
			row[i] = cells[i];
		table_row(&t, row);
	}
	table_write(&t, b, 0);
	table_release(&t);
}

static void
status_board(const struct session *s, struct strbuf *b)
{
	const struct ruleset *rs = s->rs;
	const struct state *st = s->st;
	struct table t;

	if (st->nbodies == 0)
		return;
	sb_addc(b, '\n');
	table_init(&t, 4);
	{
		const char *head[] = { rs_word(rs, W_BODY, 1), "orbit",
		    "supply", "lands" };
		table_row(&t, head);
	}
	for (int p = 0; p < st->nbodies; p++) {
		const struct body_def *d = RS_BODY(rs, p);
		char orbit[48], supply[24];
		struct strbuf lands;
		const char *row[4];

		if (d->orbit == SCHEMA_UNKNOWN_INT)
			snprintf(orbit, sizeof orbit, "?");
		else if (st->bodies[p].position == 0)
			snprintf(orbit, sizeof orbit, "%ld, unplaced",
			    d->orbit);
		else if (rs->board.orbits.n >= d->orbit)
			snprintf(orbit, sizeof orbit, "%ld, field %ld/%ld",
			    d->orbit, st->bodies[p].position,
			    *VEC_AT(rs->board.orbits, long, d->orbit - 1));
		else
			snprintf(orbit, sizeof orbit, "%ld, field %ld",
			    d->orbit, st->bodies[p].position);
		if (d->supply == SCHEMA_UNKNOWN_INT)
			snprintf(supply, sizeof supply, "?");
		else
			snprintf(supply, sizeof supply, "%ld", d->supply);
		sb_init(&lands);
		for (int l = 0; l < st->nlands; l++) {
			int o = st->board->owner[l];
			if (rs->lands[l].body != p)
				continue;
			if (lands.len > 0)
				sb_add(&lands, ", ");
			if (o >= 0)
				sb_printf(&lands, "%s %s %ld", rs->lands[l].id,
				    st->players[o].name,
				    board_held(st->board, l));
			else
				sb_printf(&lands, "%s empty", rs->lands[l].id);
		}
		row[0] = d->name;
		row[1] = orbit;
		row[2] = supply;
		row[3] = sb_str(&lands);
		table_row(&t, row);
		sb_release(&lands);
	}
	table_write_wrapped(&t, b, 0, 100);
	table_release(&t);
	if (st->nlinks > 0) {
		sb_printf(b, "%s:", rs_word(rs, W_LINK, 2));
		for (int i = 0; i < st->nlinks; i++)
			sb_printf(b, "%s %s-%s (%ld field%s, %s)", i ? "," : "",
			    rs->board.bodies.ids[st->links[i].a],
			    rs->board.bodies.ids[st->links[i].b],
			    st->links[i].fields,
			    st->links[i].fields == 1 ? "" : "s",
			    st->players[st->links[i].by].name);
		sb_addc(b, '\n');
	}
}

int
cmd_status(struct ctx *c, int argc, char **argv)
{
	struct session s;
	int r;

	(void)argc;
	(void)argv;
	if ((r = session_begin(c, &s, 0)))
		return r;
	if (c->json) {
		struct json *j = game_status_json(s.rs, s.st);
		json_set(j, "game", json_str(s.g.name));
		if (s.g.abandoned != NULL)
			json_set(j, "abandoned", json_str(s.g.abandoned));
		out_json(c, j);
		json_free(j);
	} else {
		struct strbuf b;
		sb_init(&b);
		status_head(c, &s, &b);
		if (s.g.abandoned != NULL)
			sb_printf(&b, "abandoned (%s): its commands are refused "
			    "until 'campaign resume %s'\n", s.g.abandoned,
			    s.g.name);
		status_players(c, &s, &b);
		status_tracks(c, &s, &b);
		status_board(&s, &b);
		status_zones(c, &s, &b);
		status_pieces(s.rs, s.st, &b);
		status_cards(&s, &b);
		status_terr(c, &s, &b);
		status_kept(&s, &b);
		status_regions(&s, &b);
		now_line(s.rs, s.st, &b);
		out_fit(c, sb_str(&b));
		sb_release(&b);
	}
	session_end(c, &s, 0);
	return ST_OK;
}

/* --- orbits ---------------------------------------------------------------- */

#define PIC_ROWS 41
#define PIC_COLS 100

int
cmd_orbits(struct ctx *c, int argc, char **argv)
{
	struct session s;
	const struct ruleset *rs;
	char pic[PIC_ROWS][PIC_COLS + 1];
	double radius[64], r0 = 0;
	int r, norb, rows, cols, cy, cx;
	struct strbuf b;

	(void)argc;
	(void)argv;
	if ((r = session_begin(c, &s, 0)))
		return r;
	rs = s.rs;
	if (rs->board.bodies.n <= 0) {
		session_end(c, &s, 0);
		return diag_set(&c->d, ST_USAGE, "%s has no orbits to draw",
		    rs->id);
	}
	if ((r = rs_need_vec(rs, &rs->board.orbits, "board.orbits", &c->d))) {
		session_end(c, &s, 0);
		return r;
	}
	norb = rs->board.orbits.n < 64 ? rs->board.orbits.n : 64;
	for (int k = 0; k < norb; k++) {
		double need = (double)*VEC_AT(rs->board.orbits, long, k) / 5.0;
		r0 = fmax(r0 + 2.0, need);
		radius[k] = r0;
	}
	rows = (int)(2 * r0 + 3);
	if (rows > PIC_ROWS)
		rows = PIC_ROWS;
	/* a smaller picture on a narrow terminal (two columns a row) */
	if (table_get_width() > 0 && rows * 2 + 1 > table_get_width())
		rows = (table_get_width() - 1) / 2;
	cols = rows * 2 + 1 < PIC_COLS ? rows * 2 + 1 : PIC_COLS;
	cy = rows / 2;
	cx = cols / 2;
	{
		double scale = r0 > (rows - 3) / 2.0 ? (rows - 3) / 2.0 / r0 : 1;
		for (int k = 0; k < norb; k++)
			radius[k] *= scale;
	}
	for (int y = 0; y < rows; y++) {
		memset(pic[y], ' ', (size_t)cols);
		pic[y][cols] = '\0';
	}
	pic[cy][cx] = '*';
	for (int k = 0; k < norb; k++) {
		long f = *VEC_AT(rs->board.orbits, long, k);
		for (long p = 1; p <= f; p++) {
			double a = 2 * M_PI * (double)(p - 1) / (double)f;
			int y = cy - (int)lround(radius[k] * cos(a));
			int x = cx + (int)lround(2 * radius[k] * sin(a));
			if (y >= 0 && y < rows && x >= 0 && x < cols)
				pic[y][x] = '.';
		}
	}
	for (int p = 0; p < s.st->nbodies; p++) {
		const struct body_def *d = RS_BODY(rs, p);
		long f, pos = s.st->bodies[p].position;
		double a;
		int y, x;
		if (pos == 0 || d->orbit == SCHEMA_UNKNOWN_INT ||
		    d->orbit > norb)
			continue;
		f = *VEC_AT(rs->board.orbits, long, d->orbit - 1);
		a = 2 * M_PI * (double)(pos - 1) / (double)f;
		y = cy - (int)lround(radius[d->orbit - 1] * cos(a));
		x = cx + (int)lround(2 * radius[d->orbit - 1] * sin(a));
		if (y >= 0 && y < rows && x >= 0 && x < cols)
			pic[y][x] = (char)(p < 9 ? '1' + p : 'a' + p - 9);
	}
	sb_init(&b);
	for (int y = 0; y < rows; y++) {
		int end = cols;
		while (end > 0 && pic[y][end - 1] == ' ')
			end--;
		for (int x = 0; x < end; x++) {
			char ch = pic[y][x];
			if (ch != ' ' && ch != '.' && ch != '*' && c->color)
				sb_printf(&b, "%s%c%s", out_bold(c), ch,
				    out_reset(c));
			else
				sb_addc(&b, ch);
		}
		sb_addc(&b, '\n');
	}
	sb_add(&b, "\n");
	for (int p = 0; p < s.st->nbodies; p++) {
		const struct body_def *d = RS_BODY(rs, p);
		sb_printf(&b, "%c %s: ", p < 9 ? '1' + p : 'a' + p - 9, d->name);
		if (s.st->bodies[p].position == 0)
			sb_add(&b, "not placed yet\n");
		else
			sb_printf(&b, "orbit %ld, field %ld of %ld\n", d->orbit,
			    s.st->bodies[p].position,
			    *VEC_AT(rs->board.orbits, long, d->orbit - 1));
	}
	for (int i = 0; i < s.st->nlinks; i++)
		sb_printf(&b, "%s %s-%s: %ld field%s, built by %s\n",
		    rs_word(rs, W_LINK, 1),
		    rs->board.bodies.ids[s.st->links[i].a],
		    rs->board.bodies.ids[s.st->links[i].b],
		    s.st->links[i].fields,
		    s.st->links[i].fields == 1 ? "" : "s",
		    s.st->players[s.st->links[i].by].name);
	sb_add(&b, "fields are counted clockwise from the top (field 1)\n");
	out_picture(c, sb_str(&b));
	sb_release(&b);
	session_end(c, &s, 0);
	return ST_OK;
}
