/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Messages in the window: its switch in the new-game dialog; the
 * question of which scoring figure takes a feature's points (two buttons
 * saying where each would go, the one bringing a message suggested); the
 * message read, its card's words and a button to carry it out or take 2
 * points (the card shown small above its buttons; card 8: a button for
 * each of the player's figures, also marked on the board; a card that
 * gives nothing takes its 2 points unasked); the message's extra tile in the status; and each
 * player's two figures with their points beside the score. */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-messages-bundle.h"
#include "carc-feature-kind.h"
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

/* Whether the card read now can be carried out: it is offered. */
static gboolean
card_offered (CarcGame *game)
{
  GListModel *choices = carc_game_get_choices (game);

  for (guint i = 0; i < g_list_model_get_n_items (choices); i++)
    {
      g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, i);

      if (carc_choice_get_action (choice)->choice != CARC_MESSAGES_TAKE_POINTS)
        return TRUE;
    }
  return FALSE;
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
     * scoring figures takes points; the first %s is the player, %u the
     * points, the second %s the line of the scoring breakdown they are
     * for (Roads, Cities …) */
    return g_strdup_printf (ngettext ("%s scores %u point (%s). Which of their figures on the score track moves: "
                                      "the scoring figure or the lady? A figure of the player in turn ending on a "
                                      "space of 5, 10, 15 … brings a message.",
                                      "%s scores %u points (%s). Which of their figures on the score track moves: "
                                      "the scoring figure or the lady? A figure of the player in turn ending on a "
                                      "space of 5, 10, 15 … brings a message.", points),
                            name_of (game, change.player), points, carc_words_score_line (game, change.category));
  card = carc_messages_get_card (state);
  if (card == 0)
    return NULL;
  /* The card itself is shown above (question_widget()). */
  if (!card_offered (game))
    /* TRANSLATORS: the Messages: the card read gives nothing now (no
     * such road, knight …) */
    return g_strdup (_("It gives you nothing now: take 2 points instead."));
  if (card == CARC_MESSAGE_FIGURE)
    /* TRANSLATORS: the Messages: card 8 read */
    return g_strdup (_("Choose one of your figures marked on the board, or take 2 points instead."));
  /* TRANSLATORS: the Messages: a card read */
  return g_strdup (_("Carry out the message, or take 2 points instead."));
}

/* The card read, small as printed: its number in a disc, its name, and
 * its words. */
static GtkWidget *
question_widget (CarcGame *game)
{
  guint card = carc_messages_get_card (carc_game_peek_state (game));
  const CarcDecision *d = carc_state_get_decision (carc_game_peek_state (game));
  GtkWidget *box, *head, *number, *title, *text;
  g_autofree char *digits = NULL;
  g_autofree char *name = NULL;

  if (card == 0 || d->choice_kind != CARC_MESSAGES_ASK_CARD)
    return NULL;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  digits = g_strdup_printf ("%u", card);
  number = gtk_label_new (digits);
  title = gtk_label_new (_(cards[card].title));
  text = gtk_label_new (_(cards[card].text));
  gtk_widget_add_css_class (box, "message-card");
  gtk_widget_add_css_class (number, "message-number");
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_widget_add_css_class (text, "caption");
  gtk_box_append (GTK_BOX (head), number);
  gtk_box_append (GTK_BOX (head), title);
  gtk_box_append (GTK_BOX (box), head);
  gtk_box_append (GTK_BOX (box), text);
  /* TRANSLATORS: the name of the message card shown in the question;
   * %u is its number as printed, %s its name */
  name = g_strdup_printf (_("Message %u: %s"), card, _(cards[card].title));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _(cards[card].text), -1);
  gtk_widget_set_name (box, "message-card");
  return box;
}

/* A card that gives nothing now: the 2 points are the one answer. */
static char *
taken_alone (CarcGame   *game,
             CarcChoice *only)
{
  guint card = carc_messages_get_card (carc_game_peek_state (game));

  if (card == 0 || carc_choice_get_action (only)->choice != CARC_MESSAGES_TAKE_POINTS)
    return NULL;
  /* TRANSLATORS: the Messages: announced, the card read gave nothing
   * now; %u is its number, %s its name */
  return g_strdup_printf (_("Message %u, “%s”, gives you nothing now: 2 points instead."), card,
                          _(cards[card].title));
}

/* Another player who wins points when the waiting points go to @figure
 * (a robber standing by it), and how many; -1 for nobody. */
static gint
taker (CarcState *state,
       guint      figure,
       guint     *taken)
{
  CarcState *copy = carc_state_copy (state);
  CarcPointsChange change;
  guint n = carc_setup_get_n_players (carc_state_get_setup (state));
  gint who = -1;

  carc_state_peek_withheld (state, &change, NULL);
  carc_state_place_withheld (copy, figure);
  for (guint q = 0; q < n && who < 0; q++)
    {
      guint before = carc_state_get_score (state, q) + carc_state_get_withheld_points (state, q);
      guint after = carc_state_get_score (copy, q) + carc_state_get_withheld_points (copy, q);

      if (q != change.player && after > before)
        {
          who = q;
          *taken = after - before;
        }
    }
  carc_state_free (copy);
  return who;
}

static char *
move_label (CarcGame *game,
            guint     figure,
            gboolean *suggested)
{
  CarcState *state = carc_game_peek_state (game);
  g_autofree char *label = NULL;
  guint from, to, taken = 0;
  gint who;

  figure_move (state, figure, &from, &to);
  *suggested = carc_messages_brings_message (state, figure);
  if (figure == CARC_MESSAGES_LADY)
    label = g_strdup_printf (*suggested
                             /* TRANSLATORS: a button: the lady moves from
                              * one score to the other and brings a message */
                             ? _("Lady: %u → %u, a Message")
                             /* TRANSLATORS: a button: the lady moves from
                              * one score to the other */
                             : _("Lady: %u → %u"), from, to);
  else
    label = g_strdup_printf (*suggested
                             /* TRANSLATORS: a button: the scoring figure moves
                              * and brings a message */
                             ? _("Scoring Figure: %u → %u, a Message")
                             /* TRANSLATORS: a button: the scoring figure moves */
                             : _("Scoring Figure: %u → %u"), from, to);
  who = taker (state, figure, &taken);
  if (who < 0)
    return g_steal_pointer (&label);
  /* TRANSLATORS: a button's label (the first %s) and who else wins
   * points if it is chosen (a robber by that figure): "Lady: 3 → 7
   * (Blue takes 2)" */
  return g_strdup_printf (_("%s (%s takes %u)"), label, name_of (game, who), taken);
}

static char *
figure_label (CarcGame   *game,
              CarcChoice *choice)
{
  guint kind = CARC_SCORED_NONE;
  gint value = carc_messages_figure_value (carc_game_peek_state (game), carc_choice_get_action (choice), &kind);

  switch (kind)
    {
    case CARC_SCORED_AS_ROAD:
      /* TRANSLATORS: a button of message card 8: this figure's road
       * scored as at the end, the figure back */
      return g_strdup_printf (ngettext ("Score Your Road: %d Point", "Score Your Road: %d Points", value), value);
    case CARC_SCORED_AS_CITY:
      return g_strdup_printf (ngettext ("Score Your City: %d Point", "Score Your City: %d Points", value), value);
    case CARC_SCORED_AS_MONASTERY:
      return g_strdup_printf (ngettext ("Score Your Monastery: %d Point", "Score Your Monastery: %d Points", value),
                              value);
    case CARC_SCORED_AS_FIELD:
      return g_strdup_printf (ngettext ("Score Your Field: %d Point", "Score Your Field: %d Points", value), value);
    default:
      return g_strdup_printf (ngettext ("Score It: %d Point", "Score It: %d Points", value), value);
    }
}

static char *
choice_label (CarcGame   *game,
              CarcChoice *choice,
              gboolean   *suggested)
{
  CarcState *state = carc_game_peek_state (game);
  const CarcAction *a = carc_choice_get_action (choice);
  gint value;

  switch (a->choice)
    {
    case CARC_MESSAGES_MOVE:
      return move_label (game, a->value, suggested);
    case CARC_MESSAGES_CARRY_OUT:
      if (a->value == CARC_MESSAGE_TILE)
        /* TRANSLATORS: a button: the message's extra tile */
        return g_strdup (_("Draw a Tile"));
      value = carc_messages_card_value (state, a->value, carc_game_get_current_player (game));
      *suggested = value > CARC_MESSAGES_POINTS;
      /* TRANSLATORS: a button: carry out the message, for %d points */
      return g_strdup_printf (ngettext ("Carry It Out: %d Point", "Carry It Out: %d Points", value), value);
    case CARC_MESSAGES_SCORE_FIGURE:
      return figure_label (game, choice);
    case CARC_MESSAGES_TAKE_POINTS:
      /* TRANSLATORS: a button: 2 points instead of the message */
      return g_strdup (_("Take 2 Points"));
    default:
      return NULL;
    }
}

static char *
status (CarcGame *game)
{
  if (carc_game_get_decision (game) != CARC_DECISION_PLACE_TILE
      || !carc_messages_is_extra_turn (carc_game_peek_state (game)))
    return NULL;
  /* TRANSLATORS: %s is a player's name; a message (card 7) gave them
   * another tile */
  return g_strdup_printf (_("%s: place the message’s extra tile"),
                          name_of (game, carc_game_get_current_player (game)));
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
    /* TRANSLATORS: the legend under the players' list */
    N_("scoring figure"),
  };
  CarcTrackFigure l = {
    "lady", player,
    /* TRANSLATORS: the tooltip of a player's lady; %u is its points */
    g_strdup_printf (ngettext ("Lady: %u point", "Lady: %u points", lady), lady),
    g_strdup_printf ("%u", lady),
    /* TRANSLATORS: the legend under the players' list */
    N_("lady"),
  };

  g_array_append_val (figures, f);
  g_array_append_val (figures, l);
}

/* On the score track: each player's two figures worded apart, the lady
 * drawn as a lady; while the turn's player chooses which of them takes
 * the points, each is that choice (its preview shows where it goes). */
static void
track_pieces (CarcGame  *game,
              CarcState *state,
              GArray    *pieces)
{
  GListModel *choices = carc_game_get_choices (game);

  for (guint i = 0; i < pieces->len; i++)
    {
      CarcTrackPiece *piece = &g_array_index (pieces, CarcTrackPiece, i);
      const char *name;

      if (piece->owner < 0 || !piece->scoring)
        continue;
      name = name_of (game, piece->owner);
      if (piece->id == CARC_MESSAGES_LADY)
        {
          piece->drawing = "lady";
          /* TRANSLATORS: a player's lady on the score track; %s is the
           * player's name, %u its points */
          piece->tooltip = g_strdup_printf (ngettext ("%s’s lady: %u point", "%s’s lady: %u points", piece->points),
                                            name, piece->points);
        }
      else
        /* TRANSLATORS: a player's scoring figure on the score track with
         * the Messages (each player has a lady too); %s is the player's
         * name, %u its points */
        piece->tooltip = g_strdup_printf (ngettext ("%s’s scoring figure: %u point", "%s’s scoring figure: %u points",
                                                    piece->points), name, piece->points);
      for (guint c = 0; c < g_list_model_get_n_items (choices); c++)
        {
          g_autoptr(CarcChoice) choice = g_list_model_get_item (choices, c);
          const CarcAction *a = carc_choice_get_action (choice);

          if (g_strcmp0 (carc_choice_get_module (choice), CARC_MESSAGES_MODULE) == 0 && a->choice == CARC_MESSAGES_MOVE
              && a->value == piece->id && carc_choice_get_acting (choice) == (guint) piece->owner)
            piece->choice = choice;
        }
    }
}

static const CarcBundle messages_bundle = {
  .module = CARC_MESSAGES_MODULE,
  /* TRANSLATORS: the mini-expansion, a switch of the new-game dialog */
  .title = N_("The Messages"),
  .subtitle = N_("8 message cards; a lady scores beside each player’s figure"),
  .help_page = "rules-messages",
  /* The card that introduces it, in the words of its help page. */
  .intro = {
    N_("Each player has two figures on the score track: the scoring figure and the lady. Whenever you "
       "score, you choose which of the two takes the points."),
    N_("When, after a scoring in your turn, one of your figures stops on a dark space (a multiple of 5), "
       "you receive a message: do what the card says, or take 2 points instead."),
  },
  .mini = TRUE,
  .status = status,
  .question = question,
  .choice_label = choice_label,
  .question_widget = question_widget,
  .taken_alone = taken_alone,
  .track_figures = track_figures,
  .track_pieces = track_pieces,
  .score_lines = messages_score_lines,
};

const CarcBundle *
carc_messages_bundle_get (void)
{
  return &messages_bundle;
}
