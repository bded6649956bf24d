/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Mage & Witch in the window: its switch in the new-game dialog, the two
 * figures in their own colours (purple and orange, as printed), and the
 * questions: which figure goes (buttons, and the figures on the board
 * ringed and clicked), then where (the core circles the segments of the
 * unfinished roads and cities; the figure stands faint in each). */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "carc-figure-painter.h"
#include "carc-magic-bundle.h"
#include "carc-magic.h"
#include "carc-tile-geometry.h"

static const CarcFigureLook magic_figures[] = {
  /* TRANSLATORS: Mage & Witch's two figures */
  { "mage", "mage", 1.15, FALSE, N_("Mage"), NULL, "#7b3fa0" },
  { "witch", "witch", 1.15, FALSE, N_("Witch"), NULL, "#e66100" },
  { NULL },
};

/* Whether Mage & Witch ask now, and which question. */
static gint
asking (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));

  if (d->kind != CARC_DECISION_MODULE || !carc_game_get_person_decides (game)
      || g_strcmp0 (carc_setup_get_module (carc_game_get_setup (game), d->module), CARC_MAGIC_MODULE) != 0)
    return -1;
  return (gint) d->choice_kind;
}

/* Where @figure stands on the board, in board points (aside its spot,
 * as the board draws a neutral figure); FALSE when it is not there. */
static gboolean
figure_point (CarcGame        *game,
              CarcMagicFigure  figure,
              double          *bx,
              double          *by)
{
  gint index = carc_magic_find (carc_game_peek_state (game), figure);
  CarcFigureInfo f;
  CarcPlacedTile t;
  double ax, ay;

  if (index < 0)
    return FALSE;
  carc_game_get_figure (game, index, &f);
  carc_game_get_placed (game, f.tile, &t);
  if (!carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, f.segment, &ax, &ay))
    return FALSE;
  *bx = t.x + ax + 0.16;
  *by = t.y + ay - 0.1;
  return TRUE;
}

/* The answer choosing @figure, if listed. */
static CarcChoice *
choose_answer (CarcGame        *game,
               CarcMagicFigure  figure)
{
  CarcAction a = { .kind = CARC_ACTION_MODULE, .choice = CARC_MAGIC_CHOOSE, .value = figure,
                   .module = carc_state_get_decision (carc_game_peek_state (game))->module };

  return carc_game_find_choice (game, &a);
}

/* Which figure goes: each on the board that may be chosen ringed in its
 * colour (bolder when its button or the pointer picks it).  Where it
 * goes: the figure chosen standing faint in every place. */
static void
draw_decision (CarcGame             *game,
               const CarcBoardFrame *frame,
               cairo_t              *cr)
{
  gint kind = asking (game);
  double ts = frame->tile_size;
  GdkRGBA colour;

  if (kind == CARC_MAGIC_ASK_FIGURE || kind == CARC_MAGIC_ASK_SPLIT)
    for (guint m = 0; m < CARC_MAGIC_N_FIGURES; m++)
      {
        CarcChoice *choice = choose_answer (game, m);
        gboolean picked;
        double bx, by, px, py;

        if (choice == NULL || !figure_point (game, m, &bx, &by))
          continue;
        picked = frame->picked != NULL && carc_action_equal (frame->picked, carc_choice_get_action (choice));
        carc_board_frame_to_screen (frame, bx, by, &px, &py);
        carc_figure_painter_colour (magic_figures[m].colour, &colour);
        cairo_new_sub_path (cr);
        cairo_arc (cr, px, py, ts * 0.22, 0, 2 * G_PI);
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
        cairo_set_line_width (cr, picked ? 7 : 5);
        cairo_stroke_preserve (cr);
        gdk_cairo_set_source_rgba (cr, &colour);
        cairo_set_line_width (cr, picked ? 4 : 2.5);
        cairo_stroke (cr);
      }
  else if (kind == CARC_MAGIC_ASK_WHERE)
    {
      CarcMagicFigure m = carc_magic_get_chosen (carc_game_peek_state (game));
      GListModel *choices = carc_game_get_choices (game);

      carc_figure_painter_colour (magic_figures[m].colour, &colour);
      colour.alpha = 0.7;
      for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
        {
          g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);
          const CarcAction *a = carc_choice_get_action (choice);
          gint tile = carc_game_tile_at (game, a->x, a->y);
          CarcPlacedTile t;
          double ax, ay, px, py;

          if (a->choice != CARC_MAGIC_PLACE || tile < 0)
            continue;
          carc_game_get_placed (game, tile, &t);
          if (!carc_tile_geometry_anchor (carc_game_get_tile_type (game, t.type), t.rotation, a->segment, &ax, &ay))
            continue;
          carc_board_frame_to_screen (frame, t.x + ax, t.y + ay, &px, &py);
          carc_figure_painter_draw_on_board (cr, px, py, ts * 0.2, &colour, magic_figures[m].drawing, FALSE);
        }
    }
}

/* A click on the mage or the witch chooses it. */
static CarcChoice *
choice_at (CarcGame             *game,
           const CarcBoardFrame *frame,
           gint                  x,
           gint                  y,
           double                fx,
           double                fy)
{
  gint kind = asking (game);

  if (kind != CARC_MAGIC_ASK_FIGURE && kind != CARC_MAGIC_ASK_SPLIT)
    return NULL;
  for (guint m = 0; m < CARC_MAGIC_N_FIGURES; m++)
    {
      double bx, by;

      if (figure_point (game, m, &bx, &by) && hypot (x + fx - bx, y + fy - by) < 0.22)
        return choose_answer (game, m);
    }
  return NULL;
}

/* One place for the figure, or one figure to take away: the rules say
 * it must go, so it goes. */
static char *
taken_alone (CarcGame   *game,
             CarcChoice *only)
{
  const CarcAction *a = carc_choice_get_action (only);

  switch (a->choice)
    {
    case CARC_MAGIC_PLACE:
      return g_strdup (carc_magic_get_chosen (carc_game_peek_state (game)) == CARC_MAGIC_MAGE
                       /* TRANSLATORS: Mage & Witch: announced, the question had one answer */
                       ? _("The mage goes to the one road or city it may.")
                       : _("The witch goes to the one road or city it may."));
    case CARC_MAGIC_REMOVE:
      return g_strdup (a->value == CARC_MAGIC_MAGE
                       /* TRANSLATORS: Mage & Witch: announced, no road or city left for it */
                       ? _("No road or city is left for the mage: it leaves the board.")
                       : _("No road or city is left for the witch: it leaves the board."));
    case CARC_MAGIC_CHOOSE:
      return g_strdup (a->value == CARC_MAGIC_MAGE
                       /* TRANSLATORS: Mage & Witch: announced, only this figure may go */
                       ? _("Only the mage may go: place it.") : _("Only the witch may go: place it."));
    default:
      return NULL;
    }
}

static char *
question (CarcGame *game)
{
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));

  switch (d->choice_kind)
    {
    case CARC_MAGIC_ASK_SPLIT:
      /* TRANSLATORS: Mage & Witch, after a tile joined their features */
      return g_strdup (_("The mage and the witch are on one road or city now: move one of them away."));
    case CARC_MAGIC_ASK_WHERE:
      return g_strdup (carc_magic_get_chosen (carc_game_peek_state (game)) == CARC_MAGIC_MAGE
                       /* TRANSLATORS: Mage & Witch: where the chosen figure goes */
                       ? _("Put the mage on a marked road or city. It adds 1 point a tile when it is scored.")
                       : _("Put the witch on a marked road or city. It halves the points when it is scored."));
    case CARC_MAGIC_ASK_FIGURE:
    default:
      /* TRANSLATORS: Mage & Witch, after a magic tile */
      return g_strdup (_("Place or move the mage or the witch."));
    }
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  const CarcAction *a = carc_choice_get_action (choice);

  if (a->choice == CARC_MAGIC_REMOVE)
    return g_strdup (a->value == CARC_MAGIC_MAGE
                     /* TRANSLATORS: a button: nowhere to go, the figure leaves the board */
                     ? _("Take the Mage Away") : _("Take the Witch Away"));
  if (a->choice == CARC_MAGIC_CHOOSE)
    return g_strdup (a->value == CARC_MAGIC_MAGE ? _("Mage") : _("Witch"));
  return NULL;
}

static const CarcBundle magic_bundle = {
  .module = CARC_MAGIC_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("Mage & Witch"),
  .subtitle = N_("8 tiles; the mage adds a point a tile, the witch halves"),
  .help_page = "rules-magic",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("After laying a tile with the magic symbol, before your meeple, you must put or move the mage or "
       "the witch onto a road or city that is not complete, never the one where the other stands."),
    N_("A road or city with the mage scores 1 more point for each tile; one with the witch scores half, "
       "rounded up. The same holds at the end of the game."),
  },
  .mini = TRUE,
  .draw_decision = draw_decision,
  .choice_at = choice_at,
  .question = question,
  .choice_label = choice_label,
  .taken_alone = taken_alone,
  .figures = magic_figures,
};

const CarcBundle *
carc_magic_bundle_get (void)
{
  return &magic_bundle;
}
