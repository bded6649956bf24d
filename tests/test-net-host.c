/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A hosted game against hostile connections, on loopback in one process:
 * malformed, binary and oversized frames, a join that never comes, a
 * wrong token, a wrong protocol, a message as endless fragments, an
 * action for another seat, a replayed action and a flood each close that
 * connection alone with its code, and change nothing; then two players
 * play the game to its end, their final states the host's.  A fake host
 * that sends endless fragments is left as one that broke the protocol.
 * Every wait is for an event, never for a time (the join's deadline is
 * the host's own timer); the fragments' bound is counted in bytes. */
#include "config.h"

#include <glib/gstdio.h>
#include <libsoup/soup.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "carc-ai.h"
#include "carc-certificate.h"
#include "carc-host.h"
#include "carc-message-limit.h"
#include "carc-net-test-util.h"
#include "carc-net-client.h"
#include "carc-save.h"
#include "carc-test-util.h"
#include "carc-wire.h"

static void
wait_for (gboolean *flag)
{
  while (!*flag)
    g_main_context_iteration (NULL, TRUE);
}

/* The code the host closes a connection with after @frame; a connection
 * the host answers instead fails the test at once. */
static gushort
refused (guint       port,
         const char *frame)
{
  TestSocket *raw = test_socket_connect (port);

  soup_websocket_connection_send_text (raw->connection, frame);
  while (!raw->closed && raw->frames->len == 0)
    g_main_context_iteration (NULL, TRUE);
  if (raw->frames->len > 0)
    g_error ("the host answered %s with %s", frame, (char *) raw->frames->pdata[0]);
  return test_socket_close_code (raw);
}

/* A connection joined to @seat with @token, caught up. */
static TestSocket *
joined (guint       port,
        guint       seat,
        const char *token)
{
  TestSocket *raw = test_socket_connect (port);
  g_autofree char *join = g_strdup_printf ("<join protocol=\"1\" seat=\"%u\" token=\"%s\"/>", seat, token);

  soup_websocket_connection_send_text (raw->connection, join);
  test_socket_wait_frames (raw, 3);
  g_assert_true (g_str_has_prefix (raw->frames->pdata[0], "<welcome "));
  g_assert_true (g_str_has_prefix (raw->frames->pdata[2], "<sync "));
  return raw;
}

/* The action the easy computer player takes for whoever decides now, as
 * the frame that sends it at the log's length @seq. */
static char *
act_frame (CarcState *state,
           guint      seq)
{
  CarcAiParams params;
  CarcAiResult result;
  g_autofree char *action = NULL;

  carc_ai_params_init (&params, CARC_AI_EASY, seq);
  g_assert_true (carc_ai_choose (state, &params, &result));
  action = carc_save_action_to_text (carc_state_get_setup (state), &result.action);
  return g_strdup_printf ("<act seq=\"%u\">%s</act>", seq, action);
}

static gboolean
host_plays_cb (gpointer user_data)
{
  CarcHost *host = user_data;
  CarcState *state = carc_host_get_state (host);
  const CarcDecision *decision = carc_state_get_decision (state);
  CarcAiParams params;
  CarcAiResult result;

  if (!carc_state_is_over (state) && !carc_host_is_remote (host, decision->acting))
    {
      carc_ai_params_init (&params, CARC_AI_EASY, carc_host_get_log_length (host));
      g_assert_true (carc_ai_choose (state, &params, &result));
      g_assert_cmpint (carc_host_play (host, decision->acting, &result.action), ==, CARC_OK);
    }
  return G_SOURCE_CONTINUE;
}

typedef struct
{
  CarcNetClient *client;
  guint          chats;
  gboolean       over;
  gboolean       closed;
} Player;

static gboolean
player_plays_cb (gpointer user_data)
{
  Player *player = user_data;
  CarcAiParams params;
  CarcAiResult result;

  if (carc_net_client_is_my_turn (player->client))
    {
      carc_ai_params_init (&params, CARC_AI_EASY, 7);
      g_assert_true (carc_ai_choose (carc_net_client_get_state (player->client), &params, &result));
      g_assert_cmpint (carc_net_client_act (player->client, &result.action), ==, CARC_OK);
    }
  return G_SOURCE_CONTINUE;
}

static void
player_chat_cb (Player *player)
{
  player->chats++;
}

static void
player_over_cb (Player *player)
{
  player->over = TRUE;
}

static void
player_closed_cb (Player *player)
{
  player->closed = TRUE;
}

static void
player_join (Player         *player,
             CarcInvitation *invitation)
{
  player->client = carc_net_client_new (invitation);
  g_signal_connect_swapped (player->client, "chat", G_CALLBACK (player_chat_cb), player);
  g_signal_connect_swapped (player->client, "over", G_CALLBACK (player_over_cb), player);
  g_signal_connect_swapped (player->client, "closed", G_CALLBACK (player_closed_cb), player);
  g_idle_add (player_plays_cb, player);
  carc_net_client_connect (player->client);
}

static gboolean
decides (CarcHost *host,
         guint     seat)
{
  const CarcDecision *decision = carc_state_get_decision (carc_host_get_state (host));

  return !carc_state_is_over (carc_host_get_state (host)) && decision->acting == seat
         && decision->kind != CARC_DECISION_CHANCE;
}

/* The game of these tests: the River, the Messages and the Flying
 * Machines. */
static CarcHost *
host_new (void)
{
  static const char *const modules[] = { "river", "messages", "flying-machines", NULL };

  return test_host_new (modules);
}

static CarcInvitation *
invitation_of (CarcHost *host,
               guint     seat)
{
  g_autofree char *link = carc_host_dup_invitation (host, seat, "127.0.0.1");

  return carc_invitation_parse (link, NULL);
}

typedef struct
{
  guint      port;       /* the host's, for a hostile player */
  GIOStream *stream;     /* after the handshake */
  gboolean   masked;     /* a player's frames */
  gsize      frame;      /* payload bytes of each fragment */
  gsize      limit;      /* stop, failing, past this many bytes */
  gsize      sent;       /* bytes of frames sent when the close came */
  guint      code;       /* the other side's close code */
  gint       done;
  GSocketListener *listener;     /* a hostile host's */
  GTlsCertificate *certificate;
  guint      behaviour;  /* a hostile host's, after the handshake: HOST_* */
} Fragments;

enum
{
  HOST_FRAGMENTS,   /* a message as endless fragments */
  HOST_LARGE,       /* a frame one byte over the largest a host sends */
  HOST_SILENT,      /* nothing at all */
};

/* Sends one text message as fragments, never the last, each followed by
 * a ping whose pong says the other side has read it all, until the other
 * side closes: what it was sent by then is what it could have kept. */
static void
send_fragments (Fragments *run)
{
  g_autofree guint8 *payload = g_malloc (run->frame);
  g_autoptr(GByteArray) answer = g_byte_array_new ();
  int opcode = 0;

  memset (payload, 'a', run->frame);
  while (run->sent <= run->limit)
    {
      gsize frame = test_raw_write_frame (run->stream, run->sent == 0 ? 0x01 : 0x00, run->masked, payload, run->frame);
      gsize ping = test_raw_write_frame (run->stream, 0x89, run->masked, NULL, 0);

      if (frame == 0 || ping == 0)
        break;
      run->sent += frame + ping;
      /* The other side's own messages (a player's join) pass. */
      while ((opcode = test_raw_read_frame (run->stream, answer)) == 0x01)
        ;
      if (opcode != 0x0a)
        break;
    }
  if (opcode == 0x08 && answer->len >= 2)
    run->code = (answer->data[0] << 8) | answer->data[1];
  g_io_stream_close (run->stream, NULL, NULL);
}

static void
run_finish (Fragments *run)
{
  g_clear_object (&run->stream);
  g_atomic_int_set (&run->done, TRUE);
  g_main_context_wakeup (NULL);
}

/* A player that upgrades to WebSocket at @run's port and sends fragments
 * without joining. */
static gpointer
hostile_player_thread (gpointer user_data)
{
  Fragments *run = user_data;
  g_autoptr(GIOStream) tls = test_raw_upgrade (run->port, 0);

  run->stream = g_object_ref (tls);
  send_fragments (run);
  run_finish (run);
  return NULL;
}

/* A message as endless fragments, from a connection that never joins:
 * the host closes it, 4400, once it has sent more than the limit, before
 * the host keeps more. */
static void
check_fragments (guint port)
{
  Fragments run = { port, NULL, TRUE, 1000, 64 * CARC_MESSAGE_LIMIT_PLAYER, 0, 0, FALSE, NULL, NULL };
  GThread *thread = g_thread_new ("hostile", hostile_player_thread, &run);

  while (!g_atomic_int_get (&run.done))
    g_main_context_iteration (NULL, TRUE);
  g_thread_join (thread);
  g_assert_cmpuint (run.code, ==, 4400);
  g_assert_cmpuint (run.sent, >, CARC_MESSAGE_LIMIT_PLAYER);
  g_assert_cmpuint (run.sent, <=, CARC_MESSAGE_LIMIT_PLAYER + run.frame + 8 + 6);
}

/* A fake host at @run's listener: it answers the handshake, then sends
 * fragments. */
static gpointer
hostile_host_thread (gpointer user_data)
{
  Fragments *run = user_data;
  g_autoptr(GSocketConnection) connection = g_socket_listener_accept (run->listener, NULL, NULL, NULL);
  g_autoptr(GIOStream) tls = NULL;
  g_autofree char *head = NULL;
  g_autofree char *key = NULL;
  g_autofree char *answer = NULL;
  g_autoptr(GChecksum) sha1 = g_checksum_new (G_CHECKSUM_SHA1);
  guint8 digest[20];
  gsize digest_length = sizeof digest;
  g_autofree char *accept = NULL;
  const char *at;

  g_assert_nonnull (connection);
  tls = G_IO_STREAM (g_tls_server_connection_new (G_IO_STREAM (connection), run->certificate, NULL));
  g_assert_true (g_tls_connection_handshake (G_TLS_CONNECTION (tls), NULL, NULL));
  head = test_raw_read_head (tls);
  at = strstr (head, "Sec-WebSocket-Key: ");
  g_assert_nonnull (at);
  key = g_strndup (at + 19, strcspn (at + 19, "\r"));
  g_checksum_update (sha1, (const guchar *) key, -1);
  g_checksum_update (sha1, (const guchar *) "258EAFA5-E914-47DA-95CA-C5AB0DC85B11", -1);
  g_checksum_get_digest (sha1, digest, &digest_length);
  accept = g_base64_encode (digest, digest_length);
  answer = g_strdup_printf ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            "Sec-WebSocket-Accept: %s\r\n\r\n", accept);
  g_assert_true (g_output_stream_write_all (g_io_stream_get_output_stream (tls), answer, strlen (answer),
                                            NULL, NULL, NULL));
  run->stream = g_object_ref (tls);
  if (run->behaviour == HOST_FRAGMENTS)
    send_fragments (run);
  else
    {
      guint64 length = CARC_WIRE_MAX_HOST_FRAME + 1;
      guint8 header[10] = { 0x81, 127 };
      g_autoptr(GByteArray) payload = g_byte_array_new ();

      for (guint i = 0; i < 8; i++)
        header[2 + i] = length >> (8 * (7 - i));
      if (run->behaviour == HOST_LARGE)
        g_assert_true (g_output_stream_write_all (g_io_stream_get_output_stream (tls), header, sizeof header,
                                                  NULL, NULL, NULL));
      /* The player's join passes; then the end of the stream. */
      while (test_raw_read_frame (tls, payload) == 0x01)
        ;
      g_io_stream_close (tls, NULL, NULL);
    }
  run_finish (run);
  return NULL;
}

static void
client_closed_cb (gboolean *closed)
{
  *closed = TRUE;
}

/* A host that sends a message as endless fragments: the player leaves it
 * as one that broke the protocol, 4400, once it has been sent more than
 * the limit, before it keeps more. */
static void
test_hostile_host (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
  g_autoptr(GTlsCertificate) certificate = carc_certificate_load_or_make (folder, NULL, &error);
  g_autoptr(GSocketListener) listener = g_socket_listener_new ();
  g_autofree char *fingerprint = NULL;
  g_autoptr(CarcNetClient) client = NULL;
  Fragments run = { 0, NULL, FALSE, 60000, 64 * CARC_MESSAGE_LIMIT_HOST, 0, 0, FALSE, NULL, NULL };
  CarcInvitation invitation = { (char *) "127.0.0.1", 0, 1, NULL, NULL };
  gboolean closed = FALSE;
  GThread *thread;

  g_assert_no_error (error);
  fingerprint = carc_certificate_fingerprint (certificate);
  invitation.port = g_socket_listener_add_any_inet_port (listener, NULL, &error);
  g_assert_no_error (error);
  invitation.token = (char *) "0000000000000000000000000000000000000000000000000000000000000000";
  invitation.fingerprint = fingerprint;
  run.listener = listener;
  run.certificate = certificate;
  thread = g_thread_new ("hostile", hostile_host_thread, &run);
  client = carc_net_client_new (&invitation);
  g_signal_connect_swapped (client, "closed", G_CALLBACK (client_closed_cb), &closed);
  carc_net_client_connect (client);
  while (!g_atomic_int_get (&run.done) || !closed)
    g_main_context_iteration (NULL, TRUE);
  g_thread_join (thread);
  g_assert_cmpuint (run.code, ==, 4400);
  g_assert_cmpuint (run.sent, >, CARC_MESSAGE_LIMIT_HOST);
  g_assert_cmpuint (run.sent, <=, CARC_MESSAGE_LIMIT_HOST + run.frame + 4 + 2);
  g_assert_cmpint (carc_net_client_get_failure (client), ==, CARC_NET_FAILURE_BROKEN);
}

/* A host that sends a frame over its bound, and one that says nothing
 * after the handshake: the player leaves each, saying why plainly (not a
 * close code 0), the silent one once the player's deadline for the game
 * passes (a second here). */
static void
test_host_breaks_off (void)
{
  for (guint behaviour = HOST_LARGE; behaviour <= HOST_SILENT; behaviour++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GFile) folder = g_file_new_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
      g_autoptr(GTlsCertificate) certificate = carc_certificate_load_or_make (folder, NULL, &error);
      g_autoptr(GSocketListener) listener = g_socket_listener_new ();
      g_autofree char *fingerprint = carc_certificate_fingerprint (certificate);
      g_autoptr(CarcNetClient) client = NULL;
      Fragments run = { 0 };
      CarcInvitation invitation = { (char *) "127.0.0.1", 0, 1, NULL, fingerprint };
      gboolean closed = FALSE;
      GThread *thread;

      invitation.port = g_socket_listener_add_any_inet_port (listener, NULL, &error);
      g_assert_no_error (error);
      invitation.token = (char *) "0000000000000000000000000000000000000000000000000000000000000000";
      run.listener = listener;
      run.certificate = certificate;
      run.behaviour = behaviour;
      thread = g_thread_new ("hostile", hostile_host_thread, &run);
      client = carc_net_client_new (&invitation);
      /* The silent host's wait cut short; the large frame's left at its
       * own, so that a busy machine never turns it into a wait. */
      if (behaviour == HOST_SILENT)
        carc_net_client_set_setup_seconds (client, 1);
      g_signal_connect_swapped (client, "closed", G_CALLBACK (client_closed_cb), &closed);
      carc_net_client_connect (client);
      while (!g_atomic_int_get (&run.done) || !closed)
        g_main_context_iteration (NULL, TRUE);
      g_thread_join (thread);
      g_test_message ("%s", carc_net_client_get_error (client));
      g_assert_cmpstr (carc_net_client_get_error (client), ==,
                       behaviour == HOST_LARGE ? "the host sent a frame over 576 KiB"
                                               : "the host did not send the game in time");
      g_assert_cmpint (carc_net_client_get_failure (client), ==, CARC_NET_FAILURE_BROKEN);
    }
}

/* Frames that close a connection before it joins. */
static void
check_before_join (guint           port,
                   CarcInvitation *seat2)
{
  g_autofree char *wrong_token = g_strdup_printf ("<join protocol=\"1\" seat=\"2\" token=\"%064d\"/>", 7);
  g_autofree char *local_seat = g_strdup_printf ("<join protocol=\"1\" seat=\"0\" token=\"%s\"/>", seat2->token);
  g_autofree char *old_protocol = g_strdup_printf ("<join protocol=\"2\" seat=\"2\" token=\"%s\"/>", seat2->token);
  g_autoptr(GString) large = g_string_new ("<say>");
  TestSocket *raw;

  g_assert_cmpuint (refused (port, "not a message"), ==, 4400);
  g_assert_cmpuint (refused (port, "<join protocol=\"1\" seat=\"2\"/>"), ==, 4400);
  g_assert_cmpuint (refused (port, "<act seq=\"0\"><skip/></act>"), ==, 4400);
  g_assert_cmpuint (refused (port, "<say>hello</say>"), ==, 4400);
  g_assert_cmpuint (refused (port, wrong_token), ==, 4401);
  g_assert_cmpuint (refused (port, local_seat), ==, 4401);
  g_assert_cmpuint (refused (port, old_protocol), ==, 4426);
  while (large->len < 8 * 1024)
    g_string_append (large, "aaaaaaaa");
  /* libsoup drops it at the frame's header, without a close frame. */
  g_assert_cmpuint (refused (port, large->str), ==, 0);
  raw = test_socket_connect (port);
  soup_websocket_connection_send_binary (raw->connection, "<say>x</say>", 12);
  g_assert_cmpuint (test_socket_close_code (raw), ==, 4400);
  /* A connection that never joins is closed by the host's deadline. */
  raw = test_socket_connect (port);
  g_assert_cmpuint (test_socket_close_code (raw), ==, 4408);
  check_fragments (port);
}

static void
test_hostile (void)
{
  g_autoptr(CarcHost) host = host_new ();
  g_autoptr(CarcInvitation) seat1 = invitation_of (host, 1);
  g_autoptr(CarcInvitation) seat2 = invitation_of (host, 2);
  guint port = carc_host_get_port (host);
  g_autofree char *real_pile = NULL;
  Player one = { NULL }, two = { NULL };
  g_autofree char *frame = NULL;
  TestSocket *raw, *other;
  guint before;

  check_before_join (port, seat2);
  /* The host let go of every one of them. */
  while (carc_host_get_n_connected (host) > 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (carc_host_get_log_length (host), ==, 0);

  /* The setup shows no seed and not the pile's order. */
  raw = joined (port, 2, seat2->token);
  g_assert_nonnull (strstr (raw->frames->pdata[1], "seed=\"0\""));
  {
    guint n;
    const guint16 *pile = carc_setup_get_pile (carc_state_get_setup (carc_host_get_state (host)), 1, &n);
    CarcTileSet *tiles = carc_setup_get_tile_set (carc_state_get_setup (carc_host_get_state (host)));
    g_autoptr(GString) text = g_string_new (NULL);

    for (guint i = 0; i < 12; i++)
      g_string_append_printf (text, "%s%s", i ? " " : "", carc_tile_set_get_type (tiles, pile[i])->id);
    real_pile = g_string_free (g_steal_pointer (&text), FALSE);
  }
  g_assert_null (strstr (raw->frames->pdata[1], real_pile));
  /* An action for seat 0, which decides now. */
  frame = act_frame (carc_host_get_state (host), 0);
  soup_websocket_connection_send_text (raw->connection, frame);
  g_assert_cmpuint (test_socket_close_code (raw), ==, 4403);
  g_assert_cmpuint (carc_host_get_log_length (host), ==, 0);

  /* The game begins; seat 2 waits for its player. */
  g_idle_add (host_plays_cb, host);
  player_join (&one, seat1);
  while (!decides (host, 2))
    g_main_context_iteration (NULL, TRUE);

  /* A legal action of seat 2, applied, then sent again. */
  raw = joined (port, 2, seat2->token);
  before = carc_host_get_log_length (host);
  g_clear_pointer (&frame, g_free);
  frame = act_frame (carc_host_get_state (host), before);
  soup_websocket_connection_send_text (raw->connection, frame);
  while (carc_host_get_log_length (host) == before)
    g_main_context_iteration (NULL, TRUE);
  soup_websocket_connection_send_text (raw->connection, frame);
  g_assert_cmpuint (test_socket_close_code (raw), ==, 4409);
  g_assert_cmpuint (carc_host_get_log_length (host), ==, before + 1);

  /* A second connection with the token replaces the first; one without
   * it changes nothing. */
  raw = joined (port, 2, seat2->token);
  other = joined (port, 2, seat2->token);
  g_assert_cmpuint (test_socket_close_code (raw), ==, 4410);
  g_assert_cmpuint (refused (port, "<join protocol=\"1\" seat=\"2\" token=\"" "00000000000000000000000000000000"
                                   "00000000000000000000000000000000" "\"/>"), ==, 4401);
  g_assert_cmpint (soup_websocket_connection_get_state (other->connection), ==, SOUP_WEBSOCKET_STATE_OPEN);

  /* A flood of 1,000 chat lines. */
  for (guint i = 0; i < 1000; i++)
    soup_websocket_connection_send_text (other->connection, "<say>hello</say>");
  g_assert_cmpuint (test_socket_close_code (other), ==, 4429);
  g_assert_cmpuint (carc_host_get_log_length (host), ==, before + 1);

  /* The game goes on to its end, and each player's is the host's. */
  player_join (&two, seat2);
  while (!one.over || !two.over)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (one.chats, <, 1000);
  g_assert_true (carc_state_is_over (carc_host_get_state (host)));
  for (guint p = 0; p < 3; p++)
    {
      guint score = carc_state_get_score (carc_host_get_state (host), p);

      g_assert_cmpuint (carc_state_get_score (carc_net_client_get_state (one.client), p), ==, score);
      g_assert_cmpuint (carc_state_get_score (carc_net_client_get_state (two.client), p), ==, score);
    }
  g_assert_null (carc_net_client_get_error (one.client));
  g_assert_null (carc_net_client_get_error (two.client));
  /* The flood reached the first player only as far as the bucket let it;
   * a line said now reaches the other. */
  carc_net_client_say (one.client, "good game");
  while (two.chats == 0)
    g_main_context_iteration (NULL, TRUE);
  carc_net_client_close (one.client);
  carc_net_client_close (two.client);
  wait_for (&one.closed);
  wait_for (&two.closed);
  g_idle_remove_by_data (&one);
  g_idle_remove_by_data (&two);
  g_idle_remove_by_data (host);
  g_clear_object (&one.client);
  g_clear_object (&two.client);
  carc_host_stop (host);
}

/* Connections that never join fill the host up to its bound; a player
 * joining again with the seat's token still gets in, the oldest of them
 * closed to make room (4503), and the others stay. */
static void
test_full_of_strangers (void)
{
  g_autoptr(CarcHost) host = host_new ();
  g_autoptr(CarcInvitation) seat1 = invitation_of (host, 1);
  guint port = carc_host_get_port (host);
  TestSocket *strangers[8];
  TestSocket *rightful;

  /* Two remote seats: twice two and four connections. */
  for (guint i = 0; i < G_N_ELEMENTS (strangers); i++)
    strangers[i] = test_socket_connect (port);
  while (carc_host_get_n_connected (host) < G_N_ELEMENTS (strangers))
    g_main_context_iteration (NULL, TRUE);
  rightful = joined (port, 1, seat1->token);
  g_assert_cmpuint (test_socket_close_code (strangers[0]), ==, 4503);
  g_assert_cmpint (carc_host_get_presence (host, 1), ==, CARC_WIRE_SEAT_HERE);
  for (guint i = 1; i < G_N_ELEMENTS (strangers); i++)
    {
      g_assert_false (strangers[i]->closed);
      soup_websocket_connection_close (strangers[i]->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      g_assert_cmpuint (test_socket_close_code (strangers[i]), ==, SOUP_WEBSOCKET_CLOSE_NORMAL);
    }
  soup_websocket_connection_close (rightful->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  test_socket_close_code (rightful);
  while (carc_host_get_n_connected (host) > 0)
    g_main_context_iteration (NULL, TRUE);
  carc_host_stop (host);
}

/* A certificate of a folder of its own, as PEM: the certificate, then
 * its key. */
static char *
genuine_pem (void)
{
  g_autofree char *path = g_dir_make_tmp ("carc-certificate-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(GFile) file = g_file_get_child (folder, "host-certificate.pem");
  g_autoptr(GTlsCertificate) certificate = carc_certificate_load_or_make (folder, NULL, NULL);
  char *pem = NULL;

  g_assert_nonnull (certificate);
  g_assert_true (g_file_load_contents (file, NULL, &pem, NULL, NULL, NULL));
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_true (g_file_delete (folder, NULL, NULL));
  return pem;
}

typedef enum
{
  BROKEN_GARBAGE,
  BROKEN_NO_KEY,       /* the certificate alone */
  BROKEN_OTHER_KEY,    /* the certificate of one folder, the key of another */
  BROKEN_TOO_LARGE,    /* a certificate and its key, and 64 KiB of words */
  BROKEN_FIFO,
  BROKEN_DEVICE,       /* a link to /dev/zero */
} Broken;

/* Puts at @path a certificate file broken as @broken; returns what it
 * holds, for a regular file. */
static char *
make_broken (const char *path,
             Broken      broken,
             guint       round)
{
  g_autofree char *mine = genuine_pem ();
  g_autofree char *other = genuine_pem ();
  const char *key_mine = strstr (mine, "-----BEGIN PRIVATE KEY");
  const char *key_other = strstr (other, "-----BEGIN PRIVATE KEY");
  char *text = NULL;

  g_assert_nonnull (key_mine);
  g_assert_nonnull (key_other);
  switch (broken)
    {
    case BROKEN_GARBAGE:
      text = g_strdup_printf ("-----BEGIN CERTIFICATE-----\nnot base64 %u\n", round);
      break;
    case BROKEN_NO_KEY:
      text = g_strndup (mine, key_mine - mine);
      break;
    case BROKEN_OTHER_KEY:
      text = g_strdup_printf ("%.*s%s", (int) (key_mine - mine), mine, key_other);
      break;
    case BROKEN_TOO_LARGE:
      {
        GString *large = g_string_new (mine);

        while (large->len <= 64 * 1024)
          g_string_append (large, "words outside any block, which PEM readers skip\n");
        text = g_string_free (large, FALSE);
      }
      break;
    case BROKEN_FIFO:
      g_unlink (path);
      g_assert_cmpint (mkfifo (path, 0600), ==, 0);
      return NULL;
    case BROKEN_DEVICE:
      g_unlink (path);
      g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
      return NULL;
    default:
      g_assert_not_reached ();
    }
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return text;
}

/* A certificate file that is none (cut short, garbage, a certificate
 * without its key or with another's, too large, a FIFO, a device) is
 * moved aside with what it held, never overwritten, without waiting on
 * it or reading more than the bound, and a new certificate made; a second
 * broken one goes beside the first. */
static void
test_broken_certificate (void)
{
  for (Broken broken = BROKEN_GARBAGE; broken <= BROKEN_DEVICE; broken++)
    {
      g_autofree char *path = g_dir_make_tmp ("carc-certificate-XXXXXX", NULL);
      g_autoptr(GFile) folder = g_file_new_for_path (path);
      g_autoptr(GFile) file = g_file_get_child (folder, "host-certificate.pem");
      g_autofree char *file_path = g_file_get_path (file);

      for (guint round = 1; round <= 2; round++)
        {
          g_autofree char *held = make_broken (file_path, broken, round);
          g_autofree char *aside = NULL;
          g_autofree char *aside_again = NULL;
          g_autofree char *kept = NULL;
          g_autoptr(GError) error = NULL;
          g_autoptr(GTlsCertificate) certificate = NULL;
          g_autoptr(GTlsCertificate) again = NULL;
          GStatBuf st;

          certificate = carc_certificate_load_or_make (folder, &aside, &error);
          g_assert_no_error (error);
          g_assert_nonnull (certificate);
          g_assert_nonnull (aside);
          g_assert_true (g_str_has_suffix (aside, round == 1 ? "host-certificate-broken.pem"
                                                             : "host-certificate-broken-2.pem"));
          if (held != NULL)
            {
              g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
              g_assert_cmpstr (kept, ==, held);
            }
          else
            g_assert_cmpint (g_lstat (aside, &st), ==, 0);
          /* The new one is read back as it is, with nothing moved. */
          again = carc_certificate_load_or_make (folder, &aside_again, &error);
          g_assert_no_error (error);
          g_assert_null (aside_again);
          g_assert_true (g_tls_certificate_is_same (certificate, again));
        }
      for (guint k = 0; k < 3; k++)
        {
          static const char *const names[] = { "host-certificate.pem", "host-certificate-broken.pem",
                                               "host-certificate-broken-2.pem" };
          g_autoptr(GFile) child = g_file_get_child (folder, names[k]);

          g_assert_true (g_file_delete (child, NULL, NULL));
        }
      g_assert_true (g_file_delete (folder, NULL, NULL));
    }
}

/* A remote seat's secret is its own: another seat's is refused. */
static void
test_tokens_own (void)
{
  g_autoptr(CarcHost) host = host_new ();
  g_autofree char *two = g_strdup (carc_host_get_token (host, 2));
  const char *token = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

  g_assert_true (carc_host_set_token (host, 1, token));
  g_assert_false (carc_host_set_token (host, 2, token));
  g_assert_cmpstr (carc_host_get_token (host, 2), ==, two);
  g_assert_true (carc_host_set_token (host, 1, token));
  carc_host_stop (host);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/net/host/broken-certificate", test_broken_certificate);
  g_test_add_func ("/net/host/hostile", test_hostile);
  g_test_add_func ("/net/host/hostile-host", test_hostile_host);
  g_test_add_func ("/net/host/host-breaks-off", test_host_breaks_off);
  g_test_add_func ("/net/host/tokens-own", test_tokens_own);
  g_test_add_func ("/net/host/full-of-strangers", test_full_of_strangers);
  return g_test_run ();
}
