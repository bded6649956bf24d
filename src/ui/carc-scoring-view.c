/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The end of a game: who won, every player's points by category, and a
 * chart of the scores over the turns. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-scoring-view.h"
#include "carc-figure-painter.h"
#include "carc-words.h"

struct _CarcScoringView
{
  GtkWidget       parent_instance;

  CarcGame       *game;
  GtkWidget      *content;
  GtkLabel       *headline;
  GtkLabel       *summary;
  GtkGrid        *breakdown;
  GtkDrawingArea *chart;
  GtkBox         *legend;
};

G_DEFINE_FINAL_TYPE (CarcScoringView, carc_scoring_view, GTK_TYPE_WIDGET)

/**
 * carc_scoring_view_axis_step:
 * @max: the largest value the axis shows
 * @max_ticks: at most this many steps from 0 to the top
 *
 * A round step for an axis from 0 to at least @max: 1, 2 or 5 times a
 * power of ten, the smallest that needs no more than @max_ticks steps.
 */
guint
carc_scoring_view_axis_step (guint max,
                             guint max_ticks)
{
  static const guint factors[] = { 1, 2, 5 };
  guint64 power = 1;

  g_return_val_if_fail (max_ticks > 0, 1);
  for (;;)
    {
      for (guint i = 0; i < G_N_ELEMENTS (factors); i++)
        {
          guint64 step = factors[i] * power;

          if (step * max_ticks >= max)
            return (guint) step;
        }
      power *= 10;
    }
}

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  GdkRGBA colour;

  gdk_cairo_set_source_rgba (cr, carc_figure_painter_colour (data, &colour));
  cairo_set_line_width (cr, 3);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, 2, height / 2.0);
  cairo_line_to (cr, width - 2, height / 2.0);
  cairo_stroke (cr);
}

/* Under the chart: each player's line, colour and name, in seat order. */
static void
fill_legend (CarcScoringView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->legend))) != NULL)
    gtk_box_remove (self->legend, child);
  if (self->game == NULL)
    return;
  for (guint p = 0; p < carc_game_get_n_players (self->game); p++)
    {
      CarcPlayer *player = carc_game_get_player (self->game, p);
      GtkWidget *entry = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *swatch = gtk_drawing_area_new ();
      GtkWidget *name = gtk_label_new (carc_player_get_name (player));

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 16);
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 22);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 12);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch_cb,
                                      g_strdup (carc_player_get_colour (player)), g_free);
      gtk_box_append (GTK_BOX (entry), swatch);
      gtk_box_append (GTK_BOX (entry), name);
      gtk_box_append (self->legend, entry);
    }
}

static void
add_cell (CarcScoringView *self,
          const char      *text,
          guint            column,
          guint            row,
          gboolean         heading,
          gboolean         total)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0 : 1.0);
  gtk_widget_add_css_class (label, heading ? "heading" : "numeric");
  if (total && !heading)
    gtk_widget_add_css_class (label, "title-4");
  gtk_grid_attach (self->breakdown, label, column, row, 1, 1);
}

static gint
compare_totals (gconstpointer a,
                gconstpointer b,
                gpointer      data)
{
  CarcGame *game = data;

  return (gint) carc_game_get_score (game, *(const guint *) b) - (gint) carc_game_get_score (game, *(const guint *) a);
}

static void
fill (CarcScoringView *self)
{
  guint order[CARC_MAX_PLAYERS];
  guint lines[CARC_MAX_SCORE_CATEGORIES];
  guint n, n_lines = 0;
  guint best = 0, n_best = 0;
  GtkWidget *child;
  g_autoptr(GString) winners = g_string_new (NULL);
  g_autofree char *headline = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->breakdown))) != NULL)
    gtk_grid_remove (self->breakdown, child);
  if (self->game == NULL)
    return;

  n = carc_game_get_n_players (self->game);
  for (guint i = 0; i < n; i++)
    order[i] = i;
  g_qsort_with_data (order, n, sizeof (guint), compare_totals, self->game);

  /* The core's lines, the expansions' own (inns, goods …), and "Other"
   * last, shown only when something was scored there. */
  for (guint c = 0; c < carc_game_get_n_score_categories (self->game); c++)
    if (c != CARC_SCORE_OTHER)
      lines[n_lines++] = c;
  {
    guint other = 0;

    for (guint p = 0; p < n; p++)
      other += carc_game_get_category_score (self->game, p, CARC_SCORE_OTHER);
    if (other > 0)
      lines[n_lines++] = CARC_SCORE_OTHER;
  }

  /* The total beside the name, where a narrow window still shows it. */
  add_cell (self, _("Player"), 0, 0, TRUE, FALSE);
  add_cell (self, C_("score category", "Total"), 1, 0, TRUE, TRUE);
  for (guint l = 0; l < n_lines; l++)
    add_cell (self, carc_words_score_line (self->game, lines[l]), l + 2, 0, TRUE, FALSE);
  for (guint r = 0; r < n; r++)
    {
      guint p = order[r];
      CarcPlayer *player = carc_game_get_player (self->game, p);
      g_autofree char *total = g_strdup_printf ("%u", carc_game_get_score (self->game, p));

      add_cell (self, carc_player_get_name (player), 0, r + 1, FALSE, FALSE);
      add_cell (self, total, 1, r + 1, FALSE, TRUE);
      for (guint l = 0; l < n_lines; l++)
        {
          g_autofree char *text = g_strdup_printf ("%u", carc_game_get_category_score (self->game, p, lines[l]));

          add_cell (self, text, l + 2, r + 1, FALSE, FALSE);
        }
    }

  best = carc_game_get_score (self->game, order[0]);
  for (guint r = 0; r < n && carc_game_get_score (self->game, order[r]) == best; r++)
    {
      if (n_best > 0)
        g_string_append (winners, ", ");
      g_string_append (winners, carc_player_get_name (carc_game_get_player (self->game, order[r])));
      n_best++;
    }
  if (n_best == 1)
    /* TRANSLATORS: %s is the winner's name */
    headline = g_strdup_printf (_("%s wins!"), winners->str);
  else
    /* TRANSLATORS: %s is a list of names */
    headline = g_strdup_printf (_("%s share the victory!"), winners->str);
  gtk_label_set_label (self->headline, headline);
  fill_legend (self);
  {
    g_autofree char *summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "with %u point", "with %u points", best), best);

    gtk_label_set_label (self->summary, summary);
  }
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

/* Scores over the turns, one line per player; the final scoring is the
 * last step.  Both axes count in round steps (1, 2, 5 × 10ⁿ), in the
 * text colour of the theme. */
static void
draw_chart_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  CarcScoringView *self = CARC_SCORING_VIEW (user_data);
  guint n_events, n_players, last_turn = 1, max_score = 1, step, top, turn_step;
  const CarcEvent *ev;
  const double left = 40, bottom = 26, top_margin = 12, right = 14;
  double pw = width - left - right, ph = height - top_margin - bottom;
  GdkRGBA fg;
  cairo_text_extents_t extents;

  if (self->game == NULL || pw <= 0 || ph <= 0)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  ev = carc_game_get_events (self->game, &n_events);
  n_players = carc_game_get_n_players (self->game);
  for (guint i = 0; i < n_events; i++)
    last_turn = MAX (last_turn, ev[i].turn);
  for (guint p = 0; p < n_players; p++)
    max_score = MAX (max_score, carc_game_get_score (self->game, p));
  last_turn += 1; /* one step for the final scoring */
  step = carc_scoring_view_axis_step (max_score, 5);
  top = (max_score + step - 1) / step * step;
  turn_step = carc_scoring_view_axis_step (last_turn, 8);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 11);
  cairo_set_line_width (cr, 1);

  /* Points: a line and a number at each step. */
  for (guint value = 0; value <= top; value += step)
    {
      double y = round (top_margin + ph - ph * value / (double) top) + 0.5;
      g_autofree char *text = g_strdup_printf ("%u", value);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, value == 0 ? 0.4 : 0.15);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + pw, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      cairo_text_extents (cr, text, &extents);
      cairo_move_to (cr, left - 6 - extents.x_advance, y + 4);
      cairo_show_text (cr, text);
    }
  /* Turns: a mark and a number at each step. */
  for (guint turn = 0; turn < last_turn; turn += turn_step)
    {
      double x = round (left + pw * turn / (double) last_turn) + 0.5;
      g_autofree char *text = g_strdup_printf ("%u", turn);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.4);
      cairo_move_to (cr, x, top_margin + ph);
      cairo_line_to (cr, x, top_margin + ph + 4);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      cairo_text_extents (cr, text, &extents);
      cairo_move_to (cr, x - extents.x_advance / 2, top_margin + ph + 17);
      cairo_show_text (cr, text);
    }

  for (guint p = 0; p < n_players; p++)
    {
      GdkRGBA colour;
      guint score = 0;

      carc_figure_painter_colour (carc_player_get_colour (carc_game_get_player (self->game, p)), &colour);
      cairo_move_to (cr, left, top_margin + ph);
      for (guint i = 0; i < n_events; i++)
        if ((ev[i].kind == CARC_EVENT_FEATURE_SCORED || ev[i].kind == CARC_EVENT_POINTS) && (ev[i].players & (1u << p)))
          {
            double x = left + pw * (ev[i].final ? last_turn : ev[i].turn) / (double) last_turn;

            cairo_line_to (cr, x, top_margin + ph - ph * score / (double) top);
            score += ev[i].points;
            cairo_line_to (cr, x, top_margin + ph - ph * score / (double) top);
          }
      cairo_line_to (cr, left + pw, top_margin + ph - ph * score / (double) top);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_set_line_width (cr, 3);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
}

static void
carc_scoring_view_dispose (GObject *object)
{
  CarcScoringView *self = CARC_SCORING_VIEW (object);
  GtkWidget *child;

  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_SCORING_VIEW);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (carc_scoring_view_parent_class)->dispose (object);
}

static void
carc_scoring_view_class_init (CarcScoringViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_scoring_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/carcassonne/Carcassonne/ui/carc-scoring-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcScoringView, content);
  gtk_widget_class_bind_template_child (widget_class, CarcScoringView, headline);
  gtk_widget_class_bind_template_child (widget_class, CarcScoringView, summary);
  gtk_widget_class_bind_template_child (widget_class, CarcScoringView, breakdown);
  gtk_widget_class_bind_template_child (widget_class, CarcScoringView, chart);
  gtk_widget_class_bind_template_child (widget_class, CarcScoringView, legend);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carc-scoring-view");
}

static void
carc_scoring_view_init (CarcScoringView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->chart, draw_chart_cb, self, NULL);
}

void
carc_scoring_view_set_game (CarcScoringView *self,
                            CarcGame        *game)
{
  g_return_if_fail (CARC_IS_SCORING_VIEW (self));
  g_set_object (&self->game, game);
  fill (self);
}

const char *
carc_scoring_view_get_headline (CarcScoringView *self)
{
  g_return_val_if_fail (CARC_IS_SCORING_VIEW (self), NULL);
  return gtk_label_get_label (self->headline);
}

/* The text in the breakdown's cell (row 0 holds the headings). */
char *
carc_scoring_view_dup_cell_text (CarcScoringView *self,
                                 guint            row,
                                 guint            column)
{
  GtkWidget *child;

  g_return_val_if_fail (CARC_IS_SCORING_VIEW (self), NULL);
  child = gtk_grid_get_child_at (self->breakdown, column, row);
  return GTK_IS_LABEL (child) ? g_strdup (gtk_label_get_label (GTK_LABEL (child))) : NULL;
}

/* The legend's names, in its order (for the tests). */
char **
carc_scoring_view_dup_legend (CarcScoringView *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  g_return_val_if_fail (CARC_IS_SCORING_VIEW (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->legend)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_strv_builder_add (names, gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (child)))); /* swatch, name */
  return g_strv_builder_end (names);
}
