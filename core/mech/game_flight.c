/* game_flight.c: the squads that flew along the distance track (sent by
 * the effect squad-flies, brought nearer by advance-squads, core/engine)
 * free to fly again at the end of the round. */
#include "core/mech/zones_int.h"

/* --- flights ---------------------------------------------------------------- */

