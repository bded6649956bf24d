/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Gold Mines in the window: its switch in the new-game dialog, the
 * bars lying on the tiles, the question of the second bar (its tiles are
 * marked by the core, a faint bar on each; with one tile it goes there
 * unasked), the bars each player holds in the side panel and
 * the breakdown's line for them. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-drawing.h"
#include "carc-gold-bundle.h"
#include "carc-gold-panel.h"
#include "carc-gold.h"
#include "carc-tile-painter.h"

static const CarcScoreLineWords gold_score_lines[] = {
  /* TRANSLATORS: a line of the final scoring breakdown: the gold bars */
  { "gold", NC_("score category", "Gold") },
  { NULL },
};

/* One bar lying on a tile, a piece above the printed symbol: a bright
 * top, a front face and a dark outline, @w wide, its front's bottom
 * centred on @x, @y. */
static void
draw_bar (cairo_t *cr,
          double   x,
          double   y,
          double   w)
{
  double h = w * 0.36, top = w * 0.2, inset = w * 0.14;

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (1.0, w * 0.07));
  /* Its shadow on the tile. */
  cairo_rectangle (cr, x - w / 2 + w * 0.08, y - h + w * 0.08, w, h);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_move_to (cr, x - w / 2, y - h);
  cairo_line_to (cr, x - w / 2 + inset, y - h - top);
  cairo_line_to (cr, x + w / 2 - inset, y - h - top);
  cairo_line_to (cr, x + w / 2, y - h);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.97, 0.86, 0.45);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.17, 0.12, 0.09);
  cairo_stroke (cr);
  cairo_rectangle (cr, x - w / 2, y - h, w, h);
  cairo_set_source_rgb (cr, 0.89, 0.69, 0.24);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.17, 0.12, 0.09);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Where the bars of placed tile @tile lie, inside it: its bottom left
 * corner (the figures stand in the middle, a ghost or a hound never on a
 * gold game's tile), or the corner farthest from the tile's symbol (a
 * gold mine's), which the bars would hide. */
static void
bar_spot (CarcGame *game,
          guint     tile,
          double   *bx,
          double   *by)
{
  CarcPlacedTile t;
  double sx, sy;

  carc_game_get_placed (game, tile, &t);
  *bx = 0.2, *by = 0.9;
  if (carc_tile_painter_symbol_at (carc_game_get_tile_type (game, t.type), t.rotation, &sx, &sy))
    {
      *bx = sx < 0.5 ? 0.74 : 0.2;
      *by = sy > 0.5 ? 0.42 : 0.9;
    }
}

/* The bars on each tile, stacked. */
static void
draw_pieces (CarcGame             *game,
             const CarcBoardFrame *frame,
             cairo_t              *cr)
{
  CarcState *state = carc_game_peek_state (game);
  double ts = frame->tile_size;

  for (guint i = 0; i < carc_game_get_n_placed (game); i++)
    {
      guint bars = carc_gold_get_bars_on (state, i);
      CarcPlacedTile t;
      double px, py, bx, by;

      if (bars == 0)
        continue;
      carc_game_get_placed (game, i, &t);
      carc_board_frame_to_screen (frame, t.x, t.y, &px, &py);
      bar_spot (game, i, &bx, &by);
      for (guint b = 0; b < MIN (bars, 3u); b++)
        draw_bar (cr, px + ts * bx, py + ts * (by - 0.1 * b), ts * 0.26);
      if (bars > 3)
        carc_drawing_count (cr, px + ts * (bx + 0.2), py + ts * (by - 0.06), ts * 0.16, bars, 0.45, 0.3, 0.05);
    }
}

/* The second bar, faint, on every tile the core marks for it, where it
 * would lie on those there; bright on the one picked. */
static void
draw_decision (CarcGame             *game,
               const CarcBoardFrame *frame,
               cairo_t              *cr)
{
  CarcState *state = carc_game_peek_state (game);
  const CarcDecision *d = carc_state_get_decision (state);
  GListModel *choices = carc_game_get_choices (game);
  double ts = frame->tile_size;

  if (d->kind != CARC_DECISION_MODULE || !carc_game_get_person_decides (game)
      || g_strcmp0 (carc_setup_get_module (carc_game_get_setup (game), d->module), CARC_GOLD_MODULE) != 0)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);
      const CarcAction *a = carc_choice_get_action (choice);
      gint tile = carc_game_tile_at (game, a->x, a->y);
      gboolean picked = frame->picked != NULL && carc_action_equal (frame->picked, a);
      double px, py, bx, by;

      if (a->choice != CARC_GOLD_BAR || tile < 0)
        continue;
      carc_board_frame_to_screen (frame, a->x, a->y, &px, &py);
      bar_spot (game, (guint) tile, &bx, &by);
      cairo_push_group (cr);
      draw_bar (cr, px + ts * bx, py + ts * (by - 0.1 * MIN (carc_gold_get_bars_on (state, (guint) tile), 3u)),
                ts * 0.26);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, picked ? 1.0 : 0.55);
    }
}

/* One tile next to the gold tile: the bar goes there. */
static char *
taken_alone (CarcGame   *game,
             CarcChoice *only)
{
  /* TRANSLATORS: the Gold Mines: announced, one tile could take the second bar */
  return g_strdup (_("The second gold bar goes on the one tile next to the gold tile."));
}

static char *
question (CarcGame *game)
{
  /* TRANSLATORS: the Gold Mines' question after a gold tile is placed */
  return g_strdup (_("Put the second gold bar on a marked tile next to the gold tile."));
}

static const CarcBundle gold_bundle = {
  .module = CARC_GOLD_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("The Gold Mines"),
  .subtitle = N_("8 tiles; gold bars for the majorities"),
  .help_page = "rules-gold",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("After laying a gold mine tile, put a gold bar on it and another on a tile next to it, diagonals "
       "included."),
    N_("Whoever has the majority on a completed road, city or monastery takes the bars on its tiles (for "
       "a monastery, its tile and the eight around it); several players take them one at a time, from "
       "the player whose turn it is."),
  },
  .mini = TRUE,
  .panel_type = carc_gold_panel_get_type,
  .draw_pieces = draw_pieces,
  .draw_decision = draw_decision,
  .question = question,
  .taken_alone = taken_alone,
  .score_lines = gold_score_lines,
};

const CarcBundle *
carc_gold_bundle_get (void)
{
  return &gold_bundle;
}
