/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The network protocol's messages (docs/network-protocol.md): each kind
 * written and read back the same, every malformed or hostile frame
 * refused with an error, and the invitation links made and read. */
#include "config.h"

#include <string.h>

#include "carc-invitation.h"
#include "carc-test-util.h"
#include "carc-wire.h"

#define TOKEN "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
#define TOKEN_TAIL "123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

static CarcSetup *
river_messages_setup (void)
{
  const char *sets[] = { "base", NULL };
  const char *modules[] = { "river", "messages", "flying-machines", NULL };
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = carc_setup_compose (sets, modules, 3, 0, 5, carc_save_builtin_tile_sets, NULL, &error);

  g_assert_no_error (error);
  return setup;
}

static CarcWireMessage *
read_text (const char       *text,
           const CarcSetup  *setup,
           gsize             max_size,
           GError          **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return carc_wire_read (bytes, max_size, setup, error);
}

/* @message written and read back. */
static CarcWireMessage *
round_trip (const CarcWireMessage *message,
            const CarcSetup       *setup)
{
  g_autofree char *text = carc_wire_write (message, setup, NULL);
  g_autoptr(GError) error = NULL;
  CarcWireMessage *back = read_text (text, setup, CARC_WIRE_MAX_HOST_FRAME, &error);

  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_cmpint (back->kind, ==, message->kind);
  return back;
}

static void
test_round_trip (void)
{
  g_autoptr(CarcSetup) setup = river_messages_setup ();
  g_autoptr(CarcHistory) history = carc_history_new (setup);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n_order;
  const guint16 *order = carc_setup_get_order (setup, &n_order);
  const guint16 cards[] = { 3, 1, 4 };

  for (CarcWireKind kind = 0; kind < CARC_WIRE_N_KINDS; kind++)
    {
      g_autoptr(CarcWireMessage) message = carc_wire_message_new (kind);
      g_autoptr(CarcWireMessage) back = NULL;

      message->seat = 2;
      message->seq = 17;
      message->request = 4000000000u;
      message->consent = TRUE;
      message->presence = CARC_WIRE_SEAT_AWAY;
      message->token = g_strdup (TOKEN);
      message->n_scores = 3;
      message->scores[1] = 99;
      if (kind == CARC_WIRE_SAY || kind == CARC_WIRE_CHAT)
        message->text = g_strdup ("Well played, “Anna” <3 & good luck");
      if (kind == CARC_WIRE_ACT || kind == CARC_WIRE_STEP || kind == CARC_WIRE_SYNC)
        {
          g_array_set_size (actions, 0);
          carc_state_list_actions (carc_history_get_state (history), actions);
          g_array_append_vals (message->actions, actions->data, 1);
        }
      if (kind == CARC_WIRE_STEP || kind == CARC_WIRE_SYNC)
        {
          /* The middle one drawn face down: "?" on the wire. */
          const guint16 drawn[] = { order[5], CARC_WIRE_FACE_DOWN, order[7] };

          carc_wire_message_add_reveal (message, NULL, 5, drawn, 3);
          carc_wire_message_add_reveal (message, "messages", 0, cards, 3);
        }
      back = round_trip (message, setup);
      g_assert_cmpuint (back->actions->len, ==, message->actions->len);
      if (message->actions->len > 0)
        g_assert_true (carc_action_equal (&g_array_index (back->actions, CarcAction, 0),
                                          &g_array_index (message->actions, CarcAction, 0)));
      g_assert_cmpuint (back->reveals->len, ==, message->reveals->len);
      for (guint r = 0; r < back->reveals->len; r++)
        {
          CarcWireReveal *a = g_ptr_array_index (message->reveals, r), *b = g_ptr_array_index (back->reveals, r);

          g_assert_cmpstr (a->deck, ==, b->deck);
          g_assert_cmpuint (a->from, ==, b->from);
          g_assert_cmpmem (a->items->data, a->items->len * 2, b->items->data, b->items->len * 2);
        }
      g_assert_cmpstr (back->text, ==, message->text);
      if (kind == CARC_WIRE_JOIN)
        g_assert_cmpstr (back->token, ==, TOKEN);
      if (kind == CARC_WIRE_UNDO_ANSWER)
        g_assert_true (back->consent);
      if (kind == CARC_WIRE_PRESENCE)
        g_assert_cmpint (back->presence, ==, CARC_WIRE_SEAT_AWAY);
      if (kind == CARC_WIRE_OVER)
        g_assert_cmpuint (back->scores[1], ==, 99);
      if (kind == CARC_WIRE_UNDO_ASKED)
        g_assert_cmpuint (back->request, ==, 4000000000u);
      if (kind == CARC_WIRE_JOIN || kind == CARC_WIRE_PRESENCE || kind == CARC_WIRE_STEP)
        g_assert_cmpuint (back->seat, ==, 2);
      if (kind == CARC_WIRE_ACT || kind == CARC_WIRE_STEP || kind == CARC_WIRE_SYNC || kind == CARC_WIRE_UNDONE)
        g_assert_cmpuint (back->seq, ==, 17);
    }
}

static void
test_refused (void)
{
  static const char * const frames[] = {
    "",
    "not XML at all",
    "<hello/>",
    "<join protocol=\"1\" seat=\"1\"/>",
    "<join protocol=\"1\" seat=\"1\" token=\"" TOKEN "\" name=\"x\"/>",
    "<join protocol=\"1\" seat=\"6\" token=\"" TOKEN "\"/>",
    "<join protocol=\"1\" seat=\" -1\" token=\"" TOKEN "\"/>",
    "<join protocol=\"1\" seat=\"1\" token=\"0123456789ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef\"/>",
    "<join protocol=\"1\" seat=\"1\" token=\"" TOKEN "0\"/>",
    "<join protocol=\"99999999999999999999\" seat=\"1\" token=\"" TOKEN "\"/>",
    "<x:join xmlns:x=\"urn:x\" protocol=\"1\" seat=\"1\" token=\"" TOKEN "\"/>",
    "<join protocol=\"1\" seat=\"1\" token=\"" TOKEN "\">hello</join>",
    "<!DOCTYPE join [<!ENTITY e \"1\">]><join protocol=\"&e;\" seat=\"1\" token=\"" TOKEN "\"/>",
    "<act seq=\"3\"/>",
    "<act seq=\"3\"><skip/><skip/></act>",
    "<act seq=\"3\"><tile x=\"0\" y=\"1\" rotation=\"4\"/></act>",
    "<act seq=\"3\"><tile x=\"0\" y=\"1000000\" rotation=\"0\"/></act>",
    "<act seq=\"3\"><figure segment=\"0\" figure=\"dragon\"/></act>",
    "<act seq=\"3\"><module-action module=\"nope\" action=\"x\" x=\"0\" y=\"0\" segment=\"0\" value=\"0\"/></act>",
    "<act seq=\"3\"><module-action module=\"messages\" action=\"nope\" x=\"0\" y=\"0\" segment=\"0\" value=\"0\"/></act>",
    "<act seq=\"3\"><drawn from=\"0\">RV01</drawn><skip/></act>",
    "<act seq=\"9000\"><skip/></act>",
    "<act seq=\"3\"><!-- a comment --><skip/></act>",
    "<undo-answer request=\"1\" consent=\"perhaps\"/>",
    "<say/>",
    "<say>   </say>",
    "<say>a\xe2\x80\xae" "b</say>",
    "<say>a\xe2\x80\xab" "b</say>",
    "<say>a\xe2\x81\xa6" "b</say>",
    "<say>\xe2\x80\x8d</say>",
    "<say><b>bold</b></say>",
    "<say seat=\"1\">hello</say>",
    "<step seq=\"0\" seat=\"0\"><drawn from=\"0\">NOPE</drawn><skip/></step>",
    "<step seq=\"0\" seat=\"0\"><cards deck=\"other\" from=\"0\">1</cards><skip/></step>",
    "<step seq=\"0\" seat=\"0\"><cards deck=\"messages\" from=\"0\">-1</cards><skip/></step>",
    "<step seq=\"0\" seat=\"0\"><drawn from=\"0\"><skip/></drawn><skip/></step>",
    "<presence seat=\"1\" state=\"asleep\"/>",
    "<over scores=\"1\"/>",
    "<over scores=\"1 2 3 4 5 6 7\"/>",
  };
  g_autoptr(CarcSetup) setup = river_messages_setup ();
  g_autoptr(GString) long_chat = g_string_new ("<say>");
  g_autoptr(GString) large = g_string_new ("<say>");

  for (guint i = 0; i < G_N_ELEMENTS (frames); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcWireMessage) m = read_text (frames[i], setup, CARC_WIRE_MAX_PLAYER_FRAME, &error);

      if (m != NULL)
        g_error ("frame %u accepted: %s", i, frames[i]);
      g_assert_nonnull (error);
    }
  for (guint i = 0; i < 201; i++)
    g_string_append (long_chat, "é");
  g_string_append (long_chat, "</say>");
  while (large->len <= CARC_WIRE_MAX_PLAYER_FRAME)
    g_string_append (large, "a");
  g_string_append (large, "</say>");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GError) error2 = NULL;
    g_autoptr(GError) error3 = NULL;
    g_autoptr(CarcWireMessage) m = read_text (long_chat->str, setup, CARC_WIRE_MAX_PLAYER_FRAME, &error);
    g_autoptr(CarcWireMessage) m2 = read_text (large->str, setup, CARC_WIRE_MAX_PLAYER_FRAME, &error2);
    g_autoptr(CarcWireMessage) m3 = read_text ("<act seq=\"0\"><skip/></act>", NULL, CARC_WIRE_MAX_PLAYER_FRAME,
                                               &error3);

    g_assert_null (m);
    g_assert_error (error2, CARC_IO_ERROR, CARC_IO_ERROR_TOO_LARGE);
    g_assert_null (m3);  /* no action before the setup is known */
    g_assert_nonnull (error3);
  }
}

/* Chat lines with the format characters text needs: an emoji joined by
 * zero width joiners, a flag of tags, a soft hyphen, a right-to-left
 * mark; read as they are. */
static void
test_chat (void)
{
  static const char * const lines[] = {
    "\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x92\xbb coding",
    "\xf0\x9f\x8f\xb4\xf3\xa0\x81\xa7\xf3\xa0\x81\xa2\xf3\xa0\x81\xa5\xf3\xa0\x81\xae\xf3\xa0\x81\xa7\xf3\xa0\x81\xbf",
    "Carcas\xc2\xadsonne",
    "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d\xe2\x80\x8f 42",
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *frame = g_strdup_printf ("<say>%s</say>", lines[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcWireMessage) m = read_text (frame, NULL, CARC_WIRE_MAX_PLAYER_FRAME, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (m->text, ==, lines[i]);
    }
}

static void
test_invitation (void)
{
  static const char * const bad[] = {
    "https://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example.org/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/play?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/game?token=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/game?token=abc&fp=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=6",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1&more=2",
    "carcassonne://me@example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1#x",
    "carcassonne://example.org:4000/game?token=" TOKEN "&token=" TOKEN "&seat=1",
    /* A field twice, a value percent-encoded, empty fields, a host that
     * is no name, a seat with a sign or a zero before it. */
    "carcassonne://example.org:4000/game?token=" TOKEN "&token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1&seat=1",
    "carcassonne://example.org:4000/game?token=%61" TOKEN_TAIL "&fp=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=%31",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&&seat=1",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=+1",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=01",
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat",
    "carcassonne://example org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example%20org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://exa_mple.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://-example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example..org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://example.org:4000/game?fp=" TOKEN "&token=" TOKEN "&seat=1&",
  };
  static const char * const good[] = {
    "carcassonne://example.org:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=1",
    "carcassonne://Example-1.org.:4000/game?seat=5&fp=" TOKEN "&token=" TOKEN,
    "carcassonne://192.168.1.20:7447/game?token=" TOKEN "&fp=" TOKEN "&seat=0",
    "carcassonne://[fd00::1]:7447/game?token=" TOKEN "&fp=" TOKEN "&seat=2",
    "carcassonne://localhost:7447/game?token=" TOKEN "&fp=" TOKEN "&seat=2",
  };
  CarcInvitation invitation = { "::1", 4000, 3, TOKEN, TOKEN };
  g_autofree char *link = carc_invitation_to_link (&invitation);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcInvitation) back = carc_invitation_parse (link, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (link, ==, "carcassonne://[::1]:4000/game?token=" TOKEN "&fp=" TOKEN "&seat=3");
  g_assert_cmpstr (back->host, ==, "::1");
  g_assert_cmpuint (back->port, ==, 4000);
  g_assert_cmpuint (back->seat, ==, 3);
  g_assert_cmpstr (back->token, ==, TOKEN);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) refused = NULL;
      g_autoptr(CarcInvitation) none = carc_invitation_parse (bad[i], &refused);

      if (none != NULL)
        g_error ("link %u accepted: %s", i, bad[i]);
      g_assert_nonnull (refused);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) refused = NULL;
      g_autoptr(CarcInvitation) taken = carc_invitation_parse (good[i], &refused);

      g_assert_no_error (refused);
      g_assert_cmpstr (taken->token, ==, TOKEN);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/net/wire/round-trip", test_round_trip);
  g_test_add_func ("/net/wire/refused", test_refused);
  g_test_add_func ("/net/invitation", test_invitation);
  g_test_add_func ("/net/wire/chat", test_chat);
  return g_test_run ();
}
