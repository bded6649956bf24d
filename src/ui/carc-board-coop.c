/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board's cooperative layer: ghost figures standing on tiles (drawn
 * with their number so it reads at any zoom), guards buried in
 * cemeteries, the hounds beside their guards, and the places the team's
 * current question lets it choose — tiles to calm ghosts on, cemeteries,
 * guards, cells for a face-down tile. */
#include "config.h"

#include <math.h>

#include "carc-board-private.h"
#include "carc-tile-painter.h"

static void
draw_count (cairo_t *cr,
            double   x,
            double   y,
            double   size,
            guint    count)
{
  char text[8];
  cairo_text_extents_t ext;

  g_snprintf (text, sizeof text, "%u", count);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, size / 2, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.14, 0.16, 0.28);
  cairo_fill (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 0.72);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_show_text (cr, text);
  /* The text leaves the current point at its end: whatever is drawn next
   * (a guard's spot) would start with a line from here. */
  cairo_new_path (cr);
}

void
carc_board_draw_coop (CarcBoard *self,
                      cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);
  guint n = carc_game_get_n_placed (self->game);

  if (carc_game_get_level (self->game) == 0)
    return;

  for (guint i = 0; i < n; i++)
    {
      guint ghosts = carc_game_get_ghosts (self->game, i);
      guint buried = carc_game_get_buried (self->game, i);
      CarcPlacedTile t;
      double px, py;

      if (ghosts == 0 && buried == 0)
        continue;
      carc_game_get_placed (self->game, i, &t);
      carc_board_to_screen (self, t.x, t.y, &px, &py);
      if (buried > 0)
        {
          GdkRGBA grey = { 0.45, 0.45, 0.45, 1 };

          carc_tile_painter_draw_meeple (cr, px + ts * 0.5, py + ts * 0.5, ts * 0.3, &grey, TRUE);
          if (buried > 1)
            draw_count (cr, px + ts * 0.64, py + ts * 0.62, ts * 0.15, buried);
        }
      if (ghosts > 0)
        {
          /* Up to 3 figures side by side in the tile's top right corner,
           * and the number beside them. */
          for (guint g = 0; g < MIN (ghosts, 3u); g++)
            carc_tile_painter_draw_ghost (cr, px + ts * (0.84 - 0.14 * g), py + ts * 0.2, ts * 0.24);
          draw_count (cr, px + ts * 0.86, py + ts * 0.4, ts * 0.17, ghosts);
        }
    }

  for (guint h = 0; h < 2; h++)
    {
      gint tile;
      CarcPlacedTile t;
      double px, py;

      if (carc_game_get_hound (self->game, h, NULL, &tile) != CARC_MISTS_HOUND_PLACED || tile < 0)
        continue;
      carc_game_get_placed (self->game, tile, &t);
      carc_board_to_screen (self, t.x, t.y, &px, &py);
      carc_tile_painter_draw_hound (cr, px + ts * (0.16 + 0.2 * h), py + ts * 0.84, ts * 0.2, h + 1);
    }
}

/* The answers that point at a guard: drawn and hit at its figure. */
static gboolean
is_guard_answer (const CarcAction *a)
{
  return a->choice == CARC_MISTS_BURY || a->choice == CARC_MISTS_HOUND_GUARD;
}

static gboolean
is_cell_answer (const CarcAction *a)
{
  return a->choice == CARC_MISTS_REMOVE_GHOSTS || a->choice == CARC_MISTS_CEMETERY_GHOST
         || a->choice == CARC_MISTS_HOUND_CLEAR || a->choice == CARC_MISTS_FACE_DOWN;
}

static gboolean
guard_anchor (CarcBoard        *self,
              const CarcAction *a,
              double           *px,
              double           *py)
{
  gint tile = carc_game_tile_at (self->game, a->x, a->y);
  CarcPlacedTile t;
  double ax, ay;

  if (tile < 0)
    return FALSE;
  carc_game_get_placed (self->game, tile, &t);
  if (!carc_tile_painter_anchor (carc_game_get_tile_type (self->game, t.type), t.rotation, a->segment, &ax, &ay))
    return FALSE;
  carc_board_to_screen (self, t.x + ax, t.y + ay, px, py);
  return TRUE;
}

void
carc_board_draw_answers (CarcBoard *self,
                         cairo_t   *cr)
{
  double ts = carc_board_tile_size (self);
  g_autoptr(GArray) feature = g_array_new (FALSE, FALSE, sizeof (guint));

  /* The completed feature the team decides about, framed in gold. */
  if (carc_game_get_pending_feature (self->game, NULL, feature))
    for (guint i = 0; i < feature->len; i++)
      {
        CarcPlacedTile t;
        double px, py;

        carc_game_get_placed (self->game, g_array_index (feature, guint, i), &t);
        carc_board_to_screen (self, t.x, t.y, &px, &py);
        cairo_rectangle (cr, px + 2, py + 2, ts - 4, ts - 4);
        cairo_set_source_rgba (cr, 1.0, 0.8, 0.15, 0.95);
        cairo_set_line_width (cr, 4);
        cairo_stroke (cr);
      }

  for (guint i = 0; self->answers != NULL && i < self->answers->len; i++)
    {
      const CarcAction *a = &g_array_index (self->answers, CarcAction, i);
      double px, py;

      if (is_cell_answer (a))
        {
          carc_board_to_screen (self, a->x, a->y, &px, &py);
          carc_board_mark_cell (self, cr, px, py, &(GdkRGBA) { 0.45, 0.8, 1.0, 0.95 }, 3);
        }
      else if (is_guard_answer (a) && guard_anchor (self, a, &px, &py))
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, ts * 0.2, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 0.45, 0.8, 1.0, 0.95);
          cairo_set_line_width (cr, 4);
          cairo_stroke (cr);
        }
    }
}

/* Answers the question with the choice at cell @x, @y (@fx, @fy inside
 * it): the tile itself, or the guard nearest the click on it. */
CarcError
carc_board_answer_at (CarcBoard *self,
                      gint       x,
                      gint       y,
                      double     fx,
                      double     fy)
{
  const CarcAction *best = NULL;
  double best_distance = G_MAXDOUBLE;
  double ts = carc_board_tile_size (self);

  for (guint i = 0; self->answers != NULL && i < self->answers->len; i++)
    {
      const CarcAction *a = &g_array_index (self->answers, CarcAction, i);
      double px, py, cx, cy, d;

      if (a->x != x || a->y != y)
        continue;
      if (is_cell_answer (a))
        {
          best = a;
          break;
        }
      if (!is_guard_answer (a) || !guard_anchor (self, a, &px, &py))
        continue;
      carc_board_to_screen (self, x + fx, y + fy, &cx, &cy);
      d = hypot (px - cx, py - cy);
      if (d < best_distance && d < ts * 0.6)
        {
          best = a;
          best_distance = d;
        }
    }
  if (best == NULL)
    return CARC_ERROR_MODULE_RULE;
  {
    CarcAction answer = *best;

    return carc_game_answer (self->game, &answer);
  }
}
