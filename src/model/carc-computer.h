/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_TYPE_COMPUTER (carc_computer_get_type ())

G_DECLARE_FINAL_TYPE (CarcComputer, carc_computer, CARC, COMPUTER, GObject)

CarcComputer *carc_computer_new           (void);
CarcGame     *carc_computer_get_game      (CarcComputer        *self);
void          carc_computer_set_game      (CarcComputer        *self,
                                           CarcGame            *game);
gboolean      carc_computer_get_thinking  (CarcComputer        *self);
guint         carc_computer_get_pace      (CarcComputer        *self);
void          carc_computer_set_pace      (CarcComputer        *self,
                                           guint                ms);
guint         carc_computer_get_strong_ms (CarcComputer        *self);
void          carc_computer_set_strong_ms (CarcComputer        *self,
                                           guint                ms);
guint         carc_computer_get_strong_playouts (CarcComputer  *self);
void          carc_computer_set_strong_playouts (CarcComputer  *self,
                                                 guint          playouts);

/* The strong player's suggestion for whoever decides now. */
void          carc_computer_hint_async    (CarcComputer        *self,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
gboolean      carc_computer_hint_finish   (CarcComputer        *self,
                                           GAsyncResult        *result,
                                           CarcAiResult        *hint,
                                           GError             **error);

G_END_DECLS
