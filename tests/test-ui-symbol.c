/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A module whose tiles print a symbol no tile set knew, in the tests only:
 * "Beacons", whose two field tiles print a beacon that scores its placer
 * 1 point.  The module, its bundle, its tile set and its drawing are its
 * own (this file and tests/data/beacons/); the tile set declares the
 * symbol, the module reads it by name, and the board draws it from
 * art/test-beacon.svg by name: found on screen by its magenta. */
#include "config.h"

#include "carc-board.h"
#include "carc-bundle.h"
#include "carc-module.h"
#include "carc-ui-test-util.h"
#include "carc-window.h"

#define BEACONS "test-beacons"

static const char *const beacons_tile_sets[] = { BEACONS, NULL };

static gpointer
beacons_create (CarcState *state)
{
  return NULL;
}

static gpointer
beacons_copy (gconstpointer data)
{
  return NULL;
}

/* A beacon lit: a point for whoever placed its tile. */
static void
beacons_tile_placed (CarcState *state,
                     gpointer   data,
                     guint      placed)
{
  CarcPlacedTile tile;

  carc_state_get_tile (state, placed, &tile);
  if (carc_tile_type_has_symbol (carc_tile_set_get_type (carc_setup_get_tile_set (carc_state_get_setup (state)),
                                                         tile.type), CARC_MARK ("test-beacon")))
    carc_state_add_points (state, carc_state_get_decision (state)->player, CARC_SCORE_OTHER, 1);
}

static const CarcRulesModule beacons_module = {
  .id = BEACONS,
  .tile_sets = beacons_tile_sets,
  .create = beacons_create,
  .copy = beacons_copy,
  .tile_placed = beacons_tile_placed,
};

static const CarcBundle beacons_bundle = {
  .module = BEACONS,
  .title = "Beacons",
  .subtitle = "Two tiles with a beacon, a point each",
  .mini = TRUE,
};

/* The board as it is on screen now, downloaded. */
static guchar *
board_pixels (GtkWidget *board,
              gsize     *stride)
{
  g_autoptr(GdkTexture) texture = test_render_widget (board);
  guchar *data;

  *stride = gdk_texture_get_width (texture) * 4;
  data = g_malloc (*stride * gdk_texture_get_height (texture));
  gdk_texture_download (texture, data, *stride);
  return data;
}

/* Pixels of the beacon's magenta in the square of @size around @x, @y. */
static guint
magenta_around (const guchar *data,
                gsize         stride,
                GtkWidget    *board,
                double        x,
                double        y,
                double        size)
{
  guint n = 0;

  for (gint py = MAX (0, (gint) (y - size)); py < MIN (gtk_widget_get_height (board), (gint) (y + size)); py++)
    for (gint px = MAX (0, (gint) (x - size)); px < MIN (gtk_widget_get_width (board), (gint) (x + size)); px++)
      {
        /* Cairo's byte order: B G R A. */
        const guchar *p = data + py * stride + px * 4;

        n += p[2] > 200 && p[0] > 200 && p[1] < 60;
      }
  return n;
}

static void
test_new_symbol (void)
{
  const char *modules[] = { BEACONS, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "BEACON");
  CarcWindow *window = test_window_with (game);
  GtkWidget *board = test_view_child (window, "board");
  CarcAction place = { .kind = CARC_ACTION_PLACE_TILE, .x = 0, .y = 1 };
  g_autofree guchar *before = NULL, *after = NULL;
  double cx, cy, size;
  gsize stride;

  /* The set declared its symbol for the whole program. */
  g_assert_cmpuint (CARC_MARK ("test-beacon"), !=, CARC_NO_MARK);
  carc_board_to_screen (CARC_BOARD (board), 0.5, 1.5, &cx, &cy);
  size = carc_board_tile_size (CARC_BOARD (board)) / 2;
  before = board_pixels (board, &stride);
  g_assert_cmpuint (magenta_around (before, stride, board, cx, cy, size), ==, 0);

  /* Red lays the beacon south of the start tile: lit, and drawn there. */
  test_ui_act (window, &place);
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, 2);
  g_assert_cmpuint (carc_state_get_score (carc_game_peek_state (game), 0), ==, 1);
  carc_board_to_screen (CARC_BOARD (board), 0.5, 1.5, &cx, &cy);
  size = carc_board_tile_size (CARC_BOARD (board)) / 2;
  after = board_pixels (board, &stride);
  g_assert_cmpuint (magenta_around (after, stride, board, cx, cy, size), >, size * size / 40);
  test_screenshot (GTK_WIDGET (window), "screenshot-new-symbol.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  carc_rules_module_register (&beacons_module);
  carc_bundle_register (&beacons_bundle);
  g_test_add_func ("/ui/symbol/new-symbol", test_new_symbol);
  return g_test_run ();
}
