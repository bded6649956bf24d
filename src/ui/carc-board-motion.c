/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board's motion: the view gliding where the board takes it on its
 * own, the tile just placed settling into its place, and the points of a
 * feature scored rising from it.
 *
 * Each is an AdwTimedAnimation whose callback keeps the value and asks
 * for a frame; the board draws from the values.  libadwaita skips an
 * animation to its end when it starts while the desktop asks for reduced
 * motion (gtk-enable-animations off) or while the board is not on screen,
 * so the end is what is drawn at once: the view at its target, the tile
 * in place, no label.  It lets one already running go on when the setting
 * changes, so the motion itself skips them then. */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "carc-board-motion.h"
#include "carc-figure-painter.h"

#define GLIDE_MS      300
#define SETTLE_MS     220
#define RISE_MS       1200
#define SETTLE_SCALE  0.08   /* how much larger the new tile starts */
#define SHADOW_DROP   0.08   /* the settling tile's shadow at first: its offset down, */
#define SHADOW_BLUR   0.12   /* its blur, in tiles, */
#define SHADOW_ALPHA  0.5    /* and its darkness */
#define SHADOW_BANDS  4      /* the blur drawn with cairo, in bands */
#define SETTLE_LIFT   0.03   /* how far up it starts, in tiles: less than half
                              * SETTLE_SCALE, so that it covers its place */
#define RISE_HEIGHT   0.6    /* in tiles */
#define LABEL_SPACING 0.4    /* between labels that start together, in tiles */

typedef struct
{
  CarcBoardMotion *motion;
  AdwAnimation    *animation;
  double           x;        /* where it starts, in board tiles */
  double           y;
  double           value;    /* 0 → 1 over its life */
  char            *text;
  GdkRGBA          colour;
} RisingLabel;

struct _CarcBoardMotion
{
  CarcBoard           *board;
  CarcBoardMotionMove  move;
  GtkSettings         *settings;
  gulong               settings_handler;

  AdwAnimation        *glide;
  double               glide_from[2];
  double               glide_to[2];
  gboolean             glide_muted;  /* a reset leaves the view alone */

  AdwAnimation        *settle;
  gint                 settle_x;
  gint                 settle_y;
  double               settle_value;
  gboolean             settling;

  GPtrArray           *labels;       /* RisingLabel */
};

static gboolean
playing (AdwAnimation *animation)
{
  return adw_animation_get_state (animation) == ADW_ANIMATION_PLAYING;
}

static AdwAnimation *
timed_animation (CarcBoardMotion        *self,
                 guint                   duration,
                 AdwEasing               easing,
                 AdwAnimationTargetFunc  callback,
                 gpointer                data)
{
  AdwAnimation *animation = adw_timed_animation_new (GTK_WIDGET (self->board), 0, 1, duration,
                                                     adw_callback_animation_target_new (callback, data, NULL));

  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), easing);
  return animation;
}

static void
glide_cb (double   value,
          gpointer data)
{
  CarcBoardMotion *self = data;

  /* At 1 exactly the target, with nothing of the start left over. */
  if (!self->glide_muted)
    self->move (self->board, (1 - value) * self->glide_from[0] + value * self->glide_to[0],
                (1 - value) * self->glide_from[1] + value * self->glide_to[1]);
}

static void
settle_cb (double   value,
           gpointer data)
{
  CarcBoardMotion *self = data;

  self->settle_value = value;
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

static void
settle_done_cb (CarcBoardMotion *self)
{
  self->settling = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

static void
label_cb (double   value,
          gpointer data)
{
  RisingLabel *label = data;

  label->value = value;
  gtk_widget_queue_draw (GTK_WIDGET (label->motion->board));
}

static void
label_done_cb (RisingLabel *label)
{
  CarcBoardMotion *self = label->motion;

  g_ptr_array_remove (self->labels, label);
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

static void
label_free (RisingLabel *label)
{
  g_signal_handlers_disconnect_by_data (label->animation, label);
  if (playing (label->animation))
    adw_animation_reset (label->animation);
  g_object_unref (label->animation);
  g_free (label->text);
  g_free (label);
}

static void
enable_animations_cb (CarcBoardMotion *self)
{
  gboolean enabled = TRUE;

  g_object_get (self->settings, "gtk-enable-animations", &enabled, NULL);
  if (!enabled)
    carc_board_motion_finish (self);
}

/* @move puts the view where a glide takes it. */
CarcBoardMotion *
carc_board_motion_new (CarcBoard           *board,
                       CarcBoardMotionMove  move)
{
  CarcBoardMotion *self = g_new0 (CarcBoardMotion, 1);

  self->board = board;
  self->move = move;
  self->glide = timed_animation (self, GLIDE_MS, ADW_EASE_OUT_CUBIC, glide_cb, self);
  self->settle = timed_animation (self, SETTLE_MS, ADW_EASE_OUT_CUBIC, settle_cb, self);
  g_signal_connect_swapped (self->settle, "done", G_CALLBACK (settle_done_cb), self);
  self->labels = g_ptr_array_new_with_free_func ((GDestroyNotify) label_free);
  self->settings = g_object_ref (gtk_widget_get_settings (GTK_WIDGET (board)));
  self->settings_handler = g_signal_connect_swapped (self->settings, "notify::gtk-enable-animations",
                                                     G_CALLBACK (enable_animations_cb), self);
  return self;
}

/* Stops everything where it is, with no more calls to the board. */
void
carc_board_motion_free (CarcBoardMotion *self)
{
  if (self == NULL)
    return;
  g_clear_signal_handler (&self->settings_handler, self->settings);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->labels, g_ptr_array_unref);
  g_signal_handlers_disconnect_by_data (self->settle, self);
  self->glide_muted = TRUE;
  adw_animation_reset (self->glide);
  adw_animation_reset (self->settle);
  g_clear_object (&self->glide);
  g_clear_object (&self->settle);
  g_free (self);
}

/* Whether anything moves: the view, the new tile or points. */
gboolean
carc_board_motion_get_running (CarcBoardMotion *self)
{
  return playing (self->glide) || self->settling || self->labels->len > 0;
}

/* Everything to its end at once: the view at its target, the tile in
 * place, the labels gone. */
void
carc_board_motion_finish (CarcBoardMotion *self)
{
  if (playing (self->glide))
    adw_animation_skip (self->glide);
  if (playing (self->settle))
    adw_animation_skip (self->settle);
  carc_board_motion_clear_labels (self);
}

/* The view glides from board point @from_x, @from_y (where it is) to
 * @to_x, @to_y; a glide under way gives way to it. */
void
carc_board_motion_glide (CarcBoardMotion *self,
                         double           from_x,
                         double           from_y,
                         double           to_x,
                         double           to_y)
{
  carc_board_motion_halt (self);
  if (from_x == to_x && from_y == to_y)
    return;
  self->glide_from[0] = from_x;
  self->glide_from[1] = from_y;
  self->glide_to[0] = to_x;
  self->glide_to[1] = to_y;
  adw_animation_play (self->glide);
}

/* Where the view is gliding to, if it is. */
gboolean
carc_board_motion_get_glide_end (CarcBoardMotion *self,
                                 double          *x,
                                 double          *y)
{
  if (!playing (self->glide))
    return FALSE;
  *x = self->glide_to[0];
  *y = self->glide_to[1];
  return TRUE;
}

/* The view stops where it is: the player takes it over. */
void
carc_board_motion_halt (CarcBoardMotion *self)
{
  self->glide_muted = TRUE;
  adw_animation_reset (self->glide);
  self->glide_muted = FALSE;
}

/* The tile just placed in cell @x, @y settles into its place. */
void
carc_board_motion_settle (CarcBoardMotion *self,
                          gint             x,
                          gint             y)
{
  adw_animation_reset (self->settle);
  self->settle_x = x;
  self->settle_y = y;
  self->settling = TRUE;
  adw_animation_play (self->settle);
}

/* The cell of the tile settling, if one is. */
gboolean
carc_board_motion_get_settling (CarcBoardMotion *self,
                                gint            *x,
                                gint            *y)
{
  if (!self->settling)
    return FALSE;
  *x = self->settle_x;
  *y = self->settle_y;
  return TRUE;
}

/* Where the settling tile is drawn now, in the widget's units: its
 * centre, its side and how far it still has to settle (1 → 0). */
static void
settle_box (CarcBoardMotion *self,
            double          *cx,
            double          *cy,
            double          *size,
            double          *k)
{
  double ts = carc_board_tile_size (self->board), px, py;

  *k = 1 - self->settle_value;
  *size = ts * (1 + SETTLE_SCALE * *k);
  carc_board_to_screen (self->board, self->settle_x, self->settle_y, &px, &py);
  *cx = px + ts / 2;
  *cy = py + ts / 2 - SETTLE_LIFT * ts * *k;
}

/* The same with cairo, into @cr in the widget's units over the tiles
 * drawn there: @tile, the tile's image @side pixels wide, and its shadow
 * as soft bands (a node of its own would cost GSK's cairo renderer the
 * whole view again). */
void
carc_board_motion_paint_settling (CarcBoardMotion *self,
                                  cairo_t         *cr,
                                  cairo_surface_t *tile,
                                  double           side)
{
  double ts = carc_board_tile_size (self->board), cx, cy, size, k;

  if (!self->settling)
    return;
  settle_box (self, &cx, &cy, &size, &k);
  for (guint band = 0; band < SHADOW_BANDS; band++)
    {
      double grow = ts * SHADOW_BLUR * k * (band + 1) / SHADOW_BANDS;

      cairo_rectangle (cr, cx - size / 2 - grow, cy - size / 2 + ts * SHADOW_DROP * k - grow, size + 2 * grow,
                       size + 2 * grow);
      cairo_set_source_rgba (cr, 0, 0, 0, SHADOW_ALPHA * k / SHADOW_BANDS);
      cairo_fill (cr);
    }
  cairo_save (cr);
  cairo_translate (cr, cx - size / 2, cy - size / 2);
  cairo_scale (cr, size / side, size / side);
  cairo_rectangle (cr, 0, 0, side, side);
  cairo_set_source_surface (cr, tile, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* Draws the settling tile over its place: larger and lifted at first,
 * with a soft shadow, as @tiles (the board's tiles as drawn) show it
 * through its square, so that it is exactly the tile the board draws. */
void
carc_board_motion_draw_settling (CarcBoardMotion *self,
                                 GtkSnapshot     *snapshot,
                                 GskRenderNode   *tiles)
{
  double ts = carc_board_tile_size (self->board), px, py, cx, cy, size, k, scale;
  GskRoundedRect outline;

  if (!self->settling)
    return;
  settle_box (self, &cx, &cy, &size, &k);
  scale = size / ts;
  carc_board_to_screen (self->board, self->settle_x, self->settle_y, &px, &py);

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (cx - size / 2, cy - size / 2, size, size), 0);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, SHADOW_ALPHA * k },
                                     0, ts * SHADOW_DROP * k, 0, ts * SHADOW_BLUR * k);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx, cy));
  gtk_snapshot_scale (snapshot, scale, scale);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-(px + ts / 2), -(py + ts / 2)));
  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (px, py, ts, ts));
  gtk_snapshot_append_node (snapshot, tiles);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

/* "+@points" in @colour rises from board point @x, @y and fades away. */
void
carc_board_motion_rise (CarcBoardMotion *self,
                        double           x,
                        double           y,
                        guint            points,
                        const GdkRGBA   *colour)
{
  RisingLabel *label = g_new0 (RisingLabel, 1);
  gboolean moved;

  /* Below another that starts near it (several features scored by one
   * move, or a tie), so that each is read. */
  do
    {
      moved = FALSE;
      for (guint i = 0; i < self->labels->len; i++)
        {
          RisingLabel *other = g_ptr_array_index (self->labels, i);

          if (fabs (other->x - x) < 0.7 && fabs (other->y - y) < LABEL_SPACING - 1e-6)
            {
              y = other->y + LABEL_SPACING;
              moved = TRUE;
            }
        }
    }
  while (moved);

  label->motion = self;
  label->x = x;
  label->y = y;
  label->text = g_strdup_printf ("+%u", points);
  label->colour = *colour;
  label->animation = timed_animation (self, RISE_MS, ADW_LINEAR, label_cb, label);
  g_signal_connect_swapped (label->animation, "done", G_CALLBACK (label_done_cb), label);
  g_ptr_array_add (self->labels, label);
  adw_animation_play (label->animation);
}

guint
carc_board_motion_get_n_labels (CarcBoardMotion *self)
{
  return self->labels->len;
}

void
carc_board_motion_clear_labels (CarcBoardMotion *self)
{
  if (self->labels->len == 0)
    return;
  g_ptr_array_set_size (self->labels, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

void
carc_board_motion_draw_labels (CarcBoardMotion *self,
                               GtkSnapshot     *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self->board);
  double size = MAX (carc_board_tile_size (self->board) * 0.3, 13);
  PangoFontDescription *font;
  cairo_t *cr;

  if (self->labels->len == 0)
    return;
  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_HEAVY);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                  gtk_widget_get_height (widget)));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < self->labels->len; i++)
    {
      const RisingLabel *label = g_ptr_array_index (self->labels, i);
      const GdkRGBA *c = &label->colour;
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, label->text);
      double t = label->value, rise = RISE_HEIGHT * adw_easing_ease (ADW_EASE_OUT_CUBIC, t);
      /* Clear at once, fading in the second half of its life. */
      double alpha = MIN (1, t / 0.08) * MIN (1, (1 - t) / 0.5);
      /* Outlined as the player's figures are, to read on any tile. */
      double outline = carc_figure_painter_needs_light_outline (c) ? 0.95 : 0.08;
      PangoRectangle ink;
      double px, py;

      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_extents (layout, &ink, NULL);
      carc_board_to_screen (self->board, label->x, label->y - rise, &px, &py);
      cairo_push_group (cr);
      cairo_move_to (cr, round (px - ink.x - ink.width / 2.0), round (py - ink.y - ink.height / 2.0));
      pango_cairo_layout_path (cr, layout);
      cairo_set_line_width (cr, MAX (size * 0.22, 3));
      cairo_set_source_rgba (cr, outline, outline, outline, 0.9);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, c->red, c->green, c->blue);
      cairo_fill (cr);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
  cairo_destroy (cr);
  pango_font_description_free (font);
}
