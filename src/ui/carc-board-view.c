/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board page (ui/carc-board-view.ui): the board and the side panel
 * beside it — what the turn asks for, the tile in hand, the figure's
 * colour where the player chooses it, a module's question with buttons
 * for the answers that do not point at the board, the panels of the
 * game's modules, the players and the tiles still to come.  It knows no
 * module: it asks the game's bundles (carc-bundle.h) and their words
 * (carc-words.h). */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "carc-accessible.h"
#include "carc-board-view-private.h"
#include "carc-bundle.h"
#include "carc-tile-painter.h"
#include "carc-words.h"

G_DEFINE_FINAL_TYPE (CarcBoardView, carc_board_view, GTK_TYPE_WIDGET)

guint carc_board_view_signals[N_SIGNALS];

static void update_hand (CarcBoardView *self);

/* What the turning arrow on the board means, said while it is drawn. */
static void
update_turn_hint (CarcBoardView *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->turn_hint_label),
                          carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE
                          && carc_game_get_person_decides (self->game)
                          && carc_board_fits_only_turned (self->board));
}

static void
update_status (CarcBoardView *self)
{
  const CarcFigureWords *words = carc_words_figure (self->game);
  g_autofree char *status = carc_words_status (self->game);
  g_autofree char *left = NULL;
  guint n_left = carc_game_get_tiles_left (self->game);
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = carc_bundles_of_game (self->game, bundles);
  gboolean counted = FALSE;

  gtk_label_set_label (self->status_label, status);
  left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left in the pile", "%u tiles left in the pile", n_left),
                          n_left);
  gtk_label_set_label (self->tiles_left_label, left);
  /* A module's panel that counts the tiles itself says it better. */
  for (guint i = 0; i < n; i++)
    counted |= bundles[i]->counts_tiles;
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_left_label), !counted);
  gtk_widget_set_visible (self->turn_box, !carc_game_get_game_over (self->game));
  gtk_widget_set_visible (GTK_WIDGET (self->skip_button),
                          carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
                          && carc_game_get_person_decides (self->game));
  gtk_button_set_label (self->skip_button, _(words->skip));
  gtk_label_set_label (self->colour_label, _(words->colour));
  gtk_widget_queue_draw (GTK_WIDGET (self->tile_preview));
  update_hand (self);
  update_turn_hint (self);
}

/* The largest number of tile images kept: the tiles in hand as they are
 * turned, and those the list of remaining tiles shows. */
#define MAX_TILE_IMAGES 128

/* Paints the tile of @type turned by @rotation in a square of @size at
 * the origin of @cr, from an image rendered once per tile, turn, theme
 * and size: a redraw of the side panel composites it, where the drawing
 * itself would be recorded and played back at every frame. */
static void
paint_tile_image (CarcBoardView      *self,
                  GtkWidget          *area,
                  cairo_t            *cr,
                  const CarcTileType *type,
                  guint               rotation,
                  double              size)
{
  const CarcTheme *theme = carc_board_get_theme (self->board);
  gint scale = gtk_widget_get_scale_factor (area);
  gint px = MAX ((gint) ceil (size * scale), 1);
  g_autofree char *key = g_strdup_printf ("%p %u %s %d", (gpointer) type, rotation, theme->id, px);
  cairo_surface_t *image = g_hash_table_lookup (self->tile_images, key);

  if (image == NULL)
    {
      cairo_t *image_cr;

      image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
      image_cr = cairo_create (image);
      cairo_scale (image_cr, px, px);
      carc_tile_painter_draw (image_cr, type, rotation, theme);
      cairo_destroy (image_cr);
      cairo_surface_set_device_scale (image, scale, scale);
      if (g_hash_table_size (self->tile_images) >= MAX_TILE_IMAGES)
        g_hash_table_remove_all (self->tile_images);
      g_hash_table_insert (self->tile_images, g_steal_pointer (&key), image);
    }
  cairo_save (cr);
  cairo_scale (cr, size * scale / px, size * scale / px);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

static void
draw_remaining_cb (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        data)
{
  const CarcTileType *type = data;
  CarcBoardView *self = CARC_BOARD_VIEW (gtk_widget_get_ancestor (GTK_WIDGET (area), CARC_TYPE_BOARD_VIEW));
  double size = MIN (width, height);

  if (self == NULL)
    return;
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  paint_tile_image (self, GTK_WIDGET (area), cr, type, 0, size);
}

static void
build_remaining (CarcBoardView *self)
{
  CarcTileSet *tiles = carc_game_get_tile_set (self->game);
  GtkWidget *child;

  self->remaining_stale = FALSE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->remaining_box))) != NULL)
    gtk_flow_box_remove (self->remaining_box, child);
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

/* The list is built when it opens: a move need not make widgets nobody
 * sees. */
static void
update_remaining (CarcBoardView *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (self->remaining_button))))
    build_remaining (self);
  else
    self->remaining_stale = TRUE;
}

static void
remaining_shown_cb (CarcBoardView *self)
{
  if (self->remaining_stale && self->game != NULL)
    build_remaining (self);
}

static void
draw_preview_cb (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  CarcBoardView *self = CARC_BOARD_VIEW (user_data);
  guint tile;
  double size = MIN (width, height);
  guint rotation;

  if (self->game == NULL || (tile = carc_game_get_tile (self->game)) == G_MAXUINT)
    return;
  /* In hand, as the player turns it; once placed, as it lies. */
  rotation = carc_board_get_rotation (self->board);
  if (carc_game_get_decision (self->game) != CARC_DECISION_PLACE_TILE && carc_game_get_last_placed (self->game) >= 0)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &t);
      if (t.type == tile)
        rotation = t.rotation;
    }
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  paint_tile_image (self, GTK_WIDGET (area), cr, carc_game_get_tile_type (self->game, tile), rotation, size);
  cairo_scale (cr, size, size);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
}

/* The window narrowed while a question waits in the side panel: it comes
 * out with it, as after the question. */
static void
folded_cb (CarcBoardView *self)
{
  carc_board_view_reveal_for_answers (self, gtk_widget_get_visible (self->question_box));
}

/* The tile in hand (and the figure step's Skip) over the board, while
 * the side panel that shows them is folded away. */
static void
update_hand (CarcBoardView *self)
{
  /* Out of sight: folded away, or hidden by the player (F9). */
  gboolean hidden = !adw_flap_get_reveal_flap (self->flap);
  gboolean playing = self->game != NULL && !carc_game_get_game_over (self->game)
                     && carc_game_get_person_decides (self->game);

  int width = 0, height = 0;

  gtk_widget_set_visible (self->hand_box, hidden && playing);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_skip), gtk_widget_get_visible (GTK_WIDGET (self->skip_button)));
  gtk_button_set_label (self->hand_skip, gtk_button_get_label (self->skip_button));
  gtk_widget_queue_draw (GTK_WIDGET (self->hand_preview));
  /* The board keeps the cursor and the tiles it shows out from under it. */
  if (gtk_widget_get_visible (self->hand_box))
    {
      gtk_widget_measure (self->hand_box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      gtk_widget_measure (self->hand_box, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
      width += gtk_widget_get_margin_start (self->hand_box);
      height += gtk_widget_get_margin_top (self->hand_box);
    }
  carc_board_set_covered_corner (self->board, width, height);
}

/* Folded out over the board, the side panel covers the board's end side:
 * the board keeps what it shows beside it. */
static void
flap_moved_cb (CarcBoardView *self)
{
  int width = 0;

  if (adw_flap_get_folded (self->flap) && adw_flap_get_reveal_flap (self->flap))
    gtk_widget_measure (adw_flap_get_flap (self->flap), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  carc_board_set_covered_end (self->board, width);
  update_hand (self);
}

static void
game_changed_cb (CarcBoardView *self)
{
  update_status (self);
  carc_board_view_update_players (self);
  update_remaining (self);
  carc_board_view_update_question (self);
  carc_board_view_update_colour_choice (self);
  carc_board_view_update_kind_choice (self);
  update_hand (self);
  carc_board_view_announce (self, FALSE);
}

/* The panels of the game's modules, in setup order.  The slot is shown
 * before the panels go in: a panel added to a hidden box keeps the size
 * it was measured at while hidden (GTK 4.8), and would lie under the
 * players' list. */
static void
set_panels (CarcBoardView *self)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n = self->game != NULL ? carc_bundles_of_game (self->game, bundles) : 0;
  gboolean any = FALSE;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bundle_slot))) != NULL)
    gtk_box_remove (self->bundle_slot, child);
  for (guint i = 0; i < n; i++)
    any |= bundles[i]->panel_type != NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->bundle_slot), any);
  for (guint i = 0; i < n; i++)
    if (bundles[i]->panel_type != NULL)
      {
        GtkWidget *panel = g_object_new (bundles[i]->panel_type (), "game", self->game, NULL);

        g_object_set_data_full (G_OBJECT (panel), "module", g_strdup (bundles[i]->module), g_free);
        gtk_box_append (self->bundle_slot, panel);
      }
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
rotation_changed_cb (CarcBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self->tile_preview));
  gtk_widget_queue_draw (GTK_WIDGET (self->hand_preview));
  if (self->game != NULL)
    update_turn_hint (self);
}

static void
refused_cb (CarcBoardView *self,
            guint          error)
{
  g_signal_emit (self, carc_board_view_signals[REFUSED], 0, error);
}

/* A piece of the score track that a question's choice points at (a
 * robber's target) was clicked. */
static void
track_chosen_cb (CarcBoardView *self,
                 CarcChoice    *choice)
{
  CarcError error = carc_game_choose (self->game, choice);

  if (error != CARC_OK)
    g_signal_emit (self, carc_board_view_signals[REFUSED], 0, (guint) error);
}

CarcGame *
carc_board_view_get_game (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
carc_board_view_set_game (CarcBoardView *self,
                          CarcGame      *game)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  /* Another game's tile types may lie where this one's were. */
  g_hash_table_remove_all (self->tile_images);
  carc_board_set_game (self->board, game);
  carc_score_track_set_game (self->score_track, game);
  gtk_list_box_bind_model (self->players_list, game ? carc_game_get_players (game) : NULL,
                           carc_board_view_create_player_row, self, NULL);
  set_panels (self);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      carc_board_view_announce (self, TRUE);
      game_changed_cb (self);
    }
}

CarcBoard *
carc_board_view_get_board (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->board;
}

AdwFlap *
carc_board_view_get_flap (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->flap;
}

/* The side panel's line about whose turn it is and what to do. */
const char *
carc_board_view_get_status (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return gtk_label_get_label (self->status_label);
}

/* The side panel's widget of @module's bundle, or NULL. */
GtkWidget *
carc_board_view_get_panel (CarcBoardView *self,
                           const char    *module)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->bundle_slot)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "module"), module) == 0)
      return child;
  return NULL;
}

static void
carc_board_view_dispose (GObject *object)
{
  CarcBoardView *self = CARC_BOARD_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->take_alone_source, g_source_remove);
  g_clear_object (&self->game);
  g_clear_pointer (&self->tile_images, g_hash_table_unref);
  if (self->announced != NULL)
    g_string_free (g_steal_pointer (&self->announced), TRUE);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_BOARD_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_board_view_parent_class)->dispose (object);
}

static void
carc_board_view_class_init (CarcBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_board_view_dispose;

  /**
   * CarcBoardView::refused:
   * @error: the CarcError the game gave
   *
   * A click, key or button asked for something the rules do not allow.
   */
  carc_board_view_signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * CarcBoardView::announced:
   * @words: what was done
   *
   * A question with one answer was answered without asking.
   */
  carc_board_view_signals[ANNOUNCED] = g_signal_new ("announced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (CARC_TYPE_BOARD);
  g_type_ensure (CARC_TYPE_SCORE_TRACK);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/carcassonne/Carcassonne/ui/carc-board-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, flap);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, board);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, side_panel);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, status_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, announce_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, turn_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_preview);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_skip);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_kinds);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_kind_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, hand_colours);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, tile_preview);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, skip_button);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, turn_hint_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, colour_choice_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, colour_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, colour_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, kind_choice_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, kind_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, kind_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, question_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, question_label);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, question_help);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, answer_buttons);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, bundle_slot);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, players_list);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, score_track);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, players_legend);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, remaining_box);
  gtk_widget_class_bind_template_child (widget_class, CarcBoardView, remaining_button);
  gtk_widget_class_bind_template_callback (widget_class, refused_cb);
  gtk_widget_class_bind_template_callback (widget_class, track_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, rotation_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* Every drawing under @widget again: the side panel's tiles, figures and
 * swatches are drawn by the painters, whose theme or signs changed. */
static void
redraw_drawings (GtkWidget *widget)
{
  if (GTK_IS_DRAWING_AREA (widget))
    gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    redraw_drawings (child);
}

void
carc_board_view_redraw_figures (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  redraw_drawings (GTK_WIDGET (self));
}

static void
carc_board_view_init (CarcBoardView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->announced = g_string_new (NULL);
  self->tile_images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cairo_surface_destroy);
  g_signal_connect_object (gtk_menu_button_get_popover (self->remaining_button), "show",
                           G_CALLBACK (remaining_shown_cb), self, G_CONNECT_SWAPPED);
  /* TRANSLATORS: the name a screen reader says for the button that lists the tiles left */
  carc_accessible_name_with_toggle (GTK_WIDGET (self->remaining_button), _("Remaining Tiles"));
  gtk_drawing_area_set_draw_func (self->tile_preview, draw_preview_cb, self, NULL);
  gtk_drawing_area_set_draw_func (self->hand_preview, draw_preview_cb, self, NULL);
  g_signal_connect_object (self->board, "answer-asked", G_CALLBACK (carc_board_view_answer_asked_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "pointed", G_CALLBACK (carc_board_view_pointed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::theme", G_CALLBACK (carc_board_view_redraw_figures), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::figure-kind", G_CALLBACK (carc_board_view_figure_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::figure-colour", G_CALLBACK (carc_board_view_figure_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (folded_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::folded", G_CALLBACK (flap_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (flap_moved_cb), self, G_CONNECT_SWAPPED);
  buttons_keep_focus (gtk_widget_get_parent (GTK_WIDGET (self->status_label)));
  /* The colour choice's label expands to push the buttons to the end of
   * the line; that must not make the side panel expand too, or it would
   * take half the board's width whenever a figure's colour is chosen. */
  gtk_widget_set_hexpand (self->colour_choice_box, FALSE);
}
