/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board as a new player meets it: a click goes to the figure spot the
 * player sees, each new tile starts turned a way that fits and every cell
 * where it fits is marked, the keyboard places a guard of the colour the
 * side panel chose, nothing is drawn that was not meant to be, the view
 * holds still while the player aims, the board shows and keeps the
 * keyboard focus, and Escape never skips a figure. */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "carc-campaign-file.h"
#include "carc-colour-name.h"
#include "carc-mists.h"
#include "carc-mists-panel.h"
#include "carc-mists-pieces.h"
#include "carc-game-private.h"
#include "carc-inns.h"
#include "carc-mists-team.h"
#include "carc-mists.h"
#include "carc-rng.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"
#include "carc-tileset-loader.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"
#include "carc-words.h"


static gint
cursor_x (CarcBoard *board)
{
  gint x;

  carc_board_get_cursor (board, &x, NULL);
  return x;
}

static gint
cursor_y (CarcBoard *board)
{
  gint y;

  carc_board_get_cursor (board, NULL, &y);
  return y;
}

static CarcTileSet *
load_tiles (const char *id)
{
  g_autoptr(GError) error = NULL;
  CarcTileSet *tiles = carc_tile_set_load_builtin (id, &error);

  g_assert_no_error (error);
  return tiles;
}

static CarcWindow *
show_window (CarcGame *game,
             int       width,
             int       height)
{
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  return window;
}

static void
press (CarcBoard  *board,
       const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), action, NULL));
}

/* The board as it is on screen, as pixels (cairo's ARGB32 byte order). */
typedef struct
{
  guchar *data;
  gsize   stride;
  int     width;
  int     height;
} Pixels;

static void
render (GtkWidget *widget,
        Pixels    *out)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  /* Nothing is drawn while a new layout is pending: wait for it. */
  for (guint i = 0; i < 200 && node == NULL; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      if (i > 0)
        test_settle ();
      out->width = gtk_widget_get_width (widget);
      out->height = gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, snapshot, out->width, out->height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, out->width, out->height));
  out->stride = (gsize) out->width * 4;
  out->data = g_malloc (out->stride * out->height);
  gdk_texture_download (texture, out->data, out->stride);
  g_object_unref (paintable);
}

/* Red + green + blue at @x, @y. */
/* The pixel at @x, @y: Cairo's native-endian ARGB, that is blue, green,
 * red and alpha in memory. */
static const guchar *
pixel_at (const Pixels *p,
          int           x,
          int           y)
{
  g_assert_true (x >= 0 && y >= 0 && x < p->width && y < p->height);
  return p->data + (gsize) y * p->stride + (gsize) x * 4;
}

static guint
brightness (const Pixels *p,
            int           x,
            int           y)
{
  const guchar *px = pixel_at (p, x, y);

  return px[0] + px[1] + px[2];
}

/* The last figure placed: its colour and segment. */
static void
last_figure (CarcGame       *game,
             CarcFigureInfo *figure)
{
  guint n = carc_game_get_n_figures (game);

  g_assert_cmpuint (n, >, 0);
  carc_game_get_figure (game, n - 1, figure);
}

/* Issue 15, item 7.  Every drawn spot lies on its own segment, in every
 * rotation: a monastery's spot is not the road that leads to it. */
static void
test_spots_on_their_segments (void)
{
  static const char * const sets[] = { "base", CARC_MISTS_MODULE };

  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autoptr(CarcTileSet) tiles = load_tiles (sets[s]);

      for (guint t = 0; t < carc_tile_set_get_n_types (tiles); t++)
        {
          const CarcTileType *type = carc_tile_set_get_type (tiles, t);

          for (guint r = 0; r < 4; r++)
            for (guint seg = 0; seg < type->n_segments; seg++)
              {
                double ax, ay;

                if (!carc_tile_geometry_anchor (type, r, seg, &ax, &ay))
                  continue;
                if (carc_tile_geometry_segment_at (type, r, ax, ay) != (gint) seg)
                  g_error ("%s tile %s turned %u: the spot of segment %u hits segment %d", sets[s],
                           type->id, r, seg, carc_tile_geometry_segment_at (type, r, ax, ay));
              }
        }
    }
}

/* Issue 15, item 7.  A click anywhere in the monk's disc on the monastery
 * with a road places the monk, also where the road runs under the disc. */
static void
test_monastery_click (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("A A U U");
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  const CarcTileType *type;
  CarcFigureInfo figure;
  CarcPlacedTile t;
  guint monastery = G_MAXUINT;
  double ax, ay, fx = -1, fy = -1;

  /* The monastery west of the start tile, its road joining the start's. */
  carc_board_set_rotation (board, 3);
  g_assert_true (carc_board_activate_cell (board, -1, 0, 0.5, 0.5));
  g_assert_cmpuint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
  g_assert_cmpuint (t.rotation, ==, 3);
  type = carc_game_get_tile_type (game, t.type);
  for (guint seg = 0; seg < type->n_segments; seg++)
    if (type->segments[seg].kind == CARC_FEATURE_MONASTERY)
      monastery = seg;
  g_assert_cmpuint (monastery, <, type->n_segments);
  g_assert_true (carc_tile_geometry_anchor (type, t.rotation, monastery, &ax, &ay));

  /* A point of the monk's disc over another segment (the road). */
  for (guint k = 0; k < 64 && fx < 0; k++)
    {
      double a = k * G_PI / 32, x = ax + 0.11 * cos (a), y = ay + 0.11 * sin (a);

      if (carc_tile_geometry_segment_at (type, t.rotation, x, y) != (gint) monastery)
        {
          fx = x;
          fy = y;
        }
    }
  g_assert_cmpfloat (fx, >=, 0);

  g_assert_true (carc_board_activate_cell (board, t.x, t.y, fx, fy));
  last_figure (game, &figure);
  g_assert_cmpuint (figure.segment, ==, monastery);

  /* And on its centre. */
  g_assert_true (carc_game_undo (game));
  g_assert_true (carc_board_activate_cell (board, t.x, t.y, ax, ay));
  last_figure (game, &figure);
  g_assert_cmpuint (figure.segment, ==, monastery);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The rotations in which the tile in hand fits cell @x, @y, as the game
 * says. */
static guint
fits_at (CarcGame *game,
         gint      x,
         gint      y)
{
  guint rotations = 0;

  for (guint r = 0; r < 4; r++)
    if (carc_game_check_placement (game, x, y, r) == CARC_OK)
      rotations |= 1u << r;
  return rotations;
}

/* Issue 15, item 8.  The next player draws the same tile type, which fits
 * nowhere as the last one was turned: it starts turned a way that fits,
 * every cell where it fits in any way is marked, the keyboard cursor
 * starts where it fits, and a cell where it fits only turned otherwise
 * takes it when clicked. */
static void
test_new_tile_fits (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("V V V V");
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  guint n_placed = carc_game_get_n_placed (game);
  double ts = carc_board_tile_size (board);
  gint background_x, background_y;
  Pixels pixels;

  /* Red, by the keyboard: the cursor to (1, 0), turned once, Enter. */
  press (board, "board.activate");
  g_assert_true (carc_board_get_cursor (board, NULL, NULL));
  carc_board_move_cursor (board, 1 - cursor_x (board), 0);
  carc_board_move_cursor (board, 0, -cursor_y (board));
  g_assert_cmpint (cursor_x (board), ==, 1);
  g_assert_cmpint (cursor_y (board), ==, 0);
  carc_board_set_rotation (board, 1);
  press (board, "board.activate");
  g_assert_cmpuint (carc_game_get_n_placed (game), ==, ++n_placed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
  test_settle ();

  /* Blue draws the same type: turned once it fits nowhere now. */
  g_assert_cmpuint (carc_game_get_current_player (game), ==, 1);
  {
    g_autoptr(GArray) once = carc_game_list_placements (game, 1);
    g_autoptr(GArray) now = carc_game_list_placements (game, carc_board_get_rotation (board));

    g_assert_cmpuint (once->len, ==, 0);
    g_assert_cmpuint (now->len, >, 0);
  }

  /* Every cell where it fits is marked: lighter than the empty board. */
  carc_board_centre (board);
  test_settle ();
  render (GTK_WIDGET (board), &pixels);
  {
    double px, py;

    carc_board_to_screen (board, -3, -3, &px, &py);
    background_x = (gint) (px + ts * 0.3);
    background_y = (gint) (py + ts * 0.3);
    g_assert_cmpuint (fits_at (game, -3, -3), ==, 0);
  }
  for (guint r = 0; r < 4; r++)
    {
      g_autoptr(GArray) cells = carc_game_list_placements (game, r);

      for (guint i = 0; i < cells->len; i++)
        {
          const CarcAction *a = &g_array_index (cells, CarcAction, i);
          double px, py;

          carc_board_to_screen (board, a->x, a->y, &px, &py);
          if (brightness (&pixels, px + ts * 0.3, py + ts * 0.3)
              < brightness (&pixels, background_x, background_y) + 30)
            g_error ("cell %d, %d where the tile fits turned %u is not marked", a->x, a->y, r);
        }
    }
  g_free (pixels.data);

  /* The keyboard cursor is on a cell where it fits. */
  g_assert_true (carc_board_get_cursor (board, NULL, NULL));
  g_assert_cmpuint (fits_at (game, cursor_x (board), cursor_y (board)), !=, 0);

  /* On a cell where it fits in several ways, R steps to the next of them
   * (the ghost shows the way it goes), and Enter places it so. */
  {
    gint tx = G_MININT, ty = G_MININT;
    guint rotations = 0, shown, turned;
    CarcPlacedTile t;

    for (guint r = 0; r < 4 && tx == G_MININT; r++)
      {
        g_autoptr(GArray) cells = carc_game_list_placements (game, r);

        for (guint i = 0; i < cells->len && tx == G_MININT; i++)
          {
            rotations = fits_at (game, g_array_index (cells, CarcAction, i).x, g_array_index (cells, CarcAction, i).y);
            if ((rotations & (rotations - 1)) != 0)
              {
                tx = g_array_index (cells, CarcAction, i).x;
                ty = g_array_index (cells, CarcAction, i).y;
              }
          }
      }
    g_assert_cmpint (tx, !=, G_MININT);
    carc_board_move_cursor (board, tx - cursor_x (board), 0);
    carc_board_move_cursor (board, 0, ty - cursor_y (board));
    g_assert_cmpint (cursor_x (board), ==, tx);
    g_assert_cmpint (cursor_y (board), ==, ty);
    for (shown = carc_board_get_rotation (board); !(rotations & (1u << shown)); shown = (shown + 1) & 3)
      ;
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.rotate", "i", 1));
    turned = carc_board_get_rotation (board);
    g_assert_cmpuint (turned, !=, shown);
    g_assert_true (rotations & (1u << turned));
    press (board, "board.activate");
    g_assert_cmpuint (carc_game_get_n_placed (game), ==, ++n_placed);
    carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
    g_assert_cmpint (t.x, ==, tx);
    g_assert_cmpuint (t.rotation, ==, turned);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));

  /* A click on a cell where it fits, but not as it is turned now. */
  {
    gint cx = G_MININT, cy = G_MININT;
    guint now = carc_board_get_rotation (board);
    CarcPlacedTile t;

    for (guint r = 0; r < 4 && cx == G_MININT; r++)
      {
        g_autoptr(GArray) cells = carc_game_list_placements (game, r);

        for (guint i = 0; i < cells->len && cx == G_MININT; i++)
          if (!(fits_at (game, g_array_index (cells, CarcAction, i).x, g_array_index (cells, CarcAction, i).y)
                & (1u << now)))
            {
              cx = g_array_index (cells, CarcAction, i).x;
              cy = g_array_index (cells, CarcAction, i).y;
            }
      }
    g_assert_cmpint (cx, !=, G_MININT);
    g_assert_true (carc_board_activate_cell (board, cx, cy, 0.5, 0.5));
    g_assert_cmpuint (carc_game_get_n_placed (game), ==, ++n_placed);
    carc_game_get_placed (game, carc_game_get_last_placed (game), &t);
    g_assert_cmpint (t.x, ==, cx);
    g_assert_cmpint (t.y, ==, cy);
    g_assert_cmpuint (t.rotation, !=, now);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Picks guard colour @colour in the side panel, as a player does. */
static void
choose_colour (CarcWindow *window,
               guint       colour)
{
  gboolean found = FALSE;

  g_assert_true (gtk_widget_get_visible (test_view_child (window, "colour_choice_box")));
  for (GtkWidget *b = gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "colour_buttons"))); b != NULL;
       b = gtk_widget_get_next_sibling (b))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "colour")) == colour)
      {
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), TRUE);
        found = TRUE;
      }
  g_assert_true (found);
}

/* Issue 15, item 9.  Alone or two at the table, Enter places a guard of
 * the colour chosen in the side panel, as a click does. */
static void
test_keyboard_guard_colour (void)
{
  for (guint people = 1; people <= 2; people++)
    {
      g_autoptr(CarcGame) game = test_coop_game (people, 1, 11);
      CarcWindow *window = show_window (game, 1200, 800);
      CarcBoard *board = carc_window_get_board (window);
      guint checked = 0;
      CarcRng rng;

      carc_rng_init (&rng, 11);
      while (checked < 6 && !carc_game_get_game_over (game))
        {
          guint colours = carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE
                        ? carc_game_get_figure_colours (game) : 0;
          CarcAction a;

          if ((colours & (colours - 1)) != 0)
            for (guint c = 0; c < carc_mists_get_module ()->campaign->n_colours; c++)
              {
                CarcFigureInfo figure;
                guint n = carc_game_get_n_figures (game);

                if (!(colours & (1u << c)))
                  continue;
                choose_colour (window, c);
                if (!carc_board_get_cursor (board, NULL, NULL))
                  press (board, "board.activate");
                press (board, "board.activate");
                g_assert_cmpuint (carc_game_get_n_figures (game), ==, n + 1);
                last_figure (game, &figure);
                g_assert_cmpuint (figure.player, ==, c);
                checked++;
                g_assert_true (carc_game_undo (game));
                test_settle ();
              }
          carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
          test_play_as_a_player (window, &a);
        }
      g_assert_cmpuint (checked, >=, 6);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* Issue 15, item 12.  The board keeps its width when the side panel offers
 * the guard colours (alone at the table): the view does not change just
 * as the player aims at the new tile's spots. */
static void
test_board_keeps_width (void)
{
  g_autoptr(CarcGame) game = test_coop_game (1, 1, 11);
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  gboolean checked = FALSE;
  CarcRng rng;

  carc_rng_init (&rng, 11);
  while (!checked && !carc_game_get_game_over (game))
    {
      int width = gtk_widget_get_width (GTK_WIDGET (board));
      gboolean placing_tile = carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE;
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
      test_settle ();
      if (placing_tile && carc_game_get_decision (game) == CARC_DECISION_PLACE_FIGURE)
        {
          g_assert_true (gtk_widget_get_visible (test_view_child (window, "colour_choice_box")));
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >=, width - 40);
          checked = TRUE;
        }
    }
  g_assert_true (checked);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A tile with one figure spot: one Enter places the meeple there. */
static void
test_enter_on_a_single_spot (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("C B B");
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);

  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 0), ==, CARC_OK);
  test_settle ();
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  press (board, "board.activate");
  test_settle ();
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_player_get_meeples (carc_game_get_player (game, 0)), ==, 6);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window made smaller or larger keeps the board's middle in the middle:
 * the start tile stays where it was relative to the board's centre. */
static void
test_resize_keeps_centre (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("A B C D E");
  CarcWindow *window = show_window (game, 1600, 1000);
  CarcBoard *board = carc_window_get_board (window);
  double x0, y0, x1, y1;
  int w0 = gtk_widget_get_width (GTK_WIDGET (board)), h0 = gtk_widget_get_height (GTK_WIDGET (board));

  carc_board_to_screen (board, 0, 0, &x0, &y0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  test_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), <, w0);
  carc_board_to_screen (board, 0, 0, &x1, &y1);
  g_assert_cmpfloat (fabs ((x1 - gtk_widget_get_width (GTK_WIDGET (board)) / 2.0) - (x0 - w0 / 2.0)), <, 2);
  g_assert_cmpfloat (fabs ((y1 - gtk_widget_get_height (GTK_WIDGET (board)) / 2.0) - (y0 - h0 / 2.0)), <, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 15, item 12.  Text leaves no current point behind, so nothing
 * drawn after a ghost's count or a hound starts with a stray line. */
static void
test_no_stray_path (void)
{
  g_autoptr(CarcGame) game = test_coop_game (1, 1, 3);
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 800);
  cairo_t *cr = cairo_create (surface);
  gboolean ghosts = FALSE;
  CarcRng rng;

  carc_mists_draw_hound (cr, 40, 40, 20, 1);
  g_assert_false (cairo_has_current_point (cr));

  carc_rng_init (&rng, 3);
  while (!ghosts && !carc_game_get_game_over (game))
    {
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
      for (guint i = 0; i < carc_game_get_n_placed (game); i++)
        ghosts |= carc_mists_get_ghosts (carc_game_peek_state (game), i) > 0;
    }
  g_assert_true (ghosts);
  {
    CarcBoardFrame frame = { .tile_size = carc_board_tile_size (board),
                             .width = gtk_widget_get_width (GTK_WIDGET (board)),
                             .height = gtk_widget_get_height (GTK_WIDGET (board)) };

    carc_board_get_centre (board, &frame.centre_x, &frame.centre_y);
    carc_mists_draw_pieces (game, &frame, cr);
  }
  g_assert_false (cairo_has_current_point (cr));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 15, item 12.  A tile clicked near the edge of the view stays under
 * the pointer; one placed partly out of view without the pointer (another
 * player's) comes into view with what lies around it: a quarter of the
 * view in from the edge. */
static void
test_no_scroll_while_aiming (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("U U U U");
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  GtkEventController *motion = test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
  double ts = carc_board_tile_size (board), w = gtk_widget_get_width (GTK_WIDGET (board));
  double px, py, after_x, after_y;

  g_assert_nonnull (motion);
  /* Cell (1, 0) fully in view, half a tile from the right edge. */
  carc_board_to_screen (board, 1, 0, &px, &py);
  carc_board_pan (board, (px - (w - 1.5 * ts)) / ts, 0);
  carc_board_to_screen (board, 1, 0, &px, &py);
  g_assert_cmpfloat (px + ts, <=, w);
  g_signal_emit_by_name (motion, "motion", px + ts / 2, py + ts / 2);
  g_assert_true (carc_board_activate_cell (board, 1, 0, 0.5, 0.5));
  carc_board_to_screen (board, 1, 0, &after_x, &after_y);
  g_assert_cmpfloat (after_x, ==, px);
  g_assert_cmpfloat (after_y, ==, py);
  /* Nor when the side panel, with its longer status line now, is laid
   * out anew beside the board. */
  test_settle ();
  g_assert_cmpstr (carc_window_get_status (window), ==, "Red: place a meeple or skip");
  carc_board_to_screen (board, 1, 0, &after_x, &after_y);
  g_assert_cmpfloat (after_x, ==, px);
  g_assert_cmpfloat (after_y, ==, py);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));

  /* Cell (2, 0) half out of view, placed with the pointer resting on
   * another cell (as when a computer player places). */
  g_signal_emit_by_name (motion, "motion", ts / 2, ts / 2);
  carc_board_to_screen (board, 2, 0, &px, &py);
  carc_board_pan (board, (px - (w - 0.5 * ts)) / ts, 0);
  carc_board_to_screen (board, 2, 0, &px, &py);
  g_assert_cmpfloat (px + ts, >, w);
  carc_board_set_rotation (board, 0);
  g_assert_true (carc_board_activate_cell (board, 2, 0, 0.5, 0.5));
  /* It glides there. */
  g_assert_true (carc_board_get_animating (board));
  TEST_WAIT_UNTIL (!carc_board_get_animating (board));
  carc_board_to_screen (board, 2, 0, &after_x, &after_y);
  g_assert_cmpfloat (after_x, >=, 0);
  g_assert_cmpfloat (after_x + ts, <=, w);
  g_assert_cmpfloat (fabs (after_x + ts - (w - w / 4)), <=, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The brightness at the middle of the board's left edge, where the focus
 * ring is drawn. */
static guint
left_edge (CarcBoard *board)
{
  Pixels pixels;
  guint b;

  test_settle ();
  render (GTK_WIDGET (board), &pixels);
  b = brightness (&pixels, 1, pixels.height / 2);
  g_free (pixels.data);
  return b;
}

/* Issue 15, item 12.  The board shows a focus ring, as libadwaita draws
 * one, when it has the focus and the keyboard is in use: after the focus
 * came to it by keyboard, and while the player steers it with keys (the
 * focus stays on it then, so GTK itself would show none). */
static void
test_focus_ring (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("U U");
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  GtkEventController *motion = test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
  guint none;

  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (board)));
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  none = left_edge (board);

  /* The ring fades in and out as the style sheet says. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  TEST_WAIT_UNTIL (left_edge (board) > none + 40);
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  TEST_WAIT_UNTIL (left_edge (board) == none);

  /* An arrow key shows the keyboard cursor, and the ring with it; the
   * pointer moving hides both.  A motion event where the pointer rests
   * (GTK sends one when a toast comes up under it) does not: Enter must
   * still take what the keys point at. */
  g_signal_emit_by_name (motion, "motion", 300.0, 300.0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.cursor", "(ii)", 1, 0));
  TEST_WAIT_UNTIL (left_edge (board) > none + 40);
  test_screenshot (GTK_WIDGET (window), "screenshot-focus-ring.png");
  g_signal_emit_by_name (motion, "motion", 300.0, 300.0);
  g_assert_true (carc_board_get_cursor (board, NULL, NULL));
  g_assert_cmpuint (left_edge (board), >, none + 40);
  g_signal_emit_by_name (motion, "motion", 310.0, 300.0);
  g_assert_false (carc_board_get_cursor (board, NULL, NULL));
  TEST_WAIT_UNTIL (left_edge (board) == none);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How much redder than green the board is at @x, @y. */
static gint
redness (CarcBoard *board,
         double     x,
         double     y)
{
  Pixels pixels;
  gint red;

  test_settle ();
  render (GTK_WIDGET (board), &pixels);
  red = (gint) pixel_at (&pixels, x, y)[2] - (gint) pixel_at (&pixels, x, y)[1];
  g_free (pixels.data);
  return red;
}

/* The pointer on a cell beside the board where the tile does not fit
 * shows it ringed in red while the person places; while a computer
 * player decides, nothing: the click is not the person's.  Out on the
 * table, nothing either. */
static void
test_no_ghost_for_a_computer (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("U U U");
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  GtkEventController *motion = test_find_controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION, NULL);
  double ts = carc_board_tile_size (board), px, py;
  gint table;

  /* The table out there, as red as its wood is, stays so. */
  carc_board_to_screen (board, 2, 2, &px, &py);
  table = redness (board, round (px) + 1, py + ts / 2);
  g_signal_emit_by_name (motion, "motion", px + ts / 2, py + ts / 2);
  g_assert_cmpint (redness (board, round (px) + 1, py + ts / 2), <, table + 20);
  /* Above the start tile's city, where a straight road never fits. */
  carc_board_to_screen (board, 0, -1, &px, &py);
  table = redness (board, round (px) + 1, py + ts / 2);
  g_signal_emit_by_name (motion, "motion", px + ts / 2, py + ts / 2);
  g_assert_cmpint (redness (board, round (px) + 1, py + ts / 2), >, table + 100);
  carc_computer_set_pace (carc_session_get_computer (window->session), 10000);
  carc_player_set_computer (carc_game_get_player (game, 0), CARC_AI_NORMAL);
  g_assert_false (carc_game_get_person_decides (game));
  g_assert_cmpint (redness (board, round (px) + 1, py + ts / 2), <, table + 20);
  carc_player_set_computer (carc_game_get_player (game, 0), CARC_PLAYER_PERSON);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
check_buttons_keep_focus (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_widget_get_focus_on_click (child))
        g_error ("a %s of the side panel takes the focus when clicked", G_OBJECT_TYPE_NAME (child));
      check_buttons_keep_focus (child);
    }
}

/* Issue 15, item 12.  The side panel's buttons leave the focus on the
 * board when clicked; one pressed with the keyboard that goes away gives
 * it back to the board; so does the window after a dialog. */
static void
test_focus_returns (void)
{
  g_autoptr(CarcGame) game = test_coop_game (1, 1, 5);
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  GtkWidget *panel = gtk_widget_get_parent (GTK_WIDGET (test_view_child (window, "status_label")));
  gboolean seen_colours = FALSE, seen_answers = FALSE;
  GtkWidget *dialog;
  CarcRng rng;

  carc_rng_init (&rng, 5);
  while (!(seen_colours && seen_answers) && !carc_game_get_game_over (game))
    {
      CarcAction a;

      check_buttons_keep_focus (panel);
      seen_colours |= gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "colour_buttons"))) != NULL;
      seen_answers |= gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "answer_buttons"))) != NULL;
      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
    }
  g_assert_true (seen_colours && seen_answers);
  g_assert_false (carc_game_get_game_over (game));

  /* Skip pressed with the keyboard: it goes away, the board has the focus. */
  while (carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE)
    {
      CarcAction a;

      carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
      test_play_as_a_player (window, &a);
    }
  test_settle ();
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (test_view_child (window, "skip_button"))));
  /* (A button pressed with the keyboard shows itself pressed a moment.) */
  g_assert_true (gtk_widget_activate (GTK_WIDGET (test_view_child (window, "skip_button"))));
  TEST_WAIT_UNTIL (carc_game_get_decision (game) != CARC_DECISION_PLACE_FIGURE);
  test_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (test_view_child (window, "skip_button"))));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (board));

  /* A dialog opened while a button had the focus: the board has it after. */
  g_assert_true (gtk_widget_grab_focus (gtk_widget_get_first_child (GTK_WIDGET (test_view_child (window, "players_list")))));
  dialog = adw_message_dialog_new (GTK_WINDOW (window), "Heading", NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", "Close");
  gtk_window_present (GTK_WINDOW (dialog));
  test_settle ();
  g_assert_false (gtk_window_is_active (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  /* What the window manager does when a dialog closes (the virtual
   * display of the tests has none). */
  gtk_window_present (GTK_WINDOW (window));
  test_settle ();
  g_assert_true (gtk_window_is_active (GTK_WINDOW (window)));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 15, item 12.  Escape, which the application's accelerators give
 * to Skip, is caught before them: it clears the keyboard selection, and
 * with nothing selected it skips nothing either. */
static void
test_escape_never_skips (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("U U U");
  CarcWindow *window = show_window (game, 1200, 800);
  CarcBoard *board = carc_window_get_board (window);
  GtkEventController *keys = test_find_controller (GTK_WIDGET (window), GTK_TYPE_EVENT_CONTROLLER_KEY, "carc-escape");
  gboolean handled = FALSE;

  g_assert_nonnull (keys);
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (keys), ==, GTK_PHASE_CAPTURE);
  g_assert_true (carc_board_activate_cell (board, 1, 0, 0.5, 0.5));
  g_assert_cmpuint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  press (board, "board.activate");
  g_assert_true (carc_board_get_cursor (board, NULL, NULL));

  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Escape, 0, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
  g_assert_false (carc_board_get_cursor (board, NULL, NULL));
  g_assert_cmpuint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);

  handled = FALSE;
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Escape, 0, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
  g_assert_cmpuint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);

  /* Other keys pass on to the accelerators. */
  handled = TRUE;
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_s, 0, (GdkModifierType) 0, &handled);
  g_assert_false (handled);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At a table of several people the heading says whose turn it is: with
 * two, the two colours of the person playing; from three on, the colour. */
static void
test_whose_turn (void)
{
  static const struct { guint people; const char *first, *second; } tables[] = {
    { 2, "Red and Green: place the tile", "Blue and Yellow: place the tile" },
    { 3, "Red: place the tile", "Green: place the tile" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(CarcGame) game = test_coop_game (tables[i].people, 1, 5);
      CarcWindow *window = show_window (game, 1280, 820);
      g_autoptr(CarcChoice) choice = g_list_model_get_item (carc_game_get_choices (game), 0);

      g_assert_cmpstr (carc_window_get_status (window), ==, tables[i].first);
      test_ui_act (window, carc_choice_get_action (choice));
      while (carc_game_get_decision (game) != CARC_DECISION_PLACE_TILE)
        {
          g_autoptr(CarcChoice) next = g_list_model_get_item (carc_game_get_choices (game),
                                                               g_list_model_get_n_items (carc_game_get_choices (game)) - 1);

          test_ui_act (window, carc_choice_get_action (next));
        }
      g_assert_cmpstr (carc_window_get_status (window), ==, tables[i].second);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* A question with one possible answer is taken by Enter at once (the
 * first Enter used to only show where the keys point). */
static void
test_enter_takes_the_only_answer (void)
{
  guint found = 0;

  for (guint64 seed = 1; seed <= 20 && found == 0; seed++)
    {
      g_autoptr(CarcGame) game = test_coop_game (1, 2, seed);
      CarcWindow *window = show_window (game, 1280, 820);
      CarcBoard *board = carc_window_get_board (window);
      CarcRng rng;

      carc_rng_init (&rng, seed);
      while (!carc_game_get_game_over (game) && found == 0)
        {
          GListModel *choices = carc_game_get_choices (game);

          if (carc_game_get_decision (game) == CARC_DECISION_MODULE && g_list_model_get_n_items (choices) == 1)
            {
              guint steps = carc_game_get_n_moves (game);

              press (board, "board.activate");
              g_assert_cmpuint (carc_game_get_n_moves (game), ==, steps + 1);
              found++;
            }
          else
            {
              CarcAction a;

              carc_mists_team_choose (carc_game_peek_state (game), &rng, &a);
              g_assert_cmpint (carc_game_choose_action (game, &a), ==, CARC_OK);
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  g_assert_cmpuint (found, ==, 1);
}

/* Whether some label under @widget with @css_class wraps as @mode. */
static gboolean
labels_wrap (GtkWidget     *widget,
             const char    *css_class,
             PangoWrapMode  mode,
             guint         *seen)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, css_class))
        {
          (*seen)++;
          if (gtk_label_get_wrap_mode (GTK_LABEL (child)) != mode)
            return FALSE;
        }
      if (!labels_wrap (child, css_class, mode, seen))
        return FALSE;
    }
  return TRUE;
}

/* A player's supply line breaks between words, never inside one with a
 * hyphen ("mee-ple") however narrow the panel. */
static void
test_supply_by_words (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("A B C");
  CarcWindow *window = show_window (game, 800, 600);
  guint seen = 0;

  g_assert_true (labels_wrap (test_view_child (window, "players_list"), "subtitle", PANGO_WRAP_WORD, &seen));
  g_assert_cmpuint (seen, ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The board's accessible description as GTK's test context keeps it:
 * the value it reports when asked to compare with another. */
static char *
board_description (CarcBoard *board)
{
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "?");
}

/* What a screen reader is told: the tiles in words, as they are turned,
 * and after a move the status line that announces it. */
static void
test_told_in_words (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("C B B");
  CarcTileSet *tiles = carc_game_get_tile_set (game);
  CarcWindow *window = show_window (game, 1400, 900);
  CarcBoard *board = carc_window_get_board (window);
  const char *told;
  char *description;
  gint x, y;
  const char *expected[][2] = {
    { "D", "a city on the north edge; a road from east to west" },
    { "A", "a monastery; a road to the south" },
    { "B", "a monastery" },
    { "C", "a city on the north, east, south and west edges, with a coat of arms" },
    { "U", "a road from east to west" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      guint type;
      g_autofree char *words = NULL;

      g_assert_true (carc_tile_set_lookup (tiles, expected[i][0], &type));
      words = carc_words_tile (carc_tile_set_get_type (tiles, type), 0);
      g_assert_cmpstr (words, ==, expected[i][1]);
      if (g_str_equal (expected[i][0], "D"))
        {
          g_autofree char *turned = carc_words_tile (carc_tile_set_get_type (tiles, type), 1);
          g_autofree char *field = carc_words_segment (carc_tile_set_get_type (tiles, type), 0, 3);

          g_assert_cmpstr (turned, ==, "a city on the east edge; a road from north to south");
          g_assert_cmpstr (field, ==, "a field on the east, south and west edges");
        }
    }
  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 0), ==, CARC_OK);
  test_settle ();
  told = gtk_label_get_label (test_view_child (window, "announce_label"));
  g_assert_cmpstr (told, ==, "Red placed a tile at 0, -1: "
                             "a city on the north, east, south and west edges, with a coat of arms.");
  description = board_description (board);
  g_assert_cmpstr (description, ==, "Spot 1 of 1: a city on the north, east, south and west edges, "
                                    "with a coat of arms. Red: place a meeple or skip.");
  g_free (description);

  /* On the tile with Red's meeple, in Blue's turn. */
  g_assert_cmpint (carc_game_place_figure (game, 0), ==, CARC_OK);
  test_settle ();
  told = gtk_label_get_label (test_view_child (window, "announce_label"));
  g_assert_cmpstr (told, ==, "Red placed a meeple on a city on the north, east, south and west edges, "
                             "with a coat of arms.");
  carc_board_move_cursor (board, 0, 0);
  carc_board_get_cursor (board, &x, &y);
  carc_board_move_cursor (board, -x, -1 - y);
  description = board_description (board);
  /* A monastery fits beside no city: the nearest cell is under the start tile. */
  g_assert_cmpstr (description, ==, "0, -1: a city on the north, east, south and west edges, with a coat of arms. "
                                    "Red’s meeple on a city on the north, east, south and west edges, with a coat "
                                    "of arms. It fits 2 cells south of here. Blue: place the tile. "
                                    "Tile in hand: a monastery.");
  g_free (description);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At 800 × 600 the side panel folds away: the tile in hand and the figure
 * step's Skip stay on the board; shown again, the panel has them. */
static void
test_hand_when_folded (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("C B B");
  CarcWindow *window = show_window (game, 800, 600);
  GtkWidget *hand = test_view_child (window, "hand_box");
  GtkWidget *skip = test_view_child (window, "hand_skip");

  g_assert_true (gtk_widget_get_visible (hand));
  g_assert_false (gtk_widget_get_visible (skip));
  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 0), ==, CARC_OK);
  test_settle ();
  g_assert_true (gtk_widget_get_visible (skip));
  g_signal_emit_by_name (skip, "clicked");
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_TILE);
  g_assert_cmpuint (carc_player_get_meeples (carc_game_get_player (game, 0)), ==, 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-panel", NULL));
  test_settle ();
  g_assert_false (gtk_widget_get_visible (hand));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether cell @x, @y lies wholly clear of @card on the board. */
static gboolean
clear_of (CarcBoard *board,
          GtkWidget *card,
          gint       x,
          gint       y)
{
  graphene_rect_t bounds;
  double ts = carc_board_tile_size (board), px, py;

  g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (board), &bounds));
  carc_board_to_screen (board, x, y, &px, &py);
  return px >= 0 && py >= 0 && px + ts <= gtk_widget_get_width (GTK_WIDGET (board))
         && py + ts <= gtk_widget_get_height (GTK_WIDGET (board))
         && (px + ts <= bounds.origin.x || px >= bounds.origin.x + bounds.size.width
             || py + ts <= bounds.origin.y || py >= bounds.origin.y + bounds.size.height);
}

/* Puts cell @x, @y half under @card. */
static void
pan_under (CarcBoard *board,
           GtkWidget *card,
           gint       x,
           gint       y)
{
  graphene_rect_t bounds;
  double ts = carc_board_tile_size (board), px, py;

  g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (board), &bounds));
  carc_board_to_screen (board, x, y, &px, &py);
  carc_board_pan (board, (px - (bounds.origin.x + bounds.size.width - ts / 2)) / ts,
                  (py - (bounds.origin.y + ts / 2)) / ts);
  g_assert_false (clear_of (board, card, x, y));
}

/* Issue 36, item 7.  The card of the tile in hand over a folded panel
 * offers the figure's kinds as the panel does, and the view keeps the
 * tile just placed and the keys' cursor out from under it. */
static void
test_hand_card_clear (void)
{
  const char *modules[] = { CARC_INNS_MODULE, NULL };
  g_autoptr(CarcGame) game = test_composed_ui_game (modules, "C B B");
  CarcWindow *window = show_window (game, 800, 600);
  CarcBoard *board = carc_window_get_board (window);
  GtkWidget *hand = test_view_child (window, "hand_box");
  GtkWidget *kinds = test_view_child (window, "hand_kinds");
  GtkWidget *big;
  guint kind;
  gint x, y;

  g_assert_true (gtk_widget_get_visible (hand));
  g_assert_false (gtk_widget_get_visible (kinds));
  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 0), ==, CARC_OK);
  test_settle ();
  /* The meeple and the big meeple, and the big one chosen here is the
   * board's and the panel's choice too. */
  g_assert_true (gtk_widget_get_visible (kinds));
  big = gtk_widget_get_last_child (kinds);
  g_assert_true (big != gtk_widget_get_first_child (kinds));
  kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (big), "kind"));
  g_assert_cmpuint (kind, !=, CARC_FIGURE_MEEPLE);
  g_assert_true (GTK_IS_TOGGLE_BUTTON (big));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (big), TRUE);
  g_assert_cmpuint (carc_board_get_figure_kind (board), ==, kind);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (big)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (kinds))));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (gtk_widget_get_last_child (
                   GTK_WIDGET (test_view_child (window, "kind_buttons"))))));

  test_screenshot (GTK_WIDGET (window), "screenshot-hand-card-kinds.png");
  /* The card grew with the figure's buttons over a tile placed by a
   * click just beside it: the view moves it out. */
  g_assert_true (carc_game_undo (game));
  test_settle ();
  pan_under (board, hand, 0, -1);
  g_assert_cmpint (carc_game_place_tile (game, 0, -1, 0), ==, CARC_OK);
  test_settle ();
  TEST_WAIT_UNTIL (!carc_board_get_animating (board));
  g_assert_true (clear_of (board, hand, 0, -1));
  big = gtk_widget_get_last_child (kinds);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (big), TRUE);

  /* The tile just placed, under the card: the view shows it beside. */
  pan_under (board, hand, 0, -1);
  carc_board_reveal_last_tile (board);
  TEST_WAIT_UNTIL (!carc_board_get_animating (board));
  g_assert_true (clear_of (board, hand, 0, -1));
  g_assert_cmpint (carc_game_skip_figure (game), ==, CARC_OK);
  test_settle ();

  /* The keys' cursor, under the card: it comes out. */
  carc_board_move_cursor (board, 0, 0);
  g_assert_true (carc_board_get_cursor (board, &x, &y));
  TEST_WAIT_UNTIL (!carc_board_get_animating (board));
  pan_under (board, hand, x, y);
  carc_board_move_cursor (board, 0, 0);
  TEST_WAIT_UNTIL (!carc_board_get_animating (board));
  g_assert_true (clear_of (board, hand, x, y));
  test_screenshot (GTK_WIDGET (window), "screenshot-hand-card.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Level 6 by the house rule says so beside its marks. */
static void
test_house_rule_shown (void)
{
  const char *names[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };
  const char *colours[CARC_CAMPAIGN_MAX_COLOURS + 1] = { NULL };
  g_autoptr(CarcTileSet) tiles = load_tiles (CARC_MISTS_MODULE);
  g_autoptr(CarcSetup) setup = carc_mists_setup_new_with (tiles, 3, 6, TRUE, 7);
  g_autoptr(CarcGame) game = NULL;
  CarcWindow *window;

  for (guint c = 0; c < 3; c++)
    {
      names[c] = carc_colour_name (carc_mists_get_module ()->campaign->colours[c]);
      colours[c] = carc_mists_get_module ()->campaign->colours[c];
    }
  game = carc_game_new (setup, names, colours);
  window = show_window (game, 1280, 820);
  g_assert_cmpstr (gtk_label_get_label (test_panel_child (window, CARC_MISTS_MODULE, carc_mists_panel_get_type (), "progress_label")), ==,
                   "Level 6 · weakest colour 0 of 17 points (house rule)");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* GTK's test context keeps the accessible properties the board sets
   * (meson's GTK_A11Y=none keeps none), for /ui/board/told-in-words. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  test_ui_init (&argc, &argv);

  g_test_add_func ("/ui/board/spots-on-their-segments", test_spots_on_their_segments);
  g_test_add_func ("/ui/board/monastery-click", test_monastery_click);
  g_test_add_func ("/ui/board/new-tile-fits", test_new_tile_fits);
  g_test_add_func ("/ui/board/keyboard-guard-colour", test_keyboard_guard_colour);
  g_test_add_func ("/ui/board/no-stray-path", test_no_stray_path);
  g_test_add_func ("/ui/board/no-scroll-while-aiming", test_no_scroll_while_aiming);
  g_test_add_func ("/ui/board/keeps-its-width", test_board_keeps_width);
  g_test_add_func ("/ui/board/resize-keeps-centre", test_resize_keeps_centre);
  g_test_add_func ("/ui/board/enter-on-a-single-spot", test_enter_on_a_single_spot);
  g_test_add_func ("/ui/board/focus-ring", test_focus_ring);
  g_test_add_func ("/ui/board/no-ghost-for-a-computer", test_no_ghost_for_a_computer);
  g_test_add_func ("/ui/board/focus-returns", test_focus_returns);
  g_test_add_func ("/ui/board/escape-never-skips", test_escape_never_skips);
  g_test_add_func ("/ui/board/whose-turn", test_whose_turn);
  g_test_add_func ("/ui/board/supply-by-words", test_supply_by_words);
  g_test_add_func ("/ui/board/told-in-words", test_told_in_words);
  g_test_add_func ("/ui/board/hand-when-folded", test_hand_when_folded);
  g_test_add_func ("/ui/board/hand-card-clear", test_hand_card_clear);
  g_test_add_func ("/ui/board/house-rule-shown", test_house_rule_shown);
  g_test_add_func ("/ui/board/enter-takes-the-only-answer", test_enter_takes_the_only_answer);

  return g_test_run ();
}
