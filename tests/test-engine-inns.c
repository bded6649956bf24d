/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Inns & Cathedrals (rules.md §1.6), tile by tile: an inn road completed
 * and left open, a cathedral city, and the big meeple's majority. */
#include "carc-inns.h"
#include "carc-save.h"
#include "carc-test-util.h"

/* A game for two of the classic set with Inns & Cathedrals, the start
 * tile D, then exactly @ids (space-separated) in that order. */
static CarcState *
inns_game (const char *ids,
           gboolean    with_module)
{
  const char *sets[] = { "base", "inns-cathedrals", NULL };
  const char *modules[] = { CARC_INNS_MODULE, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, with_module ? modules : NULL, 2, 0, 1,
                                                   carc_save_builtin_tile_sets, NULL, &error);
  CarcTileSet *tiles;
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint16));

  g_assert_no_error (error);
  tiles = carc_setup_get_tile_set (setup);
  for (guint i = 0; list[i] != NULL; i++)
    {
      guint type;

      g_assert_true (carc_tile_set_lookup (tiles, list[i], &type));
      g_array_append_val (order, (guint16) { type });
    }
  carc_setup_set_order (setup, (const guint16 *) order->data, order->len);
  return carc_state_new (setup);
}

/* The first segment of @kind on the tile just placed. */
static guint
segment_of (CarcState *state,
            guint      kind)
{
  CarcPlacedTile tile;
  const CarcTileType *type;

  carc_state_get_tile (state, carc_state_get_last_placed (state), &tile);
  type = carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)), tile.type);
  for (guint s = 0; s < type->n_segments; s++)
    if (type->segments[s].kind == kind)
      return s;
  g_assert_not_reached ();
}

/* Places the next tile and a figure of @figure (-1: none) on its first
 * segment of @kind. */
static void
play (CarcState *state,
      gint       x,
      gint       y,
      guint      rotation,
      gint       figure,
      guint      kind)
{
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &place)), ==, "ok");
  if (carc_state_get_decision (state)->kind != CARC_DECISION_PLACE_FIGURE)
    return;
  if (figure < 0)
    g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
  else
    {
      CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = x, .y = y, .figure = figure,
                       .segment = segment_of (state, kind) };

      g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &a)), ==, "ok");
    }
}

static guint
road_points (CarcState *state,
             guint      player)
{
  return carc_state_get_category_score (state, player, CARC_SCORE_ROAD);
}

/* Red's thief on the inn road W – D – IC11, which ends at IC11's city:
 * closed by Blue's junction, 3 tiles, 2 each: 6 (3 without the module). */
static void
test_inn_road (void)
{
  for (guint with = 0; with < 2; with++)
    {
      CarcState *state = inns_game ("IC11 W", with);

      play (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
      play (state, -1, 0, 0, -1, 0);
      g_assert_cmpuint (road_points (state, 0), ==, with ? 6 : 3);
      g_assert_cmpuint (road_points (state, 1), ==, 0);
      carc_state_free (state);
    }
}

/* The same inn road left open at the end of the game: nothing with the
 * inn (2 tiles, 2 points, without it). */
static void
test_inn_road_open (void)
{
  for (guint with = 0; with < 2; with++)
    {
      CarcState *state = inns_game ("IC11 B", with);

      play (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
      play (state, 0, 1, 0, -1, 0);
      g_assert_true (carc_state_is_over (state));
      g_assert_cmpuint (road_points (state, 0), ==, with ? 0 : 2);
      carc_state_free (state);
    }
}

/* Red's knight on the cathedral IC01 above D, closed by three caps: 5
 * tiles, 3 each with the cathedral: 15 (10 without the module). */
static void
test_cathedral_city (void)
{
  for (guint with = 0; with < 2; with++)
    {
      CarcState *state = inns_game ("IC01 E E E", with);

      play (state, 0, -1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);
      play (state, 0, -2, 2, -1, 0);
      play (state, 1, -1, 3, -1, 0);
      g_assert_cmpuint (carc_state_get_category_score (state, 0, CARC_SCORE_CITY), ==, 0);
      play (state, -1, -1, 1, -1, 0);
      g_assert_cmpuint (carc_state_get_category_score (state, 0, CARC_SCORE_CITY), ==, with ? 15 : 10);
      carc_state_free (state);
    }
}

/* A cathedral city still open at the end of the game scores nothing (2
 * tiles, 2 points, without the module). */
static void
test_cathedral_city_open (void)
{
  for (guint with = 0; with < 2; with++)
    {
      CarcState *state = inns_game ("IC01 B", with);

      play (state, 0, -1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);
      play (state, 0, 1, 0, -1, 0);
      g_assert_true (carc_state_is_over (state));
      g_assert_cmpuint (carc_state_get_category_score (state, 0, CARC_SCORE_CITY), ==, with ? 0 : 2);
      carc_state_free (state);
    }
}

/* Red's big meeple against Blue's meeple on one road: 2 against 1, Red
 * takes the 7 points alone, and a big meeple scores as one meeple. */
static void
test_big_meeple_majority (void)
{
  CarcState *state = inns_game ("U V V V W A", TRUE);
  gint big = carc_state_find_figure_kind (state, "big-meeple");

  g_assert_cmpint (big, >, 0);
  g_assert_cmpuint (carc_state_get_supply (state, 0, big), ==, 1);
  play (state, 1, 0, 0, big, CARC_FEATURE_ROAD);           /* Red: U east of D, big meeple */
  g_assert_cmpuint (carc_state_get_supply (state, 0, big), ==, 0);
  play (state, 0, 1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Blue: a curve below D */
  play (state, -1, 0, 3, -1, 0);                           /* Red: a curve west of D */
  play (state, -1, 1, 2, -1, 0);                           /* Blue: the curve joining both */
  play (state, 2, 0, 0, -1, 0);                            /* Red: a junction ends it east */
  g_assert_cmpuint (road_points (state, 0), ==, 0);
  play (state, 0, 2, 2, -1, 0);                            /* Blue: a monastery ends it south */
  g_assert_cmpuint (road_points (state, 0), ==, 7);
  g_assert_cmpuint (road_points (state, 1), ==, 0);
  /* Both figures home again. */
  g_assert_cmpuint (carc_state_get_supply (state, 0, big), ==, 1);
  g_assert_cmpuint (carc_state_get_supply (state, 1, CARC_FIGURE_MEEPLE), ==, 7);
  carc_state_free (state);
}

/* The big meeple goes only where a meeple may: not on a feature with a
 * figure, and once. */
static void
test_big_meeple_where (void)
{
  CarcState *state = inns_game ("U U U", TRUE);
  gint big = carc_state_find_figure_kind (state, "big-meeple");
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 2, .y = 0, .rotation = 0 };
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 2, .y = 0, .figure = big };

  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Red's thief on the road */
  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK); /* Blue extends it */
  a.segment = segment_of (state, CARC_FEATURE_ROAD);
  g_assert_cmpint (carc_state_apply (state, &a), ==, CARC_ERROR_FIGURE_NOT_ALLOWED);
  carc_state_free (state);
}

/* Random whole games with Inns & Cathedrals, for 2 to 6 players: the
 * invariants after every action, undo-all and redo-all, and a save read
 * back to the same state. */
static void
test_games (void)
{
  for (guint64 seed = 1; seed <= 60; seed++)
    {
      const char *sets[] = { "base", NULL };
      const char *modules[] = { CARC_INNS_MODULE, NULL };
      static const char *const names[] = { "A", "B", "C", "D", "E", "F", NULL };
      static const char *const colours[] = { "#e01b24", "#1c71d8", "#2ec27e", "#f6d32d", "#241f31", "#9a9996", NULL };
      guint players = 2 + seed % 5;
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcSetup) setup = carc_setup_compose (sets, modules, players, 0, seed, carc_save_builtin_tile_sets,
                                                       NULL, &error);
      g_autoptr(CarcHistory) history = NULL;
      g_autofree char *end = NULL;
      g_autofree char *xml = NULL;
      g_autofree char *loaded = NULL;
      g_autoptr(GBytes) bytes = NULL;
      CarcSavedGame *saved, *read;
      CarcHistory *again;
      gsize length;

      g_assert_no_error (error);
      g_assert_cmpuint (carc_tile_set_get_n_tiles (carc_setup_get_tile_set (setup)), ==, 72 + 18);
      history = carc_history_new (setup);
      end = test_play_random (history, seed);
      /* Every tile down but those that fitted nowhere. */
      g_assert_cmpuint (carc_state_get_n_tiles (carc_history_get_state (history)), >=, 85);

      saved = carc_saved_game_new (history, names, colours);
      xml = carc_save_to_xml (saved, &length);
      carc_saved_game_free (saved);
      bytes = g_bytes_new (xml, length);
      read = carc_save_from_bytes (bytes, "inns.xml", carc_save_builtin_tile_sets, NULL, &error);
      g_assert_no_error (error);
      again = carc_saved_game_to_history (read, &error);
      g_assert_no_error (error);
      loaded = test_dump (carc_history_get_state (again));
      g_assert_cmpstr (end, ==, loaded);
      carc_history_free (again);
      carc_saved_game_free (read);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/inns/inn-road", test_inn_road);
  g_test_add_func ("/engine/inns/inn-road-open", test_inn_road_open);
  g_test_add_func ("/engine/inns/cathedral-city", test_cathedral_city);
  g_test_add_func ("/engine/inns/cathedral-city-open", test_cathedral_city_open);
  g_test_add_func ("/engine/inns/big-meeple-majority", test_big_meeple_majority);
  g_test_add_func ("/engine/inns/big-meeple-where", test_big_meeple_where);
  g_test_add_func ("/engine/inns/games", test_games);
  return g_test_run ();
}
