/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board: every placed tile drawn from its data, the figures on it,
 * and the current decision — legal cells for the tile in hand (with a
 * ghost under the pointer or the keyboard cursor), or the segments of the
 * new tile where a meeple may go.
 *
 * Rendered tiles are cached as textures per (type, rotation) at the
 * current tile size; the cache is dropped when the zoom changes.  The
 * widget never decides legality: it asks the game and draws what it says. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "carc-board-private.h"
#include "carc-tile-painter.h"

#define BASE_TILE_SIZE 96.0
#define MIN_ZOOM 0.25
#define MAX_ZOOM 3.0


G_DEFINE_FINAL_TYPE (CarcBoard, carc_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_ZOOM,
  N_PROPS
};

enum {
  REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

double
carc_board_tile_size (CarcBoard *self)
{
  return round (BASE_TILE_SIZE * self->zoom);
}

static void
to_board (CarcBoard *self,
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

const GdkRGBA *
carc_board_player_colour (CarcBoard *self,
               guint      player,
               GdkRGBA   *out)
{
  CarcPlayer *p = carc_game_get_player (self->game, player);

  if (p == NULL || !gdk_rgba_parse (out, carc_player_get_colour (p)))
    gdk_rgba_parse (out, "#888888");
  return out;
}

/* The tile of @type turned by @rotation, or with @type G_MAXUINT16 a
 * face-down tile's back, at the current tile size; rendered once per
 * zoom level. */
static GdkTexture *
tile_texture (CarcBoard *self,
              guint      type,
              guint      rotation)
{
  double ts = carc_board_tile_size (self);
  guint key = type * 4 + (rotation & 3);
  GdkTexture *texture;

  if (self->texture_size != ts)
    {
      g_hash_table_remove_all (self->textures);
      self->texture_size = ts;
    }
  texture = g_hash_table_lookup (self->textures, GUINT_TO_POINTER (key));
  if (texture == NULL)
    {
      gint px = MAX ((gint) ts, 1);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
      cairo_t *cr = cairo_create (surface);
      g_autoptr(GBytes) bytes = NULL;

      cairo_scale (cr, px, px);
      if (type == G_MAXUINT16)
        carc_tile_painter_draw_back (cr);
      else
        carc_tile_painter_draw (cr, carc_game_get_tile_type (self->game, type), rotation);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                           (gsize) cairo_image_surface_get_stride (surface) * px);
      texture = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, bytes,
                                        cairo_image_surface_get_stride (surface));
      cairo_surface_destroy (surface);
      g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
    }
  return texture;
}

/* A cell the player may choose: a pale fill in @colour, a dashed frame
 * @width pixels wide. */
void
carc_board_mark_cell (CarcBoard     *self,
                      cairo_t       *cr,
                      double         px,
                      double         py,
                      const GdkRGBA *colour,
                      double         width)
{
  double ts = carc_board_tile_size (self);
  double inset = width + 1;

  cairo_rectangle (cr, px + inset, py + inset, ts - 2 * inset, ts - 2 * inset);
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, 0.2);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_set_dash (cr, (double[]) { 2 * width + 2, width + 2 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
refresh_options (CarcBoard *self)
{
  g_clear_pointer (&self->placements, g_array_unref);
  g_clear_pointer (&self->figure_options, g_array_unref);
  g_clear_pointer (&self->answers, g_array_unref);
  if (self->game == NULL)
    return;
  self->placements = carc_game_list_placements (self->game, self->rotation);
  self->figure_options = carc_game_list_figure_options (self->game);
  self->answers = carc_game_list_answers (self->game);
  if (carc_game_get_figure_colours (self->game) != 0)
    for (guint i = self->figure_options->len; i > 0; i--)
      if (g_array_index (self->figure_options, CarcAction, i - 1).choice != self->figure_colour)
        g_array_remove_index (self->figure_options, i - 1);
  if (self->option_index >= self->figure_options->len)
    self->option_index = 0;
}

static gboolean
cell_is_legal (CarcBoard *self,
               gint       x,
               gint       y)
{
  for (guint i = 0; self->placements && i < self->placements->len; i++)
    {
      const CarcAction *a = &g_array_index (self->placements, CarcAction, i);

      if (a->x == x && a->y == y)
        return TRUE;
    }
  return FALSE;
}

static void
draw_tiles (CarcBoard   *self,
            GtkSnapshot *snapshot)
{
  double ts = carc_board_tile_size (self);
  guint n = carc_game_get_n_placed (self->game);

  for (guint i = 0; i < n; i++)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (self->game, i, &t);
      carc_board_to_screen (self, t.x, t.y, &px, &py);
      if (px + ts < 0 || py + ts < 0 || px > gtk_widget_get_width (GTK_WIDGET (self))
          || py > gtk_widget_get_height (GTK_WIDGET (self)))
        continue;
      gtk_snapshot_append_texture (snapshot, tile_texture (self, t.face_down ? G_MAXUINT16 : t.type, t.rotation),
                                   &GRAPHENE_RECT_INIT (px, py, ts, ts));
    }
}

static void
draw_figures (CarcBoard *self,
              cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);

  for (guint i = 0; i < carc_game_get_n_figures (self->game); i++)
    {
      CarcFigureInfo f;
      CarcPlacedTile t;
      const CarcTileType *tt;
      double ax, ay, px, py;
      GdkRGBA colour;

      carc_game_get_figure (self->game, i, &f);
      carc_game_get_placed (self->game, f.tile, &t);
      tt = carc_game_get_tile_type (self->game, t.type);
      if (!carc_tile_painter_anchor (tt, t.rotation, f.segment, &ax, &ay))
        continue;
      carc_board_to_screen (self, t.x + ax, t.y + ay, &px, &py);
      carc_tile_painter_draw_meeple (cr, px, py, ts * 0.3, carc_board_player_colour (self, f.player, &colour),
                                     tt->segments[f.segment].kind == CARC_FEATURE_FIELD);
    }
}

static void
draw_placement_hints (CarcBoard   *self,
                      GtkSnapshot *snapshot,
                      cairo_t     *cr)
{
  double ts = carc_board_tile_size (self);
  gint gx = G_MININT, gy = G_MININT;
  guint tile = carc_game_get_tile (self->game);

  for (guint i = 0; i < self->placements->len; i++)
    {
      const CarcAction *a = &g_array_index (self->placements, CarcAction, i);
      double px, py;

      carc_board_to_screen (self, a->x, a->y, &px, &py);
      carc_board_mark_cell (self, cr, px, py, &(GdkRGBA) { 1, 1, 1, 0.75 }, 2);
    }

  /* The ghost follows the keyboard cursor when it is in use, else the
   * pointer. */
  if (self->cursor_active)
    {
      gx = self->cursor_x;
      gy = self->cursor_y;
    }
  else if (self->hover_valid)
    {
      double bx, by;

      to_board (self, self->hover_x, self->hover_y, &bx, &by);
      gx = (gint) floor (bx);
      gy = (gint) floor (by);
    }
  if (gx != G_MININT && carc_game_tile_at (self->game, gx, gy) < 0 && tile != G_MAXUINT)
    {
      gboolean legal = cell_is_legal (self, gx, gy);
      double px, py;

      carc_board_to_screen (self, gx, gy, &px, &py);
      if (legal || self->cursor_active)
        {
          gtk_snapshot_push_opacity (snapshot, legal ? 0.85 : 0.45);
          gtk_snapshot_append_texture (snapshot, tile_texture (self, tile, self->rotation),
                                       &GRAPHENE_RECT_INIT (px, py, ts, ts));
          gtk_snapshot_pop (snapshot);
        }
      cairo_rectangle (cr, px + 1.5, py + 1.5, ts - 3, ts - 3);
      if (legal)
        cairo_set_source_rgba (cr, 0.2, 0.5, 1.0, 0.95);
      else
        cairo_set_source_rgba (cr, 0.85, 0.15, 0.1, 0.9);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
}

static void
draw_figure_targets (CarcBoard *self,
                     cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);
  gint last = carc_game_get_last_placed (self->game);
  CarcPlacedTile t;
  const CarcTileType *tt;
  GdkRGBA colour;

  if (last < 0)
    return;
  carc_game_get_placed (self->game, last, &t);
  tt = carc_game_get_tile_type (self->game, t.type);
  carc_board_player_colour (self, carc_game_get_figure_colours (self->game) != 0 ? self->figure_colour
                                  : carc_game_get_current_player (self->game), &colour);
  for (guint i = 0; i < self->figure_options->len; i++)
    {
      const CarcAction *a = &g_array_index (self->figure_options, CarcAction, i);
      double ax, ay, px, py;

      if (!carc_tile_painter_anchor (tt, t.rotation, a->segment, &ax, &ay))
        continue;
      carc_board_to_screen (self, t.x + ax, t.y + ay, &px, &py);
      /* A white disc with a pale meeple: "a meeple can go here". */
      cairo_arc (cr, px, py, ts * 0.13, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 1);
      cairo_set_line_width (cr, i == self->option_index && self->cursor_active ? 4 : 2);
      cairo_stroke (cr);
      colour.alpha = 0.6;
      carc_tile_painter_draw_meeple (cr, px, py + ts * 0.01, ts * 0.17, &colour,
                                     tt->segments[a->segment].kind == CARC_FEATURE_FIELD);
      colour.alpha = 1;
    }
}

static void
carc_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  CarcBoard *self = CARC_BOARD (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double ts = carc_board_tile_size (self);
  gint last;
  cairo_t *cr;

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.23, 0.27, 0.22, 1 },
                             &GRAPHENE_RECT_INIT (0, 0, w, h));
  if (self->game == NULL)
    return;

  draw_tiles (self, snapshot);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* The last tile placed. */
  last = carc_game_get_last_placed (self->game);
  if (last >= 0)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (self->game, last, &t);
      carc_board_to_screen (self, t.x, t.y, &px, &py);
      cairo_rectangle (cr, px + 1.5, py + 1.5, ts - 3, ts - 3);
      cairo_set_source_rgba (cr, 1.0, 0.85, 0.2, 0.95);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }

  draw_figures (self, cr);
  carc_board_draw_coop (self, cr);
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    draw_figure_targets (self, cr);
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    carc_board_draw_answers (self, cr);
  cairo_destroy (cr);

  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE)
    {
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      draw_placement_hints (self, snapshot, cr);
      cairo_destroy (cr);
    }
}

static void
game_changed_cb (CarcBoard *self)
{
  refresh_options (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A new tile in hand: turn it to the first rotation that fits somewhere. */
static void
tile_changed_cb (CarcBoard *self)
{
  for (guint r = 0; r < 4; r++)
    {
      g_autoptr(GArray) cells = carc_game_list_placements (self->game, r);

      if (cells->len > 0)
        {
          carc_board_set_rotation (self, r);
          if (self->cursor_active && !cell_is_legal (self, self->cursor_x, self->cursor_y))
            {
              self->cursor_x = g_array_index (cells, CarcAction, 0).x;
              self->cursor_y = g_array_index (cells, CarcAction, 0).y;
            }
          break;
        }
    }
  refresh_options (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Places the tile in @x, @y, or the figure on the segment under @fx, @fy
 * (0..1 inside that cell).  Refusals are reported by ::refused. */
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

  switch (carc_game_get_decision (self->game))
    {
    case CARC_DECISION_PLACE_TILE:
      error = carc_game_place_tile (self->game, x, y, self->rotation);
      break;
    case CARC_DECISION_PLACE_FIGURE:
      {
        gint last = carc_game_get_last_placed (self->game);
        CarcPlacedTile t;
        gint segment;

        carc_game_get_placed (self->game, last, &t);
        if (t.x != x || t.y != y)
          {
            error = CARC_ERROR_NO_SUCH_SEGMENT;
            break;
          }
        segment = carc_tile_painter_segment_at (carc_game_get_tile_type (self->game, t.type),
                                                t.rotation, fx, fy);
        if (segment < 0)
          error = CARC_ERROR_NO_SUCH_SEGMENT;
        else if (carc_game_get_figure_colours (self->game) != 0)
          error = carc_game_place_figure_of (self->game, segment, self->figure_colour);
        else
          error = carc_game_place_figure (self->game, segment);
      }
      break;
    case CARC_DECISION_MODULE:
      error = carc_board_answer_at (self, x, y, fx, fy);
      break;
    case CARC_DECISION_NONE:
    default:
      break;
    }
  if (error != CARC_OK)
    {
      g_signal_emit (self, signals[REFUSED], 0, (guint) error);
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
  self->cursor_active = FALSE;
  to_board (self, x, y, &bx, &by);
  carc_board_activate_cell (self, (gint) floor (bx), (gint) floor (by), bx - floor (bx), by - floor (by));
}

static void
drag_begin_cb (CarcBoard      *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
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
  self->hover_valid = TRUE;
  self->hover_x = x;
  self->hover_y = y;
  self->cursor_active = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (CarcBoard *self)
{
  self->hover_valid = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Zooms by @factor keeping the board point under (@px, @py) in place. */
static void
zoom_at (CarcBoard *self,
         double     factor,
         double     px,
         double     py)
{
  double bx, by, ax, ay;

  to_board (self, px, py, &bx, &by);
  carc_board_set_zoom (self, self->zoom * factor);
  to_board (self, px, py, &ax, &ay);
  self->centre_x += bx - ax;
  self->centre_y += by - ay;
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

  zoom_at (self, pow (1.15, -dy), px, py);
  return TRUE;
}

static void
pinch_begin_cb (CarcBoard *self)
{
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

  zoom_at (self, g_variant_get_int32 (param) > 0 ? 1.25 : 0.8,
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

/* Keeps a new tile in view: pans when it lands near the edge. */
static void
tile_placed_cb (CarcBoard *self,
                gint       x,
                gint       y)
{
  double px, py, ts = carc_board_tile_size (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  carc_board_to_screen (self, x, y, &px, &py);
  if (px < ts || py < ts || px + 2 * ts > w || py + 2 * ts > h)
    {
      self->centre_x = x + 0.5;
      self->centre_y = y + 0.5;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
carc_board_dispose (GObject *object)
{
  CarcBoard *self = CARC_BOARD (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->placements, g_array_unref);
  g_clear_pointer (&self->figure_options, g_array_unref);
  g_clear_pointer (&self->answers, g_array_unref);
  G_OBJECT_CLASS (carc_board_parent_class)->dispose (object);
}

static void
carc_board_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CarcBoard *self = CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_ROTATION: g_value_set_uint (value, self->rotation); break;
    case PROP_ZOOM: g_value_set_double (value, self->zoom); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_board_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  CarcBoard *self = CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: carc_board_set_game (self, g_value_get_object (value)); break;
    case PROP_ROTATION: carc_board_set_rotation (self, g_value_get_uint (value)); break;
    case PROP_ZOOM: carc_board_set_zoom (self, g_value_get_double (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_board_class_init (CarcBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_board_dispose;
  object_class->get_property = carc_board_get_property;
  object_class->set_property = carc_board_set_property;
  widget_class->snapshot = carc_board_snapshot;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarcBoard::refused:
   * @error: the CarcError the game gave
   *
   * A click or key asked for something the rules do not allow.
   */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "board.rotate", "i", rotate_cb);
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", zoom_cb);
  gtk_widget_class_install_action (widget_class, "board.cursor", "(ii)", cursor_cb);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_cb);
  gtk_widget_class_install_action (widget_class, "board.centre", NULL, centre_cb);
  gtk_widget_class_install_action (widget_class, "board.fit", NULL, fit_cb);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_cb);

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

  gtk_widget_class_set_css_name (widget_class, "carc-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
carc_board_init (CarcBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->zoom = 1.0;
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

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

GtkWidget *
carc_board_new (void)
{
  return g_object_new (CARC_TYPE_BOARD, NULL);
}

CarcGame *
carc_board_get_game (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), NULL);
  return self->game;
}

guint
carc_board_get_rotation (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return self->rotation;
}

double
carc_board_get_zoom (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 1.0);
  return self->zoom;
}

void
carc_board_set_game (CarcBoard *self,
                     CarcGame  *game)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_hash_table_remove_all (self->textures);
  self->centre_x = 0.5;
  self->centre_y = 0.5;
  self->cursor_x = 0;
  self->cursor_y = -1;
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::tile", G_CALLBACK (tile_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "tile-placed", G_CALLBACK (tile_placed_cb), self, G_CONNECT_SWAPPED);
      tile_changed_cb (self);
    }
  refresh_options (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
carc_board_set_rotation (CarcBoard *self,
                         guint      rotation)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  rotation &= 3;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  refresh_options (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

void
carc_board_set_zoom (CarcBoard *self,
                     double     zoom)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (self->zoom == zoom)
    return;
  self->zoom = zoom;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

void
carc_board_rotate (CarcBoard *self,
                   gint       quarter_turns)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  carc_board_set_rotation (self, (self->rotation + 4 + quarter_turns) & 3);
}

/* Centres the view on the last tile placed (or the start). */
void
carc_board_centre (CarcBoard *self)
{
  gint last;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  last = carc_game_get_last_placed (self->game);
  self->centre_x = 0.5;
  self->centre_y = 0.5;
  if (last >= 0)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, last, &t);
      self->centre_x = t.x + 0.5;
      self->centre_y = t.y + 0.5;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, i, &t);
      min_x = i == 0 ? t.x : MIN (min_x, t.x);
      max_x = i == 0 ? t.x : MAX (max_x, t.x);
      min_y = i == 0 ? t.y : MIN (min_y, t.y);
      max_y = i == 0 ? t.y : MAX (max_y, t.y);
    }
  cols = max_x - min_x + 3;
  rows = max_y - min_y + 3;
  if (w > 0 && h > 0)
    carc_board_set_zoom (self, MIN (1.0, MIN (w / (cols * BASE_TILE_SIZE), h / (rows * BASE_TILE_SIZE))));
  self->centre_x = (min_x + max_x + 1) / 2.0;
  self->centre_y = (min_y + max_y + 1) / 2.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_pan (CarcBoard *self,
                double     dx,
                double     dy)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  self->centre_x += dx;
  self->centre_y += dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Arrow keys: move the placement cursor one cell, or pick the next or
 * previous meeple spot. */
void
carc_board_move_cursor (CarcBoard *self,
                        gint       dx,
                        gint       dy)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE && self->figure_options->len > 0)
    {
      guint n = self->figure_options->len;

      if (self->cursor_active)
        self->option_index = (self->option_index + n + (dx + dy > 0 ? 1 : -1)) % n;
      self->cursor_active = TRUE;
    }
  else
    {
      if (self->cursor_active)
        {
          self->cursor_x += dx;
          self->cursor_y += dy;
        }
      else if (self->placements && self->placements->len > 0)
        {
          self->cursor_x = g_array_index (self->placements, CarcAction, 0).x;
          self->cursor_y = g_array_index (self->placements, CarcAction, 0).y;
        }
      self->cursor_active = TRUE;
      /* Keep the cursor in view. */
      if (fabs (self->cursor_x + 0.5 - self->centre_x) * carc_board_tile_size (self) > gtk_widget_get_width (GTK_WIDGET (self)) / 2.5
          || fabs (self->cursor_y + 0.5 - self->centre_y) * carc_board_tile_size (self) > gtk_widget_get_height (GTK_WIDGET (self)) / 2.5)
        {
          self->centre_x = self->cursor_x + 0.5;
          self->centre_y = self->cursor_y + 0.5;
        }
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Enter: place the tile at the cursor, or the meeple on the chosen spot. */
void
carc_board_activate_cursor (CarcBoard *self)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  if (!self->cursor_active)
    {
      carc_board_move_cursor (self, 0, 0);
      return;
    }
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    {
      if (self->option_index < self->figure_options->len)
        {
          const CarcAction *a = &g_array_index (self->figure_options, CarcAction, self->option_index);
          CarcError error = carc_game_place_figure (self->game, a->segment);

          if (error != CARC_OK)
            g_signal_emit (self, signals[REFUSED], 0, (guint) error);
        }
      return;
    }
  carc_board_activate_cell (self, self->cursor_x, self->cursor_y, 0.5, 0.5);
}

/* The colour of the next guard when the team chooses it (alone or two
 * people at the table). */
void
carc_board_set_figure_colour (CarcBoard *self,
                              guint      colour)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  self->figure_colour = colour;
  refresh_options (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
carc_board_get_figure_colour (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return self->figure_colour;
}
