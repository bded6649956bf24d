/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Messages in the window: its switch in the new-game dialog; the
 * question of which scoring figure takes a feature's points (two buttons
 * saying where each would go, the one bringing a message suggested); the
 * message read, its card's words and a button to carry it out or take 2
 * points (card 8: the player's figures marked on the board); and each
 * player's two figures with their points beside the score. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-messages-bundle.h"
#include "carc-messages.h"
#include "carc-words.h"

static const CarcScoreLineWords messages_score_lines[] = {
  /* TRANSLATORS: a line of the scoring breakdown: the points messages gave */
  { "messages", NC_("score category", "Messages") },
  { NULL },
};

/* Each card's name and what it says, as printed. */
static const struct
{
  const char *title;
  const char *text;
} cards[] = {
  [CARC_MESSAGE_ROAD] = {
    /* TRANSLATORS: a message card of the Messages */
    N_("Your Smallest Road"),
    N_("Score the road with one of your thieves that is worth least, as at the end of the game. The thief stays."),
  },
  [CARC_MESSAGE_CITY] = {
    N_("Your Smallest City"),
    N_("Score the city with one of your knights that is worth least, as at the end of the game. The knight stays."),
  },
  [CARC_MESSAGE_MONASTERY] = {
    N_("Your Smallest Monastery"),
    N_("Score the monastery with one of your monks that is worth least, as at the end of the game. The monk stays."),
  },
  [CARC_MESSAGE_ARMS] = {
    N_("Coats of Arms"),
    N_("2 points for each coat of arms in the cities where you have a knight."),
  },
  [CARC_MESSAGE_KNIGHTS] = {
    N_("Knights"),
    N_("2 points for each of your knights."),
  },
  [CARC_MESSAGE_FARMERS] = {
    N_("Farmers"),
    N_("2 points for each of your farmers."),
  },
  [CARC_MESSAGE_TILE] = {
    N_("Another Tile"),
    N_("Draw another tile and place it, with a figure by the usual rules."),
  },
  [CARC_MESSAGE_FIGURE] = {
    N_("Score and Take Back"),
    N_("Choose one of your figures: if you hold its road, city, monastery or field, score it as at the end of the "
       "game and take the figure back."),
  },
};

static const char *
name_of (CarcGame *game,
         guint     player)
{
  return carc_words_player_name (game, carc_game_get_player (game, player));
}

/* Where the withheld points would take @figure of their player. */
static void
figure_move (CarcState *state,
             guint      figure,
             guint     *from,
             guint     *to)
{
  CarcPointsChange change;
  guint points = 0;

  carc_state_peek_withheld (state, &change, &points);
  *from = carc_state_get_score_figure (state, change.player, figure);
  *to = *from + points;
}

static char *
question (CarcGame *game)
{
  CarcState *state = carc_game_peek_state (game);
  const CarcDecision *d = carc_state_get_decision (state);
  CarcPointsChange change;
  guint points = 0, card;

  if (d->choice_kind == CARC_MESSAGES_ASK_FIGURE && carc_state_peek_withheld (state, &change, &points))
    /* TRANSLATORS: the Messages: a player chooses which of their two
     * scoring figures takes points; %s is the player, %u the points */
    return g_strdup_printf (ngettext ("%s scores %u point. Which of their figures on the score track moves: the "
                                      "scoring figure or the lady? A figure of the player in turn ending on a "
                                      "space of 5, 10, 15 … brings a message.",
                                      "%s scores %u points. Which of their figures on the score track moves: the "
                                      "scoring figure or the lady? A figure of the player in turn ending on a "
                                      "space of 5, 10, 15 … brings a message.", points),
                            name_of (game, change.player), points);
  card = carc_messages_get_card (state);
  if (card == 0)
    return NULL;
  if (card == CARC_MESSAGE_FIGURE)
    /* TRANSLATORS: the Messages: the card read; the first %s is its name,
     * the second what it says */
    return g_strdup_printf (_("A message: “%s”. %s Click the figure on the board, or take 2 points instead."),
                            _(cards[card].title), _(cards[card].text));
  /* TRANSLATORS: the Messages: the card read; the first %s is its name,
   * the second what it says */
  return g_strdup_printf (_("A message: “%s”. %s Or take 2 points instead."), _(cards[card].title),
                          _(cards[card].text));
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  CarcState *state = carc_game_peek_state (game);
  const CarcAction *a = carc_choice_get_action (choice);
  guint from, to;
  gint value;

  switch (a->choice)
    {
    case CARC_MESSAGES_MOVE:
      figure_move (state, a->value, &from, &to);
      *suggested = carc_messages_brings_message (state, a->value);
      if (a->value == CARC_MESSAGES_LADY)
        return g_strdup_printf (*suggested
                                /* TRANSLATORS: a button: the lady moves from
                                 * one score to the other and brings a message */
                                ? _("Lady: %u → %u, a Message")
                                /* TRANSLATORS: a button: the lady moves from
                                 * one score to the other */
                                : _("Lady: %u → %u"), from, to);
      return g_strdup_printf (*suggested
                              /* TRANSLATORS: a button: the scoring figure moves
                               * and brings a message */
                              ? _("Scoring Figure: %u → %u, a Message")
                              /* TRANSLATORS: a button: the scoring figure moves */
                              : _("Scoring Figure: %u → %u"), from, to);
    case CARC_MESSAGES_CARRY_OUT:
      if (a->value == CARC_MESSAGE_TILE)
        /* TRANSLATORS: a button: the message's extra tile */
        return g_strdup (_("Draw a Tile"));
      value = carc_messages_card_value (state, a->value, carc_game_get_current_player (game));
      *suggested = value > CARC_MESSAGES_POINTS;
      /* TRANSLATORS: a button: carry out the message, for %d points */
      return g_strdup_printf (ngettext ("Carry It Out: %d Point", "Carry It Out: %d Points", value), value);
    case CARC_MESSAGES_TAKE_POINTS:
      /* TRANSLATORS: a button: 2 points instead of the message */
      return g_strdup (_("Take 2 Points"));
    case CARC_MESSAGES_SCORE_FIGURE:
    default:
      return NULL;
    }
}

/* Each player's two figures, with their points. */
static void
track_figures (CarcGame *game,
               guint     player,
               GArray   *figures)
{
  CarcState *state = carc_game_peek_state (game);
  guint marker = carc_state_get_score_figure (state, player, CARC_MESSAGES_MARKER);
  guint lady = carc_state_get_score_figure (state, player, CARC_MESSAGES_LADY);
  CarcTrackFigure f = {
    "meeple", player,
    /* TRANSLATORS: the tooltip of a player's scoring figure with the
     * Messages; %u is its points */
    g_strdup_printf (ngettext ("Scoring figure: %u point", "Scoring figure: %u points", marker), marker),
    g_strdup_printf ("%u", marker),
  };
  CarcTrackFigure l = {
    "lady", player,
    /* TRANSLATORS: the tooltip of a player's lady; %u is its points */
    g_strdup_printf (ngettext ("Lady: %u point", "Lady: %u points", lady), lady),
    g_strdup_printf ("%u", lady),
  };

  g_array_append_val (figures, f);
  g_array_append_val (figures, l);
}

static const CarcBundle messages_bundle = {
  .module = CARC_MESSAGES_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("The Messages"),
  .subtitle = N_("8 message cards; a lady scores beside each player’s figure"),
  .question = question,
  .choice_label = choice_label,
  .track_figures = track_figures,
  .score_lines = messages_score_lines,
};

const CarcBundle *
carc_messages_bundle_get (void)
{
  return &messages_bundle;
}
