/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

/* The computer players.  They decide through the same door as people:
 * whatever the state lists for the decision at hand, of every module, and
 * see what a person sees — the tiles not yet drawn are dealt again for
 * every look ahead (carc_state_redeal()), their real order never read.
 *
 * easy    one ply: the best value of the actions of this turn, with the
 *         open features worth what they would score unfinished;
 * normal  one ply, the open features weighed by their chance to be
 *         completed with the tiles still unseen, fields' prospects and the
 *         figures kept in hand;
 * strong  a Monte Carlo tree search over dealt-again futures, played out
 *         a few turns and judged by the normal player's evaluation, for
 *         as long as it is given.
 *
 * In a game whose module has a player of its own (the cooperative team,
 * carc_state_rank_actions()), normal plays that player's choice and strong
 * weighs its close choices one turn ahead. */
typedef enum
{
  CARC_AI_EASY,
  CARC_AI_NORMAL,
  CARC_AI_STRONG,
  CARC_AI_N_LEVELS
} CarcAiLevel;

typedef struct
{
  CarcAiLevel  level;
  guint        ms;         /* strong: thinking time a decision, 0 for no limit */
  guint        playouts;   /* strong: playouts a decision, 0 for no limit */
  guint64      seed;       /* the same seed and state give the same choice
                            * when the search is bounded by playouts */
  const gint  *stop;       /* when set (g_atomic_int), the search ends now */
} CarcAiParams;

typedef struct
{
  CarcAction action;       /* the choice */
  CarcAction then;         /* the same player's next choice expected in this
                            * turn (the figure after the tile), kind 0 if none */
  guint      playouts;     /* strong: how many were played */
  double     points;       /* the player's expected points from now to the
                            * end of the game with this choice (strong), or
                            * its value now (easy, normal) */
  double     win_rate;     /* strong: the share of playouts won, else -1 */
  gboolean   team;         /* the choice of a module's own player weighed
                            * one turn ahead (the cooperative team):
                            * points is what the module reckons the
                            * position worth then, win_rate unknown */
} CarcAiResult;

const char *carc_ai_level_to_string   (CarcAiLevel         level);
gboolean    carc_ai_level_from_string (const char         *name,
                                       CarcAiLevel        *level);
void        carc_ai_params_init       (CarcAiParams       *params,
                                       CarcAiLevel         level,
                                       guint64             seed);
gboolean    carc_ai_choose            (const CarcState    *state,
                                       const CarcAiParams *params,
                                       CarcAiResult       *result);

G_END_DECLS
