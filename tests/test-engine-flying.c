/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Flying Machines (rules.md §1.8) on seed 003's landing cases: no
 * tile where the die sends the meeple (back to the supply, no other
 * figure this turn), a tile with a city already occupied and an
 * unfinished road (the player chooses, never a field), and a tile whose
 * road is completed (the city alone: it lands there at once).  Red is
 * player 0, Blue player 1; the start tile is D (city N, road W–E) at 0,0. */
#include "carc-flying.h"
#include "carc-test-util.h"

#define RED 0
#define BLUE 1

static CarcState *
flying_game (const char *ids)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { CARC_FLYING_MODULE, NULL };

  return test_composed_game (sets, modules, 0, ids);
}

/* The next tile at @x, @y, a meeple onto its machine, and the die's
 * outcome @outcome (faces 1, 1, 2, 2, 3, 3) as a replay gives it. */
static void
fly (CarcState *state,
     gint       x,
     gint       y,
     guint      rotation,
     guint      outcome)
{
  CarcAction tile = { .kind = CARC_ACTION_PLACE_TILE, .x = x, .y = y, .rotation = rotation };
  CarcAction machine = { .kind = CARC_ACTION_PLACE_FIGURE, .x = x, .y = y, .segment = CARC_SEGMENT_PICTURE };
  CarcAction roll = { .kind = CARC_ACTION_CHANCE, .value = outcome };
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  gboolean offered = FALSE;

  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &tile)), ==, "ok");
  carc_state_list_actions (state, options);
  for (guint i = 0; i < options->len; i++)
    offered |= g_array_index (options, CarcAction, i).segment == CARC_SEGMENT_PICTURE;
  g_assert_true (offered);
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &machine)), ==, "ok");
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_CHANCE);
  g_assert_cmpuint (carc_state_get_decision (state)->outcomes, ==, 6);
  roll.module = carc_state_get_decision (state)->module;
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &roll)), ==, "ok");
}

static guint
figures_of (CarcState *state,
            guint      player)
{
  guint n = 0;

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      n += f.player == player;
    }
  return n;
}

/* Seed 003: Red rolls 3 and no tile lies there: the meeple goes back to
 * the supply and the turn is over. */
static void
test_no_tile_there (void)
{
  CarcState *state = flying_game ("FM-B U");
  gint x, y;

  fly (state, 1, 0, 0, 5);
  g_assert_cmpuint (carc_flying_get_roll (state, &x, &y), ==, 3);
  g_assert_cmpint (x, ==, -2);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpuint (figures_of (state, RED), ==, 0);
  g_assert_cmpuint (carc_state_get_supply (state, RED, CARC_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_state_get_decision (state)->player, ==, BLUE);
  carc_state_free (state);
}

/* Seed 003: Red rolls 1 onto D, whose city Blue's knight holds: Red may
 * land in the city or on the unfinished road, never on a field. */
static void
test_choose_where (void)
{
  CarcState *state = flying_game ("U N FM-B U");
  g_autoptr(GArray) landings = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  CarcAction city;

  test_play (state, -1, 0, 0, -1);                 /* Red */
  test_play (state, 0, -1, 2, 0);                  /* Blue: a knight in D's city */
  fly (state, 1, 0, 0, 0);                     /* Red flies 1 west, onto D */
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_MODULE);
  carc_state_list_actions (state, landings);
  g_assert_cmpuint (landings->len, ==, 2);     /* D's city and road */
  city = g_array_index (landings, CarcAction, 0);
  g_assert_cmpuint (city.segment, ==, 0);
  g_assert_cmpuint (g_array_index (landings, CarcAction, 1).segment, ==, 1);
  g_assert_cmpstr (carc_error_to_string (carc_state_apply (state, &city)), ==, "ok");
  g_assert_cmpuint (figures_of (state, RED), ==, 1);
  g_assert_cmpuint (figures_of (state, BLUE), ==, 1);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  carc_state_free (state);
}

/* Seed 003: Red rolls 1 onto D, whose road is completed: the city is the
 * only place, and the meeple lands there at once. */
static void
test_completed_road (void)
{
  CarcState *state = flying_game ("A A FM-H U");

  test_play (state, -1, 0, 3, -1);                 /* Red: D's road ends west */
  test_play (state, 1, 0, 1, -1);                  /* Blue: and east */
  fly (state, 1, -1, 3, 1);                    /* Red flies 1 south-west, onto D */
  g_assert_cmpuint (figures_of (state, RED), ==, 1);
  g_assert_cmpint (carc_state_get_decision (state)->kind, ==, CARC_DECISION_PLACE_TILE);
  {
    CarcFigureInfo f;

    carc_state_get_figure (state, 0, &f);
    g_assert_cmpint ((gint) f.tile, ==, carc_state_tile_at (state, 0, 0));
    g_assert_cmpuint (f.segment, ==, 0);
  }
  carc_state_free (state);
}

static void
test_random_games (void)
{
  const char *const modules[] = { CARC_FLYING_MODULE, NULL };

  test_random_module_games (modules, 300, 72 + 8);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/engine/flying/no-tile-there", test_no_tile_there);
  g_test_add_func ("/engine/flying/choose-where", test_choose_where);
  g_test_add_func ("/engine/flying/completed-road", test_completed_road);
  g_test_add_func ("/engine/flying/random-games", test_random_games);
  return g_test_run ();
}
