/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The computer players of a game whose module has a player of its own
 * (carc_state_rank_actions(): the cooperative team).  The normal player
 * takes that player's choice.  The strong player looks one turn further:
 * each of the module's choices close to its first is played, the rest of
 * the turn played by the module's player, and the next tile drawn from
 * the unseen ones dealt again; the position is worth the module's best
 * value for that tile (a game over: won or lost outright).  The choices
 * are compared on the same dealt-again futures, and the module's first
 * choice is kept unless another one does better on them by more than
 * three standard errors of the difference: a few dozen futures are
 * noisy, and the module's player knows its game. */
#include <math.h>
#include <string.h>

#include "carc-ai-private.h"

/* The most of the module's choices weighed a turn ahead. */
#define CANDIDATES 4
/* Points below the first choice's worth that still make a choice close. */
#define CLOSE 3.0
/* A game over one turn ahead, against the module's values in points. */
#define OUTCOME_POINTS 1e4
/* Standard errors of the difference that make another choice better. */
#define CONFIDENCE 3.0
/* Futures played before another choice may be preferred. */
#define MIN_PAIRS 8

typedef struct
{
  CarcAction action;
  guint      n;
  double     value;       /* sum of the values one turn ahead */
  double     diff;        /* sum and sum of squares of the value less */
  double     diff2;       /* the first choice's on the same future */
} Candidate;

/* What the position is worth to the module's player once the next turn's
 * tile is drawn: the rest of this turn played by it, then its best value
 * for the tile drawn; a game over is won or lost outright. */
static double
turn_ahead (CarcState *state,
            CarcRng   *rng,
            guint      n_players,
            guint      me)
{
  guint turn = carc_state_get_turn (state);
  double results[CARC_MAX_PLAYERS], value = 0.0;
  CarcAction a;

  while (!carc_state_is_over (state) && carc_state_get_turn (state) == turn)
    if (carc_state_rank_actions (state, rng, &a, NULL, 1) != 1 || carc_state_apply (state, &a) != CARC_OK)
      g_error ("the module's player chose no action the engine takes");
  if (carc_state_is_over (state))
    {
      carc_ai_results (state, n_players, results);
      return results[me] > 0.5 ? OUTCOME_POINTS : -OUTCOME_POINTS;
    }
  carc_state_rank_actions (state, rng, &a, &value, 1);
  return value;
}

/* Whether @c does better than the first choice on the same futures. */
static gboolean
beats_first (const Candidate *c)
{
  double mean, var;

  if (c->n < MIN_PAIRS)
    return FALSE;
  mean = c->diff / c->n;
  var = (c->diff2 / c->n - mean * mean) * c->n / (c->n - 1);
  return mean > 0 && mean > CONFIDENCE * sqrt (MAX (var, 0.0) / c->n);
}

gboolean
carc_ai_choose_module (CarcState          *state,
                       const CarcAiParams *params,
                       CarcAiResult       *result)
{
  guint n_players = carc_setup_get_n_players (carc_state_get_setup (state));
  guint me = carc_state_get_decision (state)->acting;
  gint64 deadline = carc_ai_deadline (params);
  CarcAction ranked[CANDIDATES];
  double values[CANDIDATES];
  Candidate candidates[CANDIDATES];
  guint n_alive, played = 0, best = 0;
  gboolean out_of_time = FALSE;
  CarcRng rng;

  carc_rng_init (&rng, params->seed);
  if (params->level == CARC_AI_NORMAL || carc_state_get_decision (state)->kind == CARC_DECISION_CHANCE)
    {
      if (carc_state_rank_actions (state, &rng, &result->action, NULL, 1) != 1)
        return FALSE;
      goto chosen;
    }
  n_alive = carc_state_rank_actions (state, &rng, ranked, values, CANDIDATES);
  if (n_alive == 0)
    return FALSE;
  /* Only the choices close to the first are worth a look. */
  for (guint i = 1; i < n_alive; i++)
    if (values[i] < values[0] - CLOSE)
      n_alive = i;
  result->action = ranked[0];
  if (n_alive == 1)
    goto chosen;

  for (guint i = 0; i < n_alive; i++)
    candidates[i] = (Candidate) { .action = ranked[i] };

  /* Rounds: every candidate on one dealt-again future. */
  while (!out_of_time)
    {
      guint64 deal_seed = carc_rng_next (&rng);
      double first = 0.0;

      for (guint i = 0; i < n_alive && !out_of_time; i++)
        {
          CarcState *copy = carc_state_copy (state);
          double value;
          CarcRng future;

          carc_rng_init (&future, deal_seed);
          carc_state_redeal (copy, &future);
          if (carc_state_apply (copy, &candidates[i].action) != CARC_OK)
            g_error ("the engine refused an action it listed");
          value = turn_ahead (copy, &future, n_players, me);
          carc_state_free (copy);
          candidates[i].n++;
          candidates[i].value += value;
          if (i == 0)
            first = value;
          else
            {
              candidates[i].diff += value - first;
              candidates[i].diff2 += (value - first) * (value - first);
            }
          played++;
          out_of_time = carc_ai_budget_spent (params, played, deadline, TRUE);
        }
      /* A round cut short leaves the last ones without their pair. */
      if (out_of_time)
        break;
    }

  for (guint i = 1; i < n_alive; i++)
    if (beats_first (&candidates[i])
        && candidates[i].diff / candidates[i].n > (best == 0 ? 0.0 : candidates[best].diff / candidates[best].n))
      best = i;
  result->action = candidates[best].action;
  result->playouts = played;
  result->points = candidates[best].value / MAX (candidates[best].n, 1);

chosen:
  /* Whichever way it was chosen, it is the team's choice (a hint says
   * so, not points to come), with what the module's player would do
   * next in this turn. */
  result->team = TRUE;
  {
    CarcState *copy = carc_state_copy (state);

    if (carc_state_apply (copy, &result->action) == CARC_OK && !carc_state_is_over (copy)
        && carc_state_get_decision (copy)->acting == me
        && carc_state_get_decision (copy)->kind != CARC_DECISION_PLACE_TILE
        && carc_state_rank_actions (copy, &rng, &result->then, NULL, 1) != 1)
      memset (&result->then, 0, sizeof result->then);
    carc_state_free (copy);
  }
  return TRUE;
}
