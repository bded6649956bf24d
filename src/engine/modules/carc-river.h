/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_RIVER_MODULE "river"

/* Why the River refuses an action (CarcRulesModule.explain_refusal), for
 * its bundle to word; 0 is no reason of the River's. */
typedef enum
{
  CARC_RIVER_NOT_AT_END = 1,  /* a river tile away from the river's open end */
  CARC_RIVER_U_TURN,          /* a curve bending the same way as the one before */
  CARC_RIVER_LAKE_BLOCKED,    /* the lake could no longer end the river there */
  CARC_RIVER_NO_FIGURE,       /* a figure on the river itself */
} CarcRiverRefusal;

/* The River (rules.md §1.5): the spring as start tile, the river tiles
 * drawn first with the lake last, each continuing the river without a
 * U-turn. */
const CarcRulesModule *carc_river_get_module (void);

G_END_DECLS
