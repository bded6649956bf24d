/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The computer players' door: a level's way of choosing (carc-ai.h). */
#include <math.h>
#include <string.h>

#include "carc-ai-private.h"

static const char *const level_names[CARC_AI_N_LEVELS] = { "easy", "normal", "strong" };

const char *
carc_ai_level_to_string (CarcAiLevel level)
{
  g_return_val_if_fail (level < CARC_AI_N_LEVELS, NULL);
  return level_names[level];
}

gboolean
carc_ai_level_from_string (const char  *name,
                           CarcAiLevel *level)
{
  for (guint l = 0; l < CARC_AI_N_LEVELS; l++)
    if (g_strcmp0 (name, level_names[l]) == 0)
      {
        *level = l;
        return TRUE;
      }
  return FALSE;
}

/* Each player's result of a finished game: half for winning (ties share
 * it), half for the margin over the best other player, in points times
 * @scale.  A game a module ends won or lost is won or lost by everyone. */
void
carc_ai_results_scaled (CarcState *state,
                        guint      n_players,
                        double     scale,
                        double    *result)
{
  CarcOutcome outcome = carc_state_get_outcome (state);

  for (guint p = 0; p < n_players; p++)
    {
      double mine = carc_state_get_score (state, p), best = -1.0;
      guint tied = 1;

      if (outcome == CARC_OUTCOME_WON || (outcome >= CARC_OUTCOME_LOST))
        {
          result[p] = outcome == CARC_OUTCOME_WON ? 1.0 : 0.0;
          continue;
        }
      for (guint q = 0; q < n_players; q++)
        if (q != p)
          {
            double theirs = carc_state_get_score (state, q);

            if (theirs > best)
              best = theirs;
          }
      for (guint q = 0; q < n_players; q++)
        tied += q != p && carc_state_get_score (state, q) == mine;
      if (n_players < 2)
        result[p] = 0.5 + 0.5 * tanh (mine / (scale * CARC_AI_MARGIN_SCALE));
      else
        result[p] = 0.5 * (mine > best ? 1.0 : mine == best ? 1.0 / tied : 0.0)
                    + 0.25 * (1.0 + tanh ((mine - best) / (scale * CARC_AI_MARGIN_SCALE)));
    }
}

void
carc_ai_results (CarcState *state,
                 guint      n_players,
                 double    *result)
{
  carc_ai_results_scaled (state, n_players, 1.0, result);
}

gint64
carc_ai_deadline (const CarcAiParams *params)
{
  return params->ms > 0 ? g_get_monotonic_time () + (gint64) params->ms * 1000 : G_MAXINT64;
}

gboolean
carc_ai_budget_spent (const CarcAiParams *params,
                      guint               played,
                      gint64              deadline,
                      gboolean            clock)
{
  return (params->playouts > 0 && played >= params->playouts)
         || (clock && g_get_monotonic_time () >= deadline)
         || (params->stop != NULL && g_atomic_int_get (params->stop));
}

/* A level as it plays by default: the strong player thinks a second. */
void
carc_ai_params_init (CarcAiParams *params,
                     CarcAiLevel   level,
                     guint64       seed)
{
  g_return_if_fail (params != NULL && level < CARC_AI_N_LEVELS);
  *params = (CarcAiParams) { .level = level, .seed = seed, .ms = level == CARC_AI_STRONG ? 1000 : 0 };
}

/* Chooses an action for whoever decides now in @state (never changed),
 * as @params' level does; FALSE when there is nothing to decide. */
gboolean
carc_ai_choose (const CarcState    *state,
                const CarcAiParams *params,
                CarcAiResult       *result)
{
  CarcState *copy;

  g_return_val_if_fail (state != NULL && params != NULL && result != NULL, FALSE);
  g_return_val_if_fail (params->level < CARC_AI_N_LEVELS, FALSE);
  memset (result, 0, sizeof *result);
  result->win_rate = -1.0;
  if (carc_state_is_over (state))
    return FALSE;
  copy = carc_state_copy (state);
  if (params->level != CARC_AI_EASY && carc_ai_choose_module (copy, params, result))
    ;
  else if (params->level == CARC_AI_STRONG)
    carc_ai_choose_search (copy, params, result);
  else
    carc_ai_choose_greedy (copy, params, result);
  carc_state_free (copy);
  return result->action.kind != 0;
}
