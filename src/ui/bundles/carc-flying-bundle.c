/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Flying Machines in the window: its switch in the new-game dialog;
 * in the figure step of a machine's tile, a ring on the machine (a click
 * there puts the chosen figure on it) and the three cells it may fly to;
 * after the roll, the die's face on the machine's tile and the cell it
 * sent the figure to, and the question of where to land when the tile
 * there offers several places (the core marks them). */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "carc-flying-bundle.h"
#include "carc-flying.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"
#include "carc-words.h"

/* The machine's place on the tile just placed, in board units. */
static gboolean
machine_at (CarcGame *game,
            double   *x,
            double   *y)
{
  gint last = carc_game_get_last_placed (game);
  CarcPlacedTile t;

  if (last < 0)
    return FALSE;
  carc_game_get_placed (game, last, &t);
  if (!carc_tile_painter_symbol_at (carc_game_get_tile_type (game, t.type), t.rotation, x, y))
    return FALSE;
  *x += t.x;
  *y += t.y;
  return carc_tile_type_has_symbol (carc_game_get_tile_type (game, t.type), CARC_MARK ("flying-machine"));
}

/* The listed flight of the figure kind the board has chosen (the game
 * owns it). */
static CarcChoice *
flight (CarcGame             *game,
        const CarcBoardFrame *frame)
{
  CarcAction a = { .kind = CARC_ACTION_PLACE_FIGURE, .segment = CARC_SEGMENT_PICTURE,
                   .figure = frame->figure_kind };
  gint last = carc_game_get_last_placed (game);
  CarcPlacedTile t;

  if (last < 0 || carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE || !carc_game_get_person_decides (game))
    return NULL;
  carc_game_get_placed (game, last, &t);
  a.x = t.x, a.y = t.y;
  return carc_game_find_choice (game, &a);
}

/* A die's face with @pips (1 to 3) centred on @x, @y. */
static void
draw_die (cairo_t *cr,
          double   x,
          double   y,
          double   size,
          guint    pips)
{
  static const double spots[3][3][2] = {
    { { 0, 0 } },
    { { -0.22, -0.22 }, { 0.22, 0.22 } },
    { { -0.24, -0.24 }, { 0, 0 }, { 0.24, 0.24 } },
  };
  double r = size * 0.18;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x - size / 2 + r, y - size / 2 + r, r, G_PI, 1.5 * G_PI);
  cairo_arc (cr, x + size / 2 - r, y - size / 2 + r, r, 1.5 * G_PI, 2 * G_PI);
  cairo_arc (cr, x + size / 2 - r, y + size / 2 - r, r, 0, 0.5 * G_PI);
  cairo_arc (cr, x - size / 2 + r, y + size / 2 - r, r, 0.5 * G_PI, G_PI);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.93);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.17, 0.12, 0.09);
  cairo_set_line_width (cr, MAX (1.0, size * 0.07));
  cairo_stroke (cr);
  for (guint i = 0; i < pips && pips <= 3; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + spots[pips - 1][i][0] * size, y + spots[pips - 1][i][1] * size, size * 0.09, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

/* A cell the flight may end on, or ended on: a dashed square. */
static void
mark_cell (const CarcBoardFrame *frame,
           cairo_t              *cr,
           gint                  x,
           gint                  y,
           double                alpha)
{
  double ts = frame->tile_size, px, py;
  const double dash[] = { 6, 4 };

  carc_board_frame_to_screen (frame, x, y, &px, &py);
  cairo_rectangle (cr, px + ts * 0.12, py + ts * 0.12, ts * 0.76, ts * 0.76);
  cairo_set_source_rgba (cr, 0.38, 0.65, 0.95, alpha);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* This turn's roll: the die on the machine's tile, and where it sent the
 * figure. */
static void
draw_pieces (CarcGame             *game,
             const CarcBoardFrame *frame,
             cairo_t              *cr)
{
  gint x, y;
  guint roll = carc_flying_get_roll (carc_game_peek_state (game), &x, &y);
  double mx, my, px, py, ts = frame->tile_size;

  if (roll == 0 || !machine_at (game, &mx, &my))
    return;
  mark_cell (frame, cr, x, y, 0.9);
  /* Nowhere to land: a cross where it would have. */
  if (carc_flying_failed (carc_game_peek_state (game)))
    {
      carc_board_frame_to_screen (frame, x + 0.5, y + 0.5, &px, &py);
      cairo_move_to (cr, px - ts * 0.18, py - ts * 0.18);
      cairo_line_to (cr, px + ts * 0.18, py + ts * 0.18);
      cairo_move_to (cr, px + ts * 0.18, py - ts * 0.18);
      cairo_line_to (cr, px - ts * 0.18, py + ts * 0.18);
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
      cairo_set_line_width (cr, MAX (2.0, ts * 0.06));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
    }
  carc_board_frame_to_screen (frame, mx, my, &px, &py);
  draw_die (cr, px + ts * 0.16, py - ts * 0.16, ts * 0.22, roll);
}

/* In the figure step: the machine ringed, and the cells 1 to 3 away. */
static void
draw_decision (CarcGame             *game,
               const CarcBoardFrame *frame,
               cairo_t              *cr)
{
  CarcChoice *choice = flight (game, frame);
  double mx, my, px, py, ts = frame->tile_size;

  if (choice == NULL || !machine_at (game, &mx, &my))
    return;
  for (guint d = 1; d <= 3; d++)
    {
      gint x, y;

      if (carc_flying_target (carc_game_peek_state (game), d, &x, &y))
        mark_cell (frame, cr, x, y, 0.35 + 0.1 * d);
    }
  carc_board_frame_to_screen (frame, mx, my, &px, &py);
  cairo_new_sub_path (cr);
  cairo_arc (cr, px, py, ts * 0.17, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.38, 0.65, 0.95, 0.95);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
}

/* A click on the machine puts the chosen figure on it. */
static CarcChoice *
choice_at (CarcGame             *game,
           const CarcBoardFrame *frame,
           gint                  x,
           gint                  y,
           double                fx,
           double                fy)
{
  CarcChoice *choice = flight (game, frame);
  g_autoptr(GArray) options = NULL;
  CarcPlacedTile t;
  double mx, my, to_machine;

  if (choice == NULL || !machine_at (game, &mx, &my) || (to_machine = hypot (x + fx - mx, y + fy - my)) >= 0.18)
    return NULL;
  /* A figure's spot nearer the click takes it. */
  carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
  options = carc_game_list_figure_options (game);
  for (guint i = 0; i < options->len; i++)
    {
      const CarcAction *a = &g_array_index (options, CarcAction, i);
      double ax, ay;

      if (a->segment != CARC_SEGMENT_PICTURE
          && carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, a->segment, &ax, &ay)
          && hypot (x + fx - t.x - ax, y + fy - t.y - ay) < to_machine)
        return NULL;
    }
  return choice;
}

static char *
question (CarcGame *game)
{
  guint roll = carc_flying_get_roll (carc_game_peek_state (game), NULL, NULL);

  /* TRANSLATORS: Flying Machines: %u is the die's face (1 to 3) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The die shows %u: the figure flew %u cell. Choose where it "
                                       "lands (marked).", "The die shows %u: the figure flew %u cells. Choose where "
                                       "it lands (marked).", roll), roll, roll);
}

/* In the figure step of a machine's tile, how to fly. */
static char *
status (CarcGame *game)
{
  g_autoptr(GArray) options = NULL;
  gboolean flies = FALSE;

  if (carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE || !carc_game_get_person_decides (game))
    return NULL;
  options = carc_game_list_figure_options (game);
  for (guint i = 0; i < options->len; i++)
    flies |= g_array_index (options, CarcAction, i).segment == CARC_SEGMENT_PICTURE;
  if (!flies)
    return NULL;
  /* TRANSLATORS: the Flying Machines' figure step; %s is the player */
  return g_strdup_printf (_("%s: place a meeple, or click the machine to fly one"),
                          carc_words_player_name (game, carc_game_get_player (game, carc_game_get_current_player (game))));
}

/* The flight, named for a hint. */
static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  const CarcAction *a = carc_choice_get_action (choice);

  if (a->kind != CARC_ACTION_PLACE_FIGURE || a->segment != CARC_SEGMENT_PICTURE)
    return NULL;
  /* TRANSLATORS: the Flying Machines: a hint to put the figure on the
   * machine (a click on it) */
  return g_strdup (_("Put the Figure on the Flying Machine"));
}

static const CarcBundle flying_bundle = {
  .module = CARC_FLYING_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("The Flying Machines"),
  .subtitle = N_("8 tiles; a meeple may fly 1 to 3 cells by the die"),
  .help_page = "rules-flying",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("A flying machine points a way: along an edge or to a corner. Instead of putting your meeple on "
       "the tile you laid, you may put it on the machine."),
    N_("The die is thrown at once: the meeple flies 1, 2 or 3 cells the way the machine points, and "
       "lands on the tile there, on a road, a city or a monastery that is not complete, even one that "
       "has meeples already; never on a field."),
  },
  .mini = TRUE,
  .draw_pieces = draw_pieces,
  .draw_decision = draw_decision,
  .choice_at = choice_at,
  .status = status,
  .question = question,
  .choice_label = choice_label,
};

const CarcBundle *
carc_flying_bundle_get (void)
{
  return &flying_bundle;
}
