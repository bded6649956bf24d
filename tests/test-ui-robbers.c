/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Robbers through the window: after a robber tile the question card
 * offers a button for each player's scoring figure and one for no robber,
 * the second player is asked in turn, the robber waits beside the score
 * it lies in wait by, and takes half of that player's next points.  Red
 * is player 0, Blue player 1; the start tile is D at 0,0. */
#include "config.h"

#include "carc-robbers.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define RED 0
#define BLUE 1

/* The label of the answer button for @choice, @value. */
static const char *
button_label (CarcWindow *window,
              guint       choice,
              guint       value)
{
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "answer_buttons"))); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    {
      const CarcAction *a = carc_choice_get_action (g_object_get_data (G_OBJECT (b), "choice"));

      if (a->choice == choice && a->value == value)
        return gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b))));
    }
  return NULL;
}

/* The figures beside @player's score in the players' list. */
static guint
track_figures (CarcWindow *window,
               guint       player)
{
  GtkWidget *list = test_view_child (window, "players_list");
  guint n = 0, i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *track = g_object_get_data (G_OBJECT (row), "track");

      if (track == NULL || i++ != player)
        continue;
      for (GtkWidget *f = gtk_widget_get_first_child (track); f != NULL; f = gtk_widget_get_next_sibling (f))
        n++;
    }
  return n;
}

static void
test_robber_takes_half (void)
{
  const char *modules[] = { CARC_ROBBERS_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "RB-F A A");
  CarcWindow *window = test_window_with (game);
  CarcAction skip = { .kind = CARC_ACTION_SKIP_FIGURE };

  /* Red: a robber tile */
  test_ui_act (window, &(CarcAction) { .kind = CARC_ACTION_PLACE_TILE, .x = 1, .y = 0, .rotation = 1 });
  g_assert_true (gtk_widget_get_visible (test_view_child (window, "question_box")));
  g_assert_cmpstr (button_label (window, CARC_ROBBERS_PLACE, BLUE), ==, "By Blue (space 0)");
  g_assert_cmpstr (button_label (window, CARC_ROBBERS_PASS, 0), ==, "No Robber");
  test_screenshot (GTK_WIDGET (window), "robbers-question.png");
  test_ui_answer (window, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = CARC_ROBBERS_PLACE, .value = BLUE });
  /* Blue, holding his robber, is asked next. */
  g_assert_cmpuint (carc_game_get_acting (game), ==, BLUE);
  g_assert_cmpstr (button_label (window, CARC_ROBBERS_PLACE, RED), ==, "By Red (space 0)");
  test_ui_answer (window, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = CARC_ROBBERS_PASS, .value = 0 });
  g_assert_cmpuint (track_figures (window, BLUE), ==, 1);
  g_assert_cmpuint (track_figures (window, RED), ==, 0);
  /* The legend under the players names the robber, while one waits. */
  g_assert_true (gtk_widget_get_visible (test_view_child (window, "players_legend")));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (test_view_child (window,
                                                                                                "players_legend")))),
                   ==, "robber");
  test_ui_act (window, &skip);
  test_ui_tile (window, 2, 0, 1, 1);               /* Blue: the road's end, a thief (A: monastery, road …) */
  test_screenshot (GTK_WIDGET (window), "robbers-waiting.png");
  test_ui_tile (window, -1, 0, 3, -1);             /* Red closes Blue's road: 4 */
  test_settle ();
  g_assert_cmpuint (carc_game_get_score (game, BLUE), ==, 4);
  g_assert_cmpuint (carc_game_get_score (game, RED), ==, 2);
  g_assert_cmpuint (track_figures (window, BLUE), ==, 0);
  g_assert_false (gtk_widget_get_visible (test_view_child (window, "players_legend")));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/robbers/robber-takes-half", test_robber_takes_half);
  return g_test_run ();
}
