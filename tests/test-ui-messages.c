/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Messages through the window: Red's road of 5 with his scoring
 * figure on 4 and his lady on 0 asks which figure moves, each button
 * saying where it would go and the lady's suggested for its message; the
 * message's card is read out with its two answers; each player's row
 * shows both figures with their points; a robber may go by either.  Red is player 0, Blue player 1;
 * the start tile is D at 0,0. */
#include "config.h"

#include <glib/gstdio.h>
#include <unistd.h>

#include "carc-messages.h"
#include "carc-robbers.h"
#include "carc-ui-test-util.h"
#include "carc-computer.h"
#include "carc-session.h"
#include "carc-window-private.h"

#define RED 0

static const char *
question (CarcWindow *window)
{
  return gtk_label_get_label (GTK_LABEL (test_view_child (window, "question_label")));
}

/* The labels of the answer buttons, joined by " | ". */
static char *
answers (CarcWindow *window)
{
  GString *out = g_string_new (NULL);

  for (GtkWidget *b = gtk_widget_get_first_child (test_view_child (window, "answer_buttons")); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    {
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (b));

      if (out->len > 0)
        g_string_append (out, " | ");
      g_string_append (out, GTK_IS_LABEL (label) ? gtk_label_get_label (GTK_LABEL (label)) : "?");
      if (gtk_widget_has_css_class (b, "suggested-action"))
        g_string_append (out, " *");
    }
  return g_string_free (out, FALSE);
}

/* The card read as the question card shows it: "number|name|words", or
 * NULL when it shows none. */
static char *
message_card (CarcWindow *window)
{
  for (GtkWidget *w = gtk_widget_get_first_child (test_view_child (window, "question_box")); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    if (g_strcmp0 (gtk_widget_get_name (w), "message-card") == 0)
      {
        GtkWidget *head = gtk_widget_get_first_child (w);
        GtkWidget *number = gtk_widget_get_first_child (head);

        return g_strdup_printf ("%s|%s|%s", gtk_label_get_label (GTK_LABEL (number)),
                                gtk_label_get_label (GTK_LABEL (gtk_widget_get_next_sibling (number))),
                                gtk_label_get_label (GTK_LABEL (gtk_widget_get_next_sibling (head))));
      }
  return NULL;
}

/* The words of the legend under the players' list, or NULL when it is
 * hidden. */
static char *
legend (CarcWindow *window)
{
  GtkWidget *box = test_view_child (window, "players_legend");
  GString *out = g_string_new (NULL);

  if (!gtk_widget_get_visible (box))
    return g_string_free (out, TRUE);
  for (GtkWidget *w = gtk_widget_get_first_child (box); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w))
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", gtk_label_get_label (GTK_LABEL (w)));
  return g_string_free (out, FALSE);
}

/* The tooltips of the figures beside @row's score, joined by " | ". */
static char *
track_tooltips (GtkWidget *row)
{
  GtkWidget *track = g_object_get_data (G_OBJECT (row), "track");
  GString *out = g_string_new (NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (track); child != NULL; child = gtk_widget_get_next_sibling (child))
    g_string_append_printf (out, "%s%s", out->len > 0 ? " | " : "",
                            gtk_widget_get_tooltip_text (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))));
  return g_string_free (out, FALSE);
}

static void
test_lady_and_message (void)
{
  const char *modules[] = { CARC_MESSAGES_MODULE, CARC_ROBBERS_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "A U E U A RB-F");
  CarcWindow *window = test_window_with (game);
  g_autofree char *moves = NULL;
  g_autofree char *card = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *robbers = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *said = NULL;
  g_autofree char *hinted = NULL;
  GtkWidget *focus;

  test_ui_tile (window, 1, 0, 1, 1);                       /* Red: a thief */
  test_ui_tile (window, -1, 0, 0, -1);
  test_ui_tile (window, 0, -1, 2, 0);                      /* Red closes the city: 4 */
  test_ui_tile (window, -2, 0, 0, -1);
  test_ui_tile (window, -3, 0, 3, 0);                      /* Red closes the road of 5, a monk */
  g_assert_cmpstr (question (window), ==, "Red scores 5 points (Roads). Which of their figures on the score track "
                                          "moves: the scoring figure or the lady? A figure of the player in turn "
                                          "ending on a space of 5, 10, 15 … brings a message.");
  moves = answers (window);
  g_assert_cmpstr (moves, ==, "Scoring Figure: 4 → 9 | Lady: 0 → 5, a Message *");
  test_screenshot (GTK_WIDGET (window), "messages-figure.png");
  /* Enter on the board takes the one answer the buttons recommend. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (carc_window_get_board (window))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (carc_window_get_board (window)), "board.activate", NULL));
  test_settle ();
  /* The card read, Your Smallest City, gives Red nothing (his knight's
   * city is closed): its 2 points are taken unasked, and said. */
  g_assert_cmpstr (carc_window_toast_get_text (window->message_toast), ==,
                   "Message 2, “Your Smallest City”, gives you nothing now: 2 points instead.");
  g_assert_cmpuint (carc_messages_get_card (carc_game_peek_state (game)), ==, 0);
  g_assert_null (message_card (window));
  /* Undone, it is asked: the card small above its one-line answer. */
  g_assert_true (carc_game_undo (game));
  test_settle ();
  g_assert_cmpuint (carc_messages_get_card (carc_game_peek_state (game)), ==, CARC_MESSAGE_CITY);
  shown = message_card (window);
  g_assert_cmpstr (shown, ==, "2|Your Smallest City|Score the city with one of your knights that is worth least, as at "
                              "the end of the game. The knight stays.");
  g_assert_cmpstr (question (window), ==, "It gives you nothing now: take 2 points instead.");
  card = answers (window);
  g_assert_cmpstr (card, ==, "Take 2 Points");
  test_screenshot (GTK_WIDGET (window), "messages-card.png");
  /* A hint that is an answer's button puts the focus on it, for Enter. */
  g_object_set (carc_session_get_computer (window->session), "strong-playouts", 200, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  TEST_WAIT_UNTIL (window->hint_cancellable == NULL);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_parent (focus) == test_view_child (window, "answer_buttons"));
  hinted = g_strdup_printf ("Suggested: “%s” (Enter takes it)",
                            gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (focus)))));
  g_assert_cmpstr (carc_window_toast_get_text (window->message_toast), ==, hinted);
  /* Its one answer, taken by Enter on the board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (carc_window_get_board (window)), "board.activate", NULL));
  test_settle ();
  g_assert_cmpuint (carc_messages_get_card (carc_game_peek_state (game)), ==, 0);
  /* Answered, the buttons go and the keys are the board's again. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (carc_window_get_board (window)));
  test_ui_answer (window, (CarcAction) { .kind = CARC_ACTION_MODULE, .choice = CARC_MESSAGES_MOVE,
                                         .value = CARC_MESSAGES_MARKER });
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_game_get_score (game, RED), ==, 4 + 5 + 2);
  test_screenshot (GTK_WIDGET (window), "messages-track.png");
  /* Each figure by a score says what it is, and the legend names them. */
  {
    GtkWidget *red_row = gtk_widget_get_first_child (test_view_child (window, "players_list"));
    g_autofree char *tips = track_tooltips (red_row);
    g_autofree char *words = legend (window);

    g_assert_cmpstr (tips, ==, "Scoring figure: 6 points | Lady: 5 points");
    g_assert_cmpstr (words, ==, "scoring figure · lady");
  }
  /* Blue's robber may go by either of Red's figures, each named by its
   * space. */
  test_ui_tile (window, 0, 1, 1, -1);
  robbers = answers (window);
  g_assert_cmpstr (robbers, ==, "By Red’s Scoring Figure on Space 6 | By Red’s Second Figure on Space 5 | No Robber");
  /* None recommended: Enter on the board takes the keys to the first. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (carc_window_get_board (window)), "board.activate", NULL));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_get_parent (focus) == test_view_child (window, "answer_buttons"));
  g_assert_true (focus == gtk_widget_get_first_child (test_view_child (window, "answer_buttons")));
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_MODULE);
  /* A computer's answers of one turn share a toast, each in the words of
   * its button (two announced here by hand). */
  {
    g_autoptr(CarcChoice) first = g_list_model_get_item (carc_game_get_choices (game), 0);
    g_autoptr(CarcChoice) second = g_list_model_get_item (carc_game_get_choices (game), 1);

    g_signal_emit_by_name (carc_session_get_computer (window->session), "choosing", first);
    g_signal_emit_by_name (carc_session_get_computer (window->session), "choosing", second);
    g_assert_cmpstr (carc_window_toast_get_text (window->message_toast), ==,
                     "Blue: By Red’s Scoring Figure on Space 6 · By Red’s Second Figure on Space 5");
  }
  /* Handed to the computer, Blue answers, and the toast says so. */
  carc_computer_set_pace (carc_session_get_computer (window->session), 0);
  carc_player_set_computer (carc_game_get_player (game, 1), CARC_AI_EASY);
  TEST_WAIT_UNTIL (!carc_computer_get_thinking (carc_session_get_computer (window->session)));
  g_assert_false (carc_computer_get_thinking (carc_session_get_computer (window->session)));
  g_assert_nonnull (window->message_toast);
  answer = g_strconcat (" | ", robbers, " | ", NULL);
  g_assert_true (g_str_has_prefix (carc_window_toast_get_text (window->message_toast),
                                   "Blue: By Red’s Scoring Figure on Space 6 · By Red’s Second Figure on Space 5 · "));
  said = g_strconcat (" | ", g_strrstr (carc_window_toast_get_text (window->message_toast), " · ") + strlen (" · "), " | ",
                      NULL);
  g_assert_nonnull (strstr (answer, said));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file refused asks nothing about the game in progress: opening a
 * save whose message deck holds a card twice says why at once, and the
 * game with its unsaved move stays. */
static void
test_refused_file_asks_nothing (void)
{
  const char *modules[] = { CARC_MESSAGES_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "A U");
  CarcWindow *window = test_window_with (game);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "messages-refused-XXXXXX.xml", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GRegex) deck = g_regex_new ("<deck name=\"messages\">[0-9]+ ", 0, 0, NULL);
  g_autofree char *broken = NULL;
  AdwMessageDialog *message;
  int fd = g_mkstemp (path);

  g_assert_cmpint (fd, >=, 0);
  close (fd);
  file = g_file_new_for_path (path);
  g_assert_true (carc_game_save (game, file, FALSE, &error));
  g_assert_no_error (error);
  test_ui_tile (window, 1, 0, 1, -1);                      /* a move not saved */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  broken = g_regex_replace (deck, text, -1, 0, "<deck name=\"messages\">1 1 ", 0, NULL);
  g_assert_cmpstr (broken, !=, text);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  carc_window_open (window, file);
  test_settle ();
  message = test_find_message_dialog ();
  g_assert_nonnull (message);
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, "The game could not be opened");
  test_click_response (message, "_Close");
  test_settle ();
  g_assert_true (carc_window_get_game (window) == game);
  g_assert_cmpuint (carc_game_get_n_moves (game), ==, 2);            /* the tile, no figure */
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/messages/lady-and-message", test_lady_and_message);
  g_test_add_func ("/ui/messages/refused-file-asks-nothing", test_refused_file_asks_nothing);
  return g_test_run ();
}
