/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board's input: a click on a cell or a figure's spot, a drag that
 * pans, a scroll or a pinch that zooms, the pointer's ghost, and the
 * keys' actions with their bindings. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "carc-board-private.h"
#include "carc-tile-geometry.h"

/* The module's choice at cell @x, @y (@fx, @fy inside it): what a bundle
 * says is there, else the cell or tile itself, else the segment's spot
 * nearest the click. */
CarcChoice *
carc_board_module_choice_at (CarcBoard *self,
                             gint       x,
                             gint       y,
                             double     fx,
                             double     fy)
{
  CarcChoice *best = NULL;
  double best_distance = G_MAXDOUBLE, ts = carc_board_tile_size (self);

  CarcBoardFrame frame;

  carc_board_get_frame (self, &frame);
  for (guint i = 0; i < self->n_bundles; i++)
    if (self->bundles[i]->choice_at != NULL
        && (best = self->bundles[i]->choice_at (self->game, &frame, x, y, fx, fy)) != NULL)
      return best;
  for (guint i = 0; i < self->targets->len; i++)
    {
      CarcChoice *choice = g_ptr_array_index (self->targets, i);
      const CarcAction *a = carc_choice_get_action (choice);
      double px, py, cx, cy, d;

      if (a->x != x || a->y != y)
        continue;
      if (carc_choice_get_target (choice) != CARC_TARGET_SEGMENT)
        return choice;
      if (!carc_board_segment_anchor (self, x, y, a->segment, &px, &py))
        continue;
      carc_board_to_screen (self, x + fx, y + fy, &cx, &cy);
      d = hypot (px - cx, py - cy);
      if (d < best_distance && d < ts * 0.6)
        {
          best = choice;
          best_distance = d;
        }
    }
  return best;
}

/* The figure spot drawn at @fx, @fy of the new tile (0..1 inside it): the
 * nearest of the discs that hold that point, or -1. */
gint
carc_board_spot_at (CarcBoard          *self,
                    const CarcTileType *type,
                    guint               rotation,
                    double              fx,
                    double              fy)
{
  gint best = -1;
  double best_distance = SPOT_RADIUS;

  for (guint i = 0; i < self->figure_options->len; i++)
    {
      const CarcAction *a = carc_choice_get_action (g_ptr_array_index (self->figure_options, i));
      double ax, ay, d;

      if (!carc_tile_geometry_anchor (type, rotation, a->segment, &ax, &ay))
        continue;
      d = hypot (ax - fx, ay - fy);
      if (d <= best_distance)
        {
          best = a->segment;
          best_distance = d;
        }
    }
  return best;
}

/* The one way a figure is placed, by a click or a key: the listed spot
 * on @segment (of the colour the side panel chose, when the player
 * chooses it). */
static CarcError
place_figure (CarcBoard *self,
              guint      segment)
{
  for (guint i = 0; i < self->figure_options->len; i++)
    {
      CarcChoice *choice = g_ptr_array_index (self->figure_options, i);

      if (carc_choice_get_action (choice)->segment == segment)
        return carc_game_choose (self->game, choice);
    }
  /* Not listed: the game says why. */
  return carc_game_place_figure (self->game, segment);
}

/* Places the tile in @x, @y, or the figure on the spot or segment under
 * @fx, @fy (0..1 inside that cell).  Refusals are reported by ::refused. */
gboolean
carc_board_activate_cell (CarcBoard *self,
                          gint       x,
                          gint       y,
                          double     fx,
                          double     fy)
{
  CarcError error = CARC_ERROR_WRONG_DECISION;

  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (self->game == NULL)
    return FALSE;
  /* A click stops a glide under way: the view holds where the player
   * aims.  A glide the move itself starts (a question's) goes on. */
  if (!self->cursor_active)
    carc_board_motion_halt (self->motion);

  switch (carc_game_get_decision (self->game))
    {
    case CARC_DECISION_PLACE_TILE:
      {
        /* A cell marked as fitting only when turned takes the tile turned
         * (the ghost there already shows it so): a player of a digital
         * edition expects a marked cell to take the tile, not to be told
         * to turn it first. */
        gint rotation = carc_board_fitting_rotation (self, x, y);

        if (rotation >= 0)
          carc_board_set_rotation (self, rotation);
        error = carc_game_place_tile (self->game, x, y, self->rotation);
      }
      break;
    case CARC_DECISION_PLACE_FIGURE:
      {
        gint last = carc_game_get_last_placed (self->game);
        const CarcTileType *tt;
        CarcPlacedTile t;
        gint segment;
        CarcChoice *bundle_choice = NULL;

        CarcBoardFrame frame;

        /* A module's own place for the figure (a flying machine). */
        carc_board_get_frame (self, &frame);
        for (guint i = 0; i < self->n_bundles && bundle_choice == NULL; i++)
          if (self->bundles[i]->choice_at != NULL)
            bundle_choice = self->bundles[i]->choice_at (self->game, &frame, x, y, fx, fy);
        if (bundle_choice != NULL)
          {
            error = carc_game_choose (self->game, bundle_choice);
            break;
          }
        carc_game_get_placed (self->game, last, &t);
        if (t.x != x || t.y != y)
          {
            error = CARC_ERROR_NO_SUCH_SEGMENT;
            break;
          }
        /* The spot the player sees first (a monk's spot lies over the end
         * of the road that leads to the monastery), then the area. */
        tt = carc_game_get_tile_type (self->game, t.type);
        segment = carc_board_spot_at (self, tt, t.rotation, fx, fy);
        if (segment < 0)
          segment = carc_tile_geometry_segment_at (tt, t.rotation, fx, fy);
        if (segment < 0)
          error = CARC_ERROR_NO_SUCH_SEGMENT;
        else
          error = place_figure (self, segment);
      }
      break;
    case CARC_DECISION_MODULE:
      {
        CarcChoice *choice = carc_board_module_choice_at (self, x, y, fx, fy);

        /* Nothing there: not a move the rules refuse, but not this step's. */
        error = choice != NULL ? carc_game_choose (self->game, choice) : CARC_ERROR_WRONG_DECISION;
      }
      break;
    case CARC_DECISION_CHANCE:
    case CARC_DECISION_NONE:
    default:
      break;
    }
  if (error != CARC_OK)
    {
      g_signal_emit (self, carc_board_signals[REFUSED], 0, (guint) error);
      return FALSE;
    }
  return TRUE;
}

static void
click_released_cb (CarcBoard       *self,
                   gint             n_press,
                   double           x,
                   double           y,
                   GtkGestureClick *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double bx, by;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (button == GDK_BUTTON_SECONDARY)
    {
      carc_board_rotate (self, 1);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY || self->dragged)
    return;
  carc_board_set_cursor_active (self, FALSE);
  carc_board_to_board (self, x, y, &bx, &by);
  carc_board_activate_cell (self, (gint) floor (bx), (gint) floor (by), bx - floor (bx), by - floor (by));
}

static void
drag_begin_cb (CarcBoard      *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  /* The player takes the view over, gliding or not. */
  carc_board_motion_halt (self->motion);
  self->drag_start_x = self->centre_x;
  self->drag_start_y = self->centre_y;
  self->dragged = FALSE;
}

static void
drag_update_cb (CarcBoard      *self,
                double          dx,
                double          dy,
                GtkGestureDrag *gesture)
{
  if (!self->dragged && hypot (dx, dy) < 6)
    return;
  self->dragged = TRUE;
  self->centre_x = self->drag_start_x - dx / carc_board_tile_size (self);
  self->centre_y = self->drag_start_y - dy / carc_board_tile_size (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (CarcBoard                *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  /* GTK also reports a pointer that rests while something comes up under
   * it and goes (a toast, the coach's card): the keys keep their cursor
   * then, even across the leave and enter that came with it. */
  gboolean moved = !self->pointer_seen || x != self->pointer_x || y != self->pointer_y;

  self->pointer_seen = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  if (self->hover_valid && !moved)
    return;
  self->hover_valid = TRUE;
  self->hover_x = x;
  self->hover_y = y;
  if (!moved)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  carc_board_set_cursor_active (self, FALSE);
  /* The question's answer under the pointer: drawn bolder, and its
   * button in the side panel lit (CarcBoard::pointed). */
  if (self->game != NULL && carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    {
      double bx, by;

      carc_board_to_board (self, x, y, &bx, &by);
      self->picked_valid = FALSE;
      carc_board_set_pointed (self, carc_board_module_choice_at (self, (gint) floor (bx), (gint) floor (by),
                                                                 bx - floor (bx), by - floor (by)));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (CarcBoard *self)
{
  self->hover_valid = FALSE;
  carc_board_set_pointed (self, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
scroll_cb (CarcBoard                *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  double px = self->hover_valid ? self->hover_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double py = self->hover_valid ? self->hover_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  carc_board_zoom_at (self, pow (1.15, -dy), px, py);
  return TRUE;
}

static void
pinch_begin_cb (CarcBoard *self)
{
  carc_board_motion_halt (self->motion);
  self->zoom_start = self->zoom;
}

static void
pinch_changed_cb (CarcBoard      *self,
                  double          scale,
                  GtkGestureZoom *gesture)
{
  carc_board_set_zoom (self, self->zoom_start * scale);
}

static void
rotate_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  carc_board_rotate (CARC_BOARD (widget), g_variant_get_int32 (param));
}

static void
zoom_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcBoard *self = CARC_BOARD (widget);

  carc_board_zoom_at (self, g_variant_get_int32 (param) > 0 ? 1.25 : 0.8,
                      gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static void
cursor_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  gint dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  carc_board_move_cursor (CARC_BOARD (widget), dx, dy);
}

static void
activate_cb (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  carc_board_activate_cursor (CARC_BOARD (widget));
}

static void
centre_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  carc_board_centre (CARC_BOARD (widget));
}

static void
pan_cb (GtkWidget  *widget,
        const char *action,
        GVariant   *param)
{
  gint dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  carc_board_pan (CARC_BOARD (widget), dx, dy);
}

static void
fit_cb (GtkWidget  *widget,
        const char *action,
        GVariant   *param)
{
  carc_board_fit (CARC_BOARD (widget));
}

static void
next_figure_cb (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  carc_board_next_figure (CARC_BOARD (widget), g_variant_get_int32 (param));
}

/* The keys' actions and their bindings. */
void
carc_board_input_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.rotate", "i", rotate_cb);
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", zoom_cb);
  gtk_widget_class_install_action (widget_class, "board.cursor", "(ii)", cursor_cb);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_cb);
  gtk_widget_class_install_action (widget_class, "board.centre", NULL, centre_cb);
  gtk_widget_class_install_action (widget_class, "board.fit", NULL, fit_cb);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_cb);
  gtk_widget_class_install_action (widget_class, "board.next-figure", "i", next_figure_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_SHIFT_MASK, "board.rotate", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.cursor", "(ii)", -1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.cursor", "(ii)", 1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "board.cursor", "(ii)", 0, -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "board.cursor", "(ii)", 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, "board.pan", "(ii)", -1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, "board.pan", "(ii)", 1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, "board.pan", "(ii)", 0, -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, "board.pan", "(ii)", 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, 0, "board.centre", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "board.fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, 0, "board.next-figure", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, GDK_SHIFT_MASK, "board.next-figure", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_K, GDK_SHIFT_MASK, "board.next-figure", "i", -1);
}

/* The pointer's and the fingers' controllers. */
void
carc_board_input_init (CarcBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_swapped (pinch, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect_swapped (pinch, "scale-changed", G_CALLBACK (pinch_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  g_signal_connect_swapped (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
}
