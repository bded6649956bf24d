/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board: every placed tile drawn from its data, the figures on it,
 * and the current decision — the cells where the tile in hand fits in any
 * rotation (with a ghost under the pointer or the keyboard cursor), or the
 * spots of the new tile where a meeple may go.
 *
 * Rendered tiles are cached as textures per (theme, type, rotation) at
 * the size tiles are drawn, in device pixels, so a frame only places
 * images.  After a zoom the textures of the sizes before stand in,
 * scaled, while each frame renders new ones for a few milliseconds and
 * the rest are rendered between frames: a zoom never stalls the view, and
 * the tiles come sharp within a few frames.  The widget never decides
 * legality: it asks the game and draws what it says. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "carc-board.h"
#include "carc-board-motion.h"
#include "carc-bundle.h"
#include "carc-figure-painter.h"
#include "carc-words.h"
#include "carc-tile-geometry.h"
#include "carc-tile-painter.h"

#define BASE_TILE_SIZE 96.0
#define MIN_ZOOM 0.25
#define MAX_ZOOM 3.0
#define SPOT_RADIUS 0.13  /* a figure spot's disc, in tiles: drawn and hit */


struct _CarcBoard
{
  GtkWidget   parent_instance;

  CarcGame   *game;
  guint       rotation;
  double      zoom;
  double      centre_x;       /* board point shown in the middle, in tiles */
  double      centre_y;
  gboolean    fit_pending;    /* carc_board_fit() waits for a size */

  gboolean    hover_valid;
  double      hover_x;        /* pointer, in widget pixels */
  double      hover_y;
  gint        cursor_x;       /* keyboard cursor cell */
  gint        cursor_y;
  gboolean    cursor_active;
  guint       option_index;   /* keyboard choice among figure spots or a module's places */
  gboolean    target_shown;   /* the keys picked a module's place in this decision */
  gboolean    hint_shown;     /* the cursor shows a hint's cell (until the game changes) */
  CarcDecisionKind decision;  /* the game's decision when last seen */
  gint        hint_x;
  gint        hint_y;

  double      drag_start_x;
  double      drag_start_y;
  gboolean    dragged;
  double      zoom_start;
  CarcBoardMotion *motion;    /* the view gliding, a new tile settling, points rising */

  GHashTable *textures;       /* (theme * 65536 + type) * 4 + rotation → GdkTexture */
  double      texture_size;   /* the size of the textures, in device pixels */
  GHashTable *stale_textures; /* earlier sizes' textures, drawn scaled meanwhile */
  gint64      render_deadline; /* this frame renders new textures until then */
  gboolean    frame_partial;  /* this frame drew stale textures */
  GHashTable *pending;        /* texture keys it stood in for */
  guint       redraw_source;  /* renders them between frames */
  char       *theme_name;     /* the player's choice, or NULL: the tile set's */
  GArray     *cells;          /* CarcBoardCell: where the tile in hand fits */
  GPtrArray  *figure_options; /* CarcChoice: the spots, of figure_colour when colours are free */
  GPtrArray  *targets;        /* CarcChoice: a module's choices that point at the board */
  const CarcBundle *bundles[CARC_MAX_MODULES]; /* the game's modules' parts of the board */
  guint       n_bundles;
  guint       figure_colour;  /* colour of the next figure, where the player chooses it */
  guint       figure_kind;    /* kind of the next figure, where several are listed */
  guint       figure_kinds;   /* bit k: figures of kind k are listed now */
  guint       drawn[3];       /* the draw last seen: turn, tiles left, tile type */
  guint       focus_source;   /* gives the focus back to the board */
  double      covered_end;    /* pixels at the end side under the side panel */
  double      covered_corner[2]; /* width, height under the card at the bottom start corner */
  int         allocated[2];   /* the last width and height allocated */
};

/* An empty cell where the tile in hand fits, and how. */
typedef struct
{
  gint  x;
  gint  y;
  guint rotations;            /* bit r: it fits turned r quarters */
} CarcBoardCell;

G_DEFINE_FINAL_TYPE (CarcBoard, carc_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_ZOOM,
  PROP_THEME,
  PROP_FIGURE_KIND,
  PROP_FIGURE_COLOUR,
  N_PROPS
};

enum {
  REFUSED,
  ANSWER_ASKED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

double
carc_board_tile_size (CarcBoard *self)
{
  return round (BASE_TILE_SIZE * self->zoom);
}

static void
to_board (CarcBoard *self,
          double     px,
          double     py,
          double    *bx,
          double    *by)
{
  double ts = carc_board_tile_size (self);

  *bx = (px - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / ts + self->centre_x;
  *by = (py - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / ts + self->centre_y;
}

void
carc_board_to_screen (CarcBoard *self,
           double     bx,
           double     by,
           double    *px,
           double    *py)
{
  double ts = carc_board_tile_size (self);

  *px = round ((bx - self->centre_x) * ts + gtk_widget_get_width (GTK_WIDGET (self)) / 2.0);
  *py = round ((by - self->centre_y) * ts + gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

/* Where a glide puts the middle of the view (carc-board-motion.c). */
static void
move_view (CarcBoard *self,
           double     x,
           double     y)
{
  self->centre_x = x;
  self->centre_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The view glides to board point @x, @y: where the board moves it on its
 * own.  The player's drag, scroll and keys move it at once. */
static void
glide_to (CarcBoard *self,
          double     x,
          double     y)
{
  carc_board_motion_glide (self->motion, self->centre_x, self->centre_y, x, y);
}

static void visible_columns (CarcBoard *self,
                             double    *left,
                             double    *right);
static void reveal_targets  (CarcBoard *self);

/* Glides to put board point @x, @y in the middle of what the player sees
 * (beside the side panel when it covers the board). */
static void
glide_to_visible (CarcBoard *self,
                  double     x,
                  double     y)
{
  double left, right;

  visible_columns (self, &left, &right);
  glide_to (self, x + (gtk_widget_get_width (GTK_WIDGET (self)) - left - right) / 2 / carc_board_tile_size (self), y);
}

/* The middle of the view where it is going: the end of its glide, else
 * where it is. */
static void
view_destination (CarcBoard *self,
                  double    *x,
                  double    *y)
{
  if (!carc_board_motion_get_glide_end (self->motion, x, y))
    {
      *x = self->centre_x;
      *y = self->centre_y;
    }
}

/* The middle of the last tile placed (or of the start). */
static void
last_tile_middle (CarcBoard *self,
                  double    *x,
                  double    *y)
{
  gint last = carc_game_get_last_placed (self->game);
  CarcPlacedTile t = { .x = 0, .y = 0 };

  if (last >= 0)
    carc_game_get_placed (self->game, last, &t);
  *x = t.x + 0.5;
  *y = t.y + 0.5;
}

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

/* The board's background goes with its theme: a style class per theme
 * (data/style.css). */
static void
update_theme_class (CarcBoard *self)
{
  for (guint i = 0; i < CARC_N_THEMES; i++)
    {
      g_autofree char *name = g_strdup_printf ("theme-%s", carc_theme_get (i)->id);

      if (carc_theme_get (i) == carc_board_get_theme (self))
        gtk_widget_add_css_class (GTK_WIDGET (self), name);
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), name);
    }
}

/* How long a frame may spend rendering tile textures when it has some of
 * another size to show meanwhile: the rest wait for the next frames. */
#define RENDER_BUDGET_US 6000

/* Renders the texture of @key (tile @type turned by @rotation, or the
 * back for G_MAXUINT16) at the current size, and caches it. */
static GdkTexture *
render_texture (CarcBoard *self,
                guint      key,
                guint      type,
                guint      rotation)
{
  const CarcTheme *theme = carc_theme_get (key / 4 / 65536);
  gint px = MAX ((gint) self->texture_size, 1);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  cairo_scale (cr, px, px);
  if (type == G_MAXUINT16)
    carc_tile_painter_draw_back (cr, theme);
  else
    carc_tile_painter_draw (cr, carc_game_get_tile_type (self->game, type), rotation, theme);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) cairo_image_surface_get_stride (surface) * px);
  texture = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, bytes, cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
  return texture;
}

/* The tile of @type turned by @rotation, or with @type G_MAXUINT16 a
 * face-down tile's back, at the current tile size. */
static GdkTexture *
tile_texture (CarcBoard *self,
              guint      type,
              guint      rotation)
{
  /* In device pixels: sharp on a high-density screen too. */
  double ts = carc_board_tile_size (self) * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  const CarcTheme *theme = carc_board_get_theme (self);
  guint key = ((theme->index * 65536) + type) * 4 + (rotation & 3);
  GdkTexture *texture;

  if (self->texture_size != ts)
    {
      GHashTableIter iter;
      gpointer k;

      /* What is rendered stands in until this size is: the latest of
       * each, even from a zoom that went on before all was rendered. */
      g_hash_table_iter_init (&iter, self->textures);
      while (g_hash_table_iter_next (&iter, &k, (gpointer *) &texture))
        {
          g_hash_table_replace (self->stale_textures, k, texture);
          g_hash_table_iter_steal (&iter);
        }
      self->texture_size = ts;
    }
  texture = g_hash_table_lookup (self->textures, GUINT_TO_POINTER (key));
  if (texture != NULL)
    return texture;
  /* Past the frame's budget, a stand-in, and the texture is rendered
   * between frames. */
  if (g_get_monotonic_time () > self->render_deadline
      && (texture = g_hash_table_lookup (self->stale_textures, GUINT_TO_POINTER (key))) != NULL)
    {
      self->frame_partial = TRUE;
      g_hash_table_add (self->pending, GUINT_TO_POINTER (key));
      return texture;
    }
  return render_texture (self, key, type, rotation);
}

/* A cell the player may choose: a pale fill in @colour, a dashed frame
 * @width pixels wide. */
void
carc_board_mark_cell (CarcBoard     *self,
                      cairo_t       *cr,
                      double         px,
                      double         py,
                      const GdkRGBA *colour,
                      double         width)
{
  double ts = carc_board_tile_size (self);
  double inset = width + 1;

  cairo_rectangle (cr, px + inset, py + inset, ts - 2 * inset, ts - 2 * inset);
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, 0.2);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_set_dash (cr, (double[]) { 2 * width + 2, width + 2 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* Sorts the game's listed choices for drawing and hit-testing: the cells
 * where the tile fits, the figure spots, a module's places. */
static void
refresh_options (CarcBoard *self)
{
  GListModel *choices;
  guint n, colours, period = 1;

  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->figure_options, g_ptr_array_unref);
  g_clear_pointer (&self->targets, g_ptr_array_unref);
  if (self->game == NULL)
    return;
  self->cells = g_array_new (FALSE, FALSE, sizeof (CarcBoardCell));
  self->figure_options = g_ptr_array_new_with_free_func (g_object_unref);
  self->targets = g_ptr_array_new_with_free_func (g_object_unref);
  choices = carc_game_get_choices (self->game);
  /* A computer player's choices are not the people's to click. */
  n = carc_game_get_person_decides (self->game) ? g_list_model_get_n_items (choices) : 0;
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE)
    period = carc_game_get_tile_type (self->game, carc_game_get_tile (self->game))->period;
  /* When the player chooses the figure's colour, the spots are those of
   * the chosen colour; of several kinds of figure, those of the chosen
   * kind. */
  colours = carc_game_get_figure_colours (self->game);
  self->figure_kinds = carc_game_get_listed_figure_kinds (self->game);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);
      const CarcAction *a = carc_choice_get_action (choice);

      switch (carc_choice_get_kind (choice))
        {
        case CARC_CHOICE_PLACE_TILE:
          {
            guint k;

            for (k = 0; k < self->cells->len; k++)
              if (g_array_index (self->cells, CarcBoardCell, k).x == a->x
                  && g_array_index (self->cells, CarcBoardCell, k).y == a->y)
                break;
            if (k == self->cells->len)
              g_array_append_val (self->cells, ((CarcBoardCell) { a->x, a->y, 0 }));
            /* A symmetric tile is listed once per distinct orientation. */
            for (guint r = a->rotation; r < 4; r += period)
              g_array_index (self->cells, CarcBoardCell, k).rotations |= 1u << r;
          }
          break;
        case CARC_CHOICE_PLACE_FIGURE:
          if ((colours == 0 || a->choice == carc_board_get_figure_colour (self))
              && a->figure == carc_board_get_figure_kind (self))
            g_ptr_array_add (self->figure_options, g_object_ref (choice));
          break;
        case CARC_CHOICE_MODULE:
          if (carc_choice_on_board (choice))
            g_ptr_array_add (self->targets, g_object_ref (choice));
          break;
        case CARC_CHOICE_SKIP_FIGURE:
        case CARC_CHOICE_CHANCE:
        default:
          break;
        }
    }
  if (self->option_index >= MAX (self->figure_options->len, self->targets->len))
    self->option_index = 0;
}

/* The keyboard cursor shows while the player steers the board with keys,
 * and the focus ring with it (style.css): GTK shows focus rings only
 * after the focus moved by keyboard, but here the keys act on the board
 * that has the focus all along. */
static void
set_cursor_active (CarcBoard *self,
                   gboolean   active)
{
  if (self->cursor_active == active)
    return;
  self->cursor_active = active;
  if (active)
    gtk_widget_add_css_class (GTK_WIDGET (self), "keyboard");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "keyboard");
}

/* The rotations (bit r: turned r quarters) in which the tile in hand fits
 * cell @x, @y; 0 where it fits in none. */
guint
carc_board_cell_rotations (CarcBoard *self,
                           gint       x,
                           gint       y)
{
  for (guint i = 0; self->cells != NULL && i < self->cells->len; i++)
    {
      const CarcBoardCell *c = &g_array_index (self->cells, CarcBoardCell, i);

      if (c->x == x && c->y == y)
        return c->rotations;
    }
  return 0;
}

/* How the tile goes into cell @x, @y: as it is turned now if it fits so,
 * else the next rotation clockwise that fits; -1 if none does. */
static gint
fitting_rotation (CarcBoard *self,
                  gint       x,
                  gint       y)
{
  guint rotations = carc_board_cell_rotations (self, x, y);

  for (guint k = 0; k < 4; k++)
    if (rotations & (1u << ((self->rotation + k) & 3)))
      return (self->rotation + k) & 3;
  return -1;
}

static gboolean
fits_somewhere (CarcBoard *self,
                guint      rotation)
{
  for (guint i = 0; self->cells != NULL && i < self->cells->len; i++)
    if (g_array_index (self->cells, CarcBoardCell, i).rotations & (1u << rotation))
      return TRUE;
  return FALSE;
}

/* The cell the ghost stands on: the keyboard cursor's when it is in use,
 * else the one under the pointer. */
static gboolean
ghost_cell (CarcBoard *self,
            gint      *x,
            gint      *y)
{
  if (self->cursor_active)
    {
      *x = self->cursor_x;
      *y = self->cursor_y;
      return TRUE;
    }
  if (self->hover_valid)
    {
      double bx, by;

      to_board (self, self->hover_x, self->hover_y, &bx, &by);
      *x = (gint) floor (bx);
      *y = (gint) floor (by);
      return TRUE;
    }
  return FALSE;
}

static void
draw_tiles (CarcBoard   *self,
            GtkSnapshot *snapshot)
{
  double ts = carc_board_tile_size (self);
  guint n = carc_game_get_n_placed (self->game);

  for (guint i = 0; i < n; i++)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (self->game, i, &t);
      carc_board_to_screen (self, t.x, t.y, &px, &py);
      if (px + ts < 0 || py + ts < 0 || px > gtk_widget_get_width (GTK_WIDGET (self))
          || py > gtk_widget_get_height (GTK_WIDGET (self)))
        continue;
      gtk_snapshot_append_texture (snapshot, tile_texture (self, t.face_down ? G_MAXUINT16 : t.type, t.rotation),
                                   &GRAPHENE_RECT_INIT (px, py, ts, ts));
    }
}

/* The tiles, the one just placed settling into its place over them
 * (carc-board-motion.c). */
static void
draw_tiles_in_motion (CarcBoard   *self,
                      GtkSnapshot *snapshot)
{
  GtkSnapshot *tiles;
  g_autoptr(GskRenderNode) node = NULL;
  gint x, y;

  if (!carc_board_motion_get_settling (self->motion, &x, &y) || carc_game_tile_at (self->game, x, y) < 0)
    {
      draw_tiles (self, snapshot);
      return;
    }
  tiles = gtk_snapshot_new ();
  draw_tiles (self, tiles);
  node = gtk_snapshot_free_to_node (tiles);
  if (node == NULL)
    return;
  gtk_snapshot_append_node (snapshot, node);
  carc_board_motion_draw_settling (self->motion, snapshot, node);
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
      carc_board_to_screen (self, t.x + ax, t.y + ay, &px, &py);
      carc_figure_painter_draw_figure (cr, px, py, ts * 0.3 * look->scale,
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

static void
draw_placement_hints (CarcBoard   *self,
                      GtkSnapshot *snapshot,
                      cairo_t     *cr)
{
  double ts = carc_board_tile_size (self);
  gint gx = G_MININT, gy = G_MININT;
  gboolean ghost = ghost_cell (self, &gx, &gy);
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
        carc_board_mark_cell (self, cr, px, py, &(GdkRGBA) { 1, 1, 1, 0.75 }, 2);
      else
        {
          carc_board_mark_cell (self, cr, px, py, &(GdkRGBA) { 1, 1, 1, 0.45 }, 1.5);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
          if (!ghost || c->x != gx || c->y != gy)
            draw_turn_hint (cr, px + ts / 2, py + ts / 2, ts * 0.12);
        }
    }

  /* The ghost shows the tile as a click or Enter would place it there
   * (none while a computer player decides: the click is not the person's). */
  if (ghost && carc_game_get_person_decides (self->game) && carc_game_tile_at (self->game, gx, gy) < 0
      && tile != G_MAXUINT)
    {
      gint rotation = fitting_rotation (self, gx, gy);
      gboolean legal = rotation >= 0;
      double px, py;
      cairo_t *outline;

      carc_board_to_screen (self, gx, gy, &px, &py);
      if (legal || self->cursor_active)
        {
          gtk_snapshot_push_opacity (snapshot, legal ? 0.8 : 0.45);
          gtk_snapshot_append_texture (snapshot, tile_texture (self, tile, legal ? (guint) rotation : self->rotation),
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

static gint spot_at (CarcBoard          *self,
                     const CarcTileType *type,
                     guint               rotation,
                     double              fx,
                     double              fy);

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

      to_board (self, self->hover_x, self->hover_y, &bx, &by);
      hovered = spot_at (self, tt, t.rotation, bx - t.x, by - t.y);
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

/* The module's choice at cell @x, @y (@fx, @fy inside it): what a bundle
 * says is there, else the cell or tile itself, else the segment's spot
 * nearest the click. */
static CarcChoice *
module_choice_at (CarcBoard *self,
                  gint       x,
                  gint       y,
                  double     fx,
                  double     fy)
{
  CarcChoice *best = NULL;
  double best_distance = G_MAXDOUBLE, ts = carc_board_tile_size (self);

  for (guint i = 0; i < self->n_bundles; i++)
    if (self->bundles[i]->choice_at != NULL
        && (best = self->bundles[i]->choice_at (self->game, self, x, y, fx, fy)) != NULL)
      return best;
  for (guint i = 0; i < self->targets->len; i++)
    {
      CarcChoice *choice = g_ptr_array_index (self->targets, i);
      const CarcAction *a = carc_choice_get_action (choice);
      double px, py, cx, cy, d;

      if (a->x != x || a->y != y)
        continue;
      if (carc_choice_get_target (choice) != CARC_TARGET_SEGMENT)
        return choice;
      if (!carc_board_segment_anchor (self, x, y, a->segment, &px, &py))
        continue;
      carc_board_to_screen (self, x + fx, y + fy, &cx, &cy);
      d = hypot (px - cx, py - cy);
      if (d < best_distance && d < ts * 0.6)
        {
          best = choice;
          best_distance = d;
        }
    }
  return best;
}

static gboolean
redraw_cb (gpointer data)
{
  CarcBoard *self = data;
  gint64 deadline = g_get_monotonic_time () + RENDER_BUDGET_US;
  const CarcTheme *theme = carc_board_get_theme (self);
  GHashTableIter iter;
  gpointer k;

  /* The textures the last frame stood in for, a frame's budget at a
   * time between frames; then a frame to show them. */
  g_hash_table_iter_init (&iter, self->pending);
  while (g_hash_table_iter_next (&iter, &k, NULL) && g_get_monotonic_time () < deadline)
    {
      guint key = GPOINTER_TO_UINT (k);

      g_hash_table_iter_remove (&iter);
      if (self->game != NULL && key / 4 / 65536 == theme->index
          && !g_hash_table_contains (self->textures, GUINT_TO_POINTER (key)))
        render_texture (self, key, key / 4 % 65536, key % 4);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (g_hash_table_size (self->pending) > 0)
    return G_SOURCE_CONTINUE;
  self->redraw_source = 0;
  return G_SOURCE_REMOVE;
}

static void
carc_board_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  CarcBoard *self = CARC_BOARD (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double ts = carc_board_tile_size (self);
  gint last;
  cairo_t *cr;

  /* The table under the tiles is the style's background (style.css),
   * which goes with the theme. */
  if (self->game == NULL)
    return;
  self->render_deadline = g_get_monotonic_time () + RENDER_BUDGET_US;
  self->frame_partial = FALSE;

  draw_tiles_in_motion (self, snapshot);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* The last tile placed. */
  last = carc_game_get_last_placed (self->game);
  if (last >= 0)
    {
      CarcPlacedTile t;
      double px, py;

      carc_game_get_placed (self->game, last, &t);
      carc_board_to_screen (self, t.x, t.y, &px, &py);
      cairo_rectangle (cr, px + 1.5, py + 1.5, ts - 3, ts - 3);
      cairo_set_source_rgba (cr, 1.0, 0.85, 0.2, 0.95);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }

  /* The modules' pieces under the figures: a figure standing among them
   * stays whole. */
  for (guint i = 0; i < self->n_bundles; i++)
    if (self->bundles[i]->draw_pieces != NULL)
      self->bundles[i]->draw_pieces (self->game, self, cr);
  draw_figures (self, cr);
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    draw_figure_targets (self, cr);
  /* What a module's question concerns, and a module's own places in the
   * figure step (a flying machine). */
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE
      || carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    for (guint i = 0; i < self->n_bundles; i++)
      if (self->bundles[i]->draw_decision != NULL)
        self->bundles[i]->draw_decision (self->game, self, cr);
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    draw_module_targets (self, cr);
  cairo_destroy (cr);

  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE)
    {
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      draw_placement_hints (self, snapshot, cr);
      cairo_destroy (cr);
    }

  /* Points over everything. */
  carc_board_motion_draw_labels (self->motion, snapshot);

  /* Render what was left between frames; once a frame needed no
   * stand-in, the textures of earlier sizes are let go. */
  if (self->frame_partial && self->redraw_source == 0)
    self->redraw_source = g_idle_add (redraw_cb, self);
  else if (!self->frame_partial)
    g_hash_table_remove_all (self->stale_textures);
}

/* Puts the keyboard cursor on the cell nearest to it where the tile in
 * hand fits, unless it fits where the cursor is. */
static void
cursor_to_legal_cell (CarcBoard *self)
{
  gint best = -1, best_distance = G_MAXINT;

  if (carc_board_cell_rotations (self, self->cursor_x, self->cursor_y) != 0)
    return;
  for (guint i = 0; i < self->cells->len; i++)
    {
      const CarcBoardCell *c = &g_array_index (self->cells, CarcBoardCell, i);
      gint dx = c->x - self->cursor_x, dy = c->y - self->cursor_y;

      if (dx * dx + dy * dy < best_distance)
        {
          best = i;
          best_distance = dx * dx + dy * dy;
        }
    }
  if (best >= 0)
    {
      self->cursor_x = g_array_index (self->cells, CarcBoardCell, best).x;
      self->cursor_y = g_array_index (self->cells, CarcBoardCell, best).y;
    }
}

/* After every change of the game.  A new draw — also of the same tile type
 * as the last one, which the game's "tile" property does not announce —
 * starts turned the first way that fits somewhere (as printed when it
 * can), with the keyboard cursor on a cell where it fits.  Otherwise
 * (after an undo, say) the tile keeps its rotation while that fits
 * somewhere. */
static void
game_changed_cb (CarcBoard *self)
{
  guint drawn[3] = { carc_game_get_turn (self->game), carc_game_get_tiles_left (self->game),
                     carc_game_get_tile (self->game) };
  gboolean new_draw = memcmp (drawn, self->drawn, sizeof drawn) != 0;

  refresh_options (self);
  /* A question's places come out from under the side panel. */
  if (self->covered_end > 0 && carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    reveal_targets (self);
  /* Back from a question that took the view elsewhere, the person places
   * a figure on their tile: it comes back into view. */
  if (self->decision == CARC_DECISION_MODULE && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
      && carc_game_get_person_decides (self->game))
    carc_board_reveal_last_tile (self);
  self->decision = carc_game_get_decision (self->game);
  self->hint_shown = FALSE;
  /* An undo takes the points back, and their labels with them. */
  if (carc_game_get_can_redo (self->game))
    carc_board_motion_clear_labels (self->motion);
  /* A new question: the first Enter only shows which place the keys
   * pick, so that a key pressed for the step before answers nothing. */
  self->target_shown = FALSE;
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE)
    {
      memcpy (self->drawn, drawn, sizeof drawn);
      if (new_draw || !fits_somewhere (self, self->rotation))
        for (guint k = 0; k < 4; k++)
          {
            guint r = new_draw ? k : (self->rotation + k) & 3;

            if (fits_somewhere (self, r))
              {
                carc_board_set_rotation (self, r);
                break;
              }
          }
      if (new_draw)
        cursor_to_legal_cell (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The figure spot drawn at @fx, @fy of the new tile (0..1 inside it): the
 * nearest of the discs that hold that point, or -1. */
static gint
spot_at (CarcBoard          *self,
         const CarcTileType *type,
         guint               rotation,
         double              fx,
         double              fy)
{
  gint best = -1;
  double best_distance = SPOT_RADIUS;

  for (guint i = 0; i < self->figure_options->len; i++)
    {
      const CarcAction *a = carc_choice_get_action (g_ptr_array_index (self->figure_options, i));
      double ax, ay, d;

      if (!carc_tile_geometry_anchor (type, rotation, a->segment, &ax, &ay))
        continue;
      d = hypot (ax - fx, ay - fy);
      if (d <= best_distance)
        {
          best = a->segment;
          best_distance = d;
        }
    }
  return best;
}

/* The one way a figure is placed, by a click or a key: the listed spot
 * on @segment (of the colour the side panel chose, when the player
 * chooses it). */
static CarcError
place_figure (CarcBoard *self,
              guint      segment)
{
  for (guint i = 0; i < self->figure_options->len; i++)
    {
      CarcChoice *choice = g_ptr_array_index (self->figure_options, i);

      if (carc_choice_get_action (choice)->segment == segment)
        return carc_game_choose (self->game, choice);
    }
  /* Not listed: the game says why. */
  return carc_game_place_figure (self->game, segment);
}

/* Places the tile in @x, @y, or the figure on the spot or segment under
 * @fx, @fy (0..1 inside that cell).  Refusals are reported by ::refused. */
gboolean
carc_board_activate_cell (CarcBoard *self,
                          gint       x,
                          gint       y,
                          double     fx,
                          double     fy)
{
  CarcError error = CARC_ERROR_WRONG_DECISION;

  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (self->game == NULL)
    return FALSE;
  /* A click stops a glide under way: the view holds where the player
   * aims.  A glide the move itself starts (a question's) goes on. */
  if (!self->cursor_active)
    carc_board_motion_halt (self->motion);

  switch (carc_game_get_decision (self->game))
    {
    case CARC_DECISION_PLACE_TILE:
      {
        /* A cell marked as fitting only when turned takes the tile turned
         * (the ghost there already shows it so): a player of a digital
         * edition expects a marked cell to take the tile, not to be told
         * to turn it first. */
        gint rotation = fitting_rotation (self, x, y);

        if (rotation >= 0)
          carc_board_set_rotation (self, rotation);
        error = carc_game_place_tile (self->game, x, y, self->rotation);
      }
      break;
    case CARC_DECISION_PLACE_FIGURE:
      {
        gint last = carc_game_get_last_placed (self->game);
        const CarcTileType *tt;
        CarcPlacedTile t;
        gint segment;
        CarcChoice *bundle_choice = NULL;

        /* A module's own place for the figure (a flying machine). */
        for (guint i = 0; i < self->n_bundles && bundle_choice == NULL; i++)
          if (self->bundles[i]->choice_at != NULL)
            bundle_choice = self->bundles[i]->choice_at (self->game, self, x, y, fx, fy);
        if (bundle_choice != NULL)
          {
            error = carc_game_choose (self->game, bundle_choice);
            break;
          }
        carc_game_get_placed (self->game, last, &t);
        if (t.x != x || t.y != y)
          {
            error = CARC_ERROR_NO_SUCH_SEGMENT;
            break;
          }
        /* The spot the player sees first (a monk's spot lies over the end
         * of the road that leads to the monastery), then the area. */
        tt = carc_game_get_tile_type (self->game, t.type);
        segment = spot_at (self, tt, t.rotation, fx, fy);
        if (segment < 0)
          segment = carc_tile_geometry_segment_at (tt, t.rotation, fx, fy);
        if (segment < 0)
          error = CARC_ERROR_NO_SUCH_SEGMENT;
        else
          error = place_figure (self, segment);
      }
      break;
    case CARC_DECISION_MODULE:
      {
        CarcChoice *choice = module_choice_at (self, x, y, fx, fy);

        /* Nothing there: not a move the rules refuse, but not this step's. */
        error = choice != NULL ? carc_game_choose (self->game, choice) : CARC_ERROR_WRONG_DECISION;
      }
      break;
    case CARC_DECISION_CHANCE:
    case CARC_DECISION_NONE:
    default:
      break;
    }
  if (error != CARC_OK)
    {
      g_signal_emit (self, signals[REFUSED], 0, (guint) error);
      return FALSE;
    }
  return TRUE;
}

static void
click_released_cb (CarcBoard       *self,
                   gint             n_press,
                   double           x,
                   double           y,
                   GtkGestureClick *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  double bx, by;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (button == GDK_BUTTON_SECONDARY)
    {
      carc_board_rotate (self, 1);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY || self->dragged)
    return;
  set_cursor_active (self, FALSE);
  to_board (self, x, y, &bx, &by);
  carc_board_activate_cell (self, (gint) floor (bx), (gint) floor (by), bx - floor (bx), by - floor (by));
}

static void
drag_begin_cb (CarcBoard      *self,
               double          x,
               double          y,
               GtkGestureDrag *gesture)
{
  /* The player takes the view over, gliding or not. */
  carc_board_motion_halt (self->motion);
  self->drag_start_x = self->centre_x;
  self->drag_start_y = self->centre_y;
  self->dragged = FALSE;
}

static void
drag_update_cb (CarcBoard      *self,
                double          dx,
                double          dy,
                GtkGestureDrag *gesture)
{
  if (!self->dragged && hypot (dx, dy) < 6)
    return;
  self->dragged = TRUE;
  self->centre_x = self->drag_start_x - dx / carc_board_tile_size (self);
  self->centre_y = self->drag_start_y - dy / carc_board_tile_size (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (CarcBoard                *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  /* GTK also reports a pointer that rests while something comes up under
   * it (a toast): the keys keep their cursor then. */
  if (self->hover_valid && x == self->hover_x && y == self->hover_y)
    return;
  self->hover_valid = TRUE;
  self->hover_x = x;
  self->hover_y = y;
  set_cursor_active (self, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (CarcBoard *self)
{
  self->hover_valid = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Zooms by @factor keeping the board point under (@px, @py) in place. */
static void
zoom_at (CarcBoard *self,
         double     factor,
         double     px,
         double     py)
{
  double bx, by, ax, ay;

  carc_board_motion_halt (self->motion);
  to_board (self, px, py, &bx, &by);
  carc_board_set_zoom (self, self->zoom * factor);
  to_board (self, px, py, &ax, &ay);
  self->centre_x += bx - ax;
  self->centre_y += by - ay;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
scroll_cb (CarcBoard                *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  double px = self->hover_valid ? self->hover_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double py = self->hover_valid ? self->hover_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  zoom_at (self, pow (1.15, -dy), px, py);
  return TRUE;
}

static void
pinch_begin_cb (CarcBoard *self)
{
  carc_board_motion_halt (self->motion);
  self->zoom_start = self->zoom;
}

static void
pinch_changed_cb (CarcBoard      *self,
                  double          scale,
                  GtkGestureZoom *gesture)
{
  carc_board_set_zoom (self, self->zoom_start * scale);
}

static void
rotate_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  carc_board_rotate (CARC_BOARD (widget), g_variant_get_int32 (param));
}

static void
zoom_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcBoard *self = CARC_BOARD (widget);

  zoom_at (self, g_variant_get_int32 (param) > 0 ? 1.25 : 0.8,
           gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
}

static void
cursor_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  gint dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  carc_board_move_cursor (CARC_BOARD (widget), dx, dy);
}

static void
activate_cb (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  carc_board_activate_cursor (CARC_BOARD (widget));
}

static void
centre_cb (GtkWidget  *widget,
           const char *action,
           GVariant   *param)
{
  carc_board_centre (CARC_BOARD (widget));
}

static void
pan_cb (GtkWidget  *widget,
        const char *action,
        GVariant   *param)
{
  gint dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  carc_board_pan (CARC_BOARD (widget), dx, dy);
}

static void
fit_cb (GtkWidget  *widget,
        const char *action,
        GVariant   *param)
{
  carc_board_fit (CARC_BOARD (widget));
}

static void
next_figure_cb (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  carc_board_next_figure (CARC_BOARD (widget), g_variant_get_int32 (param));
}

/* A new tile settles into its place.  The view keeps its figure spots in
 * reach: it glides only when part of the tile would be out of view, as
 * little as will do when placed by the keys — and never when it was
 * clicked (it lies under the pointer, and the player aims at its spots
 * right there; the click stopped any glide under way).  A tile placed
 * elsewhere (a computer's, with the pointer resting on the board) comes
 * into view with what lies around it. */
static void reveal_cell (CarcBoard *self,
                         gint       x,
                         gint       y,
                         gboolean   around);

static void
tile_placed_cb (CarcBoard *self,
                gint       x,
                gint       y)
{
  gint aim_x, aim_y;

  carc_board_motion_settle (self->motion, x, y);
  if (!self->cursor_active && ghost_cell (self, &aim_x, &aim_y) && aim_x == x && aim_y == y)
    return;
  reveal_cell (self, x, y, !self->cursor_active);
}

/* The columns of the widget the player sees: a side panel folded out
 * over the board covers its end side (never more than half of it). */
static void
visible_columns (CarcBoard *self,
                 double    *left,
                 double    *right)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double covered = MIN (self->covered_end, w / 2);

  *left = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL ? covered : 0;
  *right = *left + w - covered;
}

/* The span @x0–@x1 × @y0–@y1 (pixels, once the view has moved by @dx,
 * @dy) out from under the card at the top start corner, if it is there:
 * the view moves the shorter way, down or sideways, that keeps it within
 * @left–@right and the height. */
static void
clear_corner (CarcBoard *self,
              double     x0,
              double     x1,
              double     y0,
              double     y1,
              double     left,
              double     right,
              double    *dx,
              double    *dy)
{
  double h = gtk_widget_get_height (GTK_WIDGET (self)), gap = carc_board_tile_size (self) / 4;
  double cw = self->covered_corner[0], ch = self->covered_corner[1];
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  double corner0 = rtl ? gtk_widget_get_width (GTK_WIDGET (self)) - cw : 0, corner1 = corner0 + cw;
  double sideways, down;

  if (cw <= 0 || ch <= 0 || x1 <= corner0 || x0 >= corner1 || y0 >= ch)
    return;
  /* Cells move right (left in RTL) by @sideways pixels, down by @down. */
  sideways = rtl ? x1 - (corner0 - gap) : corner1 + gap - x0;
  down = ch + gap - y0;
  if (y1 + down <= h && (down <= sideways || (rtl ? x0 - sideways < left : x1 + sideways > right)))
    *dy -= down;
  else if (rtl ? x0 - sideways >= left : x1 + sideways <= right)
    *dx += rtl ? sideways : -sideways;
}

/* How far the view must move along one axis to show the span @p0–@p1
 * (pixels where the view is going) within @lo–@hi: nothing when it is
 * shown, at least @near from the edges; when it fits, @margin in from the
 * edge it was beyond or near; else its middle to the middle. */
static double
reveal_shift (double p0,
              double p1,
              double lo,
              double hi,
              double margin,
              double near)
{
  if (p1 - p0 > hi - lo)
    return (p0 + p1) / 2 - (lo + hi) / 2;
  if (p0 < lo + near)
    return p0 - margin - lo;
  if (p1 > hi - near)
    return p1 + margin - hi;
  return 0;
}

/* The margin and the nearness to an edge reveal_shift() takes for a span
 * of @span pixels within @length: a quarter of a tile where the player
 * is aiming (the keys' cursor: the view moves as little as will do); a
 * quarter of the way in where the game took the player's eyes elsewhere
 * (another player's tile, a question, an undo), so that what lies
 * @around shows too, and a span within half a tile of an edge counts as
 * out of view (less, both, when they would not fit). */
static void
reveal_margins (double    ts,
                double    span,
                double    length,
                gboolean  around,
                double   *margin,
                double   *near)
{
  *margin = MIN (ts / 4, MAX (0, length - span) / 2);
  *near = 0;
  if (!around)
    return;
  *margin = MAX (*margin, MIN (length / 4, (length - span) / 2));
  *near = MIN (ts / 2, *margin);
}

/* The view glides to show cells @x0, @y0 to @x1, @y1 (inclusive) whole,
 * beside the side panel when it covers the board, with what lies @around
 * them or not (reveal_margins()). */
static void
reveal_cells (CarcBoard *self,
              gint       x0,
              gint       y0,
              gint       x1,
              gint       y1,
              gboolean   around)
{
  double ts = carc_board_tile_size (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double left, right, margin, near, cx, cy, dx, dy;

  /* Not laid out yet: the allocation shows them. */
  if (w <= 0 || h <= 0)
    return;
  visible_columns (self, &left, &right);
  /* Where the cells will be once the view is where it is going. */
  view_destination (self, &cx, &cy);
  reveal_margins (ts, (x1 + 1 - x0) * ts, right - left, around, &margin, &near);
  dx = reveal_shift (round ((x0 - cx) * ts + w / 2.0), round ((x1 + 1 - cx) * ts + w / 2.0), left, right, margin, near);
  reveal_margins (ts, (y1 + 1 - y0) * ts, h, around, &margin, &near);
  dy = reveal_shift (round ((y0 - cy) * ts + h / 2.0), round ((y1 + 1 - cy) * ts + h / 2.0), 0, h, margin, near);
  clear_corner (self, round ((x0 - cx) * ts + w / 2.0) - dx, round ((x1 + 1 - cx) * ts + w / 2.0) - dx,
                round ((y0 - cy) * ts + h / 2.0) - dy, round ((y1 + 1 - cy) * ts + h / 2.0) - dy, left, right, &dx, &dy);
  if (dx != 0 || dy != 0)
    glide_to (self, cx + dx / ts, cy + dy / ts);
}

static void
reveal_cell (CarcBoard *self,
             gint       x,
             gint       y,
             gboolean   around)
{
  reveal_cells (self, x, y, x, y, around);
}

/* The view glides to show every place a module's question points at on
 * the board and the last tile placed (what the question is most likely
 * about), as far as they fit. */
static void
reveal_targets (CarcBoard *self)
{
  gint last = self->game != NULL ? carc_game_get_last_placed (self->game) : -1;
  gint x0 = G_MAXINT, y0 = G_MAXINT, x1 = G_MININT, y1 = G_MININT;

  if (last >= 0)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, last, &t);
      x0 = x1 = t.x;
      y0 = y1 = t.y;
    }
  for (guint i = 0; self->targets != NULL && i < self->targets->len; i++)
    {
      const CarcAction *a = carc_choice_get_action (g_ptr_array_index (self->targets, i));

      x0 = MIN (x0, a->x);
      y0 = MIN (y0, a->y);
      x1 = MAX (x1, a->x);
      y1 = MAX (y1, a->y);
    }
  if (x0 <= x1)
    reveal_cells (self, x0, y0, x1, y1, TRUE);
}

/* The side panel, folded out over the board's end side, covers @pixels
 * of it (0: none): what the view glides to show stays beside it, and the
 * places the question now points at come out from under it.  Once the
 * panel is gone, what was in the middle beside it goes to the middle. */
void
carc_board_set_covered_end (CarcBoard *self,
                            double     pixels)
{
  double left, right, x, y, shift;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->covered_end == pixels)
    return;
  visible_columns (self, &left, &right);
  self->covered_end = pixels;
  if (pixels > 0)
    {
      reveal_targets (self);
      return;
    }
  shift = (gtk_widget_get_width (GTK_WIDGET (self)) - left - right) / 2 / carc_board_tile_size (self);
  view_destination (self, &x, &y);
  if (shift != 0)
    glide_to (self, x - shift, y);
}

/* A card over the board's top start corner covers @width × @height
 * pixels of it (0: none): what the view glides to show stays out from
 * under it, and the tile just placed and the keys' cursor come out from
 * under it when it grows (a figure step's buttons). */
void
carc_board_set_covered_corner (CarcBoard *self,
                               double     width,
                               double     height)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->covered_corner[0] == width && self->covered_corner[1] == height)
    return;
  self->covered_corner[0] = width;
  self->covered_corner[1] = height;
  if (width <= 0 || height <= 0 || self->game == NULL)
    return;
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE && carc_game_get_last_placed (self->game) >= 0)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &t);
      reveal_cell (self, t.x, t.y, FALSE);
    }
  else if (self->cursor_active)
    reveal_cell (self, self->cursor_x, self->cursor_y, FALSE);
}

/* Points rise from the middle of a feature scored during play (the
 * scoring page tells the final scoring). */
static void
feature_scored_cb (CarcBoard *self,
                   guint      player,
                   guint      points,
                   guint      feature,
                   gboolean   final)
{
  const CarcEvent *ev = carc_game_get_current_event (self->game);
  g_autoptr(GArray) tiles = NULL;
  double mx = 0, my = 0;
  GdkRGBA colour;

  if (final || points == 0 || ev == NULL)
    return;
  tiles = carc_game_list_feature_tiles (self->game, ev->feature_id);
  for (guint i = 0; i < tiles->len; i++)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, g_array_index (tiles, guint, i), &t);
      mx += t.x + 0.5;
      my += t.y + 0.5;
    }
  if (tiles->len > 0)
    {
      mx /= tiles->len;
      my /= tiles->len;
    }
  else
    {
      mx = ev->x + 0.5;
      my = ev->y + 0.5;
    }
  carc_board_motion_rise (self->motion, mx, my, points, carc_board_player_colour (self, player, &colour));
}

static gboolean
reclaim_focus (gpointer data)
{
  CarcBoard *self = data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  self->focus_source = 0;
  if (root != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)) && !gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* The board is where a game is played with the keyboard, so while it is
 * shown it takes the focus back when its window is active again (after a
 * dialog) and when the focus is left nowhere (the side panel's button
 * that had it went away, as Skip does once pressed). */
static void
window_focus_cb (CarcBoard  *self,
                 GParamSpec *pspec,
                 GtkWindow  *window)
{
  gboolean reclaim;

  if (g_str_equal (pspec->name, "is-active"))
    reclaim = gtk_window_is_active (window);
  else
    reclaim = gtk_window_get_focus (window) == NULL;
  if (reclaim && self->focus_source == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->focus_source = g_idle_add (reclaim_focus, self);
}

static void
carc_board_root (GtkWidget *widget)
{
  GtkRoot *root;

  GTK_WIDGET_CLASS (carc_board_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      g_signal_connect_object (root, "notify::is-active", G_CALLBACK (window_focus_cb), widget, G_CONNECT_SWAPPED);
      g_signal_connect_object (root, "notify::focus-widget", G_CALLBACK (window_focus_cb), widget, G_CONNECT_SWAPPED);
    }
}

static void
carc_board_unroot (GtkWidget *widget)
{
  CarcBoard *self = CARC_BOARD (widget);

  g_signal_handlers_disconnect_by_func (gtk_widget_get_root (widget), window_focus_cb, self);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  GTK_WIDGET_CLASS (carc_board_parent_class)->unroot (widget);
}

static void
carc_board_dispose (GObject *object)
{
  CarcBoard *self = CARC_BOARD (object);

  g_clear_pointer (&self->motion, carc_board_motion_free);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->redraw_source, g_source_remove);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->stale_textures, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_hash_table_unref);
  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->figure_options, g_ptr_array_unref);
  g_clear_pointer (&self->targets, g_ptr_array_unref);
  g_clear_pointer (&self->theme_name, g_free);
  G_OBJECT_CLASS (carc_board_parent_class)->dispose (object);
}

static void
carc_board_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CarcBoard *self = CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    case PROP_ROTATION: g_value_set_uint (value, self->rotation); break;
    case PROP_ZOOM: g_value_set_double (value, self->zoom); break;
    case PROP_THEME: g_value_set_string (value, self->theme_name != NULL ? self->theme_name : ""); break;
    case PROP_FIGURE_KIND: g_value_set_uint (value, carc_board_get_figure_kind (self)); break;
    case PROP_FIGURE_COLOUR: g_value_set_uint (value, carc_board_get_figure_colour (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_board_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  CarcBoard *self = CARC_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME: carc_board_set_game (self, g_value_get_object (value)); break;
    case PROP_ROTATION: carc_board_set_rotation (self, g_value_get_uint (value)); break;
    case PROP_ZOOM: carc_board_set_zoom (self, g_value_get_double (value)); break;
    case PROP_THEME: carc_board_set_theme (self, g_value_get_string (value)); break;
    case PROP_FIGURE_KIND: carc_board_set_figure_kind (self, g_value_get_uint (value)); break;
    case PROP_FIGURE_COLOUR: carc_board_set_figure_colour (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_board_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  CarcBoard *self = CARC_BOARD (widget);

  GTK_WIDGET_CLASS (carc_board_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->fit_pending && width > 0 && height > 0)
    carc_board_fit (self);
  /* Shown or resized with the side panel over it: the question's places
   * come out from under it. */
  if (self->covered_end > 0 && (width != self->allocated[0] || height != self->allocated[1]))
    reveal_targets (self);
  self->allocated[0] = width;
  self->allocated[1] = height;
}

static void
carc_board_class_init (CarcBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_board_dispose;
  object_class->get_property = carc_board_get_property;
  object_class->set_property = carc_board_set_property;
  widget_class->snapshot = carc_board_snapshot;
  widget_class->size_allocate = carc_board_size_allocate;
  widget_class->root = carc_board_root;
  widget_class->unroot = carc_board_unroot;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROTATION] =
    g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The theme the player chose ("classic", "winter", "mists"), or "" for
   * the one the tile set names. */
  properties[PROP_THEME] =
    g_param_spec_string ("theme", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The kind (CarcFigureKind) and the colour of the next figure, where the
   * player chooses them. */
  properties[PROP_FIGURE_KIND] =
    g_param_spec_uint ("figure-kind", NULL, NULL, 0, CARC_MAX_FIGURE_KINDS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIGURE_COLOUR] =
    g_param_spec_uint ("figure-colour", NULL, NULL, 0, CARC_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarcBoard::refused:
   * @error: the CarcError the game gave
   *
   * A click or key asked for something the rules do not allow.
   */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * CarcBoard::answer-asked:
   *
   * Enter was pressed on a question the board has no place for: the
   * side panel's buttons answer it.
   */
  signals[ANSWER_ASKED] = g_signal_new ("answer-asked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "board.rotate", "i", rotate_cb);
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", zoom_cb);
  gtk_widget_class_install_action (widget_class, "board.cursor", "(ii)", cursor_cb);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_cb);
  gtk_widget_class_install_action (widget_class, "board.centre", NULL, centre_cb);
  gtk_widget_class_install_action (widget_class, "board.fit", NULL, fit_cb);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", pan_cb);
  gtk_widget_class_install_action (widget_class, "board.next-figure", "i", next_figure_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_SHIFT_MASK, "board.rotate", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.cursor", "(ii)", -1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.cursor", "(ii)", 1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "board.cursor", "(ii)", 0, -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "board.cursor", "(ii)", 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, "board.pan", "(ii)", -1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, "board.pan", "(ii)", 1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, "board.pan", "(ii)", 0, -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, "board.pan", "(ii)", 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, 0, "board.centre", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "board.fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, 0, "board.next-figure", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, GDK_SHIFT_MASK, "board.next-figure", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_K, GDK_SHIFT_MASK, "board.next-figure", "i", -1);

  gtk_widget_class_set_css_name (widget_class, "carc-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
carc_board_init (CarcBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->zoom = 1.0;
  self->motion = carc_board_motion_new (self, move_view);
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->stale_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->pending = g_hash_table_new (NULL, NULL);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_swapped (pinch, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect_swapped (pinch, "scale-changed", G_CALLBACK (pinch_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  g_signal_connect_swapped (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
}

GtkWidget *
carc_board_new (void)
{
  return g_object_new (CARC_TYPE_BOARD, NULL);
}

CarcGame *
carc_board_get_game (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), NULL);
  return self->game;
}

guint
carc_board_get_rotation (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return self->rotation;
}

double
carc_board_get_zoom (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 1.0);
  return self->zoom;
}

void
carc_board_set_game (CarcBoard *self,
                     CarcGame  *game)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->n_bundles = game != NULL ? carc_bundles_of_game (game, self->bundles) : 0;
  g_hash_table_remove_all (self->textures);
  g_hash_table_remove_all (self->stale_textures);
  g_hash_table_remove_all (self->pending);
  carc_board_motion_finish (self->motion);
  /* Another game starts at the usual size, whatever the last one was
   * looked at from. */
  carc_board_set_zoom (self, 1.0);
  self->centre_x = 0.5;
  self->centre_y = 0.5;
  self->cursor_x = 0;
  self->cursor_y = -1;
  set_cursor_active (self, FALSE);
  memset (self->drawn, 0xff, sizeof self->drawn);
  refresh_options (self);
  if (game != NULL)
    {
      g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "tile-placed", G_CALLBACK (tile_placed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "feature-scored", G_CALLBACK (feature_scored_cb), self, G_CONNECT_SWAPPED);
      game_changed_cb (self);
      /* A game opens where it was left, without gliding there. */
      last_tile_middle (self, &self->centre_x, &self->centre_y);
    }
  update_theme_class (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The bytes of the tile textures cached now: for the desktop measures. */
gsize
carc_board_get_texture_bytes (CarcBoard *self)
{
  GHashTableIter iter;
  gpointer texture;
  gsize bytes = 0;

  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  for (guint i = 0; i < 2; i++)
    {
      g_hash_table_iter_init (&iter, i == 0 ? self->textures : self->stale_textures);
      while (g_hash_table_iter_next (&iter, NULL, &texture))
        bytes += (gsize) gdk_texture_get_width (texture) * gdk_texture_get_height (texture) * 4;
    }
  return bytes;
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
  update_theme_class (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

void
carc_board_set_rotation (CarcBoard *self,
                         guint      rotation)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  rotation &= 3;
  if (self->rotation == rotation)
    return;
  self->rotation = rotation;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATION]);
}

void
carc_board_set_zoom (CarcBoard *self,
                     double     zoom)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  zoom = CLAMP (zoom, MIN_ZOOM, MAX_ZOOM);
  if (self->zoom == zoom)
    return;
  self->zoom = zoom;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

/* R and Shift+R.  Over a cell where the tile fits in several ways, the
 * ghost shows the way it would go there, and a turn steps to the next way
 * it fits there, so that every press changes what the player sees;
 * elsewhere it turns the tile a quarter. */
void
carc_board_rotate (CarcBoard *self,
                   gint       quarter_turns)
{
  gint x, y;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game != NULL && carc_game_get_decision (self->game) == CARC_DECISION_PLACE_TILE
      && quarter_turns != 0 && ghost_cell (self, &x, &y))
    {
      guint rotations = carc_board_cell_rotations (self, x, y);

      if ((rotations & (rotations - 1)) != 0)
        {
          guint r = fitting_rotation (self, x, y);

          do
            r = (r + (quarter_turns > 0 ? 1 : 3)) & 3;
          while (!(rotations & (1u << r)));
          carc_board_set_rotation (self, r);
          return;
        }
    }
  carc_board_set_rotation (self, (self->rotation + 4 + quarter_turns) & 3);
}

/* Centres the view on the last tile placed (or the start), gliding. */
void
carc_board_centre (CarcBoard *self)
{
  double x, y;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  last_tile_middle (self, &x, &y);
  glide_to_visible (self, x, y);
}

/* Brings the last tile placed into view, with what lies around it: after
 * an undo or a redo, which asks about that tile again. */
void
carc_board_reveal_last_tile (CarcBoard *self)
{
  gint last;
  CarcPlacedTile t;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL || (last = carc_game_get_last_placed (self->game)) < 0)
    return;
  carc_game_get_placed (self->game, last, &t);
  reveal_cell (self, t.x, t.y, TRUE);
}

/* Shows the whole board, with room for the next tile around it. */
void
carc_board_fit (CarcBoard *self)
{
  gint min_x = 0, max_x = 0, min_y = 0, max_y = 0;
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double cols, rows;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  /* Not laid out yet (a game opened with the window): once it is. */
  self->fit_pending = w <= 0 || h <= 0;
  for (guint i = 0; i < carc_game_get_n_placed (self->game); i++)
    {
      CarcPlacedTile t;

      carc_game_get_placed (self->game, i, &t);
      min_x = i == 0 ? t.x : MIN (min_x, t.x);
      max_x = i == 0 ? t.x : MAX (max_x, t.x);
      min_y = i == 0 ? t.y : MIN (min_y, t.y);
      max_y = i == 0 ? t.y : MAX (max_y, t.y);
    }
  carc_board_motion_halt (self->motion);
  /* The cells around the tiles, where the next may go, and a margin. */
  cols = max_x - min_x + 3.5;
  rows = max_y - min_y + 3.5;
  if (w > 0 && h > 0)
    carc_board_set_zoom (self, MIN (1.0, MIN (w / (cols * BASE_TILE_SIZE), h / (rows * BASE_TILE_SIZE))));
  self->centre_x = (min_x + max_x + 1) / 2.0;
  self->centre_y = (min_y + max_y + 1) / 2.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_pan (CarcBoard *self,
                double     dx,
                double     dy)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  carc_board_motion_halt (self->motion);
  self->centre_x += dx;
  self->centre_y += dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Arrow keys: move the placement cursor one cell, or pick the next or
 * previous meeple spot. */
void
carc_board_move_cursor (CarcBoard *self,
                        gint       dx,
                        gint       dy)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  if ((carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE && self->figure_options->len > 0)
      || (carc_game_get_decision (self->game) == CARC_DECISION_MODULE && self->targets->len > 0))
    {
      guint n = carc_game_get_decision (self->game) == CARC_DECISION_MODULE ? self->targets->len
                                                                          : self->figure_options->len;

      gboolean shown = carc_game_get_decision (self->game) == CARC_DECISION_MODULE ? self->target_shown
                                                                                 : self->cursor_active;

      if (shown)
        self->option_index = (self->option_index + n + (dx + dy > 0 ? 1 : -1)) % n;
      else if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
        self->option_index = 0;
      self->target_shown = carc_game_get_decision (self->game) == CARC_DECISION_MODULE;
      set_cursor_active (self, TRUE);
    }
  else
    {
      double cx, cy;

      if (self->cursor_active)
        {
          self->cursor_x += dx;
          self->cursor_y += dy;
        }
      else
        cursor_to_legal_cell (self);
      set_cursor_active (self, TRUE);
      /* Keep the cursor in view: when it nears the edge of where the
       * view is going, the view glides to it. */
      view_destination (self, &cx, &cy);
      if (fabs (self->cursor_x + 0.5 - cx) * carc_board_tile_size (self) > gtk_widget_get_width (GTK_WIDGET (self)) / 2.5
          || fabs (self->cursor_y + 0.5 - cy) * carc_board_tile_size (self) > gtk_widget_get_height (GTK_WIDGET (self)) / 2.5)
        glide_to (self, self->cursor_x + 0.5, self->cursor_y + 0.5);
      /* And wholly in view, out from under the panel and the card. */
      reveal_cell (self, self->cursor_x, self->cursor_y, FALSE);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Enter: place the tile at the cursor, or the meeple on the chosen spot. */
void
carc_board_activate_cursor (CarcBoard *self)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL)
    return;
  /* A question with one possible answer: Enter takes it at once. */
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE
      && g_list_model_get_n_items (carc_game_get_choices (self->game)) == 1)
    {
      g_autoptr(CarcChoice) only = g_list_model_get_item (carc_game_get_choices (self->game), 0);
      CarcError error = carc_game_choose (self->game, only);

      if (error != CARC_OK)
        g_signal_emit (self, signals[REFUSED], 0, (guint) error);
      return;
    }
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE && self->targets->len == 0)
    {
      g_signal_emit (self, signals[ANSWER_ASKED], 0);
      return;
    }
  /* The first Enter shows what the keys point at; but a single figure
   * spot is already all there is to choose, so Enter places on it. */
  if (!self->cursor_active)
    {
      gboolean single = carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE
                        && self->figure_options->len == 1;

      carc_board_move_cursor (self, 0, 0);
      if (!single)
        return;
    }
  /* A module's place on the board: the one the keys picked.  Without
   * one the question is answered with the side panel's buttons. */
  if (carc_game_get_decision (self->game) == CARC_DECISION_MODULE)
    {
      if (!self->target_shown)
        carc_board_move_cursor (self, 0, 0);
      else if (self->option_index < self->targets->len)
        {
          CarcError error = carc_game_choose (self->game, g_ptr_array_index (self->targets, self->option_index));

          if (error != CARC_OK)
            g_signal_emit (self, signals[REFUSED], 0, (guint) error);
        }
      return;
    }
  if (carc_game_get_decision (self->game) == CARC_DECISION_PLACE_FIGURE)
    {
      if (self->option_index < self->figure_options->len)
        {
          CarcError error = carc_game_choose (self->game, g_ptr_array_index (self->figure_options,
                                                                              self->option_index));

          if (error != CARC_OK)
            g_signal_emit (self, signals[REFUSED], 0, (guint) error);
        }
      return;
    }
  carc_board_activate_cell (self, self->cursor_x, self->cursor_y, 0.5, 0.5);
}

/* Puts the keyboard's choice on @action, one of the listed choices: the
 * tile's cell, turned as it says, a figure's spot (of its kind and
 * colour), or a module's place — as a hint suggests it; Enter takes it.
 * FALSE when the action is not one the board shows (skipping the figure,
 * a module's button). */
gboolean
carc_board_show_choice (CarcBoard        *self,
                        const CarcAction *action)
{
  GPtrArray *list;

  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (self->game == NULL || carc_game_find_choice (self->game, action) == NULL)
    return FALSE;
  switch (action->kind)
    {
    case CARC_ACTION_PLACE_TILE:
      carc_board_set_rotation (self, action->rotation);
      self->cursor_x = self->hint_x = action->x;
      self->cursor_y = self->hint_y = action->y;
      self->hint_shown = TRUE;
      set_cursor_active (self, TRUE);
      glide_to_visible (self, action->x + 0.5, action->y + 0.5);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case CARC_ACTION_PLACE_FIGURE:
      {
        CarcPlacedTile t;
        double ax, ay;

        /* A figure with no spot on the tile (on its picture) is not the
         * board's to show. */
        carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &t);
        if (!carc_tile_geometry_anchor (carc_game_get_tile_type (self->game, t.type), t.rotation, action->segment,
                                        &ax, &ay))
          return FALSE;
        /* The spot shown is in view. */
        reveal_cell (self, t.x, t.y, TRUE);
      }
      if (carc_game_get_figure_colours (self->game) != 0)
        carc_board_set_figure_colour (self, action->choice);
      carc_board_set_figure_kind (self, action->figure);
      list = self->figure_options;
      break;
    case CARC_ACTION_MODULE:
      list = self->targets;
      self->target_shown = TRUE;
      break;
    default:
      return FALSE;
    }
  for (guint i = 0; i < list->len; i++)
    if (carc_action_equal (carc_choice_get_action (g_ptr_array_index (list, i)), action))
      {
        self->option_index = i;
        set_cursor_active (self, TRUE);
        if (list == self->targets)
          reveal_cell (self, action->x, action->y, TRUE);
        gtk_widget_queue_draw (GTK_WIDGET (self));
        return TRUE;
      }
  return FALSE;
}

/* Whether the keyboard cursor is in use, and on which cell. */
gboolean
carc_board_get_cursor (CarcBoard *self,
                       gint      *x,
                       gint      *y)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (x != NULL)
    *x = self->cursor_x;
  if (y != NULL)
    *y = self->cursor_y;
  return self->cursor_active;
}

/* Escape: forgets the keyboard selection (the cursor's cell or figure
 * spot) and never skips anything: skipping a figure takes S or the Skip
 * button.  Returns whether there was a selection to forget. */
gboolean
carc_board_cancel (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  if (!self->cursor_active)
    return FALSE;
  set_cursor_active (self, FALSE);
  self->option_index = 0;
  self->target_shown = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* The colour of the next figure where the rules let the player choose it
 * (the modules' figure colours: the cooperative team alone or two). */
void
carc_board_set_figure_colour (CarcBoard *self,
                              guint      colour)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->figure_colour == colour)
    return;
  self->figure_colour = colour;
  refresh_options (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIGURE_COLOUR]);
}

/* The colour the next figure takes: the one chosen, or when that one can
 * no longer be placed, the first that can (the side panel shows the
 * same). */
guint
carc_board_get_figure_colour (CarcBoard *self)
{
  guint colours;

  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  colours = self->game != NULL ? carc_game_get_figure_colours (self->game) : 0;
  if (colours != 0 && !(colours & (1u << self->figure_colour)))
    return g_bit_nth_lsf (colours, -1);
  return self->figure_colour;
}

/* The kind of the next figure where several kinds may be placed (a
 * meeple, a big meeple, a builder …): the spots shown are that kind's. */
void
carc_board_set_figure_kind (CarcBoard *self,
                            guint      kind)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->figure_kind == kind)
    return;
  self->figure_kind = kind;
  refresh_options (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIGURE_KIND]);
}

/* The kind the next figure is: the one chosen, or when none of that kind
 * may be placed now, the first kind that may (the meeple first). */
guint
carc_board_get_figure_kind (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  if (self->figure_kinds != 0 && !(self->figure_kinds & (1u << self->figure_kind)))
    return g_bit_nth_lsf (self->figure_kinds, -1);
  return self->figure_kind;
}

/* Steps the next figure to the next (@step > 0) or the previous kind that
 * may be placed now, or where the player chooses colours, colour: the
 * keyboard's way to the side panel's buttons. */
void
carc_board_next_figure (CarcBoard *self,
                        gint       step)
{
  guint set, current, n;

  g_return_if_fail (CARC_IS_BOARD (self));
  if (self->game == NULL || carc_game_get_decision (self->game) != CARC_DECISION_PLACE_FIGURE)
    return;
  set = self->figure_kinds;
  current = carc_board_get_figure_kind (self);
  n = CARC_MAX_FIGURE_KINDS;
  if ((set & (set - 1)) == 0)
    {
      set = carc_game_get_figure_colours (self->game);
      current = carc_board_get_figure_colour (self);
      n = CARC_MAX_PLAYERS;
    }
  if ((set & (set - 1)) == 0)
    return;
  do
    current = (current + n + (step > 0 ? 1 : n - 1)) % n;
  while (!(set & (1u << current)));
  self->option_index = 0;
  if (n == CARC_MAX_PLAYERS)
    carc_board_set_figure_colour (self, current);
  else
    carc_board_set_figure_kind (self, current);
}

/* The kinds of figure that may be placed now, as bits. */
guint
carc_board_get_figure_kinds (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return self->figure_kinds;
}

/* For the tests: the middle of the view, in board tiles. */
void
carc_board_get_centre (CarcBoard *self,
                       double    *x,
                       double    *y)
{
  g_return_if_fail (CARC_IS_BOARD (self));
  *x = self->centre_x;
  *y = self->centre_y;
}

/* For the tests: whether anything on the board moves. */
gboolean
carc_board_get_animating (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), FALSE);
  return carc_board_motion_get_running (self->motion);
}

/* For the tests: how many points are rising. */
guint
carc_board_get_n_rising_labels (CarcBoard *self)
{
  g_return_val_if_fail (CARC_IS_BOARD (self), 0);
  return carc_board_motion_get_n_labels (self->motion);
}
