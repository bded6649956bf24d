/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The computer players of a game whose module has a player of its own
 * (carc_state_rank_actions(): the cooperative team).  The normal player
 * takes that player's choice.  The strong player improves on it by
 * rollouts: the module's few best actions are each played on, in the
 * same dealt-again futures (so that they are compared on the same luck),
 * by the module's player to the end of the game.  The module's first
 * choice is kept unless another one does better on the same futures by
 * more than twice the standard error of the difference: a few dozen
 * rollouts are noisy, and the module's player knows its game.  A result
 * is won or lost (carc_ai_results()), with the points gained as a small
 * tie-break: among moves that win as often, more points. */
#include <math.h>
#include <string.h>

#include "carc-ai-private.h"

/* The module's best actions weighed by rollouts. */
#define CANDIDATES 4
/* Points below the first choice's worth that still make a choice close. */
#define CLOSE 3.0
/* A point's worth against a win, as a tie-break. */
#define POINT_WEIGHT 1e-3
/* Standard errors of the difference that make another choice better. */
#define CONFIDENCE 3.0
/* Futures played before another choice may be preferred. */
#define MIN_PAIRS 8

typedef struct
{
  CarcAction action;
  guint      n;
  double     reward;      /* sum of results, the tie-break included */
  double     wins;        /* sum of results */
  double     points;      /* sum of the points gained */
  double     diff;        /* sum and sum of squares of the reward less */
  double     diff2;       /* the first choice's on the same future */
} Candidate;

/* Plays @state to the end by the module's player. */
static void
play_on (CarcState *state,
         CarcRng   *rng)
{
  while (!carc_state_is_over (state))
    {
      CarcAction a;

      if (carc_state_rank_actions (state, rng, &a, NULL, 1) != 1 || carc_state_apply (state, &a) != CARC_OK)
        g_error ("the module's player chose no action the engine takes");
    }
}

/* The points the game gave from @start on: @me's own, or in a game won or
 * lost by everyone, the table's mean. */
static double
points_gained (CarcState   *state,
               const guint *start,
               guint        n_players,
               guint        me,
               gboolean     team)
{
  double sum = 0.0;

  if (!team)
    return (double) carc_state_get_score (state, me) - start[me];
  for (guint p = 0; p < n_players; p++)
    sum += (double) carc_state_get_score (state, p) - start[p];
  return sum / n_players;
}

static gboolean
is_team_outcome (CarcOutcome outcome)
{
  return outcome == CARC_OUTCOME_WON || outcome >= CARC_OUTCOME_LOST;
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
  gint64 deadline = params->ms > 0 ? g_get_monotonic_time () + (gint64) params->ms * 1000 : G_MAXINT64;
  CarcAction ranked[CANDIDATES];
  double values[CANDIDATES];
  Candidate candidates[CANDIDATES];
  guint start[CARC_MAX_PLAYERS];
  guint n_alive, played = 0, best = 0;
  gboolean team = FALSE, out_of_time = FALSE;
  CarcRng rng;

  carc_rng_init (&rng, params->seed);
  if (params->level == CARC_AI_NORMAL || carc_state_get_decision (state)->kind == CARC_DECISION_CHANCE)
    {
      if (carc_state_rank_actions (state, &rng, &result->action, NULL, 1) != 1)
        return FALSE;
      return TRUE;
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
    return TRUE;

  for (guint p = 0; p < n_players; p++)
    start[p] = carc_state_get_score (state, p);
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
          double results[CARC_MAX_PLAYERS], gained, reward;
          CarcRng future;

          carc_rng_init (&future, deal_seed);
          carc_state_redeal (copy, &future);
          if (carc_state_apply (copy, &candidates[i].action) != CARC_OK)
            g_error ("the engine refused an action it listed");
          play_on (copy, &future);
          carc_ai_results (copy, n_players, results);
          team = is_team_outcome (carc_state_get_outcome (copy));
          gained = points_gained (copy, start, n_players, me, team);
          reward = results[me] + POINT_WEIGHT * gained;
          carc_state_free (copy);
          candidates[i].n++;
          candidates[i].wins += results[me];
          candidates[i].points += gained;
          candidates[i].reward += reward;
          if (i == 0)
            first = reward;
          else
            {
              candidates[i].diff += reward - first;
              candidates[i].diff2 += (reward - first) * (reward - first);
            }
          played++;
          out_of_time = (params->playouts > 0 && played >= params->playouts)
                        || (params->ms > 0 && g_get_monotonic_time () >= deadline)
                        || (params->stop != NULL && g_atomic_int_get (params->stop));
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
  result->team = team;
  if (candidates[best].n > 0)
    {
      result->win_rate = candidates[best].wins / candidates[best].n;
      result->points = candidates[best].points / candidates[best].n;
    }
  /* What the module's player would do next in this turn. */
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
