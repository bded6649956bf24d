/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The network protocol's messages, written (docs/network-protocol.md).
 *
 * Each message is one element: its attributes are whole numbers and
 * tokens, its content an action in the save's log syntax, the items made
 * known (tiles by id, cards by number) or a chat line.  The writer is the
 * save's, so an action reads back as the save reads it. */
#include "config.h"

#include <libxml/xmlwriter.h>
#include <string.h>

#include "carc-save-private.h"
#include "carc-wire-private.h"

const CarcWireSpec carc_wire_specs[CARC_WIRE_N_KINDS] = {
  [CARC_WIRE_JOIN] = { "join", "protocol seat token", CARC_WIRE_CONTENT_NONE, FALSE },
  [CARC_WIRE_ACT] = { "act", "seq", CARC_WIRE_CONTENT_ACTION, FALSE },
  [CARC_WIRE_UNDO_ASK] = { "undo-ask", "log", CARC_WIRE_CONTENT_NONE, FALSE },
  [CARC_WIRE_UNDO_ANSWER] = { "undo-answer", "request consent", CARC_WIRE_CONTENT_NONE, FALSE },
  [CARC_WIRE_SAY] = { "say", "", CARC_WIRE_CONTENT_TEXT, FALSE },
  [CARC_WIRE_WELCOME] = { "welcome", "protocol seat log", CARC_WIRE_CONTENT_NONE, TRUE },
  [CARC_WIRE_SYNC] = { "sync", "log", CARC_WIRE_CONTENT_LOG, TRUE },
  [CARC_WIRE_STEP] = { "step", "seq seat", CARC_WIRE_CONTENT_STEP, TRUE },
  [CARC_WIRE_UNDONE] = { "undone", "log", CARC_WIRE_CONTENT_NONE, TRUE },
  [CARC_WIRE_UNDO_ASKED] = { "undo-asked", "request seat log", CARC_WIRE_CONTENT_NONE, TRUE },
  [CARC_WIRE_UNDO_REFUSED] = { "undo-refused", "request seat", CARC_WIRE_CONTENT_NONE, TRUE },
  [CARC_WIRE_PRESENCE] = { "presence", "seat state", CARC_WIRE_CONTENT_NONE, TRUE },
  [CARC_WIRE_CHAT] = { "chat", "seat", CARC_WIRE_CONTENT_TEXT, TRUE },
  [CARC_WIRE_OVER] = { "over", "scores", CARC_WIRE_CONTENT_NONE, TRUE },
};

const char * const carc_wire_presence_names[CARC_WIRE_N_PRESENCES] = { "open", "here", "away", "computer" };

/* Whether @text is @length lowercase hexadecimal digits: a token, a
 * certificate's fingerprint. */
gboolean
carc_wire_is_hex (const char *text,
                  gsize       length)
{
  return text != NULL && strlen (text) == length && strspn (text, "0123456789abcdef") == length;
}

const char *
carc_wire_kind_name (CarcWireKind kind)
{
  g_return_val_if_fail (kind < CARC_WIRE_N_KINDS, NULL);
  return carc_wire_specs[kind].element;
}

/* Whether only the host sends messages of @kind. */
gboolean
carc_wire_kind_from_host (CarcWireKind kind)
{
  g_return_val_if_fail (kind < CARC_WIRE_N_KINDS, TRUE);
  return carc_wire_specs[kind].from_host;
}

static void
reveal_free (gpointer data)
{
  CarcWireReveal *reveal = data;

  g_free (reveal->deck);
  g_array_unref (reveal->items);
  g_free (reveal);
}

CarcWireMessage *
carc_wire_message_new (CarcWireKind kind)
{
  CarcWireMessage *self = g_new0 (CarcWireMessage, 1);

  g_return_val_if_fail (kind < CARC_WIRE_N_KINDS, NULL);
  self->kind = kind;
  self->protocol = CARC_WIRE_PROTOCOL;
  self->actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  self->reveals = g_ptr_array_new_with_free_func (reveal_free);
  return self;
}

void
carc_wire_message_free (CarcWireMessage *self)
{
  if (self == NULL)
    return;
  g_free (self->token);
  g_free (self->text);
  g_array_unref (self->actions);
  g_ptr_array_unref (self->reveals);
  g_free (self);
}

void
carc_wire_message_add_reveal (CarcWireMessage *self,
                              const char      *deck,
                              guint            from,
                              const guint16   *items,
                              guint            n_items)
{
  CarcWireReveal *reveal = g_new0 (CarcWireReveal, 1);

  reveal->deck = g_strdup (deck);
  reveal->from = from;
  reveal->items = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_array_append_vals (reveal->items, items, n_items);
  g_ptr_array_add (self->reveals, reveal);
}

static void
write_reveals (xmlTextWriterPtr       w,
               const CarcWireMessage *m,
               const CarcSetup       *setup)
{
  CarcTileSet *tiles = carc_setup_get_tile_set (setup);

  for (guint i = 0; i < m->reveals->len; i++)
    {
      const CarcWireReveal *reveal = g_ptr_array_index (m->reveals, i);
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint k = 0; k < reveal->items->len; k++)
        {
          guint item = g_array_index (reveal->items, guint16, k);

          if (reveal->deck != NULL)
            g_string_append_printf (list, "%s%u", k ? " " : "", item);
          else if (item == CARC_WIRE_FACE_DOWN)
            g_string_append (list, k ? " ?" : "?");
          else
            g_string_append_printf (list, "%s%s", k ? " " : "", carc_tile_set_get_type (tiles, item)->id);
        }
      xmlTextWriterStartElement (w, BAD_CAST (reveal->deck != NULL ? "cards" : "drawn"));
      if (reveal->deck != NULL)
        xmlTextWriterWriteAttribute (w, BAD_CAST "deck", BAD_CAST reveal->deck);
      carc_save_write_uint (w, "from", reveal->from);
      xmlTextWriterWriteString (w, BAD_CAST list->str);
      xmlTextWriterEndElement (w);
    }
}

static void
write_attributes (xmlTextWriterPtr       w,
                  const CarcWireMessage *m)
{
  const char *wanted = carc_wire_specs[m->kind].attributes;
  g_auto(GStrv) names = g_strsplit (wanted, " ", -1);

  for (guint i = 0; names[i] != NULL && names[i][0] != '\0'; i++)
    {
      const char *name = names[i];

      if (g_str_equal (name, "protocol"))
        carc_save_write_uint (w, name, m->protocol);
      else if (g_str_equal (name, "seat"))
        carc_save_write_uint (w, name, m->seat);
      else if (g_str_equal (name, "seq") || g_str_equal (name, "log"))
        carc_save_write_uint (w, name, m->seq);
      else if (g_str_equal (name, "request"))
        carc_save_write_uint (w, name, m->request);
      else if (g_str_equal (name, "consent"))
        xmlTextWriterWriteAttribute (w, BAD_CAST name, BAD_CAST (m->consent ? "true" : "false"));
      else if (g_str_equal (name, "token"))
        xmlTextWriterWriteAttribute (w, BAD_CAST name, BAD_CAST (m->token != NULL ? m->token : ""));
      else if (g_str_equal (name, "state"))
        xmlTextWriterWriteAttribute (w, BAD_CAST name, BAD_CAST carc_wire_presence_names[m->presence]);
      else if (g_str_equal (name, "scores"))
        {
          g_autoptr(GString) list = g_string_new (NULL);

          for (guint p = 0; p < m->n_scores; p++)
            g_string_append_printf (list, "%s%u", p ? " " : "", m->scores[p]);
          xmlTextWriterWriteAttribute (w, BAD_CAST name, BAD_CAST list->str);
        }
    }
}

/* @message as the frame that carries it; @setup names the actions' kinds
 * and the tiles (it may be NULL for a message without either). */
char *
carc_wire_write (const CarcWireMessage *message,
                 const CarcSetup       *setup,
                 gsize                 *length)
{
  xmlBufferPtr buffer = xmlBufferCreate ();
  xmlTextWriterPtr w = xmlNewTextWriterMemory (buffer, 0);
  CarcSaveNames names;

  g_return_val_if_fail (message != NULL && message->kind < CARC_WIRE_N_KINDS, NULL);
  g_return_val_if_fail (setup != NULL || (message->actions->len == 0 && message->reveals->len == 0), NULL);
  if (setup != NULL)
    carc_save_names_init (&names, setup);
  xmlTextWriterStartElement (w, BAD_CAST carc_wire_specs[message->kind].element);
  write_attributes (w, message);
  if (setup != NULL)
    write_reveals (w, message, setup);
  for (guint i = 0; i < message->actions->len; i++)
    carc_save_write_action (w, &names, &g_array_index (message->actions, CarcAction, i));
  if (message->text != NULL)
    xmlTextWriterWriteString (w, BAD_CAST message->text);
  xmlTextWriterEndElement (w);
  return carc_xml_writer_finish (w, buffer, length);
}
