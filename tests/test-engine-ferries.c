/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Ferries (rules.md §1.8) on seed 003's examples: a lake tile's
 * ferry that leaves Blue's road ended at the lake (4 points), the same
 * ferry joining Red's and Blue's roads, and a tile that extends a road
 * with a ferry, whose player moves it: the roads part, and the one the
 * move completed is scored (an inn road as an inn road).  Red is player
 * 0, Blue player 1; the start tile is D (city N, road W–E) at 0,0.  The
 * lake FR-2's road ends: east (0), south (1), west (2). */
#include "carc-ferries.h"
#include "carc-inns.h"
#include "carc-test-util.h"

#define RED 0
#define BLUE 1
#define EAST 0
#define SOUTH 1
#define WEST 2

static CarcState *
ferries_game (gboolean    inns,
              const char *ids)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { inns ? CARC_INNS_MODULE : CARC_FERRIES_MODULE, CARC_FERRIES_MODULE, NULL };

  return test_composed_game (sets, inns ? modules : modules + 1, 0, ids);
}

static void
ferry (CarcState *state,
       guint      choice,
       gint       x,
       gint       y,
       guint      a,
       guint      b)
{
  test_answer (state, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = choice, .x = x, .y = y, .segment = a,
                                     .value = b });
}

/* D's road with Blue's thief, ended west; Red puts the lake FR-2 at its
 * east end, with a thief on the lake's east road. */
static CarcState *
lake_game (gboolean inns)
{
  CarcState *state = ferries_game (inns, inns ? "A IC15 FR-2 U" : "A U FR-2 U");

  test_play (state, -1, 0, 3, -1);                 /* Red: the west end */
  test_play (state, 1, 0, 0, 0);                   /* Blue: a thief */
  test_play (state, 2, 0, 0, EAST);                /* Red: the lake, a thief on its east road */
  g_assert_cmpuint (carc_state_get_decision (state)->choice_kind, ==, CARC_FERRIES_ASK_PLACE);
  return state;
}

/* Seed 003, example 1: the ferry joins the east and south ends: Blue's
 * road ends at the lake and scores 4. */
static void
test_ferry_ends_road (void)
{
  CarcState *state = lake_game (FALSE);
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  carc_state_list_actions (state, pairs);
  g_assert_cmpuint (pairs->len, ==, 3);        /* 3 road ends: 3 pairs */
  ferry (state, CARC_FERRIES_PLACE, 2, 0, EAST, SOUTH);
  g_assert_cmpuint (test_line_points (state, BLUE, "road"), ==, 4);
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 0);
  carc_state_free (state);
}

/* Seed 003, examples 2 and 3: the ferry joins west and east: Red and Blue
 * are on one road.  Blue extends it east; the nearest ferry may move:
 * Blue joins east and south, the roads part and Blue's, ended at the
 * lake, scores 4 though the tile is not on it. */
static void
test_ferry_joins_then_moves (void)
{
  CarcState *state = lake_game (FALSE);
  CarcFeatureInfo road;

  ferry (state, CARC_FERRIES_PLACE, 2, 0, EAST, WEST);
  g_assert_true (carc_state_get_feature (state, carc_state_tile_at (state, 1, 0), 0, &road));
  g_assert_cmpuint (road.strength[RED], ==, 1);
  g_assert_cmpuint (road.strength[BLUE], ==, 1);
  g_assert_cmpuint (carc_state_get_score (state, BLUE), ==, 0);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE,
                                                                                  .x = 3, .y = 0 })), ==, "ok");
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_SKIP_FIGURE })),
                   ==, "ok");
  g_assert_cmpuint (carc_state_get_decision (state)->choice_kind, ==, CARC_FERRIES_ASK_MOVE);
  g_assert_cmpint (carc_ferries_get_asking (state), ==, carc_state_tile_at (state, 2, 0));
  ferry (state, CARC_FERRIES_MOVE, 2, 0, EAST, SOUTH);
  g_assert_cmpuint (test_line_points (state, BLUE, "road"), ==, 4);
  g_assert_true (carc_state_get_feature (state, carc_state_tile_at (state, 3, 0), 0, &road));
  g_assert_cmpuint (road.strength[RED], ==, 1);
  g_assert_cmpuint (road.strength[BLUE], ==, 0);
  carc_state_free (state);
}

/* With Inns & Cathedrals, Blue's road holds an inn: closed by the moved
 * ferry, it scores 2 a tile on the inns' line. */
static void
test_moved_ferry_closes_inn_road (void)
{
  CarcState *state = lake_game (TRUE);

  ferry (state, CARC_FERRIES_PLACE, 2, 0, EAST, WEST);
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE,
                                                                                  .x = 3, .y = 0 })), ==, "ok");
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &(CarcAction) { .kind = CARC_ACTION_SKIP_FIGURE })),
                   ==, "ok");
  ferry (state, CARC_FERRIES_MOVE, 2, 0, EAST, SOUTH);
  g_assert_cmpuint (test_line_points (state, BLUE, "inn"), ==, 8);
  carc_state_free (state);
}

static void
test_random_games (void)
{
  const char *const modules[] = { CARC_FERRIES_MODULE, NULL };

  test_random_module_games (modules, 300, 72 + 8);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/ferries/ferry-ends-road", test_ferry_ends_road);
  g_test_add_func ("/engine/ferries/ferry-joins-then-moves", test_ferry_joins_then_moves);
  g_test_add_func ("/engine/ferries/moved-ferry-closes-inn-road", test_moved_ferry_closes_inn_road);
  g_test_add_func ("/engine/ferries/random-games", test_random_games);
  return g_test_run ();
}
