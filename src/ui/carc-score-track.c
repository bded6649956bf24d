/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The score track: fifty spaces in five rows of ten, as the printed
 * track's numbers run, the spaces of five marked (the Messages read a
 * card there).  The core puts each player's scoring figures on it; the
 * bundles word them and add their own pieces (CarcBundle.track_pieces).
 * A lap is a dot under the figure.  A scoring glides the figures to their
 * new spaces; a question's choice shows where they would go. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-figure-painter.h"
#include "carc-score-track.h"
#include "carc-words.h"

#define COLUMNS 10
#define ROWS (CARC_SCORE_TRACK_SPACES / COLUMNS)
#define PAD 4      /* round the spaces: room for a marked piece's ring */

struct _CarcScoreTrack
{
  GtkWidget     parent_instance;

  CarcGame     *game;
  GArray       *pieces;        /* CarcTrackPiece */
  GArray       *from;          /* double: where each piece's glide starts */
  GArray       *preview;       /* CarcTrackPiece: what the shown choice makes */
  CarcChoice   *shown;         /* the choice whose pieces are marked */
  CarcChoice   *hovered;       /* the pointer's, over a piece of a choice */
  AdwAnimation *glide;
  double        progress;
  gboolean      laps;          /* a piece shown has gone round */
};

G_DEFINE_FINAL_TYPE (CarcScoreTrack, carc_score_track, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_LAPS,
  N_PROPS
};

enum {
  CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
clear_piece (gpointer data)
{
  CarcTrackPiece *piece = data;

  g_clear_pointer (&piece->tooltip, g_free);
}

static GArray *
pieces_new (void)
{
  GArray *pieces = g_array_new (FALSE, TRUE, sizeof (CarcTrackPiece));

  g_array_set_clear_func (pieces, clear_piece);
  return pieces;
}

static gboolean
same_piece (const CarcTrackPiece *a,
            const CarcTrackPiece *b)
{
  return a->owner == b->owner && a->id == b->id && g_strcmp0 (a->drawing, b->drawing) == 0;
}

/* The core's words for a scoring figure a bundle left unworded. */
static char *
figure_tooltip (CarcGame             *game,
                const CarcTrackPiece *piece)
{
  const char *name = carc_words_player_name (game, carc_game_get_player (game, piece->owner));

  /* TRANSLATORS: a player's scoring figure on the score track; %s is the
   * player's name, %u the points */
  return g_strdup_printf (ngettext ("%s: %u point", "%s: %u points", piece->points), name, piece->points);
}

/* The players' scoring figures in @state, then the modules' pieces. */
static GArray *
collect_pieces (CarcGame  *game,
                CarcState *state)
{
  const CarcBundle *bundles[CARC_MAX_MODULES];
  guint n_bundles = carc_bundles_of_game (game, bundles);
  GArray *pieces = pieces_new ();

  for (guint p = 0; p < carc_game_get_n_players (game); p++)
    for (guint f = 0; f < carc_state_get_n_score_figures (state); f++)
      {
        CarcTrackPiece piece = {
          .drawing = "meeple", .owner = p, .id = f, .scoring = TRUE,
          .points = carc_state_get_score_figure (state, p, f),
        };

        g_array_append_val (pieces, piece);
      }
  for (guint i = 0; i < n_bundles; i++)
    if (bundles[i]->track_pieces != NULL)
      bundles[i]->track_pieces (game, state, pieces);
  for (guint i = 0; i < pieces->len; i++)
    {
      CarcTrackPiece *piece = &g_array_index (pieces, CarcTrackPiece, i);

      if (piece->tooltip == NULL && piece->owner >= 0)
        piece->tooltip = figure_tooltip (game, piece);
    }
  return pieces;
}

/* Where @piece is drawn now, in points: on its way while it glides. */
static double
shown_points (CarcScoreTrack *self,
              guint           index)
{
  const CarcTrackPiece *piece = &g_array_index (self->pieces, CarcTrackPiece, index);
  double from = g_array_index (self->from, double, index);

  return from + (piece->points - from) * self->progress;
}

static double
cell_size (CarcScoreTrack *self)
{
  return floor (MIN ((gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD) / (double) COLUMNS,
                     (gtk_widget_get_height (GTK_WIDGET (self)) - 2 * PAD) / (double) ROWS));
}

void
carc_score_track_space_centre (CarcScoreTrack *self,
                               guint           space,
                               double         *x,
                               double         *y)
{
  double cell = cell_size (self);
  double left = (gtk_widget_get_width (GTK_WIDGET (self)) - cell * COLUMNS) / 2;

  space %= CARC_SCORE_TRACK_SPACES;
  *x = left + (space % COLUMNS + 0.5) * cell;
  *y = PAD + (space / COLUMNS + 0.5) * cell;
}

/* The centre of a point between two spaces (a glide). */
static void
track_point (CarcScoreTrack *self,
             double          points,
             double         *x,
             double         *y)
{
  guint space = (guint) floor (points);
  double t = points - space, x1, y1, x2, y2;

  carc_score_track_space_centre (self, space, &x1, &y1);
  carc_score_track_space_centre (self, space + 1, &x2, &y2);
  /* From the end of a row to the start of the next it jumps. */
  if (y2 != y1)
    t = t < 0.5 ? 0 : 1;
  *x = x1 + (x2 - x1) * t;
  *y = y1 + (y2 - y1) * t;
}

/* Where piece @index of @pieces stands, at points @points: its centre
 * and size.  Figures on one space stand side by side; a piece waiting
 * beside them sits small in the space's lower right corner. */
static void
piece_box (CarcScoreTrack *self,
           GArray         *pieces,
           guint           index,
           double          points,
           double         *x,
           double         *y,
           double         *size)
{
  const CarcTrackPiece *piece = &g_array_index (pieces, CarcTrackPiece, index);
  guint space = (guint) lround (points) % CARC_SCORE_TRACK_SPACES;
  double cell = cell_size (self);
  guint n = 0, at = 0;

  track_point (self, points, x, y);
  for (guint i = 0; i < pieces->len; i++)
    {
      const CarcTrackPiece *other = &g_array_index (pieces, CarcTrackPiece, i);

      if (other->hidden || other->beside != piece->beside || other->points % CARC_SCORE_TRACK_SPACES != space)
        continue;
      if (i == index)
        at = n;
      n++;
    }
  if (piece->beside)
    {
      *size = cell * 0.48;
      *x += cell / 2 - *size * (0.5 + 0.6 * at);
      *y += cell / 2 - *size * 0.55;
      return;
    }
  *size = cell * (n > 2 ? 0.6 : 0.68);
  if (n > 1)
    *x += (at / (double) (n - 1) - 0.5) * (cell - *size) * 1.1;
  *y += cell * 0.1;
}

static gboolean
dark_style (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
draw_spaces (CarcScoreTrack *self,
             cairo_t        *cr)
{
  double cell = cell_size (self);
  gboolean dark = dark_style ();
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 7");

  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  for (guint s = 0; s < CARC_SCORE_TRACK_SPACES; s++)
    {
      double x, y;
      char number[4];
      gboolean five = s % 5 == 0;

      carc_score_track_space_centre (self, s, &x, &y);
      cairo_new_path (cr);
      cairo_rectangle (cr, x - cell / 2 + 1, y - cell / 2 + 1, cell - 2, cell - 2);
      /* In the dark style the spaces of five are lit amber: darker ones
       * would vanish against the dark cells. */
      if (dark)
        cairo_set_source_rgb (cr, five ? 0.55 : 0.36, five ? 0.42 : 0.33, five ? 0.22 : 0.28);
      else
        cairo_set_source_rgb (cr, five ? 0.80 : 0.94, five ? 0.70 : 0.89, five ? 0.52 : 0.78);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.33, 0.25, 0.15, dark ? 0.8 : 0.45);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      g_snprintf (number, sizeof number, "%u", s);
      pango_layout_set_text (layout, number, -1);
      cairo_move_to (cr, x - cell / 2 + 3, y - cell / 2 + 1);
      if (dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
      else
        cairo_set_source_rgba (cr, 0.2, 0.14, 0.08, 0.65);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_piece (CarcScoreTrack       *self,
            cairo_t              *cr,
            const CarcTrackPiece *piece,
            double                x,
            double                y,
            double                size,
            guint                 laps)
{
  GdkRGBA colour;
  const char *name = piece->owner >= 0 && self->game != NULL
                     ? carc_player_get_colour (carc_game_get_player (self->game, piece->owner))
                     : piece->colour;

  carc_figure_painter_colour (name != NULL ? name : "white", &colour);
  carc_figure_painter_draw_figure (cr, x, y, size, &colour, piece->drawing, FALSE);
  /* A dot a lap, in the figure's colour under its feet. */
  for (guint l = 0; l < MIN (laps, 4); l++)
    {
      double dx = x + (l - (MIN (laps, 4) - 1) / 2.0) * size * 0.3;

      cairo_new_path (cr);
      cairo_arc (cr, dx, y + size * 0.5, MAX (size * 0.1, 2), 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

/* The accent ring round a piece the shown or hovered choice points at. */
static void
draw_mark (cairo_t *cr,
           double   x,
           double   y,
           double   size)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, size * 0.58, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

/* What the shown choice makes: the pieces it moves, pale, on the spaces
 * they would go to, those spaces framed. */
static void
draw_preview (CarcScoreTrack *self,
              cairo_t        *cr)
{
  double cell = cell_size (self);

  for (guint i = 0; self->preview != NULL && i < self->preview->len; i++)
    {
      const CarcTrackPiece *after = &g_array_index (self->preview, CarcTrackPiece, i);
      gboolean moved = TRUE;
      double x, y, size;

      for (guint j = 0; j < self->pieces->len && moved; j++)
        {
          const CarcTrackPiece *now = &g_array_index (self->pieces, CarcTrackPiece, j);

          if (same_piece (now, after) && now->points == after->points && now->hidden == after->hidden)
            moved = FALSE;
        }
      if (!moved || after->hidden)
        continue;
      carc_score_track_space_centre (self, after->points, &x, &y);
      cairo_new_path (cr);
      cairo_rectangle (cr, x - cell / 2 + 1.5, y - cell / 2 + 1.5, cell - 3, cell - 3);
      cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
      piece_box (self, self->preview, i, after->points, &x, &y, &size);
      cairo_push_group (cr);
      draw_piece (self, cr, after, x, y, size, after->points / CARC_SCORE_TRACK_SPACES);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.55);
    }
}

static void
carc_score_track_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  CarcScoreTrack *self = CARC_SCORE_TRACK (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                          gtk_widget_get_height (widget)));

  draw_spaces (self, cr);
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const CarcTrackPiece *piece = &g_array_index (self->pieces, CarcTrackPiece, i);
      double points = shown_points (self, i), x, y, size;

      if (piece->hidden)
        continue;
      piece_box (self, self->pieces, i, points, &x, &y, &size);
      if (piece->choice != NULL && (piece->choice == self->shown || piece->choice == self->hovered))
        draw_mark (cr, x, y, size);
      draw_piece (self, cr, piece, x, y, size, (guint) lround (points) / CARC_SCORE_TRACK_SPACES);
    }
  draw_preview (self, cr);
  cairo_destroy (cr);
}

static GtkSizeRequestMode
carc_score_track_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
carc_score_track_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = COLUMNS * 20 + 2 * PAD;
      *natural = COLUMNS * 32 + 2 * PAD;
    }
  else
    {
      int width = for_size > 0 ? for_size - 2 * PAD : COLUMNS * 32;

      *minimum = *natural = MIN (width / COLUMNS, 40) * ROWS + 2 * PAD;
    }
}

/* Words for a screen reader: every piece's sentence. */
static void
update_description (CarcScoreTrack *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const CarcTrackPiece *piece = &g_array_index (self->pieces, CarcTrackPiece, i);

      if (piece->hidden || piece->tooltip == NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append (text, piece->tooltip);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
}

static void
update_laps (CarcScoreTrack *self)
{
  gboolean laps = FALSE;

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const CarcTrackPiece *piece = &g_array_index (self->pieces, CarcTrackPiece, i);

      laps |= !piece->hidden && piece->points >= CARC_SCORE_TRACK_SPACES;
    }
  if (laps == self->laps)
    return;
  self->laps = laps;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAPS]);
}

static void
glide_cb (double   value,
          gpointer data)
{
  CarcScoreTrack *self = data;

  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
clear_preview (CarcScoreTrack *self)
{
  g_clear_pointer (&self->preview, g_array_unref);
  g_clear_object (&self->shown);
}

/* The game changed: new pieces, each gliding from where it was shown. */
static void
refresh (CarcScoreTrack *self)
{
  GArray *old = self->pieces;
  GArray *from;
  gboolean moves = FALSE;

  clear_preview (self);
  self->hovered = NULL;
  self->pieces = self->game != NULL ? collect_pieces (self->game, carc_game_peek_state (self->game)) : pieces_new ();
  from = g_array_sized_new (FALSE, TRUE, sizeof (double), self->pieces->len);
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const CarcTrackPiece *piece = &g_array_index (self->pieces, CarcTrackPiece, i);
      double start = piece->points;

      for (guint j = 0; old != NULL && j < old->len; j++)
        if (same_piece (&g_array_index (old, CarcTrackPiece, j), piece))
          {
            double then = g_array_index (self->from, double, j);

            start = then + ((double) g_array_index (old, CarcTrackPiece, j).points - then) * self->progress;
            break;
          }
      moves |= start != piece->points;
      g_array_append_val (from, start);
    }
  g_clear_pointer (&old, g_array_unref);
  g_clear_pointer (&self->from, g_array_unref);
  self->from = from;
  adw_animation_reset (self->glide);
  self->progress = 1;
  if (moves)
    adw_animation_play (self->glide);
  update_description (self);
  update_laps (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_score_track_show_choice (CarcScoreTrack *self,
                              CarcChoice     *choice)
{
  CarcState *after;

  g_return_if_fail (CARC_IS_SCORE_TRACK (self));
  if (choice == self->shown)
    return;
  clear_preview (self);
  if (choice != NULL && self->game != NULL && (after = carc_game_preview (self->game, choice)) != NULL)
    {
      self->shown = g_object_ref (choice);
      self->preview = collect_pieces (self->game, after);
      carc_state_free (after);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

CarcChoice *
carc_score_track_choice_at (CarcScoreTrack *self,
                            double          x,
                            double          y)
{
  g_return_val_if_fail (CARC_IS_SCORE_TRACK (self), NULL);
  /* The last drawn is on top. */
  for (guint i = self->pieces->len; i-- > 0;)
    {
      const CarcTrackPiece *piece = &g_array_index (self->pieces, CarcTrackPiece, i);
      double px, py, size;

      if (piece->hidden || piece->choice == NULL)
        continue;
      piece_box (self, self->pieces, i, piece->points, &px, &py, &size);
      if (fabs (x - px) <= size / 2 && fabs (y - py) <= size / 2)
        return piece->choice;
    }
  return NULL;
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            CarcScoreTrack  *self)
{
  CarcChoice *choice = carc_score_track_choice_at (self, x, y);

  if (choice == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[CHOSEN], 0, choice);
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           CarcScoreTrack           *self)
{
  CarcChoice *choice = carc_score_track_choice_at (self, x, y);

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), choice != NULL ? "pointer" : NULL);
  if (choice == self->hovered)
    return;
  self->hovered = choice;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (GtkEventControllerMotion *motion,
          CarcScoreTrack           *self)
{
  self->hovered = NULL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The tooltip of a space: what stands there. */
static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    data)
{
  CarcScoreTrack *self = CARC_SCORE_TRACK (widget);
  g_autoptr(GString) text = g_string_new (NULL);
  double cell = cell_size (self);
  double left = (gtk_widget_get_width (widget) - cell * COLUMNS) / 2;
  gint column = (gint) floor ((x - left) / cell), row = (gint) floor ((y - PAD) / cell);

  if (keyboard || cell <= 0 || column < 0 || column >= COLUMNS || row < 0 || row >= ROWS)
    return FALSE;
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const CarcTrackPiece *piece = &g_array_index (self->pieces, CarcTrackPiece, i);

      if (!piece->hidden && piece->tooltip != NULL
          && piece->points % CARC_SCORE_TRACK_SPACES == (guint) (row * COLUMNS + column))
        g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", piece->tooltip);
    }
  if (text->len == 0)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text->str);
  return TRUE;
}

void
carc_score_track_set_game (CarcScoreTrack *self,
                           CarcGame       *game)
{
  g_return_if_fail (CARC_IS_SCORE_TRACK (self));
  g_return_if_fail (game == NULL || CARC_IS_GAME (game));
  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
  g_clear_pointer (&self->pieces, g_array_unref);
  g_clear_pointer (&self->from, g_array_unref);
  refresh (self);
  adw_animation_skip (self->glide);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

CarcGame *
carc_score_track_get_game (CarcScoreTrack *self)
{
  g_return_val_if_fail (CARC_IS_SCORE_TRACK (self), NULL);
  return self->game;
}

guint
carc_score_track_get_n_pieces (CarcScoreTrack *self)
{
  g_return_val_if_fail (CARC_IS_SCORE_TRACK (self), 0);
  return self->pieces->len;
}

const CarcTrackPiece *
carc_score_track_get_piece (CarcScoreTrack *self,
                            guint           index)
{
  g_return_val_if_fail (CARC_IS_SCORE_TRACK (self), NULL);
  g_return_val_if_fail (index < self->pieces->len, NULL);
  return &g_array_index (self->pieces, CarcTrackPiece, index);
}

static void
carc_score_track_dispose (GObject *object)
{
  CarcScoreTrack *self = CARC_SCORE_TRACK (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->glide);
  clear_preview (self);
  G_OBJECT_CLASS (carc_score_track_parent_class)->dispose (object);
}

static void
carc_score_track_finalize (GObject *object)
{
  CarcScoreTrack *self = CARC_SCORE_TRACK (object);

  g_clear_pointer (&self->pieces, g_array_unref);
  g_clear_pointer (&self->from, g_array_unref);
  G_OBJECT_CLASS (carc_score_track_parent_class)->finalize (object);
}

static void
carc_score_track_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CarcScoreTrack *self = CARC_SCORE_TRACK (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_LAPS:
      g_value_set_boolean (value, self->laps);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_score_track_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  CarcScoreTrack *self = CARC_SCORE_TRACK (object);

  switch (prop_id)
    {
    case PROP_GAME:
      carc_score_track_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_score_track_class_init (CarcScoreTrackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_score_track_dispose;
  object_class->finalize = carc_score_track_finalize;
  object_class->get_property = carc_score_track_get_property;
  object_class->set_property = carc_score_track_set_property;
  widget_class->snapshot = carc_score_track_snapshot;
  widget_class->measure = carc_score_track_measure;
  widget_class->get_request_mode = carc_score_track_get_request_mode;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, CARC_TYPE_GAME,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether a piece shown has gone round the track: the panel says what
   * its dots mean. */
  properties[PROP_LAPS] = g_param_spec_boolean ("laps", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A piece that a listed choice points at was clicked. */
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, CARC_TYPE_CHOICE);

  gtk_widget_class_set_css_name (widget_class, "carc-score-track");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
carc_score_track_init (CarcScoreTrack *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->pieces = pieces_new ();
  self->from = g_array_new (FALSE, TRUE, sizeof (double));
  self->progress = 1;
  /* Longer than the board's settle: the eye follows it from the board. */
  self->glide = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 700,
                                         adw_callback_animation_target_new (glide_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->glide), ADW_EASE_IN_OUT_CUBIC);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score track"), -1);
}

GtkWidget *
carc_score_track_new (void)
{
  return g_object_new (CARC_TYPE_SCORE_TRACK, NULL);
}
