/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Robbers in the window: its switch in the new-game dialog, the
 * question of a robber after a robber tile (a button for each player
 * whose scoring figure it may go by, and one to keep it), the robbers
 * beside the scores they lie in wait by, and the breakdown's line of the
 * robbed points. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-robbers-bundle.h"
#include "carc-robbers.h"
#include "carc-words.h"

static const CarcScoreLineWords robbers_score_lines[] = {
  /* TRANSLATORS: a line of the scoring breakdown: the points robbers took */
  { "robbers", NC_("score category", "Robbers") },
  { NULL },
};

static const char *
name_of (CarcGame *game,
         guint     player)
{
  return carc_words_player_name (game, carc_game_get_player (game, player));
}

static char *
question (CarcGame *game)
{
  guint acting = carc_game_get_acting (game);

  if (acting != carc_game_get_current_player (game))
    /* TRANSLATORS: the Robbers' question to the next player holding a
     * robber, after the robber tile's player; %s is that player */
    return g_strdup_printf (_("%s may put a robber on the score track too, by another player’s marker. It takes half "
                              "of that player’s next points."), name_of (game, acting));
  if (carc_robbers_get_space (carc_game_peek_state (game), acting) >= 0)
    /* TRANSLATORS: the Robbers' question to the player of a robber tile
     * whose robber is on the score track already */
    return g_strdup (_("Move your robber on the score track to another player’s marker, or leave it. It takes half of "
                       "that player’s next points."));
  /* TRANSLATORS: the Robbers' question after a robber tile */
  return g_strdup (_("Put your robber on the score track by another player’s marker? It takes half of that player’s "
                     "next points."));
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  const CarcAction *a = carc_choice_get_action (choice);
  CarcState *state = carc_game_peek_state (game);
  guint player, space;

  if (a->choice == CARC_ROBBERS_PASS)
    return g_strdup (carc_robbers_get_space (state, carc_choice_get_acting (choice)) >= 0
                     /* TRANSLATORS: a button: the robber stays where it is */
                     ? _("Leave It")
                     /* TRANSLATORS: a button: no robber on the score track */
                     : _("No Robber"));
  player = carc_robbers_target_player (a->value);
  space = carc_robbers_figure_space (state, player, carc_robbers_target_figure (a->value));
  if (carc_state_get_n_score_figures (state) > 1)
    /* Each player has two figures on the track (another module's): the
     * words tell them apart, even on one space. */
    return carc_robbers_target_figure (a->value) == 0
           /* TRANSLATORS: a button: the robber goes by a player's own
            * scoring figure on the score track (each player has a second
            * one); %s is the player's name, %u the figure's space */
           ? g_strdup_printf (_("By %s’s Scoring Figure on Space %u"), name_of (game, player), space)
           /* TRANSLATORS: a button: the robber goes by a player's second
            * figure on the score track; %s is the player's name, %u its space */
           : g_strdup_printf (_("By %s’s Second Figure on Space %u"), name_of (game, player), space);
  /* TRANSLATORS: a button: the robber goes by that player's marker on
   * the score track; %s is the player's name, %u the marker's space */
  return g_strdup_printf (_("By %s (space %u)"), name_of (game, player), space);
}

/* Whether one of @player's scoring figures stands on @space. */
static gboolean
figure_on (CarcState *state,
           guint      player,
           gint       space)
{
  for (guint f = 0; f < carc_state_get_n_score_figures (state); f++)
    if ((gint) carc_robbers_figure_space (state, player, f) == space)
      return TRUE;
  return FALSE;
}

/* The robbers by @player's scoring figures: those on their spaces. */
static void
track_figures (CarcGame *game,
               guint     player,
               GArray   *figures)
{
  CarcState *state = carc_game_peek_state (game);

  for (guint o = 0; o < carc_game_get_n_players (game); o++)
    if (o != player && carc_robbers_get_space (state, o) >= 0 && figure_on (state, player, carc_robbers_get_space (state, o)))
      {
        /* TRANSLATORS: the legend under the players' list */
        CarcTrackFigure f = { "robber-figure", o, NULL, NULL, N_("robber") };

        if (carc_state_get_n_score_figures (state) > 1)
          /* TRANSLATORS: the tooltip of a robber on the score track when
           * each player has two figures there; the first %s is its owner,
           * the second the player it waits by, %d the figure's space */
          f.tooltip = g_strdup_printf (_("%s’s robber: half of the next points of %s’s figure on space %d"),
                                       name_of (game, o), name_of (game, player), carc_robbers_get_space (state, o));
        else
          /* TRANSLATORS: the tooltip of a robber on the score track; the
           * first %s is its owner, the second the player it waits by */
          f.tooltip = g_strdup_printf (_("%s’s robber: half of %s’s next points"), name_of (game, o),
                                       name_of (game, player));

        g_array_append_val (figures, f);
      }
}

/* On the score track: each robber beside the figure it waits by, and
 * while a robber is placed, each figure it may go by is that choice. */
static void
track_pieces (CarcGame  *game,
              CarcState *state,
              GArray    *pieces)
{
  GListModel *choices = carc_game_get_choices (game);
  guint n = pieces->len;

  for (guint c = 0; c < g_list_model_get_n_items (choices); c++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, c);
      const CarcAction *a = carc_choice_get_action (choice);

      if (g_strcmp0 (carc_choice_get_module (choice), CARC_ROBBERS_MODULE) != 0 || a->choice != CARC_ROBBERS_PLACE)
        continue;
      for (guint i = 0; i < n; i++)
        {
          CarcTrackPiece *piece = &g_array_index (pieces, CarcTrackPiece, i);

          if (piece->owner == (gint) carc_robbers_target_player (a->value)
              && piece->id == carc_robbers_target_figure (a->value) && piece->scoring)
            piece->choice = choice;
        }
    }
  for (guint o = 0; o < carc_game_get_n_players (game); o++)
    {
      gint space = carc_robbers_get_space (state, o);
      CarcTrackPiece robber = { .drawing = "robber-figure", .owner = o, .beside = TRUE };
      g_autoptr(GString) by = g_string_new (NULL);

      if (space < 0)
        continue;
      robber.points = space;
      for (guint p = 0; p < carc_game_get_n_players (game); p++)
        if (p != o && figure_on (state, p, space))
          g_string_append_printf (by, "%s%s", by->len > 0 ? ", " : "", name_of (game, p));
      /* TRANSLATORS: a robber on the score track; the first %s is its
       * owner, %d its space, the last %s the players whose figures it
       * waits by there */
      robber.tooltip = g_strdup_printf (_("%s’s robber on space %d, by %s: half of their next points"),
                                        name_of (game, o), space, by->str);
      g_array_append_val (pieces, robber);
    }
}

static const CarcBundle robbers_bundle = {
  .module = CARC_ROBBERS_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("The Robbers"),
  .subtitle = N_("8 tiles; a robber takes half of another player’s points"),
  .help_page = "rules-robbers",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("Each player has a robber. After a robber tile is laid, its player may put their robber on the "
       "score track beside another player’s figure, then the next player in turn who still has theirs "
       "may do the same."),
    N_("When that figure moves on, the robber’s owner gains half of its points, rounded up, and takes "
       "the robber back; the robbed player keeps all their points."),
  },
  .mini = TRUE,
  .question = question,
  .choice_label = choice_label,
  .track_figures = track_figures,
  .track_pieces = track_pieces,
  .score_lines = robbers_score_lines,
};

const CarcBundle *
carc_robbers_bundle_get (void)
{
  return &robbers_bundle;
}
