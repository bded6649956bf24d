/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-history.h"
#include "carc-wire.h"

G_BEGIN_DECLS

/* The game as a player at another computer knows it: the host's setup
 * with a deal that only says which tiles each pile holds, the tiles and
 * cards the host has shown, and the log.  Its state is the host's state
 * exactly, but for the order of what nobody has seen. */
typedef struct _CarcRemoteGame CarcRemoteGame;

CarcRemoteGame *carc_remote_game_new         (CarcSetup             *public_setup);
void            carc_remote_game_free        (CarcRemoteGame        *self);

CarcSetup      *carc_remote_game_get_setup   (CarcRemoteGame        *self);
CarcState      *carc_remote_game_get_state   (CarcRemoteGame        *self);
guint           carc_remote_game_get_length  (CarcRemoteGame        *self);
guint           carc_remote_game_get_n_known (CarcRemoteGame        *self);
const CarcAction *carc_remote_game_get_actions (CarcRemoteGame      *self,
                                              guint                *n_actions);

gboolean        carc_remote_game_reveal      (CarcRemoteGame        *self,
                                              const CarcWireReveal  *reveal,
                                              GError               **error);
gboolean        carc_remote_game_apply       (CarcRemoteGame        *self,
                                              const CarcAction      *action,
                                              GError               **error);
gboolean        carc_remote_game_cut         (CarcRemoteGame        *self,
                                              guint                  length,
                                              GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcRemoteGame, carc_remote_game_free)

G_END_DECLS
