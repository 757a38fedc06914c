/* decl.h: what a ruleset declares for the engine: actions, their words,
 * requirements, costs, effects and lines for people, the effects and end
 * requirements of phases, bags and dealt regions (see core/engine/engine.h
 * for what they do at the table, and arbiter-ruleset(5)).  The rules layer
 * reads and checks them (core/rules/decl_check.c); every amount, count and
 * test is an expression compiled there, so a name the state does not have
 * is an error of the file, never of a command. */
#ifndef ARBITER_DECL_H
#define ARBITER_DECL_H

/* Its parts, each including those it needs. */
#include "core/rules/decl_says.h"
#include "core/rules/decl_args.h"
#include "core/rules/decl_effects.h"
#include "core/rules/decl_effects_mech.h"
#include "core/rules/decl_effect_def.h"
#include "core/rules/decl_kind.h"
#include "core/rules/decl_deck.h"
#include "core/rules/decl_action.h"
#include "core/rules/decl_proto.h"
#include "core/rules/decl_proto_effects.h"

#endif
