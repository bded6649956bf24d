/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Robbers (rules.md §1.8) on seed 003's examples: who may put a
 * robber on the track after a robber tile, the robber taking 3 of 5 with
 * the robbed points moving another robber along, and two robbers on one
 * figure both robbing.  The start tile is D (city N, road W–E) at 0,0. */
#include "carc-robbers.h"
#include "carc-test-util.h"

#define BLUE 0
#define RED 1
#define YELLOW 2
#define GREEN 3
#define NOBODY (-1)

static CarcState *
robbers_game (guint       players,
              const char *ids)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_ROBBERS_MODULE, NULL };

  return test_composed_game_for (sets, modules, players, 0, ids);
}

static void
place (CarcState *state,
       gint       x,
       gint       y,
       guint      rotation)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &a)), ==, "ok");
}

/* @asked answers the robbers' question: a robber by @target's figure, or
 * (NOBODY) none. */
static void
rob (CarcState *state,
     guint      asked,
     gint       target)
{
  g_assert_cmpuint (carc_state_get_decision (state)->acting, ==, asked);
  test_answer (state, (CarcAction) { .kind = CARC_ACTION_MODULE, .value = MAX (target, 0),
                                     .choice = target < 0 ? CARC_ROBBERS_PASS : CARC_ROBBERS_PLACE });
}

/* Seed 003: Blue, Red, Yellow and Green play in this order.  Blue's and
 * Yellow's robbers are on the track when Red places a robber tile and
 * his robber: Green, the next holding his, may place his too.  A robber
 * goes only by another player's figure. */
static void
test_who_places (void)
{
  CarcState *state = robbers_game (4, "RB-F U RB-F U U RB-A");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  place (state, 1, 0, 1);                          /* Blue */
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 4);          /* by Red, Yellow or Green, or none */
  rob (state, BLUE, RED);
  rob (state, RED, NOBODY);                        /* the next holding his robber */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 2, 0, 0);                          /* Red: no robber tile, no question */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 3, 0, 1);                          /* Yellow */
  rob (state, YELLOW, BLUE);
  rob (state, GREEN, NOBODY);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -1, 0, 0);                         /* Green */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -2, 0, 0);                         /* Blue */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpint (carc_robbers_get_space (state, BLUE), ==, 0);
  g_assert_cmpint (carc_robbers_get_space (state, YELLOW), ==, 0);
  place (state, 4, 0, 1);                          /* Red: a robber tile */
  rob (state, RED, BLUE);
  rob (state, GREEN, RED);                         /* Blue's and Yellow's are out */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpint (carc_robbers_get_space (state, RED), ==, 0);
  g_assert_cmpint (carc_robbers_get_space (state, GREEN), ==, 0);
  carc_state_free (state);
}

/* Seed 003: Red scores 5; Blue's robber by Red's figure takes 3 and goes
 * home.  Blue got robbed points only, so Yellow's robber by Blue's figure
 * takes nothing and moves along with it; it robs Blue's next points, here
 * the final scoring's monastery (6: 3 to Yellow). */
static void
test_robs_three_of_five (void)
{
  CarcState *state = robbers_game (3, "E RB-F B RB-F A B B A U");

  place (state, 0, -1, 2);                         /* Blue closes D's city: 4 */
  test_meeple_of_kind (state, CARC_FEATURE_CITY);
  g_assert_cmpuint (carc_robbers_figure_space (state, BLUE, 0), ==, 4);
  place (state, 1, 0, 1);                          /* Red: a robber tile */
  rob (state, RED, NOBODY);
  rob (state, YELLOW, BLUE);                       /* Yellow's robber by Blue, on 4 */
  test_meeple_of_kind (state, CARC_FEATURE_ROAD);               /* Red's thief */
  place (state, 0, 1, 0);                          /* Yellow */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -1, 0, 1);                         /* Blue: a robber tile */
  rob (state, BLUE, RED);                          /* Blue's robber by Red, on 0 */
  rob (state, RED, NOBODY);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 2, 0, 1);                          /* Red: the road's east end */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 1, 1, 0);                          /* Yellow */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -1, 1, 0);                         /* Blue: a monk */
  test_meeple_of_kind (state, CARC_FEATURE_MONASTERY);
  g_assert_cmpuint (carc_state_get_score (state, RED), ==, 0);
  place (state, -2, 0, 3);                         /* Red closes the road: 5 */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpuint (test_line_points (state, RED, "road"), ==, 5);
  g_assert_cmpuint (test_line_points (state, BLUE, "robbers"), ==, 3);
  g_assert_cmpuint (carc_state_get_score (state, BLUE), ==, 4 + 3);
  g_assert_cmpint (carc_robbers_get_space (state, BLUE), ==, -1);
  g_assert_cmpint (carc_robbers_get_space (state, YELLOW), ==, 7);
  g_assert_cmpuint (carc_state_get_score (state, YELLOW), ==, 0);
  place (state, 0, 2, 0);                          /* Yellow, the last tile */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_true (carc_state_is_over (state));
  /* The final scoring: Blue's monastery, 1 + 5 tiles around. */
  g_assert_cmpuint (test_line_points (state, BLUE, "monastery"), ==, 6);
  g_assert_cmpuint (test_line_points (state, YELLOW, "robbers"), ==, 3);
  g_assert_cmpint (carc_robbers_get_space (state, YELLOW), ==, -1);
  carc_state_free (state);
}

/* Seed 003: Blue scores 4; Red's and Yellow's robbers by Blue's figure
 * take 2 each and go home. */
static void
test_two_robbers_both_rob (void)
{
  CarcState *state = robbers_game (3, "RB-F RB-A A A");

  place (state, 1, 0, 1);                          /* Blue: a robber tile */
  rob (state, BLUE, NOBODY);
  rob (state, RED, BLUE);
  test_meeple_of_kind (state, CARC_FEATURE_ROAD);               /* Blue's thief */
  place (state, 0, 1, 0);                          /* Red: a robber tile */
  rob (state, RED, NOBODY);                        /* nowhere else to move it */
  rob (state, YELLOW, BLUE);
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, 2, 0, 1);                          /* Yellow: the east end */
  test_meeple_of_kind (state, NO_FIGURE);
  place (state, -1, 0, 3);                         /* Blue closes the road: 4 */
  test_meeple_of_kind (state, NO_FIGURE);
  g_assert_cmpuint (test_line_points (state, BLUE, "road"), ==, 4);
  g_assert_cmpuint (test_line_points (state, RED, "robbers"), ==, 2);
  g_assert_cmpuint (test_line_points (state, YELLOW, "robbers"), ==, 2);
  g_assert_cmpuint (carc_state_get_score (state, BLUE), ==, 4);
  g_assert_cmpint (carc_robbers_get_space (state, RED), ==, -1);
  g_assert_cmpint (carc_robbers_get_space (state, YELLOW), ==, -1);
  carc_state_free (state);
}

static void
test_random_games (void)
{
  const char *const modules[] = { CARC_ROBBERS_MODULE, NULL };

  test_random_module_games (modules, 300, 72 + 8);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/robbers/who-places", test_who_places);
  g_test_add_func ("/engine/robbers/robs-three-of-five", test_robs_three_of_five);
  g_test_add_func ("/engine/robbers/two-robbers-both-rob", test_two_robbers_both_rob);
  g_test_add_func ("/engine/robbers/random-games", test_random_games);
  return g_test_run ();
}
