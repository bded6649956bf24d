/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The end of a game: who won, every player's points by category, and a
 * chart of the scores over the turns. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-scoring-view.h"
#include "carc-tile-painter.h"

struct _CarcScoringView
{
  GtkWidget       parent_instance;

  CarcGame       *game;
  GtkWidget      *content;
  GtkLabel       *headline;
  GtkLabel       *summary;
  GtkGrid        *breakdown;
  GtkDrawingArea *chart;
};

G_DEFINE_FINAL_TYPE (CarcScoringView, carc_scoring_view, GTK_TYPE_WIDGET)

static void
add_cell (CarcScoringView *self,
          const char      *text,
          guint            column,
          guint            row,
          gboolean         heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0 : 1.0);
  gtk_widget_add_css_class (label, heading ? "heading" : "numeric");
  if (column == 6 && !heading)
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
  static const CarcScoreCategory categories[] = {
    CARC_SCORE_ROAD, CARC_SCORE_CITY, CARC_SCORE_MONASTERY, CARC_SCORE_FIELD, CARC_SCORE_OTHER,
  };
  const char *headings[] = {
    _("Player"), C_("score category", "Roads"), C_("score category", "Cities"),
    C_("score category", "Monasteries"), C_("score category", "Fields"), C_("score category", "Other"),
    C_("score category", "Total"),
  };
  guint order[6];
  guint n;
  guint best = 0, n_best = 0;
  gboolean hide_other;
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

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    add_cell (self, headings[c], c, 0, TRUE);
  /* "Other" only matters with expansions; hide an empty column. */
  {
    guint other = 0;

    for (guint p = 0; p < n; p++)
      other += carc_game_get_category_score (self->game, p, CARC_SCORE_OTHER);
    hide_other = other == 0;
  }
  for (guint r = 0; r < n; r++)
    {
      guint p = order[r];
      CarcPlayer *player = carc_game_get_player (self->game, p);

      add_cell (self, carc_player_get_name (player), 0, r + 1, FALSE);
      for (guint c = 0; c < G_N_ELEMENTS (categories); c++)
        {
          g_autofree char *text = g_strdup_printf ("%u", carc_game_get_category_score (self->game, p, categories[c]));

          add_cell (self, text, c + 1, r + 1, FALSE);
        }
      {
        g_autofree char *text = g_strdup_printf ("%u", carc_game_get_score (self->game, p));

        add_cell (self, text, 6, r + 1, FALSE);
      }
    }

  for (guint r = 0; r <= n; r++)
    gtk_widget_set_visible (gtk_grid_get_child_at (self->breakdown, 5, r), !hide_other);

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
  {
    g_autofree char *summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "with %u point", "with %u points", best), best);

    gtk_label_set_label (self->summary, summary);
  }
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

/* Scores over the turns, one line per player; the final scoring is the
 * last step. */
static void
draw_chart_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  CarcScoringView *self = CARC_SCORING_VIEW (user_data);
  guint n_events, n_players, last_turn = 1, max_score = 10;
  const CarcEvent *ev;
  const double left = 36, bottom = 24, top = 10, right = 10;
  double pw = width - left - right, ph = height - top - bottom;

  if (self->game == NULL || pw <= 0 || ph <= 0)
    return;
  ev = carc_game_get_events (self->game, &n_events);
  n_players = carc_game_get_n_players (self->game);
  for (guint i = 0; i < n_events; i++)
    last_turn = MAX (last_turn, ev[i].turn);
  for (guint p = 0; p < n_players; p++)
    max_score = MAX (max_score, carc_game_get_score (self->game, p));
  last_turn += 1; /* one step for the final scoring */

  /* Axes and grid. */
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 11);
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.35);
  for (guint k = 0; k <= 4; k++)
    {
      double y = top + ph - ph * k / 4.0;
      g_autofree char *text = g_strdup_printf ("%u", max_score * k / 4);

      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.35);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + pw, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, 0.35, 0.35, 0.35, 1);
      cairo_move_to (cr, 4, y + 4);
      cairo_show_text (cr, text);
    }

  for (guint p = 0; p < n_players; p++)
    {
      GdkRGBA colour;
      guint score = 0;

      if (!gdk_rgba_parse (&colour, carc_player_get_colour (carc_game_get_player (self->game, p))))
        gdk_rgba_parse (&colour, "#888888");
      cairo_move_to (cr, left, top + ph);
      for (guint i = 0; i < n_events; i++)
        if (ev[i].kind == CARC_EVENT_FEATURE_SCORED && (ev[i].players & (1u << p)))
          {
            double x = left + pw * (ev[i].final ? last_turn : ev[i].turn) / (double) last_turn;

            cairo_line_to (cr, x, top + ph - ph * score / (double) max_score);
            score += ev[i].points;
            cairo_line_to (cr, x, top + ph - ph * score / (double) max_score);
          }
      cairo_line_to (cr, left + pw, top + ph - ph * score / (double) max_score);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_set_line_width (cr, 3);
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
