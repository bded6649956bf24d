/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Ferries in the window: its switch in the new-game dialog, each
 * ferry drawn on its lake between the two road ends it joins, the lake a
 * question is about framed, and the questions: which two roads a new
 * ferry joins, and whether to move the nearest ferry of an extended road,
 * each answer a button naming the two roads by the way they leave the
 * lake. */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

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
 * on the way @from to that on @to. */
static void
draw_ferry (cairo_t *cr,
            double   cx,
            double   cy,
            double   ts,
            double   lake,
            guint    from,
            guint    to)
{
  double ax = cx + CARC_DX (from) * ts * (lake - 0.06), ay = cy + CARC_DY (from) * ts * (lake - 0.06);
  double bx = cx + CARC_DX (to) * ts * (lake - 0.06), by = cy + CARC_DY (to) * ts * (lake - 0.06);
  double mx = (ax + bx) / 2, my = (ay + by) / 2;

  /* The rope between the two landings. */
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_set_source_rgba (cr, 0.25, 0.16, 0.08, 0.9);
  cairo_set_line_width (cr, MAX (1.5, ts * 0.025));
  cairo_stroke (cr);
  /* The raft, turned along it. */
  cairo_save (cr);
  cairo_translate (cr, mx, my);
  cairo_rotate (cr, atan2 (by - ay, bx - ax));
  cairo_rectangle (cr, -ts * 0.11, -ts * 0.065, ts * 0.22, ts * 0.13);
  cairo_set_source_rgb (cr, 0.62, 0.42, 0.22);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.17, 0.12, 0.09);
  cairo_set_line_width (cr, MAX (1.0, ts * 0.02));
  cairo_stroke (cr);
  for (gint i = -1; i <= 1; i++)
    {
      cairo_move_to (cr, i * ts * 0.055, -ts * 0.065);
      cairo_line_to (cr, i * ts * 0.055, ts * 0.065);
    }
  cairo_stroke (cr);
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
                  way_of (game, i, a), way_of (game, i, b));
    }
}

/* The lake a question is about, framed. */
static void
draw_decision (CarcGame             *game,
               const CarcBoardFrame *frame,
               cairo_t              *cr)
{
  CarcState *state = carc_game_peek_state (game);
  const CarcDecision *d = carc_state_get_decision (state);
  gint lake = carc_ferries_get_asking (state);
  double ts = frame->tile_size, px, py;
  CarcPlacedTile t;

  if (d->kind != CARC_DECISION_MODULE || g_strcmp0 (carc_setup_get_module (carc_game_get_setup (game), d->module),
                                                    CARC_FERRIES_MODULE) != 0)
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
}

static char *
question (CarcGame *game)
{
  if (carc_state_get_decision (carc_game_peek_state (game))->choice_kind == CARC_FERRIES_ASK_PLACE)
    /* TRANSLATORS: the Ferries, after a lake tile */
    return g_strdup (_("Put a ferry on the new lake: which two roads does it join?"));
  /* TRANSLATORS: the Ferries, after a tile extended a road with a ferry */
  return g_strdup (_("The tile extends a road with a ferry: move the ferry on the framed lake, or leave it."));
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
  .mini = TRUE,
  .draw_pieces = draw_pieces,
  .draw_decision = draw_decision,
  .question = question,
  .choice_label = choice_label,
};

const CarcBundle *
carc_ferries_bundle_get (void)
{
  return &ferries_bundle;
}
