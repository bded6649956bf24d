/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "carc-ai.h"

G_BEGIN_DECLS

#define CARC_TYPE_PLAYER (carc_player_get_type ())

G_DECLARE_FINAL_TYPE (CarcPlayer, carc_player, CARC, PLAYER, GObject)

/* A seat a person plays (the "computer" property otherwise holds the
 * computer player's CarcAiLevel). */
#define CARC_PLAYER_PERSON (-1)

CarcPlayer *carc_player_new          (guint        index,
                                      const char  *name,
                                      const char  *colour);
guint       carc_player_get_index    (CarcPlayer  *self);
const char *carc_player_get_name     (CarcPlayer  *self);
const char *carc_player_get_colour   (CarcPlayer  *self);
guint       carc_player_get_score    (CarcPlayer  *self);
guint       carc_player_get_meeples  (CarcPlayer  *self);
gboolean    carc_player_get_current  (CarcPlayer  *self);
void        carc_player_set_score    (CarcPlayer  *self,
                                      guint        score);
void        carc_player_set_meeples  (CarcPlayer  *self,
                                      guint        meeples);
void        carc_player_set_current  (CarcPlayer  *self,
                                      gboolean     current);
gint        carc_player_get_computer (CarcPlayer  *self);
void        carc_player_set_computer (CarcPlayer  *self,
                                      gint         level);
gboolean    carc_player_get_remote   (CarcPlayer  *self);
void        carc_player_set_remote   (CarcPlayer  *self,
                                      gboolean     remote);

G_END_DECLS
