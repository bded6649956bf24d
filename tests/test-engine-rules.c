/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Placement legality, figure rules, discarded tiles, tile symmetry and the
 * rules-module hooks. */
#include "carc-module.h"
#include "carc-test-util.h"

typedef struct
{
  const char *name;
  const char *tile;
  gint        x;
  gint        y;
  guint       rotation;
  CarcError   expected;
} PlacementCase;

/* Against the start tile D alone (city N, road W–E, field S). */
static const PlacementCase placement_cases[] = {
  { "city on the city edge", "E", 0, -1, 2, CARC_OK },
  { "field against the city edge", "E", 0, -1, 0, CARC_ERROR_EDGE_MISMATCH },
  { "road continues east", "U", 1, 0, 0, CARC_OK },
  { "road turned across", "U", 1, 0, 1, CARC_ERROR_EDGE_MISMATCH },
  { "field below the field edge", "B", 0, 1, 0, CARC_OK },
  { "monastery against the road", "B", 1, 0, 0, CARC_ERROR_EDGE_MISMATCH },
  { "corner only", "B", 1, 1, 0, CARC_ERROR_NOT_ADJACENT },
  { "far away", "B", 5, 7, 0, CARC_ERROR_NOT_ADJACENT },
  { "on the start tile", "B", 0, 0, 0, CARC_ERROR_CELL_OCCUPIED },
  { "rotation out of range", "E", 0, -1, 4, CARC_ERROR_BAD_ROTATION },
  { "far beyond the board", "E", G_MAXINT16, 0, 0, CARC_ERROR_OFF_BOARD },
  { "crossroads on the road", "X", -1, 0, 0, CARC_OK },
  { "city cap facing the road", "E", -1, 0, 1, CARC_ERROR_EDGE_MISMATCH },
  { "city gate road ends the road", "S", -1, 0, 3, CARC_OK },
};

static void
test_placement_table (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (placement_cases); i++)
    {
      const PlacementCase *c = &placement_cases[i];
      CarcState *s = test_game_new (2, 0, c->tile);
      CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = c->x, .y = c->y, .rotation = c->rotation };
      g_autofree char *before = test_dump (s);
      CarcError error = carc_state_apply (s, &a);

      g_test_message ("%s", c->name);
      g_assert_cmpstr (carc_error_to_string (error), ==, carc_error_to_string (c->expected));
      if (error != CARC_OK)
        {
          g_autofree char *after = test_dump (s);

          g_assert_cmpstr (before, ==, after);
        }
      carc_state_free (s);
    }
}

/* A second placement check: every listed placement is legal, and every
 * legal cell/rotation is listed (up to symmetric rotations). */
static void
test_listing_matches_check (void)
{
  static const char *tiles[] = { "A", "C", "D", "H", "L", "U", "V", "X" };

  for (guint t = 0; t < G_N_ELEMENTS (tiles); t++)
    {
      g_autofree char *order = g_strdup_printf ("E U V %s", tiles[t]);
      CarcState *s = test_game_new (2, 0, order);
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
      const CarcTileType *tt = carc_tile_set_get_type (test_base_tiles (), test_type (tiles[t]));
      guint legal = 0;

      test_play (s, 0, -1, 2, NO_FIGURE);
      test_play (s, 1, 0, 0, NO_FIGURE);
      test_play (s, -1, 0, 3, NO_FIGURE);
      carc_state_list_actions (s, actions);
      for (guint i = 0; i < actions->len; i++)
        g_assert_cmpint (carc_state_check (s, &g_array_index (actions, CarcAction, i)), ==, CARC_OK);
      for (gint y = -4; y <= 4; y++)
        for (gint x = -4; x <= 4; x++)
          for (guint r = 0; r < tt->period; r++)
            {
              CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = r };

              legal += carc_state_check (s, &a) == CARC_OK;
            }
      g_assert_cmpuint (legal, ==, actions->len);
      carc_state_free (s);
    }
}

/* A board wider than the torus it starts on: forty straight roads east
 * of the start tile.  Tiles lie where they were put, a cell the torus's
 * width away is empty, every listed placement is legal and every legal
 * one listed, and a copy is the same game. */
static void
test_long_board (void)
{
  g_autoptr(GString) order = g_string_new ("U");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  const CarcTileType *tt = carc_tile_set_get_type (test_base_tiles (), test_type ("U"));
  CarcState *s, *copy;
  g_autofree char *dump = NULL;
  g_autofree char *copy_dump = NULL;
  guint legal = 0;

  for (guint i = 0; i < 40; i++)
    g_string_append (order, " U");
  s = test_game_new (2, 0, order->str);
  for (gint x = 1; x <= 40; x++)
    test_play (s, x, 0, 0, NO_FIGURE);
  for (gint x = 0; x <= 40; x++)
    g_assert_cmpint (carc_state_tile_at (s, x, 0), ==, x);
  for (gint w = 32; w <= 128; w *= 2)
    {
      g_assert_cmpint (carc_state_tile_at (s, 40 + w, 0), ==, -1);
      g_assert_cmpint (carc_state_tile_at (s, -w, 0), ==, -1);
      g_assert_cmpint (carc_state_tile_at (s, 20, w), ==, -1);
    }
  carc_state_list_actions (s, actions);
  g_assert_cmpuint (actions->len, >, 0);
  for (guint i = 0; i < actions->len; i++)
    g_assert_cmpint (carc_state_check (s, &g_array_index (actions, CarcAction, i)), ==, CARC_OK);
  for (gint y = -3; y <= 3; y++)
    for (gint x = -100; x <= 140; x++)
      for (guint r = 0; r < tt->period; r++)
        {
          CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = r };

          legal += carc_state_check (s, &a) == CARC_OK;
        }
  g_assert_cmpuint (legal, ==, actions->len);
  copy = carc_state_copy (s);
  dump = test_dump (s);
  copy_dump = test_dump (copy);
  g_assert_cmpstr (dump, ==, copy_dump);
  test_play (copy, -1, 0, 0, NO_FIGURE);
  carc_state_free (copy);
  carc_state_free (s);
}

/* Seed 003: "Modrý může umístit pouze sedláka, protože ve spojených
 * částech města již stojí červený rytíř." */
static void
test_occupied_feature_refused (void)
{
  CarcState *s = test_game_new (2, 0, "G N");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcAction knight = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 0 };
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = -2, .rotation = 2 };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  test_play (s, 0, -1, 1, 0);
  g_assert_cmpint (carc_state_apply (s, &place), ==, CARC_OK);
  carc_state_list_actions (s, actions);
  g_assert_cmpuint (actions->len, ==, 2); /* the field, and skip */
  g_assert_cmpuint (g_array_index (actions, CarcAction, 0).segment, ==, 1);

  before = test_dump (s);
  g_assert_cmpint (carc_state_apply (s, &knight), ==, CARC_ERROR_FEATURE_OCCUPIED);
  after = test_dump (s);
  g_assert_cmpstr (before, ==, after);
  carc_state_free (s);
}

static void
test_wrong_decision (void)
{
  CarcState *s = test_game_new (2, 0, "U U");
  CarcAction figure = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 0 };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0 };
  CarcAction bad_segment = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = 9 };

  g_assert_cmpint (carc_state_apply (s, &figure), ==, CARC_ERROR_WRONG_DECISION);
  g_assert_cmpint (carc_state_apply (s, &skip), ==, CARC_ERROR_WRONG_DECISION);
  g_assert_cmpint (carc_state_apply (s, &place), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (s, &place), ==, CARC_ERROR_WRONG_DECISION);
  g_assert_cmpint (carc_state_apply (s, &bad_segment), ==, CARC_ERROR_NO_SUCH_SEGMENT);
  g_assert_cmpint (carc_state_apply (s, &skip), ==, CARC_OK);
  place.x = -1;
  g_assert_cmpint (carc_state_apply (s, &place), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (s, &skip), ==, CARC_OK);
  g_assert_true (carc_state_is_over (s));
  g_assert_cmpint (carc_state_apply (s, &place), ==, CARC_ERROR_GAME_OVER);
  carc_state_free (s);
}

/* A player without meeples is not asked the figure question: player 0
 * puts a monk on each of his seven monasteries, then has none left. */
static void
test_no_meeple_left (void)
{
  CarcState *s = test_game_new (2, 0, "B B B B B B B B B B B B B B B B");
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 14, .y = 1 };

  for (gint i = 0; i < 7; i++)
    {
      test_play (s, 2 * i, 1, 0, 0);
      test_play (s, 2 * i + 1, 1, 0, NO_FIGURE);
    }
  g_assert_cmpuint (carc_state_get_supply (s, 0, CARC_FIGURE_MEEPLE), ==, 0);
  g_assert_cmpuint (carc_state_get_n_figures (s), ==, 7);
  g_assert_cmpint (carc_state_apply (s, &place), ==, CARC_OK);
  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_state_get_player (s), ==, 1);
  carc_state_free (s);
}

/* With its own tile set: a tile that fits nowhere is removed and the next
 * one drawn (seeds 003/004). */
static const char discard_tileset[] =
  "<tileset format='2' id='discard'>"
  "<tile id='CITY' count='2' edges='CCCC'><city id='c' edges='N E S W'/></tile>"
  "<tile id='FIELD' count='1' edges='FFFF'><field id='f' halves='NL NR EL ER SL SR WL WR'/></tile>"
  "<start><cell tile='CITY' x='0' y='0'/></start>"
  "</tileset>";

static void
test_unplaceable_discarded (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (discard_tileset, sizeof discard_tileset - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_bytes (bytes, "discard", &error);
  g_autoptr(CarcSetup) setup = NULL;
  CarcState *s;
  guint field, city, n;
  const CarcEvent *ev;

  g_assert_no_error (error);
  g_assert_true (carc_tile_set_lookup (tiles, "FIELD", &field));
  g_assert_true (carc_tile_set_lookup (tiles, "CITY", &city));
  setup = carc_setup_new (tiles, 2);
  carc_setup_append_tile (setup, field);
  carc_setup_append_tile (setup, city);
  s = carc_state_new (setup);

  g_assert_cmpint (carc_state_get_decision (s)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_state_get_decision (s)->tile_type, ==, city);
  g_assert_cmpuint (carc_state_get_tiles_left (s), ==, 0);
  ev = carc_state_get_events (s, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (ev[0].kind, ==, CARC_EVENT_TILE_DISCARDED);
  g_assert_cmpuint (ev[0].tile_type, ==, field);
  carc_state_free (s);
}

typedef struct
{
  const char *tile;
  guint       period;
} PeriodCase;

static void
test_symmetry (void)
{
  static const PeriodCase cases[] = {
    { "A", 4 }, { "B", 1 }, { "C", 1 }, { "D", 4 }, { "E", 4 }, { "F", 2 }, { "G", 2 },
    { "H", 2 }, { "I", 4 }, { "J", 4 }, { "K", 4 }, { "L", 4 }, { "M", 4 }, { "N", 4 },
    { "O", 4 }, { "P", 4 }, { "Q", 4 }, { "R", 4 }, { "S", 4 }, { "T", 4 }, { "U", 2 },
    { "V", 4 }, { "W", 4 }, { "X", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const CarcTileType *tt = carc_tile_set_get_type (test_base_tiles (), test_type (cases[i].tile));

      g_test_message ("tile %s", cases[i].tile);
      g_assert_cmpuint (tt->period, ==, cases[i].period);
    }
}

/* A rules module plugs in through its hooks alone. */
typedef struct
{
  guint tiles_seen;
  guint finals;
} DoubleRoads;

static gpointer
double_roads_create (CarcState *state)
{
  return g_new0 (DoubleRoads, 1);
}

static void
double_roads_tile_placed (CarcState *state,
                          gpointer   data,
                          guint      placed)
{
  ((DoubleRoads *) data)->tiles_seen++;
}

static guint
double_roads_points (CarcState             *state,
                     gpointer               data,
                     const CarcFeatureInfo *feature,
                     gboolean               final,
                     guint                  player,
                     guint                  points)
{
  return feature->kind == CARC_FEATURE_ROAD ? 2 * points : points;
}

static void
double_roads_final (CarcState *state,
                    gpointer   data)
{
  ((DoubleRoads *) data)->finals++;
  carc_state_add_points (state, 1, CARC_SCORE_OTHER, 1);
}

static const CarcRulesModule double_roads = {
  .id = "test-double-roads",
  .create = double_roads_create,
  .destroy = g_free,
  .tile_placed = double_roads_tile_placed,
  .feature_points = double_roads_points,
  .final_scoring = double_roads_final,
};

static void
test_module_hooks (void)
{
  g_autoptr(CarcSetup) setup = carc_setup_new (test_base_tiles (), 2);
  CarcState *s;
  DoubleRoads *data;

  carc_rules_module_register (&double_roads);
  carc_setup_add_module (setup, "test-double-roads");
  carc_setup_append_tile (setup, test_type ("W"));
  carc_setup_append_tile (setup, test_type ("S"));
  s = carc_state_new (setup);
  data = carc_state_get_module_data (s, "test-double-roads");
  g_assert_nonnull (data);

  test_play (s, 1, 0, 0, 2);
  test_play (s, -1, 0, 3, NO_FIGURE);
  g_assert_cmpuint (data->tiles_seen, ==, 2);
  g_assert_cmpuint (data->finals, ==, 1);
  g_assert_cmpuint (carc_state_get_score (s, 0), ==, 6);
  g_assert_cmpuint (carc_state_get_score (s, 1), ==, 1);
  carc_state_free (s);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/engine/rules/placement-table", test_placement_table);
  g_test_add_func ("/engine/rules/listing-matches-check", test_listing_matches_check);
  g_test_add_func ("/engine/rules/long-board", test_long_board);
  g_test_add_func ("/engine/rules/occupied-feature", test_occupied_feature_refused);
  g_test_add_func ("/engine/rules/wrong-decision", test_wrong_decision);
  g_test_add_func ("/engine/rules/no-meeple-left", test_no_meeple_left);
  g_test_add_func ("/engine/rules/unplaceable-discarded", test_unplaceable_discarded);
  g_test_add_func ("/engine/rules/symmetry", test_symmetry);
  g_test_add_func ("/engine/modules/hooks", test_module_hooks);

  return g_test_run ();
}
