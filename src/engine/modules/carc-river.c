/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The River (rules.md §1.5, tiles-classic.md §2).
 *
 * Setup: the spring replaces the start tile, which leaves the game; the
 * other river tiles form the pile "river", drawn first, shuffled, with the
 * lake last.  Play: a river tile must continue the river at its open end,
 * and a curve may not bend the same way as a curve placed just before it
 * (the U-turn, decided in rules.md), nor lead the river where the lake
 * could not end it.  A river tile that cannot go anywhere is set aside by
 * the core like any tile that fits nowhere.
 * Figures may stand on a river tile's land; the river is no feature, so
 * the core never offers it.  The River explains its refusals with the
 * codes of carc-river.h. */
#include "carc-river.h"

#include <string.h>


typedef struct
{
  gboolean open;      /* the river still has an end to continue */
  gint     end_x;     /* the empty cell the river flows into */
  gint     end_y;
  guint    flow;      /* the direction it flows into that cell */
  gint     last_turn; /* of the last river tile: -1 left, 1 right, 0 straight */
  gint     lake;      /* the lake's tile type, or -1 */
  guint    edge;      /* river_edge(), looked up once: asked of every tile drawn */
} River;

static const char *const river_tile_sets[] = { "river", NULL };

static const CarcTileType *
type_of (CarcState *state,
         guint      type)
{
  return carc_state_get_tile_type (state, type);
}

/* The edge kind that @type shows in direction @d when turned @rotation. */
static guint
edge_at (const CarcTileType *type,
         guint               rotation,
         guint               d)
{
  return type->edges[(d - rotation) & 3];
}

/* The edge kind the river shows, which its tile set declares. */
static guint
river_edge (void)
{
  guint kind = CARC_KIND ("river");

  return kind != CARC_NO_KIND ? carc_feature_kind_get (kind)->edge : CARC_NO_EDGE_KIND;
}

static gboolean
is_river_tile (const River        *r,
               const CarcTileType *type)
{
  for (guint d = 0; d < 4; d++)
    if (type->edges[d] == r->edge)
      return TRUE;
  return FALSE;
}

/* Where the river leaves @type placed with @rotation, coming in from
 * @entry; -1 when it ends there (the lake). */
static gint
exit_of (const River        *r,
         const CarcTileType *type,
         guint               rotation,
         guint               entry)
{
  for (guint d = 0; d < 4; d++)
    if (d != entry && edge_at (type, rotation, d) == r->edge)
      return d;
  return -1;
}

/* Quarter turns from @from to @to: -1 left, 1 right, 0 straight on. */
static gint
turn_of (guint from,
         guint to)
{
  return to == from ? 0 : to == ((from + 1) & 3) ? 1 : -1;
}

/* The River's part of @tiles, or -1: found once, then told by number. */
static gint
river_part (CarcTileSet *tiles)
{
  for (guint p = 0; p < carc_tile_set_get_n_parts (tiles); p++)
    if (g_str_equal (carc_tile_set_get_part_id (tiles, p), CARC_RIVER_MODULE))
      return p;
  return -1;
}

/* The River's types in @tiles: from *@first, before *@end (none when
 * equal). */
static void
river_types (CarcTileSet *tiles,
             guint       *first,
             guint       *end)
{
  gint part = river_part (tiles);

  *first = *end = 0;
  if (part >= 0)
    carc_tile_set_get_part_types (tiles, part, first, end);
}

/* The deal: the river tiles out of the pile "main" into their own pile,
 * drawn first and shuffled, the lake under them; the spring alone on the
 * table. */
static void
river_setup (CarcSetup  *setup,
             const char *id,
             CarcRng    *rng)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  guint main, river, n, first, end;
  gint spring = -1, lake = -1;
  const guint16 *pile;

  if (!carc_setup_find_pile (setup, "main", &main))
    return;
  river = carc_setup_add_pile (setup, CARC_RIVER_MODULE, 0);
  main++;
  river_types (tiles, &first, &end);
  pile = carc_setup_get_pile (setup, main, &n);
  for (guint i = n; i-- > 0;)
    {
      guint type = pile[i];
      const CarcTileType *printed;

      if (type < first || type >= end)
        continue;
      printed = carc_tile_set_get_type (tiles, type);
      if (carc_tile_type_has_symbol (printed, CARC_MARK ("spring")))
        spring = type;
      else if (carc_tile_type_has_symbol (printed, CARC_MARK ("lake")))
        lake = type;
      else
        carc_setup_append_to_pile (setup, river, type);
      carc_setup_remove_from_pile (setup, main, i);
      pile = carc_setup_get_pile (setup, main, &n);
    }
  carc_setup_shuffle_pile (setup, river, rng);
  if (lake >= 0)
    carc_setup_append_to_pile (setup, river, lake);
  if (spring >= 0)
    {
      carc_setup_clear_start (setup);
      carc_setup_add_start_cell (setup, spring, 0, 0);
    }
}

/* The lake, when the river pile has it, is its last tile. */
static gboolean
river_deal_valid (const CarcSetup *setup,
                  const char      *id)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  const guint16 *pile;
  guint river, n;

  if (!carc_setup_find_pile (setup, CARC_RIVER_MODULE, &river))
    return TRUE;
  pile = carc_setup_get_pile (setup, river, &n);
  for (guint i = 0; i + 1 < n; i++)
    if (carc_tile_type_has_symbol (carc_tile_set_get_type (tiles, pile[i]), CARC_MARK ("lake")))
      return FALSE;
  return TRUE;
}

/* The lake stays under the river pile when the rest is dealt again. */
static void
river_redeal (CarcState *state,
              gpointer   data,
              guint16   *order,
              guint      first,
              CarcRng   *rng)
{
  River *r = data;
  CarcSetup *setup = carc_state_get_setup (state);
  guint river, start = 0, n;

  if (r->lake < 0 || !carc_setup_find_pile (setup, CARC_RIVER_MODULE, &river))
    return;
  for (guint p = 0; p < river; p++)
    {
      carc_setup_get_pile (setup, p, &n);
      start += n;
    }
  carc_setup_get_pile (setup, river, &n);
  for (guint i = MAX (start, first); i + 1 < start + n; i++)
    if (order[i] == r->lake)
      {
        order[i] = order[start + n - 1];
        order[start + n - 1] = r->lake;
      }
}

static gpointer
river_create (CarcState *state)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (carc_state_get_setup (state));
  River *r = g_new0 (River, 1);
  guint first, end;

  r->lake = -1;
  r->edge = river_edge ();
  river_types (tiles, &first, &end);
  for (guint t = first; t < end; t++)
    if (carc_tile_type_has_symbol (carc_tile_set_get_type (tiles, t), CARC_MARK ("lake")))
      r->lake = t;
  return r;
}

static gpointer
river_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (River));
}

/* The river's open end: next to the spring, where it flows out. */
static void
river_setup_done (CarcState *state,
                  gpointer   data)
{
  River *r = data;

  for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
    {
      CarcPlacedTile t;
      const CarcTileType *type;

      carc_state_get_tile (state, i, &t);
      type = type_of (state, t.type);
      if (!carc_tile_type_has_symbol (type, CARC_MARK ("spring")))
        continue;
      for (guint d = 0; d < 4; d++)
        if (edge_at (type, t.rotation, d) == r->edge)
          {
            r->open = TRUE;
            r->flow = d;
            r->end_x = t.x + CARC_DX (d);
            r->end_y = t.y + CARC_DY (d);
          }
    }
}

/* Whether the lake would fit the empty cell @x, @y with the river coming
 * in from @entry, against the tiles around it now. */
static gboolean
lake_fits (CarcState   *state,
           const River *r,
           gint         x,
           gint         y,
           guint        entry)
{
  const CarcTileType *lake = type_of (state, r->lake);

  for (guint rotation = 0; rotation < 4; rotation++)
    {
      gboolean fits = edge_at (lake, rotation, entry) == r->edge;

      for (guint d = 0; d < 4 && fits; d++)
        {
          gint n = d == entry ? -1 : carc_state_tile_at (state, x + CARC_DX (d), y + CARC_DY (d));
          CarcPlacedTile t;

          if (n < 0)
            continue;
          carc_state_get_tile (state, n, &t);
          fits = edge_at (type_of (state, t.type), t.rotation, CARC_OPPOSITE (d)) == edge_at (lake, rotation, d);
        }
      if (fits)
        return TRUE;
    }
  return FALSE;
}

/* Why a river tile may not go as @a says, or 0 when it may: at the
 * river's end; no second curve in a row bending the same way; and never
 * where the lake could no longer end the river (docs/rules-decisions.md).
 * The filter and the explanation share it, so a reason is always the
 * filter's own. */
static CarcRiverRefusal
river_refusal (CarcState          *state,
               const River        *r,
               const CarcTileType *type,
               const CarcAction   *a)
{
  gint exit;

  if (!r->open || a->x != r->end_x || a->y != r->end_y)
    return CARC_RIVER_NOT_AT_END;
  exit = exit_of (r, type, a->rotation, CARC_OPPOSITE (r->flow));
  if (exit < 0)
    return 0;
  if (turn_of (r->flow, exit) != 0 && turn_of (r->flow, exit) == r->last_turn)
    return CARC_RIVER_U_TURN;
  if (r->lake >= 0 && !lake_fits (state, r, a->x + CARC_DX (exit), a->y + CARC_DY (exit), CARC_OPPOSITE (exit)))
    return CARC_RIVER_LAKE_BLOCKED;
  return 0;
}

/* Land tiles keep off open river edges by their edges alone. */
static gboolean
river_filters_type (CarcState *state,
                    gpointer   data,
                    guint      type)
{
  return is_river_tile (data, type_of (state, type));
}

static void
river_filter_placements (CarcState *state,
                         gpointer   data,
                         guint      type_index,
                         GArray    *actions,
                         guint      first)
{
  const CarcTileType *type = type_of (state, type_index);
  guint kept = first;

  for (guint i = first; i < actions->len; i++)
    if (river_refusal (state, data, type, &g_array_index (actions, CarcAction, i)) == 0)
      g_array_index (actions, CarcAction, kept++) = g_array_index (actions, CarcAction, i);
  g_array_set_size (actions, kept);
}

/* Only the River's own refusals: a filtered river tile, or a figure the
 * core would not let onto the river; the edges are the core's to explain. */
static guint
river_explain_refusal (CarcState        *state,
                       gpointer          data,
                       const CarcAction *action,
                       CarcError         error)
{
  const CarcDecision *decision = carc_state_get_decision (state);

  if (action->kind == CARC_ACTION_PLACE_TILE && error == CARC_ERROR_MODULE_RULE
      && decision->kind == CARC_DECISION_PLACE_TILE)
    {
      const CarcTileType *type = type_of (state, decision->tile_type);

      return is_river_tile (data, type) ? river_refusal (state, data, type, action) : 0;
    }
  if (action->kind == CARC_ACTION_PLACE_FIGURE && error == CARC_ERROR_SEGMENT_NOT_PLAYABLE
      && decision->kind == CARC_DECISION_PLACE_FIGURE)
    {
      CarcPlacedTile t;
      const CarcTileType *type;

      carc_state_get_tile (state, carc_state_get_last_tile (state), &t);
      type = type_of (state, t.type);
      if (action->segment < type->n_segments && type->segments[action->segment].kind == CARC_KIND ("river"))
        return CARC_RIVER_NO_FIGURE;
    }
  return 0;
}

static void
river_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      placed)
{
  River *r = data;
  CarcPlacedTile t;
  const CarcTileType *type;
  gint exit;

  /* Most of a game comes after the lake: no tile is looked at. */
  if (!r->open)
    return;
  carc_state_get_tile (state, placed, &t);
  type = type_of (state, t.type);
  if (!is_river_tile (r, type))
    return;
  exit = exit_of (r, type, t.rotation, CARC_OPPOSITE (r->flow));
  if (exit < 0)
    {
      r->open = FALSE;
      return;
    }
  r->last_turn = turn_of (r->flow, exit);
  r->flow = exit;
  r->end_x = t.x + CARC_DX (exit);
  r->end_y = t.y + CARC_DY (exit);
}

static void
river_dump (CarcState *state,
            gpointer   data,
            GString   *out)
{
  const River *r = data;

  g_string_append_printf (out, "river open %d end %d %d flow %u turn %d\n",
                          r->open, r->end_x, r->end_y, r->flow, r->last_turn);
}

static const CarcRulesModule river_module = {
  .id = CARC_RIVER_MODULE,
  .tile_sets = river_tile_sets,
  .setup = river_setup,
  .deal_valid = river_deal_valid,
  .redeal = river_redeal,
  .create = river_create,
  .destroy = g_free,
  .copy = river_copy,
  .setup_done = river_setup_done,
  .filters_type = river_filters_type,
  .filter_placements = river_filter_placements,
  .explain_refusal = river_explain_refusal,
  .tile_placed = river_tile_placed,
  .dump = river_dump,
};

const CarcRulesModule *
carc_river_get_module (void)
{
  return &river_module;
}
