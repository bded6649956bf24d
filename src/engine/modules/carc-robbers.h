/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_ROBBERS_MODULE "robbers"

/* The module's actions (CarcAction.choice): a robber put on (or moved to)
 * the space of a player's scoring figure, CarcAction.value =
 * carc_robbers_target (player, figure), or kept where it is. */
enum
{
  CARC_ROBBERS_PLACE = 0,
  CARC_ROBBERS_PASS,
};

/* The Robbers (rules.md §1.8): 8 tiles; after one is placed its player,
 * then the next player holding his robber, may put a robber on the score
 * track by another player's scoring figure; the robber takes half of the
 * next points that figure scores. */
const CarcRulesModule *carc_robbers_get_module (void);

/* The space @player's robber stands on, or -1 in the supply (and in a
 * game without the module). */
gint  carc_robbers_get_space      (const CarcState *state,
                                   guint            player);
/* The space a player's scoring figure stands on (a score of 52 on
 * space 2). */
guint carc_robbers_figure_space   (const CarcState *state,
                                   guint            player,
                                   guint            figure);

/* The value of a robber action for @player's scoring figure @figure, and
 * back: the player's first figure is the player alone, as saves before a
 * second figure existed say it. */
#define carc_robbers_target(player, figure) ((player) + CARC_MAX_PLAYERS * (figure))
#define carc_robbers_target_player(value) ((value) % CARC_MAX_PLAYERS)
#define carc_robbers_target_figure(value) ((value) / CARC_MAX_PLAYERS)

G_END_DECLS
