/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the files of the board widget share (carc-board.c: the widget and
 * its game; -camera.c: where the view looks and how it glides; -render.c:
 * the texture cache and the drawing; -input.c: the pointer, the fingers
 * and the keys' actions; -cursor.c: the keyboard cursor, the figure's
 * kind and colour, and the choices it takes; -accessible.c: what a
 * screen reader hears of it). */
#include "carc-board.h"
#include "carc-board-motion.h"
#include "carc-bundle.h"

G_BEGIN_DECLS

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
  gboolean    fitted;         /* the whole board in view, kept so as the
                               * window's size changes, until the view moves */

  gboolean    hover_valid;
  double      hover_x;        /* pointer, in widget pixels */
  double      hover_y;
  gboolean    pointer_seen;   /* the last place the pointer was seen, kept */
  double      pointer_x;      /* across leaving: a pointer at rest is no move */
  double      pointer_y;
  gint        cursor_x;       /* keyboard cursor cell */
  gint        cursor_y;
  gboolean    cursor_active;
  guint       option_index;   /* keyboard choice among figure spots or a module's places */
  gboolean    target_shown;   /* the keys picked a module's place in this decision */
  CarcAction  picked;         /* a module's choice an answer's button shows */
  gboolean    picked_valid;
  CarcChoice *pointed;        /* a module's choice under the pointer */
  gboolean    hint_shown;     /* the cursor shows a hint's cell (until the game changes) */
  CarcDecisionKind decision;  /* the game's decision when last seen */
  gint        hint_x;
  gint        hint_y;

  double      drag_start_x;
  double      drag_start_y;
  gboolean    dragged;
  double      zoom_start;
  CarcBoardMotion *motion;    /* the view gliding, a new tile settling, points rising */

  GHashTable *textures;       /* texture_key () → GdkTexture */
  double      texture_size;   /* the size of the textures, in device pixels */
  GHashTable *stale_textures; /* earlier sizes' textures, drawn scaled meanwhile */
  gint64      render_deadline; /* this frame renders new textures until then */
  gboolean    frame_partial;  /* this frame drew stale textures */
  GHashTable *pending;        /* texture keys it stood in for */
  guint       redraw_source;  /* renders them between frames */
  GHashTable *hand_keys;      /* the tile in hand's, rendered ahead */
  guint       hand_source;    /* renders them while the player thinks */
  char       *theme_name;     /* the player's choice, or NULL: the tile set's */
  cairo_surface_t *table;     /* the table under the board: a piece at its size on screen */
  const CarcTheme *table_theme; /* the theme it was drawn in */
  gboolean    table_stretched; /* the last frame stretched it: it was of another size */
  GdkTexture *relief[8];      /* a rim tile's edge and shadow, by what is empty beside it */
  double      relief_size;    /* the tile size they were rendered for, in device pixels */
  GHashTable *fog_covers;     /* tile type and turn → how thick the fog lies on it */
  GHashTable *drifts;         /* placed tile → the fog drifting onto it (carc-board-fog.c) */
  guint       drifts_placed;  /* the tiles placed, and those face down, when they were made */
  guint       drifts_backs;
  guint       trim_source;    /* gives the heap's free pages back once idle */
  gboolean    show_grid;      /* lines between the tiles, the player's choice */
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

enum {
  PROP_0,
  PROP_GAME,
  PROP_ROTATION,
  PROP_ZOOM,
  PROP_THEME,
  PROP_SHOW_GRID,
  PROP_FIGURE_KIND,
  PROP_FIGURE_COLOUR,
  N_PROPS
};

enum {
  REFUSED,
  ANSWER_ASKED,
  POINTED,
  N_SIGNALS
};

extern GParamSpec *carc_board_properties[N_PROPS];
extern guint carc_board_signals[N_SIGNALS];

/* carc-board-camera.c: what the bundles draw and hit-test with. */
void carc_board_get_frame (CarcBoard      *self,
                           CarcBoardFrame *frame);
/* carc-board-input.c: the module's choice at a point of the board. */
CarcChoice *carc_board_module_choice_at (CarcBoard *self,
                                         gint       x,
                                         gint       y,
                                         double     fx,
                                         double     fy);
void carc_board_set_pointed (CarcBoard  *self,
                             CarcChoice *choice);

/* carc-board-accessible.c */
void carc_board_update_description (CarcBoard *self);

/* carc-board-input.c */
void carc_board_input_class_init (GtkWidgetClass *widget_class);
void carc_board_input_init       (CarcBoard      *self);

void carc_board_to_board (CarcBoard *self,
                          double     px,
                          double     py,
                          double    *bx,
                          double    *by);
void carc_board_move_view (CarcBoard *self,
                           double     x,
                           double     y);
void carc_board_glide_to (CarcBoard *self,
                          double     x,
                          double     y);
void carc_board_glide_to_visible (CarcBoard *self,
                                  double     x,
                                  double     y);
void carc_board_view_destination (CarcBoard *self,
                                  double    *x,
                                  double    *y);
void carc_board_last_tile_middle (CarcBoard *self,
                                  double    *x,
                                  double    *y);
void carc_board_update_theme_class (CarcBoard *self);
void carc_board_refresh_options (CarcBoard *self);
void carc_board_set_cursor_active (CarcBoard *self,
                                   gboolean   active);
gint carc_board_fitting_rotation (CarcBoard *self,
                                  gint       x,
                                  gint       y);
gboolean carc_board_fits_somewhere (CarcBoard *self,
                                    guint      rotation);
gboolean carc_board_ghost_cell (CarcBoard *self,
                                gint      *x,
                                gint      *y);
gboolean carc_board_placed_in_view (CarcBoard      *self,
                                    guint           i,
                                    double          reach,
                                    CarcPlacedTile *t,
                                    double         *px,
                                    double         *py);
void carc_board_fog_init (CarcBoard *self);
void carc_board_fog_forget (CarcBoard *self);
void carc_board_draw_fog_seams (CarcBoard *self,
                                cairo_t   *cr);
void carc_board_draw_relief (CarcBoard   *self,
                             GtkSnapshot *snapshot,
                             cairo_t     *cr);
/* How long a frame may spend rendering tile textures when it has some of
 * another size to show meanwhile: the rest wait for the next frames. */
#define CARC_BOARD_RENDER_BUDGET_US 6000

GdkTexture *carc_board_texture_new_for_surface (cairo_surface_t *surface);
GdkTexture *carc_board_tile_texture (CarcBoard *self,
                                     guint      type,
                                     guint      rotation,
                                     gint       x,
                                     gint       y);
gboolean carc_board_render_textures (CarcBoard  *self,
                                     GHashTable *keys,
                                     gint64      deadline);
void carc_board_render_hand_ahead (CarcBoard *self);
void carc_board_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot);
void carc_board_cursor_to_legal_cell (CarcBoard *self);
gint carc_board_spot_at (CarcBoard          *self,
                         const CarcTileType *type,
                         guint               rotation,
                         double              fx,
                         double              fy);
void carc_board_zoom_at (CarcBoard *self,
                         double     factor,
                         double     px,
                         double     py);
void carc_board_tile_placed_cb (CarcBoard *self,
                                gint       x,
                                gint       y);
void carc_board_reveal_cell (CarcBoard *self,
                             gint       x,
                             gint       y,
                             gboolean   around);
void carc_board_reveal_targets (CarcBoard *self);
void carc_board_feature_scored_cb (CarcBoard *self,
                                   guint      player,
                                   guint      points,
                                   guint      feature,
                                   gboolean   final);

G_END_DECLS
