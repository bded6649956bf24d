/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The network protocol's messages, read (docs/network-protocol.md).
 *
 * A frame is untrusted as a file is: parsed by carc_xml_parse() with its
 * bound (no DTD, no entities, few attributes), then every attribute the
 * message kind names is required and no other allowed, every number read
 * by the strict readers within its range, every action by the save's own
 * reader against the game's setup, every tile by its id in the game's
 * tile set.  Anything else is a GError and no message. */
#include "config.h"

#include <string.h>

#include "carc-save-private.h"
#include "carc-values.h"
#include "carc-wire-private.h"

#define WIRE_NAME "message"

static gboolean
refuse (GError     **error,
        xmlNode     *node,
        const char  *why)
{
  carc_xml_fail (error, CARC_IO_ERROR_INVALID, WIRE_NAME, node != NULL ? carc_xml_line (node) : 1, "%s", why);
  return FALSE;
}

/* Every attribute of @node is one @spec names, and each it names is there. */
static gboolean
check_attributes (xmlNode             *node,
                  const CarcWireSpec  *spec,
                  GError             **error)
{
  g_auto(GStrv) wanted = g_strsplit (spec->attributes, " ", -1);
  guint n_wanted = 0;

  for (guint i = 0; wanted[i] != NULL; i++)
    if (wanted[i][0] != '\0')
      {
        if (!carc_xml_require (node, wanted[i], WIRE_NAME, error))
          return FALSE;
        n_wanted++;
      }
  for (xmlAttr *a = node->properties; a != NULL; a = a->next, n_wanted--)
    if (n_wanted == 0 || a->ns != NULL || !g_strv_contains ((const char * const *) wanted, (const char *) a->name))
      return refuse (error, node, "an attribute the message does not have");
  return TRUE;
}

static gboolean
read_number (xmlNode     *node,
             const char  *attribute,
             guint64      max,
             guint       *out,
             GError     **error)
{
  guint64 value;

  if (!carc_xml_has_prop (node, attribute))
    return TRUE;
  if (!carc_xml_read_uint (node, attribute, max, &value, WIRE_NAME, error))
    return FALSE;
  *out = value;
  return TRUE;
}

static gboolean
read_token (xmlNode          *node,
            CarcWireMessage  *m,
            GError          **error)
{
  g_autofree char *token = carc_xml_prop (node, "token");

  if (token == NULL)
    return TRUE;
  if (!carc_wire_is_hex (token, CARC_WIRE_TOKEN_CHARS))
    return refuse (error, node, "a token is 64 hexadecimal digits");
  m->token = g_steal_pointer (&token);
  return TRUE;
}

static gboolean
read_presence (xmlNode          *node,
               CarcWireMessage  *m,
               GError          **error)
{
  g_autofree char *state = carc_xml_prop_token (node, "state");

  if (state == NULL)
    return TRUE;
  for (guint i = 0; i < CARC_WIRE_N_PRESENCES; i++)
    if (g_str_equal (state, carc_wire_presence_names[i]))
      {
        m->presence = i;
        return TRUE;
      }
  carc_xml_fail_value (node, "state", WIRE_NAME, error);
  return FALSE;
}

static gboolean
read_scores (xmlNode          *node,
             CarcWireMessage  *m,
             GError          **error)
{
  g_autofree char *text = carc_xml_prop (node, "scores");
  g_auto(GStrv) items = NULL;

  if (text == NULL)
    return TRUE;
  items = carc_xml_split_list (text);
  if (g_strv_length (items) < CARC_MIN_PLAYERS || g_strv_length (items) > CARC_MAX_PLAYERS)
    return refuse (error, node, "a score for each player");
  for (m->n_scores = 0; items[m->n_scores] != NULL; m->n_scores++)
    {
      guint64 score;

      if (!carc_xml_parse_uint (items[m->n_scores], CARC_VALUES_MAX_COUNT, &score))
        return refuse (error, node, "a score is a count");
      m->scores[m->n_scores] = score;
    }
  return TRUE;
}

static gboolean
read_attributes (xmlNode          *node,
                 CarcWireMessage  *m,
                 GError          **error)
{
  gboolean consent = FALSE;

  if (!read_number (node, "protocol", G_MAXUINT16, &m->protocol, error)
      || !read_number (node, "seat", CARC_MAX_PLAYERS - 1, &m->seat, error)
      || !read_number (node, "seq", CARC_WIRE_MAX_LOG, &m->seq, error)
      || !read_number (node, "log", CARC_WIRE_MAX_LOG, &m->seq, error)
      || !read_number (node, "request", G_MAXUINT32, &m->request, error)
      || !read_token (node, m, error)
      || !read_presence (node, m, error)
      || !read_scores (node, m, error))
    return FALSE;
  if (carc_xml_has_prop (node, "consent"))
    {
      if (!carc_xml_read_boolean (node, "consent", &consent, WIRE_NAME, error))
        return FALSE;
      m->consent = consent;
    }
  return TRUE;
}

/* <drawn from="K">ID …</drawn> (a tile drawn face down "?") or
 * <cards deck="NAME" from="K">N …</cards>. */
static gboolean
read_reveal (xmlNode          *node,
             const CarcSetup  *setup,
             CarcWireMessage  *m,
             GError          **error)
{
  gboolean cards = carc_xml_is (node, "cards");
  CarcWireSpec spec = { NULL, cards ? "deck from" : "from", CARC_WIRE_CONTENT_TEXT, TRUE };
  g_autofree char *deck = cards ? carc_xml_prop_token (node, "deck") : NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) items = NULL;
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (guint16));
  guint n_deck = 0;
  guint from = 0;

  if (!check_attributes (node, &spec, error) || !read_number (node, "from", CARC_MAX_TILES, &from, error))
    return FALSE;
  if (cards && carc_setup_get_deck (setup, deck, &n_deck) == NULL)
    return refuse (error, node, "cards of a deck the game does not deal");
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type != XML_TEXT_NODE)
      return refuse (error, node, "items are a list of words");
  text = (char *) xmlNodeGetContent (node);
  items = carc_xml_split_list (text);
  for (guint i = 0; items[i] != NULL; i++)
    {
      guint64 card;
      guint type;
      guint16 item;

      if (values->len == CARC_MAX_TILES)
        return refuse (error, node, "too many items");
      if (cards && !carc_xml_parse_uint (items[i], G_MAXUINT16, &card))
        return refuse (error, node, "a card is a number");
      if (!cards && g_str_equal (items[i], "?"))
        type = CARC_WIRE_FACE_DOWN;
      else if (!cards && !carc_tile_set_lookup (carc_setup_get_tile_set (setup), items[i], &type))
        return refuse (error, node, "a tile the game does not have");
      item = cards ? card : type;
      g_array_append_val (values, item);
    }
  carc_wire_message_add_reveal (m, deck, from, (const guint16 *) (const void *) values->data, values->len);
  return TRUE;
}

static gboolean
read_text (xmlNode          *node,
           CarcWireMessage  *m,
           GError          **error)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type != XML_TEXT_NODE)
      return refuse (error, node, "a chat line is plain text");
  m->text = (char *) xmlNodeGetContent (node);
  if (!carc_values_chat_ok (m->text))
    return refuse (error, node, "a chat line is 1 to 200 visible characters");
  return TRUE;
}

static gboolean
read_content (xmlNode             *root,
              const CarcWireSpec  *spec,
              const CarcSetup     *setup,
              CarcWireMessage     *m,
              GError             **error)
{
  CarcSaveReader r = { WIRE_NAME, error, CARC_SAVE_FORMAT, { { 0 } }, NULL };
  guint max_actions = spec->content == CARC_WIRE_CONTENT_LOG ? CARC_WIRE_MAX_LOG : 1;

  if (spec->content == CARC_WIRE_CONTENT_TEXT)
    return read_text (root, m, error);
  if (setup != NULL)
    carc_save_names_init (&r.names, setup);
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      CarcAction a = { 0 };

      if (child->type == XML_TEXT_NODE && xmlIsBlankNode (child))
        continue;
      if (child->type != XML_ELEMENT_NODE || spec->content == CARC_WIRE_CONTENT_NONE || setup == NULL)
        return refuse (error, child, "content the message does not have");
      if ((carc_xml_is (child, "drawn") || carc_xml_is (child, "cards")) && spec->content != CARC_WIRE_CONTENT_ACTION)
        {
          if (m->reveals->len == CARC_MAX_TILES)
            return refuse (error, child, "too many items");
          if (!read_reveal (child, setup, m, error))
            return FALSE;
          continue;
        }
      if (m->actions->len == max_actions)
        return refuse (error, child, "too many actions");
      if (!carc_save_read_action (&r, child, &a))
        return FALSE;
      g_array_append_val (m->actions, a);
    }
  if (spec->content != CARC_WIRE_CONTENT_LOG && spec->content != CARC_WIRE_CONTENT_NONE && m->actions->len != 1)
    return refuse (error, root, "the message holds one action");
  return TRUE;
}

/* Reads one frame of at most @max_size bytes.  @setup, the game's, reads
 * actions and tiles; before it is known (NULL), a message holding any is
 * refused. */
CarcWireMessage *
carc_wire_read (GBytes           *frame,
                gsize             max_size,
                const CarcSetup  *setup,
                GError          **error)
{
  xmlDocPtr doc;
  xmlNode *root;
  g_autoptr(CarcWireMessage) m = NULL;
  gboolean ok;

  g_return_val_if_fail (frame != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  doc = carc_xml_parse (frame, WIRE_NAME, max_size, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  for (guint k = 0; root != NULL && k < CARC_WIRE_N_KINDS; k++)
    if (carc_xml_is (root, carc_wire_specs[k].element) && root->ns == NULL)
      m = carc_wire_message_new (k);
  if (m == NULL)
    {
      refuse (error, root, "not a message of the game");
      xmlFreeDoc (doc);
      return NULL;
    }
  ok = check_attributes (root, &carc_wire_specs[m->kind], error)
       && read_attributes (root, m, error)
       && read_content (root, &carc_wire_specs[m->kind], setup, m, error);
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&m) : NULL;
}
