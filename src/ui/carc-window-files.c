/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Where the window's games come from and go: Save, Save As, Open, the
 * autosave written after every move, the campaign's levels, the start
 * page's Continue and recent games, and the question before a game with
 * unsaved changes is replaced or closed.
 *
 * A game that was never saved is still safe when the window closes: the
 * autosave holds it and the start page offers to continue it.  The
 * question is asked when that autosave is about to be replaced (a new or
 * opened game) or when a game saved under a name has changes. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <glib/gstdio.h>

#include "carc-bundle.h"
#include "carc-colour-name.h"
#include "carc-save.h"
#include "carc-seat-menu.h"
#include "carc-tileset-loader.h"
#include "carc-figure-painter.h"
#include "carc-window-private.h"

#define FILE_SUFFIX ".carcassonne"
#define MAX_RECENT 5

static void
message_toast_dismissed_cb (CarcWindow *self)
{
  g_clear_weak_pointer (&self->message_toast);
}

/* Gives @toast, shown or waiting, @timeout seconds from now: shown, its
 * time starts again; waiting, it comes forward. */
void
carc_window_toast_again (CarcWindow *self,
                         AdwToast   *toast,
                         guint       timeout)
{
  adw_toast_set_timeout (toast, timeout);
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
}

/* A message in a toast that replaces the message shown before, so that
 * the newest is read at once: the toast shown (or waiting) takes the new
 * words and starts its time again.  A toast is never dismissed early:
 * libadwaita 1.2 may free one dismissed while it animates.  Never a
 * high-priority toast: libadwaita 1.2 aborts when the player closes a
 * toast while a high-priority one waits behind it. */
void
carc_window_show_toast (CarcWindow *self,
                        const char *message,
                        guint       timeout)
{
  AdwToast *toast;

  self->message_moves = 0;
  g_clear_pointer (&self->computer_said, g_free);
  if (self->message_toast != NULL)
    {
      carc_window_toast_set_text (self->message_toast, message);
      carc_window_toast_again (self, self->message_toast, timeout);
      return;
    }
  toast = carc_window_toast_new (message);
  adw_toast_set_timeout (toast, timeout);
  g_set_weak_pointer (&self->message_toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (message_toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A message about the decision now (a hint, a refusal), which the next
 * move or undo makes stale: it goes soon after. */
void
carc_window_show_decision_toast (CarcWindow *self,
                                 const char *message,
                                 guint       timeout)
{
  carc_window_show_toast (self, message, timeout);
  self->message_moves = self->game != NULL ? carc_game_get_n_moves (self->game) + 1 : 0;
}

void
carc_window_show_message (CarcWindow *self,
                          const char *message)
{
  carc_window_show_toast (self, message, 6);
}

/* A write after a move failed: said once for each reason (the session
 * does not repeat one until a write succeeded). */
static void
write_failed_cb (CarcWindow *self,
                 const char *message)
{
  carc_window_show_message (self, message);
}

static void
remember_recent (CarcWindow *self,
                 GFile      *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  if (self->settings == NULL)
    return;
  old = g_settings_get_strv (self->settings, "recent-files");
  g_strv_builder_add (builder, uri);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT; i++)
    if (!g_str_equal (old[i], uri))
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "recent-files", (const char * const *) recent);
}

/* "Anna 23 · Ben 18 — turn 34" for the start page. */
static char *
describe (const CarcSavedGame *game)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < game->n_players; p++)
    g_string_append_printf (text, "%s%s %u", p ? " · " : "",
                            carc_colour_name_shown (game->players[p].colour, game->players[p].name), game->scores[p]);
  if (game->game_over)
    g_string_append_printf (text, " — %s", _("finished"));
  else
    {
      /* TRANSLATORS: the turn a saved game has reached */
      g_autofree char *turn = g_strdup_printf (_("turn %u"), game->turn);

      g_string_append_printf (text, " — %s", turn);
    }
  return g_string_free (text, FALSE);
}

static void open_file (CarcWindow *self,
                       GFile      *file);

static void
recent_activated_cb (CarcWindow   *self,
                     AdwActionRow *row)
{
  GFile *file = g_object_get_data (G_OBJECT (row), "file");

  open_file (self, file);
}

void
carc_window_refresh_start_page (CarcWindow *self)
{
  GFile *autosave = carc_session_get_autosave_file (self->session);
  g_autoptr(CarcSavedGame) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) recent = NULL;
  GtkWidget *child;
  guint shown = 0;

  /* The autosave as the last move left it. */
  carc_session_flush (self->session);
  saved = carc_save_read_file (autosave, carc_save_builtin_tile_sets, NULL, &error);
  if (saved == NULL && !g_error_matches (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND))
    {
      /* Never replaced by the next game: kept aside, and the player told. */
      g_autoptr(GFile) kept = carc_file_keep_aside (autosave, NULL);
      g_autofree char *where = kept ? g_file_get_parse_name (kept) : NULL;

      g_free (self->autosave_notice);
      if (kept != NULL)
        /* TRANSLATORS: the reason, then where the unreadable file is now */
        self->autosave_notice = g_strdup_printf (_("The game to continue could not be read: %s. "
                                                   "The file is kept as “%s”."), error->message, where);
      else
        self->autosave_notice = g_strdup_printf (_("The game to continue could not be read: %s."),
                                                 error->message);
    }
  {
    const char *campaign = self->campaign ? carc_campaign_get_notice (self->campaign) : NULL;
    g_autofree char *notice = g_strjoin ("\n\n", self->autosave_notice ? self->autosave_notice : "",
                                         campaign ? campaign : "", NULL);

    carc_notice_set_message (self->start_notice, g_strstrip (notice));
  }
  gtk_widget_set_visible (self->continue_button, saved != NULL && !saved->game_over);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_label), saved != NULL && !saved->game_over);
  /* A first start's first step: the guided game. */
  if (gtk_widget_get_visible (self->continue_button))
    gtk_widget_remove_css_class (self->learn_button, "suggested-action");
  else
    gtk_widget_add_css_class (self->learn_button, "suggested-action");
  if (saved != NULL)
    {
      g_autofree char *text = describe (saved);

      gtk_label_set_label (self->continue_label, text);
    }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_list_box_remove (self->recent_list, child);
  if (self->settings != NULL)
    recent = g_settings_get_strv (self->settings, "recent-files");
  for (guint i = 0; recent != NULL && recent[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent[i]);
      g_autoptr(CarcSavedGame) game = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, NULL);
      g_autofree char *base = NULL;
      g_autofree char *text = NULL;
      GtkWidget *row;

      if (game == NULL)
        continue; /* moved or deleted since */
      base = g_file_get_basename (file);
      text = describe (game);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), base);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_object_set_data_full (G_OBJECT (row), "file", g_object_ref (file), g_object_unref);
      g_signal_connect_object (row, "activated", G_CALLBACK (recent_activated_cb), self, G_CONNECT_SWAPPED);
      gtk_list_box_append (self->recent_list, row);
      shown++;
    }
  gtk_widget_set_visible (self->recent_group, shown > 0);
}

static CarcGame *
read_game (CarcWindow *self,
           GFile      *file)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_game_new_from_file (file, &error);

  if (game == NULL)
    {
      /* The game in memory is untouched. */
      AdwMessageDialog *dialog = carc_window_new_message_dialog (self, _("The game could not be opened"),
                                                                 error->message);

      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
  return game;
}

static void
show_read_game (CarcWindow *self,
                gpointer    game)
{
  remember_recent (self, carc_game_get_file (game));
  carc_window_set_game (self, game);
}

static void
open_file (CarcWindow *self,
           GFile      *file)
{
  g_autoptr(CarcGame) game = read_game (self, file);

  if (game != NULL)
    show_read_game (self, game);
}

/* What to do once the game is saved (or the player said not to). */
typedef struct
{
  CarcWindowContinuation then;
  gpointer               data;
  GDestroyNotify         data_free;
} Pending;

static Pending *
pending_new (CarcWindowContinuation then,
             gpointer               data,
             GDestroyNotify         data_free)
{
  Pending *pending = g_new0 (Pending, 1);

  pending->then = then;
  pending->data = data;
  pending->data_free = data_free;
  return pending;
}

static void
pending_free (Pending *pending)
{
  if (pending->data_free != NULL)
    pending->data_free (pending->data);
  g_free (pending);
}

/* Goes on, then forgets. */
static void
pending_run (CarcWindow *self,
             Pending    *pending)
{
  if (pending->then != NULL)
    pending->then (self, pending->data);
  pending_free (pending);
}

static void save_as (CarcWindow *self,
                     Pending    *pending);

/* Saves to the game's own file, or asks for one; then goes on. */
static void
save_then (CarcWindow *self,
           Pending    *pending)
{
  GFile *file = carc_game_get_file (self->game);
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    {
      save_as (self, pending);
      return;
    }
  if (!carc_game_save (self->game, file, TRUE, &error))
    {
      carc_window_show_message (self, error->message);
      pending_free (pending);
      return;
    }
  remember_recent (self, file);
  pending_run (self, g_steal_pointer (&pending));
}

/* Where the file choosers start: the folder of the game's own file, else
 * the player's documents folder, else home; never the folder the program
 * happened to be started from. */
GFile *
carc_window_initial_folder (GFile *document)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr(GFile) parent = document != NULL ? g_file_get_parent (document) : NULL;

  if (parent != NULL)
    return g_steal_pointer (&parent);
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_file_new_for_path (documents);
  return g_file_new_for_path (g_get_home_dir ());
}

static GtkFileFilter *
game_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Carcassonne games"));
  gtk_file_filter_add_pattern (filter, "*" FILE_SUFFIX);
  return filter;
}

static void
save_as_response_cb (GtkNativeDialog *chooser,
                     int              response,
                     gpointer         user_data)
{
  Pending *pending = user_data;
  CarcWindow *self = CARC_WINDOW (g_object_get_data (G_OBJECT (chooser), "parent-window"));

  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (chosen);
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;

      /* Give the file its suffix so the Open dialog finds it. */
      if (path != NULL && !g_str_has_suffix (path, FILE_SUFFIX))
        {
          g_autofree char *with_suffix = g_strconcat (path, FILE_SUFFIX, NULL);

          file = g_file_new_for_path (with_suffix);
        }
      else
        file = g_object_ref (chosen);

      if (!carc_game_save (self->game, file, TRUE, &error))
        carc_window_show_message (self, error->message);
      else
        {
          remember_recent (self, file);
          pending_run (self, g_steal_pointer (&pending));
        }
    }
  g_clear_pointer (&pending, pending_free);
  g_object_unref (chooser);
}

static void
save_as (CarcWindow *self,
         Pending    *pending)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                                               _("_Save"), _("_Cancel"));
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");
  /* TRANSLATORS: the suggested file name; %s is the date and time */
  g_autofree char *name = g_strdup_printf (_("Carcassonne %s"), date);
  g_autofree char *file_name = g_strconcat (name, FILE_SUFFIX, NULL);
  GFile *document = carc_game_get_file (self->game);
  g_autoptr(GFile) folder = carc_window_initial_folder (document);

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), game_filter ());
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  /* Save As of a named game offers its name. */
  if (document != NULL)
    {
      g_autofree char *base = g_file_get_basename (document);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), base);
    }
  else
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  /* Held until the chooser is gone: the answer may close the window. */
  g_object_set_data_full (G_OBJECT (chooser), "parent-window", g_object_ref (self), g_object_unref);
  g_signal_connect (chooser, "response", G_CALLBACK (save_as_response_cb), pending);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_response_cb (GtkNativeDialog *chooser,
                  int              response,
                  gpointer         user_data)
{
  CarcWindow *self = CARC_WINDOW (g_object_get_data (G_OBJECT (chooser), "parent-window"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      open_file (self, file);
    }
  g_object_unref (chooser);
}

static void
choose_file_to_open (CarcWindow *self,
                     gpointer    data)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                                               GTK_FILE_CHOOSER_ACTION_OPEN,
                                                               _("_Open"), _("_Cancel"));

  g_autoptr(GFile) folder = carc_window_initial_folder (self->game != NULL ? carc_game_get_file (self->game) : NULL);

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), game_filter ());
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  g_object_set_data_full (G_OBJECT (chooser), "parent-window", g_object_ref (self), g_object_unref);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), NULL);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
continue_autosave (CarcWindow *self,
                   gpointer    data)
{
  GFile *file = carc_session_get_autosave_file (self->session);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = NULL;

  carc_session_flush (self->session);
  game = carc_game_new_from_file (file, &error);
  if (game == NULL)
    {
      carc_window_show_message (self, error->message);
      return;
    }
  /* The autosave is the program's copy, not the player's document. */
  carc_game_forget_file (game);
  carc_window_set_game (self, game);
}

/* Whether replacing or closing the current game would lose something the
 * player cannot get back. */
/* Whether @a and @b are one game at one point: the same deal, people and
 * moves, and the same undo position. */
static gboolean
same_game (const CarcSavedGame *a,
           const CarcSavedGame *b)
{
  guint n_a, n_b;
  const guint16 *deal_a = carc_setup_get_order (a->setup, &n_a);
  const guint16 *deal_b = carc_setup_get_order (b->setup, &n_b);

  if (a->n_players != b->n_players || a->cursor != b->cursor || a->actions->len != b->actions->len
      || n_a != n_b || memcmp (deal_a, deal_b, n_a * sizeof (guint16)) != 0)
    return FALSE;
  for (guint i = 0; i < a->actions->len; i++)
    if (!carc_action_equal (&g_array_index (a->actions, CarcAction, i), &g_array_index (b->actions, CarcAction, i)))
      return FALSE;
  for (guint p = 0; p < a->n_players; p++)
    if (g_strcmp0 (a->players[p].name, b->players[p].name) != 0)
      return FALSE;
  return TRUE;
}

/* Whether the autosave holds a game to continue that no recent file
 * holds as well, which the next game would lose (from the start page,
 * no game is shown). */
static gboolean
autosave_unfinished (CarcWindow *self)
{
  g_autoptr(CarcSavedGame) saved = NULL;
  g_auto(GStrv) recent = NULL;

  carc_session_flush (self->session);
  saved = carc_save_read_file (carc_session_get_autosave_file (self->session), carc_save_builtin_tile_sets, NULL,
                               NULL);
  if (saved == NULL || saved->game_over)
    return FALSE;
  if (self->settings != NULL)
    recent = g_settings_get_strv (self->settings, "recent-files");
  for (guint i = 0; recent != NULL && recent[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent[i]);
      g_autoptr(CarcSavedGame) kept = carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, NULL);

      if (kept != NULL && same_game (saved, kept))
        return FALSE;
    }
  return TRUE;
}

static gboolean
needs_confirmation (CarcWindow *self,
                    gboolean    closing)
{
  CarcGame *game = self->game;

  /* A seat of a game its host ended: nothing to lose. */
  if (carc_window_table_ended (self))
    return FALSE;
  /* Played from several computers: the others lose it. */
  if (carc_window_table_in_play (self))
    return TRUE;
  /* The guided game is no one's: the start page's game is at stake. */
  if (game == NULL || carc_session_get_plays_lesson (self->session))
    return !closing && autosave_unfinished (self);
  if (carc_game_get_game_over (game) || !carc_game_get_can_undo (game))
    return FALSE;
  if (carc_game_get_file (game) != NULL)
    return carc_game_get_modified (game);
  /* The autosave (or the campaign, for its level) keeps the game across a
   * quit, unless its writes fail: then only saving it keeps it. */
  carc_session_flush (self->session);
  if (!carc_session_get_kept (self->session))
    return TRUE;
  /* A level of the campaign waits on the levels page: nothing is lost. */
  if (carc_session_get_plays_campaign (self->session))
    return FALSE;
  /* Unsaved: the autosave keeps it across a quit, not across a new game. */
  return !closing;
}

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     gpointer          user_data)
{
  Pending *pending = user_data;
  CarcWindow *self = CARC_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  if (g_str_equal (response, "save"))
    {
      save_then (self, pending);
      return;
    }
  if (g_str_equal (response, "discard"))
    pending_run (self, pending);
  else
    pending_free (pending);
}

static void
ask (CarcWindow *self,
     Pending    *pending,
     gboolean    closing)
{
  GFile *file = self->game != NULL ? carc_game_get_file (self->game) : NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (carc_window_table_in_play (self))
    {
      dialog = carc_window_table_leave_dialog (self, closing, NULL);
      g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), pending);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  if (self->game == NULL || carc_session_get_plays_lesson (self->session))
    {
      /* The start page's game to continue, kept only by the autosave (the
       * guided game is no one's to save). */
      dialog = carc_window_new_message_dialog (self, _("Replace the Unfinished Game?"),
                                               _("The unfinished game on the start page will be lost. To keep it, "
                                                 "continue it and save it first."));
      adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Replace"), NULL);
      adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_default_response (dialog, "cancel");
      adw_message_dialog_set_close_response (dialog, "cancel");
      g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), pending);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  if (file != NULL)
    {
      g_autofree char *base = g_file_get_basename (file);

      body = g_strdup_printf (_("The changes to “%s” will be lost unless you save them."), base);
    }
  else
    body = g_strdup (_("The game in progress has not been saved. It will be lost unless you save it."));
  dialog = carc_window_new_message_dialog (self, _("Save the current game?"), body);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Discard"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), pending);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Runs @then now, or after the player has saved or discarded the game;
 * @data_free frees @data after, or when the player cancels. */
void
carc_window_confirm_replace (CarcWindow             *self,
                             CarcWindowContinuation  then,
                             gpointer                data,
                             GDestroyNotify          data_free)
{
  Pending *pending = pending_new (then, data, data_free);

  if (!needs_confirmation (self, FALSE))
    pending_run (self, pending);
  else
    ask (self, pending, FALSE);
}

/* The same before the game steps aside for a while (the guided game) and
 * comes back: asked only where quitting would lose something. */
void
carc_window_confirm_set_aside (CarcWindow             *self,
                               CarcWindowContinuation  then,
                               gpointer                data,
                               GDestroyNotify          data_free)
{
  Pending *pending = pending_new (then, data, data_free);

  if (!needs_confirmation (self, TRUE))
    pending_run (self, pending);
  else
    ask (self, pending, TRUE);
}

/* The same where only a game played from several computers would be
 * lost (the others' game): asked only then. */
void
carc_window_confirm_table (CarcWindow             *self,
                           CarcWindowContinuation  then,
                           gpointer                data,
                           GDestroyNotify          data_free)
{
  Pending *pending = pending_new (then, data, data_free);

  if (!carc_window_table_in_play (self))
    pending_run (self, pending);
  else
    ask (self, pending, FALSE);
}

/**
 * carc_window_open:
 * @file: a saved game
 *
 * Opens @file (from the command line or a file manager) as Open does:
 * read first, so that a file refused asks nothing, then after asking
 * about a game in progress that would be lost.
 */
void
carc_window_open (CarcWindow *self,
                  GFile      *file)
{
  CarcGame *game;

  g_return_if_fail (CARC_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  game = read_game (self, file);
  if (game != NULL)
    carc_window_confirm_replace (self, show_read_game, game, g_object_unref);
}

static void
close_now (CarcWindow *self,
           gpointer    data)
{
  self->closing = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
close_request_cb (CarcWindow *self)
{
  if (self->closing || !needs_confirmation (self, TRUE))
    return FALSE;
  ask (self, pending_new (close_now, NULL, NULL), TRUE);
  return TRUE;
}

static void
save_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->game == NULL)
    return;
  if (g_str_equal (action, "win.save-as"))
    save_as (self, pending_new (NULL, NULL, NULL));
  else
    save_then (self, pending_new (NULL, NULL, NULL));
}

static void
open_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  carc_window_confirm_replace (CARC_WINDOW (widget), choose_file_to_open, NULL, NULL);
}

static void
continue_cb (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  /* Back from the start page to the classic game still in the window
   * (the autosave is its copy): the game itself, with its file. */
  if (self->game != NULL && !carc_session_get_plays_campaign (self->session)
      && !carc_session_get_plays_lesson (self->session) && !carc_game_get_game_over (self->game))
    gtk_stack_set_visible_child_name (self->stack, "board");
  /* From the guided game, the game it was set aside from, as it was. */
  /* A game played from several computers on screen is left knowingly. */
  else if (!carc_window_coach_leave_lesson (self))
    carc_window_confirm_table (self, continue_autosave, NULL, NULL);
}

static void
start_notice_dismissed_cb (CarcWindow *self)
{
  g_clear_pointer (&self->autosave_notice, g_free);
  if (self->campaign != NULL)
    carc_campaign_dismiss_notice (self->campaign);
}

/* Starts @level of the campaign with the tiles shuffled by @seed: the
 * level in progress stays until the new game is ready (hosted, say). */
void
carc_window_start_level (CarcWindow *self,
                         guint       level,
                         guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = carc_campaign_new_level (self->campaign, level, seed, &error);
  gboolean hosted = FALSE;

  if (game == NULL)
    {
      carc_window_show_message (self, error->message);
      return;
    }
  /* Who plays each colour, as the level's page says. */
  for (guint s = 0; s < carc_game_get_n_players (game); s++)
    {
      gint who = carc_level_view_get_seat (self->level_view, s);
      CarcPlayer *player = carc_game_get_player (game, s);

      carc_player_set_computer (player, MAX (who, CARC_PLAYER_PERSON));
      carc_player_set_remote (player, who == CARC_SEAT_REMOTE);
      hosted |= who == CARC_SEAT_REMOTE;
    }
  if (hosted)
    {
      carc_window_host_level (self, game, carc_level_view_get_address (self->level_view),
                              carc_level_view_get_port (self->level_view));
      return;
    }
  if (!carc_session_begin_level (self->session, game, &error))
    {
      carc_window_show_message (self, error->message);
      return;
    }
  self->announced = FALSE;
  carc_window_show_game (self, game);
}

static void
leave_level_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         CarcWindow       *self)
{
  if (g_str_equal (response, "start") || g_str_equal (response, "discard"))
    carc_window_start_level (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "level")),
                             g_get_real_time ());
}

/* Play on a level's card.  A level in progress is the player's evening,
 * and a game played from several computers the other players' too:
 * starting one ends them, so the player is asked first. */
static void
start_level_cb (CarcWindow *self,
                guint       level)
{
  guint current = carc_campaign_get_current_level (self->campaign);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (current == 0 && !carc_window_table_in_play (self))
    {
      carc_window_start_level (self, level, g_get_real_time ());
      return;
    }
  /* TRANSLATORS: asked before a level of the cooperative campaign is
   * started while another game of a level is under way */
  body = g_strdup_printf (_("Level %u is in progress. Starting a level ends it, and its game is lost."), current);
  if (carc_window_table_in_play (self))
    dialog = carc_window_table_leave_dialog (self, FALSE, current != 0 ? body : NULL);
  else
    {
      dialog = carc_window_new_message_dialog (self, _("Leave the Level in Progress?"), body);
      adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "start", _("_Start Level"), NULL);
      adw_message_dialog_set_response_appearance (dialog, "start", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_default_response (dialog, "cancel");
      adw_message_dialog_set_close_response (dialog, "cancel");
    }
  g_object_set_data (G_OBJECT (dialog), "level", GUINT_TO_POINTER (level));
  g_signal_connect (dialog, "response", G_CALLBACK (leave_level_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The campaign's level in progress: the one on screen, else as the
 * campaign kept it. */
static void
continue_level (CarcWindow *self,
                gpointer    data)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_session_resume_level (self->session, &error);

  if (game == NULL)
    {
      carc_window_show_message (self, error->message);
      return;
    }
  if (game == self->game)
    {
      gtk_stack_set_visible_child_name (self->stack, "board");
      return;
    }
  self->announced = carc_game_get_game_over (game);
  /* A level this computer hosted goes on hosted. */
  if (!carc_window_table_host_again (self, game, TRUE))
    carc_window_show_game (self, game);
}

/* Continue on the level page: another game played from several computers
 * on screen is left knowingly (the level's own goes on). */
static void
continue_level_cb (CarcWindow *self)
{
  if (carc_session_get_plays_campaign (self->session))
    continue_level (self, NULL);
  else
    carc_window_confirm_table (self, continue_level, NULL, NULL);
}

/* Makes the campaign of @rules the window's: its progress on the levels
 * page, its levels the ones a game leads back to. */
void
carc_window_use_campaign (CarcWindow              *self,
                          const CarcCampaignRules *rules)
{
  carc_session_use_campaign (self->session, rules);
  self->campaign = carc_session_get_campaign (self->session);
  carc_level_view_set_campaign (self->level_view, self->campaign);
}

/* win.show-campaign: the levels page of the campaign of that id. */
static void
show_campaign_cb (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);
  const CarcCampaignRules *rules = carc_campaign_rules_lookup (g_variant_get_string (param, NULL));

  if (rules == NULL)
    return;
  carc_window_use_campaign (self, rules);
  gtk_widget_activate_action (widget, "win.show-levels", NULL);
}

/* The start page's buttons of the campaigns the modules declare, each in
 * its bundle's words. */
static void
add_campaign_buttons (CarcWindow *self)
{
  const CarcCampaignRules *rules;

  for (guint i = 0; (rules = carc_campaign_rules_nth (i)) != NULL; i++)
    {
      const CarcBundle *bundle = carc_bundle_lookup (rules->id);
      GtkWidget *button;

      if (bundle == NULL || bundle->campaign == NULL)
        continue;
      button = gtk_button_new_with_mnemonic (_(bundle->campaign->start_label));
      gtk_widget_set_tooltip_text (button, _(bundle->campaign->start_tooltip));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-campaign");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", rules->id);
      gtk_widget_add_css_class (button, "pill");
      gtk_box_append (GTK_BOX (self->campaign_box), button);
    }
}

void
carc_window_files_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (CARC_TYPE_LEVEL_VIEW);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, level_view);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, campaign_box);
  gtk_widget_class_bind_template_callback (widget_class, start_level_cb);
  gtk_widget_class_bind_template_callback (widget_class, continue_level_cb);
  g_type_ensure (CARC_TYPE_NOTICE);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, start_notice);
  gtk_widget_class_bind_template_callback (widget_class, start_notice_dismissed_cb);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_cb);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_cb);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_cb);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_cb);
  gtk_widget_class_install_action (widget_class, "win.show-campaign", "s", show_campaign_cb);
}

/* The signs on figures are the figure painter's, for every view: redraw
 * what shows figures. */
static void
figure_marks_changed_cb (CarcWindow *self)
{
  carc_figure_painter_set_marks (g_settings_get_boolean (self->settings, "figure-marks"));
  gtk_widget_queue_draw (GTK_WIDGET (carc_board_view_get_board (self->board_view)));
  carc_board_view_redraw_figures (self->board_view);
}

void
carc_window_files_init (CarcWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
  g_autoptr(GFile) folder = carc_session_default_folder ();

  self->session = carc_session_new (folder);
  self->campaign = carc_session_get_campaign (self->session);
  g_signal_connect_object (self->session, "write-failed", G_CALLBACK (write_failed_cb), self, G_CONNECT_SWAPPED);
  carc_level_view_set_campaign (self->level_view, self->campaign);
  add_campaign_buttons (self);

  if (schema != NULL)
    {
      self->settings = g_settings_new (APP_ID);
      g_settings_bind (self->settings, "board-theme", carc_board_view_get_board (self->board_view), "theme",
                       G_SETTINGS_BIND_GET);
      g_settings_bind (self->settings, "show-grid", carc_board_view_get_board (self->board_view), "show-grid",
                       G_SETTINGS_BIND_GET);
      g_signal_connect_object (self->settings, "changed::figure-marks", G_CALLBACK (figure_marks_changed_cb),
                               self, G_CONNECT_SWAPPED);
      figure_marks_changed_cb (self);
    }
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  carc_window_refresh_start_page (self);
}
