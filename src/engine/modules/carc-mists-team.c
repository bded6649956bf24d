/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-mists-team.h"

/* What a position is worth to the team. */
static double
worth (CarcState *state)
{
  double ghosts = 0;

  switch (carc_state_get_outcome (state))
    {
    case CARC_OUTCOME_WON:
      return 1e9;
    case CARC_OUTCOME_LOST_NO_GHOSTS:
    case CARC_OUTCOME_LOST_NO_TILES:
      return -1e9;
    case CARC_OUTCOME_NONE:
    case CARC_OUTCOME_FINISHED:
    default:
      break;
    }
  for (guint t = 0; t < carc_state_get_n_tiles (state); t++)
    ghosts += carc_mists_get_ghosts (state, t);
  /* A ghost on the board is a step towards defeat; guards in the supply
   * are future points. */
  return 10.0 * carc_mists_get_score (state) - 6.0 * ghosts
         + 1.0 * carc_state_get_supply (state, carc_state_get_player (state), CARC_FIGURE_MEEPLE);
}

/* Plays the rest of the turn on @state the simple way: no figure, score
 * every completed feature, the first answer to anything else. */
static void
finish_turn (CarcState *state,
             GArray    *actions)
{
  guint turn = carc_state_get_turn (state);

  while (!carc_state_is_over (state) && carc_state_get_turn (state) == turn
         && carc_state_get_decision (state)->kind != CARC_DECISION_PLACE_TILE)
    {
      carc_state_list_actions (state, actions);
      if (actions->len == 0)
        return;
      /* The skip of the figure step is listed last. */
      if (carc_state_get_decision (state)->kind == CARC_DECISION_PLACE_FIGURE)
        carc_state_apply (state, &g_array_index (actions, CarcAction, actions->len - 1));
      else
        carc_state_apply (state, &g_array_index (actions, CarcAction, 0));
    }
}

void
carc_mists_team_choose (CarcState  *state,
                        CarcRng    *rng,
                        CarcAction *action)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  const CarcDecision *d = carc_state_get_decision (state);
  double best = -G_MAXDOUBLE;
  guint n_best = 0;

  carc_state_list_actions (state, actions);
  g_return_if_fail (actions->len > 0);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);
      CarcState *copy = carc_state_copy (state);
      double value;

      carc_state_apply (copy, a);
      finish_turn (copy, scratch);
      value = worth (copy);
      /* Guards are how points are made: place one on a road, city or castle
       * while the supply lasts. */
      if (d->kind == CARC_DECISION_PLACE_FIGURE && a->kind == CARC_ACTION_PLACE_FIGURE)
        value += carc_state_get_supply (state, d->player, CARC_FIGURE_MEEPLE) > 1 ? 8 : -4;
      carc_state_free (copy);

      /* Ties are broken at random, uniformly (reservoir sampling). */
      if (value > best + 1e-9)
        {
          best = value;
          n_best = 1;
          *action = *a;
        }
      else if (value > best - 1e-9 && carc_rng_range (rng, ++n_best) == 0)
        *action = *a;
    }
}
