/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A hosted game against players who break the transport's habits, on
 * loopback, each played by a thread on raw WebSocket over TLS while the
 * main loop serves the host: a frame of exactly the largest size a player
 * may send passes and one byte more drops the connection; a handshake and
 * frames sent a byte at a time are read whole; and a player who never
 * reads is closed once the host has sent it its bound, the host keeping
 * no more.  Every wait is for an event. */
#include "config.h"

#include <string.h>

#include "carc-certificate.h"
#include "carc-host.h"
#include "carc-host-peer.h"
#include "carc-invitation.h"
#include "carc-net-test-util.h"
#include "carc-save.h"
#include "carc-test-util.h"
#include "carc-wire.h"

typedef struct
{
  guint     port;
  char     *token;
  gint      done;
  gint      release;    /* the never-reading player may go */
  gboolean  chat_at_cap;
  gboolean  dropped_past_cap;
  gboolean  chat_in_pieces;
} Run;

static void
finish (Run *run)
{
  g_atomic_int_set (&run->done, TRUE);
  g_main_context_wakeup (NULL);
}

static void
wait_done (Run *run)
{
  while (!g_atomic_int_get (&run->done))
    g_main_context_iteration (NULL, TRUE);
}

/* A player's text frame, masked, written in pieces of @piece bytes. */
static void
send_text (GIOStream  *stream,
           const char *text,
           gsize       piece)
{
  g_autoptr(GByteArray) frame = g_byte_array_new ();
  g_autoptr(GMemoryOutputStream) memory = G_MEMORY_OUTPUT_STREAM (g_memory_output_stream_new_resizable ());
  g_autoptr(GInputStream) nothing = g_memory_input_stream_new ();
  g_autoptr(GIOStream) sink = g_simple_io_stream_new (nothing, G_OUTPUT_STREAM (memory));

  /* The frame made whole first, then written as the test wants it cut. */
  g_assert_cmpuint (test_raw_write_frame (sink, 0x81, TRUE, (const guint8 *) text, strlen (text)), >, 0);
  g_output_stream_close (G_OUTPUT_STREAM (memory), NULL, NULL);
  g_byte_array_append (frame, g_memory_output_stream_get_data (memory), g_memory_output_stream_get_data_size (memory));
  test_raw_write_pieces (stream, frame->data, frame->len, piece);
}

/* Reads frames until one whose text begins with @prefix: TRUE, or FALSE
 * at the stream's end or at a close frame. */
static gboolean
read_until (GIOStream  *stream,
            const char *prefix)
{
  g_autoptr(GByteArray) payload = g_byte_array_new ();
  int opcode;

  while ((opcode = test_raw_read_frame (stream, payload)) == 0x01)
    if (payload->len >= strlen (prefix) && memcmp (payload->data, prefix, strlen (prefix)) == 0)
      return TRUE;
  return FALSE;
}

static char *
join_frame (const char *token,
            guint       seat)
{
  return g_strdup_printf ("<join protocol=\"1\" seat=\"%u\" token=\"%s\"/>", seat, token);
}

/* A chat line in a frame of exactly @size bytes: the start tag padded. */
static char *
chat_of_size (gsize size)
{
  g_autoptr(GString) text = g_string_new ("<say");

  while (text->len < size - strlen (">hi</say>"))
    g_string_append_c (text, ' ');
  g_string_append (text, ">hi</say>");
  g_assert_cmpuint (text->len, ==, size);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gpointer
cap_thread (gpointer user_data)
{
  Run *run = user_data;
  g_autoptr(GIOStream) stream = test_raw_upgrade (run->port, 0);
  g_autofree char *join = join_frame (run->token, 1);
  g_autofree char *at_cap = chat_of_size (CARC_WIRE_MAX_PLAYER_FRAME);
  g_autofree char *past_cap = chat_of_size (CARC_WIRE_MAX_PLAYER_FRAME + 1);

  send_text (stream, join, 0);
  g_assert_true (read_until (stream, "<sync "));
  send_text (stream, at_cap, 0);
  run->chat_at_cap = read_until (stream, "<chat seat=\"1\">hi</chat>");
  send_text (stream, past_cap, 0);
  /* Dropped at the frame's header: no message more. */
  run->dropped_past_cap = !read_until (stream, "<");
  g_io_stream_close (stream, NULL, NULL);
  finish (run);
  return NULL;
}

static void
test_frame_at_cap (void)
{
  g_autoptr(CarcHost) host = test_host_new (NULL);
  Run run = { carc_host_get_port (host), g_strdup (carc_host_get_token (host, 1)), 0, 0, FALSE, FALSE, FALSE };
  GThread *thread = g_thread_new ("at-cap", cap_thread, &run);

  wait_done (&run);
  g_thread_join (thread);
  g_assert_true (run.chat_at_cap);
  g_assert_true (run.dropped_past_cap);
  while (carc_host_get_presence (host, 1) == CARC_WIRE_SEAT_HERE)
    g_main_context_iteration (NULL, TRUE);
  g_free (run.token);
  carc_host_stop (host);
}

static gpointer
slow_thread (gpointer user_data)
{
  Run *run = user_data;
  g_autoptr(GIOStream) stream = test_raw_upgrade (run->port, 1);
  g_autofree char *join = join_frame (run->token, 2);

  send_text (stream, join, 1);
  g_assert_true (read_until (stream, "<sync "));
  send_text (stream, "<say>slowly</say>", 1);
  run->chat_in_pieces = read_until (stream, "<chat seat=\"2\">slowly</chat>");
  g_io_stream_close (stream, NULL, NULL);
  finish (run);
  return NULL;
}

/* The HTTP upgrade and the frames come a byte a TLS record. */
static void
test_slow_frames (void)
{
  g_autoptr(CarcHost) host = test_host_new (NULL);
  Run run = { carc_host_get_port (host), g_strdup (carc_host_get_token (host, 2)), 0, 0, FALSE, FALSE, FALSE };
  GThread *thread = g_thread_new ("slow", slow_thread, &run);

  wait_done (&run);
  g_thread_join (thread);
  g_assert_true (run.chat_in_pieces);
  g_free (run.token);
  carc_host_stop (host);
}

static gpointer
deaf_thread (gpointer user_data)
{
  Run *run = user_data;
  g_autoptr(GIOStream) stream = test_raw_upgrade (run->port, 0);
  g_autofree char *join = join_frame (run->token, 1);

  send_text (stream, join, 0);
  finish (run);
  /* Reads nothing more until the test is over. */
  while (!g_atomic_int_get (&run->release))
    g_usleep (G_USEC_PER_SEC / 100);
  g_io_stream_close (stream, NULL, NULL);
  return NULL;
}

/* A player who never reads: the host says chat lines to everyone until it
 * has queued its bound for that player, then closes the connection; what
 * it sent never passes the bound by more than a line. */
static void
test_never_reads (void)
{
  g_autoptr(CarcHost) host = test_host_new (NULL);
  Run run = { carc_host_get_port (host), g_strdup (carc_host_get_token (host, 1)), 0, 0, FALSE, FALSE, FALSE };
  GThread *thread = g_thread_new ("deaf", deaf_thread, &run);
  g_autoptr(GString) line = g_string_new (NULL);
  guint said = 0;

  while (line->len < 200)
    g_string_append (line, "chatter ");
  g_string_truncate (line, 200);
  wait_done (&run);
  while (carc_host_get_presence (host, 1) != CARC_WIRE_SEAT_HERE)
    g_main_context_iteration (NULL, TRUE);
  while (carc_host_get_presence (host, 1) == CARC_WIRE_SEAT_HERE)
    {
      if (said * 200 < 2 * CARC_HOST_MAX_SENT)
        {
          g_assert_true (carc_host_say (host, 0, line->str));
          said++;
        }
      g_main_context_iteration (NULL, said * 200 >= 2 * CARC_HOST_MAX_SENT);
    }
  g_assert_cmpuint (said * 200, >, CARC_HOST_MAX_SENT);
  g_assert_cmpuint (carc_host_get_bytes (host), <=, CARC_HOST_MAX_SENT + CARC_WIRE_MAX_PLAYER_FRAME);
  {
    g_autofree char *status = NULL;
    const char *peak;

    /* For the record only: the whole process's peak, not the host's. */
    if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL) && (peak = strstr (status, "VmHWM:")) != NULL)
      g_test_message ("%u lines said, %" G_GUINT64_FORMAT " bytes sent; peak memory %.*s", said,
                      carc_host_get_bytes (host), (int) strcspn (peak, "\n"), peak);
  }
  g_atomic_int_set (&run.release, TRUE);
  g_thread_join (thread);
  g_free (run.token);
  carc_host_stop (host);
}

/* Two remote seats: open connections at most twice two and four. */
#define BOUND 8

typedef struct
{
  guint     port;
  char     *token;
  gint      done;
  gboolean  joined;
  guint     ended;
} Crowd;

static gpointer
crowd_thread (gpointer user_data)
{
  Crowd *crowd = user_data;
  GIOStream *strangers[2 * BOUND];
  g_autoptr(GIOStream) player = NULL;
  g_autofree char *join = join_frame (crowd->token, 1);
  g_autoptr(GByteArray) payload = g_byte_array_new ();

  /* Twice the bound upgraded, none joining nor reading: the second half
   * makes the host close the first. */
  for (guint i = 0; i < G_N_ELEMENTS (strangers); i++)
    strangers[i] = test_raw_upgrade (crowd->port, 0);
  player = test_raw_upgrade (crowd->port, 0);
  send_text (player, join, 0);
  crowd->joined = read_until (player, "<sync ");
  /* The ones closed to make room are let go at once, not kept open until
   * they answer the close. */
  for (guint i = 0; i < BOUND + 1; i++)
    {
      while (test_raw_read_frame (strangers[i], payload) >= 0)
        ;
      crowd->ended++;
    }
  for (guint i = 0; i < G_N_ELEMENTS (strangers); i++)
    {
      g_io_stream_close (strangers[i], NULL, NULL);
      g_object_unref (strangers[i]);
    }
  g_io_stream_close (player, NULL, NULL);
  g_atomic_int_set (&crowd->done, TRUE);
  g_main_context_wakeup (NULL);
  return NULL;
}

/* Connections that upgrade and never join, more than the host keeps open,
 * and a player with the seat's token after them: the player gets in, the
 * strangers closed to make room never keeping it out. */
static void
test_crowd (void)
{
  g_autoptr(CarcHost) host = test_host_new (NULL);
  Crowd crowd = { carc_host_get_port (host), g_strdup (carc_host_get_token (host, 1)), 0, FALSE, 0 };
  GThread *thread = g_thread_new ("crowd", crowd_thread, &crowd);

  while (!g_atomic_int_get (&crowd.done))
    g_main_context_iteration (NULL, TRUE);
  g_thread_join (thread);
  g_assert_true (crowd.joined);
  g_assert_cmpuint (crowd.ended, ==, BOUND + 1);
  g_free (crowd.token);
  carc_host_stop (host);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/net/hostile/frame-at-cap", test_frame_at_cap);
  g_test_add_func ("/net/hostile/slow-frames", test_slow_frames);
  g_test_add_func ("/net/hostile/never-reads", test_never_reads);
  g_test_add_func ("/net/hostile/crowd", test_crowd);
  return g_test_run ();
}
