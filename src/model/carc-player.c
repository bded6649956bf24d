/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-player.h"
#include "carc-colour-name.h"

struct _CarcPlayer
{
  GObject  parent_instance;
  guint    index;
  char    *name;
  char    *colour;
  guint    score;
  guint    meeples;
  gboolean current;
  gint     computer;   /* CarcAiLevel, or CARC_PLAYER_PERSON */
  gboolean remote;     /* played at another computer */
};

G_DEFINE_FINAL_TYPE (CarcPlayer, carc_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_COLOUR,
  PROP_SCORE,
  PROP_MEEPLES,
  PROP_CURRENT,
  PROP_COMPUTER,
  PROP_REMOTE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
carc_player_finalize (GObject *object)
{
  CarcPlayer *self = CARC_PLAYER (object);

  g_free (self->name);
  g_free (self->colour);
  G_OBJECT_CLASS (carc_player_parent_class)->finalize (object);
}

static void
carc_player_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  CarcPlayer *self = CARC_PLAYER (object);

  switch (prop_id)
    {
    case PROP_INDEX: g_value_set_uint (value, self->index); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_COLOUR: g_value_set_string (value, self->colour); break;
    case PROP_SCORE: g_value_set_uint (value, self->score); break;
    case PROP_MEEPLES: g_value_set_uint (value, self->meeples); break;
    case PROP_CURRENT: g_value_set_boolean (value, self->current); break;
    case PROP_COMPUTER: g_value_set_int (value, self->computer); break;
    case PROP_REMOTE: g_value_set_boolean (value, self->remote); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_player_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  CarcPlayer *self = CARC_PLAYER (object);

  switch (prop_id)
    {
    case PROP_INDEX: self->index = g_value_get_uint (value); break;
    case PROP_NAME: self->name = g_value_dup_string (value); break;
    case PROP_COLOUR: self->colour = g_value_dup_string (value); break;
    case PROP_COMPUTER: carc_player_set_computer (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_player_class_init (CarcPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = carc_player_finalize;
  object_class->get_property = carc_player_get_property;
  object_class->set_property = carc_player_set_property;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, 5, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOUR] =
    g_param_spec_string ("colour", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE] =
    g_param_spec_uint ("score", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MEEPLES] =
    g_param_spec_uint ("meeples", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] =
    g_param_spec_boolean ("current", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Who plays the seat: a person, or a computer player of that level. */
  properties[PROP_COMPUTER] =
    g_param_spec_int ("computer", NULL, NULL, CARC_PLAYER_PERSON, CARC_AI_N_LEVELS - 1, CARC_PLAYER_PERSON,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the seat is played at another computer of a hosted game. */
  properties[PROP_REMOTE] =
    g_param_spec_boolean ("remote", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carc_player_init (CarcPlayer *self)
{
  self->computer = CARC_PLAYER_PERSON;
}

CarcPlayer *
carc_player_new (guint       index,
                 const char *name,
                 const char *colour)
{
  return g_object_new (CARC_TYPE_PLAYER, "index", index, "name", carc_colour_name_shown (colour, name),
                       "colour", colour, NULL);
}

guint
carc_player_get_index (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), 0);
  return self->index;
}

const char *
carc_player_get_name (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), NULL);
  return self->name;
}

const char *
carc_player_get_colour (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), NULL);
  return self->colour;
}

guint
carc_player_get_score (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), 0);
  return self->score;
}

guint
carc_player_get_meeples (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), 0);
  return self->meeples;
}

gboolean
carc_player_get_current (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), FALSE);
  return self->current;
}

void
carc_player_set_score (CarcPlayer *self,
                       guint       score)
{
  g_return_if_fail (CARC_IS_PLAYER (self));
  if (self->score == score)
    return;
  self->score = score;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
}

void
carc_player_set_meeples (CarcPlayer *self,
                         guint       meeples)
{
  g_return_if_fail (CARC_IS_PLAYER (self));
  if (self->meeples == meeples)
    return;
  self->meeples = meeples;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEEPLES]);
}

void
carc_player_set_current (CarcPlayer *self,
                         gboolean    current)
{
  g_return_if_fail (CARC_IS_PLAYER (self));
  current = !!current;
  if (self->current == current)
    return;
  self->current = current;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

/* The level of the computer player in the seat, or CARC_PLAYER_PERSON. */
gint
carc_player_get_computer (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), CARC_PLAYER_PERSON);
  return self->computer;
}

/* Hands the seat to a computer player of @level (a CarcAiLevel), or to a
 * person (CARC_PLAYER_PERSON). */
void
carc_player_set_computer (CarcPlayer *self,
                          gint        level)
{
  g_return_if_fail (CARC_IS_PLAYER (self));
  g_return_if_fail (level >= CARC_PLAYER_PERSON && level < CARC_AI_N_LEVELS);
  if (self->computer == level)
    return;
  self->computer = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER]);
}

/* Whether the seat is played at another computer (a hosted or joined
 * game): neither the people here nor the computer players here decide
 * for it. */
gboolean
carc_player_get_remote (CarcPlayer *self)
{
  g_return_val_if_fail (CARC_IS_PLAYER (self), FALSE);
  return self->remote;
}

void
carc_player_set_remote (CarcPlayer *self,
                        gboolean    remote)
{
  g_return_if_fail (CARC_IS_PLAYER (self));
  if (self->remote == !!remote)
    return;
  self->remote = !!remote;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REMOTE]);
}
