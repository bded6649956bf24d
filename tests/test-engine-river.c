/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The River (rules.md §1.5): the composed deal, continuation, the U-turn
 * as decided, no figure on the river, river tiles set aside, the River's
 * reasons for its refusals, and whole games with the river's invariants. */
#include "carc-river.h"
#include "carc-save.h"
#include "carc-test-util.h"

#include <string.h>

/* The edge kind the river tiles show, which their set declares. */
#define RIVER_EDGE (carc_feature_kind_get (CARC_KIND ("river"))->edge)

static const gint dx[4] = { 0, 1, 0, -1 };
static const gint dy[4] = { -1, 0, 1, 0 };

static CarcSetup *
river_setup (guint64 seed)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { "river", NULL };
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = carc_setup_compose (sets, modules, 2, 0, seed, carc_save_builtin_tile_sets, NULL, &error);

  g_assert_no_error (error);
  return setup;
}

/* A river deal whose river pile is exactly @ids (space-separated). */
static CarcState *
river_game (const char *ids)
{
  g_autoptr(CarcSetup) setup = river_setup (1);
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);
  guint pile, n;

  g_assert_true (carc_setup_find_pile (setup, "river", &pile));
  carc_setup_get_pile (setup, pile, &n);
  while (n-- > 0)
    carc_setup_remove_from_pile (setup, pile, 0);
  for (guint i = 0; list[i] != NULL; i++)
    {
      guint type;

      g_assert_true (carc_tile_set_lookup (tiles, list[i], &type));
      carc_setup_append_to_pile (setup, pile, type);
    }
  return carc_state_new (setup);
}

static const CarcTileType *
type_of (CarcState *state,
         guint      type)
{
  return carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)), type);
}

static guint
edge_of (const CarcTileType *type,
         guint               rotation,
         guint               d)
{
  return type->edges[(d - rotation) & 3];
}

/* The listed placement at @x, @y where the river leaves towards @exit
 * (coming in from @entry), or NULL. */
static const CarcAction *
find_river_placement (CarcState *state,
                      GArray    *actions,
                      gint       x,
                      gint       y,
                      guint      entry,
                      guint      exit)
{
  const CarcTileType *type = type_of (state, carc_state_get_decision (state)->tile_type);

  carc_state_list_actions (state, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);

      if (a->x == x && a->y == y && edge_of (type, a->rotation, entry) == RIVER_EDGE
          && edge_of (type, a->rotation, exit) == RIVER_EDGE)
        return a;
    }
  return NULL;
}

/* Places the river tile of this turn at @x, @y, flowing in from @entry
 * and out to @exit, then skips the figure. */
static void
flow (CarcState *state,
      gint       x,
      gint       y,
      guint      entry,
      guint      exit)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  const CarcAction *a = find_river_placement (state, actions, x, y, entry, exit);
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_assert_nonnull (a);
  g_assert_cmpint (carc_state_apply (state, a), ==, CARC_OK);
  if (carc_state_get_decision (state)->kind == CARC_DECISION_PLACE_FIGURE)
    g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
}

/* Spring first on the table, 10 river tiles, the lake, then the 71 land
 * tiles; the classic start tile is out of the game. */
static void
test_deal (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(CarcSetup) setup = river_setup (seed);
      CarcTileSet *tiles = carc_setup_get_tile_set (setup);
      const guint16 *order;
      guint n, d_count = 0;
      const CarcStartCell *start;

      g_assert_cmpuint (carc_setup_get_n_start_cells (setup), ==, 1);
      start = carc_setup_get_start_cell (setup, 0);
      g_assert_cmpstr (carc_tile_set_get_type (tiles, start->type)->id, ==, "RV01");
      g_assert_cmpint (start->x, ==, 0);
      g_assert_cmpint (start->y, ==, 0);

      g_assert_cmpuint (carc_setup_get_n_piles (setup), ==, 2);
      g_assert_cmpstr (carc_setup_get_pile_name (setup, 0), ==, "river");
      g_assert_cmpstr (carc_setup_get_pile_name (setup, 1), ==, "main");
      order = carc_setup_get_order (setup, &n);
      g_assert_cmpuint (n, ==, 10 + 1 + 71);
      for (guint i = 0; i < 10; i++)
        {
          const CarcTileType *t = carc_tile_set_get_type (tiles, order[i]);

          g_assert_true (g_str_has_prefix (t->id, "RV"));
          g_assert_cmpuint (t->symbol, ==, CARC_NO_MARK);
        }
      g_assert_cmpstr (carc_tile_set_get_type (tiles, order[10])->id, ==, "RV02");
      for (guint i = 11; i < n; i++)
        {
          const char *id = carc_tile_set_get_type (tiles, order[i])->id;

          g_assert_false (g_str_has_prefix (id, "RV"));
          d_count += g_str_equal (id, "D");
        }
      /* Four D tiles in the base set: the one that would start is gone. */
      g_assert_cmpuint (d_count, ==, 3);
    }

  /* The river pile is shuffled: two seeds, two orders. */
  {
    g_autoptr(CarcSetup) a = river_setup (1);
    g_autoptr(CarcSetup) b = river_setup (2);
    guint na, nb;
    const guint16 *oa = carc_setup_get_order (a, &na);
    const guint16 *ob = carc_setup_get_order (b, &nb);

    g_assert_false (memcmp (oa, ob, 10 * sizeof (guint16)) == 0);
  }
}

/* Each river tile continues the river at its one open end. */
static void
test_continuation (void)
{
  CarcState *state = river_game ("RV03 RV03 RV04 RV04 RV05 RV06 RV07 RV08 RV09 RV10 RV02");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcAction elsewhere = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = -1, .rotation = 0 };
  g_autofree char *before = test_dump (state);
  g_autofree char *after = NULL;

  carc_state_list_actions (state, actions);
  /* A straight: one distinct orientation, east of the spring. */
  g_assert_cmpuint (actions->len, ==, 1);
  g_assert_cmpint (g_array_index (actions, CarcAction, 0).x, ==, 1);
  g_assert_cmpint (g_array_index (actions, CarcAction, 0).y, ==, 0);
  /* North of the spring the edges would fit (field to field), but the
   * river would not go on: refused, and nothing changes. */
  g_assert_cmpint (carc_state_check (state, &elsewhere), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpint (carc_state_apply (state, &elsewhere), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (carc_state_explain_refusal (state, &elsewhere, CARC_ERROR_MODULE_RULE, NULL), ==,
                    CARC_RIVER_NOT_AT_END);
  after = test_dump (state);
  g_assert_cmpstr (before, ==, after);
  carc_state_free (state);
}

/* Two curves in a row may not bend the same way; a straight between
 * them makes them not successive. */
static void
test_u_turn (void)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = river_game ("RV04 RV04 RV03 RV03 RV05 RV06 RV07 RV08 RV09 RV10 RV02");

  /* East, then a right bend to the south at (1, 0). */
  flow (state, 1, 0, CARC_WEST, CARC_SOUTH);
  /* Another right bend (south to west) is a U-turn; left (to east) is fine. */
  g_assert_null (find_river_placement (state, actions, 1, 1, CARC_NORTH, CARC_WEST));
  g_assert_nonnull (find_river_placement (state, actions, 1, 1, CARC_NORTH, CARC_EAST));
  g_assert_cmpuint (actions->len, ==, 1);
  {
    const CarcTileType *t = type_of (state, carc_state_get_decision (state)->tile_type);
    CarcAction u_turn = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 1 };

    for (u_turn.rotation = 0; u_turn.rotation < 4; u_turn.rotation++)
      if (edge_of (t, u_turn.rotation, CARC_NORTH) == RIVER_EDGE
          && edge_of (t, u_turn.rotation, CARC_WEST) == RIVER_EDGE)
        break;
    g_assert_cmpint (carc_state_check (state, &u_turn), ==, CARC_ERROR_MODULE_RULE);
    g_assert_cmpuint (carc_state_explain_refusal (state, &u_turn, CARC_ERROR_MODULE_RULE, NULL), ==,
                      CARC_RIVER_U_TURN);
  }
  carc_state_free (state);

  state = river_game ("RV04 RV03 RV04 RV03 RV05 RV06 RV07 RV08 RV09 RV10 RV02");
  flow (state, 1, 0, CARC_WEST, CARC_SOUTH);    /* right */
  flow (state, 1, 1, CARC_NORTH, CARC_SOUTH);   /* straight */
  /* Right again, after the straight: allowed, and so is left. */
  g_assert_nonnull (find_river_placement (state, actions, 1, 2, CARC_NORTH, CARC_WEST));
  g_assert_nonnull (find_river_placement (state, actions, 1, 2, CARC_NORTH, CARC_EAST));
  carc_state_free (state);
}

/* Figures may stand on a river tile's fields, never on the river. */
static void
test_no_figure_on_river (void)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = river_game ("RV03 RV03 RV04 RV04 RV05 RV06 RV07 RV08 RV09 RV10 RV02");
  const CarcTileType *t = type_of (state, carc_state_get_decision (state)->tile_type);
  CarcAction place;
  guint river = CARC_NO_SEGMENT, fields = 0;

  carc_state_list_actions (state, actions);
  place = g_array_index (actions, CarcAction, 0);
  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  carc_state_list_actions (state, actions);
  for (guint s = 0; s < t->n_segments; s++)
    if (t->segments[s].kind == CARC_KIND ("river"))
      river = s;
  g_assert_cmpuint (river, !=, CARC_NO_SEGMENT);
  for (guint i = 0; i < actions->len; i++)
    {
      const CarcAction *a = &g_array_index (actions, CarcAction, i);

      if (a->kind != CARC_ACTION_PLACE_FIGURE)
        continue;
      g_assert_cmpuint (a->segment, !=, river);
      g_assert_cmpuint (t->segments[a->segment].kind, ==, CARC_FEATURE_FIELD);
      fields++;
    }
  /* RV03: a field on each bank. */
  g_assert_cmpuint (fields, ==, 2);
  {
    CarcAction on_river = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = river, .figure = CARC_FIGURE_MEEPLE };

    CarcAction on_field = g_array_index (actions, CarcAction, 0);
    guint module = G_MAXUINT;

    g_assert_cmpint (carc_state_check (state, &on_river), ==, CARC_ERROR_SEGMENT_NOT_PLAYABLE);
    g_assert_cmpuint (carc_state_explain_refusal (state, &on_river, CARC_ERROR_SEGMENT_NOT_PLAYABLE, &module), ==,
                      CARC_RIVER_NO_FIGURE);
    g_assert_cmpuint (module, ==, 0);
    /* A field of the river tile is the core's to refuse (say, occupied). */
    g_assert_cmpint (on_field.kind, ==, CARC_ACTION_PLACE_FIGURE);
    g_assert_cmpuint (carc_state_explain_refusal (state, &on_field, CARC_ERROR_FEATURE_OCCUPIED, NULL), ==, 0);
  }
  carc_state_free (state);
}

/* A straight whose way on is blocked by the river's own bend cannot go
 * anywhere: it is set aside and the next river tile drawn (rules.md
 * §1.5). */
static void
test_set_aside (void)
{
  CarcState *state = river_game ("RV04 RV03 RV04 RV03 RV10 RV08 RV09 RV05 RV06 RV07 RV02");
  guint n_events;
  const CarcEvent *events;
  g_autoptr(GString) discarded = g_string_new (NULL);

  flow (state, 1, 0, CARC_WEST, CARC_SOUTH);    /* RV04 right */
  flow (state, 1, 1, CARC_NORTH, CARC_SOUTH);   /* RV03 */
  flow (state, 1, 2, CARC_NORTH, CARC_EAST);    /* RV04 left */
  flow (state, 2, 2, CARC_WEST, CARC_EAST);     /* RV03 */
  flow (state, 3, 2, CARC_WEST, CARC_NORTH);    /* RV10 left */
  flow (state, 3, 1, CARC_SOUTH, CARC_NORTH);   /* RV08 */
  flow (state, 3, 0, CARC_SOUTH, CARC_WEST);    /* RV09 left */
  /* Flowing west into (2, 0): the straights RV05, RV06 and RV07 would
   * run into the east edge of the bend at (1, 0), a field.  Each is set
   * aside; the lake fits and comes next. */
  events = carc_state_get_events (state, &n_events);
  for (guint i = 0; i < n_events; i++)
    if (events[i].kind == CARC_EVENT_TILE_DISCARDED)
      g_string_append_printf (discarded, "%s ", type_of (state, events[i].tile_type)->id);
  g_assert_cmpstr (discarded->str, ==, "RV05 RV06 RV07 ");
  g_assert_cmpstr (type_of (state, carc_state_get_decision (state)->tile_type)->id, ==, "RV02");
  carc_state_free (state);
}

/* The placement of the tile in hand at @x, @y turned @rotation. */
static CarcAction
tile_at (gint  x,
         gint  y,
         guint rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  return a;
}

/* The rotation of the tile in hand that puts its river on @entry and
 * @exit. */
static guint
river_rotation (CarcState *state,
                guint      entry,
                guint      exit)
{
  const CarcTileType *t = type_of (state, carc_state_get_decision (state)->tile_type);

  for (guint r = 0; r < 4; r++)
    if (edge_of (t, r, entry) == RIVER_EDGE && edge_of (t, r, exit) == RIVER_EDGE)
      return r;
  g_assert_not_reached ();
}

/* Each of the River's refusals has its reason, the filter's own: away
 * from the open end, a U-turn, a course the lake could no longer end,
 * and a figure on the river; the core's refusals (edges) and a placement
 * the River lets through have none. */
static void
test_refusal_reasons (void)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcState *state = river_game ("RV10 RV03 RV04 RV03 RV04 RV08 RV09 RV05 RV06 RV07 RV02");
  CarcAction a;
  guint module = G_MAXUINT;

  /* RV10's river against the spring's field: the core's edges, no reason. */
  a = tile_at (0, -1, river_rotation (state, CARC_SOUTH, CARC_WEST));
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_ERROR_EDGE_MISMATCH);
  g_assert_cmpuint (carc_state_explain_refusal (state, &a, CARC_ERROR_EDGE_MISMATCH, NULL), ==, 0);
  /* A listed placement has no reason, whatever error is claimed for it. */
  a = tile_at (1, 0, river_rotation (state, CARC_WEST, CARC_SOUTH));
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_OK);
  g_assert_cmpuint (carc_state_explain_refusal (state, &a, CARC_ERROR_MODULE_RULE, NULL), ==, 0);

  /* Round a cell, the road of the first bend (RV10 at 1, 0) facing east
   * into (2, 0): right, straight, left, straight, left, straight. */
  flow (state, 1, 0, CARC_WEST, CARC_SOUTH);    /* RV10 right */
  flow (state, 1, 1, CARC_NORTH, CARC_SOUTH);   /* RV03 */
  /* RV04 in the corner of the spring and the straight, its fields
   * fitting both: not at the river's end. */
  a = tile_at (0, 1, river_rotation (state, CARC_SOUTH, CARC_WEST));
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (carc_state_explain_refusal (state, &a, CARC_ERROR_MODULE_RULE, &module), ==,
                    CARC_RIVER_NOT_AT_END);
  g_assert_cmpuint (module, ==, 0);
  flow (state, 1, 2, CARC_NORTH, CARC_EAST);    /* RV04 left */
  flow (state, 2, 2, CARC_WEST, CARC_EAST);     /* RV03 */
  flow (state, 3, 2, CARC_WEST, CARC_NORTH);    /* RV04 left */

  /* RV08 at the end turned a quarter: its road would meet the river, the
   * core's refusal. */
  a = tile_at (3, 1, (river_rotation (state, CARC_SOUTH, CARC_NORTH) + 1) & 3);
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_ERROR_EDGE_MISMATCH);
  g_assert_cmpuint (carc_state_explain_refusal (state, &a, CARC_ERROR_EDGE_MISMATCH, NULL), ==, 0);
  flow (state, 3, 1, CARC_SOUTH, CARC_NORTH);   /* RV08 */

  /* RV09 turning left into (2, 0), after a straight: no U-turn, but the
   * lake could not lie there against the road.  Right is fine. */
  g_assert_cmpstr (type_of (state, carc_state_get_decision (state)->tile_type)->id, ==, "RV09");
  g_assert_null (find_river_placement (state, actions, 3, 0, CARC_SOUTH, CARC_WEST));
  g_assert_nonnull (find_river_placement (state, actions, 3, 0, CARC_SOUTH, CARC_EAST));
  a = tile_at (3, 0, river_rotation (state, CARC_SOUTH, CARC_WEST));
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (carc_state_explain_refusal (state, &a, CARC_ERROR_MODULE_RULE, &module), ==,
                    CARC_RIVER_LAKE_BLOCKED);
  g_assert_cmpuint (module, ==, 0);

  carc_state_free (state);

  /* Right, then right again at once: a U-turn. */
  state = river_game ("RV04 RV09 RV03 RV03 RV04 RV05 RV06 RV07 RV08 RV10 RV02");
  flow (state, 1, 0, CARC_WEST, CARC_SOUTH);    /* RV04 right */
  a = tile_at (1, 1, river_rotation (state, CARC_NORTH, CARC_WEST));
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_ERROR_MODULE_RULE);
  g_assert_cmpuint (carc_state_explain_refusal (state, &a, CARC_ERROR_MODULE_RULE, NULL), ==,
                    CARC_RIVER_U_TURN);
  carc_state_free (state);
}

/* In random games, every placement around the board refused by the
 * River's filter has a reason, and no other: land tiles and the core's
 * refusals never get one. */
static void
test_reasons_exact (void)
{
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(CarcSetup) setup = river_setup (seed);
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
      CarcState *state = carc_state_new (setup);
      CarcRng rng;
      guint reasons = 0;

      carc_rng_init (&rng, seed);
      /* The river and a few land tiles after it. */
      for (guint turn = 0; turn < 16 && !carc_state_is_over (state); turn++)
        {
          gint min_x = 0, max_x = 0, min_y = 0, max_y = 0;

          for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
            {
              CarcPlacedTile t;

              carc_state_get_tile (state, i, &t);
              min_x = MIN (min_x, t.x);
              max_x = MAX (max_x, t.x);
              min_y = MIN (min_y, t.y);
              max_y = MAX (max_y, t.y);
            }
          for (gint x = min_x - 1; x <= max_x + 1; x++)
            for (gint y = min_y - 1; y <= max_y + 1; y++)
              for (guint r = 0; r < 4; r++)
                {
                  CarcAction a = tile_at (x, y, r);
                  CarcError error = carc_state_check (state, &a);
                  guint reason = carc_state_explain_refusal (state, &a, error, NULL);

                  g_assert_cmpuint (reason != 0, ==, error == CARC_ERROR_MODULE_RULE);
                  reasons += reason != 0;
                }
          do
            {
              carc_state_list_actions (state, actions);
              g_assert_cmpint (carc_state_apply (state, &g_array_index (actions, CarcAction,
                                                                        carc_rng_range (&rng, actions->len))), ==, CARC_OK);
            }
          while (carc_state_get_decision (state)->kind == CARC_DECISION_PLACE_FIGURE);
        }
      g_assert_cmpuint (reasons, >, 0);
      carc_state_free (state);
    }
}

/* Every river edge on the board faces a river edge once the lake is down,
 * and no land tile ever lies beside an open river end. */
static void
check_river_closed (CarcState *state)
{
  for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
    {
      CarcPlacedTile t;
      const CarcTileType *type;

      carc_state_get_tile (state, i, &t);
      type = type_of (state, t.type);
      for (guint d = 0; d < 4; d++)
        if (edge_of (type, t.rotation, d) == RIVER_EDGE)
          {
            gint n = carc_state_tile_at (state, t.x + dx[d], t.y + dy[d]);
            CarcPlacedTile o;

            g_assert_cmpint (n, >=, 0);
            carc_state_get_tile (state, n, &o);
            g_assert_cmpuint (edge_of (type_of (state, o.type), o.rotation, (d + 2) & 3), ==, RIVER_EDGE);
          }
    }
}

/* Random whole games: the first 12 tiles on the board are the river's in
 * order (spring, river tiles, lake), the river closes, and undo-all,
 * redo-all and the invariants hold. */
static void
test_games (void)
{
  for (guint64 seed = 1; seed <= 100; seed++)
    {
      g_autoptr(CarcSetup) setup = river_setup (seed);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      g_autofree char *end = test_play_random (history, seed);
      CarcState *state = carc_history_get_state (history);
      gboolean lake_seen = FALSE;

      check_river_closed (state);
      for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
        {
          CarcPlacedTile t;
          const CarcTileType *type;

          carc_state_get_tile (state, i, &t);
          type = type_of (state, t.type);
          if (g_str_equal (type->id, "RV02"))
            lake_seen = TRUE;
          /* River tiles come before every land tile; the lake ends them. */
          g_assert_true (g_str_has_prefix (type->id, "RV") == (!lake_seen || g_str_equal (type->id, "RV02")));
        }
      g_assert_true (lake_seen);
    }
}

/* A composed set's parts are ranges of its types: each part's range, as
 * carc_tile_set_get_part_types() gives it (the River's setup reads its
 * tiles by it), holds exactly the types carc_tile_set_get_part_of_type()
 * says are the part's, with every module's tile set in. */
static void
test_part_types (void)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { "winter", "river", "inns-cathedrals", "traders-builders", "flying-machines", "messages",
                            "ferries", "gold-mines", "mage-witch", "robbers", "crop-circles", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, 2, 0, 1, carc_save_builtin_tile_sets, NULL, &error);
  CarcTileSet *tiles;
  guint n_types, covered = 0;

  g_assert_no_error (error);
  tiles = carc_setup_get_tile_set (setup);
  n_types = carc_tile_set_get_n_types (tiles);
  g_assert_cmpuint (carc_tile_set_get_n_parts (tiles), >, 2);
  for (guint p = 0; p < carc_tile_set_get_n_parts (tiles); p++)
    {
      guint first, end;

      carc_tile_set_get_part_types (tiles, p, &first, &end);
      g_assert_cmpuint (first, <=, end);
      g_assert_cmpuint (end, <=, n_types);
      covered += end - first;
      for (guint t = 0; t < n_types; t++)
        g_assert_true ((carc_tile_set_get_part_of_type (tiles, t) == p) == (t >= first && t < end));
    }
  g_assert_cmpuint (covered, ==, n_types);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/river/deal", test_deal);
  g_test_add_func ("/engine/river/continuation", test_continuation);
  g_test_add_func ("/engine/river/u-turn", test_u_turn);
  g_test_add_func ("/engine/river/no-figure-on-river", test_no_figure_on_river);
  g_test_add_func ("/engine/river/set-aside", test_set_aside);
  g_test_add_func ("/engine/river/refusal-reasons", test_refusal_reasons);
  g_test_add_func ("/engine/river/reasons-exact", test_reasons_exact);
  g_test_add_func ("/engine/river/games", test_games);
  g_test_add_func ("/engine/river/part-types", test_part_types);
  return g_test_run ();
}
