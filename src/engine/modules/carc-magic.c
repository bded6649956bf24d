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

/* A road or city segment of a face-up tile, where a figure may go. */
typedef struct
{
  guint16 tile;
  guint8  segment;
  gint16  x;
  gint16  y;
} Spot;

typedef struct
{
  guint8 step;
  guint8 chosen;     /* CarcMagicFigure, in STEP_WHERE */
  /* Where each figure stands (tile -1: off the board), kept for the
   * scoring's many questions; checked against the board after each turn's
   * scoring, which takes them away with a scored feature's figures. */
  gint16 tile[CARC_MAGIC_N_FIGURES];
  guint8 segment[CARC_MAGIC_N_FIGURES];
  guint32 id[CARC_MAGIC_N_FIGURES];      /* the segment's (carc_state_segment_id()) */
  /* share_a_feature() was FALSE when this many tiles were placed
   * (+ 1; 0: not asked since a figure moved) and features derived again
   * so often: they merge only when a tile is placed or derived again, so
   * it still is. */
  guint   apart_tiles;
  guint   apart_rederivations;
  /* Resolved once, when the state is made, so that no question of a turn
   * compares names: the figures' kinds, and the feature kinds scored as a
   * road or a city (a bit a kind). */
  gint8   kind[CARC_MAGIC_N_FIGURES];
  guint32 road_or_city;
  /* Where among the board's figures each was last found: a hint, tried
   * first, for figures move in that list only when others leave it. */
  guint16 index[CARC_MAGIC_N_FIGURES];
  /* The listing's scratch, never part of the game (a copy starts its
   * own): a feature met in the current listing carries its stamp, at the
   * feature's id, which is a segment's index on the board. */
  guint32 *seen;
  guint    n_seen;
  guint32  stamp;
  /* The road and city segments of the tiles placed so far (the first
   * n_indexed tiles), tile after tile as placed, each tile's from its
   * last segment to its first, so that a walk from the end meets them in
   * the listing's order; and each one's own id: what a listing walks,
   * instead of every segment of every tile.  A tile never leaves the
   * board nor turns face up. */
  GArray  *all;      /* Spot */
  GArray  *all_ids;  /* guint32 */
  /* Those a listing may still offer, in the same order, and beside them
   * each one's feature's id when last found (found again at once, the
   * whole list in one call).  While features only merge and complete, a
   * segment on a done feature, or after a newer segment of its feature,
   * is never offered again, and a full listing drops it.  After features
   * were derived anew (a road split by a ferry), which
   * carc_state_get_rederivations() counts, those derived again are taken
   * back (retake()); rederivations is that count when they were. */
  GArray  *spots;    /* Spot */
  GArray  *features; /* guint32 */
  GArray  *again;    /* gboolean, retake()'s scratch */
  guint    n_indexed;
  guint    rederivations;
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
  /* Room for the spots of most games. */
  m->all = g_array_sized_new (FALSE, FALSE, sizeof (Spot), 256);
  m->all_ids = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 256);
  m->spots = g_array_sized_new (FALSE, FALSE, sizeof (Spot), 256);
  m->features = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 256);
  m->again = g_array_new (FALSE, FALSE, sizeof (gboolean));
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES; f++)
    m->kind[f] = carc_state_find_figure_kind (state, figure_ids[f]);
  for (guint k = 0; k < CARC_MAX_FEATURE_KINDS; k++)
    {
      guint scored = carc_feature_kind_get (k)->scored;

      if (scored == CARC_SCORED_AS_ROAD || scored == CARC_SCORED_AS_CITY)
        m->road_or_city |= 1u << k;
    }
  return m;
}

static gpointer
magic_copy (gconstpointer data)
{
  Magic *m = g_memdup2 (data, sizeof (Magic));

  m->seen = NULL;
  m->n_seen = 0;
  m->stamp = 0;
  m->all = g_array_copy (m->all);
  m->all_ids = g_array_copy (m->all_ids);
  m->spots = g_array_copy (m->spots);
  m->features = g_array_copy (m->features);
  m->again = g_array_new (FALSE, FALSE, sizeof (gboolean));
  return m;
}

static void
magic_destroy (gpointer data)
{
  Magic *m = data;

  g_free (m->seen);
  g_array_unref (m->all);
  g_array_unref (m->all_ids);
  g_array_unref (m->spots);
  g_array_unref (m->features);
  g_array_unref (m->again);
  g_free (m);
}

/* The index among the board's figures of @figure, or -1: where it was
 * last found if it is still there, else the first of its kind (there is
 * one of each). */
static gint
find_index (CarcState       *state,
            Magic           *m,
            CarcMagicFigure  figure)
{
  guint n = carc_state_get_n_figures (state);
  CarcFigureInfo f;

  if (m->kind[figure] < 0)
    return -1;
  if (m->index[figure] < n)
    {
      carc_state_get_figure (state, m->index[figure], &f);
      if (f.figure == (guint) m->kind[figure])
        return m->index[figure];
    }
  for (guint i = 0; i < n; i++)
    {
      carc_state_get_figure (state, i, &f);
      if (f.figure == (guint) m->kind[figure])
        {
          m->index[figure] = i;
          return i;
        }
    }
  return -1;
}

gint
carc_magic_find (CarcState       *state,
                 CarcMagicFigure  figure)
{
  Magic *m = carc_state_get_module_data (state, CARC_MAGIC_MODULE);

  return m != NULL ? find_index (state, m, figure) : -1;
}

/* The feature @figure stands on, or CARC_NO_FEATURE. */
static guint32
feature_of (CarcState       *state,
            const Magic     *m,
            CarcMagicFigure  figure)
{
  if (m->tile[figure] < 0)
    return CARC_NO_FEATURE;
  return carc_state_find_feature (state, m->tile[figure], m->segment[figure]);
}

/* @figure stands at @index among the board's figures (-1: off the
 * board) on @segment of @tile. */
static void
stand (CarcState       *state,
       Magic           *m,
       CarcMagicFigure  figure,
       gint             index,
       gint             tile,
       guint            segment)
{
  m->tile[figure] = index >= 0 ? tile : -1;
  if (index < 0)
    return;
  m->index[figure] = index;
  m->segment[figure] = segment;
  m->id[figure] = carc_state_segment_id (state, tile, segment);
}

/* Where @figure stands, read again from the board. */
static void
find_figure (CarcState       *state,
             Magic           *m,
             CarcMagicFigure  figure)
{
  gint index = find_index (state, m, figure);
  CarcFigureInfo info = { 0 };

  if (index >= 0)
    carc_state_get_figure (state, index, &info);
  stand (state, m, figure, index, info.tile, info.segment);
}

static gboolean
is_road_or_city (const Magic *m,
                 guint        kind)
{
  return kind < CARC_MAX_FEATURE_KINDS && (m->road_or_city & (1u << kind)) != 0;
}

/* Starts a listing's set of features met: a new stamp. */
static void
seen_clear (Magic *m)
{
  if (++m->stamp == 0)
    {
      memset (m->seen, 0, m->n_seen * sizeof (guint32));
      m->stamp = 1;
    }
}

/* Adds @feature to the listing's set; FALSE when it was met already.  The
 * set grows with the board (an id is a segment's index). */
static gboolean
seen_add (Magic   *m,
          guint32  feature)
{
  if (feature >= m->n_seen)
    {
      /* A segment's index: room at once for a board of a few hundred
       * tiles, which most games never outgrow. */
      guint n = MAX (MAX (feature + 1, 2 * m->n_seen), 1024);

      m->seen = g_renew (guint32, m->seen, n);
      memset (m->seen + m->n_seen, 0, (n - m->n_seen) * sizeof (guint32));
      m->n_seen = n;
    }
  if (m->seen[feature] == m->stamp)
    return FALSE;
  m->seen[feature] = m->stamp;
  return TRUE;
}

/* Appends @n elements to @array without writing them; returns the
 * first. */
static gpointer
grow (GArray *array,
      guint   n)
{
  guint len = array->len;

  g_array_set_size (array, len + n);
  return array->data + (gsize) len * g_array_get_element_size (array);
}

/* After features were derived again: the spots derived again are taken
 * back, each with its own id (its feature may have split), beside those
 * kept, whose features changed otherwise only by merging and completing,
 * so that a spot dropped and not derived again stays dead.  Both lists
 * follow m->all's order; the merge writes from the end, where it never
 * overtakes what it has still to read, then moves what it wrote down. */
static void
retake (CarcState *state,
        Magic     *m)
{
  guint n_all = m->all->len, n = m->spots->len, n_again = 0, w, i = n;
  const Spot *all = (const Spot *) (const void *) m->all->data;
  const guint32 *ids = (const guint32 *) (const void *) m->all_ids->data;
  gboolean *again;
  Spot *spots;
  guint32 *features;

  g_array_set_size (m->again, n_all);
  again = (gboolean *) (void *) m->again->data;
  carc_state_rederived_since (state, m->rederivations, ids, n_all, again);
  for (guint j = 0; j < n_all; j++)
    n_again += again[j] != FALSE;
  g_array_set_size (m->spots, n + n_again);
  g_array_set_size (m->features, n + n_again);
  spots = (Spot *) (void *) m->spots->data;
  features = (guint32 *) (void *) m->features->data;
  w = n + n_again;
  for (guint j = n_all; j-- > 0;)
    {
      gboolean kept = i > 0 && spots[i - 1].tile == all[j].tile && spots[i - 1].segment == all[j].segment;

      if (kept)
        i--;
      if (again[j])
        {
          spots[--w] = all[j];
          features[w] = ids[j];
        }
      else if (kept)
        {
          spots[--w] = spots[i];
          features[w] = features[i];
        }
    }
  memmove (spots, spots + w, (n + n_again - w) * sizeof (Spot));
  memmove (features, features + w, (n + n_again - w) * sizeof (guint32));
  g_array_set_size (m->spots, n + n_again - w);
  g_array_set_size (m->features, n + n_again - w);
}

/* Adds the tiles placed since the last listing to m->all and m->spots,
 * after retake() if features were derived again.  The arrays grow once
 * for all the new tiles' segments, and are cut. */
static void
index_spots (CarcState *state,
             Magic     *m)
{
  guint n_tiles = carc_state_get_n_tiles (state), n = 0, len = m->all->len;
  Spot *spot;
  guint32 *id;

  if (m->rederivations != carc_state_get_rederivations (state))
    {
      retake (state, m);
      m->rederivations = carc_state_get_rederivations (state);
    }
  if (m->n_indexed >= n_tiles)
    return;
  spot = grow (m->all, (n_tiles - m->n_indexed) * CARC_MAX_SEGMENTS);
  id = grow (m->all_ids, (n_tiles - m->n_indexed) * CARC_MAX_SEGMENTS);
  for (; m->n_indexed < n_tiles; m->n_indexed++)
    {
      CarcPlacedTile placed;
      const CarcTileType *type;
      guint32 base;

      type = carc_state_get_placed_type (state, m->n_indexed, &placed);
      if (placed.face_down || type->n_segments == 0)
        continue;
      base = carc_state_segment_id (state, m->n_indexed, 0);
      for (guint s = type->n_segments; s-- > 0;)
        if (is_road_or_city (m, type->segments[s].kind))
          {
            spot[n] = (Spot) { m->n_indexed, s, placed.x, placed.y };
            id[n++] = base + s;
          }
    }
  g_array_set_size (m->all, len + n);
  g_array_set_size (m->all_ids, len + n);
  g_array_append_vals (m->spots, spot, n);
  g_array_append_vals (m->features, id, n);
}

/* Appends (when @actions is not NULL) the places @figure may go to: each
 * unfinished road or city but the other's and the one it leaves, once,
 * by its segment on the newest of its tiles (where the play is); returns
 * how many (with @actions NULL: 1 as soon as there is one).  The tiles
 * are walked newest first, each one's segments in order (m->spots from
 * its end), and of the spots walked m->spots keeps only those it may
 * offer again, in their order, followed by those not walked.  A full
 * listing finds every spot's feature in one call first. */
static guint
list_places (CarcState       *state,
             Magic           *m,
             guint            module,
             CarcMagicFigure  figure,
             GArray          *actions)
{
  guint32 own = feature_of (state, m, figure), other = feature_of (state, m, !figure);
  Spot *spots;
  guint32 *features;
  CarcAction *out = NULL;
  guint n = 0, first = 0, kept, len, i;
  gboolean found = FALSE;

  index_spots (state, m);
  spots = (Spot *) (void *) m->spots->data;
  features = (guint32 *) (void *) m->features->data;
  kept = i = len = m->spots->len;
  /* Room for a place a spot, written in place. */
  if (actions != NULL)
    {
      first = actions->len;
      g_array_set_size (actions, first + len);
      out = &g_array_index (actions, CarcAction, first);
      carc_state_open_features (state, features, len);
    }
  seen_clear (m);
  while (i > 0 && !found)
    {
      guint32 feature = features[--i];

      if (actions == NULL)
        feature = carc_state_open_feature (state, feature);
      if (feature == CARC_NO_FEATURE || !seen_add (m, feature))
        continue;
      kept--;
      spots[kept] = spots[i];
      features[kept] = feature;
      if (feature == own || feature == other)
        continue;
      if (actions == NULL)
        found = TRUE;
      else
        out[n++] = (CarcAction) { .kind = CARC_ACTION_MODULE, .module = module, .choice = CARC_MAGIC_PLACE,
                                  .x = spots[i].x, .y = spots[i].y, .segment = spots[i].segment, .value = figure };
    }
  /* Those not walked, then those kept. */
  memmove (spots + i, spots + kept, (len - kept) * sizeof (Spot));
  memmove (features + i, features + kept, (len - kept) * sizeof (guint32));
  g_array_set_size (m->spots, i + len - kept);
  g_array_set_size (m->features, i + len - kept);
  if (actions == NULL)
    return found;
  g_array_set_size (actions, first + n);
  return n;
}

static gboolean
share_a_feature (CarcState *state,
                 Magic     *m)
{
  guint32 mage;

  /* A figure off the board shares nothing: no need to ask the state. */
  if (m->tile[CARC_MAGIC_MAGE] < 0 || m->tile[CARC_MAGIC_WITCH] < 0)
    return FALSE;
  if (m->apart_tiles == carc_state_get_n_tiles (state) + 1
      && m->apart_rederivations == carc_state_get_rederivations (state))
    return FALSE;
  mage = feature_of (state, m, CARC_MAGIC_MAGE);
  if (mage != CARC_NO_FEATURE && mage == feature_of (state, m, CARC_MAGIC_WITCH))
    return TRUE;
  m->apart_tiles = carc_state_get_n_tiles (state) + 1;
  m->apart_rederivations = carc_state_get_rederivations (state);
  return FALSE;
}

static void
magic_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      placed)
{
  Magic *m = data;

  if (carc_tile_type_has_symbol (carc_state_get_placed_type (state, placed, NULL), CARC_MARK ("magic")))
    m->step = STEP_FIGURE;
}

/* Whether the figures' question has an answer: one of them stands on
 * the board and may leave it, or may go somewhere.  The places of either
 * leave out the same two features, so one may go somewhere when the other
 * may. */
static gboolean
has_answer (CarcState *state,
            Magic     *m)
{
  return m->tile[CARC_MAGIC_MAGE] >= 0 || m->tile[CARC_MAGIC_WITCH] >= 0
         || list_places (state, m, 0, CARC_MAGIC_MAGE, NULL) > 0;
}

static gboolean
magic_pending_decision (CarcState    *state,
                        gpointer      data,
                        CarcDecision *decision)
{
  Magic *m = data;

  if (m->step == STEP_WHERE)
    decision->choice_kind = CARC_MAGIC_ASK_WHERE;
  else if (m->step == STEP_FIGURE && has_answer (state, m))
    decision->choice_kind = CARC_MAGIC_ASK_FIGURE;
  else if (share_a_feature (state, m))
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
  gboolean somewhere;

  if (m->step == STEP_WHERE)
    {
      list_places (state, m, d->module, m->chosen, actions);
      return;
    }
  /* Which figure goes: those with somewhere to go (either both or
   * neither, has_answer() says why); when neither has, one of those on
   * the board leaves it. */
  somewhere = list_places (state, m, d->module, CARC_MAGIC_MAGE, NULL) > 0;
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES; f++)
    if (somewhere)
      {
        CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_MAGIC_CHOOSE, .value = f };

        g_array_append_val (actions, a);
      }
  for (guint f = 0; f < CARC_MAGIC_N_FIGURES && actions->len == first; f++)
    if (m->tile[f] >= 0)
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
  CarcMagicFigure f = action->value;
  gint index = m->tile[f] >= 0 ? find_index (state, m, f) : -1;
  gint tile;

  switch (action->choice)
    {
    case CARC_MAGIC_CHOOSE:
      m->step = STEP_WHERE;
      m->chosen = f;
      return CARC_OK;
    case CARC_MAGIC_PLACE:
      tile = carc_state_tile_at (state, action->x, action->y);
      if (index >= 0)
        carc_state_move_figure (state, index, tile, action->segment);
      else
        index = carc_state_put_figure (state, m->kind[f], CARC_NEUTRAL, tile, action->segment);
      stand (state, m, f, index, tile, action->segment);
      break;
    case CARC_MAGIC_REMOVE:
    default:
      carc_state_return_figure (state, index);
      m->tile[f] = -1;
      break;
    }
  /* The other figure stands where it stood. */
  m->step = STEP_NONE;
  m->apart_tiles = 0;
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
  Magic *m = data;

  if (!is_road_or_city (m, feature->kind))
    return points;
  if (feature_of (state, m, CARC_MAGIC_MAGE) == feature->id)
    points += feature->tiles;
  if (feature_of (state, m, CARC_MAGIC_WITCH) == feature->id)
    points = (points + 1) / 2;
  return points;
}

/* A figure whose feature was completed leaves the board, scored or not
 * (the core takes it away with the figures of a scored one).  A figure
 * off the board stays off (only this module puts it there), and one on
 * an unfinished feature stays where it stood (only a scoring takes a
 * neutral figure away): the board is read only after a completion, and
 * whether a feature is complete off its root, not by walking it. */
static void
magic_turn_scored (CarcState *state,
                   gpointer   data)
{
  Magic *m = data;

  for (guint f = 0; f < CARC_MAGIC_N_FIGURES; f++)
    if (m->tile[f] >= 0 && carc_state_open_feature (state, m->id[f]) == CARC_NO_FEATURE)
      {
        find_figure (state, m, f);
        if (m->tile[f] >= 0)
          carc_state_return_figure (state, find_index (state, m, f));
        m->tile[f] = -1;
      }
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
  .destroy = magic_destroy,
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
