/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The one-ply players (easy, normal): every listed action is tried on a
 * copy, followed by the best of the same player's further choices in the
 * same turn (the figure after the tile), and the position it leaves is
 * valued against the best of the other players.  A chance decision on the
 * way counts as the mean of its outcomes.  The copies are of one dealt
 * again (carc_state_redeal()), so a card not yet read (a message) is not
 * known either.  Ties go to a random one of the best, drawn from the
 * seed. */
#include "carc-ai-private.h"

/* Choices of one turn looked through at most. */
#define TURN_DEPTH 3

static double
best_of_turn (const CarcAiEval *eval,
              CarcState        *state,
              guint             me,
              guint             turn,
              guint             depth,
              CarcAction       *then)
{
  const CarcDecision *d = carc_state_get_decision (state);
  g_autoptr(GArray) actions = NULL;
  double best = -G_MAXDOUBLE, sum = 0.0;

  if (carc_state_is_over (state) || depth == 0 || carc_state_get_turn (state) != turn
      || d->kind == CARC_DECISION_PLACE_TILE || (d->kind != CARC_DECISION_CHANCE && d->acting != me))
    {
      double worth[CARC_MAX_PLAYERS];

      carc_ai_eval_worth (eval, state, worth);
      return carc_ai_eval_margin (worth, eval->n_players, me);
    }
  actions = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), 32);
  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      CarcState *copy = carc_state_copy (state);
      double value = -G_MAXDOUBLE;

      if (carc_state_apply (copy, &g_array_index (actions, CarcAction, i)) == CARC_OK)
        value = best_of_turn (eval, copy, me, turn, depth - 1, NULL);
      carc_state_free (copy);
      sum += value;
      if (value > best)
        {
          best = value;
          if (then != NULL)
            *then = g_array_index (actions, CarcAction, i);
        }
    }
  if (d->kind == CARC_DECISION_CHANCE && actions->len > 0)
    return sum / actions->len;
  return best;
}

void
carc_ai_choose_greedy (CarcState          *state,
                       const CarcAiParams *params,
                       CarcAiResult       *result)
{
  const CarcDecision *d = carc_state_get_decision (state);
  g_autoptr(GArray) actions = g_array_sized_new (FALSE, FALSE, sizeof (CarcAction), 64);
  guint me = d->acting, turn = carc_state_get_turn (state), ties = 0;
  double best = -G_MAXDOUBLE;
  CarcAiEval eval;
  CarcRng rng, deal;
  CarcState *seen = carc_state_copy (state);

  carc_ai_eval_init (&eval, state, params->level);
  carc_rng_init (&rng, params->seed);
  carc_rng_init (&deal, params->seed ^ 0x5bd1e995u);
  carc_state_redeal (seen, &deal);
  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);
      CarcState *copy = carc_state_copy (seen);
      CarcAction then = { 0 };
      double value;

      if (carc_state_apply (copy, a) != CARC_OK)
        {
          carc_state_free (copy);
          continue;
        }
      value = best_of_turn (&eval, copy, me, turn, TURN_DEPTH, &then);
      if (carc_state_get_decision (copy)->acting != me || carc_state_get_turn (copy) != turn)
        then = (CarcAction) { 0 };
      carc_state_free (copy);
      /* Among equals, each is kept with the same chance. */
      if (value > best + 1e-9)
        {
          best = value;
          ties = 1;
        }
      else if (value < best - 1e-9 || carc_rng_range (&rng, ++ties) != 0)
        continue;
      result->action = *a;
      result->then = then;
      result->points = value;
    }
  carc_state_free (seen);
}
