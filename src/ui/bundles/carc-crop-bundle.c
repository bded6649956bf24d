/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Crop Circles in the window: its switch in the new-game dialog and the
 * circle's questions, each naming the player who answers: A or B (two
 * buttons, and over them what each does to every player), then each player's figure
 * to add a meeple beside or to take back (the core marks their spots). */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-figure-painter.h"
#include "carc-crop-bundle.h"
#include "carc-crop.h"
#include "carc-feature-kind.h"
#include "carc-words.h"

/* The sentences of one kind of figure, whole for the translators. */
typedef struct
{
  const char *add_button;
  const char *return_button;
  const char *add_question;     /* %s: the player who answers */
  const char *return_question;
} KindWords;

static const KindWords *
kind_words (CarcGame *game)
{
  static const KindWords thieves = {
    /* TRANSLATORS: Crop Circles' buttons for a club circle (thieves) */
    N_("A: Each May Add a Thief"), N_("B: Each Takes Back a Thief"),
    /* TRANSLATORS: Crop Circles; %s is the player who answers */
    N_("%s may put a meeple from the supply beside one of their thieves (marked)."),
    N_("%s must take back one of their thieves (marked)."),
  };
  static const KindWords knights = {
    /* TRANSLATORS: Crop Circles' buttons for a shield circle (knights) */
    N_("A: Each May Add a Knight"), N_("B: Each Takes Back a Knight"),
    /* TRANSLATORS: Crop Circles; %s is the player who answers */
    N_("%s may put a meeple from the supply beside one of their knights (marked)."),
    N_("%s must take back one of their knights (marked)."),
  };
  static const KindWords farmers = {
    /* TRANSLATORS: Crop Circles' buttons for a pitchfork circle (farmers) */
    N_("A: Each May Add a Farmer"), N_("B: Each Takes Back a Farmer"),
    /* TRANSLATORS: Crop Circles; %s is the player who answers */
    N_("%s may put a meeple from the supply beside one of their farmers (marked)."),
    N_("%s must take back one of their farmers (marked)."),
  };

  switch (carc_crop_get_kind (carc_game_peek_state (game)))
    {
    case CARC_SCORED_AS_ROAD: return &thieves;
    case CARC_SCORED_AS_CITY: return &knights;
    case CARC_SCORED_AS_FIELD:
    default:
      return &farmers;
    }
}

static char *
question (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));
  const char *who = carc_words_player_name (game, carc_game_get_player (game, d->acting));

  switch (d->choice_kind)
    {
    case CARC_CROP_ASK_ADD:
      return g_strdup_printf (_(kind_words (game)->add_question), who);
    case CARC_CROP_ASK_RETURN:
      return g_strdup_printf (_(kind_words (game)->return_question), who);
    case CARC_CROP_ASK_MODE:
    default:
      /* TRANSLATORS: Crop Circles: the circle's player chooses A or B for
       * everyone; %s is that player */
      return g_strdup_printf (_("%s chooses what every player does, from their left and ending with them."), who);
    }
}

/* How many figures of the circle's kind @player has on the board. */
static guint
figures_of_kind (CarcGame *game,
                 guint     player)
{
  CarcState *state = carc_game_peek_state (game);
  gint kind = carc_crop_get_kind (state);
  guint n = 0;

  for (guint i = 0; i < carc_game_get_n_figures (game); i++)
    {
      CarcFigureInfo f;

      carc_game_get_figure (game, i, &f);
      n += f.player == player && carc_state_get_figure_kind (state, f.figure)->strength > 0
           && (gint) carc_state_figure_scored_as (state, i) == kind;
    }
  return n;
}

static void
draw_meeple_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        data)
{
  GdkRGBA colour;

  carc_figure_painter_draw_meeple (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.8,
                                   carc_figure_painter_colour (data, &colour), FALSE);
}

/* Before A or B is chosen, what each does to every player, in the order
 * they answer: who may add a figure beside one of theirs (with a meeple
 * in the supply), who must take one back, who is passed over. */
static GtkWidget *
question_widget (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));
  guint n = carc_game_get_n_players (game);
  GtkWidget *grid, *label;

  if (d->choice_kind != CARC_CROP_ASK_MODE)
    return NULL;
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_add_css_class (grid, "crop-effects");
  gtk_widget_set_name (grid, "crop-effects");
  label = gtk_label_new ("A");
  gtk_widget_add_css_class (label, "heading");
  gtk_grid_attach (GTK_GRID (grid), label, 2, 0, 1, 1);
  label = gtk_label_new ("B");
  gtk_widget_add_css_class (label, "heading");
  gtk_grid_attach (GTK_GRID (grid), label, 3, 0, 1, 1);
  for (guint k = 1; k <= n; k++)
    {
      guint p = (d->player + k) % n;
      CarcPlayer *player = carc_game_get_player (game, p);
      guint figures = figures_of_kind (game, p);
      gboolean meeple = carc_state_get_supply (carc_game_peek_state (game), p, CARC_FIGURE_MEEPLE) > 0;
      GtkWidget *swatch = gtk_drawing_area_new ();
      g_autofree char *b = NULL;
      const char *a;

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 16);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 16);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_meeple_cb,
                                      g_strdup (carc_player_get_colour (player)), g_free);
      gtk_grid_attach (GTK_GRID (grid), swatch, 0, k, 1, 1);
      label = gtk_label_new (carc_words_player_name (game, player));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (GTK_GRID (grid), label, 1, k, 1, 1);
      /* TRANSLATORS: Crop Circles, what A or B does to a player who has
       * no figure of the kind */
      a = figures == 0 ? _("nothing")
          /* TRANSLATORS: Crop Circles, what A does to a player who has
           * no meeple left in the supply */
          : !meeple ? _("no meeple")
          /* TRANSLATORS: Crop Circles, what A does to a player: may add a meeple */
          : _("may add");
      b = figures == 0 ? g_strdup (_("nothing"))
          /* TRANSLATORS: Crop Circles, what B does to a player with %u
           * figures of the kind: one of them back */
          : g_strdup_printf (ngettext ("takes it back", "takes 1 of %u back", figures), figures);
      label = gtk_label_new (a);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (figures == 0 || !meeple)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (GTK_GRID (grid), label, 2, k, 1, 1);
      label = gtk_label_new (b);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      if (figures == 0)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (GTK_GRID (grid), label, 3, k, 1, 1);
    }
  return grid;
}

/* B: a player whose figures of the kind stand on one spot takes one
 * back, as the rules say he must. */
static char *
taken_alone (CarcGame   *game,
             CarcChoice *only)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));
  const char *who = carc_words_player_name (game, carc_game_get_player (game, d->acting));

  if (carc_choice_get_action (only)->choice != CARC_CROP_RETURN)
    return NULL;
  switch (carc_crop_get_kind (carc_game_peek_state (game)))
    {
    /* TRANSLATORS: Crop Circles: announced; %s is the player */
    case CARC_SCORED_AS_ROAD: return g_strdup_printf (_("%s takes back a thief: the only one they could."), who);
    case CARC_SCORED_AS_CITY: return g_strdup_printf (_("%s takes back a knight: the only one they could."), who);
    default: return g_strdup_printf (_("%s takes back a farmer: the only one they could."), who);
    }
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  switch (carc_choice_get_action (choice)->choice)
    {
    case CARC_CROP_A: return g_strdup (_(kind_words (game)->add_button));
    case CARC_CROP_B: return g_strdup (_(kind_words (game)->return_button));
    /* TRANSLATORS: Crop Circles, A: a button to add no meeple */
    case CARC_CROP_PASS: return g_strdup (_("Don’t Add"));
    default: return NULL;
    }
}

static const CarcBundle crop_bundle = {
  .module = CARC_CROP_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("Crop Circles"),
  .subtitle = N_("6 tiles; every player adds or takes back a thief, knight or farmer"),
  .help_page = "rules-crop",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("A crop circle shows a pitchfork (farmers), a club (thieves) or a shield (knights)."),
    N_("After the tile is laid and scored, its player chooses: every player may add a meeple from their "
       "supply to a feature of that kind where they already have one, or every player must take one "
       "meeple of that kind back from the board."),
  },
  .mini = TRUE,
  .question = question,
  .choice_label = choice_label,
  .question_widget = question_widget,
  .taken_alone = taken_alone,
};

const CarcBundle *
carc_crop_bundle_get (void)
{
  return &crop_bundle;
}
