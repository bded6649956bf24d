/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The Messages (rules.md §1.8).
 *
 * Every player moves two scoring figures on the track, his first and the
 * lady (the core's score figures), and chooses for each feature's points
 * which one advances: the core withholds points while the player's two
 * figures stand on different spaces, and this module asks for them in
 * order.  When a figure of the turn's player ends on a dark space (a
 * multiple of 5), he reads the top card of the message deck, once the
 * turn's points are all placed: he carries it out or takes 2 points, and
 * the card goes under the deck.  One message a turn, but the points of a
 * message may bring another.  The core adds the figures up before the
 * final scoring, where messages no longer come (docs/rules-decisions.md).
 *
 * The deck is dealt in the setup; a player looking ahead deals the cards
 * nobody has read yet again. */
#include "carc-messages.h"
#include "carc-feature-kind.h"

typedef struct
{
  guint16  deck[CARC_MESSAGES_N_CARDS];   /* the cards, top first, as dealt */
  guint    n_read;                        /* cards read: the top is deck[n_read % 8] */
  gboolean due;          /* the turn's player has a message to read */
  gboolean received;     /* … and had one this turn */
  gboolean from_message; /* the points being placed came from a message */
  gboolean extra_tile;   /* card 7: the player draws another tile next */
  gboolean extra_turn;   /* … and this turn is that tile's */
} Messages;

static const char *const messages_score_lines[] = { "messages", NULL };

static const CarcModuleAction messages_actions[] = {
  [CARC_MESSAGES_MOVE] = { "score-figure", CARC_TARGET_BUTTON },
  [CARC_MESSAGES_CARRY_OUT] = { "message", CARC_TARGET_BUTTON },
  [CARC_MESSAGES_SCORE_FIGURE] = { "message-figure", CARC_TARGET_SEGMENT },
  [CARC_MESSAGES_TAKE_POINTS] = { "message-points", CARC_TARGET_BUTTON },
  { NULL, CARC_TARGET_BUTTON },
};

static void
messages_setup (CarcSetup  *setup,
                const char *id,
                CarcRng    *rng)
{
  guint16 deck[CARC_MESSAGES_N_CARDS];

  for (guint i = 0; i < CARC_MESSAGES_N_CARDS; i++)
    deck[i] = i + 1;
  carc_rng_shuffle (rng, deck, CARC_MESSAGES_N_CARDS);
  carc_setup_set_deck (setup, CARC_MESSAGES_MODULE, deck, CARC_MESSAGES_N_CARDS);
}

static gpointer
messages_create (CarcState *state)
{
  Messages *m = g_new0 (Messages, 1);
  guint n = 0;
  const guint16 *deck = carc_setup_get_deck (carc_state_get_setup (state), CARC_MESSAGES_MODULE, &n);

  /* A loaded deal holds the same cards as a dealt one (carc-save-setup.c). */
  for (guint i = 0; i < CARC_MESSAGES_N_CARDS; i++)
    m->deck[i] = deck != NULL && n == CARC_MESSAGES_N_CARDS ? deck[i] : i + 1;
  return m;
}

static gpointer
messages_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (Messages));
}

/* The cards nobody has read yet are unknown to a player looking ahead;
 * the one being read is known. */
static void
messages_redeal (CarcState *state,
                 gpointer   data,
                 guint16   *order,
                 guint      first,
                 CarcRng   *rng)
{
  Messages *m = data;
  guint seen = m->n_read + (m->due ? 1 : 0);

  if (seen < CARC_MESSAGES_N_CARDS)
    carc_rng_shuffle (rng, m->deck + seen, CARC_MESSAGES_N_CARDS - seen);
}

/* The cards read so far and the one being read, as the redeal keeps them. */
static guint
messages_deck_seen (CarcState  *state,
                    gpointer    data,
                    const char *deck)
{
  Messages *m = data;

  if (!g_str_equal (deck, CARC_MESSAGES_MODULE))
    return 0;
  return MIN (m->n_read + (m->due ? 1 : 0), CARC_MESSAGES_N_CARDS);
}

static void
messages_tile_placed (CarcState *state,
                      gpointer   data,
                      guint      placed)
{
  Messages *m = data;

  m->due = m->received = m->from_message = FALSE;
}

/* Whether @points for the scoring figure @change names bring a message:
 * a figure of the turn's player ending on a dark space, once a turn, and
 * again for the points of a message. */
static gboolean
brings_message (CarcState              *state,
                const Messages         *m,
                const CarcPointsChange *change,
                guint                   points)
{
  guint end;

  if (change->final || points == 0 || change->player != carc_state_get_decision (state)->player)
    return FALSE;
  end = carc_state_get_score_figure (state, change->player, change->figure) + points;
  return end % 5 == 0 && (!m->received || m->from_message);
}

static guint
messages_points_changed (CarcState              *state,
                         gpointer                data,
                         const CarcPointsChange *change,
                         guint                   points)
{
  Messages *m = data;

  if (brings_message (state, m, change, points))
    m->due = m->received = TRUE;
  return points;
}

static gboolean
messages_pending_decision (CarcState    *state,
                           gpointer      data,
                           CarcDecision *decision)
{
  Messages *m = data;
  CarcPointsChange change;

  if (carc_state_peek_withheld (state, &change, NULL))
    {
      decision->acting = change.player;
      decision->choice_kind = CARC_MESSAGES_ASK_FIGURE;
      return TRUE;
    }
  if (!m->due)
    return FALSE;
  decision->choice_kind = CARC_MESSAGES_ASK_CARD;
  return TRUE;
}

/* Calls @each for every figure of @player that counts for the majority
 * on an unfinished feature scored as @kind (any kind for G_MAXUINT),
 * with the feature; returns how many there are. */
static guint
for_each_figure (CarcState *state,
                 guint      player,
                 guint      kind,
                 void     (*each) (CarcState *, const CarcFigureInfo *, const CarcFeatureInfo *, gpointer),
                 gpointer   user_data)
{
  guint n = 0;

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;
      CarcFeatureInfo info;

      carc_state_get_figure (state, i, &f);
      if (f.player != player || carc_state_get_figure_kind (state, f.figure)->strength == 0
          || (kind != G_MAXUINT && carc_state_figure_scored_as (state, i) != kind))
        continue;
      carc_state_feature_info (state, carc_state_find_feature (state, f.tile, f.segment), &info);
      if (info.complete)
        continue;
      n++;
      if (each != NULL)
        each (state, &f, &info, user_data);
    }
  return n;
}

typedef struct
{
  guint   player;
  gint    least;          /* the least final value, -1: none */
  guint32 feature;
  guint32 seen[32];       /* the cities counted */
  guint   n_seen;
  guint   arms;
} Tally;

static void
least_cb (CarcState             *state,
          const CarcFigureInfo  *f,
          const CarcFeatureInfo *info,
          gpointer               user_data)
{
  Tally *t = user_data;
  gint value = carc_state_feature_value (state, info, t->player, FALSE);

  if (t->least < 0 || value < t->least)
    {
      t->least = value;
      t->feature = info->id;
    }
}

/* Each city once: its arms. */
static void
arms_cb (CarcState             *state,
         const CarcFigureInfo  *f,
         const CarcFeatureInfo *info,
         gpointer               user_data)
{
  Tally *t = user_data;

  for (guint i = 0; i < t->n_seen; i++)
    if (t->seen[i] == info->id)
      return;
  if (t->n_seen < G_N_ELEMENTS (t->seen))
    t->seen[t->n_seen++] = info->id;
  t->arms += info->arms;
}

static const guint card_kind[] = {
  [CARC_MESSAGE_ROAD] = CARC_SCORED_AS_ROAD,
  [CARC_MESSAGE_CITY] = CARC_SCORED_AS_CITY,
  [CARC_MESSAGE_MONASTERY] = CARC_SCORED_AS_MONASTERY,
  [CARC_MESSAGE_ARMS] = CARC_SCORED_AS_CITY,
  [CARC_MESSAGE_KNIGHTS] = CARC_SCORED_AS_CITY,
  [CARC_MESSAGE_FARMERS] = CARC_SCORED_AS_FIELD,
};

/* What carrying out @card gives @player: its points and the feature they
 * are for; -1 when it cannot be carried out (no such feature, no tile). */
static gint
card_value (CarcState *state,
            guint      card,
            guint      player,
            guint32   *feature)
{
  Tally t = { .player = player, .least = -1, .feature = CARC_NO_FEATURE };

  *feature = CARC_NO_FEATURE;
  switch (card)
    {
    case CARC_MESSAGE_ROAD:
    case CARC_MESSAGE_CITY:
    case CARC_MESSAGE_MONASTERY:
      for_each_figure (state, player, card_kind[card], least_cb, &t);
      *feature = t.feature;
      return t.least;
    case CARC_MESSAGE_ARMS:
      for_each_figure (state, player, card_kind[card], arms_cb, &t);
      return t.n_seen > 0 ? (gint) (CARC_MESSAGES_POINTS * t.arms) : -1;
    case CARC_MESSAGE_KNIGHTS:
    case CARC_MESSAGE_FARMERS:
      {
        guint n = for_each_figure (state, player, card_kind[card], NULL, NULL);

        return n > 0 ? (gint) (CARC_MESSAGES_POINTS * n) : -1;
      }
    case CARC_MESSAGE_TILE:
      return carc_state_get_tiles_left (state) > 0 ? 0 : -1;
    case CARC_MESSAGE_FIGURE:
    default:
      return 0;
    }
}

static guint
top_card (const Messages *m)
{
  return m->deck[m->n_read % CARC_MESSAGES_N_CARDS];
}

typedef struct
{
  guint   module;
  guint   player;
  GArray *actions;
} Listing;

/* Card 8: a figure on a feature where its player has the majority. */
static void
held_cb (CarcState             *state,
         const CarcFigureInfo  *f,
         const CarcFeatureInfo *info,
         gpointer               user_data)
{
  Listing *l = user_data;
  CarcPlacedTile t;
  CarcAction a;

  if (!(info->winners & (1u << l->player)))
    return;
  carc_state_get_tile (state, f->tile, &t);
  a = (CarcAction) { .kind = CARC_ACTION_MODULE, .module = l->module, .choice = CARC_MESSAGES_SCORE_FIGURE,
                     .x = t.x, .y = t.y, .segment = f->segment, .value = f->figure };
  for (guint j = 0; j < l->actions->len; j++)
    if (carc_action_equal (&g_array_index (l->actions, CarcAction, j), &a))
      return;
  g_array_append_val (l->actions, a);
}

/* The figures the points may go to; a card carried out when it gives
 * something (every figure a player holds a feature with, for card 8), or
 * its 2 points. */
static void
messages_list_actions (CarcState *state,
                       gpointer   data,
                       GArray    *actions)
{
  Messages *m = data;
  const CarcDecision *d = carc_state_get_decision (state);
  CarcAction a = { .kind = CARC_ACTION_MODULE, .module = d->module };
  guint card = top_card (m);
  guint32 feature;

  if (d->choice_kind == CARC_MESSAGES_ASK_FIGURE)
    {
      for (guint f = 0; f < carc_state_get_n_score_figures (state); f++)
        {
          a.choice = CARC_MESSAGES_MOVE;
          a.value = f;
          g_array_append_val (actions, a);
        }
      return;
    }
  if (card == CARC_MESSAGE_FIGURE)
    {
      Listing l = { d->module, d->player, actions };

      for_each_figure (state, d->player, G_MAXUINT, held_cb, &l);
    }
  else if (card == CARC_MESSAGE_TILE ? card_value (state, card, d->player, &feature) == 0
                                      : card_value (state, card, d->player, &feature) > 0)
    {
      a.choice = CARC_MESSAGES_CARRY_OUT;
      a.value = card;
      g_array_append_val (actions, a);
    }
  a.choice = CARC_MESSAGES_TAKE_POINTS;
  a.value = 0;
  g_array_append_val (actions, a);
}

static void
give (CarcState *state,
      guint      player,
      guint32    feature,
      guint      points)
{
  CarcPointsChange change = { player, carc_state_find_score_category (state, "messages"), feature, FALSE, 0 };

  carc_state_award_points (state, &change, points);
}

/* Card 8: the index of @player's figure @action names, and its feature;
 * -1 when there is none. */
static gint
find_figure (CarcState        *state,
             guint             player,
             const CarcAction *action,
             CarcFeatureInfo  *info)
{
  gint tile = carc_state_tile_at (state, action->x, action->y);

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      CarcFigureInfo f;

      carc_state_get_figure (state, i, &f);
      if (f.player != player || f.figure != action->value || (gint) f.tile != tile || f.segment != action->segment)
        continue;
      carc_state_feature_info (state, carc_state_find_feature (state, f.tile, f.segment), info);
      return i;
    }
  return -1;
}

/* Card 8: the feature of the figure scored as at the end, and the figure
 * back to its supply. */
static void
score_figure (CarcState        *state,
              guint             player,
              const CarcAction *action)
{
  CarcFeatureInfo info;
  gint index = find_figure (state, player, action, &info);

  if (index < 0)
    return;
  carc_state_return_figure (state, index);
  give (state, player, info.id, carc_state_feature_value (state, &info, player, FALSE));
}

/* The core accepts only a listed action. */
static CarcError
messages_apply (CarcState        *state,
                gpointer          data,
                const CarcAction *action)
{
  Messages *m = data;
  guint player = carc_state_get_decision (state)->player;
  guint card = top_card (m);
  guint32 feature;
  gint value;

  if (action->choice == CARC_MESSAGES_MOVE)
    {
      carc_state_place_withheld (state, action->value);
      return CARC_OK;
    }
  /* Read, the card goes under the deck. */
  m->n_read++;
  m->due = FALSE;
  m->from_message = TRUE;
  switch (action->choice)
    {
    case CARC_MESSAGES_CARRY_OUT:
      value = card_value (state, card, player, &feature);
      if (card == CARC_MESSAGE_TILE)
        m->extra_tile = TRUE;
      else if (value > 0)
        give (state, player, feature, value);
      break;
    case CARC_MESSAGES_SCORE_FIGURE:
      score_figure (state, player, action);
      break;
    case CARC_MESSAGES_TAKE_POINTS:
    default:
      give (state, player, CARC_NO_FEATURE, CARC_MESSAGES_POINTS);
      break;
    }
  return CARC_OK;
}

/* Card 7: the same player again, after any other extra turn another
 * module gives first (a builder's). */
static guint
messages_next_player (CarcState *state,
                      gpointer   data,
                      guint      current,
                      guint      next)
{
  Messages *m = data;

  m->extra_turn = FALSE;
  if (!m->extra_tile || next == current)
    return next;
  m->extra_tile = FALSE;
  m->extra_turn = TRUE;
  return current;
}

static void
messages_dump (CarcState *state,
               gpointer   data,
               GString   *out)
{
  Messages *m = data;

  g_string_append_printf (out, "messages read %u due %d received %d from %d tile %d/%d deck", m->n_read, m->due,
                          m->received, m->from_message, m->extra_tile, m->extra_turn);
  for (guint i = 0; i < CARC_MESSAGES_N_CARDS; i++)
    g_string_append_printf (out, " %u", m->deck[i]);
  g_string_append_c (out, '\n');
}

static const CarcRulesModule messages_module = {
  .id = CARC_MESSAGES_MODULE,
  .score_lines = messages_score_lines,
  .actions = messages_actions,
  .score_figures = 2,
  .setup = messages_setup,
  .redeal = messages_redeal,
  .deck_seen = messages_deck_seen,
  .create = messages_create,
  .destroy = g_free,
  .copy = messages_copy,
  .tile_placed = messages_tile_placed,
  .points_changed = messages_points_changed,
  .pending_decision = messages_pending_decision,
  .list_actions = messages_list_actions,
  .apply = messages_apply,
  .next_player = messages_next_player,
  .dump = messages_dump,
};

const CarcRulesModule *
carc_messages_get_module (void)
{
  return &messages_module;
}

guint
carc_messages_get_card (const CarcState *state)
{
  Messages *m = carc_state_get_module_data (state, CARC_MESSAGES_MODULE);

  return m != NULL && m->due ? top_card (m) : 0;
}

gint
carc_messages_card_value (CarcState *state,
                          guint      card,
                          guint      player)
{
  guint32 feature;

  g_return_val_if_fail (card >= 1 && card <= CARC_MESSAGES_N_CARDS, -1);
  return card_value (state, card, player, &feature);
}

gint
carc_messages_figure_value (CarcState        *state,
                            const CarcAction *action,
                            guint            *scored_as)
{
  CarcFeatureInfo info;
  guint player = carc_state_get_decision (state)->player;

  if (find_figure (state, player, action, &info) < 0)
    return -1;
  if (scored_as != NULL)
    *scored_as = carc_feature_kind_get (info.kind)->scored;
  return carc_state_feature_value (state, &info, player, FALSE);
}

gboolean
carc_messages_is_extra_turn (const CarcState *state)
{
  Messages *m = carc_state_get_module_data (state, CARC_MESSAGES_MODULE);

  return m != NULL && m->extra_turn;
}

gboolean
carc_messages_brings_message (CarcState *state,
                              guint      figure)
{
  Messages *m = carc_state_get_module_data (state, CARC_MESSAGES_MODULE);
  CarcPointsChange change;
  guint points;

  if (m == NULL || !carc_state_peek_withheld (state, &change, &points))
    return FALSE;
  change.figure = figure;
  return brings_message (state, m, &change, points);
}

guint
carc_messages_get_n_read (const CarcState *state)
{
  Messages *m = carc_state_get_module_data (state, CARC_MESSAGES_MODULE);

  return m != NULL ? m->n_read : 0;
}
