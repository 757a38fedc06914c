/* engine_zones.h: a board of numbered zones: squads, their cargo and
 * flights, the zones' holders, and the bodies on their orbits. */
#ifndef ARBITER_ENGINE_ZONES_H
#define ARBITER_ENGINE_ZONES_H

#include "core/engine/engine_eval.h"

/* A word of kind cargo, the words from first on: "N GOODS" pairs, read
 * and logged; and the effects load and unload that read them again: goods
 * taken on or put off by the actor's squad in the orbit of a numbered
 * zone (engine_cargo.c). */
int eng_cargo_word(struct act *a, int first, long goods[CARGO_MAX]);

/* A word of kind away-cargo, from argv[first] on, read and logged: the
 * distance space (*away, 0 for none) when an odd count of words is left,
 * then the cargo pairs (from 0) into set, the kinds named into *named
 * (engine_away_cargo.c). */
int eng_away_cargo_word(struct act *a, int first, long *away,
    long set[CARGO_MAX], unsigned *named);

/* The goods of the kinds named set on squad f, the rest kept: refused
 * where its carriers do not hold them, what they no longer hold lost, and
 * a line of what it carries when any are named (engine_away_cargo.c). */
struct squad;
int eng_squad_cargo_set(struct act *a, struct squad *f, const long *set,
    unsigned named);

/* cargo(ZONE, PARTY[, KIND]), room(ZONE, PARTY) and goods(WORD, KIND) of
 * zone (core/engine/engine_cargo_values.c). */

/* The effects cargo-on and cargo-off: a cargo word's goods moved onto or
 * off the actor's squad, no test made: what a ruleset's tests let through
 * and cannot be done is its error (engine_cargo_move.c). */
int eng_cargo_on(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev);
int eng_cargo_off(struct act *a, const struct eff_cargo *x,
    const struct eng_eval *ev);

/* @text of a cargo word, its goods ("2 folk, 1 ore"), and
 * @cargo ZONE, what player p's squad carries there ("nothing" for none)
 * (engine_cargo_values.c). */
void eng_say_goods(const struct act *a, const long *goods, struct strbuf *b);
void eng_say_cargo(const struct act *a, int p, long zone, struct strbuf *b);
int eng_cargo_value(const struct eng_eval *ev, const struct expr_sym *s,
    const long *args, long zone, long *out, char *err, size_t n);

/* The values port(BODY), linked(BODY, BODY) and field(BODY)
 * (engine_bodies.c): 0, or -1 with a message in err. */
int eng_body_value(const struct eng_eval *ev, const struct expr_sym *s,
    long *out, char *err, size_t n);

/* The effect link: two bodies' ports linked by the actor
 * (engine_link.c). */
int eng_link(struct act *a, const struct eff_link *x,
    const struct eng_eval *ev);

/* The effect place-starting: the actor's next starting squad of numbered
 * zones placed (engine_starting.c). */
int eng_place_starting(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* The effect take-place: the actor takes a place in the order ranked
 * (engine_place.c). */
int eng_take_place(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* The effect deal-start: a numbered zone becomes the actor's at the start
 * (engine_deal.c). */
int eng_deal_start(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* The effect roll-position: a body word's or named body put on its orbit
 * (engine_position.c). */
int eng_roll_position(struct act *a, const struct eff_roll_position *x,
    const struct eng_eval *ev);

/* The effect set-board: each KEY=VALUE of its settings word set on the
 * zone's board in turn, and logged, then said (engine_set_board.c). */
int eng_set_board(struct act *a, const struct eff_set_board *x,
    const struct eng_eval *ev);

/* advance-bodies: every placed body one field on along its orbit
 * (engine_link.c). */
int eng_advance_bodies(struct act *a);

/* squads-rest: a round's end on a board of numbered zones
 * (engine_zones_round.c). */
int eng_squads_rest(struct act *a);

/* clear-marks: the marks named (rest: every squad may move again;
 * fought: no zone has been fought over) cleared on a board of numbered
 * zones. */
int eng_clear_marks(struct act *a, const struct vec *marks);

/* The effect reinforce: a player's squad in a numbered zone's orbit and
 * the zone's militia added to (engine_reinforce.c). */
int eng_reinforce(struct act *a, const struct eff_reinforce *x,
    const struct eng_eval *ev);

/* The effects squad-loses, a squad's losses in a numbered zone's orbit
 * (engine_squad_loses.c), and zone-holder, a zone's militia, owner and
 * replenishing mark set (engine_zone_holder.c). */
int eng_squad_loses(struct act *a, const struct eff_squad_loses *x,
    const struct eng_eval *ev);
int eng_zone_holder(struct act *a, const struct eff_zone_holder *x,
    const struct eng_eval *ev);

/* The effect add-producer: a producer of a kind put on a numbered zone,
 * its waiting mark taken off (engine_add_producer.c). */
int eng_add_producer(struct act *a, const struct eff_add_producer *x,
    const struct eng_eval *ev);

/* The effect squad-counts: a party's squad at a numbered zone given its
 * counts and goods (engine_squad_counts.c). */
int eng_squad_counts(struct act *a, const struct eff_squad_counts *x,
    const struct eng_eval *ev);

/* The effect squad-flies: some of a party's squad flies along the
 * distance table to another zone (engine_squad_flies.c). */
int eng_squad_flies(struct act *a, const struct eff_squad_flies *x,
    const struct eng_eval *ev);

/* Does the squad f of p in the orbit of from have nf strikers and nt
 * carriers free to fly (not arrived this round)?  Can take[] leave it
 * with n carriers, the rest holding what stays (verb: the action taken,
 * for the hint)?  Refused, in the words of the board, where not
 * (engine_squad_flies.c). */
int eng_free_to_fly(struct act *a, const struct squad *f, int p, int from,
    long nf, long nt);
int eng_cargo_send_check(struct act *a, const char *verb,
    const struct squad *f, long n, const long take[CARGO_MAX]);

/* The effect replenish: a neutral zone's militia and guard back
 * up, its mark to replenish taken off (engine_replenish.c). */
int eng_replenish(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* each-squad-in-flight: its effects for every squad in flight, in
 * order, the squad, here (its zone) and who (its owner) bound; the
 * squads emptied by arrivals tidied away once after (engine_advance.c). */
int eng_each_squad_in_flight(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev, eng_run_fn *run);

/* fly-on: the squad bound one space nearer its zone; arrived, it joins
 * the owner's squad there and rests. */
int eng_fly_on(struct act *a, const struct effect_def *e,
    const struct eng_eval *ev);

/* squads_in_flight: how many squads are on the distance track. */
long eng_squads_in_flight(const struct state *st);

/* @squad: the bound squad's counts and cargo, as its lines say them. */
void eng_squad_text(struct act *a, const struct eng_eval *ev,
    struct strbuf *b);

/* parties(ZONE), guard_unknown(ZONE), fought(ZONE), strikers(ZONE,
 * PARTY) and carriers(ZONE, PARTY) (code, enum name_code) of a numbered
 * zone's orbit; @parties ZONE, its parties joined by commas ("nobody"
 * for none), and @heldby ZONE, who holds it ("Bob's", "neutral"), into b
 * (engine_orbit_values.c). */
long eng_orbit_value(const struct state *st, int code, int zone,
    long party);
void eng_say_parties(const struct act *a, int zone, struct strbuf *b);
void eng_say_held_by(const struct act *a, int zone, struct strbuf *b);

/* squad_strikers(ZONE, PARTY, SPACE) and squad_carriers (code): a
 * party's squad at a zone, in orbit (away 0) or on a distance space, 0
 * where it has none (engine_orbit_values.c). */
long eng_squad_value(const struct state *st, int code, int zone, long party,
    long away);

/* set-fought: the battle in a numbered zone's orbit fought this round
 * (engine_take_hits.c). */
int eng_set_fought(struct act *a, const struct sexpr *zone,
    const struct eng_eval *ev);

#endif
