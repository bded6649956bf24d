/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mage & Witch (rules.md §1.8, tiles-mists-minis.md §B5).
 *
 * After a magic tile is placed (before the figure), its player chooses
 * the mage or the witch, then where it goes: onto an unfinished road or
 * city (by its segment on the newest of its tiles), put there for the
 * first time or moved from the feature it stood on, never onto the
 * other's feature.  When neither
 * can go anywhere, one of them leaves the board.  When a tile joins the
 * features the two stand on, the turn's player moves one of them away
 * before the scoring.  A completed road or city scores 1 more a tile with
 * the mage, half (rounded up) with the witch, and so does an unfinished
 * one at the end; the figure then leaves the board, and so it does when
 * its feature is completed with nobody to score it. */
#include "carc-magic.h"
#include "carc-feature-kind.h"

typedef enum
{
  STEP_NONE = 0,
  STEP_FIGURE,     /* a magic tile wants a figure placed or moved */
  STEP_WHERE,      /* the figure is chosen */
} Step;

typedef struct
{
  guint8 step;
  guint8 chosen;     /* CarcMagicFigure, in STEP_WHERE */
  /* Where each figure stands (tile -1: off the board), kept for the
   * scoring's many questions; checked against the board after each turn's
   * scoring, which takes them away with a scored feature's figures. */
  gint16 tile[CARC_MAGIC_N_FIGURES];
  guint8 segment[CARC_MAGIC_N_FIGURES];
} Magic;

static const char *const magic_tile_sets[] = { "mage-witch", NULL };
static const char *const figure_ids[CARC_MAGIC_N_FIGURES] = { "mage", "witch" };

static const CarcFigureKind magic_figure_kinds[] = {
  { "mage", 0, 0 },
  { "witch", 0, 0 },
  { NULL, 0, 0 },
};

static const CarcModuleAction magic_actions[] = {
  [CARC_MAGIC_CHOOSE] = { "magic-figure", CARC_TARGET_BUTTON },
  [CARC_MAGIC_PLACE] = { "magic-place", CARC_TARGET_SEGMENT },
  [CARC_MAGIC_REMOVE] = { "magic-remove", CARC_TARGET_BUTTON },
  { NULL, CARC_TARGET_BUTTON },
};

static gpointer
magic_create (CarcState *state)
{
  Magic *m = g_new0 (Magic, 1);

  m->tile[CARC_MAGIC_MAGE] = m->tile[CARC_MAGIC_WITCH] = -1;
  return m;
}

static gpointer
magic_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Magic));
}

gint
carc_magic_find (CarcState       *state,
                 CarcMagicFigure  figure)
{
  gint kind = carc_state_find_figure_kind (state, figure_ids[figure]);

  for (guint i = 0; kind >= 0 && i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      if (f.figure == (guint) kind)
        return i;
    }
  return -1;
}

/* The feature @figure stands on, or CARC_NO_FEATURE. */
static guint32
feature_of (CarcState       *state,
            CarcMagicFigure  figure)
{
  Magic *m = carc_state_get_module_data (state, CARC_MAGIC_MODULE);

  if (m->tile[figure] < 0)
    return CARC_NO_FEATURE;
  return carc_state_find_feature (state, m->tile[figure], m->segment[figure]);
}

/* Where the figures stand, read again from the board. */
static void
find_figures (CarcState *state,
              Magic     *m)
{
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES; f++)
    {
      gint index = carc_magic_find (state, f);
      CarcFigureInfo info;

      m->tile[f] = -1;
      if (index < 0)
        continue;
      carc_state_get_figure (state, index, &info);
      m->tile[f] = info.tile;
      m->segment[f] = info.segment;
    }
}

static gboolean
is_road_or_city (guint kind)
{
  guint scored = carc_feature_kind_get (kind)->scored;

  return scored == CARC_SCORED_AS_ROAD || scored == CARC_SCORED_AS_CITY;
}

/* Appends (when @actions is not NULL) the places @figure may go to: each
 * unfinished road or city but the other's and the one it leaves, once,
 * by its segment on the newest of its tiles (where the play is); returns
 * how many (with @actions NULL: 1 as soon as there is one). */
static guint
list_places (CarcState       *state,
             guint            module,
             CarcMagicFigure  figure,
             GArray          *actions)
{
  CarcTileSet *set = carc_setup_get_tile_set (carc_state_get_setup (state));
  guint32 own = feature_of (state, figure), other = feature_of (state, !figure);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  guint n = 0;

  for (guint t = carc_state_get_n_tiles (state); t-- > 0;)
    {
      CarcPlacedTile placed;
      const CarcTileType *type;

      carc_state_get_tile (state, t, &placed);
      if (placed.face_down)
        continue;
      type = carc_tile_set_get_type (set, placed.type);
      for (guint s = 0; s < type->n_segments; s++)
        {
          guint32 feature;

          if (!is_road_or_city (type->segments[s].kind))
            continue;
          feature = carc_state_find_feature (state, t, s);
          if (feature == own || feature == other || !g_hash_table_add (seen, GUINT_TO_POINTER (feature + 1))
              || carc_state_feature_complete (state, feature))
            continue;
          n++;
          if (actions == NULL)
            return n;
          {
            CarcAction a = { .kind = CARC_ACTION_MODULE, .module = module, .choice = CARC_MAGIC_PLACE,
                             .x = placed.x, .y = placed.y, .segment = s, .value = figure };

            g_array_append_val (actions, a);
          }
        }
    }
  return n;
}

static gboolean
share_a_feature (CarcState *state)
{
  guint32 mage = feature_of (state, CARC_MAGIC_MAGE);

  return mage != CARC_NO_FEATURE && mage == feature_of (state, CARC_MAGIC_WITCH);
}

static void
magic_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      placed)
{
  Magic *m = data;
  CarcPlacedTile tile;

  carc_state_get_tile (state, placed, &tile);
  if (carc_tile_type_has_symbol (carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)), tile.type),
                                 CARC_MARK ("magic")))
    m->step = STEP_FIGURE;
}

/* Whether the figures' question has an answer: one of them may go
 * somewhere, or stands on the board and may leave it. */
static gboolean
has_answer (CarcState *state)
{
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES; f++)
    if (carc_magic_find (state, f) >= 0 || list_places (state, 0, f, NULL) > 0)
      return TRUE;
  return FALSE;
}

static gboolean
magic_pending_decision (CarcState    *state,
                        gpointer      data,
                        CarcDecision *decision)
{
  Magic *m = data;

  if (m->step == STEP_WHERE)
    decision->choice_kind = CARC_MAGIC_ASK_WHERE;
  else if (m->step == STEP_FIGURE && has_answer (state))
    decision->choice_kind = CARC_MAGIC_ASK_FIGURE;
  else if (share_a_feature (state))
    decision->choice_kind = CARC_MAGIC_ASK_SPLIT;
  else
    {
      m->step = STEP_NONE;
      return FALSE;
    }
  return TRUE;
}

static void
magic_list_actions (CarcState *state,
                    gpointer   data,
                    GArray    *actions)
{
  Magic *m = data;
  const CarcDecision *d = carc_state_get_decision (state);
  guint first = actions->len;

  if (m->step == STEP_WHERE)
    {
      list_places (state, d->module, m->chosen, actions);
      return;
    }
  /* Which figure goes: those with somewhere to go; when neither has, one
   * of those on the board leaves it. */
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES; f++)
    if (list_places (state, d->module, f, NULL) > 0)
      {
        CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MAGIC_CHOOSE, .value = f };

        g_array_append_val (actions, a);
      }
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES && actions->len == first; f++)
    if (carc_magic_find (state, f) >= 0)
      {
        CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MAGIC_REMOVE, .value = f };

        g_array_append_val (actions, a);
      }
}

/* The core accepts only a listed action. */
static CarcError
magic_apply (CarcState        *state,
             gpointer          data,
             const CarcAction *action)
{
  Magic *m = data;
  gint index = carc_magic_find (state, action->value);
  gint tile = action->choice == CARC_MAGIC_PLACE ? carc_state_tile_at (state, action->x, action->y) : -1;

  switch (action->choice)
    {
    case CARC_MAGIC_CHOOSE:
      m->step = STEP_WHERE;
      m->chosen = action->value;
      return CARC_OK;
    case CARC_MAGIC_PLACE:
      if (index >= 0)
        carc_state_move_figure (state, index, tile, action->segment);
      else
        carc_state_put_figure (state, carc_state_find_figure_kind (state, figure_ids[action->value]), CARC_NEUTRAL,
                               tile, action->segment);
      break;
    case CARC_MAGIC_REMOVE:
    default:
      carc_state_return_figure (state, index);
      break;
    }
  find_figures (state, m);
  m->step = STEP_NONE;
  return CARC_OK;
}

/* The mage adds 1 a tile, the witch halves (rounded up). */
static guint
magic_feature_points (CarcState             *state,
                      gpointer               data,
                      const CarcFeatureInfo *feature,
                      gboolean               final,
                      guint                  player,
                      guint                  points)
{
  if (!is_road_or_city (feature->kind))
    return points;
  if (feature_of (state, CARC_MAGIC_MAGE) == feature->id)
    points += feature->tiles;
  if (feature_of (state, CARC_MAGIC_WITCH) == feature->id)
    points = (points + 1) / 2;
  return points;
}

/* A figure whose feature was completed leaves the board, scored or not
 * (the core takes it away with the figures of a scored one). */
static void
magic_turn_scored (CarcState *state,
                   gpointer   data)
{
  Magic *m = data;

  find_figures (state, m);
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES; f++)
    {
      CarcFeatureInfo info;

      if (m->tile[f] < 0)
        continue;
      carc_state_feature_info (state, feature_of (state, f), &info);
      if (info.complete)
        carc_state_return_figure (state, carc_magic_find (state, f));
    }
  find_figures (state, m);
}

static void
magic_dump (CarcState *state,
            gpointer   data,
            GString   *out)
{
  Magic *m = data;

  g_string_append_printf (out, "magic step %u chosen %u\n", m->step, m->chosen);
}

static const CarcRulesModule magic_module = {
  .id = CARC_MAGIC_MODULE,
  .tile_sets = magic_tile_sets,
  .figure_kinds = magic_figure_kinds,
  .actions = magic_actions,
  .create = magic_create,
  .destroy = g_free,
  .copy = magic_copy,
  .tile_placed = magic_tile_placed,
  .pending_decision = magic_pending_decision,
  .list_actions = magic_list_actions,
  .apply = magic_apply,
  .feature_points = magic_feature_points,
  .turn_scored = magic_turn_scored,
  .dump = magic_dump,
};

const CarcRulesModule *
carc_magic_get_module (void)
{
  return &magic_module;
}

CarcMagicFigure
carc_magic_get_chosen (const CarcState *state)
{
  Magic *m = carc_state_get_module_data (state, CARC_MAGIC_MODULE);

  return m != NULL ? m->chosen : CARC_MAGIC_MAGE;
}
