/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Crop Circles through the window: after a shield circle's turn the
 * question card names its player and offers A and B, then names each
 * player in turn, from the circle player's left, whose knights are
 * marked on the board; a click adds a meeple beside one.  Red is player
 * 0, Blue player 1; the start tile is D at 0,0. */
#include "config.h"

#include "carc-crop.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

#define RED 0
#define BLUE 1

static const char *
question (CarcWindow *window)
{
  return gtk_label_get_label (GTK_LABEL (test_view_child (window, "question_label")));
}

/* What A and B do to every player, as the question card lists them:
 * "name: A / B" in the order they answer, joined by "; "; NULL when the
 * card lists nothing. */
static char *
effects (CarcWindow *window)
{
  GString *out = g_string_new (NULL);
  GtkGrid *grid = NULL;

  for (GtkWidget *w = gtk_widget_get_first_child (test_view_child (window, "question_box")); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (g_strcmp0 (gtk_widget_get_name (w), "crop-effects") == 0)
      grid = GTK_GRID (w);
  if (grid == NULL)
    return g_string_free (out, TRUE);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, 2, 0))), ==, "A");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, 3, 0))), ==, "B");
  for (gint row = 1; gtk_grid_get_child_at (grid, 1, row) != NULL; row++)
    g_string_append_printf (out, "%s%s: %s / %s", row > 1 ? "; " : "",
                            gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, 1, row))),
                            gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, 2, row))),
                            gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (grid, 3, row))));
  return g_string_free (out, FALSE);
}

static void
test_shield_a (void)
{
  const char *modules[] = { CARC_CROP_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "N E CC-E U");
  CarcWindow *window = test_window_with (game);
  CarcAction a = { .kind = CARC_ACTION_MODULE, .choice = CARC_CROP_A };
  CarcAction add = { .kind = CARC_ACTION_MODULE, .choice = CARC_CROP_ADD };
  g_autofree char *listed = NULL;

  test_ui_tile (window, 0, -1, 2, 0);                      /* Red: a knight over D */
  test_ui_tile (window, 0, 1, 2, 0);                       /* Blue: a knight of his own */
  test_ui_tile (window, -1, -1, 0, 0);                     /* Red: the shield circle, a knight */
  a.module = add.module = carc_state_get_decision (carc_game_peek_state (game))->module;
  g_assert_cmpstr (question (window), ==, "Red chooses what every player does, from their left and ending with them.");
  listed = effects (window);
  g_assert_cmpstr (listed, ==, "Blue: may add / takes it back; Red: may add / takes 1 of 2 back");
  test_screenshot (GTK_WIDGET (window), "crop-choose.png");
  test_ui_act (window, &a);                                /* the A button */
  g_assert_cmpuint (carc_game_get_acting (game), ==, BLUE);
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_last_child (test_view_child (window, "players_list")),
                                           "current-player"));
  g_assert_cmpstr (question (window), ==, "Blue may put a meeple from the supply beside one of their knights (marked).");
  test_screenshot (GTK_WIDGET (window), "crop-blue-adds.png");
  add.x = 0, add.y = 1, add.segment = 0;
  test_ui_act (window, &add);                              /* a click on Blue's knight */
  g_assert_cmpuint (carc_game_get_acting (game), ==, RED);
  add.x = -1, add.y = -1, add.segment = 0;
  test_ui_act (window, &add);
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_game_get_current_player (game), ==, BLUE);
  g_assert_cmpuint (carc_game_get_supply (game, BLUE, CARC_FIGURE_MEEPLE), ==, 5);
  g_assert_cmpuint (carc_game_get_supply (game, RED, CARC_FIGURE_MEEPLE), ==, 4);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* B: Blue's one knight goes back unasked, and a toast says so; Red,
 * with two, is asked which. */
static void
test_shield_b (void)
{
  const char *modules[] = { CARC_CROP_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "N E CC-E U");
  CarcWindow *window = test_window_with (game);
  CarcAction b = { .kind = CARC_ACTION_MODULE, .choice = CARC_CROP_B };

  test_ui_tile (window, 0, -1, 2, 0);                      /* Red: a knight over D */
  test_ui_tile (window, 0, 1, 2, 0);                       /* Blue: a knight of his own */
  test_ui_tile (window, -1, -1, 0, 0);                     /* Red: the shield circle, a knight */
  b.module = carc_state_get_decision (carc_game_peek_state (game))->module;
  test_ui_act (window, &b);                                /* the B button */
  test_settle ();
  g_assert_cmpuint (carc_game_get_supply (game, BLUE, CARC_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpstr (carc_window_toast_get_text (window->message_toast), ==,
                   "Blue takes back a knight: the only one they could.");
  g_assert_cmpuint (carc_game_get_acting (game), ==, RED);
  g_assert_cmpstr (question (window), ==, "Red must take back one of their knights (marked).");
  g_assert_null (effects (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/crop/shield-a", test_shield_a);
  g_test_add_func ("/ui/crop/shield-b", test_shield_b);
  return g_test_run ();
}
