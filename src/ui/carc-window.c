/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The main window: a start page, the board page with its side panel, and
 * the final scores.  Every command is an action; update_actions() sets
 * their enabled state from the game's properties. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "carc-accessible.h"
#include "carc-board-view.h"
#include "carc-scoring-view.h"
#include "carc-window-private.h"
#include "carc-words.h"


G_DEFINE_FINAL_TYPE (CarcWindow, carc_window, ADW_TYPE_APPLICATION_WINDOW)

/* Where Back leads from the page on screen (NULL from the start page):
 * the levels and the scores lead to the start page; the board to the
 * level list in a level of the campaign, to the scores of a finished
 * game, else to the start page. */
static const char *
parent_page (CarcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "board") != 0)
    return g_strcmp0 (page, "start") == 0 ? NULL : "start";
  if (self->game != NULL && carc_campaign_is_level (self->campaign, self->game))
    return "levels";
  if (self->game != NULL && carc_game_get_game_over (self->game))
    return "scores";
  return "start";
}

static void
update_actions (CarcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean level = self->game != NULL && carc_campaign_is_level (self->campaign, self->game);
  /* A game whose modules announce its end has no final scores to show. */
  gboolean scored = self->game != NULL && !self->announces_end;
  /* The game's commands act on the game on screen, not from the start
   * page or the level list. */
  gboolean shown = self->game != NULL && (g_strcmp0 (page, "board") == 0 || g_strcmp0 (page, "scores") == 0);
  /* While a computer player decides, the people only watch (or undo). */
  gboolean playing = shown && !carc_game_get_game_over (self->game) && carc_game_get_person_decides (self->game);
  gboolean placing_tile = playing && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE;
  gboolean placing_figure = playing && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE;

  /* Played from several computers: undo asks the others, redo is not. */
  gboolean table = self->table != NULL && carc_table_get_game (self->table) == self->game;
  gboolean may_undo = !table || carc_table_get_can_undo (self->table);
  gboolean joined = table && !carc_table_get_hosting (self->table);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", shown && may_undo && carc_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-turn",
                                 shown && may_undo && carc_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", shown && !table && carc_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rotate-left", placing_tile);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rotate-right", placing_tile);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.skip-figure", placing_figure);
  carc_window_hint_update_action (self, playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-board", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-scores",
                                 scored && carc_game_get_game_over (self->game)
                                 && g_strcmp0 (page, "scores") != 0);
  /* The campaign's levels: from the start page, and from a level; not
   * over another game (the menu hides what is disabled). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-levels",
                                 level || self->game == NULL || g_strcmp0 (page, "start") == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-start", g_strcmp0 (page, "start") != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", parent_page (self) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.centre", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.fit", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", shown && !joined);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", shown && !joined);
}

void
carc_window_update_actions (CarcWindow *self)
{
  update_actions (self);
}

/* The window's title names the game's file, with a star while it has
 * changes to save, as GNOME's editors do; the start page and the levels
 * are the program's.  While the side panel is folded away, the header
 * bar says under the title what the turn asks for. */
static void
update_title (CarcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  GFile *file = self->game != NULL ? carc_game_get_file (self->game) : NULL;
  gboolean on_board = g_strcmp0 (page, "board") == 0;
  AdwFlap *flap = carc_board_view_get_flap (self->board_view);
  g_autofree char *title = NULL;

  if (file == NULL || g_strcmp0 (page, "start") == 0 || g_strcmp0 (page, "levels") == 0)
    title = g_strdup (_("Carcassonne"));
  else
    {
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *name = path != NULL ? g_filename_display_basename (path) : g_file_get_basename (file);

      /* TRANSLATORS: the window's title: the open game's file name (with a
       * star while it has unsaved changes), then the program's name */
      title = g_strdup_printf (_("%s%s — Carcassonne"), carc_game_get_modified (self->game) ? "*" : "", name);
    }
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title,
                                 on_board && self->game != NULL && adw_flap_get_folded (flap)
                                 && !adw_flap_get_reveal_flap (flap)
                                 ? carc_board_view_get_status (self->board_view) : NULL);
}

static gboolean
title_idle_cb (gpointer data)
{
  CarcWindow *self = data;

  self->title_idle = 0;
  update_title (self);
  return G_SOURCE_REMOVE;
}

/* The flap folds while it is being allocated: the header bar changes
 * after that, not in the middle of it. */
static void
flap_changed_cb (CarcWindow *self)
{
  if (self->title_idle == 0)
    self->title_idle = g_idle_add (title_idle_cb, self);
}

static void
announce_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      CarcWindow       *self)
{
  if (g_strcmp0 (response, "levels") == 0)
    gtk_stack_set_visible_child_name (self->stack, "levels");
}

/* The end of a game its modules decide (victory, defeat), once per end:
 * the board stays to look at, and a campaign's levels are a click away. */
static void
announce (CarcWindow *self,
          const char *heading,
          const char *body)
{
  AdwMessageDialog *dialog = carc_window_new_message_dialog (self, heading, body);

  adw_message_dialog_add_response (dialog, "board", _("_Look at the Board"));
  adw_message_dialog_set_close_response (dialog, "board");
  if (carc_campaign_is_level (self->campaign, self->game))
    {
      adw_message_dialog_add_response (dialog, "levels", _("_Levels"));
      adw_message_dialog_set_response_appearance (dialog, "levels", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "levels");
    }
  g_signal_connect (dialog, "response", G_CALLBACK (announce_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* After every change: the files, the commands, and at the end of the
 * game either the modules' announcement or the final scores. */
static void
game_changed_cb (CarcWindow *self)
{
  g_autofree char *heading = NULL, *body = NULL;

  self->announces_end = carc_game_get_game_over (self->game)
                        && carc_words_announce_end (self->game, &heading, &body);
  if (self->announces_end)
    {
      if (!self->announced)
        announce (self, heading, body);
      self->announced = TRUE;
    }
  else
    self->announced = FALSE;
  if (carc_game_get_game_over (self->game) && !self->announces_end)
    {
      carc_scoring_view_set_game (self->scoring_view, self->game);
      gtk_stack_set_visible_child_name (self->stack, "scores");
    }
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "scores") == 0)
    gtk_stack_set_visible_child_name (self->stack, "board");
  if (self->score_toast != NULL && carc_game_get_n_moves (self->game) != self->score_moves)
    adw_toast_set_button_label (self->score_toast, NULL);
  /* A message about the decision before goes within a second. */
  if (self->message_moves != 0 && self->message_toast != NULL
      && carc_game_get_n_moves (self->game) + 1 != self->message_moves)
    {
      carc_window_toast_again (self, self->message_toast, 1);
      self->message_moves = 0;
    }
  carc_window_hint_game_changed (self);
  update_actions (self);
  update_title (self);
}

static void
score_toast_dismissed_cb (CarcWindow *self)
{
  g_clear_weak_pointer (&self->score_toast);
}

static void show_score_toast (CarcWindow *self,
                              const char *title);

static void
feature_scored_cb (CarcWindow *self,
                   guint       player,
                   guint       points,
                   guint       feature,
                   gboolean    final)
{
  g_autofree char *title = NULL;

  if (final || player >= carc_game_get_n_players (self->game))
    return;
  title = carc_words_scored (self->game, player, points, feature);
  show_score_toast (self, title);
}

/* Points of a module's own score line (a message's, a robbery's) are
 * told as the features' are; the cooperative game's go without. */
static void
points_won_cb (CarcWindow *self,
               guint       player,
               guint       points,
               guint       category,
               gboolean    final)
{
  g_autofree char *title = NULL;

  if (final || points == 0 || category < CARC_N_SCORE_CATEGORIES || player >= carc_game_get_n_players (self->game))
    return;
  /* TRANSLATORS: "Anna scores 2 points (Messages)"; the second %s is a
   * line of the scoring breakdown */
  title = g_strdup_printf (ngettext ("%s scores %u point (%s)", "%s scores %u points (%s)", points),
                           carc_words_player_name (self->game, carc_game_get_player (self->game, player)), points,
                           carc_words_score_line (self->game, category));
  show_score_toast (self, title);
}

/* Puts @text on a toast made by carc_window_toast_new(): plain text (a
 * name may hold "&", and a toast's own title is markup), in a label that
 * wraps a long text instead of cutting it in a narrow window. */
void
carc_window_toast_set_text (AdwToast   *toast,
                            const char *text)
{
  gtk_label_set_text (GTK_LABEL (adw_toast_get_custom_title (toast)), text);
}

const char *
carc_window_toast_get_text (AdwToast *toast)
{
  return gtk_label_get_text (GTK_LABEL (adw_toast_get_custom_title (toast)));
}

AdwToast *
carc_window_toast_new (const char *text)
{
  GtkWidget *label = gtk_label_new (NULL);
  AdwToast *toast = adw_toast_new ("");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* A long message takes more lines, not more width than the window. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 44);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (toast, label);
  carc_window_toast_set_text (toast, text);
  return toast;
}

static void
show_score_toast (CarcWindow *self,
                  const char *text)
{
  AdwToast *toast;

  /* One toast at a time for the scorings, so none goes stale in a queue:
   * the scorings of one move share it, a later move's take it over, and
   * its Undo (which takes back the last move) is there only while the
   * move it names is the last one.  A toast is changed, never dismissed
   * early: libadwaita 1.2 may free one dismissed while it animates. */
  if (self->score_toast != NULL)
    {
      g_autofree char *both = self->score_moves == carc_game_get_n_moves (self->game)
                              ? g_strconcat (carc_window_toast_get_text (self->score_toast), " · ", text, NULL)
                              : g_strdup (text);

      carc_window_toast_set_text (self->score_toast, both);
      adw_toast_set_button_label (self->score_toast, _("_Undo"));
      self->score_moves = carc_game_get_n_moves (self->game);
      return;
    }
  toast = carc_window_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_timeout (toast, 4);
  g_set_weak_pointer (&self->score_toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (score_toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  self->score_moves = carc_game_get_n_moves (self->game);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A computer player's answer to a module's question is said in a toast,
 * in the words of the button a person would have pressed (a robber put
 * by a figure, a message's card taken as points): the board shows its
 * tiles and figures, but not that. */
static void
computer_choosing_cb (CarcWindow *self,
                      CarcChoice *choice)
{
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;
  gboolean suggested;
  CarcPlayer *player;

  if (self->game == NULL || carc_choice_get_kind (choice) != CARC_CHOICE_MODULE
      || (label = carc_words_choice_label (self->game, choice, &suggested)) == NULL)
    return;
  /* A computer's answers of one turn share the toast, so that each stays
   * long enough to read. */
  if (self->message_toast != NULL && self->computer_said != NULL
      && self->computer_turn == carc_game_get_turn (self->game))
    text = g_strconcat (self->computer_said, " · ", label, NULL);
  else
    {
      player = carc_game_get_player (self->game, carc_game_get_acting (self->game));
      /* TRANSLATORS: a computer player's name, then its answer to a
       * question of the rules, in the words of the answer's button */
      text = g_strdup_printf (_("%s: %s"), carc_words_player_name (self->game, player), label);
    }
  carc_window_show_toast (self, text, 5);
  self->computer_said = g_steal_pointer (&text);
  self->computer_turn = carc_game_get_turn (self->game);
}

/* A question answered without asking: what was done. */
static void
announced_cb (CarcWindow *self,
              const char *words)
{
  carc_window_show_toast (self, words, 5);
}

static void
refused_cb (CarcWindow *self,
            guint       error)
{
  g_autofree char *message = carc_words_refusal (self->game, error);

  carc_window_show_decision_toast (self, message, 3);
}

/* Escape, wherever the focus is on the board page: it clears the board's
 * keyboard selection and never skips the figure; while a figure may be
 * placed with nothing selected it says how to skip.  One handler for
 * both, since only the window can show the hint. */
static gboolean
escape_pressed_cb (CarcWindow      *self,
                   guint            keyval,
                   guint            keycode,
                   GdkModifierType  state)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  CarcBoard *board = carc_board_view_get_board (self->board_view);

  if (keyval != GDK_KEY_Escape || (state & gtk_accelerator_get_default_mod_mask ()) != 0
      || self->game == NULL || !gtk_widget_get_mapped (GTK_WIDGET (board))
      || (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL))
    return FALSE;
  if (carc_board_cancel (board))
    return TRUE;
  if (carc_game_get_decision (self->game) != CARC_DECISION_PLACE_FIGURE)
    return FALSE;
  carc_window_show_decision_toast (self, _(carc_words_figure (self->game)->skip_hint), 3);
  return TRUE;
}

static void
undo_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (carc_window_table_undo (self))
    return;
  if (self->game != NULL && carc_game_undo (self->game))
    carc_board_reveal_last_tile (carc_board_view_get_board (self->board_view));
}

static void
undo_turn_cb (GtkWidget  *widget,
              const char *action,
              GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (carc_window_table_undo (self))
    return;
  if (self->game != NULL && carc_game_undo_turn (self->game))
    carc_board_reveal_last_tile (carc_board_view_get_board (self->board_view));
}

static void
redo_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->game != NULL && carc_game_redo (self->game))
    carc_board_reveal_last_tile (carc_board_view_get_board (self->board_view));
}

static void
rotate_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  carc_board_rotate (carc_board_view_get_board (self->board_view), g_str_equal (action, "win.rotate-left") ? -1 : 1);
}

static void
skip_figure_cb (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->game != NULL)
    carc_game_skip_figure (self->game);
}

static void
page_changed_cb (CarcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  gtk_widget_set_visible (self->back_button, g_strcmp0 (page, "start") != 0);
  gtk_widget_set_visible (self->panel_button, g_strcmp0 (page, "board") == 0);
  /* A finished game's board is looked at whole. */
  if (g_strcmp0 (page, "board") == 0 && self->game != NULL && carc_game_get_game_over (self->game))
    carc_board_fit (carc_board_view_get_board (self->board_view));
  carc_window_coach_page_changed (self);
  update_actions (self);
  update_title (self);
}

static void
show_page (CarcWindow *self,
           const char *page)
{
  if (g_str_equal (page, "start"))
    carc_window_refresh_start_page (self);
  gtk_stack_set_visible_child_name (self->stack, page);
}

/* Back (and Alt+Left): one page up, see parent_page(). */
static void
go_back_cb (GtkWidget  *widget,
            const char *action,
            GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);
  const char *parent = parent_page (self);

  if (parent != NULL)
    show_page (self, parent);
}

/* F9, as in GNOME's other programs: the side panel shown or hidden. */
static void
toggle_panel_cb (GtkWidget  *widget,
                 const char *action,
                 GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  AdwFlap *flap = carc_board_view_get_flap (self->board_view);

  adw_flap_set_reveal_flap (flap, !adw_flap_get_reveal_flap (flap));
}

/* win.show-board, -scores, -levels, -start: the page of that name. */
static void
show_page_cb (GtkWidget  *widget,
              const char *action,
              GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  show_page (self, action + strlen ("win.show-"));
}

static void
centre_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  CarcBoard *board = carc_board_view_get_board (CARC_WINDOW (widget)->board_view);

  if (g_str_equal (action, "win.fit"))
    carc_board_fit (board);
  else
    carc_board_centre (board);
}

static void
carc_window_dispose (GObject *object)
{
  CarcWindow *self = CARC_WINDOW (object);

  g_clear_handle_id (&self->title_idle, g_source_remove);
  carc_window_hint_dispose (self);
  carc_window_coach_dispose (self);
  carc_window_table_dispose (self);
  g_clear_weak_pointer (&self->message_toast);
  g_clear_weak_pointer (&self->score_toast);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->autosave_notice, g_free);
  g_clear_pointer (&self->computer_said, g_free);
  /* Every write queued is done before the window goes. */
  g_clear_object (&self->session);
  self->campaign = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_WINDOW);
  G_OBJECT_CLASS (carc_window_parent_class)->dispose (object);
}

static void
carc_window_class_init (CarcWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_window_dispose;

  g_type_ensure (CARC_TYPE_BOARD_VIEW);
  g_type_ensure (CARC_TYPE_SCORING_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, scoring_view);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, continue_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, recent_group);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, recent_list);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, panel_button);
  gtk_widget_class_bind_template_callback (widget_class, refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, announced_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_cb);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_cb);
  gtk_widget_class_install_action (widget_class, "win.undo-turn", NULL, undo_turn_cb);
  gtk_widget_class_install_action (widget_class, "win.rotate-left", NULL, rotate_cb);
  gtk_widget_class_install_action (widget_class, "win.rotate-right", NULL, rotate_cb);
  gtk_widget_class_install_action (widget_class, "win.skip-figure", NULL, skip_figure_cb);
  gtk_widget_class_install_action (widget_class, "win.show-board", NULL, show_page_cb);
  gtk_widget_class_install_action (widget_class, "win.show-scores", NULL, show_page_cb);
  gtk_widget_class_install_action (widget_class, "win.show-levels", NULL, show_page_cb);
  gtk_widget_class_install_action (widget_class, "win.show-start", NULL, show_page_cb);
  gtk_widget_class_install_action (widget_class, "win.go-back", NULL, go_back_cb);
  gtk_widget_class_install_action (widget_class, "win.centre", NULL, centre_cb);
  gtk_widget_class_install_action (widget_class, "win.toggle-panel", NULL, toggle_panel_cb);
  carc_window_files_class_init (widget_class);
  carc_window_hint_class_init (widget_class);
  carc_window_table_class_init (widget_class);
  carc_window_help_class_init (widget_class);
  carc_window_coach_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "win.fit", NULL, centre_cb);
}

static void
carc_window_init (CarcWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  AdwFlap *flap;

  gtk_widget_init_template (GTK_WIDGET (self));
  carc_accessible_name_with_toggle (GTK_WIDGET (self->menu_button), _("Main Menu"));
  flap = carc_board_view_get_flap (self->board_view);
  g_object_bind_property (flap, "reveal-flap", self->panel_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (flap, "notify::folded", G_CALLBACK (flap_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (flap, "notify::reveal-flap", G_CALLBACK (flap_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_event_controller_set_name (keys, "carc-escape");
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (escape_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  carc_window_coach_init (self);
  carc_window_files_init (self);
  g_signal_connect_object (carc_session_get_computer (self->session), "choosing", G_CALLBACK (computer_choosing_cb),
                           self, G_CONNECT_SWAPPED);
  update_actions (self);
  update_title (self);
}

/* The window is going: its dialogs let go of it and go too. */
static void
window_destroyed_cb (GtkWindow *dialog)
{
  gtk_window_set_transient_for (dialog, NULL);
  gtk_window_destroy (dialog);
}

/* A dialog's answer may close its window (Discard when the window
 * closes), and the dialog is still referenced while its answer is
 * emitted, so it is finalized after the window.  GTK 4.8 unsets a
 * dialog's transient parent only when the dialog is finalized, and a
 * parent finalized by then means warnings about an instance without a
 * class; nor does it close a dialog with its parent.  So the dialog
 * lets go of the window, and closes, when the window is destroyed. */
void
carc_window_attach_dialog (CarcWindow *self,
                           GtkWindow  *dialog)
{
  g_return_if_fail (CARC_IS_WINDOW (self));
  g_return_if_fail (GTK_IS_WINDOW (dialog));

  gtk_window_set_transient_for (dialog, GTK_WINDOW (self));
  gtk_window_set_modal (dialog, TRUE);
  g_signal_connect_object (self, "destroy", G_CALLBACK (window_destroyed_cb), dialog, G_CONNECT_SWAPPED);
}

AdwMessageDialog *
carc_window_new_message_dialog (CarcWindow *self,
                                const char *heading,
                                const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  carc_window_attach_dialog (self, GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

/* The shortcuts window closed: the keys go back to the board, not to the
 * menu button that opened it, so that Enter places the tile again. */
static void
help_overlay_hidden_cb (CarcWindow *self)
{
  if (self->game != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "board") == 0)
    gtk_widget_grab_focus (GTK_WIDGET (carc_board_view_get_board (self->board_view)));
}

CarcWindow *
carc_window_new (GtkApplication *application)
{
  CarcWindow *self = g_object_new (CARC_TYPE_WINDOW, "application", application, NULL);
  /* Set by the application as the window joined it. */
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));

  if (overlay != NULL)
    g_signal_connect_object (overlay, "hide", G_CALLBACK (help_overlay_hidden_cb), self, G_CONNECT_SWAPPED);
  return self;
}

CarcGame *
carc_window_get_game (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return self->game;
}

CarcBoard *
carc_window_get_board (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return carc_board_view_get_board (self->board_view);
}

CarcBoardView *
carc_window_get_board_view (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return self->board_view;
}

CarcScoringView *
carc_window_get_scoring_view (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return self->scoring_view;
}

/* The side panel's line about whose turn it is and what to do. */
const char *
carc_window_get_status (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return carc_board_view_get_status (self->board_view);
}

const char *
carc_window_get_page (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/* Shows @game, a document of the player's (a file, the autosave, a new
 * game): never the campaign's, even when it is a level's.  The session
 * keeps a copy after every move. */
void
carc_window_set_game (CarcWindow *self,
                      CarcGame   *game)
{
  g_return_if_fail (CARC_IS_WINDOW (self));

  /* A game this computer hosted goes on hosted. */
  if (carc_window_table_host_again (self, game, FALSE))
    return;
  self->announced = FALSE;
  carc_session_set_game (self->session, game);
  carc_window_show_game (self, game);
}

/* Shows @game, the session's game in play. */
void
carc_window_show_game (CarcWindow *self,
                       CarcGame   *game)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  carc_window_table_game_shown (self, game);
  carc_board_view_set_game (self->board_view, game);
  carc_window_coach_game_shown (self, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "feature-scored", G_CALLBACK (feature_scored_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "points-won", G_CALLBACK (points_won_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::file", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::modified", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
      gtk_stack_set_visible_child_name (self->stack, "board");
      game_changed_cb (self);
      /* A game resumed shows its whole board; a new one its start. */
      if (carc_game_get_n_placed (game) > 1)
        carc_board_fit (carc_board_view_get_board (self->board_view));
      else
        carc_board_centre (carc_board_view_get_board (self->board_view));
      gtk_widget_grab_focus (GTK_WIDGET (carc_board_view_get_board (self->board_view)));
    }
  else
    {
      carc_window_refresh_start_page (self);
      gtk_stack_set_visible_child_name (self->stack, "start");
    }
  update_actions (self);
  update_title (self);
}
