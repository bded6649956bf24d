/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_TRADERS_MODULE "traders-builders"

/* Traders & Builders (rules.md §1.7): its tiles, a builder and a pig for
 * each player, and the goods taken by whoever completes a city. */
const CarcRulesModule *carc_traders_get_module (void);

/* The goods the set's cities print, as marks of those names. */
typedef enum
{
  CARC_GOODS_NONE = 0,
  CARC_GOODS_WINE,
  CARC_GOODS_GRAIN,
  CARC_GOODS_CLOTH,
} CarcGoods;

#define CARC_N_GOODS CARC_GOODS_CLOTH   /* kinds of goods, numbered from 1 */

CarcGoods carc_traders_goods_of       (const CarcSegment *segment);

/* The goods tokens @player holds of @goods (CarcGoods), 0 in a game
 * without the module. */
guint    carc_traders_get_goods       (const CarcState *state,
                                       guint            player,
                                       guint            goods);
/* Whether the tile of this turn is a builder's extra tile. */
gboolean carc_traders_is_extra_turn   (const CarcState *state);

G_END_DECLS
