/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Ferries through the window, on seed 003's examples: the new lake
 * framed and a button for each pair of its roads, the ferry drawn, then
 * a tile that extends the ferried road: its player moves the ferry by a
 * button and the road it ended scores.  Red is player 0, Blue player 1;
 * the start tile is D at 0,0; FR-2's road ends: east 0, south 1, west 2. */
#include "config.h"

#include "carc-ferries.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define RED 0
#define BLUE 1

/* The answer buttons' labels, joined by "|". */
static char *
buttons (CarcWindow *window)
{
  GString *text = g_string_new (NULL);

  for (GtkWidget *b = gtk_widget_get_first_child (test_view_child (window, "answer_buttons")); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    g_string_append_printf (text, "%s%s", text->len > 0 ? "|" : "",
                            gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b)))));
  return g_string_free (text, FALSE);
}

static void
test_ferry_moves (void)
{
  const char *modules[] = { CARC_FERRIES_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "A U FR-2 U");
  CarcWindow *window = test_window_with (game);
  CarcAction ferry = { .kind = CARC_ACTION_MODULE, .choice = CARC_FERRIES_PLACE, .x = 2, .y = 0, .segment = 0,
                       .value = 2 };
  g_autofree char *labels = NULL;

  test_ui_tile (window, -1, 0, 3, -1);                     /* Red: D's road ends west */
  test_ui_tile (window, 1, 0, 0, 0);                       /* Blue: a thief */
  test_ui_tile (window, 2, 0, 0, 0);                       /* Red: the lake, a thief east */
  labels = buttons (window);
  g_assert_cmpstr (labels, ==, "East and South|East and West|South and West");
  test_screenshot (GTK_WIDGET (window), "ferries-place.png");
  ferry.module = carc_state_get_decision (carc_game_peek_state (game))->module;
  test_ui_act (window, &ferry);                            /* east and west: one road */
  g_assert_cmpuint (carc_game_get_score (game, BLUE), ==, 0);
  test_ui_tile (window, 3, 0, 0, -1);                      /* Blue extends it */
  g_clear_pointer (&labels, g_free);
  labels = buttons (window);
  g_assert_cmpstr (labels, ==, "East and South|South and West|Leave the Ferry");
  test_screenshot (GTK_WIDGET (window), "ferries-move.png");
  ferry.choice = CARC_FERRIES_MOVE;
  ferry.value = 1;
  test_ui_act (window, &ferry);                            /* east and south: Blue's road ends */
  test_settle ();
  g_assert_cmpuint (carc_game_get_score (game, BLUE), ==, 4);
  test_screenshot (GTK_WIDGET (window), "ferries-moved.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/ferries/ferry-moves", test_ferry_moves);
  return g_test_run ();
}
