/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board as one landscape (issue 39): where two fields meet, the
 * pixel columns either side of the border hardly differ, for every pair
 * of tiles of every set that can lie so, in every theme, and on a board
 * in a window; no line shows along the border; and with the
 * grid switched on the board shows it, while the marks of the cells where
 * the tile fits stay as they were.  The tiles lie on the table: their cut
 * edge shows below them and their shadow falls on the table. */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>

#include "carc-board.h"
#include "carc-bundle.h"
#include "carc-feature-kind.h"
#include "carc-game.h"
#include "carc-tile-painter.h"
#include "carc-tileset-loader.h"
#include "carc-ui-test-util.h"
#include "carc-window-private.h"

/* The size tiles are rendered at. */
#define PX 96
/* How much two pixels either side of a border between fields may differ
 * on average (of 255, the largest of the three channels), and how many
 * of the border's pixels may differ more than OUTLIER (a tree's foot or
 * a wall's end drawn up to the edge). */
#define SEAM_MEAN 6.0
#define OUTLIER 40
#define OUTLIERS 0.15
/* How much darker the border may be than the land beside it without the
 * grid, and must be with it (the mean of the darkest pixels, of 255). */
#define NO_LINE 8.0
#define GRID_LINE 30.0

static const char *const set_ids[] = {
  "base", "river", "inns-cathedrals", "traders-builders", "winter", "mists",
};

static CarcTileSet *
load_set (const char *id)
{
  g_autoptr(GError) error = NULL;
  CarcTileSet *set = carc_tile_set_load_builtin (id, &error);

  g_assert_no_error (error);
  return set;
}

/* One side of a rendered tile: its pixels along the edge, and those three
 * pixels in, from the top or left end. */
typedef struct
{
  const char *id;
  guint       rotation;
  guchar      edge[PX][3];
  guchar      inside[PX][3];
} Side;

static void
read_side (cairo_surface_t *surface,
           guint            d,
           Side            *side)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  gint stride = cairo_image_surface_get_stride (surface);

  for (gint i = 0; i < PX; i++)
    for (guint in = 0; in < 2; in++)
      {
        gint depth = in ? 3 : 0;
        gint x = d == 1 ? PX - 1 - depth : d == 3 ? depth : i;
        gint y = d == 2 ? PX - 1 - depth : d == 0 ? depth : i;
        const guchar *at = data + y * stride + x * 4;
        guchar *out = in ? side->inside[i] : side->edge[i];

        /* Cairo's native-endian RGB: blue, green, red in memory. */
        out[0] = at[2], out[1] = at[1], out[2] = at[0];
      }
}

static gint
channel_distance (const guchar a[3],
                  const guchar b[3])
{
  return MAX (MAX (ABS (a[0] - b[0]), ABS (a[1] - b[1])), ABS (a[2] - b[2]));
}

/* The mean difference across the border of @a and @b laid side by side,
 * leaving out its ends (where a city's wall may run to the corner) and
 * the few outliers, which it counts in @outliers. */
static double
seam (const Side *a,
      const Side *b,
      guint      *outliers)
{
  double sum = 0;
  guint n = 0;

  *outliers = 0;
  for (gint i = PX / 10; i < PX - PX / 10; i++)
    {
      gint d = channel_distance (a->edge[i], b->edge[i]);

      if (d > OUTLIER)
        (*outliers)++;
      else
        sum += d, n++;
    }
  return n > 0 ? sum / n : 0;
}

/* Whether the field along the board side @d of @type turned @rotation
 * is open land, not under the Mists' fog (whose edge is meant to show). */
static gboolean
open_field (const CarcTileType *type,
            guint               rotation,
            guint               d)
{
  if (type->edges[(d + 4 - rotation) & 3] != CARC_EDGE_FIELD)
    return FALSE;
  for (guint h = 0; h < 2; h++)
    {
      guint half = carc_tile_type_half_segment (type, rotation, d * 2 + h);

      if (half != CARC_NO_SEGMENT && g_str_equal (carc_feature_kind_get (type->segments[half].kind)->id, "mist"))
        return FALSE;
    }
  return TRUE;
}

/* Every field edge of every tile of @set turned every way, by side, in
 * @variant, the look of a tile at a cell of that parity. */
static void
collect_sides (CarcTileSet     *set,
               const CarcTheme *theme,
               guint            variant,
               GArray          *sides[4])
{
  for (guint i = 0; i < carc_tile_set_get_n_types (set); i++)
    for (guint r = 0; r < 4; r++)
      {
        const CarcTileType *type = carc_tile_set_get_type (set, i);
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, PX, PX);
        cairo_t *cr = cairo_create (surface);

        cairo_scale (cr, PX, PX);
        carc_tile_painter_draw_variant (cr, type, r, variant, theme);
        cairo_destroy (cr);
        cairo_surface_flush (surface);
        for (guint d = 0; d < 4; d++)
          if (open_field (type, r, d))
            {
              Side side = { .id = type->id, .rotation = r };

              read_side (surface, d, &side);
              g_array_append_val (sides[d], side);
            }
        cairo_surface_destroy (surface);
      }
}

static void
test_seams (void)
{
  double worst_mean = 0, worst_share = 0;
  guint pairs = 0;

  for (guint t = 0; t < carc_theme_get_n (); t++)
    for (guint s = 0; s < G_N_ELEMENTS (set_ids); s++)
      {
        g_autoptr(CarcTileSet) set = load_set (set_ids[s]);
        const CarcTheme *theme = carc_theme_get (t);
        GArray *sides[3][4];

        /* A tile at cell (0, 0), and its neighbours to the right, at (1, 0),
         * and below, at (0, 1): each in its cell's look, as the board
         * draws them (the light over the land and the town run on across
         * two tiles). */
        for (guint v = 0; v < 3; v++)
          {
            for (guint d = 0; d < 4; d++)
              sides[v][d] = g_array_new (FALSE, FALSE, sizeof (Side));
            collect_sides (set, theme, carc_tile_painter_variant_at (v == 1, v == 2), sides[v]);
          }
        /* Right against left, bottom against top. */
        for (guint d = 1; d <= 2; d++)
          for (guint i = 0; i < sides[0][d]->len; i++)
            for (guint j = 0; j < sides[d][(d + 2) & 3]->len; j++)
              {
                const Side *a = &g_array_index (sides[0][d], Side, i);
                const Side *b = &g_array_index (sides[d][(d + 2) & 3], Side, j);
                guint outliers;
                double mean = seam (a, b, &outliers);
                double share = outliers / (PX - 2.0 * (PX / 10));

                if (mean > SEAM_MEAN || share > OUTLIERS)
                  g_error ("%s in %s: %s turned %u and %s turned %u side by side (%s) differ by %.1f on average, "
                           "%.0f %% of the border by more than %d", set_ids[s], theme->id, a->id, a->rotation,
                           b->id, b->rotation, d == 1 ? "across" : "down", mean, 100 * share, OUTLIER);
                worst_mean = MAX (worst_mean, mean);
                worst_share = MAX (worst_share, share);
                pairs++;
              }
        for (guint v = 0; v < 3; v++)
          for (guint d = 0; d < 4; d++)
            g_array_unref (sides[v][d]);
      }
  g_test_message ("%u pairs of field edges; worst mean difference %.2f (limit %.1f), worst share of outliers "
                  "%.1f %% (limit %.0f %%)", pairs, worst_mean, SEAM_MEAN, 100 * worst_share, 100 * OUTLIERS);
  g_assert_cmpuint (pairs, >, 1000);
}

/* The pixel of @picture at widget point (@x, @y). */
static const guchar *
at (TestPicture *picture,
    gint         x,
    gint         y)
{
  g_assert_true (x >= 0 && y >= 0 && x < picture->width && y < picture->height);
  return picture->data + (gsize) y * picture->stride + (gsize) x * 4;
}

/* The mean over the field rows of the border between (-1, 0) and the
 * start tile (above and below the road that crosses it) of the darkest
 * of the five pixel columns @shift pixels from the border; and the mean
 * difference of the two columns either side of it in @across. */
static double
border_darkness (TestPicture *picture,
                 gint         shift,
                 double      *across)
{
  double x0, y0, x1, y1, sum = 0, diff = 0;
  guint n = 0;
  gint bx;

  carc_board_to_screen (picture->board, 0, 0, &x0, &y0);
  carc_board_to_screen (picture->board, 0, 1, &x1, &y1);
  bx = (gint) round (x0) + shift;
  for (gint y = (gint) (y0 + 0.1 * (y1 - y0)); y < y0 + 0.9 * (y1 - y0); y++)
    {
      double f = (y - y0) / (y1 - y0);
      gint darkest = 3 * 255;

      if (f > 0.35 && f < 0.65)
        continue;
      for (gint x = bx - 2; x <= bx + 2; x++)
        {
          const guchar *p = at (picture, x, y);

          darkest = MIN (darkest, p[0] + p[1] + p[2]);
        }
      sum += darkest / 3.0;
      diff += channel_distance (at (picture, bx - 1, y), at (picture, bx, y));
      n++;
    }
  *across = diff / n;
  return sum / n;
}

static void
test_grid (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("A A U U");
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcBoard *board;
  double off, on, land, across_off, across_on, across_land;
  guint before[3], after[3];

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  board = carc_window_get_board (window);
  g_assert_false (carc_board_get_show_grid (board));

  /* A cell where the monastery fits is marked the same with the grid. */
  {
    g_autoptr(TestPicture) plain = test_picture_of_board (board);

    test_picture_rgb (plain, -0.5 + 0.3, 0.5, before);
    carc_board_set_show_grid (board, TRUE);
    test_settle ();
  }
  {
    g_autoptr(TestPicture) grid = test_picture_of_board (board);

    test_picture_rgb (grid, -0.5 + 0.3, 0.5, after);
    for (guint c = 0; c < 3; c++)
      g_assert_cmpuint (before[c], ==, after[c]);
  }

  /* The monastery west of the start tile, its road joining the start's:
   * a border of fields above and below the road. */
  carc_board_set_rotation (board, 3);
  g_assert_true (carc_board_activate_cell (board, -1, 0, 0.5, 0.5));
  /* The other monastery east of it, so that the frame of the last tile
   * placed is away from the border looked at. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.skip-figure", NULL));
  carc_board_set_rotation (board, 1);
  g_assert_true (carc_board_activate_cell (board, 1, 0, 0.5, 0.5));
  g_assert_cmpint (carc_game_get_last_placed (game), ==, 2);
  test_settle ();
  {
    g_autoptr(TestPicture) grid = test_picture_of_board (board);

    on = border_darkness (grid, 0, &across_on);
  }
  carc_board_set_show_grid (board, FALSE);
  test_settle ();
  {
    g_autoptr(TestPicture) plain = test_picture_of_board (board);

    off = border_darkness (plain, 0, &across_off);
    land = border_darkness (plain, -12, &across_land);
  }
  g_test_message ("the border between two fields: darkest %.1f with the grid, %.1f without, %.1f on the land "
                  "beside it; the columns either side differ by %.1f without the grid, %.1f on the land beside",
                  on, off, land, across_off, across_land);
  /* Without the grid no seam: the table never shows between tiles, and
   * no line runs along the border. */
  g_assert_cmpfloat (across_off, <, SEAM_MEAN);
  g_assert_cmpfloat (land - off, <, NO_LINE);
  /* With it, a line plainly darker than the land. */
  g_assert_cmpfloat (off - on, >, GRID_LINE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
brightness (TestPicture *picture,
            double       bx,
            double       by)
{
  guint rgb[3];

  test_picture_rgb (picture, bx, by, rgb);
  return rgb[0] + rgb[1] + rgb[2];
}

static void
test_relief (void)
{
  g_autoptr(CarcGame) game = test_classic_game ("A A U U");
  CarcWindow *window = g_object_new (CARC_TYPE_WINDOW, NULL);
  CarcBoard *board;
  guint edge, below, right, table_below, table_right;

  test_forget_user_files ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  carc_window_set_game (window, game);
  test_settle ();
  board = carc_window_get_board (window);
  carc_board_set_zoom (board, 1.0);
  /* A tile west of the start tile, and the figure step: no marks of
   * cells around the tiles. */
  carc_board_set_rotation (board, 3);
  g_assert_true (carc_board_activate_cell (board, -1, 0, 0.5, 0.5));
  g_assert_cmpint (carc_game_get_decision (game), ==, CARC_DECISION_PLACE_FIGURE);
  carc_board_centre (board);
  test_settle ();
  {
    g_autoptr(TestPicture) picture = test_picture_of_board (board);

    /* The start tile's lower side: its edge (0.06 of a tile), then the
     * shadow; its right side, the shadow.  The table a tile away. */
    edge = brightness (picture, 0.5, 1.03);
    below = brightness (picture, 0.5, 1.1);
    table_below = brightness (picture, 0.5, 2.5);
    right = brightness (picture, 1.02, 0.5);
    table_right = brightness (picture, 2.5, 0.5);
  }
  g_test_message ("below the tile: edge %u, shadow %u, table %u; right of it: shadow %u, table %u (of 765)",
                  edge, below, table_below, right, table_right);
  g_assert_cmpuint (edge, >, table_below + 90);
  g_assert_cmpuint (below * 10, <, table_below * 8);
  g_assert_cmpuint (right * 10, <, table_right * 8);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How thick the fog lies on a tile, as the board reads it to let the fog
 * drift over a neighbour: none on a tile without mist, full all over one
 * all mist, and on a tile with mist in its northern half (along its north
 * side and the north halves of its east and west sides) just there,
 * turning with the tile. */
static void
test_fog_cover (void)
{
  g_autoptr(CarcTileSet) set = load_set ("mists");
  guint clear, misty, half, road;
  guint8 cover[CARC_TILE_GRID * CARC_TILE_GRID], shown[CARC_TILE_GRID * CARC_TILE_GRID], room[CARC_TILE_GRID * CARC_TILE_GRID];
  const guint n = CARC_TILE_GRID;

  g_assert_true (carc_tile_set_lookup (set, "M01", &clear));
  g_assert_true (carc_tile_set_lookup (set, "M19", &misty));
  g_assert_true (carc_tile_set_lookup (set, "M20", &half));
  g_assert_true (carc_tile_set_lookup (set, "M14", &road));
  carc_tile_painter_fog_cover (carc_tile_set_get_type (set, clear), 0, cover, shown, room);
  for (guint k = 0; k < n * n; k++)
    g_assert_cmpuint (cover[k], ==, 0);
  carc_tile_painter_fog_cover (carc_tile_set_get_type (set, misty), 3, cover, shown, room);
  for (guint k = 0; k < n * n; k++)
    g_assert_cmpuint (cover[k], >, 200);
  for (guint r = 0; r < 4; r++)
    {
      carc_tile_painter_fog_cover (carc_tile_set_get_type (set, half), r, cover, shown, room);
      for (guint k = 0; k < n; k++)
        {
          /* Along the side the north turned by r to, then the opposite. */
          guint near_x[4] = { k, n - 1, k, 0 }, near_y[4] = { 0, k, n - 1, k };
          guint far_x[4] = { k, 0, k, n - 1 }, far_y[4] = { n - 1, k, 0, k };

          g_assert_cmpuint (cover[near_y[r] * n + near_x[r]], >, 200);
          g_assert_cmpuint (cover[far_y[r] * n + far_x[r]], <, 20);
        }
    }
  /* A road running west to east along the mist's northern edge: the fog
   * lies whole under the road's southern side, no billow bares it in
   * dashes, and fog drifting onto the road lies on it as a veil only,
   * on the field north of it whole. */
  carc_tile_painter_fog_cover (carc_tile_set_get_type (set, road), 0, cover, shown, room);
  for (guint k = 4; k < n - 4; k++)
    {
      g_assert_cmpuint (cover[17 * n + k], >, 200);
      g_assert_cmpuint (ABS ((gint) cover[17 * n + k] - (gint) cover[17 * n + 4]), <=, 12);
      g_assert_cmpuint (room[16 * n + k], <, 200);
      g_assert_cmpuint (room[12 * n + k], >, room[16 * n + k] + 30);
    }
  /* On the road by the tile's sides, where it meets its neighbours' road
   * as it is, the texture shows no veil: the fog drifting onto the road
   * there makes up the veil. */
  g_test_message ("road by the western side: fog %u, shown %u; in the middle: fog %u, shown %u", cover[17 * n + 1],
                  shown[17 * n + 1], cover[17 * n + n / 2 - 4], shown[17 * n + n / 2 - 4]);
  g_assert_cmpuint (shown[17 * n + 1] + 100, <, cover[17 * n + 1]);
}

/* The Mists' fog drifts on over the table beside the board, so that the
 * board does not end in a straight bank of fog: above the start board's
 * misty corner the table is lighter near the board, thinning fast away
 * from it (a haze, not the board going on), and above its city, where
 * no fog lies, it is the table's colour
 * (each compared with the same cell's far side, where the cell's mark
 * is the same). */
static void
test_fog_over_table (void)
{
  g_autoptr(CarcGame) game = test_coop_game (1, 1, 7);
  CarcWindow *window = test_window_with (game);
  CarcBoard *board;
  guint misty[3], clear[2];

  board = carc_window_get_board (window);
  carc_board_set_zoom (board, 1.0);
  carc_board_centre (board);
  test_settle ();
  {
    g_autoptr(TestPicture) picture = test_picture_of_board (board);

    /* Above the start board's upper side: by its misty western cell
     * and by its city, near, a little way off, and half a tile off. */
    misty[0] = brightness (picture, 0.25, -0.08);
    misty[1] = brightness (picture, 0.25, -0.25);
    misty[2] = brightness (picture, 0.25, -0.55);
    clear[0] = brightness (picture, 1.5, -0.08);
    clear[1] = brightness (picture, 1.5, -0.55);
  }
  g_test_message ("above the start board, by its mist: %u, %u, %u going off; by its city: %u, %u (of 765)",
                  misty[0], misty[1], misty[2], clear[0], clear[1]);
  g_assert_cmpuint (misty[0], >, misty[1] + 60);
  g_assert_cmpuint (misty[1], >=, misty[2]);
  g_assert_cmpuint (misty[0], >, misty[2] + 100);
  g_assert_cmpuint (ABS ((gint) clear[0] - (gint) clear[1]), <, 20);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  test_ui_init (&argc, &argv);
  g_test_add_func ("/ui/landscape/seams", test_seams);
  g_test_add_func ("/ui/landscape/grid", test_grid);
  g_test_add_func ("/ui/landscape/relief", test_relief);
  g_test_add_func ("/ui/landscape/fog-cover", test_fog_cover);
  g_test_add_func ("/ui/landscape/fog-over-table", test_fog_over_table);
  return g_test_run ();
}
