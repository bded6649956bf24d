/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Crop Circles (rules.md §1.8) on seed 003's examples: a shield circle's
 * A, every player adding a knight beside one of his from the active
 * player's left, and a pitchfork circle's B, every player taking a
 * farmer back, after the turn's city is scored.  The start tile is D
 * (city N, road W–E) at 0,0. */
#include "carc-crop.h"
#include "carc-test-util.h"

static CarcState *
crop_game (const char *ids)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_CROP_MODULE, NULL };

  return test_composed_game_for (sets, modules, 3, 0, ids);
}

static void
answer (CarcState *state,
        guint      acting,
        guint      choice,
        gint       x,
        gint       y,
        guint      segment)
{
  CarcAction a = { .kind = CARC_ACTION_MODULE, .choice = choice };

  if (choice == CARC_CROP_ADD || choice == CARC_CROP_RETURN)
    a.x = x, a.y = y, a.segment = segment;
  g_assert_cmpuint (carc_state_get_decision (state)->acting, ==, acting);
  test_answer (state, a);
}

static guint
figures_at (CarcState *state,
            guint      player,
            gint       x,
            gint       y,
            guint      segment)
{
  guint n = 0;

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      n += f.player == player && (gint) f.tile == carc_state_tile_at (state, x, y) && f.segment == segment;
    }
  return n;
}

/* Seed 003, A: Red (then Green, then Blue) places the shield circle with
 * a knight on it and chooses A.  Green adds a knight beside his; Blue has
 * no knight and is passed over; Red, last, adds one beside a knight of
 * his, never in the circle's other city where he has none. */
#define RED 0
#define GREEN 1
#define BLUE 2
static void
test_shield_a (void)
{
  CarcState *state = crop_game ("N E U CC-E U");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  test_play (state, 0, -1, 2, 0);                    /* Red: a knight over D */
  test_play (state, 0, 1, 2, 0);                     /* Green: a knight of his own */
  test_play (state, 1, 0, 0, -1);                    /* Blue */
  test_play (state, -1, -1, 0, 0);                   /* Red: the circle, a knight on its north city */
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_MODULE);
  g_assert_cmpuint (carc_state_get_decision (state)->choice_kind, ==, CARC_CROP_ASK_MODE);
  answer (state, RED, CARC_CROP_A, 0, 0, 0);
  answer (state, GREEN, CARC_CROP_ADD, 0, 1, 0);
  g_assert_cmpuint (figures_at (state, GREEN, 0, 1, 0), ==, 2);
  /* Blue is passed over: Red is asked, beside his two knights or none. */
  g_assert_cmpuint (carc_state_get_decision (state)->acting, ==, RED);
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 3);
  for (guint i = 0; i < actions->len; i++)
    g_assert_false (g_array_index (actions, CarcAction, i).x == -1 && g_array_index (actions, CarcAction, i).segment == 1);
  answer (state, RED, CARC_CROP_ADD, -1, -1, 0);
  g_assert_cmpuint (figures_at (state, RED, -1, -1, 0), ==, 2);
  g_assert_cmpuint (carc_state_get_supply (state, RED, CARC_FIGURE_MEEPLE), ==, 4);
  /* The turn passes to Green. */
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, GREEN);
  carc_state_free (state);
}
#undef RED
#undef GREEN
#undef BLUE

/* Seed 003, B: Green (then Blue, then Red) places the pitchfork circle
 * with a knight that closes a city: 4 points, the knight goes home.  He
 * chooses B: Blue, then Red, must take a farmer back; Green has none. */
#define GREEN 0
#define BLUE 1
#define RED 2
static void
test_pitchfork_b (void)
{
  CarcState *state = crop_game ("U U U CC-C U");
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  test_play (state, 1, 0, 0, -1);                    /* Green */
  test_play (state, -1, 0, 0, 1);                    /* Blue: a farmer north of the road */
  test_play (state, 2, 0, 0, 2);                     /* Red: a farmer south of it */
  test_play (state, 0, -1, 2, 0);                    /* Green: the circle closes D's city */
  g_assert_cmpuint (test_line_points (state, GREEN, "city"), ==, 4);
  g_assert_cmpuint (carc_state_get_supply (state, GREEN, CARC_FIGURE_MEEPLE), ==, 7);
  answer (state, GREEN, CARC_CROP_B, 0, 0, 0);
  carc_state_list_actions (state, actions);
  g_assert_cmpuint (actions->len, ==, 1);       /* B: no passing */
  answer (state, BLUE, CARC_CROP_RETURN, -1, 0, 1);
  answer (state, RED, CARC_CROP_RETURN, 2, 0, 2);
  g_assert_cmpuint (carc_state_get_supply (state, BLUE, CARC_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpuint (carc_state_get_supply (state, RED, CARC_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, BLUE);
  carc_state_free (state);
}
#undef GREEN
#undef BLUE
#undef RED

static void
test_random_games (void)
{
  const char *const modules[] = { CARC_CROP_MODULE, NULL };

  test_random_module_games (modules, 300, 72 + 6);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/crop/shield-a", test_shield_a);
  g_test_add_func ("/engine/crop/pitchfork-b", test_pitchfork_b);
  g_test_add_func ("/engine/crop/random-games", test_random_games);
  return g_test_run ();
}
