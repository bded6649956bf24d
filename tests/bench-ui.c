/* SPDX-License-Identifier: GPL-3.0-or-later */

/* bench-ui: the desktop measures of the board (not a test; run it under
 * Xvfb with GSK_RENDERER=cairo):
 *   STARTUP  window created, shown and first frame painted
 *   FRAME    median time to snapshot and render the board with 150 tiles
 *            during a scripted pan, in each theme, and the memory of the
 *            tile textures cached then
 *   ZOOM     the frames of four zoom steps in a row, each a new level of
 *            tile textures
 *   MEMORY   resident memory after a whole game
 *   LATENCY  a tile placed by a click to the next painted frame, the
 *            autosave written after the move included */
#include "config.h"

#include "carc-bundle.h"
#include "carc-module.h"

#include <adwaita.h>
#include <math.h>
#include <stdlib.h>

#include "carc-new-game-dialog.h"
#include "carc-rng.h"
#include "carc-tileset-loader.h"
#include "carc-ui-resources.h"
#include "carc-window.h"

static gboolean painted;
/* How long after the last move's frames the next click comes. */
#define CLICK_PAUSE_MS 100

static void
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
}

/* When the frame after a click had run its update, its layout and its
 * paint (each handler runs after GTK's own). */
static gint64 frame_updated, frame_laid_out, frame_rendered;

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  painted = TRUE;
}

static void
frame_phase_cb (GdkFrameClock *clock,
                gpointer       data)
{
  gint64 *stamp = data;

  if (!painted && *stamp == 0)
    *stamp = g_get_monotonic_time ();
}

/* One frame of the board: its snapshot rendered to a texture, in ms. */
static double
board_frame_ms (CarcBoard   *board,
                GskRenderer *renderer)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GdkTexture *texture;
  int w = gtk_widget_get_width (GTK_WIDGET (board)), h = gtk_widget_get_height (GTK_WIDGET (board));
  gint64 t0 = g_get_monotonic_time ();
  double ms;

  GTK_WIDGET_GET_CLASS (board)->snapshot (GTK_WIDGET (board), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  ms = (g_get_monotonic_time () - t0) / 1000.0;
  g_object_unref (texture);
  gsk_render_node_unref (node);
  return ms;
}

static void
play_random (CarcGame *game,
             guint64   seed)
{
  CarcRng rng;

  carc_rng_init (&rng, seed);
  while (!carc_game_get_game_over (game))
    if (carc_game_get_decision (game) == CARC_DECISION_PLACE_TILE)
      {
        g_autoptr(GArray) cells = NULL;
        guint r = 0;

        do
          {
            g_clear_pointer (&cells, g_array_unref);
            cells = carc_game_list_placements (game, r++);
          }
        while (cells->len == 0);
        {
          const CarcAction *a = &g_array_index (cells, CarcAction, carc_rng_range (&rng, cells->len));

          carc_game_place_tile (game, a->x, a->y, a->rotation);
        }
      }
    else
      {
        g_autoptr(GArray) options = carc_game_list_figure_options (game);

        if (options->len > 0 && carc_rng_range (&rng, 2) == 0)
          carc_game_place_figure (game, g_array_index (options, CarcAction, carc_rng_range (&rng, options->len)).segment);
        else
          carc_game_skip_figure (game);
      }
}

static long
rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  return line ? strtol (line + 6, NULL, 10) : -1;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int   argc,
      char *argv[])
{
  gint64 start = g_get_monotonic_time ();
  static const char * const names[] = { "Anna", "Ben", NULL };
  CarcWindow *window;
  CarcTileSet *tiles;
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(CarcGame) game = NULL;
  double frames[60];
  long before;
  /* BENCH_DATA_DIR: a folder on the disk to measure (a temporary one may
   * be in memory, where a durable write costs nothing). */
  g_autofree char *data = g_getenv ("BENCH_DATA_DIR") != NULL
                          ? g_strdup (g_getenv ("BENCH_DATA_DIR")) : g_dir_make_tmp ("bench-ui-XXXXXX", NULL);

  /* The autosaves go into a folder of the bench's own: set before GLib
   * reads the user's folders. */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_init ();
  adw_init ();
  carc_rules_modules_register_builtin ();
  carc_bundles_register_builtin ();
  g_assert_nonnull (carc_ui_get_resource ());
  tiles = carc_tile_set_load_builtin ("base", NULL);

  window = g_object_new (CARC_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  setup = carc_setup_new_shuffled (tiles, 2, 0, 5);
  game = carc_game_new (setup, names, carc_player_colours);
  carc_window_set_game (window, game);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_print ("STARTUP ms_to_first_frame=%.1f\n", (g_get_monotonic_time () - start) / 1000.0);

  /* Memory after a whole game. */
  before = rss_kib ();
  play_random (game, 5);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_print ("MEMORY rss_kib_before_game=%ld rss_kib_after_game=%ld\n", before, rss_kib ());

  /* A click's move to the next frame, 30 moves of a new game, the
   * autosave written after each (into a folder of the bench's own). */
  {
    g_autoptr(CarcSetup) fresh = carc_setup_new_shuffled (tiles, 2, 0, 11);
    g_autoptr(CarcGame) moves = carc_game_new (fresh, names, carc_player_colours);
    CarcBoard *board = carc_window_get_board (window);
    double latency[30], handled[30], updated[30], laid_out[30], rendered[30];
    GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

    g_signal_connect (clock, "update", G_CALLBACK (frame_phase_cb), &frame_updated);
    g_signal_connect (clock, "layout", G_CALLBACK (frame_phase_cb), &frame_laid_out);
    g_signal_connect (clock, "paint", G_CALLBACK (frame_phase_cb), &frame_rendered);
    carc_window_set_game (window, moves);
    while (g_main_context_iteration (NULL, FALSE))
      ;
    for (guint m = 0; m < G_N_ELEMENTS (latency); m++)
      {
        g_autoptr(GArray) cells = NULL;
        guint r = 0;
        gint64 t0, t1;

        do
          {
            g_clear_pointer (&cells, g_array_unref);
            cells = carc_game_list_placements (moves, r++);
          }
        while (cells->len == 0 && r < 4);
        carc_board_set_rotation (board, g_array_index (cells, CarcAction, 0).rotation);
        painted = FALSE;
        frame_updated = frame_laid_out = frame_rendered = 0;
        t0 = g_get_monotonic_time ();
        carc_board_activate_cell (board, g_array_index (cells, CarcAction, 0).x,
                                  g_array_index (cells, CarcAction, 0).y, 0.5, 0.5);
        t1 = g_get_monotonic_time ();
        handled[m] = (t1 - t0) / 1000.0;
        while (!painted)
          g_main_context_iteration (NULL, TRUE);
        latency[m] = (g_get_monotonic_time () - t0) / 1000.0;
        updated[m] = (frame_updated - t1) / 1000.0;
        laid_out[m] = (frame_laid_out - frame_updated) / 1000.0;
        rendered[m] = (frame_rendered - frame_laid_out) / 1000.0;
        if (carc_game_get_decision (moves) == CARC_DECISION_PLACE_FIGURE)
          carc_game_skip_figure (moves);
        /* The next click comes once the move is seen: the tile settled,
         * the view and the points at rest; and, as a person's, some time
         * after the last frame (a click within a frame of it would wait
         * for the frame clock's next tick, which no hand is quick
         * enough to meet). */
        while (carc_board_get_animating (board))
          g_main_context_iteration (NULL, TRUE);
        {
          gboolean rested = FALSE;

          g_timeout_add_once (CLICK_PAUSE_MS, set_flag, &rested);
          while (!rested)
            g_main_context_iteration (NULL, TRUE);
        }
        while (g_main_context_iteration (NULL, FALSE))
          ;
      }
    qsort (latency, G_N_ELEMENTS (latency), sizeof (double), compare_doubles);
    qsort (handled, G_N_ELEMENTS (handled), sizeof (double), compare_doubles);
    qsort (updated, G_N_ELEMENTS (updated), sizeof (double), compare_doubles);
    qsort (laid_out, G_N_ELEMENTS (laid_out), sizeof (double), compare_doubles);
    qsort (rendered, G_N_ELEMENTS (rendered), sizeof (double), compare_doubles);
    /* The click's handling is the time the window cannot answer: the
     * move, every view's update and the autosave's part on this thread;
     * the frame then waits for the frame clock's next tick. */
    g_print ("LATENCY moves=%u click_to_frame_median_ms=%.2f max_ms=%.2f click_handled_median_ms=%.2f max_ms=%.2f "
             "(autosave on)\n",
             (guint) G_N_ELEMENTS (latency), latency[G_N_ELEMENTS (latency) / 2],
             latency[G_N_ELEMENTS (latency) - 1], handled[G_N_ELEMENTS (handled) / 2],
             handled[G_N_ELEMENTS (handled) - 1]);
    /* Where the rest goes: the wait for the frame clock's tick and its
     * update (the animations' ticks), the layout, and the window's
     * snapshot and rendering. */
    g_print ("LATENCY-PHASES wait_and_update_median_ms=%.2f layout_median_ms=%.2f render_median_ms=%.2f max_ms=%.2f\n",
             updated[G_N_ELEMENTS (updated) / 2], laid_out[G_N_ELEMENTS (laid_out) / 2],
             rendered[G_N_ELEMENTS (rendered) / 2], rendered[G_N_ELEMENTS (rendered) - 1]);
  }

  /* 150 tiles: two base sets in one pile. */
  {
    g_autoptr(CarcSetup) big = carc_setup_new (tiles, 2);
    g_autoptr(CarcSetup) a = carc_setup_new_shuffled (tiles, 2, 0, 1);
    g_autoptr(CarcSetup) b = carc_setup_new_shuffled (tiles, 2, 0, 2);
    g_autoptr(CarcSetup) c = carc_setup_new_shuffled (tiles, 2, 0, 3);
    const guint16 *order;
    guint n;
    g_autoptr(CarcGame) large = NULL;
    CarcBoard *board = carc_window_get_board (window);
    GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

    order = carc_setup_get_order (a, &n);
    carc_setup_set_order (big, order, n);
    order = carc_setup_get_order (b, &n);
    for (guint i = 0; i < n; i++)
      carc_setup_append_tile (big, order[i]);
    order = carc_setup_get_order (c, &n);
    for (guint i = 0; i < 10; i++)
      carc_setup_append_tile (big, order[i]);
    large = carc_game_new (big, names, carc_player_colours);
    play_random (large, 9);
    carc_window_set_game (window, large);
    carc_board_set_zoom (board, 0.6);
    carc_board_centre (board);
    g_main_context_iteration (NULL, FALSE);

    /* The same board in each theme, seen from the same place: the
     * textures are drawn anew as the pan reaches tiles, so the first
     * frames pay for the art. */
    for (guint t = 0; t < carc_theme_get_n (); t++)
      {
        carc_board_set_theme (board, carc_theme_get (t)->id);
        carc_board_fit (board);
        carc_board_set_zoom (board, 0.6);
        double first;

        for (guint f = 0; f < G_N_ELEMENTS (frames); f++)
          {
            carc_board_pan (board, 0.1, 0.05);
            frames[f] = board_frame_ms (board, renderer);
          }
        /* The first frame in a theme renders its layers and the table. */
        first = frames[0];
        qsort (frames + 1, G_N_ELEMENTS (frames) - 1, sizeof (double), compare_doubles);
        g_print ("FRAME theme=%s tiles=%u board_px=%dx%d median_ms=%.2f first_ms=%.2f worst_after_first_ms=%.2f "
                 "texture_kib=%zu\n",
                 carc_theme_get (t)->id, carc_game_get_n_placed (large), gtk_widget_get_width (GTK_WIDGET (board)),
                 gtk_widget_get_height (GTK_WIDGET (board)), frames[G_N_ELEMENTS (frames) / 2], first,
                 frames[G_N_ELEMENTS (frames) - 1], carc_board_get_texture_bytes (board) / 1024);
      }

    /* Zooming in step by step, each step a new size of textures: the
     * frames while they are rendered, in the frames (within a budget)
     * and between them (the main loop runs after each frame). */
    {
      double zoom_frames[24];
      guint n_frames = 0;

      carc_board_set_theme (board, "classic");
      carc_board_fit (board);
      carc_board_set_zoom (board, 0.5);
      board_frame_ms (board, renderer);
      for (guint step = 0; step < 4; step++)
        {
          carc_board_set_zoom (board, 0.5 * pow (1.25, step + 1));
          for (guint f = 0; f < 6; f++)
            {
              zoom_frames[n_frames++] = board_frame_ms (board, renderer);
              while (g_main_context_iteration (NULL, FALSE))
                ;
            }
        }
      qsort (zoom_frames, n_frames, sizeof (double), compare_doubles);
      g_print ("ZOOM theme=classic steps=4 frames=%u median_ms=%.2f max_ms=%.2f texture_kib=%zu\n", n_frames,
               zoom_frames[n_frames / 2], zoom_frames[n_frames - 1], carc_board_get_texture_bytes (board) / 1024);
    }
  }

  gtk_window_destroy (GTK_WINDOW (window));
  carc_tile_set_unref (tiles);
  return 0;
}
