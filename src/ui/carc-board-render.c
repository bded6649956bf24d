/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board: every placed tile drawn from its data, the figures on it,
 * and the current decision — the cells where the tile in hand fits in any
 * rotation (with a ghost under the pointer or the keyboard cursor), or the
 * spots of the new tile where a meeple may go.
 *
 * The tiles are images rendered once (carc-board-textures.c), so a frame
 * only places them.  The widget never decides legality: it asks the game
 * and draws what it says. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "carc-board-private.h"
#include "carc-figure-painter.h"
#include "carc-words.h"
#include "carc-tile-geometry.h"
#include "carc-table-painter.h"
#include "carc-tile-painter.h"
#include "carc-theme.h"

const GdkRGBA *
carc_board_player_colour (CarcBoard *self,
                          guint      player,
                          GdkRGBA   *out)
{
  CarcPlayer *p = carc_game_get_player (self->game, player);

  return carc_figure_painter_colour (p != NULL ? carc_player_get_colour (p) : NULL, out);
}

/* The theme tiles are drawn in: the player's choice, else the one the
 * game's tile set names. */
const CarcTheme *
carc_board_get_theme (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), carc_theme_lookup (NULL));
  if (self->theme_name != NULL && self->theme_name[0] != '\0')
    return carc_theme_lookup (self->theme_name);
  return carc_theme_lookup (self->game != NULL ? carc_tile_set_get_theme (carc_game_get_tile_set (self->game))
                                               : NULL);
}

/* A style class names the board's theme, "theme-<id>", for a style
 * sheet to go with it. */
void
carc_board_update_theme_class (CarcBoard *self)
{
  for (guint i = 0; i < carc_theme_get_n (); i++)
    {
      g_autofree char *name = g_strdup_printf ("theme-%s", carc_theme_get (i)->id);

      if (carc_theme_get (i) == carc_board_get_theme (self))
        gtk_widget_add_css_class (GTK_WIDGET (self), name);
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), name);
    }
}

/* A square of @side at @x, @y with corners rounded by @r. */
static void
rounded_square (cairo_t *cr,
                double   x,
                double   y,
                double   side,
                double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + side - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + side - r, y + side - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + side - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A cell the player may choose: a slot of light in @colour, inset with
 * rounded corners so that it never passes for a tile, its rim brighter
 * than its middle, with a frame @width pixels wide over a dark line that
 * shows it on a pale table too. */
void
carc_board_mark_cell (CarcBoard     *self,
                      cairo_t       *cr,
                      double         px,
                      double         py,
                      const GdkRGBA *colour,
                      double         width)
{
  double ts = carc_board_tile_size (self);
  double inset = MAX (width + 1, round (ts * 0.05)), side = ts - 2 * inset, r = ts * 0.1;
  double glow = MAX (ts * 0.12, 2);

  rounded_square (cr, px + inset, py + inset, side, r);
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, 0.26 * colour->alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35 * colour->alpha);
  cairo_set_line_width (cr, width + 2);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  /* The rim's glow inside the frame, fading inwards: bands one over
   * another, each narrower. */
  for (guint k = 1; k <= 3; k++)
    {
      double band = glow * k / 3;

      rounded_square (cr, px + inset + band / 2, py + inset + band / 2, side - band, MAX (r - band / 2, 0));
      cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, 0.12 * colour->alpha);
      cairo_set_line_width (cr, band);
      cairo_stroke (cr);
    }
}

/* A tile's square with its sides on whole device pixels, each shared
 * with the neighbour's: no seam of the table shows between two tiles, as
 * it would where both squares cover a pixel's column in part. */
static graphene_rect_t
snapped (CarcBoard *self,
         double     px,
         double     py,
         double     ts)
{
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double x0 = round (px * scale) / scale, y0 = round (py * scale) / scale;
  double x1 = round ((px + ts) * scale) / scale, y1 = round ((py + ts) * scale) / scale;

  return GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0);
}

/* The @i-th placed tile in @t and where it lies on screen, (@px, @py):
 * FALSE when it lies out of view, by more than @reach pixels. */
gboolean
carc_board_placed_in_view (CarcBoard      *self,
                           guint           i,
                           double          reach,
                           CarcPlacedTile *t,
                           double         *px,
                           double         *py)
{
  double ts = carc_board_tile_size (self);

  carc_game_get_placed (self->game, i, t);
  carc_board_to_screen (self, t->x, t->y, px, py);
  return *px + ts + reach >= 0 && *py + ts + reach >= 0 && *px <= gtk_widget_get_width (GTK_WIDGET (self))
         && *py <= gtk_widget_get_height (GTK_WIDGET (self));
}

/* Thin lines along the borders of placed tiles, when the player wants
 * the grid: each border once, between the tile and its right or lower
 * side. */
static void
draw_grid (CarcBoard *self,
           cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);
  guint n = carc_game_get_n_placed (self->game);

  for (guint i = 0; i < n; i++)
    {
      CarcPlacedTile t;
      graphene_rect_t r;
      double px, py;

      if (!carc_board_placed_in_view (self, i, 1, &t, &px, &py))
        continue;
      r = snapped (self, px, py, ts);
      cairo_rectangle (cr, r.origin.x + 0.5, r.origin.y + 0.5, r.size.width, r.size.height);
    }
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* Whether frames are drawn with cairo, not on the graphics card: GSK's
 * cairo renderer copies a texture's pixels out again in every frame, so
 * there the tiles are painted from their cairo surfaces instead. */
static gboolean
drawn_with_cairo (CarcBoard *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));

  return native != NULL && GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native));
}

/* Paints @texture's surface over @r in device pixels, copied where it is
 * of the square's size (it is but for a stand-in). */
static void
paint_tile (cairo_t               *cr,
            GdkTexture            *texture,
            const graphene_rect_t *r,
            double                 scale)
{
  cairo_surface_t *surface = g_object_get_data (G_OBJECT (texture), "carc-surface");
  double w = round (r->size.width * scale), side = gdk_texture_get_width (texture);

  cairo_save (cr);
  cairo_translate (cr, round (r->origin.x * scale), round (r->origin.y * scale));
  cairo_rectangle (cr, 0, 0, w, round (r->size.height * scale));
  cairo_scale (cr, w / side, w / side);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), side == w ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
  /* A stand-in scaled: its edge pixels run on, or the table would show
   * through its blended border. */
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void draw_table (CarcBoard *self,
                        GtkSnapshot *snapshot,
                        cairo_t *cr,
                        double w,
                        double h);

/* The table, the tiles' relief on it and the tiles: with cairo all in one
 * node, since GSK's cairo renderer draws each node into a surface of its
 * own first.  That node, in the widget's units, for what goes over the
 * tiles; NULL without cairo. */
static cairo_t *
draw_ground (CarcBoard   *self,
             GtkSnapshot *snapshot)
{
  double ts = carc_board_tile_size (self);
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  guint n = carc_game_get_n_placed (self->game);
  cairo_t *cr = NULL;

  if (drawn_with_cairo (self))
    {
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      cairo_save (cr);
      cairo_scale (cr, 1 / scale, 1 / scale);
    }
  draw_table (self, snapshot, cr, w, h);
  carc_board_draw_relief (self, snapshot, cr);
  for (guint i = 0; i < n; i++)
    {
      CarcPlacedTile t;
      graphene_rect_t r;
      GdkTexture *texture;
      double px, py;

      if (!carc_board_placed_in_view (self, i, 0, &t, &px, &py))
        continue;
      r = snapped (self, px, py, ts);
      texture = carc_board_tile_texture (self, t.face_down ? G_MAXUINT16 : t.type, t.rotation, t.x, t.y);
      if (cr != NULL)
        paint_tile (cr, texture, &r, scale);
      else
        gtk_snapshot_append_texture (snapshot, texture, &r);
    }
  if (cr != NULL)
    cairo_restore (cr);
  return cr;
}

/* The ground, the tile just placed settling into its place over it
 * (carc-board-motion.c); the ground's node for what goes over it, as
 * draw_ground(), unless a tile settles. */
static cairo_t *
draw_ground_in_motion (CarcBoard   *self,
                       GtkSnapshot *snapshot)
{
  GtkSnapshot *tiles;
  g_autoptr(GskRenderNode) node = NULL;
  cairo_t *cr;
  gint x, y;

  if (!carc_board_motion_get_settling (self->motion, &x, &y) || carc_game_tile_at (self->game, x, y) < 0)
    return draw_ground (self, snapshot);
  if (drawn_with_cairo (self))
    {
      CarcPlacedTile t;
      GdkTexture *texture;

      /* In the ground's node: one node, one surface of the whole view. */
      cr = draw_ground (self, snapshot);
      carc_game_get_placed (self->game, carc_game_tile_at (self->game, x, y), &t);
      texture = carc_board_tile_texture (self, t.face_down ? G_MAXUINT16 : t.type, t.rotation, t.x, t.y);
      carc_board_motion_paint_settling (self->motion, cr, g_object_get_data (G_OBJECT (texture), "carc-surface"),
                                        gdk_texture_get_width (texture));
      return cr;
    }
  tiles = gtk_snapshot_new ();
  cr = draw_ground (self, tiles);
  if (cr != NULL)
    cairo_destroy (cr);
  node = gtk_snapshot_free_to_node (tiles);
  if (node == NULL)
    return NULL;
  gtk_snapshot_append_node (snapshot, node);
  carc_board_motion_draw_settling (self->motion, snapshot, node);
  return NULL;
}

/* A figure lies down in a field where its look says so (a farmer);
 * others stand (a pig on its legs). */
static gboolean
lying (const CarcTileType   *type,
       guint                 segment,
       const CarcFigureLook *look)
{
  return type->segments[segment].kind == CARC_FEATURE_FIELD && look->lies;
}

/* A figure's height on the board, in tiles: big enough to read on the
 * whole board in view. */
#define FIGURE_SIZE 0.34

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
      const CarcFigureLook *look;
      double ax, ay, px, py;
      GdkRGBA colour;

      guint same = 0;

      carc_game_get_figure (self->game, i, &f);
      carc_game_get_placed (self->game, f.tile, &t);
      tt = carc_game_get_tile_type (self->game, t.type);
      if (!carc_tile_geometry_anchor (tt, t.rotation, f.segment, &ax, &ay))
        continue;
      look = carc_words_figure_look (self->game, f.figure);
      /* Figures on one spot (a crop circle's added meeple) stand side by
       * side, each a little to the right of the one before. */
      for (guint j = 0; j < i; j++)
        {
          CarcFigureInfo g;

          carc_game_get_figure (self->game, j, &g);
          same += g.tile == f.tile && g.segment == f.segment && g.player != CARC_NEUTRAL;
        }
      if (f.player != CARC_NEUTRAL)
        ax += 0.13 * same, ay += 0.03 * same;
      /* A neutral figure stands aside its spot, where a meeple may be. */
      if (f.player == CARC_NEUTRAL)
        ax += 0.16, ay -= 0.1;
      /* One in a building (a monk) stands at its door, in front of it,
       * not over the building it keeps. */
      else if (carc_tile_geometry_shape (tt->segments[f.segment].kind) == CARC_TILE_SHAPE_BUILDING)
        ay += 0.17;
      carc_board_to_screen (self, t.x + ax, t.y + ay, &px, &py);
      carc_figure_painter_draw_on_board (cr, px, py, ts * FIGURE_SIZE * look->scale,
                                       f.player == CARC_NEUTRAL
                                       ? carc_figure_painter_colour (look->colour, &colour)
                                       : carc_board_player_colour (self, f.player, &colour),
                                       look->drawing, lying (tt, f.segment, look));
    }
}

/* A small clockwise arrow centred on @x, @y: "fits when turned". */
static void
draw_turn_hint (cairo_t *cr,
                double   x,
                double   y,
                double   radius)
{
  double head = radius * 0.55;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, -G_PI, G_PI / 2);
  cairo_set_line_width (cr, MAX (radius * 0.28, 1.5));
  cairo_stroke (cr);
  cairo_move_to (cr, x - head, y + radius);
  cairo_line_to (cr, x + head * 0.45, y + radius - head);
  cairo_line_to (cr, x + head * 0.45, y + radius + head);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* Whether cell (@x, @y) touches a placed tile: where the pointer may be
 * aiming to place one.  Out on the table the pointer shows nothing, not
 * a red square that follows it about. */
static gboolean
beside_the_board (CarcBoard *self,
                  gint       x,
                  gint       y)
{
  return carc_game_tile_at (self->game, x + 1, y) >= 0 || carc_game_tile_at (self->game, x - 1, y) >= 0
         || carc_game_tile_at (self->game, x, y + 1) >= 0 || carc_game_tile_at (self->game, x, y - 1) >= 0;
}

static void
draw_placement_hints (CarcBoard   *self,
                      GtkSnapshot *snapshot,
                      cairo_t     *cr)
{
  double ts = carc_board_tile_size (self);
  gint gx = G_MININT, gy = G_MININT;
  gboolean ghost = carc_board_ghost_cell (self, &gx, &gy);
  guint tile = carc_game_get_tile (self->game);

  /* Every cell where the tile fits is marked, so a legal place is never
   * hidden by the way the tile happens to be turned: those where it fits
   * as turned now as before, those where it fits only turned otherwise
   * fainter and with a turning arrow (but under the ghost, which shows
   * the tile turned). */
  for (guint i = 0; i < self->cells->len; i++)
    {
      const CarcBoardCell *c = &g_array_index (self->cells, CarcBoardCell, i);
      double px, py;

      carc_board_to_screen (self, c->x, c->y, &px, &py);
      if (c->rotations & (1u << self->rotation))
        carc_board_mark_cell (self, cr, px, py, &(GdkRGBA) { 1, 0.96, 0.82, 0.72 }, 2);
      else
        {
          /* A faint slot with an outline: many cells fit turned, and they
           * must not crowd the board. */
          double inset = MAX (2, round (ts * 0.05));

          rounded_square (cr, px + inset, py + inset, ts - 2 * inset, ts * 0.1);
          cairo_set_source_rgba (cr, 1, 0.96, 0.82, 0.14);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
          cairo_set_line_width (cr, 3);
          cairo_stroke_preserve (cr);
          cairo_set_source_rgba (cr, 1, 0.96, 0.82, 0.45);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
          if (!ghost || c->x != gx || c->y != gy)
            draw_turn_hint (cr, px + ts / 2, py + ts / 2, ts * 0.09);
        }
    }

  /* The ghost shows the tile as a click or Enter would place it there
   * (none while a computer player decides: the click is not the person's). */
  if (ghost && carc_game_get_person_decides (self->game) && carc_game_tile_at (self->game, gx, gy) < 0
      && tile != G_MAXUINT && (self->cursor_active || beside_the_board (self, gx, gy)))
    {
      gint rotation = carc_board_fitting_rotation (self, gx, gy);
      gboolean legal = rotation >= 0;
      double px, py;
      cairo_t *outline;

      carc_board_to_screen (self, gx, gy, &px, &py);
      if (legal || self->cursor_active)
        {
          gtk_snapshot_push_opacity (snapshot, legal ? 0.8 : 0.45);
          gtk_snapshot_append_texture (snapshot, carc_board_tile_texture (self, tile, legal ? (guint) rotation : self->rotation, gx, gy),
                                       &GRAPHENE_RECT_INIT (px, py, ts, ts));
          gtk_snapshot_pop (snapshot);
        }
      /* The outline goes over the tile, so that the ghost never passes
       * for a placed tile: dark inside, bright outside; a hint's cell in
       * green (the last tile placed has the yellow one). */
      outline = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (px - 4, py - 4, ts + 8, ts + 8));
      cairo_rectangle (outline, px + 3, py + 3, ts - 6, ts - 6);
      cairo_set_source_rgba (outline, 0, 0, 0, 0.45);
      cairo_set_line_width (outline, 2);
      cairo_stroke (outline);
      cairo_rectangle (outline, px + 0.5, py + 0.5, ts - 1, ts - 1);
      if (!legal)
        cairo_set_source_rgba (outline, 0.85, 0.15, 0.1, 0.95);
      else if (self->hint_shown && gx == self->hint_x && gy == self->hint_y)
        cairo_set_source_rgba (outline, 0.2, 0.85, 0.4, 1.0);
      else
        cairo_set_source_rgba (outline, 0.2, 0.55, 1.0, 1.0);
      cairo_set_line_width (outline, 4);
      cairo_stroke (outline);
      cairo_destroy (outline);
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
  gint hovered = -1;
  const CarcFigureLook *look;

  if (last < 0)
    return;
  carc_game_get_placed (self->game, last, &t);
  tt = carc_game_get_tile_type (self->game, t.type);
  look = carc_words_figure_look (self->game, carc_board_get_figure_kind (self));
  carc_board_player_colour (self, carc_game_get_figure_colours (self->game) != 0
                                  ? carc_board_get_figure_colour (self)
                                  : carc_game_get_current_player (self->game), &colour);
  /* The spot under the pointer, as a click there would choose it. */
  if (self->hover_valid && !self->cursor_active)
    {
      double bx, by;

      carc_board_to_board (self, self->hover_x, self->hover_y, &bx, &by);
      hovered = carc_board_spot_at (self, tt, t.rotation, bx - t.x, by - t.y);
    }
  for (guint i = 0; i < self->figure_options->len; i++)
    {
      const CarcAction *a = carc_choice_get_action (g_ptr_array_index (self->figure_options, i));
      gboolean chosen = (i == self->option_index && self->cursor_active) || (gint) a->segment == hovered;
      double ax, ay, px, py;

      if (!carc_tile_geometry_anchor (tt, t.rotation, a->segment, &ax, &ay))
        continue;
      carc_board_to_screen (self, t.x + ax, t.y + ay, &px, &py);
      /* A white disc with a pale meeple: "a meeple can go here"; the
       * one the pointer or the keys are on bolder, and ringed so that it
       * stands out among spots close together. */
      if (chosen)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, ts * SPOT_RADIUS + 5, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
          cairo_set_line_width (cr, 6);
          cairo_stroke_preserve (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 1);
          cairo_set_line_width (cr, 2.5);
          cairo_stroke (cr);
        }
      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, ts * SPOT_RADIUS, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, chosen ? 0.9 : 0.7);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 1);
      cairo_set_line_width (cr, chosen ? 4 : 2);
      cairo_stroke (cr);
      colour.alpha = chosen ? 0.9 : 0.6;
      carc_figure_painter_draw_figure (cr, px, py + ts * 0.01, ts * 0.17 * MIN (look->scale, 1.15), &colour,
                                       look->drawing, lying (tt, a->segment, look));
      colour.alpha = 1;
    }
}

/* Where a choice of a figure's spot points: the segment's spot on the
 * tile at the choice's cell, in widget pixels. */
gboolean
carc_board_segment_anchor (CarcBoard *self,
                           gint       x,
                           gint       y,
                           guint      segment,
                           double    *px,
                           double    *py)
{
  gint tile;
  CarcPlacedTile t;
  double ax, ay;

  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (self->game == NULL || (tile = carc_game_tile_at (self->game, x, y)) < 0)
    return FALSE;
  carc_game_get_placed (self->game, tile, &t);
  if (!carc_tile_geometry_anchor (carc_game_get_tile_type (self->game, t.type), t.rotation, segment, &ax, &ay))
    return FALSE;
  carc_board_to_screen (self, t.x + ax, t.y + ay, px, py);
  return TRUE;
}

/* A module's choices that point at the board, by their declared target:
 * cells and tiles marked, segments circled at their spot. */
static void
draw_module_targets (CarcBoard *self,
                     cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);

  for (guint i = 0; i < self->targets->len; i++)
    {
      CarcChoice *choice = g_ptr_array_index (self->targets, i);
      const CarcAction *a = carc_choice_get_action (choice);
      double px, py;

      /* The one the keys picked stands out. */
      gboolean picked = self->target_shown && i == self->option_index;

      if (carc_choice_get_target (choice) != CARC_TARGET_SEGMENT)
        {
          carc_board_to_screen (self, a->x, a->y, &px, &py);
          carc_board_mark_cell (self, cr, px, py, picked ? &(GdkRGBA) { 1.0, 1.0, 1.0, 1.0 }
                                                       : &(GdkRGBA) { 0.45, 0.8, 1.0, 0.95 }, picked ? 5 : 3);
        }
      else if (carc_board_segment_anchor (self, a->x, a->y, a->segment, &px, &py))
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, ts * 0.2, 0, 2 * G_PI);
          if (picked)
            cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 1.0);
          else
            cairo_set_source_rgba (cr, 0.45, 0.8, 1.0, 0.95);
          cairo_set_line_width (cr, picked ? 6 : 4);
          cairo_stroke (cr);
        }
    }
}

/* The table a board is laid on is this many tiles high (and
 * CARC_TABLE_ASPECT times as many across) before it repeats: it pans and
 * zooms with them. */
#define TABLE_TILES 4

/* The table's height at the size TABLE_TILES tiles take on screen, in
 * device pixels. */
static gint
table_side (CarcBoard *self)
{
  gint scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  return MAX ((gint) round (carc_board_tile_size (self) * TABLE_TILES * scale), 16);
}

static void
render_table (CarcBoard *self)
{
  gint side = table_side (self);
  cairo_t *cr;

  g_clear_pointer (&self->table, cairo_surface_destroy);
  /* Opaque, so that cairo copies it instead of blending. */
  self->table = cairo_image_surface_create (CAIRO_FORMAT_RGB24, side * CARC_TABLE_ASPECT, side);
  cr = cairo_create (self->table);
  cairo_scale (cr, side, side);
  carc_table_painter_draw (cr, carc_board_get_theme (self));
  cairo_destroy (cr);
  cairo_surface_flush (self->table);
  self->table_theme = carc_board_get_theme (self);
}

/* The table under the tiles, in the theme's wood or paper: one piece
 * rendered at its size on screen in device pixels when the theme or the
 * zoom changes (out of the frame's budget for tile textures), and
 * repeated from a whole pixel, so that a frame only copies it.  A cairo
 * surface, not a texture: GSK's cairo renderer would download a texture
 * again in every frame, and a scaled pattern costs several times a
 * copy.  Into @cr in device pixels if given, else a node of its own. */
static void
draw_table (CarcBoard   *self,
            GtkSnapshot *snapshot,
            cairo_t     *cr,
            double       w,
            double       h)
{
  gint scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  gint side = table_side (self);
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  cairo_t *node = NULL;
  double ox, oy, stretch;

  /* In the first frame at a new size, the table of the size before
   * stretched: it is rendered between frames (redraw_cb()), or in the
   * next frame if none came between. */
  if (self->table == NULL || self->table_theme != carc_board_get_theme (self)
      || (cairo_image_surface_get_height (self->table) != side && self->table_stretched))
    render_table (self);
  stretch = cairo_image_surface_get_height (self->table) / (double) side;
  self->table_stretched = stretch != 1;
  if (stretch != 1)
    self->frame_partial = TRUE;
  /* From where the board's origin is, on a whole device pixel. */
  carc_board_to_screen (self, 0, 0, &ox, &oy);
  if (cr == NULL)
    {
      cr = node = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      cairo_scale (cr, 1.0 / scale, 1.0 / scale);
    }
  cairo_save (cr);
  pattern = cairo_pattern_create_for_surface (self->table);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, stretch != 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST);
  cairo_matrix_init_scale (&matrix, stretch, stretch);
  cairo_matrix_translate (&matrix, -round (ox * scale), -round (oy * scale));
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);
  if (node != NULL)
    cairo_destroy (node);
}

static gboolean
redraw_cb (gpointer data)
{
  CarcBoard *self = data;
  gint64 deadline = g_get_monotonic_time () + CARC_BOARD_RENDER_BUDGET_US;

  /* The table at its size, and the textures the last frame stood in
   * for, a frame's budget at a time between frames; then a frame to show
   * them. */
  if (self->table != NULL && cairo_image_surface_get_height (self->table) != table_side (self))
    render_table (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (carc_board_render_textures (self, self->pending, deadline))
    return G_SOURCE_CONTINUE;
  self->redraw_source = 0;
  return G_SOURCE_REMOVE;
}

void
carc_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  CarcBoard *self = CARC_BOARD (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double ts = carc_board_tile_size (self);
  gint last;
  CarcBoardFrame frame;
  cairo_t *cr;

  if (self->game == NULL)
    return;
  self->render_deadline = g_get_monotonic_time () + CARC_BOARD_RENDER_BUDGET_US;
  self->frame_partial = FALSE;
  /* What goes over the tiles, in the ground's node where it has one
   * (each node of its own costs the whole view again with cairo). */
  cr = draw_ground_in_motion (self, snapshot);
  if (cr == NULL)
    cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  carc_board_draw_fog_seams (self, cr);
  if (self->show_grid)
    draw_grid (self, cr);

  /* The last tile placed. */
  last = carc_game_get_last_placed (self->game);
  if (last >= 0)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (self->game, last, &t);
      carc_board_to_screen (self, t.x, t.y, &px, &py);
      /* A warm glow inside its edge, brightest at the edge, rounded at
       * the corners: it marks the tile without boxing it in. */
      for (guint k = 0; k < 3; k++)
        {
          double inset = 1.5 + 2.5 * k;

          rounded_square (cr, px + inset, py + inset, ts - 2 * inset, MAX (ts * 0.06 - inset * 0.5, 1));
          cairo_set_source_rgba (cr, 1.0, 0.84, 0.25, (k == 0 ? 0.95 : 0.32) / (1 + k));
          cairo_set_line_width (cr, k == 0 ? 3 : 4);
          cairo_stroke (cr);
        }
    }

  /* The modules' pieces under the figures: a figure standing among them
   * stays whole. */
  carc_board_get_frame (self, &frame);
  for (guint i = 0; i < self->n_bundles; i++)
    if (self->bundles[i]->draw_pieces != NULL)
      self->bundles[i]->draw_pieces (self->game, &frame, cr);
  draw_figures (self, cr);
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    draw_figure_targets (self, cr);
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    draw_module_targets (self, cr);
  /* What a module's question concerns, and a module's own places in the
   * figure step (a flying machine): over the core's marks, which a
   * bundle's own drawing of its answers (a bar, a ferry) goes on. */
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE
      || carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    for (guint i = 0; i < self->n_bundles; i++)
      if (self->bundles[i]->draw_decision != NULL)
        self->bundles[i]->draw_decision (self->game, &frame, cr);
  /* The cells' marks go on last in this node, the ghost tile's nodes
   * over it (a node of its own would cost the whole view again). */
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE)
    draw_placement_hints (self, snapshot, cr);
  cairo_destroy (cr);

  /* Points over everything. */
  carc_board_motion_draw_labels (self->motion, snapshot);

  /* Render what was left between frames; once a frame needed no
   * stand-in, the textures of earlier sizes are let go. */
  if (self->frame_partial && self->redraw_source == 0)
    self->redraw_source = g_idle_add (redraw_cb, self);
  else if (!self->frame_partial)
    g_hash_table_remove_all (self->stale_textures);
}

void
carc_board_set_theme (CarcBoard  *self,
                      const char *theme)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (g_strcmp0 (self->theme_name != NULL ? self->theme_name : "", theme != NULL ? theme : "") == 0)
    return;
  g_free (self->theme_name);
  self->theme_name = g_strdup (theme);
  /* The other theme's textures would only take memory now. */
  g_hash_table_remove_all (self->textures);
  g_hash_table_remove_all (self->stale_textures);
  g_hash_table_remove_all (self->pending);
  carc_board_render_hand_ahead (self);
  carc_board_update_theme_class (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), carc_board_properties[PROP_THEME]);
}

gboolean
carc_board_get_show_grid (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  return self->show_grid;
}

void
carc_board_set_show_grid (CarcBoard *self,
                          gboolean   show_grid)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  show_grid = !!show_grid;
  if (self->show_grid == show_grid)
    return;
  self->show_grid = show_grid;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), carc_board_properties[PROP_SHOW_GRID]);
}
