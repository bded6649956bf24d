/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_FLYING_MODULE "flying-machines"

/* The module's one action (CarcAction.choice) and question: where the
 * flying figure lands, when several segments of the tile take it. */
enum
{
  CARC_FLYING_LAND = 0,
};

/* The Flying Machines (rules.md §1.8): 8 tiles; instead of placing a
 * figure on the tile, its player may put it on the machine, roll the die
 * (1, 1, 2, 2, 3, 3) and fly that many cells the machine's way; it lands
 * on an unfinished road, city or monastery of the tile there, occupied or
 * not, or goes back to the supply. */
const CarcRulesModule *carc_flying_get_module (void);

/* This turn's flight: the distance rolled (0 before the roll or with no
 * flight) and the cell it aims at. */
guint    carc_flying_get_roll    (const CarcState *state,
                                  gint            *x,
                                  gint            *y);
/* Whether this turn's flight found nowhere to land (the figure went back
 * to the supply). */
gboolean carc_flying_failed      (const CarcState *state);
/* The cell the machine on the tile just placed points at from @distance
 * cells away (1 to 3); FALSE when that tile has no machine. */
gboolean carc_flying_target      (CarcState       *state,
                                  guint            distance,
                                  gint            *x,
                                  gint            *y);
/* The die's faces. */
guint    carc_flying_die_face    (guint            outcome);

G_END_DECLS
