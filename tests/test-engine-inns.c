/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Inns & Cathedrals (rules.md §1.6), tile by tile: an inn road completed
 * and left open, a cathedral city, and the big meeple's majority. */
#include "carc-inns.h"
#include "carc-save.h"
#include "carc-test-util.h"

/* A game for two of the classic set with Inns & Cathedrals, the start
 * tile D, then exactly @ids (space-separated) in that order. */
static CarcState *
inns_game (const char *ids)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_INNS_MODULE, NULL };

  return test_composed_game (sets, modules, 0, ids);
}

#define play test_play_figure
#define segment_of test_segment_of
#define line_points test_line_points

/* The points of a road: an inn road's are its own line. */
static guint
road_points (CarcState *state,
             guint      player)
{
  return line_points (state, player, "road")
         + (carc_state_find_score_category (state, "inn") >= 0 ? line_points (state, player, "inn") : 0);
}

static guint
city_points (CarcState *state,
             guint      player)
{
  return line_points (state, player, "city")
         + (carc_state_find_score_category (state, "cathedral") >= 0 ? line_points (state, player, "cathedral") : 0);
}

/* Red's thief on the inn road W – D – IC11, which ends at IC11's city:
 * closed by Blue's junction, 3 tiles, 2 each: 6 (3 for a plain road). */
static void
test_inn_road (void)
{
  CarcState *state = inns_game ("IC11 W");

  play (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  play (state, -1, 0, 0, -1, 0);
  g_assert_cmpuint (road_points (state, 0), ==, 6);
  g_assert_cmpuint (line_points (state, 0, "road"), ==, 0);
  g_assert_cmpuint (road_points (state, 1), ==, 0);
  carc_state_free (state);
}

/* The same inn road left open at the end of the game: nothing with the
 * inn (2 for a plain road). */
static void
test_inn_road_open (void)
{
  CarcState *state = inns_game ("IC11 B");

  play (state, 1, 0, 1, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD);
  play (state, 0, 1, 0, -1, 0);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (road_points (state, 0), ==, 0);
  carc_state_free (state);
}

/* Red's knight on the cathedral IC01 above D, closed by three caps: 5
 * tiles, 3 each with the cathedral: 15 (10 for a plain city). */
static void
test_cathedral_city (void)
{
  CarcState *state = inns_game ("IC01 E E E");

  play (state, 0, -1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);
  play (state, 0, -2, 2, -1, 0);
  play (state, 1, -1, 3, -1, 0);
  g_assert_cmpuint (city_points (state, 0), ==, 0);
  play (state, -1, -1, 1, -1, 0);
  g_assert_cmpuint (city_points (state, 0), ==, 15);
  g_assert_cmpuint (line_points (state, 0, "city"), ==, 0);
  carc_state_free (state);
}

/* A cathedral city still open at the end of the game scores nothing (2
 * for a plain city). */
static void
test_cathedral_city_open (void)
{
  CarcState *state = inns_game ("IC01 B");

  play (state, 0, -1, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_CITY);
  play (state, 0, 1, 0, -1, 0);
  g_assert_true (carc_state_is_over (state));
  g_assert_cmpuint (city_points (state, 0), ==, 0);
  carc_state_free (state);
}

/* Red's big meeple against Blue's meeple on one road: 2 against 1, Red
 * takes the 7 points alone, and a big meeple scores as one meeple. */
static void
test_big_meeple_majority (void)
{
  CarcState *state = inns_game ("U V V V W A");
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
  CarcState *state = inns_game ("U U U");
  gint big = carc_state_find_figure_kind (state, "big-meeple");
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 2, .y = 0, .rotation = 0 };
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 2, .y = 0, .figure = big };

  play (state, 1, 0, 0, CARC_FIGURE_MEEPLE, CARC_FEATURE_ROAD); /* Red's thief on the road */
  g_assert_cmpint (carc_state_apply (state, &place), ==, CARC_OK); /* Blue extends it */
  a.segment = segment_of (state, CARC_FEATURE_ROAD);
  g_assert_cmpint (carc_state_apply (state, &a), ==, CARC_ERROR_FIGURE_NOT_ALLOWED);
  carc_state_free (state);
}

/* "Used like the other figures": Red's seven meeples stand on seven
 * monasteries; on the eighth, the big meeple alone is offered (and
 * check and apply agree on it). */
static void
test_big_meeple_last (void)
{
  CarcState *state = inns_game ("B B B B B B B B B B B B B B B");
  gint big = carc_state_find_figure_kind (state, "big-meeple");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .x = 0, .y = 15, .figure = big };

  for (gint y = 1; y <= 14; y++)
    play (state, 0, y, 0, y % 2 ? CARC_FIGURE_MEEPLE : -1, CARC_FEATURE_MONASTERY);
  g_assert_cmpuint (carc_state_get_supply (state, 0, CARC_FIGURE_MEEPLE), ==, 0);
  g_assert_cmpuint (carc_state_get_supply (state, 0, big), ==, 1);
  g_assert_cmpint (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = 15 }), ==,
                   CARC_OK);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_FIGURE);
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 3); /* the big meeple on the monastery or the field, or none */
  for (guint i = 0; i < 2; i++)
    g_assert_cmpint (g_array_index (actions, CarcAction, i).figure, ==, big);
  a.segment = segment_of (state, CARC_FEATURE_MONASTERY);
  g_assert_cmpint (carc_state_check (state, &a), ==, CARC_OK);
  g_assert_cmpint (carc_state_apply (state, &a), ==, CARC_OK);
  g_assert_cmpuint (carc_state_get_supply (state, 0, big), ==, 0);
  carc_state_free (state);
}

/* Random whole games with Inns & Cathedrals, for 2 to 6 players: the
 * invariants after every action, undo-all and redo-all, and a save read
 * back to the same state. */
static void
test_games (void)
{
  const char *modules[] = { CARC_INNS_MODULE, NULL };

  test_random_module_games (modules, 60, 72 + 18);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/inns/inn-road", test_inn_road);
  g_test_add_func ("/engine/inns/inn-road-open", test_inn_road_open);
  g_test_add_func ("/engine/inns/cathedral-city", test_cathedral_city);
  g_test_add_func ("/engine/inns/cathedral-city-open", test_cathedral_city_open);
  g_test_add_func ("/engine/inns/big-meeple-majority", test_big_meeple_majority);
  g_test_add_func ("/engine/inns/big-meeple-where", test_big_meeple_where);
  g_test_add_func ("/engine/inns/big-meeple-last", test_big_meeple_last);
  g_test_add_func ("/engine/inns/games", test_games);
  return g_test_run ();
}
