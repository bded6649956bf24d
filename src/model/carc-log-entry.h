/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "carc-action.h"

G_BEGIN_DECLS

#define CARC_TYPE_LOG_ENTRY (carc_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (CarcLogEntry, carc_log_entry, CARC, LOG_ENTRY, GObject)

/* One event of the game for a list view: the view words it. */
CarcLogEntry    *carc_log_entry_new        (const CarcEvent *event);
const CarcEvent *carc_log_entry_get_event  (CarcLogEntry    *self);
guint            carc_log_entry_get_turn   (CarcLogEntry    *self);
gint             carc_log_entry_get_player (CarcLogEntry    *self);

G_END_DECLS
