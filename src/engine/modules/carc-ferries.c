/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Ferries (rules.md §1.8, tiles-mists-minis.md §B3).
 *
 * Every road end at a lake is a road of its own, ended by the lake, until
 * a ferry joins two ends of that lake into one road (the inner_joins
 * hook).  Order of a turn: the tile, the figure, then (before the
 * scoring) a new lake tile's ferry, placed by its player, then the ferry
 * moves: on each road leading from the tile, the nearest ferry (found
 * once the new ferry is in place) may be moved by the player to join any
 * two ends of its lake, each ferry once.  Features are derived again
 * after every ferry, and the roads a moved ferry completed are scored
 * with the turn's. */
#include "carc-ferries.h"
#include "carc-feature-kind.h"

#define MAX_FERRIES 16
#define MAX_MOVES 8

typedef struct
{
  guint16 tile;
  guint8  a, b;        /* the road ends (segments) it joins, a < b */
} Ferry;

typedef struct
{
  guint32  roads;           /* the feature kinds scored as a road, a bit a kind */
  guint    n_ferries;
  Ferry    ferries[MAX_FERRIES];
  gboolean place_due;       /* the new lake waits for its ferry */
  gboolean moves_found;     /* the ferries that may move are known */
  guint8   n_movable;
  guint8   next;            /* the one asked about now */
  guint16  movable[MAX_MOVES];   /* their lakes, in the order asked */
  guint8   moved;           /* bit i: movable[i] moved */
} Ferries;

static const char *const ferries_tile_sets[] = { "ferries", NULL };

static const CarcModuleAction ferries_actions[] = {
  [CARC_FERRIES_PLACE] = { "ferry", CARC_TARGET_BUTTON },
  [CARC_FERRIES_MOVE] = { "ferry-move", CARC_TARGET_BUTTON },
  [CARC_FERRIES_KEEP] = { "ferry-keep", CARC_TARGET_BUTTON },
  { NULL, CARC_TARGET_BUTTON },
};

static gboolean
is_road (const Ferries *f,
         guint          kind)
{
  return kind < 32 && (f->roads & (1u << kind)) != 0;
}

static gpointer
ferries_create (CarcState *state)
{
  Ferries *f = g_new0 (Ferries, 1);

  for (guint k = 0; k < MIN (CARC_MAX_FEATURE_KINDS, 32); k++)
    if (carc_feature_kind_get (k)->scored == CARC_SCORED_AS_ROAD)
      f->roads |= 1u << k;
  return f;
}

static gpointer
ferries_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Ferries));
}

static const CarcTileType *
type_of (const CarcState *state,
         guint            tile,
         CarcPlacedTile  *placed)
{
  return carc_state_get_placed_type (state, tile, placed);
}

static Ferry *
ferry_on (Ferries *f,
          guint    tile)
{
  for (guint i = 0; i < f->n_ferries; i++)
    if (f->ferries[i].tile == tile)
      return &f->ferries[i];
  return NULL;
}

/* The road ends of the lake @tile, as bits: the segments a ferry joins. */
static guint32
road_ends (CarcState     *state,
           const Ferries *f,
           guint          tile)
{
  return type_of (state, tile, NULL)->road_segments;
}

/* The ferries' joins, for the features. */
static void
ferries_inner_joins (CarcState *state,
                     gpointer   data,
                     GArray    *pairs)
{
  Ferries *f = data;
  guint pairs_of[4 * MAX_FERRIES];

  for (guint i = 0; i < f->n_ferries; i++)
    {
      guint *pair = &pairs_of[4 * i];

      pair[0] = pair[2] = f->ferries[i].tile;
      pair[1] = f->ferries[i].a;
      pair[3] = f->ferries[i].b;
    }
  g_array_append_vals (pairs, pairs_of, 4 * f->n_ferries);
}

static void
ferries_tile_placed (CarcState *state,
                     gpointer   data,
                     guint      placed)
{
  Ferries *f = data;

  f->place_due = carc_tile_type_has_symbol (type_of (state, placed, NULL), CARC_MARK ("ferry-lake"));
  f->moves_found = FALSE;
  f->n_movable = f->next = f->moved = 0;
}

/* Walks the road leaving the placed tile @tile through board direction
 * @way, tile by tile, to the first lake whose ferry carries it on: that
 * lake, or -1 when the road ends first or leaves the board's tiles. */
static gint
nearest_ferry (CarcState *state,
               Ferries   *f,
               guint      tile,
               guint      way)
{
  CarcPlacedTile here, there;

  carc_state_get_tile (state, tile, &here);
  for (guint step = 0; step <= carc_state_get_n_tiles (state); step++)
    {
      const CarcTileType *type;
      gint next;
      guint8 segment, edges, in = CARC_OPPOSITE (way);
      Ferry *ferry;

      next = carc_state_tile_at (state, here.x + CARC_DX (way), here.y + CARC_DY (way));
      if (next < 0)
        return -1;
      type = type_of (state, next, &there);
      if (there.face_down)
        return -1;
      segment = carc_tile_type_edge_segment (type, there.rotation, in);
      if (segment == CARC_NO_SEGMENT || !is_road (f, type->segments[segment].kind))
        return -1;
      edges = carc_rotate_edges (type->segments[segment].edges, there.rotation) & ~(1u << in);
      if (edges == 0)
        {
          ferry = ferry_on (f, next);
          return ferry != NULL && (ferry->a == segment || ferry->b == segment) ? next : -1;
        }
      here = there;
      way = __builtin_ctz (edges);
    }
  return -1;
}

/* The features of the ferries' road ends, into @ends; how many.  A walk
 * along a road stays on its feature (edges join segments of one kind,
 * and there is one kind of road), so it meets a ferry only on a feature
 * among them; with more kinds of road, G_MAXUINT: every walk is made.
 * A ferry's two ends are one road (its join), found once. */
static guint
ferried_roads (CarcState     *state,
               const Ferries *f,
               guint32       *ends)
{
  if ((f->roads & (f->roads - 1)) != 0)
    return G_MAXUINT;
  for (guint i = 0; i < f->n_ferries; i++)
    ends[i] = carc_state_find_feature (state, f->ferries[i].tile, f->ferries[i].a);
  return f->n_ferries;
}

static gboolean
may_meet_ferry (const guint32 *ends,
                guint          n_ends,
                guint32        road)
{
  if (n_ends == G_MAXUINT)
    return TRUE;
  for (guint i = 0; i < n_ends; i++)
    if (ends[i] == road)
      return TRUE;
  return FALSE;
}

/* The ferries that may move this turn: the nearest on each road leading
 * from the tile, each once, not the one placed with it. */
static void
find_movable (CarcState *state,
              Ferries   *f)
{
  guint placed = carc_state_get_last_placed (state);
  CarcPlacedTile tile;
  const CarcTileType *type = type_of (state, placed, &tile);
  guint32 roads = type->road_segments;
  guint32 ends[MAX_FERRIES];
  guint n_ends = 0, neighbours;
  gboolean ends_found = FALSE;

  f->moves_found = TRUE;
  if (f->n_ferries == 0 || roads == 0)
    return;
  neighbours = carc_state_get_neighbours (state, placed);
  for (; roads != 0; roads &= roads - 1)
    {
      guint s = __builtin_ctz (roads);
      guint8 edges = carc_rotate_edges (type->segments[s].edges, tile.rotation);

      /* A road that leads to no tile is walked no further. */
      if ((edges & neighbours) == 0)
        continue;
      if (!ends_found)
        {
          n_ends = ferried_roads (state, f, ends);
          ends_found = TRUE;
        }
      if (!may_meet_ferry (ends, n_ends, carc_state_find_feature (state, placed, s)))
        continue;
      for (guint d = 0; d < 4; d++)
        {
          gint lake = (edges & (1u << d)) ? nearest_ferry (state, f, placed, d) : -1;
          gboolean known = lake < 0 || (guint) lake == placed;

          for (guint i = 0; i < f->n_movable && !known; i++)
            known = f->movable[i] == lake;
          if (!known && f->n_movable < MAX_MOVES)
            f->movable[f->n_movable++] = lake;
        }
    }
}

static gboolean
ferries_pending_before_scoring (CarcState    *state,
                                gpointer      data,
                                CarcDecision *decision)
{
  Ferries *f = data;

  if (f->place_due)
    {
      decision->choice_kind = CARC_FERRIES_ASK_PLACE;
      return TRUE;
    }
  if (!f->moves_found)
    find_movable (state, f);
  if (f->next >= f->n_movable)
    return FALSE;
  decision->choice_kind = CARC_FERRIES_ASK_MOVE;
  return TRUE;
}

/* Every pair of the road ends of the lake @tile, as @choice, but the
 * pair @skip (a ferry's a and b; none when both are 0), written in
 * place. */
static void
list_pairs (CarcState     *state,
            const Ferries *f,
            guint          module,
            guint          tile,
            guint          choice,
            const Ferry   *skip,
            GArray        *actions)
{
  CarcPlacedTile placed;
  guint32 ends = road_ends (state, f, tile);
  guint n = __builtin_popcount (ends), first = actions->len;
  CarcAction *out;

  carc_state_get_tile (state, tile, &placed);
  g_array_set_size (actions, first + n * (n - 1) / 2);
  out = &g_array_index (actions, CarcAction, first);
  n = 0;
  for (guint32 as = ends; as != 0; as &= as - 1)
    for (guint32 bs = as & (as - 1); bs != 0; bs &= bs - 1)
      {
        guint a = __builtin_ctz (as), b = __builtin_ctz (bs);

        if (a != skip->a || b != skip->b)
          out[n++] = (CarcAction) { .kind = CARC_ACTION_MODULE, .module = module, .choice = choice, .x = placed.x,
                                    .y = placed.y, .segment = a, .value = b };
      }
  g_array_set_size (actions, first + n);
}

static void
ferries_list_actions (CarcState *state,
                      gpointer   data,
                      GArray    *actions)
{
  Ferries *f = data;
  const CarcDecision *d = carc_state_get_decision (state);

  static const Ferry none = { 0, 0, 0 };

  if (d->choice_kind == CARC_FERRIES_ASK_PLACE)
    list_pairs (state, f, d->module, carc_state_get_last_placed (state), CARC_FERRIES_PLACE, &none, actions);
  else
    {
      CarcAction keep = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_FERRIES_KEEP };

      /* Joining the ends it joins already is keeping it. */
      list_pairs (state, f, d->module, f->movable[f->next], CARC_FERRIES_MOVE, ferry_on (f, f->movable[f->next]),
                  actions);
      g_array_append_val (actions, keep);
    }
}

/* The core accepts only a listed action. */
static CarcError
ferries_apply (CarcState        *state,
               gpointer          data,
               const CarcAction *action)
{
  Ferries *f = data;
  guint lake;

  switch (action->choice)
    {
    case CARC_FERRIES_PLACE:
      lake = carc_state_get_last_placed (state);
      if (f->n_ferries < MAX_FERRIES)
        f->ferries[f->n_ferries++] = (Ferry) { lake, action->segment, action->value };
      f->place_due = FALSE;
      break;
    case CARC_FERRIES_MOVE:
      {
        Ferry *ferry = ferry_on (f, f->movable[f->next]);

        lake = f->movable[f->next];
        ferry->a = action->segment;
        ferry->b = action->value;
        f->moved |= 1u << f->next;
        f->next++;
      }
      break;
    case CARC_FERRIES_KEEP:
    default:
      f->next++;
      return CARC_OK;
    }
  /* Only the roads through the lake's road ends are joined otherwise. */
  carc_state_rederive_segments (state, lake, road_ends (state, f, lake));
  return CARC_OK;
}

/* What the moved ferries completed is scored with the turn. */
static void
ferries_turn_scored (CarcState *state,
                     gpointer   data)
{
  Ferries *f = data;

  for (guint i = 0; i < f->n_movable; i++)
    if (f->moved & (1u << i))
      carc_state_score_completed (state, f->movable[i]);
}

static void
ferries_dump (CarcState *state,
              gpointer   data,
              GString   *out)
{
  Ferries *f = data;

  g_string_append_printf (out, "ferries due %d found %d next %u/%u moved %u:", f->place_due, f->moves_found, f->next,
                          f->n_movable, f->moved);
  for (guint i = 0; i < f->n_ferries; i++)
    g_string_append_printf (out, " %u:%u-%u", f->ferries[i].tile, f->ferries[i].a, f->ferries[i].b);
  g_string_append_c (out, '\n');
}

static const CarcRulesModule ferries_module = {
  .id = CARC_FERRIES_MODULE,
  .tile_sets = ferries_tile_sets,
  .actions = ferries_actions,
  .create = ferries_create,
  .destroy = g_free,
  .copy = ferries_copy,
  .tile_placed = ferries_tile_placed,
  .pending_before_scoring = ferries_pending_before_scoring,
  .list_actions = ferries_list_actions,
  .apply = ferries_apply,
  .turn_scored = ferries_turn_scored,
  .inner_joins = ferries_inner_joins,
  .dump = ferries_dump,
};

const CarcRulesModule *
carc_ferries_get_module (void)
{
  return &ferries_module;
}

gboolean
carc_ferries_get_ferry (const CarcState *state,
                        guint            tile,
                        guint           *a,
                        guint           *b)
{
  Ferries *f = carc_state_get_module_data (state, CARC_FERRIES_MODULE);
  Ferry *ferry = f != NULL ? ferry_on (f, tile) : NULL;

  if (ferry == NULL)
    return FALSE;
  *a = ferry->a;
  *b = ferry->b;
  return TRUE;
}

gint
carc_ferries_get_asking (const CarcState *state)
{
  Ferries *f = carc_state_get_module_data (state, CARC_FERRIES_MODULE);
  const CarcDecision *d = carc_state_get_decision (state);

  if (f == NULL || d->kind != CARC_DECISION_MODULE || d->choice_kind != CARC_FERRIES_ASK_MOVE || f->next >= f->n_movable)
    return -1;
  return f->movable[f->next];
}
