/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Gold Mines (rules.md §1.8, tiles-mists-minis.md §B4).
 *
 * Order of a gold tile's turn: the tile, its two bars (one on it at once,
 * one on a placed neighbour of the player's choice, diagonals too), the
 * figure, the scoring, then the bars.  A completed feature's majority
 * claims the bars lying on its tiles (a monastery's: its tile and the 8
 * around it); when several players claim bars they take one at a time,
 * from the player whose turn it is on in turn order, each the bar the most
 * others claim too (docs/rules-decisions.md).  Bars left on the board at
 * the end are lost; farmers never claim any. */
#include "carc-gold.h"
#include "carc-feature-kind.h"

/* The published set's 8 tiles bring 16 bars; room for two sets. */
#define MAX_BARS 32

typedef struct
{
  guint8   held[CARC_MAX_PLAYERS];
  guint    n_bars;
  guint16  bar_tile[MAX_BARS];   /* the placed tile each bar lies on */
  guint8   claims[MAX_BARS];     /* bit p: player p claims it this turn */
  gboolean neighbour_due;        /* the second bar waits for its tile */
  gboolean claimed;              /* some bar is claimed this turn */
  /* claimed_tiles()' scratch, made at its first use and never copied:
   * features are completed every few turns. */
  GArray  *tiles;
} Gold;

static const char *const gold_tile_sets[] = { "gold-mines", NULL };
static const char *const gold_score_lines[] = { "gold", NULL };

static const CarcModuleAction gold_actions[] = {
  [CARC_GOLD_BAR] = { "gold-bar", CARC_TARGET_TILE },
  { NULL, CARC_TARGET_BUTTON },
};

static gpointer
gold_create (CarcState *state)
{
  return g_new0 (Gold, 1);
}

static gpointer
gold_copy (gconstpointer data)
{
  Gold *g = g_memdup2 (data, sizeof (Gold));

  g->tiles = NULL;
  return g;
}

static void
gold_destroy (gpointer data)
{
  Gold *g = data;

  g_clear_pointer (&g->tiles, g_array_unref);
  g_free (g);
}

static void
put_bar (Gold  *g,
         guint  tile)
{
  if (g->n_bars < MAX_BARS)
    {
      g->claims[g->n_bars] = 0;
      g->bar_tile[g->n_bars++] = tile;
    }
}

static void
gold_tile_placed (CarcState *state,
                  gpointer   data,
                  guint      placed)
{
  Gold *g = data;

  if (!carc_tile_type_has_symbol (carc_state_get_placed_type (state, placed, NULL), CARC_MARK ("gold")))
    return;
  put_bar (g, placed);
  g->neighbour_due = TRUE;
}

/* The face-up tiles around the tile just placed, diagonals too, row by
 * row from the north-west: each a gold bar's place for @module in
 * @actions, or with @actions NULL only whether there is one. */
static gboolean
face_up_neighbours (CarcState *state,
                    guint      module,
                    GArray    *actions)
{
  CarcPlacedTile placed;
  gboolean found = FALSE;

  carc_state_get_tile (state, carc_state_get_last_placed (state), &placed);
  for (gint j = -1; j <= 1; j++)
    for (gint i = -1; i <= 1; i++)
      {
        gint t = carc_state_tile_at (state, placed.x + i, placed.y + j);
        CarcPlacedTile neighbour;
        CarcAction a = { .kind = CARC_ACTION_MODULE, .module = module, .choice = CARC_GOLD_BAR,
                         .x = placed.x + i, .y = placed.y + j };

        if ((i == 0 && j == 0) || t < 0)
          continue;
        carc_state_get_tile (state, t, &neighbour);
        if (neighbour.face_down)
          continue;
        if (actions == NULL)
          return TRUE;
        g_array_append_val (actions, a);
        found = TRUE;
      }
  return found;
}

static void
gold_list_actions (CarcState *state,
                   gpointer   data,
                   GArray    *actions)
{
  face_up_neighbours (state, carc_state_get_decision (state)->module, actions);
}

static gboolean
gold_pending_decision (CarcState    *state,
                       gpointer      data,
                       CarcDecision *decision)
{
  Gold *g = data;

  if (!g->neighbour_due)
    return FALSE;
  /* No placed neighbour face up (around a cooperative game's face-down
   * tiles): the second bar stays in the box. */
  if (!face_up_neighbours (state, 0, NULL))
    {
      g->neighbour_due = FALSE;
      return FALSE;
    }
  decision->choice_kind = CARC_GOLD_BAR;
  return TRUE;
}

/* The core accepts only a listed action. */
static CarcError
gold_apply (CarcState        *state,
            gpointer          data,
            const CarcAction *action)
{
  Gold *g = data;

  put_bar (g, carc_state_tile_at (state, action->x, action->y));
  g->neighbour_due = FALSE;
  return CARC_OK;
}

/* The tiles whose bars a completed feature's majority claims, into
 * @tiles, empty. */
static void
claimed_tiles (CarcState *state,
               guint32    feature,
               GArray    *tiles)
{
  CarcFeatureInfo info;

  carc_state_feature_info (state, feature, &info);
  if (carc_feature_kind_get (info.kind)->scored == CARC_SCORED_AS_MONASTERY)
    {
      CarcPlacedTile centre;

      /* Its own tile first, then those around it in its place. */
      carc_state_feature_tiles (state, feature, tiles);
      carc_state_get_tile (state, g_array_index (tiles, guint, 0), &centre);
      g_array_set_size (tiles, 0);
      for (gint j = -1; j <= 1; j++)
        for (gint i = -1; i <= 1; i++)
          {
            gint t = carc_state_tile_at (state, centre.x + i, centre.y + j);

            if (t >= 0)
              g_array_append_val (tiles, t);
          }
    }
  else
    carc_state_feature_tiles (state, feature, tiles);
}

/* A feature is completed: its majority claims the bars on its tiles,
 * taken once the turn is scored.  The core scores it as usual. */
static gboolean
gold_feature_completed (CarcState *state,
                        gpointer   data,
                        guint32    feature)
{
  Gold *g = data;
  GArray *tiles;
  CarcFeatureInfo info;

  carc_state_feature_info (state, feature, &info);
  if (info.winners == 0 || g->n_bars == 0)
    return FALSE;
  if (g->tiles == NULL)
    g->tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  tiles = g->tiles;
  g_array_set_size (tiles, 0);
  claimed_tiles (state, feature, tiles);
  for (guint b = 0; b < g->n_bars; b++)
    for (guint i = 0; i < tiles->len; i++)
      if (g->bar_tile[b] == g_array_index (tiles, guint, i))
        {
          g->claims[b] |= info.winners;
          g->claimed = TRUE;
        }
  return FALSE;
}

/* The claimed bars are taken one at a time, from the player whose turn
 * it is on in turn order; each takes the bar the most others claim too,
 * so that nobody loses a bar he could have had to a choice. */
static void
gold_turn_scored (CarcState *state,
                  gpointer   data)
{
  Gold *g = data;
  guint n = carc_setup_get_n_players (carc_state_get_setup (state));
  guint first = carc_state_get_decision (state)->player;
  gboolean taken = TRUE;

  /* Most turns claim nothing: the bars are not looked at. */
  if (!g->claimed)
    return;
  g->claimed = FALSE;
  while (taken)
    {
      taken = FALSE;
      for (guint k = 0; k < n; k++)
        {
          guint p = (first + k) % n;
          gint best = -1;

          for (guint b = 0; b < g->n_bars; b++)
            if ((g->claims[b] & (1u << p))
                && (best < 0 || __builtin_popcount (g->claims[b]) > __builtin_popcount (g->claims[best])))
              best = b;
          if (best < 0)
            continue;
          g->held[p]++;
          g->n_bars--;
          g->bar_tile[best] = g->bar_tile[g->n_bars];
          g->claims[best] = g->claims[g->n_bars];
          taken = TRUE;
        }
    }
  for (guint b = 0; b < g->n_bars; b++)
    g->claims[b] = 0;
}

guint
carc_gold_bar_value (guint held)
{
  return held == 0 ? 0 : held <= 3 ? 1 : held <= 6 ? 2 : held <= 9 ? 3 : 4;
}

static void
gold_final_scoring (CarcState *state,
                    gpointer   data)
{
  Gold *g = data;
  gint line = carc_state_find_score_category (state, "gold");

  for (guint p = 0; p < carc_setup_get_n_players (carc_state_get_setup (state)); p++)
    if (g->held[p] > 0)
      {
        CarcPointsChange change = { p, line, CARC_NO_FEATURE, TRUE };

        carc_state_award_points (state, &change, g->held[p] * carc_gold_bar_value (g->held[p]));
      }
}

static void
gold_dump (CarcState *state,
           gpointer   data,
           GString   *out)
{
  Gold *g = data;

  g_string_append_printf (out, "gold due %d held", g->neighbour_due);
  for (guint p = 0; p < carc_setup_get_n_players (carc_state_get_setup (state)); p++)
    g_string_append_printf (out, " %u", g->held[p]);
  g_string_append (out, " bars");
  for (guint b = 0; b < g->n_bars; b++)
    g_string_append_printf (out, " %u", g->bar_tile[b]);
  g_string_append_c (out, '\n');
}

static const CarcRulesModule gold_module = {
  .id = CARC_GOLD_MODULE,
  .tile_sets = gold_tile_sets,
  .score_lines = gold_score_lines,
  .actions = gold_actions,
  .create = gold_create,
  .destroy = gold_destroy,
  .copy = gold_copy,
  .tile_placed = gold_tile_placed,
  .pending_decision = gold_pending_decision,
  .list_actions = gold_list_actions,
  .apply = gold_apply,
  .feature_completed = gold_feature_completed,
  .turn_scored = gold_turn_scored,
  .final_scoring = gold_final_scoring,
  .dump = gold_dump,
};

const CarcRulesModule *
carc_gold_get_module (void)
{
  return &gold_module;
}

guint
carc_gold_get_bars_on (const CarcState *state,
                       guint            tile)
{
  Gold *g = carc_state_get_module_data (state, CARC_GOLD_MODULE);
  guint n = 0;

  for (guint b = 0; g != NULL && b < g->n_bars; b++)
    n += g->bar_tile[b] == tile;
  return n;
}

guint
carc_gold_get_held (const CarcState *state,
                    guint            player)
{
  Gold *g = carc_state_get_module_data (state, CARC_GOLD_MODULE);

  return g != NULL && player < CARC_MAX_PLAYERS ? g->held[player] : 0;
}
