/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Flying Machines (rules.md §1.8, tiles-mists-minis.md §B1).
 *
 * In the figure step of a flying machine's tile its player may put a
 * meeple (or a big meeple) on the machine instead of on the tile: a
 * figure placement on the tile's picture (CARC_SEGMENT_PICTURE).  Before
 * the scoring the die is rolled, a chance decision the log keeps, and
 * the figure flies 1, 2 or 3 cells straight the machine's way (diagonals
 * too, the way turned with the tile).  It lands on an unfinished road,
 * city or monastery of the tile there, occupied or not, never a field:
 * where the tile has several, its player chooses; where it has none, or
 * there is no tile, the figure stays in the supply, and no other is
 * placed this turn. */
#include "carc-flying.h"
#include "carc-feature-kind.h"

static const guint die_faces[] = { 1, 1, 2, 2, 3, 3 };

typedef struct
{
  gint8    flying;       /* the figure kind in flight, -1: none */
  gboolean die_due;
  gboolean landing_due;
  guint8   roll;         /* this turn's distance, 0: none */
  gboolean landed;      /* this turn's flight ended on a tile */
  gint16   x, y;         /* the cell it flies to */
} Flying;

static const char *const flying_tile_sets[] = { "flying-machines", NULL };

static const CarcModuleAction flying_actions[] = {
  [CARC_FLYING_LAND] = { "land", CARC_TARGET_SEGMENT },
  { NULL, CARC_TARGET_BUTTON },
};

static gpointer
flying_create (CarcState *state)
{
  Flying *f = g_new0 (Flying, 1);

  f->flying = -1;
  return f;
}

static gpointer
flying_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Flying));
}

guint
carc_flying_die_face (guint outcome)
{
  return die_faces[outcome % G_N_ELEMENTS (die_faces)];
}

static const CarcTileType *
last_type (CarcState      *state,
           CarcPlacedTile *placed)
{
  return carc_state_get_placed_type (state, carc_state_get_last_placed (state), placed);
}

gboolean
carc_flying_target (CarcState *state,
                    guint      distance,
                    gint      *x,
                    gint      *y)
{
  static const gint dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
  static const gint dy[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
  CarcPlacedTile placed;
  const CarcTileType *type = last_type (state, &placed);
  guint way;

  if (!carc_tile_type_has_symbol (type, CARC_MARK ("flying-machine")))
    return FALSE;
  way = (type->symbol_direction + 2 * placed.rotation) % 8;
  *x = placed.x + dx[way] * (gint) distance;
  *y = placed.y + dy[way] * (gint) distance;
  return TRUE;
}

/* A figure that flies: one that counts for the majority and that each
 * player has (a meeple, a big meeple), never a builder or a pig. */
static gboolean
may_fly (CarcState *state,
         guint      kind)
{
  const CarcFigureKind *k = kind < carc_state_get_n_figure_kinds (state) ? carc_state_get_figure_kind (state, kind)
                                                                           : NULL;

  return k != NULL && k->strength > 0 && (kind == CARC_FIGURE_MEEPLE || k->per_player > 0)
         && carc_state_get_supply (state, carc_state_get_decision (state)->player, kind) > 0;
}

static void
flying_list_figure_options (CarcState *state,
                            gpointer   data,
                            GArray    *actions)
{
  CarcPlacedTile placed;

  if (!carc_tile_type_has_symbol (last_type (state, &placed), CARC_MARK ("flying-machine"))
      || carc_state_get_figure_colours (state) != 0)
    return;
  for (guint k = 0; k < carc_state_get_n_figure_kinds (state); k++)
    if (may_fly (state, k))
      {
        CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = CARC_SEGMENT_PICTURE, .figure = k,
                         .x = placed.x, .y = placed.y };

        g_array_append_val (actions, a);
      }
}

static CarcError
flying_place_figure (CarcState        *state,
                     gpointer          data,
                     const CarcAction *action)
{
  Flying *f = data;
  CarcPlacedTile placed;

  if (action->segment != CARC_SEGMENT_PICTURE || action->choice != 0
      || !carc_tile_type_has_symbol (last_type (state, &placed), CARC_MARK ("flying-machine")) || !may_fly (state, action->figure)
      || carc_state_get_figure_colours (state) != 0)
    return CARC_ERROR_FIGURE_NOT_ALLOWED;
  f->flying = action->figure;
  f->die_due = TRUE;
  return CARC_OK;
}

/* Appends (unless @actions is NULL) the segments of the tile at @x, @y a
 * flying figure lands on; returns how many. */
static guint
list_landings (CarcState *state,
               guint      module,
               gint       x,
               gint       y,
               GArray    *actions)
{
  gint tile = carc_state_tile_at (state, x, y);
  CarcPlacedTile placed;
  const CarcTileType *type;
  guint n = 0;

  if (tile < 0)
    return 0;
  type = carc_state_get_placed_type (state, tile, &placed);
  if (placed.face_down)
    return 0;
  for (guint s = 0; s < type->n_segments; s++)
    {
      guint scored = carc_feature_kind_get (type->segments[s].kind)->scored;
      CarcFeatureInfo info;

      if (scored != CARC_SCORED_AS_ROAD && scored != CARC_SCORED_AS_CITY && scored != CARC_SCORED_AS_MONASTERY)
        continue;
      carc_state_get_feature (state, tile, s, &info);
      if (info.complete)
        continue;
      n++;
      if (actions != NULL)
        {
          CarcAction a = { .kind = CARC_ACTION_MODULE, .module = module, .choice = CARC_FLYING_LAND, .x = x, .y = y,
                           .segment = s };

          g_array_append_val (actions, a);
        }
    }
  return n;
}

static gboolean
flying_pending_before_scoring (CarcState    *state,
                               gpointer      data,
                               CarcDecision *decision)
{
  Flying *f = data;

  if (f->die_due)
    decision->outcomes = G_N_ELEMENTS (die_faces);
  else if (f->landing_due)
    decision->choice_kind = CARC_FLYING_LAND;
  else
    return FALSE;
  return TRUE;
}

static void
flying_list_actions (CarcState *state,
                     gpointer   data,
                     GArray    *actions)
{
  Flying *f = data;

  list_landings (state, carc_state_get_decision (state)->module, f->x, f->y, actions);
}

static void
land (CarcState *state,
      Flying    *f,
      gint       x,
      gint       y,
      guint      segment)
{
  carc_state_put_figure (state, f->flying, carc_state_get_decision (state)->player, carc_state_tile_at (state, x, y),
                         segment);
  f->flying = -1;
  f->landing_due = FALSE;
  f->landed = TRUE;
}

/* The roll (a chance outcome), then the landing; a single place to land
 * is taken without a question. */
static CarcError
flying_apply (CarcState        *state,
              gpointer          data,
              const CarcAction *action)
{
  Flying *f = data;
  gint x, y;

  if (action->kind == CARC_ACTION_MODULE)
    {
      land (state, f, action->x, action->y, action->segment);
      return CARC_OK;
    }
  f->die_due = FALSE;
  f->landed = FALSE;
  f->roll = carc_flying_die_face (action->value);
  carc_flying_target (state, f->roll, &x, &y);
  f->x = x, f->y = y;
  switch (list_landings (state, 0, x, y, NULL))
    {
    case 0:
      f->flying = -1;
      break;
    case 1:
      {
        g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (CarcAction));

        list_landings (state, 0, x, y, one);
        land (state, f, x, y, g_array_index (one, CarcAction, 0).segment);
      }
      break;
    default:
      f->landing_due = TRUE;
      break;
    }
  return CARC_OK;
}

/* A new tile: last turn's flight is over. */
static void
flying_tile_placed (CarcState *state,
                    gpointer   data,
                    guint      placed)
{
  Flying *f = data;

  f->roll = 0;
}

static void
flying_dump (CarcState *state,
             gpointer   data,
             GString   *out)
{
  Flying *f = data;

  g_string_append_printf (out, "flying %d die %d landing %d roll %u at %d,%d\n", f->flying, f->die_due,
                          f->landing_due, f->roll, f->x, f->y);
}

static const CarcRulesModule flying_module = {
  .id = CARC_FLYING_MODULE,
  .tile_sets = flying_tile_sets,
  .actions = flying_actions,
  .create = flying_create,
  .destroy = g_free,
  .copy = flying_copy,
  .tile_placed = flying_tile_placed,
  .list_figure_options = flying_list_figure_options,
  .place_figure = flying_place_figure,
  .pending_before_scoring = flying_pending_before_scoring,
  .list_actions = flying_list_actions,
  .apply = flying_apply,
  .dump = flying_dump,
};

const CarcRulesModule *
carc_flying_get_module (void)
{
  return &flying_module;
}

guint
carc_flying_get_roll (const CarcState *state,
                      gint            *x,
                      gint            *y)
{
  Flying *f = carc_state_get_module_data (state, CARC_FLYING_MODULE);

  if (f == NULL || f->roll == 0)
    return 0;
  if (x != NULL)
    *x = f->x, *y = f->y;
  return f->roll;
}

gboolean
carc_flying_failed (const CarcState *state)
{
  Flying *f = carc_state_get_module_data (state, CARC_FLYING_MODULE);

  return f != NULL && f->roll > 0 && !f->landed && !f->landing_due;
}
