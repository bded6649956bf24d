/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-ai.h"
#include "carc-feature-kind.h"
#include "carc-module.h"

G_BEGIN_DECLS

/* Points of margin that make a result a little over half a win. */
#define CARC_AI_MARGIN_SCALE 25.0

/* What the evaluation of a decision's candidates shares: the players, the
 * tiles still unseen and, per kind of edge, the share of them that could
 * continue it. */
typedef struct
{
  CarcAiLevel level;
  guint       n_players;
  guint       unseen;
  double      edge_share[CARC_MAX_FEATURE_KINDS];
} CarcAiEval;

void   carc_ai_eval_init     (CarcAiEval      *eval,
                              CarcState       *state,
                              CarcAiLevel      level);
/* Each player's worth in @state: points, prospects and figures in hand. */
void   carc_ai_eval_worth    (const CarcAiEval *eval,
                              CarcState       *state,
                              double          *worth);
/* @player's worth against the best of the others. */
double carc_ai_eval_margin   (const double    *worth,
                              guint            n_players,
                              guint            player);

/* Each player's result of a finished game, from 0 to 1: half for winning
 * (ties share it), half for the margin over the best other player; a game
 * a module ends won or lost is won (1) or lost (0) by everyone. */
void   carc_ai_results       (CarcState          *state,
                              guint               n_players,
                              double             *result);
/* The same, the margin's scale times @scale. */
void   carc_ai_results_scaled (CarcState         *state,
                              guint               n_players,
                              double              scale,
                              double             *result);

/* When a look-ahead with @params must end: its deadline, and whether it
 * must end after @played playouts (its budget spent, its time up, looked
 * at only when @clock, or stopped). */
gint64   carc_ai_deadline      (const CarcAiParams *params);
gboolean carc_ai_budget_spent  (const CarcAiParams *params,
                                guint               played,
                                gint64              deadline,
                                gboolean            clock);

void   carc_ai_choose_greedy (CarcState          *state,
                              const CarcAiParams *params,
                              CarcAiResult       *result);
void   carc_ai_choose_search (CarcState          *state,
                              const CarcAiParams *params,
                              CarcAiResult       *result);

/* FALSE when no module of @state has a player of its own. */
gboolean carc_ai_choose_module (CarcState        *state,
                              const CarcAiParams *params,
                              CarcAiResult       *result);

G_END_DECLS
