/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-mists-team.h"

/* The weights of worth(), tuned with `carcassonne-cli mists-report`
 * (docs/mists-difficulty.md). */
#define PROSPECT_WEIGHT 0.6     /* of what a standing guard may still bring */
#define GAP_COST 2.0            /* per empty cell around an open cemetery */
#define GAP_COST_HAUNTED 10.0   /* the same around a haunted one */

/* Whether a tile of the guard's feature has a face-down neighbour: such a
 * feature can never be completed (roughly: the neighbour may border another
 * part of the tile). */
static gboolean
touches_face_down (CarcState            *state,
                   const CarcFigureInfo *figure)
{
  static const gint dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  g_autoptr(GArray) tiles = NULL;

  if (carc_mists_get_level (state) < 5)
    return FALSE;
  tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  carc_state_feature_tiles (state, carc_state_find_feature (state, figure->tile, figure->segment), tiles);
  for (guint i = 0; i < tiles->len; i++)
    {
      CarcPlacedTile t;

      carc_state_get_tile (state, g_array_index (tiles, guint, i), &t);
      for (guint d = 0; d < 4; d++)
        {
          gint n = carc_state_tile_at (state, t.x + dx[d], t.y + dy[d]);
          CarcPlacedTile nt;

          if (n < 0)
            continue;
          carc_state_get_tile (state, n, &nt);
          if (nt.face_down)
            return TRUE;
        }
    }
  return FALSE;
}

/* Points a standing guard may still bring: what its unfinished feature
 * would score now, discounted by the open edges still to close (a castle:
 * by its empty neighbours). */
static double
prospect (CarcState            *state,
          const CarcFigureInfo *figure)
{
  CarcFeatureInfo info;
  CarcPlacedTile tile;
  guint empty = 0;

  if (!carc_state_get_feature (state, figure->tile, figure->segment, &info) || info.complete
      || (info.kind != CARC_FEATURE_CASTLE && touches_face_down (state, figure)))
    return 0;
  switch (info.kind)
    {
    case CARC_FEATURE_ROAD:
      return info.tiles / (1.0 + 0.5 * info.open);
    case CARC_FEATURE_CITY:
      return 2.0 * (info.tiles + info.arms) / (1.0 + 0.5 * info.open);
    case CARC_FEATURE_CASTLE:
      carc_state_get_tile (state, figure->tile, &tile);
      for (gint dx = -1; dx <= 1; dx++)
        for (gint dy = -1; dy <= 1; dy++)
          empty += carc_state_tile_at (state, tile.x + dx, tile.y + dy) < 0;
      return 8.0 / (1.0 + 0.5 * empty);
    case CARC_FEATURE_FIELD:
    case CARC_FEATURE_MONASTERY:
    case CARC_FEATURE_RIVER:
    case CARC_FEATURE_MIST:
    case CARC_FEATURE_CEMETERY:
    case CARC_FEATURE_GARDEN:
    default:
      return 0;
    }
}

/* The next score every colour must reach in level 6: a waiting hound's
 * space, else the goal. */
static double
next_target (CarcState *state)
{
  guint target = carc_mists_get_goal (state);

  for (guint h = 0; h < 2; h++)
    {
      guint threshold;

      if (carc_mists_get_hound (state, h, &threshold, NULL) == CARC_MISTS_HOUND_WAITING)
        target = MIN (target, threshold);
    }
  return target;
}

/* What a position is worth to the team. */
static double
worth (CarcState *state)
{
  guint colours = carc_setup_get_n_players (carc_state_get_setup (state));
  guint level = carc_mists_get_level (state);
  double expected[CARC_MAX_PLAYERS] = { 0 };
  double ghosts = 0, points = 0, ghost_cost, gaps, target;

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

  /* Each colour's points, and what its standing guards may still bring. */
  for (guint c = 0; c < colours; c++)
    expected[c] = carc_state_get_score (state, c);
  for (guint f = 0; f < carc_state_get_n_figures (state); f++)
    {
      CarcFigureInfo figure;

      carc_state_get_figure (state, f, &figure);
      expected[figure.player] += PROSPECT_WEIGHT * prospect (state, &figure);
    }
  /* Level 6 is won by the weakest colour: points above the next mark
   * every colour must reach count for little. */
  target = level == 6 ? next_target (state) : G_MAXDOUBLE;
  for (guint c = 0; c < colours; c++)
    points += MIN (expected[c], target) + 0.2 * MAX (0, expected[c] - target);

  /* A ghost on the board is a step towards defeat, the more so the
   * emptier the bank. */
  ghost_cost = 6.0 + 40.0 / (1.0 + carc_mists_get_bank (state));
  /* An open haunted cemetery costs a tile of the pile every turn; an open
   * cemetery of levels 2–4 gathers ghosts. */
  gaps = carc_mists_count_cemetery_gaps (state) * (level >= 5 ? GAP_COST_HAUNTED : GAP_COST);
  return 10.0 * points - ghost_cost * ghosts - gaps
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

/* What the rest of the turn is worth: a placed tile is judged with the
 * best guard it could take (or none), the rest of the turn played simply. */
static double
worth_of_turn (CarcState *state,
               GArray    *scratch)
{
  g_autoptr(GArray) figures = NULL;
  double best = -G_MAXDOUBLE;

  if (carc_state_is_over (state) || carc_state_get_decision (state)->kind != CARC_DECISION_PLACE_FIGURE)
    {
      finish_turn (state, scratch);
      return worth (state);
    }
  figures = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  carc_state_list_actions (state, figures);
  for (guint i = 0; i < figures->len; i++)
    {
      CarcState *copy = carc_state_copy (state);

      carc_state_apply (copy, &g_array_index (figures, CarcAction, i));
      finish_turn (copy, scratch);
      best = MAX (best, worth (copy));
      carc_state_free (copy);
    }
  return best;
}

void
carc_mists_team_choose (CarcState  *state,
                        CarcRng    *rng,
                        CarcAction *action)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CarcAction));
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
      value = worth_of_turn (copy, scratch);
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

typedef struct
{
  CarcState *state;
  double     value;
} Line;

static gint
by_value (gconstpointer a,
          gconstpointer b)
{
  double va = ((const Line *) a)->value, vb = ((const Line *) b)->value;

  return va < vb ? 1 : va > vb ? -1 : 0;
}

static void
clear_line (gpointer data)
{
  carc_state_free (((Line *) data)->state);
}

/* Searches the level's game from @state, turn by turn, keeping the @width
 * best positions (each tile placed every legal way, with every guard or
 * none; the rest of each turn played simply).  The copies draw the tiles
 * the real game would draw, so this asks whether the deal can be won by a
 * team that knew the order of the pile: a bound on the level's difficulty,
 * not a way to play. */
CarcOutcome
carc_mists_team_search (CarcState *state,
                        guint      width)
{
  g_autoptr(GArray) beam = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) figures = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcOutcome outcome = CARC_OUTCOME_NONE;

  g_array_set_clear_func (beam, clear_line);
  {
    Line start = { carc_state_copy (state), 0 };

    finish_turn (start.state, scratch);
    g_array_append_val (beam, start);
  }
  while (outcome == CARC_OUTCOME_NONE && beam->len > 0)
    {
      outcome = CARC_OUTCOME_LOST_NO_TILES;
      for (guint b = 0; b < beam->len; b++)
        {
          CarcState *from = g_array_index (beam, Line, b).state;

          carc_state_list_actions (from, placements);
          for (guint i = 0; i < placements->len; i++)
            {
              CarcState *placed = carc_state_copy (from);

              carc_state_apply (placed, &g_array_index (placements, CarcAction, i));
              if (carc_state_is_over (placed) || carc_state_get_decision (placed)->kind != CARC_DECISION_PLACE_FIGURE)
                {
                  Line l = { placed, 0 };

                  finish_turn (placed, scratch);
                  l.value = worth (placed);
                  g_array_append_val (next, l);
                  continue;
                }
              carc_state_list_actions (placed, figures);
              for (guint f = 0; f < figures->len; f++)
                {
                  Line l = { carc_state_copy (placed), 0 };

                  carc_state_apply (l.state, &g_array_index (figures, CarcAction, f));
                  finish_turn (l.state, scratch);
                  l.value = worth (l.state);
                  g_array_append_val (next, l);
                }
              carc_state_free (placed);
            }
        }
      g_array_sort (next, by_value);
      g_array_set_size (beam, 0);
      for (guint i = 0; i < next->len; i++)
        {
          Line *l = &g_array_index (next, Line, i);

          if (carc_state_get_outcome (l->state) == CARC_OUTCOME_WON)
            outcome = CARC_OUTCOME_WON;
          if (beam->len < width && !carc_state_is_over (l->state))
            {
              g_array_append_val (beam, *l);
              l->state = NULL;
            }
        }
      for (guint i = 0; i < next->len; i++)
        if (g_array_index (next, Line, i).state != NULL)
          carc_state_free (g_array_index (next, Line, i).state);
      g_array_set_size (next, 0);
      if (outcome != CARC_OUTCOME_WON && beam->len > 0)
        outcome = CARC_OUTCOME_NONE;
    }
  return outcome;
}
