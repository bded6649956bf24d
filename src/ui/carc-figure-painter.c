/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Figures: the meeple drawing (data/art/meeple.svg) in its player's
 * colour, outlined in a colour that stands out from it — dark round a
 * light figure, light round a dark one — so that every colour reads on
 * every theme and on the dark style.  With marks on (the preferences, for
 * players who tell colours apart with difficulty) each colour also wears
 * its own sign on the chest, chosen by the colour's hue so that any
 * palette gets distinct signs. */
#include "config.h"

#include <math.h>

#include "carc-drawing.h"
#include "carc-figure-painter.h"

typedef enum
{
  MARK_RING,      /* red */
  MARK_TRIANGLE,  /* yellow */
  MARK_SQUARE,    /* green */
  MARK_DIAMOND,   /* blue */
  MARK_CROSS,     /* pink, purple */
  MARK_BAR,       /* grey */
  MARK_DOT,       /* black */
} Mark;

static gboolean marks;

void
carc_figure_painter_set_marks (gboolean on)
{
  marks = on;
}

gboolean
carc_figure_painter_get_marks (void)
{
  return marks;
}

/* A figure's colour ("#rrggbb") as drawn; a grey figure for a colour that
 * cannot be read (a hand-edited save). */
const GdkRGBA *
carc_figure_painter_colour (const char *text,
                            GdkRGBA    *out)
{
  if (text == NULL || !gdk_rgba_parse (out, text))
    gdk_rgba_parse (out, "#888888");
  return out;
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

/* Whether a figure or a player's mark in @colour is outlined in a light
 * colour rather than a dark one: a dark colour (black) needs it. */
gboolean
carc_figure_painter_needs_light_outline (const GdkRGBA *colour)
{
  return luminance (colour) < 0.2;
}

static Mark
mark_of (const GdkRGBA *c)
{
  double max = MAX (c->red, MAX (c->green, c->blue)), min = MIN (c->red, MIN (c->green, c->blue));
  double hue;

  if (max < 0.25)
    return MARK_DOT;
  if (max - min < 0.12)
    return MARK_BAR;
  if (max == c->red)
    hue = 60 * fmod ((c->green - c->blue) / (max - min) + 6, 6);
  else if (max == c->green)
    hue = 60 * ((c->blue - c->red) / (max - min) + 2);
  else
    hue = 60 * ((c->red - c->green) / (max - min) + 4);
  if (hue < 30 || hue >= 345)
    return MARK_RING;
  if (hue < 75)
    return MARK_TRIANGLE;
  if (hue < 170)
    return MARK_SQUARE;
  if (hue < 270)
    return MARK_DIAMOND;
  return MARK_CROSS;
}

/* The sign on the chest, in a unit box centred on 0, 0. */
static void
draw_mark (cairo_t       *cr,
           const GdkRGBA *colour)
{
  gboolean light = luminance (colour) > 0.45;

  cairo_new_path (cr);
  switch (mark_of (colour))
    {
    case MARK_RING:
      cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc_negative (cr, 0, 0, 0.25, 2 * G_PI, 0);
      break;
    case MARK_TRIANGLE:
      cairo_move_to (cr, 0, -0.55);
      cairo_line_to (cr, 0.55, 0.45);
      cairo_line_to (cr, -0.55, 0.45);
      break;
    case MARK_SQUARE:
      cairo_rectangle (cr, -0.42, -0.42, 0.84, 0.84);
      break;
    case MARK_DIAMOND:
      cairo_move_to (cr, 0, -0.6);
      cairo_line_to (cr, 0.5, 0);
      cairo_line_to (cr, 0, 0.6);
      cairo_line_to (cr, -0.5, 0);
      break;
    case MARK_CROSS:
      cairo_rectangle (cr, -0.5, -0.16, 1, 0.32);
      cairo_rectangle (cr, -0.16, -0.5, 0.32, 1);
      break;
    case MARK_BAR:
      cairo_rectangle (cr, -0.55, -0.2, 1.1, 0.4);
      break;
    case MARK_DOT:
      cairo_arc (cr, 0, 0, 0.42, 0, 2 * G_PI);
      break;
    }
  cairo_close_path (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  if (light)
    cairo_set_source_rgba (cr, 0.1, 0.08, 0.06, 0.85);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.92);
  cairo_fill (cr);
}

/* A disc of radius 1 dark in its middle and fading out at its rim. */
static cairo_pattern_t *
soft_shadow (void)
{
  static cairo_pattern_t *pattern;

  if (pattern == NULL)
    {
      pattern = cairo_pattern_create_radial (0, 0, 0, 0, 0, 1);
      cairo_pattern_add_color_stop_rgba (pattern, 0, 0, 0, 0, 0.36);
      cairo_pattern_add_color_stop_rgba (pattern, 0.55, 0, 0, 0, 0.26);
      cairo_pattern_add_color_stop_rgba (pattern, 1, 0, 0, 0, 0);
    }
  return pattern;
}

/* A figure drawn by @drawing (data/art), whose "body" shapes take
 * @colour, with a rim of @halo round it unless NULL; the meeple's
 * drawing stands in for a missing one. */
static void
paint_figure (cairo_t       *cr,
              double         x,
              double         y,
              double         size,
              const GdkRGBA *colour,
              const char    *drawing,
              gboolean       lying,
              const GdkRGBA *halo)
{
  char css[96];
  gboolean dark = carc_figure_painter_needs_light_outline (colour);

  g_snprintf (css, sizeof css, ".body{fill:#%02x%02x%02x}.outline{stroke:%s}",
              (guint) (CLAMP (colour->red, 0, 1) * 255), (guint) (CLAMP (colour->green, 0, 1) * 255),
              (guint) (CLAMP (colour->blue, 0, 1) * 255), dark ? "#e8e8e8" : "#231a12");
  cairo_save (cr);
  cairo_translate (cr, x, y);
  /* Its shadow on the ground, to the lower right as every shadow, soft
   * at its edge as the light from the upper left casts it. */
  cairo_save (cr);
  cairo_translate (cr, size * 0.08, size * (lying ? 0.2 : 0.42));
  cairo_scale (cr, size * (lying ? 0.6 : 0.45), size * (lying ? 0.18 : 0.12));
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_set_source (cr, soft_shadow ());
  cairo_fill (cr);
  cairo_restore (cr);
  /* On the board, a figure standing casts its own shape on the ground,
   * laid down to the lower right from its feet. */
  if (halo != NULL && !lying)
    {
      static const GdkRGBA shade = { 0, 0, 0, 0.28 };
      cairo_matrix_t lay = { 1, 0, -0.6, -0.38, 0, 0 };

      cairo_save (cr);
      cairo_translate (cr, 0, size * 0.5);
      cairo_transform (cr, &lay);
      carc_drawing_paint_shape (cr, NULL, drawing, css, 0, -size * 0.5, size * 1.16, &shade);
      cairo_restore (cr);
    }
  if (lying)
    cairo_rotate (cr, -G_PI / 2);
  if (!carc_drawing_paint_with_halo (cr, NULL, drawing, css, 0, 0, size * 1.16, halo)
      && !carc_drawing_paint_with_halo (cr, NULL, "meeple", css, 0, 0, size * 1.16, halo))
    {
      /* Without its drawing (an artist's broken file), a figure is still
       * seen and told apart: a head and a body in its colour. */
      cairo_arc (cr, 0, -size * 0.28, size * 0.14, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, size * 0.12, size * 0.26, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, colour);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, dark ? 0.91 : 0.14, dark ? 0.91 : 0.1, dark ? 0.91 : 0.07);
      cairo_set_line_width (cr, MAX (size * 0.04, 1));
      cairo_stroke (cr);
    }
  if (marks)
    {
      cairo_translate (cr, 0, -size * 0.02);
      cairo_rotate (cr, lying ? G_PI / 2 : 0);
      cairo_scale (cr, size * 0.3, size * 0.3);
      draw_mark (cr, colour);
    }
  cairo_restore (cr);
}

/* A figure drawn by @drawing (data/art), whose "body" shapes take
 * @colour; the meeple's drawing stands in for a missing one. */
void
carc_figure_painter_draw_figure (cairo_t       *cr,
                                 double         x,
                                 double         y,
                                 double         size,
                                 const GdkRGBA *colour,
                                 const char    *drawing,
                                 gboolean       lying)
{
  paint_figure (cr, x, y, size, colour, drawing, lying, NULL);
}

/* As carc_figure_painter_draw_figure(), for a figure on the board: with a
 * light rim round it, so that it stands out from grass of its own
 * colour, from cobbles and from fog alike. */
void
carc_figure_painter_draw_on_board (cairo_t       *cr,
                                   double         x,
                                   double         y,
                                   double         size,
                                   const GdkRGBA *colour,
                                   const char    *drawing,
                                   gboolean       lying)
{
  static const GdkRGBA halo = { 1, 0.98, 0.92, 0.85 };

  paint_figure (cr, x, y, size, colour, drawing, lying, &halo);
}

/* A meeple standing (or lying, for a farmer) centred on @x, @y, @size
 * high (wide when lying). */
void
carc_figure_painter_draw_meeple (cairo_t       *cr,
                                 double         x,
                                 double         y,
                                 double         size,
                                 const GdkRGBA *colour,
                                 gboolean       lying)
{
  paint_figure (cr, x, y, size, colour, "meeple", lying, NULL);
}
