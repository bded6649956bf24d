/* SPDX-License-Identifier: GPL-3.0-or-later */

/* How the tiles lie on the table: each is a card of some thickness, lit
 * from the upper left as its art is.  Where a tile has no neighbour below,
 * its cut edge shows under it; where it has none to the right or below,
 * its shadow falls softly on the table.  So the board lies on the table,
 * and a hole in it reads as a gap between tiles, not as a square cut out
 * of a picture.
 *
 * Only the board's rim pays: gradient nodes, a few a tile there, drawn
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

/* A band of shadow over @r, dark at (@x0, @y0) and gone at (@x1, @y1). */
static void
band (GtkSnapshot           *snapshot,
      const graphene_rect_t *r,
      double                 x0,
      double                 y0,
      double                 x1,
      double                 y1)
{
  if (r->size.width <= 0 || r->size.height <= 0)
    return;
  gtk_snapshot_append_linear_gradient (snapshot, r, &GRAPHENE_POINT_INIT (x0, y0), &GRAPHENE_POINT_INIT (x1, y1),
                                       shadow_stops, G_N_ELEMENTS (shadow_stops));
}

/* The edge and the shadow of the tile at (@x, @y), whose square is at
 * @px, @py on screen. */
static void
draw_tile_relief (CarcBoard   *self,
                  GtkSnapshot *snapshot,
                  gint         x,
                  gint         y,
                  double       px,
                  double       py)
{
  double ts = carc_board_tile_size (self);
  double s = ts * SHADOW, off = s * OFFSET, e = edge_height (ts);
  gboolean right = empty (self, x + 1, y), below = empty (self, x, y + 1);
  gboolean corner = empty (self, x + 1, y + 1);
  /* The bottom of the tile's silhouette: its edge shows where nothing
   * lies below. */
  double bottom = py + ts + (below ? e : 0);

  if (!right && !below)
    return;
  if (right)
    {
      /* Down to where the shadow of the tile below takes over. */
      double end = !below && corner ? bottom + off : bottom;

      band (snapshot, &GRAPHENE_RECT_INIT (px + ts, py + off, s, end - py - off), px + ts, 0, px + ts + s, 0);
    }
  if (below)
    {
      double end = !right && corner ? px + ts + off : px + ts;

      band (snapshot, &GRAPHENE_RECT_INIT (px + off, bottom, end - px - off, s), 0, bottom, 0, bottom + s);
      gtk_snapshot_append_linear_gradient (snapshot, &GRAPHENE_RECT_INIT (px, py + ts, ts, e),
                                           &GRAPHENE_POINT_INIT (0, py + ts), &GRAPHENE_POINT_INIT (0, py + ts + e),
                                           edge_stops, G_N_ELEMENTS (edge_stops));
    }
  if (right && below && corner)
    gtk_snapshot_append_radial_gradient (snapshot, &GRAPHENE_RECT_INIT (px + ts, bottom, s, s),
                                         &GRAPHENE_POINT_INIT (px + ts, bottom), s, s, 0, 1,
                                         shadow_stops, G_N_ELEMENTS (shadow_stops));
}

void
carc_board_draw_relief (CarcBoard   *self,
                        GtkSnapshot *snapshot)
{
  double ts = carc_board_tile_size (self);
  double reach = ts * SHADOW + edge_height (ts);

  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile t;
      double px, py;

      if (carc_board_placed_in_view (self, i, reach, &t, &px, &py))
        draw_tile_relief (self, snapshot, t.x, t.y, px, py);
    }
}
