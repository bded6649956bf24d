/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The main window: a start page, the board page with its side panel, and
 * the final scores.  Every command is an action; update_actions() sets
 * their enabled state from the game's properties. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "carc-scoring-view.h"
#include "carc-tile-painter.h"
#include "carc-window-private.h"


G_DEFINE_FINAL_TYPE (CarcWindow, carc_window, ADW_TYPE_APPLICATION_WINDOW)

/* The refusals about figures in a cooperative level, where the seeds
 * call the figures guards; NULL for the others. */
static char *
describe_guard_error (CarcError error)
{
  switch ((gint) error)
    {
    /* TRANSLATORS: refusals of a move in a cooperative level; a "guard" is
     * the cooperative rulebook's meeple */
    case CARC_ERROR_NO_SUCH_SEGMENT: return g_strdup (_("A guard can only go on the tile you just placed."));
    case CARC_ERROR_SEGMENT_NOT_PLAYABLE: return g_strdup (_("No guard can stand there."));
    case CARC_ERROR_FEATURE_OCCUPIED: return g_strdup (_("A guard already stands on that feature."));
    case CARC_ERROR_NO_FIGURE_LEFT: return g_strdup (_("No guard of that colour is left."));
    default: return NULL;
    }
}

/* The engine's refusal codes in words (design.md decision 7);
 * @cooperative: the words of the cooperative levels. */
char *
carc_error_describe (CarcError error,
                     gboolean  cooperative)
{
  char *guard_error = cooperative ? describe_guard_error (error) : NULL;

  if (guard_error != NULL)
    return guard_error;
  switch (error)
    {
    case CARC_OK: return g_strdup (_("Done."));
    case CARC_ERROR_GAME_OVER: return g_strdup (_("The game is over."));
    case CARC_ERROR_WRONG_DECISION: return g_strdup (_("That is not what this step of the turn asks for."));
    case CARC_ERROR_BAD_ROTATION: return g_strdup (_("A tile can only be turned by quarter turns."));
    case CARC_ERROR_OFF_BOARD: return g_strdup (_("That place is too far from the other tiles."));
    case CARC_ERROR_CELL_OCCUPIED: return g_strdup (_("There is already a tile there."));
    case CARC_ERROR_NOT_ADJACENT: return g_strdup (_("A tile must touch another tile along a whole side."));
    /* TRANSLATORS: refusals of a move; "tile" is a land tile, "meeple" the
     * rulebook's figure, "feature" a road, city, monastery or field */
    case CARC_ERROR_EDGE_MISMATCH: return g_strdup (_("The edges do not match: roads, cities and fields must continue."));
    case CARC_ERROR_NO_SUCH_SEGMENT: return g_strdup (_("A meeple can only go on the tile you just placed."));
    case CARC_ERROR_SEGMENT_NOT_PLAYABLE: return g_strdup (_("No meeple can stand there."));
    case CARC_ERROR_FEATURE_OCCUPIED: return g_strdup (_("Someone already has a meeple on that feature."));
    case CARC_ERROR_NO_FIGURE_LEFT: return g_strdup (_("You have no meeple left."));
    case CARC_ERROR_FIGURE_NOT_ALLOWED: return g_strdup (_("That figure cannot be placed there."));
    case CARC_ERROR_MODULE_RULE:
    case CARC_N_ERRORS:
    default:
      return g_strdup (_("The rules do not allow that."));
    }
}

/* Where Back leads from the page on screen (NULL from the start page):
 * the levels and the scores lead to the start page; the board to the
 * level list in a level, to the scores of a finished game, else to the
 * start page. */
static const char *
parent_page (CarcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "board") != 0)
    return g_strcmp0 (page, "start") == 0 ? NULL : "start";
  if (self->game != NULL && carc_game_get_level (self->game) > 0)
    return "levels";
  if (self->game != NULL && carc_game_get_game_over (self->game))
    return "scores";
  return "start";
}

static void
update_actions (CarcWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean classic = self->game != NULL && carc_game_get_level (self->game) == 0;
  /* The game's commands act on the game on screen, not from the start
   * page or the level list. */
  gboolean shown = self->game != NULL && (g_strcmp0 (page, "board") == 0 || g_strcmp0 (page, "scores") == 0);
  gboolean playing = shown && !carc_game_get_game_over (self->game);
  gboolean placing_tile = playing && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE;
  gboolean placing_figure = playing && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", shown && carc_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-turn", shown && carc_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", shown && carc_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rotate-left", placing_tile);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.rotate-right", placing_tile);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.skip-figure", placing_figure);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-board", self->game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-scores",
                                 classic && carc_game_get_game_over (self->game)
                                 && g_strcmp0 (page, "scores") != 0);
  /* The campaign's levels: from the start page, and from a level; not
   * over a classic game (the menu hides what is disabled). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-levels",
                                 !classic || g_strcmp0 (page, "start") == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-start", g_strcmp0 (page, "start") != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.go-back", parent_page (self) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.centre", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.fit", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", shown);
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
                                 on_board && self->game != NULL && adw_flap_get_folded (self->flap)
                                 && !adw_flap_get_reveal_flap (self->flap)
                                 ? gtk_label_get_label (self->status_label) : NULL);
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
update_status (CarcWindow *self)
{
  CarcPlayer *player;
  g_autofree char *status = NULL;
  g_autofree char *left = NULL;
  guint n_left;

  if (self->game == NULL)
    return;
  player = carc_game_get_player (self->game, carc_game_get_current_player (self->game));
  if (carc_game_get_level (self->game) > 0)
    status = carc_window_coop_status (self);
  else switch (carc_game_get_decision (self->game))
    {
    case CARC_DECISION_PLACE_TILE:
      /* TRANSLATORS: %s is a player's name */
      status = g_strdup_printf (_("%s: place the tile"), carc_window_player_name (self, player));
      break;
    case CARC_DECISION_PLACE_FIGURE:
      /* TRANSLATORS: %s is a player's name */
      status = g_strdup_printf (_("%s: place a meeple or skip"), carc_window_player_name (self, player));
      break;
    case CARC_DECISION_NONE:
    case CARC_DECISION_MODULE:
    case CARC_DECISION_CHANCE:
    default:
      status = g_strdup (_("The game is over"));
      break;
    }
  gtk_label_set_label (self->status_label, status);

  n_left = carc_game_get_tiles_left (self->game);
  left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left in the pile", "%u tiles left in the pile", n_left),
                          n_left);
  gtk_label_set_label (self->tiles_left_label, left);
  /* A level's panel shows its piles itself. */
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_left_label), carc_game_get_level (self->game) == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->skip_button),
                          carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE);
  /* TRANSLATORS: a button: the team places no guard (the cooperative
   * game's meeple) this turn */
  gtk_button_set_label (self->skip_button, carc_game_get_level (self->game) > 0 ? _("_Skip Guard") : _("_Skip Meeple"));
  gtk_widget_queue_draw (GTK_WIDGET (self->tile_preview));
  update_title (self);
}

static void
draw_remaining_cb (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        data)
{
  const CarcTileType *type = data;

  cairo_scale (cr, width, height);
  carc_tile_painter_draw (cr, type, 0);
}

/* The pile, grouped by tile type. */
static void
update_remaining (CarcWindow *self)
{
  GtkWidget *child;
  CarcTileSet *tiles;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->remaining_box))) != NULL)
    gtk_flow_box_remove (self->remaining_box, child);
  if (self->game == NULL)
    return;
  tiles = carc_game_get_tile_set (self->game);
  for (guint t = 0; t < carc_tile_set_get_n_types (tiles); t++)
    {
      guint n = carc_game_count_remaining (self->game, t);
      GtkWidget *box, *area, *label;
      g_autofree char *text = NULL;

      if (n == 0)
        continue;
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      area = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 44);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 44);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_remaining_cb,
                                      (gpointer) carc_tile_set_get_type (tiles, t), NULL);
      text = g_strdup_printf ("×%u", n);
      label = gtk_label_new (text);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), area);
      gtk_box_append (GTK_BOX (box), label);
      gtk_flow_box_append (self->remaining_box, box);
    }
}

static void
draw_preview_cb (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  CarcWindow *self = CARC_WINDOW (user_data);
  guint tile;
  double size = MIN (width, height);

  if (self->game == NULL || (tile = carc_game_get_tile (self->game)) == G_MAXUINT)
    return;
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  cairo_scale (cr, size, size);
  carc_tile_painter_draw (cr, carc_game_get_tile_type (self->game, tile),
                          carc_board_get_rotation (self->board));
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
}

static gboolean
uint_to_label (GBinding     *binding,
               const GValue *from,
               GValue       *to,
               gpointer      data)
{
  g_value_take_string (to, g_strdup_printf ("%u", g_value_get_uint (from)));
  return TRUE;
}

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  CarcPlayer *player = data;
  GdkRGBA colour;

  carc_tile_painter_draw_meeple (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.9,
                                 carc_tile_painter_colour (carc_player_get_colour (player), &colour), FALSE);
}

static GtkWidget *
create_player_row (gpointer item,
                   gpointer user_data)
{
  CarcWindow *self = user_data;
  CarcPlayer *player = item;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *score = gtk_label_new (NULL);

  /* Clicking a player leaves the keyboard focus on the board. */
  gtk_widget_set_focus_on_click (row, FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), carc_window_player_name (self, player));
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 28);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 28);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch_cb,
                                  g_object_ref (player), g_object_unref);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch);
  gtk_widget_add_css_class (score, "title-2");
  gtk_widget_add_css_class (score, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), score);
  g_object_bind_property_full (player, "score", score, "label", G_BINDING_SYNC_CREATE,
                               uint_to_label, NULL, NULL, NULL);
  g_object_set_data (G_OBJECT (row), "player", player);
  return row;
}

static void
update_players (CarcWindow *self)
{
  guint n_players = carc_game_get_n_players (self->game);
  guint seats = carc_game_get_turn_seats (self->game);

  /* Alone at the table every colour is the player's: nothing to mark. */
  if (seats == (1u << n_players) - 1)
    seats = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      CarcPlayer *player = g_object_get_data (G_OBJECT (row), "player");
      g_autofree char *meeples = NULL;
      guint n;

      if (player == NULL)
        continue;
      n = carc_player_get_meeples (player);
      if (carc_game_get_level (self->game) > 0)
        meeples = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u guard in supply", "%u guards in supply", n), n);
      else
        meeples = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u meeple in supply", "%u meeples in supply", n), n);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), meeples);
      if (seats & (1u << carc_player_get_index (player)))
        gtk_widget_add_css_class (row, "current-player");
      else
        gtk_widget_remove_css_class (row, "current-player");
    }
}

static void
game_changed_cb (CarcWindow *self)
{
  gboolean coop = carc_window_coop_changed (self);

  if (!coop)
    carc_window_autosave (self);
  update_actions (self);
  update_status (self);
  update_players (self);
  update_remaining (self);
  if (coop)
    return;
  if (carc_game_get_game_over (self->game))
    {
      carc_scoring_view_set_game (self->scoring_view, self->game);
      gtk_stack_set_visible_child_name (self->stack, "scores");
    }
  else if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "scores") == 0)
    gtk_stack_set_visible_child_name (self->stack, "board");
}

/* Levels 1–5 of the cooperative game score for the team, whichever
 * colour's guards stand on the feature. */
static char *
team_scored_title (guint points,
                   guint feature)
{
  if (feature == CARC_KIND ("castle"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point for a castle",
                                         "The team scores %u points for a castle", points), points);
  switch ((CarcFeatureKind) feature)
    {
    /* TRANSLATORS: a cooperative level: the team's points for a completed
     * road, city or castle */
    case CARC_FEATURE_ROAD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point for a road",
                                           "The team scores %u points for a road", points), points);
    case CARC_FEATURE_CITY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point for a city",
                                           "The team scores %u points for a city", points), points);
    case CARC_FEATURE_MONASTERY:
    case CARC_FEATURE_FIELD:
    case CARC_N_CORE_KINDS:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The team scores %u point",
                                           "The team scores %u points", points), points);
    }
}

static void
feature_scored_cb (CarcWindow *self,
                   guint       player,
                   guint       points,
                   guint       feature,
                   gboolean    final)
{
  CarcPlayer *p = carc_game_get_player (self->game, player);
  g_autofree char *title = NULL;
  AdwToast *toast;
  guint level;

  if (final || p == NULL)
    return;
  level = carc_game_get_level (self->game);
  if (level > 0 && level < CARC_MISTS_LEVELS)
    title = team_scored_title (points, feature);
  else switch ((CarcFeatureKind) feature)
    {
    case CARC_FEATURE_ROAD:
      /* TRANSLATORS: "Anna scores 3 points for a road" */
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point for a road",
                                            "%s scores %u points for a road", points),
                               carc_window_player_name (self, p), points);
      break;
    case CARC_FEATURE_CITY:
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point for a city",
                                            "%s scores %u points for a city", points),
                               carc_window_player_name (self, p), points);
      break;
    case CARC_FEATURE_MONASTERY:
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point for a monastery",
                                            "%s scores %u points for a monastery", points),
                               carc_window_player_name (self, p), points);
      break;
    case CARC_FEATURE_FIELD:
    case CARC_N_CORE_KINDS:
    default:
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u point", "%s scores %u points", points),
                               carc_window_player_name (self, p), points);
      break;
    }
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "win.undo");
  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
refused_cb (CarcWindow *self,
            guint       error)
{
  g_autofree char *message = carc_error_describe (error, carc_game_get_level (self->game) > 0);
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_timeout (toast, 3);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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
  AdwToast *toast;

  if (keyval != GDK_KEY_Escape || (state & gtk_accelerator_get_default_mod_mask ()) != 0
      || self->game == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self->board))
      || (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL))
    return FALSE;
  if (carc_board_cancel (self->board))
    return TRUE;
  if (carc_game_get_decision (self->game) != CARC_DECISION_PLACE_FIGURE)
    return FALSE;
  toast = adw_toast_new (carc_game_get_level (self->game) > 0
                         /* TRANSLATORS: after Escape while a guard may be placed; "Skip
                          * Guard" is the side panel's button */
                         ? _("To place no guard, press S or click Skip Guard.")
                         /* TRANSLATORS: after Escape while a meeple may be placed;
                          * "Skip Meeple" is the side panel's button */
                         : _("To place no meeple, press S or click Skip Meeple."));
  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return TRUE;
}

/* A click on a button of the side panel leaves the keyboard focus where
 * it was, on the board. */
static void
buttons_keep_focus (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        gtk_widget_set_focus_on_click (child, FALSE);
      buttons_keep_focus (child);
    }
}

static void
rotation_changed_cb (CarcWindow *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->tile_preview));
}

static void
undo_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->game != NULL)
    carc_game_undo (self->game);
}

static void
undo_turn_cb (GtkWidget  *widget,
              const char *action,
              GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->game != NULL)
    carc_game_undo_turn (self->game);
}

static void
redo_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->game != NULL)
    carc_game_redo (self->game);
}

static void
rotate_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  carc_board_rotate (self->board, g_str_equal (action, "win.rotate-left") ? -1 : 1);
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

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
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
  if (g_str_equal (action, "win.fit"))
    carc_board_fit (CARC_WINDOW (widget)->board);
  else
    carc_board_centre (CARC_WINDOW (widget)->board);
}

static void
carc_window_dispose (GObject *object)
{
  CarcWindow *self = CARC_WINDOW (object);

  g_clear_handle_id (&self->title_idle, g_source_remove);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->autosave_notice, g_free);
  g_clear_pointer (&self->autosave_error, g_free);
  g_clear_pointer (&self->campaign_save_error, g_free);
  carc_window_coop_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_WINDOW);
  G_OBJECT_CLASS (carc_window_parent_class)->dispose (object);
}

static void
carc_window_class_init (CarcWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_window_dispose;

  g_type_ensure (CARC_TYPE_BOARD);
  g_type_ensure (CARC_TYPE_SCORING_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, board);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, tile_preview);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, players_list);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, remaining_box);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, skip_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, scoring_view);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, continue_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, recent_group);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, recent_list);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, panel_button);
  gtk_widget_class_bind_template_callback (widget_class, refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, page_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, rotation_changed_cb);

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
  carc_window_coop_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "win.fit", NULL, centre_cb);
}

static void
carc_window_init (CarcWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_object_bind_property (self->flap, "reveal-flap", self->panel_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (flap_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (flap_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_drawing_area_set_draw_func (self->tile_preview, draw_preview_cb, self, NULL);
  gtk_event_controller_set_name (keys, "carc-escape");
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (escape_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  buttons_keep_focus (gtk_widget_get_parent (GTK_WIDGET (self->status_label)));
  carc_window_coop_init (self);
  carc_window_files_init (self);
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

CarcWindow *
carc_window_new (GtkApplication *application)
{
  return g_object_new (CARC_TYPE_WINDOW, "application", application, NULL);
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
  return self->board;
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
  return gtk_label_get_label (self->status_label);
}

const char *
carc_window_get_page (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

/* Shows @game, a document of the player's (a file, the autosave, a new
 * game): never the campaign's, even when it is a level's. */
void
carc_window_set_game (CarcWindow *self,
                      CarcGame   *game)
{
  g_return_if_fail (CARC_IS_WINDOW (self));

  carc_window_show_game (self, game, FALSE);
}

/* Shows @game; with @campaign it is the campaign's level in play, whose
 * every change the campaign records. */
void
carc_window_show_game (CarcWindow *self,
                       CarcGame   *game,
                       gboolean    campaign)
{
  self->plays_campaign = campaign && game != NULL;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  carc_board_set_game (self->board, game);
  gtk_list_box_bind_model (self->players_list, game ? carc_game_get_players (game) : NULL,
                           create_player_row, self, NULL);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "feature-scored", G_CALLBACK (feature_scored_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::file", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::modified", G_CALLBACK (update_title), self, G_CONNECT_SWAPPED);
      gtk_stack_set_visible_child_name (self->stack, "board");
      game_changed_cb (self);
      carc_board_centre (self->board);
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
    }
  else
    {
      carc_window_refresh_start_page (self);
      gtk_stack_set_visible_child_name (self->stack, "start");
    }
  update_actions (self);
  update_title (self);
}
