/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The coach's card over the window: the guided first game (win.learn,
 * "Learn to Play" on the start page) and, the first time a game uses an
 * expansion, a card that says what it adds, with its rules' page (off in
 * Preferences).  The guided game is written nowhere: the start page still
 * continues the player's own game. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-bundle.h"
#include "carc-coach-card.h"
#include "carc-lesson.h"
#include "carc-window-private.h"

static void
show_lesson_step (CarcWindow *self)
{
  CarcLesson *lesson = self->lesson;
  g_autofree char *progress = NULL;

  /* TRANSLATORS: over a card of the guided first game */
  progress = g_strdup_printf (_("Step %u of %u"), carc_lesson_get_step (lesson) + 1, carc_lesson_get_n_steps ());
  carc_coach_card_set_progress (self->coach_card, progress);
  carc_coach_card_set_text (self->coach_card, carc_lesson_get_title (lesson), carc_lesson_get_body (lesson));
  carc_coach_card_set_buttons (self->coach_card,
                               carc_lesson_get_last (lesson) ? _("_Finish")
                               : carc_lesson_get_reads (lesson) ? _("_Next") : NULL,
                               /* TRANSLATORS: a button of the guided game's card */
                               carc_lesson_get_last (lesson) ? NULL : _("_Leave"));
  gtk_widget_set_visible (GTK_WIDGET (self->coach_card), TRUE);
  /* A card to read takes the keys, for Enter; the others leave them on
   * the board, where the step is played. */
  if (carc_lesson_get_reads (lesson))
    carc_coach_card_focus_primary (self->coach_card);
  else if (gtk_widget_get_mapped (GTK_WIDGET (self->board_view)))
    gtk_widget_grab_focus (GTK_WIDGET (carc_board_view_get_board (self->board_view)));
}

/* The next expansion to introduce, or the card put away. */
static void
show_introduction (CarcWindow *self)
{
  const CarcBundle *bundle = self->introductions->len > 0 ? g_ptr_array_index (self->introductions, 0) : NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *title = NULL;

  if (bundle == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->coach_card), FALSE);
      return;
    }
  /* An expansion is introduced on its board, not over the start page or
   * the scores. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "board") != 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->coach_card), FALSE);
      return;
    }
  /* TRANSLATORS: the title of the card that introduces an expansion the
   * first time a game uses it; %s is its name */
  title = g_strdup_printf (_("New in This Game: %s"), _(bundle->title));
  for (guint i = 0; i < G_N_ELEMENTS (bundle->intro) && bundle->intro[i] != NULL; i++)
    g_string_append_printf (body, "%s%s", body->len > 0 ? "\n\n" : "", _(bundle->intro[i]));
  carc_coach_card_set_progress (self->coach_card, NULL);
  carc_coach_card_set_text (self->coach_card, title, body->len > 0 ? body->str : _(bundle->subtitle));
  carc_coach_card_set_buttons (self->coach_card, _("_Got It"), bundle->help_page != NULL ? _("_Rules") : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->coach_card), TRUE);
}

static void
end_lesson (CarcWindow *self)
{
  if (self->lesson == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->lesson, self);
  g_clear_object (&self->lesson);
  gtk_widget_set_visible (GTK_WIDGET (self->coach_card), FALSE);
}

/* The expansions of @game that the player has not met, introduced one
 * card after the other. */
static void
introduce_expansions (CarcWindow *self,
                      CarcGame   *game)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (game, bundles);
  g_auto(GStrv) known = NULL;

  g_ptr_array_set_size (self->introductions, 0);
  if (self->settings == NULL || !g_settings_get_boolean (self->settings, "introduce-expansions"))
    return;
  known = g_settings_get_strv (self->settings, "expansions-introduced");
  for (guint i = 0; i < n; i++)
    if (bundles[i]->title != NULL && bundles[i]->subtitle != NULL
        && !g_strv_contains ((const char * const *) known, bundles[i]->module))
      g_ptr_array_add (self->introductions, (gpointer) bundles[i]);
  show_introduction (self);
}

/* Another page: an expansion's card shows on the board's page only (the
 * guided game's follows the game to its scores). */
void
carc_window_coach_page_changed (CarcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (self->lesson != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->coach_card),
                            g_strcmp0 (page, "board") == 0 || g_strcmp0 (page, "scores") == 0);
  else if (self->introductions != NULL)
    show_introduction (self);
}

/* @game is shown now: the guided game ends when another is (the game set
 * aside for it is then the player's no more), and a game's new
 * expansions are introduced. */
void
carc_window_coach_game_shown (CarcWindow *self,
                              CarcGame   *game)
{
  if (self->lesson != NULL && carc_lesson_get_game (self->lesson) == game)
    return;
  end_lesson (self);
  g_clear_object (&self->before_lesson);
  g_ptr_array_set_size (self->introductions, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->coach_card), FALSE);
  if (game != NULL)
    introduce_expansions (self, game);
}

/* The guided game ends: the game set aside for it comes back as it was
 * (its file, its undo, moves a full disk kept from the autosave), or
 * none.  Returns whether one came back. */
gboolean
carc_window_coach_leave_lesson (CarcWindow *self)
{
  g_autoptr(CarcGame) before = NULL;

  if (self->lesson == NULL)
    return FALSE;
  before = g_steal_pointer (&self->before_lesson);
  end_lesson (self);
  carc_window_set_game (self, before);
  return before != NULL;
}

/* Leave, Finish: back to the start page, where Continue goes on with the
 * game set aside. */
static void
leave_to_start (CarcWindow *self)
{
  carc_window_coach_leave_lesson (self);
  carc_window_refresh_start_page (self);
  gtk_stack_set_visible_child_name (self->stack, "start");
  /* The keys on the start page's first choice, not on the menu. */
  gtk_widget_grab_focus (gtk_widget_get_visible (self->continue_button) ? self->continue_button : self->learn_button);
}

static void
start_lesson (CarcWindow *self,
              gpointer    data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_lesson_new_game (&error);
  CarcGame *before = self->game;

  if (game == NULL)
    {
      carc_window_show_message (self, error->message);
      return;
    }
  /* A game of the player's waits in memory; a campaign's level waits in
   * the campaign, on the levels page. */
  if (before != NULL && carc_session_get_plays_lesson (self->session))
    before = g_steal_pointer (&self->before_lesson);
  else if (before != NULL && (carc_session_get_plays_campaign (self->session) || carc_game_get_game_over (before)))
    before = NULL;
  else if (before != NULL)
    g_object_ref (before);
  carc_session_play_lesson (self->session, game);
  carc_window_show_game (self, game);
  self->before_lesson = before;
  self->lesson = carc_lesson_new (game, carc_board_view_get_board (self->board_view));
  g_signal_connect_object (self->lesson, "notify::step", G_CALLBACK (show_lesson_step), self, G_CONNECT_SWAPPED);
  show_lesson_step (self);
}

/* win.learn: the guided game.  The game in play steps aside and comes
 * back after it; asked first only where quitting would lose something
 * (a named file's changes, a game the autosave could not keep). */
static void
learn_cb (GtkWidget  *widget,
          const char *action,
          GVariant   *param)
{
  carc_window_confirm_set_aside (CARC_WINDOW (widget), start_lesson, NULL, NULL);
}

/* Next, Finish, Got It. */
static void
coach_primary_cb (CarcWindow *self)
{
  if (self->lesson != NULL)
    {
      if (carc_lesson_get_last (self->lesson))
        leave_to_start (self);
      else
        carc_lesson_next (self->lesson);
      return;
    }
  if (self->introductions->len > 0)
    {
      const CarcBundle *bundle = g_ptr_array_index (self->introductions, 0);
      g_auto(GStrv) known = g_settings_get_strv (self->settings, "expansions-introduced");
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) now = NULL;

      g_strv_builder_addv (builder, (const char **) known);
      g_strv_builder_add (builder, bundle->module);
      now = g_strv_builder_end (builder);
      g_settings_set_strv (self->settings, "expansions-introduced", (const char * const *) now);
      g_ptr_array_remove_index (self->introductions, 0);
      show_introduction (self);
    }
}

/* Leave the guided game; or an expansion's rules in the help. */
static void
coach_secondary_cb (CarcWindow *self)
{
  if (self->lesson != NULL)
    {
      leave_to_start (self);
      return;
    }
  if (self->introductions->len > 0)
    {
      const CarcBundle *bundle = g_ptr_array_index (self->introductions, 0);

      gtk_widget_activate_action (GTK_WIDGET (self), "win.help-page", "s", bundle->help_page);
    }
}

void
carc_window_coach_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (CARC_TYPE_COACH_CARD);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, coach_card);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, learn_button);
  gtk_widget_class_bind_template_callback (widget_class, coach_primary_cb);
  gtk_widget_class_bind_template_callback (widget_class, coach_secondary_cb);
  gtk_widget_class_install_action (widget_class, "win.learn", NULL, learn_cb);
}

void
carc_window_coach_init (CarcWindow *self)
{
  self->introductions = g_ptr_array_new ();
}

void
carc_window_coach_dispose (CarcWindow *self)
{
  end_lesson (self);
  g_clear_object (&self->before_lesson);
  g_clear_pointer (&self->introductions, g_ptr_array_unref);
}
