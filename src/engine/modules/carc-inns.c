/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Inns & Cathedrals (rules.md §1.6, tiles-classic.md §3).
 *
 * The set's 18 tiles join the deal.  Each player has one big meeple,
 * placed wherever a meeple may go (on a road, a city, a monastery or a
 * field): it counts 2 for the majority on its feature, and a player's
 * points are the same however many figures they have there.  A road with
 * an inn scores 2 a tile when completed and nothing at the end of the
 * game; a city with a cathedral 3 a tile and 3 a coat of arms when
 * completed, and nothing at the end.  The 6th colour is the core's
 * (2 to 6 players). */
#include "carc-inns.h"

static const char *const inns_tile_sets[] = { "inns-cathedrals", NULL };

static const CarcFigureKind inns_figure_kinds[] = {
  { "big-meeple", 2, 1 },
  { NULL, 0, 0 },
};

/* Resolved once, when the state is made, so that no question of a turn
 * compares names: the big meeple's kind and the module's score lines. */
typedef struct
{
  gint big;
  gint inn_line;
  gint cathedral_line;
  /* feature_has()' scratch, made at its first use and never copied: every
   * road and city scored is asked about twice. */
  GArray *pairs;
} Inns;

static gpointer
inns_create (CarcState *state)
{
  Inns *inns = g_new0 (Inns, 1);

  inns->big = carc_state_find_figure_kind (state, "big-meeple");
  inns->inn_line = carc_state_find_score_category (state, "inn");
  inns->cathedral_line = carc_state_find_score_category (state, "cathedral");
  return inns;
}

static gpointer
inns_copy (gconstpointer data)
{
  Inns *inns = g_memdup2 (data, sizeof (Inns));

  inns->pairs = NULL;
  return inns;
}

static void
inns_destroy (gpointer data)
{
  Inns *inns = data;

  g_clear_pointer (&inns->pairs, g_array_unref);
  g_free (inns);
}

/* Whether a segment of @feature prints @mark (an inn, a cathedral). */
static gboolean
feature_has (CarcState *state,
             Inns      *inns,
             guint32    feature,
             guint      mark)
{
  GArray *pairs;

  if (inns->pairs == NULL)
    inns->pairs = g_array_new (FALSE, FALSE, sizeof (guint));
  pairs = inns->pairs;
  g_array_set_size (pairs, 0);
  carc_state_feature_segments (state, feature, pairs);
  for (guint i = 0; i < pairs->len; i += 2)
    {
      const CarcTileType *type = carc_state_get_placed_type (state, g_array_index (pairs, guint, i), NULL);

      if (carc_segment_has_mark (&type->segments[g_array_index (pairs, guint, i + 1)], mark))
        return TRUE;
    }
  return FALSE;
}

typedef enum
{
  NO_BUILDING,
  INN,
  CATHEDRAL,
} Building;

/* The building that changes how @feature scores: an inn on a road, a
 * cathedral in a city (marks the set's tiles print). */
static Building
feature_building (CarcState             *state,
                  Inns                  *inns,
                  const CarcFeatureInfo *feature)
{
  if (feature->kind == CARC_FEATURE_ROAD && feature_has (state, inns, feature->id, CARC_MARK ("inn")))
    return INN;
  if (feature->kind == CARC_FEATURE_CITY && feature_has (state, inns, feature->id, CARC_MARK ("cathedral")))
    return CATHEDRAL;
  return NO_BUILDING;
}

static guint
inns_feature_points (CarcState             *state,
                     gpointer               data,
                     const CarcFeatureInfo *feature,
                     gboolean               final,
                     guint                  player,
                     guint                  points)
{
  switch (feature_building (state, data, feature))
    {
    case INN:
      return feature->complete ? 2 * feature->tiles : 0;
    case CATHEDRAL:
      return feature->complete ? 3 * feature->tiles + 3 * feature->arms : 0;
    case NO_BUILDING:
    default:
      return points;
    }
}

/* A road with an inn and a city with a cathedral are their own lines of
 * the breakdown. */
static guint
inns_score_line (CarcState             *state,
                 gpointer               data,
                 const CarcFeatureInfo *feature,
                 gboolean               final,
                 guint                  category)
{
  Inns *inns = data;

  switch (feature_building (state, inns, feature))
    {
    case INN:
      return inns->inn_line;
    case CATHEDRAL:
      return inns->cathedral_line;
    case NO_BUILDING:
    default:
      return category;
    }
}

/* The big meeple: wherever a meeple may go on the tile just placed,
 * while the player still has it. */
static void
inns_list_figure_options (CarcState *state,
                          gpointer   data,
                          GArray    *actions)
{
  gint big = ((const Inns *) data)->big;
  const CarcDecision *d = carc_state_get_decision (state);
  CarcPlacedTile tile;
  const CarcTileType *type;

  if (big < 0 || carc_state_get_supply (state, d->player, big) == 0)
    return;
  type = carc_state_get_placed_type (state, carc_state_get_last_placed (state), &tile);
  for (guint s = 0; s < type->n_segments; s++)
    if (carc_state_figure_may_stand (state, s))
      {
        CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = s, .figure = big, .x = tile.x, .y = tile.y };

        g_array_append_val (actions, a);
      }
}

static CarcError
inns_place_figure (CarcState        *state,
                   gpointer          data,
                   const CarcAction *action)
{
  gint big = ((const Inns *) data)->big;
  const CarcDecision *d = carc_state_get_decision (state);

  if (big < 0 || action->figure != (guint) big || action->choice != 0
      || carc_state_get_supply (state, d->player, big) == 0 || !carc_state_figure_may_stand (state, action->segment))
    return CARC_ERROR_FIGURE_NOT_ALLOWED;
  carc_state_put_figure (state, big, d->player, carc_state_get_last_placed (state), action->segment);
  return CARC_OK;
}

static const char *const inns_score_lines[] = { "inn", "cathedral", NULL };

static const CarcRulesModule inns_module = {
  .id = CARC_INNS_MODULE,
  .tile_sets = inns_tile_sets,
  .figure_kinds = inns_figure_kinds,
  .score_lines = inns_score_lines,
  .create = inns_create,
  .destroy = inns_destroy,
  .copy = inns_copy,
  .feature_points = inns_feature_points,
  .score_line = inns_score_line,
  .list_figure_options = inns_list_figure_options,
  .place_figure = inns_place_figure,
};

const CarcRulesModule *
carc_inns_get_module (void)
{
  return &inns_module;
}
