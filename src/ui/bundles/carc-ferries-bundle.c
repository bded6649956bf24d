/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Ferries in the window: its switch in the new-game dialog, each
 * ferry drawn on its lake between the two road ends it joins, the lake a
 * question is about framed, and the questions: which two roads a new
 * ferry joins, and whether to move the nearest ferry of an extended road,
 * each answer drawn on the lake as the ferry's line (and chosen there)
 * and a button naming the two roads by the way they leave the lake. */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "carc-drawing.h"
#include "carc-ferries-bundle.h"
#include "carc-ferries.h"
#include "carc-tile-geometry.h"

/* The board direction (N E S W) a road end of the placed tile @tile
 * leaves it by. */
static guint
way_of (CarcGame *game,
        guint     tile,
        guint     segment)
{
  CarcPlacedTile t;
  const CarcTileType *type;
  guint8 edges;

  carc_game_get_placed (game, tile, &t);
  type = carc_game_get_tile_type (game, t.type);
  edges = carc_rotate_edges (type->segments[segment].edges, t.rotation);
  return edges != 0 ? (guint) __builtin_ctz (edges) : 0;
}

/* The ferry across the lake of radius @lake (in tiles) from the landing
 * on the way @from to that on @to; its rope unless an answer's bright
 * line stands for it. */
static void
draw_ferry (cairo_t  *cr,
            double    cx,
            double    cy,
            double    ts,
            double    lake,
            guint     from,
            guint     to,
            gboolean  rope)
{
  double ax = cx + CARC_DX (from) * ts * (lake - 0.06), ay = cy + CARC_DY (from) * ts * (lake - 0.06);
  double bx = cx + CARC_DX (to) * ts * (lake - 0.06), by = cy + CARC_DY (to) * ts * (lake - 0.06);
  double mx = (ax + bx) / 2, my = (ay + by) / 2;

  /* The rope between the two landings. */
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_set_source_rgba (cr, 0.25, 0.16, 0.08, rope ? 0.9 : 0);
  cairo_set_line_width (cr, MAX (1.5, ts * 0.025));
  cairo_stroke (cr);
  /* The boat (data/art/ferry.svg), turned along it; a plain raft
   * without its drawing (an artist's broken file). */
  cairo_save (cr);
  cairo_translate (cr, mx, my);
  cairo_rotate (cr, atan2 (by - ay, bx - ax));
  if (!carc_drawing_paint (cr, NULL, "ferry", NULL, 0, 0, ts * 0.28))
    {
      cairo_rectangle (cr, -ts * 0.11, -ts * 0.065, ts * 0.22, ts * 0.13);
      cairo_set_source_rgb (cr, 0.62, 0.42, 0.22);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
draw_pieces (CarcGame             *game,
             const CarcBoardFrame *frame,
             cairo_t              *cr)
{
  CarcState *state = carc_game_peek_state (game);
  double ts = frame->tile_size;

  for (guint i = 0; i < carc_game_get_n_placed (game); i++)
    {
      guint a, b;
      CarcPlacedTile t;
      double px, py;

      if (!carc_ferries_get_ferry (state, i, &a, &b))
        continue;
      carc_game_get_placed (game, i, &t);
      carc_board_frame_to_screen (frame, t.x + 0.5, t.y + 0.5, &px, &py);
      draw_ferry (cr, px, py, ts, carc_tile_geometry_pond_radius (carc_game_get_tile_type (game, t.type), 0.15),
                  way_of (game, i, a), way_of (game, i, b), TRUE);
    }
}

/* Whether the Ferries ask now. */
static gboolean
ferries_ask (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));

  return d->kind == CARC_DECISION_MODULE
         && g_strcmp0 (carc_setup_get_module (carc_game_get_setup (game), d->module), CARC_FERRIES_MODULE) == 0;
}

/* Where an answer's ferry would run on its lake, in tiles from the
 * lake's cell: from the landing of one road end to the other's; FALSE
 * for an answer that joins no roads (leaving the ferry). */
static gboolean
answer_line (CarcGame         *game,
             const CarcAction *a,
             double           *x0,
             double           *y0,
             double           *x1,
             double           *y1)
{
  gint tile = carc_game_tile_at (game, a->x, a->y);
  CarcPlacedTile t;
  double r;
  guint p, q;

  if (a->choice == CARC_FERRIES_KEEP || tile < 0)
    return FALSE;
  carc_game_get_placed (game, tile, &t);
  r = carc_tile_geometry_pond_radius (carc_game_get_tile_type (game, t.type), 0.15) - 0.06;
  p = way_of (game, tile, a->segment);
  q = way_of (game, tile, a->value);
  *x0 = 0.5 + CARC_DX (p) * r, *y0 = 0.5 + CARC_DY (p) * r;
  *x1 = 0.5 + CARC_DX (q) * r, *y1 = 0.5 + CARC_DY (q) * r;
  return p != q;
}

/* One answer on its lake: a line from landing to landing with a dot at
 * each, light on the water and dark around; the one picked as the ferry
 * it would make, over a bright line. */
static void
draw_answer (CarcGame             *game,
             const CarcBoardFrame *frame,
             cairo_t              *cr,
             const CarcAction     *a,
             gboolean              picked)
{
  double x0, y0, x1, y1, ax, ay, bx, by, ts = frame->tile_size;
  gint tile = carc_game_tile_at (game, a->x, a->y);

  if (!answer_line (game, a, &x0, &y0, &x1, &y1))
    return;
  carc_board_frame_to_screen (frame, a->x + x0, a->y + y0, &ax, &ay);
  carc_board_frame_to_screen (frame, a->x + x1, a->y + y1, &bx, &by);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    {
      double w = MAX (2.0, ts * (picked ? 0.05 : 0.03)) + (pass == 0 ? 3 : 0);

      if (pass == 0)
        cairo_set_source_rgba (cr, 0.1, 0.12, 0.2, 0.8);
      else if (picked)
        cairo_set_source_rgb (cr, 1.0, 0.85, 0.2);
      else
        cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      cairo_set_dash (cr, (double[]) { ts * 0.06, ts * 0.05 }, picked || pass == 0 ? 0 : 2, 0);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_set_line_width (cr, w);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      for (guint e = 0; e < 2; e++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, e == 0 ? ax : bx, e == 0 ? ay : by, MAX (3.0, ts * 0.035) + (pass == 0 ? 1.5 : 0), 0,
                     2 * G_PI);
          cairo_fill (cr);
        }
    }
  cairo_restore (cr);
  if (picked)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (game, tile, &t);
      carc_board_frame_to_screen (frame, t.x + 0.5, t.y + 0.5, &px, &py);
      draw_ferry (cr, px, py, ts, carc_tile_geometry_pond_radius (carc_game_get_tile_type (game, t.type), 0.15),
                  way_of (game, tile, a->segment), way_of (game, tile, a->value), FALSE);
    }
}

/* The lake a question is about, framed, and on it every answer as the
 * ferry's line between the two roads it would join (the picked one as
 * the ferry), to be clicked there. */
static void
draw_decision (CarcGame             *game,
               const CarcBoardFrame *frame,
               cairo_t              *cr)
{
  CarcState *state = carc_game_peek_state (game);
  const CarcDecision *d = carc_state_get_decision (state);
  gint lake = carc_ferries_get_asking (state);
  double ts = frame->tile_size, px, py;
  GListModel *choices = carc_game_get_choices (game);
  CarcPlacedTile t;

  if (!ferries_ask (game))
    return;
  if (d->choice_kind == CARC_FERRIES_ASK_PLACE)
    lake = carc_game_get_last_placed (game);
  if (lake < 0)
    return;
  carc_game_get_placed (game, lake, &t);
  carc_board_frame_to_screen (frame, t.x, t.y, &px, &py);
  cairo_rectangle (cr, px + 2, py + 2, ts - 4, ts - 4);
  cairo_set_source_rgba (cr, 0.38, 0.65, 0.95, 0.95);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
  if (!carc_game_get_person_decides (game))
    return;
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);
      const CarcAction *a = carc_choice_get_action (choice);

      if (frame->picked == NULL || !carc_action_equal (a, frame->picked))
        draw_answer (game, frame, cr, a, FALSE);
    }
  if (frame->picked != NULL && carc_game_find_choice (game, frame->picked) != NULL)
    draw_answer (game, frame, cr, frame->picked, TRUE);
}

/* The answer whose line passes nearest the click on the lake (its ends
 * left aside, where the lines meet), within a fifth of a tile. */
static CarcChoice *
choice_at (CarcGame             *game,
           const CarcBoardFrame *frame,
           gint                  x,
           gint                  y,
           double                fx,
           double                fy)
{
  GListModel *choices = carc_game_get_choices (game);
  CarcChoice *best = NULL;
  double best_distance = 0.2;

  if (!ferries_ask (game))
    return NULL;
  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);
      const CarcAction *a = carc_choice_get_action (choice);
      double x0, y0, x1, y1, dx, dy, k, d;

      if (a->x != x || a->y != y || !answer_line (game, a, &x0, &y0, &x1, &y1))
        continue;
      dx = x1 - x0, dy = y1 - y0;
      k = CLAMP (((fx - x0) * dx + (fy - y0) * dy) / (dx * dx + dy * dy), 0.2, 0.8);
      d = hypot (fx - (x0 + k * dx), fy - (y0 + k * dy));
      if (d < best_distance)
        {
          best = choice;
          best_distance = d;
        }
    }
  /* The game's own, which the list model keeps. */
  return best != NULL ? carc_game_find_choice (game, carc_choice_get_action (best)) : NULL;
}

static char *
question (CarcGame *game)
{
  if (carc_state_get_decision (carc_game_peek_state (game))->choice_kind == CARC_FERRIES_ASK_PLACE)
    /* TRANSLATORS: the Ferries, after a lake tile */
    return g_strdup (_("Put a ferry on the new lake: which two roads does it join? Choose its line on the lake or "
                       "a button."));
  /* TRANSLATORS: the Ferries, after a tile extended a road with a ferry */
  return g_strdup (_("The tile extends a road with a ferry: move the ferry on the framed lake to one of the lines "
                     "drawn there, or leave it."));
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  /* TRANSLATORS: the Ferries' buttons: the two roads a ferry joins, by
   * the way they leave the lake */
  static const char *const pairs[4][4] = {
    { NULL, N_("North and East"), N_("North and South"), N_("North and West") },
    { NULL, NULL, N_("East and South"), N_("East and West") },
    { NULL, NULL, NULL, N_("South and West") },
    { NULL, NULL, NULL, NULL },
  };
  const CarcAction *a = carc_choice_get_action (choice);
  gint tile = carc_game_tile_at (game, a->x, a->y);
  guint p, q;

  if (a->choice == CARC_FERRIES_KEEP)
    /* TRANSLATORS: the Ferries: a button to leave the ferry where it is */
    return g_strdup (_("Leave the Ferry"));
  if (tile < 0)
    return NULL;
  p = way_of (game, tile, a->segment);
  q = way_of (game, tile, a->value);
  if (p == q)
    return NULL;
  return g_strdup (_(pairs[MIN (p, q)][MAX (p, q)]));
}

static const CarcBundle ferries_bundle = {
  .module = CARC_FERRIES_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("The Ferries"),
  .subtitle = N_("8 lake tiles; a ferry joins two roads and may be moved"),
  .help_page = "rules-ferries",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("Lake tiles have roads that end at a lake. After laying one, and your meeple if you like, you put "
       "a ferry across the lake joining two of its road ends: the two become one road, and the others "
       "end at the lake."),
    N_("When a tile you lay extends a road that crosses a ferry, you may move the nearest ferry along "
       "that road, each way, to join two other road ends of its lake. Each ferry moves at most once a "
       "turn."),
  },
  .mini = TRUE,
  .draw_pieces = draw_pieces,
  .draw_decision = draw_decision,
  .choice_at = choice_at,
  .question = question,
  .choice_label = choice_label,
};

const CarcBundle *
carc_ferries_bundle_get (void)
{
  return &ferries_bundle;
}
