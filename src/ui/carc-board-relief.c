/* SPDX-License-Identifier: GPL-3.0-or-later */

/* How the tiles lie on the table: each is a card of some thickness, lit
 * from the upper left as its art is.  Where a tile has no neighbour below,
 * its cut edge shows under it; where it has none to the right or below,
 * its shadow falls softly on the table.  So the board lies on the table,
 * and a hole in it reads as a gap between tiles, not as a square cut out
 * of a picture.
 *
 * Only the board's rim pays: one copy a tile there of a piece rendered
 * once a zoom for each of the seven ways a tile can lie on the rim (GSK's
 * cairo renderer fills a gradient pixel by pixel, in every frame), drawn
 * under the tiles so that a neighbour covers whatever runs under it. */

#include "config.h"

#include <math.h>

#include "carc-board-private.h"

#define EDGE    0.06  /* the cut edge's height, in tiles */
#define SHADOW  0.2   /* how far the shadow reaches, in tiles */
#define OFFSET  0.5   /* how far it is shifted down and right, in SHADOW */

static const GskColorStop shadow_stops[] = {
  { 0.0, { 0, 0, 0, 0.62 } },
  { 0.3, { 0, 0, 0, 0.34 } },
  { 1.0, { 0, 0, 0, 0 } },
};

/* Cardboard: the printed face's board seen edge on, lit from above. */
static const GskColorStop edge_stops[] = {
  { 0.0, { 0.80, 0.76, 0.68, 1 } },
  { 1.0, { 0.47, 0.43, 0.37, 1 } },
};

/* The cut edge's height on screen, for tiles @ts pixels wide. */
static double
edge_height (double ts)
{
  return MAX (1.5, round (ts * EDGE));
}

static gboolean
empty (CarcBoard *self,
       gint       x,
       gint       y)
{
  return carc_game_tile_at (self->game, x, y) < 0;
}

/* @pattern with the shadow's stops: dark at its start, gone at its end. */
static cairo_pattern_t *
shadow (cairo_pattern_t *pattern)
{
  for (guint i = 0; i < G_N_ELEMENTS (shadow_stops); i++)
    cairo_pattern_add_color_stop_rgba (pattern, shadow_stops[i].offset, 0, 0, 0, shadow_stops[i].color.alpha);
  return pattern;
}

/* Fills @w × @h at @x, @y with @pattern, which it takes. */
static void
fill_rectangle (cairo_t         *cr,
                cairo_pattern_t *pattern,
                double           x,
                double           y,
                double           w,
                double           h)
{
  if (w > 0 && h > 0)
    {
      cairo_rectangle (cr, x, y, w, h);
      cairo_set_source (cr, pattern);
      cairo_fill (cr);
    }
  cairo_pattern_destroy (pattern);
}

/* The edge and the shadow of a tile @ts wide whose square is at the
 * origin, where the cells to its right, below and below right are
 * empty as bits 0, 1 and 2 of @kind say. */
static void
paint_relief (cairo_t *cr,
              guint    kind,
              double   ts)
{
  double s = ts * SHADOW, off = s * OFFSET, e = edge_height (ts);
  gboolean right = kind & 1, below = kind & 2, corner = kind & 4;
  /* The bottom of the tile's silhouette: its edge shows where nothing
   * lies below. */
  double bottom = ts + (below ? e : 0);

  if (right)
    {
      /* Down to where the shadow of the tile below takes over. */
      double end = !below && corner ? bottom + off : bottom;

      fill_rectangle (cr, shadow (cairo_pattern_create_linear (ts, 0, ts + s, 0)), ts, off, s, end - off);
    }
  if (below)
    {
      double end = !right && corner ? ts + off : ts;
      cairo_pattern_t *edge = cairo_pattern_create_linear (0, ts, 0, ts + e);

      fill_rectangle (cr, shadow (cairo_pattern_create_linear (0, bottom, 0, bottom + s)), off, bottom, end - off, s);
      for (guint i = 0; i < G_N_ELEMENTS (edge_stops); i++)
        cairo_pattern_add_color_stop_rgb (edge, edge_stops[i].offset, edge_stops[i].color.red,
                                          edge_stops[i].color.green, edge_stops[i].color.blue);
      fill_rectangle (cr, edge, 0, ts, ts, e);
    }
  if (right && below && corner)
    fill_rectangle (cr, shadow (cairo_pattern_create_radial (ts, bottom, 0, ts, bottom, s)), ts, bottom, s, s);
}

/* The relief of each kind for tiles of the size on screen now, rendered
 * once a size: a frame only copies them. */
static void
update_sprites (CarcBoard *self)
{
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double ts = carc_board_tile_size (self) * scale;
  gint w = ceil (ts * (1 + SHADOW)), h = ceil (ts * (1 + SHADOW) + edge_height (ts));

  if (self->relief[1] != NULL && self->relief_size == ts)
    return;
  self->relief_size = ts;
  for (guint kind = 1; kind < G_N_ELEMENTS (self->relief); kind++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
      cairo_t *cr = cairo_create (surface);

      paint_relief (cr, kind, ts);
      cairo_destroy (cr);
      g_clear_object (&self->relief[kind]);
      self->relief[kind] = carc_board_texture_new_for_surface (surface);
    }
}

/* Which of the cells to the right, below and below right of (@x, @y)
 * are empty, as paint_relief() reads them. */
static guint
relief_kind (CarcBoard *self,
             gint       x,
             gint       y)
{
  return (empty (self, x + 1, y) ? 1 : 0) | (empty (self, x, y + 1) ? 2 : 0) | (empty (self, x + 1, y + 1) ? 4 : 0);
}

/* Into @cr in device pixels when frames are drawn with cairo, else as
 * texture nodes into @snapshot. */
void
carc_board_draw_relief (CarcBoard   *self,
                        GtkSnapshot *snapshot,
                        cairo_t     *cr)
{
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double ts = carc_board_tile_size (self);
  double reach = ts * SHADOW + edge_height (ts);

  update_sprites (self);
  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile t;
      GdkTexture *sprite;
      double px, py, x, y;
      guint kind;

      if (!carc_board_placed_in_view (self, i, reach, &t, &px, &py))
        continue;
      /* Rim tiles only: (1, 2 or 3 with or without 4). */
      kind = relief_kind (self, t.x, t.y);
      if ((kind & 3) == 0)
        continue;
      sprite = self->relief[kind];
      x = round (px * scale);
      y = round (py * scale);
      if (cr != NULL)
        {
          cairo_set_source_surface (cr, g_object_get_data (G_OBJECT (sprite), "carc-surface"), x, y);
          cairo_paint (cr);
        }
      else
        gtk_snapshot_append_texture (snapshot, sprite,
                                     &GRAPHENE_RECT_INIT (x / scale, y / scale, gdk_texture_get_width (sprite) / scale,
                                                          gdk_texture_get_height (sprite) / scale));
    }
}
