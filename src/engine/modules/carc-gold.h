/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_GOLD_MODULE "gold-mines"

/* The module's one question: which neighbour of the gold tile gets the
 * second bar (CarcAction.choice). */
enum
{
  CARC_GOLD_BAR = 0,
};

/* The Gold Mines (rules.md §1.8): 8 tiles, each putting one bar on itself
 * and one on a neighbour; a completed feature's majority takes the bars
 * on its tiles, and at the end each bar is worth 1 to 4 by how many the
 * player holds. */
const CarcRulesModule *carc_gold_get_module (void);

/* The bars lying on placed tile @tile, and those @player holds; 0 in a
 * game without the module. */
guint carc_gold_get_bars_on   (const CarcState *state,
                               guint            tile);
guint carc_gold_get_held      (const CarcState *state,
                               guint            player);
/* What each bar is worth at the end to a player who holds @held. */
guint carc_gold_bar_value     (guint            held);

G_END_DECLS
