/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Robbers (rules.md §1.8, tiles-mists-minis.md §B6).
 *
 * After a robber tile is placed (before the figure), its player may put
 * his robber on a space of the score track where one of another player's
 * scoring figures stands, or move it there if it stands on the track already;
 * then the next player in turn order whose robber is still in his supply
 * may do the same.  Points a figure on a robber's space is about to get
 * (each feature's on its own, in the final scoring too) give the robber's
 * owner half of them, rounded up, as robbed points, and the robber goes
 * home; the robbed player keeps all of his.  Robbed points are never
 * robbed: a robber by a figure that gets them moves along with it.  A
 * robber never robs its owner, and several robbers on one space all rob
 * (docs/rules-decisions.md). */
#include "carc-robbers.h"

#include <string.h>

typedef struct
{
  gint8 space[CARC_MAX_PLAYERS];   /* each player's robber, -1 in the supply */
  gint8 asking;                    /* who may place a robber now, -1: nobody */
  gint8 second;                    /* whether the next player is asked already */
  gint8 line;                      /* the robbers' score line, found when the state is made:
                                    * points move at every scoring */
} Robbers;

static const char *const robbers_tile_sets[] = { "robbers", NULL };
static const char *const robbers_score_lines[] = { "robbers", NULL };

static const CarcModuleAction robbers_actions[] = {
  [CARC_ROBBERS_PLACE] = { "robber", CARC_TARGET_PLAYER },
  [CARC_ROBBERS_PASS] = { "no-robber", CARC_TARGET_BUTTON },
  { NULL, CARC_TARGET_BUTTON },
};

static guint
n_players (const CarcState *state)
{
  return carc_setup_get_n_players (carc_state_get_setup ((CarcState *) state));
}

guint
carc_robbers_figure_space (const CarcState *state,
                           guint            player,
                           guint            figure)
{
  return carc_state_get_score_figure (state, player, figure) % CARC_SCORE_TRACK_SPACES;
}

static gpointer
robbers_create (CarcState *state)
{
  Robbers *r = g_new0 (Robbers, 1);

  memset (r->space, -1, sizeof r->space);
  r->asking = -1;
  r->line = carc_state_find_score_category (state, "robbers");
  return r;
}

static gpointer
robbers_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Robbers));
}

static void
robbers_tile_placed (CarcState *state,
                     gpointer   data,
                     guint      placed)
{
  Robbers *r = data;

  if (!carc_tile_type_has_symbol (carc_state_get_placed_type (state, placed, NULL), CARC_MARK ("robber")))
    return;
  r->asking = carc_state_get_decision (state)->player;
  r->second = FALSE;
}

static gboolean
robbers_pending_decision (CarcState    *state,
                          gpointer      data,
                          CarcDecision *decision)
{
  Robbers *r = data;

  if (r->asking < 0)
    return FALSE;
  decision->acting = r->asking;
  decision->choice_kind = CARC_ROBBERS_PLACE;
  return TRUE;
}

/* A robber may go by each scoring figure of the other players (players
 * on one space give the same place, each named; a player's figures on
 * one space are named once), but where it stands; or stay where it is. */
static void
robbers_list_actions (CarcState *state,
                      gpointer   data,
                      GArray    *actions)
{
  Robbers *r = data;
  const CarcDecision *d = carc_state_get_decision (state);
  guint n = n_players (state);
  CarcAction pass = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_ROBBERS_PASS };

  for (guint k = 1; k < n; k++)
    for (guint f = 0; f < carc_state_get_n_score_figures (state); f++)
      {
        guint q = (r->asking + k) % n;
        guint space = carc_robbers_figure_space (state, q, f);
        CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_ROBBERS_PLACE,
                         .value = carc_robbers_target (q, f) };

        if ((gint) space != r->space[r->asking] && (f == 0 || space != carc_robbers_figure_space (state, q, 0)))
          g_array_append_val (actions, a);
      }
  g_array_append_val (actions, pass);
}

/* The core accepts only a listed action.  After the tile's player, the
 * next player in turn order whose robber is in his supply is asked. */
static CarcError
robbers_apply (CarcState        *state,
               gpointer          data,
               const CarcAction *action)
{
  Robbers *r = data;
  guint n = n_players (state);
  guint player = carc_state_get_decision (state)->player;

  if (action->choice == CARC_ROBBERS_PLACE)
    r->space[r->asking] = carc_robbers_figure_space (state, carc_robbers_target_player (action->value),
                                                     carc_robbers_target_figure (action->value));
  if (r->second)
    {
      r->asking = -1;
      return CARC_OK;
    }
  r->second = TRUE;
  r->asking = -1;
  for (guint k = 1; k < n && r->asking < 0; k++)
    if (r->space[(player + k) % n] < 0)
      r->asking = (player + k) % n;
  return CARC_OK;
}

/* Points for the figure on a robber's space: half of them, rounded up,
 * to the robber's owner, and the robber goes home; robbed points move the
 * robbers there along with the figure. */
static guint
robbers_points_changed (CarcState              *state,
                        gpointer                data,
                        const CarcPointsChange *change,
                        guint                   points)
{
  Robbers *r = data;
  gint line = r->line;
  gint space = carc_robbers_figure_space (state, change->player, change->figure);
  gboolean robbed = (gint) change->category == line;
  /* Bounded by the array as well, which the compiler cannot know of
   * n_players(). */
  guint n = MIN (n_players (state), CARC_MAX_PLAYERS);
  guint owners = 0;

  if (points == 0)
    return points;
  for (guint o = 0; o < n; o++)
    if (o != change->player && r->space[o] == space)
      owners |= 1u << o;
  for (guint o = 0; owners != 0 && o < n; o++)
    if (owners & (1u << o))
      {
        if (robbed)
          r->space[o] = (space + points) % CARC_SCORE_TRACK_SPACES;
        else
          {
            CarcPointsChange take = { o, line, change->feature, change->final, 0 };

            r->space[o] = -1;
            carc_state_award_points (state, &take, (points + 1) / 2);
          }
      }
  return points;
}

static void
robbers_dump (CarcState *state,
              gpointer   data,
              GString   *out)
{
  Robbers *r = data;

  g_string_append_printf (out, "robbers asking %d/%d spaces", r->asking, r->second);
  for (guint p = 0; p < n_players (state); p++)
    g_string_append_printf (out, " %d", r->space[p]);
  g_string_append_c (out, '\n');
}

static const CarcRulesModule robbers_module = {
  .id = CARC_ROBBERS_MODULE,
  .tile_sets = robbers_tile_sets,
  .score_lines = robbers_score_lines,
  .actions = robbers_actions,
  .create = robbers_create,
  .destroy = g_free,
  .copy = robbers_copy,
  .tile_placed = robbers_tile_placed,
  .pending_decision = robbers_pending_decision,
  .list_actions = robbers_list_actions,
  .apply = robbers_apply,
  .points_changed = robbers_points_changed,
  .dump = robbers_dump,
};

const CarcRulesModule *
carc_robbers_get_module (void)
{
  return &robbers_module;
}

gint
carc_robbers_get_space (const CarcState *state,
                        guint            player)
{
  Robbers *r = carc_state_get_module_data (state, CARC_ROBBERS_MODULE);

  return r != NULL && player < CARC_MAX_PLAYERS ? r->space[player] : -1;
}
