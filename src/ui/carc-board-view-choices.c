/* SPDX-License-Identifier: GPL-3.0-or-later */

/* What the board page asks: a module's question with buttons for its
 * answers (Enter on the board takes the recommended one), and the
 * figure's kind and colour where several may be placed, in the side
 * panel and on the card of the tile in hand. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-accessible.h"
#include "carc-board-view-private.h"
#include "carc-words.h"

/* Folded away in a narrow window, the side panel comes out while it asks
 * a question (with its answers' buttons, or what to choose on the board),
 * and goes back once the question is answered (unless the player had it
 * out already). */
void
carc_board_view_reveal_for_answers (CarcBoardView *self,
                                    gboolean       needed)
{
  if (!adw_flap_get_folded (self->flap))
    self->revealed_for_answers = FALSE;
  else if (needed && !adw_flap_get_reveal_flap (self->flap))
    {
      adw_flap_set_reveal_flap (self->flap, TRUE);
      self->revealed_for_answers = TRUE;
    }
  else if (!needed && self->revealed_for_answers)
    {
      adw_flap_set_reveal_flap (self->flap, FALSE);
      self->revealed_for_answers = FALSE;
    }
}

static void
answer_clicked_cb (GtkButton     *button,
                   CarcBoardView *self)
{
  CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");
  CarcError error = carc_game_choose (self->game, choice);

  if (error != CARC_OK)
    g_signal_emit (self, carc_board_view_signals[REFUSED], 0, (guint) error);
}

/* A button of a choice puts the board's mark on it while the pointer is
 * over it or the keys have put the focus on it, so that like answers (two
 * fields) are told apart (a bundle draws its own, as a ferry's roads); the
 * score track marks the pieces it points at and shows where the figures
 * would go. */
static void
show_answer_target (GtkEventController *controller,
                    CarcBoardView      *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (controller);
  CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");

  carc_board_show_choice (self->board, carc_choice_get_action (choice));
  carc_score_track_show_choice (self->score_track, choice);
}

static void
hide_answer_target (GtkEventController *controller,
                    CarcBoardView      *self)
{
  carc_score_track_show_choice (self->score_track, NULL);
}

static void
answer_entered_cb (GtkEventControllerMotion *motion,
                   double                    x,
                   double                    y,
                   CarcBoardView            *self)
{
  show_answer_target (GTK_EVENT_CONTROLLER (motion), self);
}

static void
add_answer_button (CarcBoardView *self,
                   CarcChoice    *choice)
{
  gboolean suggested = FALSE;
  g_autofree char *label = carc_words_choice_label (self->game, choice, &suggested);
  GtkEventController *motion, *focus;
  GtkWidget *button, *text;

  if (label == NULL)
    return;
  button = gtk_button_new ();
  text = gtk_label_new (label);
  /* Long answers wrap: the side panel keeps its width. */
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_button_set_child (GTK_BUTTON (button), text);
  gtk_widget_set_focus_on_click (button, FALSE);
  /* The listed choice itself: a button applies exactly what was listed. */
  g_object_set_data_full (G_OBJECT (button), "choice", g_object_ref (choice), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (answer_clicked_cb), self);
  /* Recommended by the words: shown so, and what Enter takes. */
  g_object_set_data (G_OBJECT (button), "suggested", GINT_TO_POINTER (suggested));
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  /* Every answer, also one a bundle draws on the board itself (a
   * ferry's two roads), and one the score track shows. */
  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (answer_entered_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (hide_answer_target), self);
  gtk_widget_add_controller (button, motion);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (show_answer_target), self);
  g_signal_connect (focus, "leave", G_CALLBACK (hide_answer_target), self);
  gtk_widget_add_controller (button, focus);
  gtk_box_append (self->answer_buttons, button);
}

/* The pointer over an answer on the board lights its button, as the
 * pointer over the button puts the board's mark on it. */
void
carc_board_view_pointed_cb (CarcBoardView *self,
                            CarcChoice    *pointed)
{
  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons)); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");

      if (pointed != NULL && choice != NULL
          && carc_action_equal (carc_choice_get_action (choice), carc_choice_get_action (pointed)))
        gtk_widget_set_state_flags (button, GTK_STATE_FLAG_PRELIGHT, FALSE);
      else
        gtk_widget_unset_state_flags (button, GTK_STATE_FLAG_PRELIGHT);
    }
}

/* A question with one answer the rules leave no reason to refuse, in a
 * person's game going forward (not after an undo, which would only
 * take it again): taken, and announced. */
static gboolean
take_alone_cb (gpointer data)
{
  CarcBoardView *self = data;
  g_autoptr(CarcChoice) only = NULL;
  g_autofree char *words = NULL;

  self->take_alone_source = 0;
  /* Asked again: an undo came between (it would only take it again). */
  if (self->game == NULL || carc_game_get_can_redo (self->game)
      || (words = carc_words_taken_alone (self->game, &only)) == NULL)
    return G_SOURCE_REMOVE;
  if (carc_game_choose (self->game, only) == CARC_OK)
    g_signal_emit (self, carc_board_view_signals[ANNOUNCED], 0, words);
  return G_SOURCE_REMOVE;
}

static gboolean
schedule_take_alone (CarcBoardView *self)
{
  g_autoptr(CarcChoice) only = NULL;
  g_autofree char *words = NULL;

  if (carc_game_get_can_redo (self->game) || (words = carc_words_taken_alone (self->game, &only)) == NULL)
    return FALSE;
  /* After the change's other handlers: the game moves on from its own
   * signal's end. */
  if (self->take_alone_source == 0)
    self->take_alone_source = g_idle_add (take_alone_cb, self);
  return TRUE;
}

/* What the question is about, drawn by its bundle above the buttons. */
static void
update_question_widget (CarcBoardView *self)
{
  const CarcBundle *bundle = carc_words_asking_bundle (self->game);

  if (self->question_widget != NULL)
    gtk_box_remove (GTK_BOX (self->question_box), self->question_widget);
  self->question_widget = bundle != NULL && bundle->question_widget != NULL ? bundle->question_widget (self->game)
                                                                            : NULL;
  if (self->question_widget != NULL)
    {
      gtk_widget_set_margin_start (self->question_widget, 10);
      gtk_widget_set_margin_end (self->question_widget, 10);
      gtk_box_insert_child_after (GTK_BOX (self->question_box), self->question_widget,
                                  gtk_widget_get_first_child (self->question_box));
    }
}

/* The question's help button: to the page of the rules that ask. */
static void
update_question_help (CarcBoardView *self)
{
  const CarcBundle *bundle = carc_words_asking_bundle (self->game);
  const char *what = bundle == NULL ? NULL : bundle->title != NULL ? bundle->title
                     : bundle->campaign != NULL ? bundle->campaign->title : NULL;
  g_autofree char *label = NULL;

  gtk_widget_set_visible (self->question_help, bundle != NULL && bundle->help_page != NULL && what != NULL);
  if (!gtk_widget_get_visible (self->question_help))
    return;
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->question_help), "s", bundle->help_page);
  /* TRANSLATORS: a help button's tooltip and name; %s is an expansion's or the rules' name */
  label = g_strdup_printf (_("Rules of %s"), _(what));
  carc_accessible_name_icon_button (self->question_help, label);
}

/* A module's question, in its words, and buttons for the answers that do
 * not point at the board (buttons and players), and for those on the
 * board its bundle words. */
void
carc_board_view_update_question (CarcBoardView *self)
{
  /* A computer player's question is its own to answer. */
  g_autofree char *question = carc_game_get_person_decides (self->game) ? carc_words_question (self->game) : NULL;
  GListModel *choices = carc_game_get_choices (self->game);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *child;

  /* An answer's button that had the keyboard focus (a hint put it there)
   * gives it back to the board, where the next decision is taken. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->answer_buttons)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons))) != NULL)
    gtk_box_remove (self->answer_buttons, child);
  if (question != NULL && schedule_take_alone (self))
    g_clear_pointer (&question, g_free);
  gtk_widget_set_visible (self->question_box, question != NULL);
  if (self->question_widget != NULL && question == NULL)
    {
      gtk_box_remove (GTK_BOX (self->question_box), self->question_widget);
      self->question_widget = NULL;
    }
  if (question == NULL)
    {
      carc_board_view_reveal_for_answers (self, FALSE);
      return;
    }
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);

      /* A choice on the board gets a button too when its bundle words it
       * (what it gives, as a message's figures do). */
      if (carc_choice_get_kind (choice) == CARC_CHOICE_MODULE)
        add_answer_button (self, choice);
    }
  gtk_label_set_label (self->question_label, question);
  update_question_widget (self);
  update_question_help (self);
  /* The question says what to do, even when it is answered on the board
   * alone (its places come out from beside the panel). */
  carc_board_view_reveal_for_answers (self, TRUE);
}

static void
colour_clicked_cb (GtkToggleButton *button,
                   CarcBoardView   *self)
{
  if (gtk_toggle_button_get_active (button))
    carc_board_set_figure_colour (self->board, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "colour")));
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

/* A toggle button of a group of choices in @box, keyed @key = @value. */
static GtkWidget *
choice_button_new (GtkBox     *box,
                   GtkWidget  *child,
                   const char *name,
                   const char *key,
                   guint       value)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (box));

  gtk_widget_set_focus_on_click (button, FALSE);
  gtk_button_set_child (GTK_BUTTON (button), child);
  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data (G_OBJECT (button), key, GUINT_TO_POINTER (value));
  if (first != NULL)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (first));
  gtk_box_append (box, button);
  return button;
}

/* A button per colour of @colours in @box, of @size pixels. */
static void
fill_colour_buttons (CarcBoardView *self,
                     GtkBox        *box,
                     guint          colours,
                     int            size)
{
  clear_box (box);
  for (guint c = 0; c < carc_game_get_n_players (self->game); c++)
    {
      CarcPlayer *player = carc_game_get_player (self->game, c);
      GtkWidget *button;

      if (!(colours & (1u << c)))
        continue;
      button = choice_button_new (box, carc_board_view_swatch_new (carc_player_get_colour (player), size),
                                  carc_words_player_name (self->game, player), "colour", c);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), c == carc_board_get_figure_colour (self->board));
      g_signal_connect (button, "toggled", G_CALLBACK (colour_clicked_cb), self);
    }
}

/* Where the rules let the player choose the colour of the figure placed
 * (the cooperative team alone or two), a button per colour, in the side
 * panel and on the card of the tile in hand. */
void
carc_board_view_update_colour_choice (CarcBoardView *self)
{
  guint colours = carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
                   && carc_game_get_person_decides (self->game)
                 ? carc_game_get_figure_colours (self->game) : 0;

  gtk_widget_set_visible (self->colour_choice_box, colours != 0);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_colours), colours != 0);
  fill_colour_buttons (self, self->colour_buttons, colours, 22);
  fill_colour_buttons (self, self->hand_colours, colours, 16);
}

static void
kind_clicked_cb (GtkToggleButton *button,
                 CarcBoardView   *self)
{
  if (gtk_toggle_button_get_active (button))
    {
      carc_board_set_figure_kind (self->board, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
      gtk_label_set_label (self->kind_label, gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
      gtk_label_set_label (self->hand_kind_label, gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
    }
}

/* A button per kind of figure of @kinds in @box, of @size pixels, the
 * @chosen one pressed. */
static void
fill_kind_buttons (CarcBoardView *self,
                   GtkBox        *box,
                   guint          kinds,
                   guint          chosen,
                   int            size)
{
  const char *colour = carc_player_get_colour (carc_game_get_player (self->game,
                                                                     carc_game_get_current_player (self->game)));

  clear_box (box);
  for (guint k = 0; k < carc_game_get_n_figure_kinds (self->game); k++)
    {
      const CarcFigureLook *look = carc_words_figure_look (self->game, k);
      GtkWidget *button;

      if (!(kinds & (1u << k)))
        continue;
      button = choice_button_new (box, carc_board_view_figure_swatch_new (colour, look->drawing, MIN (look->scale * 0.75, 1.0), size),
                                  _(look->name), "kind", k);
      g_signal_connect (button, "toggled", G_CALLBACK (kind_clicked_cb), self);
      if (k == chosen)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
    }
}

/* Where several kinds of figure may be placed (a meeple, a big meeple, a
 * builder, a pig), a button for each, in the side panel and on the card
 * of the tile in hand: the board shows the spots of the kind chosen, the
 * meeple's first. */
void
carc_board_view_update_kind_choice (CarcBoardView *self)
{
  guint kinds = carc_game_get_person_decides (self->game) ? carc_game_get_listed_figure_kinds (self->game) : 0, chosen;
  /* One kind alone needs no choice. */
  gboolean several = kinds != 0 && (kinds & (kinds - 1)) != 0;

  gtk_widget_set_visible (self->kind_choice_box, several);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_kinds), several);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_kind_label), several);
  if (!several)
    {
      clear_box (self->kind_buttons);
      clear_box (self->hand_kinds);
      /* Each turn's figure is a meeple until the player picks another. */
      if (kinds == 0 && carc_board_get_figure_kind (self->board) != CARC_FIGURE_MEEPLE)
        carc_board_set_figure_kind (self->board, CARC_FIGURE_MEEPLE);
      return;
    }
  chosen = carc_board_get_figure_kind (self->board);
  if (!(kinds & (1u << chosen)))
    chosen = g_bit_nth_lsf (kinds, -1);
  fill_kind_buttons (self, self->kind_buttons, kinds, chosen, 28);
  fill_kind_buttons (self, self->hand_kinds, kinds, chosen, 20);
  gtk_label_set_label (self->kind_label, _(carc_words_figure_look (self->game, chosen)->name));
  gtk_label_set_label (self->hand_kind_label, _(carc_words_figure_look (self->game, chosen)->name));
}

/* Puts the keyboard focus on the answer button that applies @action, as
 * a hint suggests it, for Enter to take; FALSE when no button does. */
gboolean
carc_board_view_focus_answer (CarcBoardView    *self,
                              const CarcAction *action)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), FALSE);
  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons)); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      CarcChoice *choice = g_object_get_data (G_OBJECT (button), "choice");

      if (choice != NULL && carc_action_equal (carc_choice_get_action (choice), action))
        {
          /* The board's own pick would say otherwise; the button marks
           * its place there, if it has one, when it takes the focus. */
          carc_board_cancel (self->board);
          if (!gtk_widget_grab_focus (button))
            return FALSE;
          gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (button)), TRUE);
          return TRUE;
        }
    }
  return FALSE;
}

/* Enter on the board, for a question answered by the side panel's
 * buttons: the one answer the words recommend is taken; among several
 * the first takes the focus, so that the keys go on among them. */
void
carc_board_view_answer_asked_cb (CarcBoardView *self)
{
  GtkWidget *recommended = NULL, *first = NULL;
  guint n_recommended = 0;

  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->answer_buttons)); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      if (!gtk_widget_get_visible (button) || !gtk_widget_get_sensitive (button))
        continue;
      if (first == NULL)
        first = button;
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "suggested")))
        {
          recommended = button;
          n_recommended++;
        }
    }
  if (n_recommended == 1)
    g_signal_emit_by_name (recommended, "clicked");
  else if (first != NULL)
    {
      if (!adw_flap_get_reveal_flap (self->flap))
        adw_flap_set_reveal_flap (self->flap, TRUE);
      gtk_widget_grab_focus (first);
      gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (first)), TRUE);
    }
}

/* Keeps the buttons of @box (each with its @key) on the board's choice,
 * when the keyboard (K) changed it. */
static void
press_chosen_button (GtkBox     *box,
                     const char *key,
                     guint       chosen)
{
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (box)); b != NULL; b = gtk_widget_get_next_sibling (b))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), key)) == chosen)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), TRUE);
}

void
carc_board_view_figure_chosen_cb (CarcBoardView *self)
{
  press_chosen_button (self->kind_buttons, "kind", carc_board_get_figure_kind (self->board));
  press_chosen_button (self->colour_buttons, "colour", carc_board_get_figure_colour (self->board));
  press_chosen_button (self->hand_kinds, "kind", carc_board_get_figure_kind (self->board));
  press_chosen_button (self->hand_colours, "colour", carc_board_get_figure_colour (self->board));
}
