/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Drawings are SVG files in the GResource under art/ — art/<theme>/NAME.svg
 * where a theme draws it otherwise, art/NAME.svg for every theme — read
 * with librsvg and rasterised once per size in device pixels (so once per
 * zoom level of the board), then painted as images.  A stylesheet changes
 * a drawing's colours: a figure takes its player's colour that way. */
#include "config.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "carc-drawing.h"

#define ART_PATH "/io/github/carcassonne/Carcassonne/art/"
#define MAX_DRAWING_BYTES (256 * 1024)

static GHashTable *handles;   /* "theme/name" → RsvgHandle, or NULL if missing */
static GHashTable *surfaces;  /* "theme/name/px/stylesheet" → cairo_surface_t */

static GBytes *
lookup_file (const char *theme,
             const char *name)
{
  g_autofree char *plain = g_strdup_printf (ART_PATH "%s.svg", name);
  GBytes *bytes = NULL;

  if (theme != NULL)
    {
      g_autofree char *themed = g_strdup_printf (ART_PATH "%s/%s.svg", theme, name);

      bytes = g_resources_lookup_data (themed, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
    }
  if (bytes == NULL)
    bytes = g_resources_lookup_data (plain, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  return bytes;
}

/* The SVG of @name in @theme, parsed once; NULL (said once) when there is
 * none or it cannot be read: the art goes on without it. */
static RsvgHandle *
get_handle (const char *theme,
            const char *name)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", theme != NULL ? theme : "", name);
  RsvgHandle *handle;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  if (handles == NULL)
    handles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  if (g_hash_table_lookup_extended (handles, key, NULL, (gpointer *) &handle))
    return RSVG_IS_HANDLE (handle) ? handle : NULL;
  bytes = lookup_file (theme, name);
  handle = NULL;
  if (bytes == NULL)
    g_warning ("No drawing %s for the theme %s", name, theme);
  else if (g_bytes_get_size (bytes) > MAX_DRAWING_BYTES)
    /* Rasterised at every zoom: one that large would stall the board. */
    g_warning ("The drawing %s is too large (%zu bytes, at most %d)", name, g_bytes_get_size (bytes),
               MAX_DRAWING_BYTES);
  else
    {
      handle = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
      if (handle == NULL)
        g_warning ("The drawing %s cannot be read: %s", name, error->message);
    }
  /* A missing drawing is remembered too (the table frees only handles). */
  if (handle == NULL)
    g_hash_table_insert (handles, g_steal_pointer (&key), g_object_new (G_TYPE_OBJECT, NULL));
  else
    g_hash_table_insert (handles, g_steal_pointer (&key), handle);
  return RSVG_IS_HANDLE (handle) ? handle : NULL;
}

/* Whether there is a drawing @name (for @theme or any): asked without a
 * word, for the marks a tile set may print with no drawing (a lake). */
gboolean
carc_drawing_exists (const char *theme,
                     const char *name)
{
  g_autoptr(GBytes) bytes = lookup_file (theme, name);

  return bytes != NULL;
}

static cairo_surface_t *
get_surface (const char *theme,
             const char *name,
             const char *stylesheet,
             gint        px)
{
  g_autofree char *key = g_strdup_printf ("%s/%s/%d/%s", theme != NULL ? theme : "", name, px,
                                          stylesheet != NULL ? stylesheet : "");
  cairo_surface_t *surface;
  RsvgHandle *handle;
  RsvgRectangle viewport = { 0, 0, px, px };
  cairo_t *cr;

  if (surfaces == NULL)
    surfaces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                      (GDestroyNotify) cairo_surface_destroy);
  surface = g_hash_table_lookup (surfaces, key);
  if (surface != NULL)
    return surface;
  handle = get_handle (theme, name);
  if (handle == NULL)
    return NULL;
  /* Sizes come and go with the zoom: keep the cache bounded. */
  if (g_hash_table_size (surfaces) > 600)
    g_hash_table_remove_all (surfaces);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  rsvg_handle_set_stylesheet (handle, (const guint8 *) (stylesheet != NULL ? stylesheet : ""),
                              stylesheet != NULL ? strlen (stylesheet) : 0, NULL);
  rsvg_handle_render_document (handle, cr, &viewport, NULL);
  cairo_destroy (cr);
  g_hash_table_insert (surfaces, g_steal_pointer (&key), surface);
  return surface;
}

/* The pixels @size covers on @cr's target: the user space's scale, and
 * the surface's own on a high-density screen, which the distance leaves
 * out. */
static gint
device_size (cairo_t *cr,
             double   size)
{
  double dx = size, dy = 0, scale_x = 1, scale_y = 1;

  cairo_user_to_device_distance (cr, &dx, &dy);
  cairo_surface_get_device_scale (cairo_get_target (cr), &scale_x, &scale_y);
  return CLAMP ((gint) ceil (hypot (dx * scale_x, dy * scale_y)), 1, 1024);
}

static void
paint_surface (cairo_t         *cr,
               cairo_surface_t *surface,
               gint             px,
               double           cx,
               double           cy,
               double           size)
{
  cairo_save (cr);
  cairo_translate (cr, cx - size / 2, cy - size / 2);
  cairo_scale (cr, size / px, size / px);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* Paints the drawing @name as the square of side @size centred on @cx, @cy
 * of the user space, rasterised for the pixels it covers on @cr's target;
 * FALSE when there is no such drawing to paint. */
gboolean
carc_drawing_paint (cairo_t    *cr,
                    const char *theme,
                    const char *name,
                    const char *stylesheet,
                    double      cx,
                    double      cy,
                    double      size)
{
  return carc_drawing_paint_with_halo (cr, theme, name, stylesheet, cx, cy, size, NULL);
}

/* The silhouette of @drawing widened by @radius pixels, in @colour: the
 * most opaque of its pixels round two circles.  Faint parts (a shadow on
 * the ground) are left out of the shape. */
static cairo_surface_t *
widened (cairo_surface_t *drawing,
         gint             px,
         double           radius,
         const GdkRGBA   *colour)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  const guint8 *in = cairo_image_surface_get_data (drawing);
  guint8 *out = cairo_image_surface_get_data (surface);
  gint in_stride = cairo_image_surface_get_stride (drawing), out_stride = cairo_image_surface_get_stride (surface);
  gint dx[25] = { 0 }, dy[25] = { 0 };

  cairo_surface_flush (drawing);
  cairo_surface_flush (surface);
  for (guint k = 0; k < 24; k++)
    {
      double r = k < 12 ? radius : radius / 2;

      dx[k + 1] = (gint) round (r * cos (k * G_PI / 6));
      dy[k + 1] = (gint) round (r * sin (k * G_PI / 6));
    }
  for (gint y = 0; y < px; y++)
    for (gint x = 0; x < px; x++)
      {
        guint most = 0, a;

        for (guint k = 0; k < G_N_ELEMENTS (dx); k++)
          {
            gint sx = x - dx[k], sy = y - dy[k];

            if (sx >= 0 && sy >= 0 && sx < px && sy < px)
              most = MAX (most, ((const guint32 *) (in + sy * in_stride))[sx] >> 24);
          }
        a = (guint) (CLAMP (((gint) most - 96) * 255 / 96, 0, 255) * colour->alpha);
        ((guint32 *) (out + y * out_stride))[x] = a << 24 | (guint) (colour->red * a) << 16
                                                  | (guint) (colour->green * a) << 8 | (guint) (colour->blue * a);
      }
  cairo_surface_mark_dirty (surface);
  return surface;
}

/* @drawing's shape (@name's at @px) widened by @radius pixels in
 * @colour, made once. */
static cairo_surface_t *
cached_shape (const char      *theme,
              const char      *name,
              const char      *stylesheet,
              gint             px,
              cairo_surface_t *drawing,
              double           radius,
              const GdkRGBA   *colour)
{
  g_autofree char *key = g_strdup_printf ("shape/%s/%s/%d/%s/%.2f/%.3f,%.3f,%.3f,%.3f", theme != NULL ? theme : "",
                                          name, px, stylesheet != NULL ? stylesheet : "", radius, colour->red,
                                          colour->green, colour->blue, colour->alpha);
  cairo_surface_t *shape = g_hash_table_lookup (surfaces, key);

  if (shape == NULL)
    {
      shape = widened (drawing, px, radius, colour);
      g_hash_table_insert (surfaces, g_steal_pointer (&key), shape);
    }
  return shape;
}

/* Paints @name's shape in @shape (unless NULL), widened by @widen of its
 * side in pixels (a pixel at least when @widen is not 0), then the
 * drawing itself if @whole; FALSE when there is no such drawing. */
static gboolean
paint_layers (cairo_t       *cr,
              const char    *theme,
              const char    *name,
              const char    *stylesheet,
              double         cx,
              double         cy,
              double         size,
              const GdkRGBA *shape,
              double         widen,
              gboolean       whole)
{
  gint px = device_size (cr, size);
  cairo_surface_t *surface = get_surface (theme, name, stylesheet, px);

  if (surface == NULL)
    return FALSE;
  if (shape != NULL)
    paint_surface (cr, cached_shape (theme, name, stylesheet, px, surface, widen > 0 ? MAX (px * widen, 1) : 0, shape),
                   px, cx, cy, size);
  if (whole)
    paint_surface (cr, surface, px, cx, cy, size);
  return TRUE;
}

/* As carc_drawing_paint(), with a halo of @halo round the drawing's
 * shape unless NULL, a twentieth of its side (a pixel at least): a
 * figure stands out from any ground, grass of its own colour too. */
gboolean
carc_drawing_paint_with_halo (cairo_t       *cr,
                              const char    *theme,
                              const char    *name,
                              const char    *stylesheet,
                              double         cx,
                              double         cy,
                              double         size,
                              const GdkRGBA *halo)
{
  return paint_layers (cr, theme, name, stylesheet, cx, cy, size, halo, 1 / 20.0, TRUE);
}

/* The drawing's shape alone, in @colour: a figure's cast shadow. */
gboolean
carc_drawing_paint_shape (cairo_t       *cr,
                          const char    *theme,
                          const char    *name,
                          const char    *stylesheet,
                          double         cx,
                          double         cy,
                          double         size,
                          const GdkRGBA *colour)
{
  return paint_layers (cr, theme, name, stylesheet, cx, cy, size, colour, 0, FALSE);
}

void
carc_drawing_count (cairo_t *cr,
                    double   x,
                    double   y,
                    double   size,
                    guint    count,
                    double   r,
                    double   g,
                    double   b)
{
  char text[12];
  cairo_text_extents_t ext;

  g_snprintf (text, sizeof text, "%u", count);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, size / 2, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 0.72);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_show_text (cr, text);
  /* The text leaves the current point at its end: whatever is drawn next
   * would start with a line from here. */
  cairo_new_path (cr);
}
