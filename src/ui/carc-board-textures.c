/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The board's tile textures: each tile rendered once per (theme, type,
 * look, rotation) at the size tiles are drawn, in device pixels, so that
 * a frame only places images.  After a zoom the textures of the size
 * before stand in, scaled, while each frame renders new ones for a few
 * milliseconds and the rest are rendered between frames.  The tile in
 * hand is rendered ahead, while the player thinks, in every way it may be
 * placed: a click then shows it at once. */

#include "config.h"

#include "carc-board-private.h"
#include "carc-tile-painter.h"
#include "carc-theme.h"

/* A texture's key in the caches: the theme, the tile type (G_MAXUINT16
 * for the back), the look by cell and the rotation, packed. */
#define KEY_THEME(key)    ((key) >> 24)
#define KEY_TYPE(key)     (((key) >> 4) & 0xffff)
#define KEY_VARIANT(key)  (((key) >> 2) & 3)
#define KEY_ROTATION(key) ((key) & 3)
G_STATIC_ASSERT (CARC_TILE_VARIANTS <= 4);

static guint
texture_key (guint theme,
             guint type,
             guint variant,
             guint rotation)
{
  return theme << 24 | (type & 0xffff) << 4 | (variant & 3) << 2 | (rotation & 3);
}

/* A texture of @surface's pixels (cairo's ARGB32 is GDK's default
 * format), which it keeps: a frame drawn with cairo paints the surface
 * itself (draw_ground()). */
GdkTexture *
carc_board_texture_new_for_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;
  gint h = cairo_image_surface_get_height (surface);

  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * h,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface), h, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  g_object_set_data (G_OBJECT (texture), "carc-surface", surface);
  return texture;
}

/* How long one step of rendering the tile in hand ahead may take. */
#define HAND_SLICE_US 3000

/* Renders the texture of @key at the current size, and caches it. */
static GdkTexture *
render_texture (CarcBoard *self,
                guint      key)
{
  const CarcTheme *theme = carc_theme_get (KEY_THEME (key));
  gint px = MAX ((gint) self->texture_size, 1);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  GdkTexture *texture;

  cairo_scale (cr, px, px);
  if (KEY_TYPE (key) == G_MAXUINT16)
    carc_tile_painter_draw_back (cr, KEY_VARIANT (key), theme);
  else
    carc_tile_painter_draw_variant (cr, carc_game_get_tile_type (self->game, KEY_TYPE (key)), KEY_ROTATION (key),
                                    KEY_VARIANT (key), theme);
  cairo_destroy (cr);
  texture = carc_board_texture_new_for_surface (surface);
  g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
  return texture;
}

/* What may stand in for the texture of @key while it is rendered between
 * frames: the same at the size before, or the same tile in another look
 * (its silhouette is the same; only houses and trees move). */
static GdkTexture *
stand_in (CarcBoard *self,
          guint      key)
{
  GdkTexture *texture = g_hash_table_lookup (self->stale_textures, GUINT_TO_POINTER (key));

  /* Another look at this size, else at the size before. */
  for (guint v = 1; texture == NULL && v < 2 * CARC_TILE_VARIANTS; v++)
    {
      guint other = texture_key (KEY_THEME (key), KEY_TYPE (key), (KEY_VARIANT (key) + v) % CARC_TILE_VARIANTS,
                                 KEY_ROTATION (key));

      if (v % CARC_TILE_VARIANTS != 0)
        texture = g_hash_table_lookup (v < CARC_TILE_VARIANTS ? self->textures : self->stale_textures,
                                       GUINT_TO_POINTER (other));
    }
  return texture;
}

/* The tile of @type turned by @rotation as it looks at cell (@x, @y),
 * or with @type G_MAXUINT16 a face-down tile's back, at the current tile
 * size. */
GdkTexture *
carc_board_tile_texture (CarcBoard *self,
                         guint      type,
                         guint      rotation,
                         gint       x,
                         gint       y)
{
  /* In device pixels: sharp on a high-density screen too. */
  double ts = carc_board_tile_size (self) * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  const CarcTheme *theme = carc_board_get_theme (self);
  guint key = texture_key (carc_theme_get_index (theme), type, carc_tile_painter_variant_at (x, y), rotation);
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
      carc_board_render_hand_ahead (self);
    }
  texture = g_hash_table_lookup (self->textures, GUINT_TO_POINTER (key));
  if (texture != NULL)
    return texture;
  /* Past the frame's budget, a stand-in, and the texture is rendered
   * between frames. */
  if (g_get_monotonic_time () > self->render_deadline && (texture = stand_in (self, key)) != NULL)
    {
      self->frame_partial = TRUE;
      g_hash_table_add (self->pending, GUINT_TO_POINTER (key));
      return texture;
    }
  return render_texture (self, key);
}

/* Renders those of @keys (a set) not cached yet, until @deadline; TRUE
 * while some are left. */
gboolean
carc_board_render_textures (CarcBoard  *self,
                            GHashTable *keys,
                            gint64      deadline)
{
  const CarcTheme *theme = carc_board_get_theme (self);
  GHashTableIter iter;
  gpointer k;

  g_hash_table_iter_init (&iter, keys);
  while (g_hash_table_iter_next (&iter, &k, NULL) && g_get_monotonic_time () < deadline)
    {
      guint key = GPOINTER_TO_UINT (k);

      g_hash_table_iter_remove (&iter);
      if (self->game != NULL && KEY_THEME (key) == carc_theme_get_index (theme)
          && !g_hash_table_contains (self->textures, GUINT_TO_POINTER (key)))
        render_texture (self, key);
    }
  return g_hash_table_size (keys) > 0;
}

static gboolean
render_hand_cb (gpointer data)
{
  CarcBoard *self = data;

  /* A slice at a time, below the frames' priority: the view never waits. */
  if (carc_board_render_textures (self, self->hand_keys, g_get_monotonic_time () + HAND_SLICE_US))
    return G_SOURCE_CONTINUE;
  self->hand_source = 0;
  return G_SOURCE_REMOVE;
}

/* After each change of the game: while a person is to place the tile in
 * hand, its textures for every cell and rotation where it fits are
 * rendered between frames, so that neither the ghost nor the tile placed
 * waits for one.  At the size of the last frame: a zoom meanwhile renders
 * its own as it always does. */
void
carc_board_render_hand_ahead (CarcBoard *self)
{
  const CarcTheme *theme = carc_board_get_theme (self);
  guint tile;

  g_hash_table_remove_all (self->hand_keys);
  if (self->game == NULL || self->texture_size <= 0
      || carc_game_get_decision (self->game) != CARC_DECISION_PLACE_TILE || !carc_game_get_person_decides (self->game)
      || (tile = carc_game_get_tile (self->game)) == G_MAXUINT)
    return;
  for (guint i = 0; i < self->cells->len; i++)
    {
      const CarcBoardCell *c = &g_array_index (self->cells, CarcBoardCell, i);

      for (guint r = 0; r < 4; r++)
        if (c->rotations & (1u << r))
          {
            guint key = texture_key (carc_theme_get_index (theme), tile, carc_tile_painter_variant_at (c->x, c->y), r);

            if (!g_hash_table_contains (self->textures, GUINT_TO_POINTER (key)))
              g_hash_table_add (self->hand_keys, GUINT_TO_POINTER (key));
          }
    }
  if (g_hash_table_size (self->hand_keys) > 0 && self->hand_source == 0)
    self->hand_source = g_idle_add_full (G_PRIORITY_LOW, render_hand_cb, self, NULL);
}

/* The bytes of the tile and table textures cached now: for the desktop
 * measures. */
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
  if (self->table != NULL)
    bytes += (gsize) cairo_image_surface_get_stride (self->table) * cairo_image_surface_get_height (self->table);
  return bytes;
}
