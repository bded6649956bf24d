/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-log-entry.h"

struct _CarcLogEntry
{
  GObject   parent_instance;
  CarcEvent event;
};

G_DEFINE_FINAL_TYPE (CarcLogEntry, carc_log_entry, G_TYPE_OBJECT)

static void
carc_log_entry_class_init (CarcLogEntryClass *klass)
{
}

static void
carc_log_entry_init (CarcLogEntry *self)
{
}

CarcLogEntry *
carc_log_entry_new (const CarcEvent *event)
{
  CarcLogEntry *self = g_object_new (CARC_TYPE_LOG_ENTRY, NULL);

  self->event = *event;
  return self;
}

const CarcEvent *
carc_log_entry_get_event (CarcLogEntry *self)
{
  g_return_val_if_fail (CARC_IS_LOG_ENTRY (self), NULL);
  return &self->event;
}

guint
carc_log_entry_get_turn (CarcLogEntry *self)
{
  g_return_val_if_fail (CARC_IS_LOG_ENTRY (self), 0);
  return self->event.turn;
}

/* The player concerned, or -1 for events of the whole game. */
gint
carc_log_entry_get_player (CarcLogEntry *self)
{
  g_return_val_if_fail (CARC_IS_LOG_ENTRY (self), -1);
  return self->event.players ? g_bit_nth_lsf (self->event.players, -1) : -1;
}
