/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-module.h"

G_BEGIN_DECLS

#define CARC_MESSAGES_MODULE "messages"

/* The cards, numbered as printed: what carrying one out does. */
enum
{
  CARC_MESSAGE_ROAD = 1,      /* score your smallest road, the thief stays */
  CARC_MESSAGE_CITY,          /* the same for a city */
  CARC_MESSAGE_MONASTERY,     /* the same for a monastery */
  CARC_MESSAGE_ARMS,          /* 2 points per coat of arms in your knights' cities */
  CARC_MESSAGE_KNIGHTS,       /* 2 points per knight */
  CARC_MESSAGE_FARMERS,       /* 2 points per farmer */
  CARC_MESSAGE_TILE,          /* draw and place another tile */
  CARC_MESSAGE_FIGURE,        /* score a feature you hold, take the figure back */
  CARC_MESSAGES_N_CARDS = CARC_MESSAGE_FIGURE,
};

/* The points a message gives instead of its card. */
#define CARC_MESSAGES_POINTS 2

/* The scoring figures: the one every player has, and the lady. */
enum
{
  CARC_MESSAGES_MARKER = 0,
  CARC_MESSAGES_LADY,
};

/* The module's actions (CarcAction.choice). */
enum
{
  CARC_MESSAGES_MOVE = 0,       /* the withheld points go to figure CarcAction.value */
  CARC_MESSAGES_CARRY_OUT,      /* do what the card says (cards 1 to 7) */
  CARC_MESSAGES_SCORE_FIGURE,   /* card 8: the figure of kind CarcAction.value on this segment */
  CARC_MESSAGES_TAKE_POINTS,    /* 2 points instead of the card */
};

/* Its questions (the decision's choice_kind). */
enum
{
  CARC_MESSAGES_ASK_FIGURE = 0, /* which scoring figure takes the points */
  CARC_MESSAGES_ASK_CARD,       /* the card read: carry it out or take 2 points */
};

/* The Messages (rules.md §1.8): each player moves a second scoring
 * figure, the lady, and chooses which of the two takes each feature's
 * points; the turn's player whose figure ends on a dark space (a multiple
 * of 5) reads a message card, and carries it out or takes 2 points. */
const CarcRulesModule *carc_messages_get_module (void);

/* The card being read now, or 0. */
guint carc_messages_get_card   (const CarcState *state);
/* What carrying out @card would give @player now, in points (0 for the
 * extra tile and for card 8, whose points depend on the figure), or -1
 * when it cannot be carried out. */
gint  carc_messages_card_value (CarcState       *state,
                                guint            card,
                                guint            player);
/* Whether the points waiting for a scoring figure bring a message when
 * they go to @figure. */
gboolean carc_messages_brings_message (CarcState *state,
                                       guint      figure);
/* Card 8: what the turn's player's figure @action points at would score,
 * and how its feature is scored (CarcScoredAs); -1 for no such figure. */
gint     carc_messages_figure_value  (CarcState        *state,
                                      const CarcAction *action,
                                      guint            *scored_as);
/* Whether this turn's tile is a message's extra tile (card 7). */
gboolean carc_messages_is_extra_turn (const CarcState *state);
/* The cards read so far in this game. */
guint carc_messages_get_n_read (const CarcState *state);

G_END_DECLS
