/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The hint (Ctrl+H, win.hint): the strong computer player's suggestion
 * for the person who decides now.  It thinks on a worker thread (the
 * session's CarcComputer); the suggestion goes on the board where Enter
 * takes it — the tile at the keyboard cursor turned as suggested, then,
 * once that tile is placed, the figure's spot — and a toast says it with
 * the points the player may expect from it by the end of the game. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-bundle.h"
#include "carc-window-private.h"
#include "carc-words.h"

/* What a suggested figure step does, in words: "Meeple on the city",
 * "no figure" (@then of kind 0 or a skip: none); NULL for a figure put
 * on something the words do not name. */
static char *
figure_words (CarcWindow       *self,
              const CarcAction *then)
{
  const CarcFigureWords *words = carc_words_figure (self->game);
  const CarcTileType *type;
  const char *figure;

  if (then->kind != CARC_ACTION_PLACE_FIGURE)
    /* TRANSLATORS: a hint's figure step: place nothing */
    return g_strdup (_("no figure"));
  type = carc_game_get_tile_type (self->game, carc_game_get_tile (self->game));
  if (type == NULL || then->segment >= type->n_segments)
    return NULL;
  /* A game that calls its meeples otherwise (the cooperative game's
   * guards) names them so. */
  figure = then->figure == CARC_FIGURE_MEEPLE && words->name != NULL
           ? _(words->name) : _(carc_words_figure_look (self->game, then->figure)->name);
  switch ((CarcScoredAs) carc_feature_kind_get (type->segments[then->segment].kind)->scored)
    {
    /* TRANSLATORS: a hint's figure step; %s is the figure ("Meeple") */
    case CARC_SCORED_AS_ROAD: return g_strdup_printf (_("%s on the road"), figure);
    case CARC_SCORED_AS_CITY: return g_strdup_printf (_("%s in the city"), figure);
    case CARC_SCORED_AS_MONASTERY: return g_strdup_printf (_("%s in the monastery"), figure);
    case CARC_SCORED_AS_FIELD: return g_strdup_printf (_("%s in the field"), figure);
    case CARC_SCORED_NONE:
    case CARC_SCORED_BY_MODULE:
    default: return NULL;
    }
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(CarcWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  CarcBoard *board = carc_board_view_get_board (self->board_view);
  CarcAiResult hint;
  gint points;

  g_clear_object (&self->hint_cancellable);
  if (!carc_computer_hint_finish (CARC_COMPUTER (source), result, &hint, &error) || self->game == NULL)
    return;
  points = (gint) (hint.points + 0.5);
  if (hint.action.kind == CARC_ACTION_PLACE_TILE)
    {
      self->hint_tile = hint.action;
      self->hint_then = hint.then;
    }
  if (hint.action.kind == CARC_ACTION_PLACE_TILE || hint.action.kind == CARC_ACTION_PLACE_FIGURE)
    {
      /* In words: the tile at the cursor, and the figure to follow. */
      g_autofree char *figure = figure_words (self, hint.action.kind == CARC_ACTION_PLACE_TILE ? &hint.then
                                                                                               : &hint.action);

      if (figure != NULL && carc_board_show_choice (board, &hint.action))
        {
          if (hint.action.kind == CARC_ACTION_PLACE_FIGURE && hint.team)
            /* TRANSLATORS: a hint in the cooperative game; %s is a figure and
             * where it goes ("Meeple in the city") */
            message = g_strdup_printf (_("Suggested: %s (Enter places it), the team’s best move looking a turn ahead"),
                                       figure);
          else if (hint.action.kind == CARC_ACTION_PLACE_FIGURE)
            /* TRANSLATORS: a hint; %s is a figure and where it goes ("Meeple in
             * the city"), %d the points to expect to the end of the game */
            message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Suggested: %s (Enter places it); about %d point to come",
                                                    "Suggested: %s (Enter places it); about %d points to come", points),
                                       figure, points);
          else if (hint.team)
            /* TRANSLATORS: a hint in the cooperative game; %s is what follows
             * the tile ("Meeple in the city", "no figure") */
            message = g_strdup_printf (_("Suggested: the tile at the cursor, turned as shown, then %s (Enter places it), "
                                         "the team’s best move looking a turn ahead"), figure);
          else
            /* TRANSLATORS: a hint; %s is what follows the tile ("Meeple in the
             * city", "no figure"), %d the points to expect to the end of the game */
            message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "Suggested: the tile at the cursor, turned as shown, then %s (Enter "
                                                    "places it); about %d point to come",
                                                    "Suggested: the tile at the cursor, turned as shown, then %s (Enter "
                                                    "places it); about %d points to come", points),
                                       figure, points);
        }
    }
  if (message == NULL && hint.team)
    {
      /* A cooperative game: the team's best, which its value says better
       * than points to come. */
      if (hint.action.kind == CARC_ACTION_SKIP_FIGURE)
        /* TRANSLATORS: a hint in the cooperative game */
        message = g_strdup (_("Suggested: no figure this turn (S), the team’s best move looking a turn ahead"));
      else if (carc_board_show_choice (board, &hint.action))
        /* TRANSLATORS: a hint shown on the board in the cooperative game */
        message = g_strdup (_("Suggested: what the cursor shows (Enter takes it), the team’s best move looking a turn ahead"));
    }
  if (message != NULL)
    ;
  else if (hint.action.kind == CARC_ACTION_SKIP_FIGURE)
    /* TRANSLATORS: a hint; %d is the points the player may expect from
     * now to the end of the game */
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Suggested: no figure this turn (S); about %d point to come",
                                            "Suggested: no figure this turn (S); about %d points to come", points),
                               points);
  else if (carc_board_show_choice (board, &hint.action))
    /* TRANSLATORS: a hint shown on the board; %d is the points the player
     * may expect from now to the end of the game */
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Suggested: what the cursor shows (Enter takes it); about %d point to come",
                                            "Suggested: what the cursor shows (Enter takes it); about %d points to come", points),
                               points);
  else
    {
      CarcChoice *choice = carc_game_find_choice (self->game, &hint.action);
      gboolean suggested;
      g_autofree char *label = choice != NULL ? carc_words_choice_label (self->game, choice, &suggested) : NULL;

      if (label != NULL && carc_board_view_focus_answer (self->board_view, &hint.action))
        /* TRANSLATORS: a hint naming the button to press, which has the
         * keyboard focus: %s is its label */
        message = g_strdup_printf (_("Suggested: “%s” (Enter takes it)"), label);
      else if (label != NULL)
        /* TRANSLATORS: a hint naming the button to press: %s is its label */
        message = g_strdup_printf (_("Suggested: “%s”"), label);
    }
  if (message != NULL)
    carc_window_show_decision_toast (self, message, 6);
}

static void
hint_cb (GtkWidget  *widget,
         const char *action,
         GVariant   *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->game == NULL || self->hint_cancellable != NULL || !carc_game_get_person_decides (self->game)
      || carc_game_get_game_over (self->game))
    return;
  self->hint_cancellable = g_cancellable_new ();
  carc_window_show_decision_toast (self, _("Looking for a good move…"), 2);
  carc_computer_hint_async (carc_session_get_computer (self->session), self->hint_cancellable, hint_ready_cb,
                            g_object_ref (self));
}

/* After every change of the game: a hint asked for is dropped, but the
 * suggested tile placed as suggested brings the suggested figure. */
void
carc_window_hint_game_changed (CarcWindow *self)
{
  CarcAction then = self->hint_then, tile = self->hint_tile;

  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  self->hint_then = self->hint_tile = (CarcAction) { 0 };
  if (then.kind == 0 || self->game == NULL || carc_game_get_decision (self->game) != CARC_DECISION_PLACE_FIGURE
      || !carc_game_get_person_decides (self->game))
    return;
  {
    CarcPlacedTile placed;

    carc_game_get_placed (self->game, carc_game_get_last_placed (self->game), &placed);
    if (placed.x == tile.x && placed.y == tile.y && placed.rotation == tile.rotation)
      carc_board_show_choice (carc_board_view_get_board (self->board_view), &then);
  }
}

void
carc_window_hint_update_action (CarcWindow *self,
                                gboolean    playing)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", playing);
}

void
carc_window_hint_dispose (CarcWindow *self)
{
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
}

void
carc_window_hint_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_cb);
}
