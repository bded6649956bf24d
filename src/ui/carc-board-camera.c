/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Where the board's view looks: board and screen points, the view
 * gliding (carc-board-motion.c) to what the game or the keys point at,
 * out from under the side panel and the card of the tile in hand, the
 * zoom, and the whole board fitted. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "carc-board-private.h"

static void visible_columns (CarcBoard *self,
                             double    *left,
                             double    *right);

double
carc_board_tile_size (CarcBoard *self)
{
  return round (BASE_TILE_SIZE * self->zoom);
}

void
carc_board_to_board (CarcBoard *self,
                     double     px,
                     double     py,
                     double    *bx,
                     double    *by)
{
  double ts = carc_board_tile_size (self);

  *bx = (px - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / ts + self->centre_x;
  *by = (py - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / ts + self->centre_y;
}

void
carc_board_to_screen (CarcBoard *self,
                      double     bx,
                      double     by,
                      double    *px,
                      double    *py)
{
  double ts = carc_board_tile_size (self);

  *px = round ((bx - self->centre_x) * ts + gtk_widget_get_width (GTK_WIDGET (self)) / 2.0);
  *py = round ((by - self->centre_y) * ts + gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

/* What the bundles draw and hit-test with in this frame. */
void
carc_board_get_frame (CarcBoard      *self,
                      CarcBoardFrame *frame)
{
  *frame = (CarcBoardFrame) {
    .tile_size = carc_board_tile_size (self),
    .centre_x = self->centre_x,
    .centre_y = self->centre_y,
    .width = gtk_widget_get_width (GTK_WIDGET (self)),
    .height = gtk_widget_get_height (GTK_WIDGET (self)),
    .figure_kind = self->figure_kind,
  };
  /* The pointer's choice, else a button's, else the keys'. */
  if (self->pointed != NULL)
    frame->picked = carc_choice_get_action (self->pointed);
  else if (self->picked_valid)
    frame->picked = &self->picked;
  else if (self->target_shown && self->targets != NULL && self->option_index < self->targets->len)
    frame->picked = carc_choice_get_action (g_ptr_array_index (self->targets, self->option_index));
}

/* Where a glide puts the middle of the view (carc-board-motion.c). */
void
carc_board_move_view (CarcBoard *self,
                      double     x,
                      double     y)
{
  self->fitted = FALSE;
  self->centre_x = x;
  self->centre_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The view glides to board point @x, @y: where the board moves it on its
 * own.  The player's drag, scroll and keys move it at once. */
void
carc_board_glide_to (CarcBoard *self,
                     double     x,
                     double     y)
{
  carc_board_motion_glide (self->motion, self->centre_x, self->centre_y, x, y);
}

/* Glides to put board point @x, @y in the middle of what the player sees
 * (beside the side panel when it covers the board). */
void
carc_board_glide_to_visible (CarcBoard *self,
                             double     x,
                             double     y)
{
  double left, right;

  visible_columns (self, &left, &right);
  carc_board_glide_to (self, x + (gtk_widget_get_width (GTK_WIDGET (self)) - left - right) / 2 / carc_board_tile_size (self), y);
}

/* The middle of the view where it is going: the end of its glide, else
 * where it is. */
void
carc_board_view_destination (CarcBoard *self,
                             double    *x,
                             double    *y)
{
  if (!carc_board_motion_get_glide_end (self->motion, x, y))
    {
      *x = self->centre_x;
      *y = self->centre_y;
    }
}

/* The middle of the last tile placed (or of the start). */
void
carc_board_last_tile_middle (CarcBoard *self,
                             double    *x,
                             double    *y)
{
  gint last = carc_game_get_last_placed (self->game);
  CarcPlacedTile t = { .x = 0, .y = 0 };

  if (last >= 0)
    carc_game_get_placed (self->game, last, &t);
  *x = t.x + 0.5;
  *y = t.y + 0.5;
}

/* Zooms by @factor keeping the board point under (@px, @py) in place. */
void
carc_board_zoom_at (CarcBoard *self,
                    double     factor,
                    double     px,
                    double     py)
{
  double bx, by, ax, ay;

  carc_board_motion_halt (self->motion);
  carc_board_to_board (self, px, py, &bx, &by);
  carc_board_set_zoom (self, self->zoom * factor);
  carc_board_to_board (self, px, py, &ax, &ay);
  self->centre_x += bx - ax;
  self->centre_y += by - ay;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A new tile settles into its place.  The view keeps its figure spots in
 * reach: it glides only when part of the tile would be out of view, as
 * little as will do when placed by the keys — and never when it was
 * clicked (it lies under the pointer, and the player aims at its spots
 * right there; the click stopped any glide under way).  A tile placed
 * elsewhere (a computer's, with the pointer resting on the board) comes
 * into view with what lies around it. */
void
carc_board_tile_placed_cb (CarcBoard *self,
                           gint       x,
                           gint       y)
{
  gint aim_x, aim_y;

  carc_board_motion_settle (self->motion, x, y);
  if (!self->cursor_active && carc_board_ghost_cell (self, &aim_x, &aim_y) && aim_x == x && aim_y == y)
    return;
  carc_board_reveal_cell (self, x, y, !self->cursor_active);
}

/* The columns of the widget the player sees: a side panel folded out
 * over the board covers its end side (never more than half of it). */
static void
visible_columns (CarcBoard *self,
                 double    *left,
                 double    *right)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double covered = MIN (self->covered_end, w / 2);

  *left = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL ? covered : 0;
  *right = *left + w - covered;
}

/* The span @x0–@x1 × @y0–@y1 (pixels, once the view has moved by @dx,
 * @dy) out from under the card at the top start corner, if it is there:
 * the view moves the shorter way, down or sideways, that keeps it within
 * @left–@right and the height. */
static void
clear_corner (CarcBoard *self,
              double     x0,
              double     x1,
              double     y0,
              double     y1,
              double     left,
              double     right,
              double    *dx,
              double    *dy)
{
  double h = gtk_widget_get_height (GTK_WIDGET (self)), gap = carc_board_tile_size (self) / 4;
  double cw = self->covered_corner[0], ch = self->covered_corner[1];
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  double corner0 = rtl ? gtk_widget_get_width (GTK_WIDGET (self)) - cw : 0, corner1 = corner0 + cw;
  double sideways, down;

  if (cw <= 0 || ch <= 0 || x1 <= corner0 || x0 >= corner1 || y0 >= ch)
    return;
  /* Cells move right (left in RTL) by @sideways pixels, down by @down. */
  sideways = rtl ? x1 - (corner0 - gap) : corner1 + gap - x0;
  down = ch + gap - y0;
  if (y1 + down <= h && (down <= sideways || (rtl ? x0 - sideways < left : x1 + sideways > right)))
    *dy -= down;
  else if (rtl ? x0 - sideways >= left : x1 + sideways <= right)
    *dx += rtl ? sideways : -sideways;
}

/* How far the view must move along one axis to show the span @p0–@p1
 * (pixels where the view is going) within @lo–@hi: nothing when it is
 * shown, at least @near from the edges; when it fits, @margin in from the
 * edge it was beyond or near; else its middle to the middle. */
static double
reveal_shift (double p0,
              double p1,
              double lo,
              double hi,
              double margin,
              double near)
{
  if (p1 - p0 > hi - lo)
    return (p0 + p1) / 2 - (lo + hi) / 2;
  if (p0 < lo + near)
    return p0 - margin - lo;
  if (p1 > hi - near)
    return p1 + margin - hi;
  return 0;
}

/* The margin and the nearness to an edge reveal_shift() takes for a span
 * of @span pixels within @length: a quarter of a tile where the player
 * is aiming (the keys' cursor: the view moves as little as will do); a
 * quarter of the way in where the game took the player's eyes elsewhere
 * (another player's tile, a question, an undo), so that what lies
 * @around shows too, and a span within half a tile of an edge counts as
 * out of view (less, both, when they would not fit). */
static void
reveal_margins (double    ts,
                double    span,
                double    length,
                gboolean  around,
                double   *margin,
                double   *near)
{
  *margin = MIN (ts / 4, MAX (0, length - span) / 2);
  *near = 0;
  if (!around)
    return;
  *margin = MAX (*margin, MIN (length / 4, (length - span) / 2));
  *near = MIN (ts / 2, *margin);
}

/* The view glides to show cells @x0, @y0 to @x1, @y1 (inclusive) whole,
 * beside the side panel when it covers the board, with what lies @around
 * them or not (reveal_margins()). */
static void
reveal_cells (CarcBoard *self,
              gint       x0,
              gint       y0,
              gint       x1,
              gint       y1,
              gboolean   around)
{
  double ts = carc_board_tile_size (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double left, right, margin, near, cx, cy, dx, dy;

  /* Not laid out yet: the allocation shows them. */
  if (w <= 0 || h <= 0)
    return;
  visible_columns (self, &left, &right);
  /* Where the cells will be once the view is where it is going. */
  carc_board_view_destination (self, &cx, &cy);
  reveal_margins (ts, (x1 + 1 - x0) * ts, right - left, around, &margin, &near);
  dx = reveal_shift (round ((x0 - cx) * ts + w / 2.0), round ((x1 + 1 - cx) * ts + w / 2.0), left, right, margin, near);
  reveal_margins (ts, (y1 + 1 - y0) * ts, h, around, &margin, &near);
  dy = reveal_shift (round ((y0 - cy) * ts + h / 2.0), round ((y1 + 1 - cy) * ts + h / 2.0), 0, h, margin, near);
  clear_corner (self, round ((x0 - cx) * ts + w / 2.0) - dx, round ((x1 + 1 - cx) * ts + w / 2.0) - dx,
                round ((y0 - cy) * ts + h / 2.0) - dy, round ((y1 + 1 - cy) * ts + h / 2.0) - dy, left, right, &dx, &dy);
  if (dx != 0 || dy != 0)
    carc_board_glide_to (self, cx + dx / ts, cy + dy / ts);
}

void
carc_board_reveal_cell (CarcBoard *self,
                        gint       x,
                        gint       y,
                        gboolean   around)
{
  reveal_cells (self, x, y, x, y, around);
}

/* The view glides to show every place a module's question points at on
 * the board and the last tile placed (what the question is most likely
 * about), as far as they fit. */
void
carc_board_reveal_targets (CarcBoard *self)
{
  gint last = self->game != NULL ? carc_game_get_last_placed (self->game) : -1;
  gint x0 = G_MAXINT, y0 = G_MAXINT, x1 = G_MININT, y1 = G_MININT;

  if (last >= 0)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, last, &t);
      x0 = x1 = t.x;
      y0 = y1 = t.y;
    }
  for (guint i = 0; self->targets != NULL && i < self->targets->len; i++)
    {
      const CarcAction *a = carc_choice_get_action (g_ptr_array_index (self->targets, i));

      x0 = MIN (x0, a->x);
      y0 = MIN (y0, a->y);
      x1 = MAX (x1, a->x);
      y1 = MAX (y1, a->y);
    }
  if (x0 <= x1)
    reveal_cells (self, x0, y0, x1, y1, TRUE);
}

/* The side panel, folded out over the board's end side, covers @pixels
 * of it (0: none): what the view glides to show stays beside it, and the
 * places the question now points at come out from under it.  Once the
 * panel is gone, what was in the middle beside it goes to the middle. */
void
carc_board_set_covered_end (CarcBoard *self,
                            double     pixels)
{
  double left, right, x, y, shift;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->covered_end == pixels)
    return;
  visible_columns (self, &left, &right);
  self->covered_end = pixels;
  if (pixels > 0)
    {
      carc_board_reveal_targets (self);
      return;
    }
  shift = (gtk_widget_get_width (GTK_WIDGET (self)) - left - right) / 2 / carc_board_tile_size (self);
  carc_board_view_destination (self, &x, &y);
  if (shift != 0)
    carc_board_glide_to (self, x - shift, y);
}

/* A card over the board's top start corner covers @width × @height
 * pixels of it (0: none): what the view glides to show stays out from
 * under it, and the tile just placed and the keys' cursor come out from
 * under it when it grows (a figure step's buttons). */
void
carc_board_set_covered_corner (CarcBoard *self,
                               double     width,
                               double     height)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->covered_corner[0] == width && self->covered_corner[1] == height)
    return;
  self->covered_corner[0] = width;
  self->covered_corner[1] = height;
  if (width <= 0 || height <= 0 || self->game == NULL)
    return;
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE && carc_game_get_last_placed (self->game) >= 0)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &t);
      carc_board_reveal_cell (self, t.x, t.y, FALSE);
    }
  else if (self->cursor_active)
    carc_board_reveal_cell (self, self->cursor_x, self->cursor_y, FALSE);
}

/* Points rise from the middle of a feature scored during play (the
 * scoring page tells the final scoring). */
void
carc_board_feature_scored_cb (CarcBoard *self,
                              guint      player,
                              guint      points,
                              guint      feature,
                              gboolean   final)
{
  const CarcEvent *ev = carc_game_get_current_event (self->game);
  g_autoptr(GArray) tiles = NULL;
  double mx = 0, my = 0;
  GdkRGBA colour;

  if (final || points == 0 || ev == NULL)
    return;
  tiles = carc_game_list_feature_tiles (self->game, ev->feature_id);
  for (guint i = 0; i < tiles->len; i++)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, g_array_index (tiles, guint, i), &t);
      mx += t.x + 0.5;
      my += t.y + 0.5;
    }
  if (tiles->len > 0)
    {
      mx /= tiles->len;
      my /= tiles->len;
    }
  else
    {
      mx = ev->x + 0.5;
      my = ev->y + 0.5;
    }
  carc_board_motion_rise (self->motion, mx, my, points, carc_board_player_colour (self, player, &colour));
}

double
carc_board_get_zoom (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 1.0);
  return self->zoom;
}

void
carc_board_set_zoom (CarcBoard *self,
                     double     zoom)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  self->fitted = FALSE;
  if (self->zoom == zoom)
    return;
  self->zoom = zoom;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), carc_board_properties[PROP_ZOOM]);
}

/* Centres the view on the last tile placed (or the start), gliding. */
void
carc_board_centre (CarcBoard *self)
{
  double x, y;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  carc_board_last_tile_middle (self, &x, &y);
  carc_board_glide_to_visible (self, x, y);
}

/* Brings the last tile placed into view, with what lies around it: after
 * an undo or a redo, which asks about that tile again. */
void
carc_board_reveal_last_tile (CarcBoard *self)
{
  gint last;
  CarcPlacedTile t;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL || (last = carc_game_get_last_placed (self->game)) < 0)
    return;
  carc_game_get_placed (self->game, last, &t);
  carc_board_reveal_cell (self, t.x, t.y, TRUE);
}

/* Shows the whole board, with room for the next tile around it. */
void
carc_board_fit (CarcBoard *self)
{
  gint min_x = 0, max_x = 0, min_y = 0, max_y = 0;
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double cols, rows;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  /* Not laid out yet (a game opened with the window): once it is. */
  self->fit_pending = w <= 0 || h <= 0;
  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, i, &t);
      min_x = i == 0 ? t.x : MIN (min_x, t.x);
      max_x = i == 0 ? t.x : MAX (max_x, t.x);
      min_y = i == 0 ? t.y : MIN (min_y, t.y);
      max_y = i == 0 ? t.y : MAX (max_y, t.y);
    }
  carc_board_motion_halt (self->motion);
  /* The cells around the tiles, where the next may go, and a margin. */
  cols = max_x - min_x + 3.5;
  rows = max_y - min_y + 3.5;
  if (w > 0 && h > 0)
    carc_board_set_zoom (self, MIN (1.0, MIN (w / (cols * BASE_TILE_SIZE), h / (rows * BASE_TILE_SIZE))));
  self->centre_x = (min_x + max_x + 1) / 2.0;
  self->centre_y = (min_y + max_y + 1) / 2.0;
  self->fitted = !self->fit_pending;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_pan (CarcBoard *self,
                double     dx,
                double     dy)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  carc_board_motion_halt (self->motion);
  self->fitted = FALSE;
  self->centre_x += dx;
  self->centre_y += dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* For the tests: the middle of the view, in board tiles. */
void
carc_board_get_centre (CarcBoard *self,
                       double    *x,
                       double    *y)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  *x = self->centre_x;
  *y = self->centre_y;
}

/* For the tests: whether anything on the board moves. */
gboolean
carc_board_get_animating (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  return carc_board_motion_get_running (self->motion);
}

/* For the tests: how many points are rising. */
guint
carc_board_get_n_rising_labels (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return carc_board_motion_get_n_labels (self->motion);
}
