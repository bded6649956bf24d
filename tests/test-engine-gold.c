/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Gold Mines (rules.md §1.8) on seed 003's examples: the bars of a
 * completed city, a road two players share taking its bars in turn, a
 * monastery's bars around it, and the end's table.  Red is player 0,
 * Blue player 1; the start tile is D (city N, road W–E) at 0,0. */
#include "carc-gold.h"
#include "carc-test-util.h"

#define RED 0
#define BLUE 1

static CarcState *
gold_game (const char *ids)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_GOLD_MODULE, NULL };

  return test_composed_game (sets, modules, 0, ids);
}

/* Places the next tile, a gold tile's second bar on @bar_x, @bar_y when
 * it asks, then a figure as test_play_figure() does. */
static void
play (CarcState *state,
      gint       x,
      gint       y,
      guint      rotation,
      gint       bar_x,
      gint       bar_y,
      gint       figure,
      guint      kind)
{
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };
  const CarcDecision *d;

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &place)), ==, "ok");
  d = carc_state_get_decision (state);
  if (d->kind == CARC_DECISION_MODULE)
    {
      CarcAction bar = { .kind = CARC_ACTION_MODULE, .module = d->module, .choice = CARC_GOLD_BAR,
                         .x = bar_x, .y = bar_y };

      g_assert_cmpuint (d->choice_kind, ==, CARC_GOLD_BAR);
      g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &bar)), ==, "ok");
    }
  else
    g_assert_cmpint (bar_x, ==, G_MAXINT);
  d = carc_state_get_decision (state);
  if (d->kind != CARC_DECISION_PLACE_FIGURE)
    return;
  if (figure < 0)
    {
      CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

      g_assert_cmpint (carc_state_apply (state, &skip), ==, CARC_OK);
    }
  else
    {
      CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = x, .y = y, .figure = figure,
                       .segment = test_segment_of (state, kind) };

      g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &a)), ==, "ok");
    }
}

#define NONE G_MAXINT, G_MAXINT

static guint
bars_at (CarcState *state,
         gint       x,
         gint       y)
{
  gint tile = carc_state_tile_at (state, x, y);

  g_assert_cmpint (tile, >=, 0);
  return carc_gold_get_bars_on (state, tile);
}

/* A gold tile's bars come before the figure: one on it, the other on a
 * placed neighbour, diagonals too, never an empty cell. */
static void
test_bars_before_figure (void)
{
  CarcState *state = gold_game ("U GM-A");
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0 };
  CarcAction wrong = { .kind = CARC_ACTION_MODULE, .choice = CARC_GOLD_BAR, .x = 2, .y = 0 };
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  const CarcDecision *d;

  play (state, -1, 0, 0, NONE, NO_FIGURE, 0);     /* Red: no gold, no question */
  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK);
  d = carc_state_get_decision (state);
  g_assert_cmpint (d->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (d->acting, ==, BLUE);
  g_assert_cmpuint (bars_at (state, 1, 0), ==, 1);
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 1);                       /* D only: (2,0) is empty */
  g_assert_cmpint (g_array_index (actions, CarcAction, 0).x, ==, 0);
  wrong.module = d->module;
  g_assert_cmpint (carc_state_apply (state, &wrong), !=, CARC_OK);
  g_assert_cmpuint (bars_at (state, 1, 0), ==, 1);
  g_assert_cmpint (carc_state_apply (state, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  g_assert_cmpuint (bars_at (state, 0, 0), ==, 1);
  carc_state_free (state);
}

/* Seed 003: Blue puts bars on a gold tile and a neighbour; Red completes
 * the city and takes the 3 bars on its tiles; a bar elsewhere stays, and
 * is lost at the end.  Red: city 6, 3 bars × 1. */
static void
test_city_takes_bars (void)
{
  CarcState *state = gold_game ("GM-B GM-F E");

  play (state, 0, -1, 2, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);  /* Red: knight */
  play (state, -1, -1, 0, 0, -1, NO_FIGURE, 0);                        /* Blue */
  g_assert_cmpuint (bars_at (state, 0, -1), ==, 2);
  g_assert_cmpuint (bars_at (state, 0, 0), ==, 1);
  g_assert_cmpuint (bars_at (state, -1, -1), ==, 1);
  play (state, 1, -1, 3, NONE, NO_FIGURE, 0);                          /* Red closes the city */
  g_assert_cmpuint (test_line_points (state, RED, "city"), ==, 6);
  g_assert_cmpuint (carc_gold_get_held (state, RED), ==, 3);
  g_assert_cmpuint (carc_gold_get_held (state, BLUE), ==, 0);
  g_assert_cmpuint (bars_at (state, 0, -1), ==, 0);
  g_assert_cmpuint (bars_at (state, -1, -1), ==, 1);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (test_line_points (state, RED, "gold"), ==, 3);
  g_assert_cmpuint (test_line_points (state, BLUE, "gold"), ==, 0);
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 9);
  carc_state_free (state);
}

/* Seed 003: Red completes a road on which Red and Blue tie; they claim
 * 3 bars and take them red, blue, red.  The bar on a tile off the road
 * stays. */
static void
test_shared_road_alternates (void)
{
  CarcState *state = gold_game ("GM-H A A E GM-B");

  play (state, 1, 0, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);  /* Red: thief */
  play (state, 0, 1, 3, NONE, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);  /* Blue: thief */
  play (state, -1, 0, 3, NONE, NO_FIGURE, 0);                          /* Red: the west end */
  play (state, 2, 0, 0, NONE, NO_FIGURE, 0);                           /* Blue */
  play (state, 1, 1, 2, 2, 0, NO_FIGURE, 0);                           /* Red joins and ends it */
  g_assert_cmpuint (test_line_points (state, RED, "road"), ==, 5);
  g_assert_cmpuint (test_line_points (state, BLUE, "road"), ==, 5);
  g_assert_cmpuint (carc_gold_get_held (state, RED), ==, 2);
  g_assert_cmpuint (carc_gold_get_held (state, BLUE), ==, 1);
  g_assert_cmpuint (bars_at (state, 2, 0), ==, 1);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 5 + 2);
  g_assert_cmpuint (carc_state_get_score (state, BLUE), ==, 5 + 1);
  carc_state_free (state);
}

/* A monastery's majority takes the bars on its tile and the 8 around it;
 * the player who completes it takes none. */
static void
test_monastery_area (void)
{
  CarcState *state = gold_game ("B U U GM-H B V B B");

  play (state, 0, 1, 0, NONE, CARC_FIGURE_MEEPLE, CARC_FEATURE_MONASTERY); /* Red: monk */
  play (state, -1, 0, 0, NONE, NO_FIGURE, 0);
  play (state, 1, 0, 0, NONE, NO_FIGURE, 0);
  play (state, -1, 1, 1, 0, 0, NO_FIGURE, 0);                              /* Blue: gold, a bar on D */
  play (state, 1, 1, 0, NONE, NO_FIGURE, 0);
  play (state, -1, 2, 1, NONE, NO_FIGURE, 0);
  play (state, 0, 2, 0, NONE, NO_FIGURE, 0);
  g_assert_cmpuint (carc_gold_get_held (state, RED), ==, 0);
  play (state, 1, 2, 0, NONE, NO_FIGURE, 0);                               /* Blue completes it */
  g_assert_cmpuint (test_line_points (state, RED, "monastery"), ==, 9);
  g_assert_cmpuint (carc_gold_get_held (state, RED), ==, 2);
  g_assert_cmpuint (carc_gold_get_held (state, BLUE), ==, 0);
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 9 + 2);
  carc_state_free (state);
}

/* Seed 003's table: 1–3 bars 1 each, 4–6 2, 7–9 3, 10 and more 4; Red's
 * 7 bars bring 21 (102 + 21 = 123). */
static void
test_bar_table (void)
{
  static const guint value[] = { 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4 };

  for (guint held = 0; held < G_N_ELEMENTS (value); held++)
    g_assert_cmpuint (carc_gold_bar_value (held), ==, value[held]);
  g_assert_cmpuint (102 + 7 * carc_gold_bar_value (7), ==, 123);
}

/* Whole random games: the invariants, undo and redo, saves. */
static void
test_random_games (void)
{
  const char *const modules[] = { CARC_GOLD_MODULE, NULL };

  test_random_module_games (modules, 300, 72 + 8);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/gold/bars-before-figure", test_bars_before_figure);
  g_test_add_func ("/engine/gold/city-takes-bars", test_city_takes_bars);
  g_test_add_func ("/engine/gold/shared-road-alternates", test_shared_road_alternates);
  g_test_add_func ("/engine/gold/monastery-area", test_monastery_area);
  g_test_add_func ("/engine/gold/bar-table", test_bar_table);
  g_test_add_func ("/engine/gold/random-games", test_random_games);
  return g_test_run ();
}
