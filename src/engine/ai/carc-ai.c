/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The computer players' door: a level's way of choosing (carc-ai.h). */
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
  if (params->level == CARC_AI_STRONG)
    carc_ai_choose_search (copy, params, result);
  else
    carc_ai_choose_greedy (copy, params, result);
  carc_state_free (copy);
  return result->action.kind != 0;
}
