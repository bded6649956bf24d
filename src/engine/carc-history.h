/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

/* A game's history: its setup, its action log and a cursor into the log.
 *
 * The state is always what replaying the first @cursor actions yields.
 * Undo moves the cursor back and replays; redo applies the next logged
 * action; a new action after an undo drops the redo tail.  Like GTK's
 * GtkTextHistory it knows nothing of the views; a new game is a barrier
 * simply because it is a new history. */
typedef struct _CarcHistory CarcHistory;

CarcHistory       *carc_history_new            (CarcSetup          *setup);
void               carc_history_free           (CarcHistory        *self);

CarcSetup         *carc_history_get_setup      (const CarcHistory  *self);
CarcState         *carc_history_get_state      (const CarcHistory  *self);
guint              carc_history_get_length     (const CarcHistory  *self);
guint              carc_history_get_cursor     (const CarcHistory  *self);
const CarcAction  *carc_history_get_action     (const CarcHistory  *self,
                                                guint               index);
guint              carc_history_get_turn_of    (const CarcHistory  *self,
                                                guint               index);
guint              carc_history_get_player_of  (const CarcHistory  *self,
                                                guint               index);
gboolean           carc_history_can_undo       (const CarcHistory  *self);
gboolean           carc_history_can_redo       (const CarcHistory  *self);

CarcError          carc_history_apply          (CarcHistory        *self,
                                                const CarcAction   *action);
gboolean           carc_history_undo           (CarcHistory        *self);
gboolean           carc_history_redo           (CarcHistory        *self);
gboolean           carc_history_undo_turn      (CarcHistory        *self);
gboolean           carc_history_redo_turn      (CarcHistory        *self);
CarcError          carc_history_seek           (CarcHistory        *self,
                                                guint               cursor);
CarcError          carc_history_load           (CarcHistory        *self,
                                                const CarcAction   *actions,
                                                guint               n_actions,
                                                guint               cursor,
                                                guint              *failed_index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcHistory, carc_history_free)

G_END_DECLS
