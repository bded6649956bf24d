/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A seat played from here, of a game hosted elsewhere.
 *
 * The host's messages come in a fixed order: a welcome naming this seat,
 * the setup as a saved game's document, the catch-up (sync), then steps,
 * undos, presence and chat as they happen.  Each is read strictly (the
 * setup by the save's reader, the rest by the protocol's) and must make
 * sense where it comes: a step must be the next action, of the seat that
 * decides, legal in the game as shown; anything else leaves the host. */
#include "config.h"

#include <libsoup/soup.h>

#include "carc-certificate.h"
#include "carc-host-peer.h"
#include "carc-message-limit.h"
#include "carc-net-client.h"
#include "carc-remote-game.h"
#include "carc-save.h"
#include "carc-values.h"
#include "carc-wire.h"

/* Seconds from connecting to having the game (the TLS handshake, the
 * upgrade, the welcome, the setup and the catch-up): a host that stays
 * silent is left then. */
#define SETUP_SECONDS 30

typedef enum
{
  PHASE_CONNECTING,
  PHASE_WELCOME,
  PHASE_SETUP,
  PHASE_SYNC,
  PHASE_PLAYING,
  PHASE_CLOSED,
} Phase;

struct _CarcNetClient
{
  GObject                  parent_instance;
  CarcInvitation          *invitation;
  SoupSession             *session;
  SoupMessage             *message;
  SoupWebsocketConnection *connection;
  GCancellable            *cancellable;
  Phase                    phase;
  CarcRemoteGame          *game;
  guint                    final[CARC_MAX_PLAYERS];
  guint                    n_final;
  char                    *error;
  guint64                  bytes;        /* sent and received */
  guint64                  received;
  gint64                   sent_at;      /* µs, the last action's; 0 when none waits */
  gboolean                 undo_asked;   /* this seat's undo waits for the others */
  gboolean                 undo_refused; /* the last one was refused */
  gboolean                 undo_waits;   /* the host asked the others */
  guint                    refused_by;   /* the seat that refused it */
  guint                    catching_up;  /* presences still to come after the sync */
  gboolean                 leaving;      /* closed from here: no error */
  gboolean                 broken;       /* left because the host broke the protocol */
  gboolean                 bad_certificate; /* the host's is not the one pinned */
  guint                    close_code;   /* the host's, when it closed the connection */
  char                    *names[CARC_MAX_PLAYERS];
  char                    *colours[CARC_MAX_PLAYERS];
  GArray                  *round_trips;  /* gint64 µs */
  guint                    setup_seconds;
  guint                    setup_timeout;
};

enum
{
  CHANGED,
  OVER,
  CLOSED,
  CHAT,
  UNDO_ASKED,
  PRESENCE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CarcNetClient, carc_net_client, G_TYPE_OBJECT)

static void
leave (CarcNetClient *self,
       const char    *why)
{
  if (self->error == NULL)
    self->error = g_strdup (why);
  self->broken = self->connection != NULL;
  if (self->connection != NULL
      && soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->connection, 4400, "the host broke the protocol");
  else if (self->phase != PHASE_CLOSED)
    {
      self->phase = PHASE_CLOSED;
      g_signal_emit (self, signals[CLOSED], 0);
    }
}

static void
send_message (CarcNetClient         *self,
              const CarcWireMessage *message)
{
  gsize length;
  g_autofree char *text = NULL;

  if (self->phase != PHASE_PLAYING && message->kind != CARC_WIRE_JOIN)
    return;
  if (self->connection == NULL || soup_websocket_connection_get_state (self->connection) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  text = carc_wire_write (message, self->game != NULL ? carc_remote_game_get_setup (self->game) : NULL, &length);
  self->bytes += length;
  soup_websocket_connection_send_text (self->connection, text);
}

static gboolean
read_setup (CarcNetClient *self,
            GBytes        *frame)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) saved = carc_save_from_bytes (frame, "setup", carc_save_builtin_tile_sets, NULL, &error);

  if (saved == NULL || saved->actions->len != 0 || self->invitation->seat >= saved->n_players)
    {
      leave (self, error != NULL ? error->message : "the host's setup is not this seat's game");
      return FALSE;
    }
  self->game = carc_remote_game_new (saved->setup);
  for (guint p = 0; p < saved->n_players; p++)
    {
      g_free (self->names[p]);
      g_free (self->colours[p]);
      self->names[p] = g_strdup (saved->players[p].name);
      self->colours[p] = g_strdup (saved->players[p].colour);
    }
  return TRUE;
}

static gboolean
take_reveals (CarcNetClient         *self,
              const CarcWireMessage *m)
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < m->reveals->len; i++)
    if (!carc_remote_game_reveal (self->game, g_ptr_array_index (m->reveals, i), &error))
      {
        leave (self, error->message);
        return FALSE;
      }
  return TRUE;
}

static void
read_sync (CarcNetClient         *self,
           const CarcWireMessage *m)
{
  g_autoptr(GError) error = NULL;

  if (!take_reveals (self, m))
    return;
  /* The chat said before comes next, then every seat's presence. */
  self->catching_up = carc_setup_get_n_players (carc_remote_game_get_setup (self->game));
  for (guint i = 0; i < m->actions->len; i++)
    if (!carc_remote_game_apply (self->game, &g_array_index (m->actions, CarcAction, i), &error))
      {
        leave (self, error->message);
        return;
      }
  self->phase = PHASE_PLAYING;
  g_clear_handle_id (&self->setup_timeout, g_source_remove);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
read_step (CarcNetClient         *self,
           const CarcWireMessage *m)
{
  const CarcDecision *decision = carc_state_get_decision (carc_net_client_get_state (self));
  g_autoptr(GError) error = NULL;

  if (m->seq != carc_remote_game_get_length (self->game))
    {
      leave (self, "the host's step is not the next");
      return;
    }
  if (decision->kind != CARC_DECISION_CHANCE && decision->acting != m->seat)
    {
      leave (self, "the host's step is of a seat that does not decide");
      return;
    }
  if (m->seat == self->invitation->seat && self->sent_at != 0)
    {
      gint64 round_trip = g_get_monotonic_time () - self->sent_at;

      g_array_append_val (self->round_trips, round_trip);
      self->sent_at = 0;
    }
  if (!take_reveals (self, m)
      || !carc_remote_game_apply (self->game, &g_array_index (m->actions, CarcAction, 0), &error))
    {
      if (error != NULL)
        leave (self, error->message);
      return;
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
read_message (CarcNetClient         *self,
              const CarcWireMessage *m)
{
  g_autoptr(GError) error = NULL;

  switch (m->kind)
    {
    case CARC_WIRE_STEP:
      read_step (self, m);
      break;
    case CARC_WIRE_UNDONE:
      self->undo_asked = FALSE;
      self->undo_waits = FALSE;
      if (!carc_remote_game_cut (self->game, m->seq, &error))
        leave (self, error->message);
      else
        g_signal_emit (self, signals[CHANGED], 0);
      break;
    case CARC_WIRE_UNDO_ASKED:
      if (m->seat != self->invitation->seat)
        g_signal_emit (self, signals[UNDO_ASKED], 0, m->request, m->seat, m->seq);
      /* This seat's own: it waits for the others' answers. */
      else if (self->undo_asked && !self->undo_waits)
        {
          self->undo_waits = TRUE;
          g_signal_emit (self, signals[CHANGED], 0);
        }
      break;
    case CARC_WIRE_UNDO_REFUSED:
      if (self->undo_asked && (m->seat == self->invitation->seat || m->request != 0))
        {
          self->undo_asked = FALSE;
          self->undo_waits = FALSE;
          self->undo_refused = TRUE;
          self->refused_by = m->seat;
          g_signal_emit (self, signals[CHANGED], 0);
        }
      break;
    case CARC_WIRE_PRESENCE:
      if (self->catching_up > 0)
        self->catching_up--;
      g_signal_emit (self, signals[PRESENCE], 0, m->seat, (guint) m->presence);
      break;
    case CARC_WIRE_CHAT:
      g_signal_emit (self, signals[CHAT], 0, m->seat, m->text);
      break;
    case CARC_WIRE_OVER:
      if (m->n_scores != carc_setup_get_n_players (carc_remote_game_get_setup (self->game)))
        {
          leave (self, "the host's final scores are not one a player");
          break;
        }
      memcpy (self->final, m->scores, sizeof self->final);
      self->n_final = m->n_scores;
      g_signal_emit (self, signals[OVER], 0);
      break;
    case CARC_WIRE_JOIN:
    case CARC_WIRE_ACT:
    case CARC_WIRE_UNDO_ASK:
    case CARC_WIRE_UNDO_ANSWER:
    case CARC_WIRE_SAY:
    case CARC_WIRE_WELCOME:
    case CARC_WIRE_SYNC:
    case CARC_WIRE_N_KINDS:
    default:
      leave (self, "the host sent a message out of place");
      break;
    }
}

static void
frame_cb (CarcNetClient         *self,
          SoupWebsocketDataType  type,
          GBytes                *frame)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcWireMessage) m = NULL;
  g_autoptr(CarcNetClient) hold = g_object_ref (self);

  self->bytes += g_bytes_get_size (frame);
  self->received += g_bytes_get_size (frame);
  if (self->phase == PHASE_CLOSED || self->error != NULL)
    return;
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      leave (self, "the host sent a frame that is not text");
      return;
    }
  if (self->phase == PHASE_SETUP)
    {
      if (read_setup (self, frame))
        self->phase = PHASE_SYNC;
      return;
    }
  m = carc_wire_read (frame, CARC_WIRE_MAX_HOST_FRAME,
                      self->game != NULL ? carc_remote_game_get_setup (self->game) : NULL, &error);
  if (m == NULL)
    leave (self, error->message);
  else if (self->phase == PHASE_WELCOME)
    {
      if (m->kind != CARC_WIRE_WELCOME || m->protocol != CARC_WIRE_PROTOCOL || m->seat != self->invitation->seat)
        leave (self, "the host did not welcome this seat");
      else
        self->phase = PHASE_SETUP;
    }
  else if (self->phase == PHASE_SYNC)
    {
      if (m->kind != CARC_WIRE_SYNC)
        leave (self, "the host did not send the game");
      else
        read_sync (self, m);
    }
  else
    read_message (self, m);
}

/* The host sent more than a message's bytes without a whole message
 * (CarcMessageLimit): it broke the protocol. */
static void
error_cb (CarcNetClient *self,
          GError        *error)
{
  if (self->error != NULL)
    return;
  if (carc_message_limit_matches (error))
    leave (self, "the host broke the protocol");
  /* libsoup closes the connection itself: said here plainly. */
  else if (g_error_matches (error, SOUP_WEBSOCKET_ERROR, SOUP_WEBSOCKET_CLOSE_TOO_BIG))
    {
      self->error = g_strdup_printf ("the host sent a frame over %u KiB", CARC_WIRE_MAX_HOST_FRAME / 1024);
      self->broken = TRUE;
    }
  else if (error->domain == SOUP_WEBSOCKET_ERROR)
    {
      self->error = g_strdup_printf ("the host broke the WebSocket protocol: %s", error->message);
      self->broken = TRUE;
    }
}

static void
closed_cb (CarcNetClient *self)
{
  g_autoptr(CarcNetClient) hold = g_object_ref (self);

  self->close_code = soup_websocket_connection_get_close_code (self->connection);
  if (self->error == NULL && !self->leaving && soup_websocket_connection_get_close_code (self->connection) != SOUP_WEBSOCKET_CLOSE_NORMAL
      && self->n_final == 0)
    self->error = g_strdup_printf ("the host closed the connection: %u %s",
                                   soup_websocket_connection_get_close_code (self->connection),
                                   soup_websocket_connection_get_close_data (self->connection) ?: "");
  self->phase = PHASE_CLOSED;
  g_clear_handle_id (&self->setup_timeout, g_source_remove);
  g_signal_emit (self, signals[CLOSED], 0);
}

/* The host has not sent the game in time: a connection not made yet is
 * given up, one made is left. */
static gboolean
setup_timeout_cb (gpointer user_data)
{
  CarcNetClient *self = user_data;

  self->setup_timeout = 0;
  if (self->phase == PHASE_PLAYING || self->phase == PHASE_CLOSED)
    return G_SOURCE_REMOVE;
  if (self->connection == NULL)
    {
      if (self->error == NULL)
        self->error = g_strdup ("the host did not answer in time");
      g_cancellable_cancel (self->cancellable);
    }
  else
    leave (self, "the host did not send the game in time");
  return G_SOURCE_REMOVE;
}

/* The host is the one the invitation names only when its certificate is
 * the one pinned; no authority vouches for it, and none is needed. */
static gboolean
pinned (CarcNetClient   *self,
        GTlsCertificate *certificate)
{
  g_autofree char *fingerprint = certificate != NULL ? carc_certificate_fingerprint (certificate) : NULL;

  return fingerprint != NULL && g_str_equal (fingerprint, self->invitation->fingerprint);
}

static gboolean
accept_certificate_cb (SoupMessage          *message,
                       GTlsCertificate      *certificate,
                       GTlsCertificateFlags  errors,
                       gpointer              user_data)
{
  CarcNetClient *self = user_data;

  self->bad_certificate = !pinned (self, certificate);
  return !self->bad_certificate;
}

/* libsoup bounds each of the host's frames, not a message: the session
 * takes CarcMessageLimit as if the host had accepted it (a host ignores
 * the name offered; the limit is this side's alone). */
static void
switching_cb (SoupMessage *message,
              gpointer     user_data)
{
  if (soup_message_get_status (message) == SOUP_STATUS_SWITCHING_PROTOCOLS)
    soup_message_headers_append (soup_message_get_response_headers (message), "Sec-WebSocket-Extensions",
                                 CARC_MESSAGE_LIMIT_NAME);
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(CarcNetClient) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcWireMessage) join = carc_wire_message_new (CARC_WIRE_JOIN);

  self->connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (self->connection == NULL)
    {
      leave (self, error->message);
      return;
    }
  g_signal_connect_object (self->connection, "message", G_CALLBACK (frame_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->connection, "error", G_CALLBACK (error_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->connection, "closed", G_CALLBACK (closed_cb), self, G_CONNECT_SWAPPED);
  if (!pinned (self, soup_message_get_tls_peer_certificate (self->message)))
    {
      leave (self, "the host's certificate is not the one the invitation names");
      return;
    }
  soup_websocket_connection_set_max_incoming_payload_size (self->connection, CARC_WIRE_MAX_HOST_FRAME);
  self->phase = PHASE_WELCOME;
  join->seat = self->invitation->seat;
  join->token = g_strdup (self->invitation->token);
  send_message (self, join);
}

static void
carc_net_client_dispose (GObject *object)
{
  CarcNetClient *self = CARC_NET_CLIENT (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->setup_timeout, g_source_remove);
  g_clear_object (&self->connection);
  g_clear_object (&self->message);
  g_clear_object (&self->session);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (carc_net_client_parent_class)->dispose (object);
}

static void
carc_net_client_finalize (GObject *object)
{
  CarcNetClient *self = CARC_NET_CLIENT (object);

  g_clear_pointer (&self->game, carc_remote_game_free);
  g_clear_pointer (&self->invitation, carc_invitation_free);
  g_clear_pointer (&self->round_trips, g_array_unref);
  g_free (self->error);
  for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      g_free (self->colours[p]);
    }
  G_OBJECT_CLASS (carc_net_client_parent_class)->finalize (object);
}

static void
carc_net_client_class_init (CarcNetClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = carc_net_client_dispose;
  object_class->finalize = carc_net_client_finalize;

  /** CarcNetClient::changed: the game changed (joined, a step, an undo). */
  signals[CHANGED] = g_signal_new ("changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /** CarcNetClient::over: the host sent the final scores. */
  signals[OVER] = g_signal_new ("over", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /** CarcNetClient::closed: the connection is closed; carc_net_client_get_error() says why, if not normally. */
  signals[CLOSED] = g_signal_new ("closed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /** CarcNetClient::chat: a player's chat line (seat, text). */
  signals[CHAT] = g_signal_new ("chat", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                2, G_TYPE_UINT, G_TYPE_STRING);
  /** CarcNetClient::undo-asked: a player asks to undo back to a log length (request, seat, length). */
  signals[UNDO_ASKED] = g_signal_new ("undo-asked", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                      3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  /** CarcNetClient::presence: a seat's CarcWirePresence (seat, presence). */
  signals[PRESENCE] = g_signal_new ("presence", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                    2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
carc_net_client_init (CarcNetClient *self)
{
  self->cancellable = g_cancellable_new ();
  self->setup_seconds = SETUP_SECONDS;
  self->round_trips = g_array_new (FALSE, FALSE, sizeof (gint64));
}

CarcNetClient *
carc_net_client_new (const CarcInvitation *invitation)
{
  CarcNetClient *self = g_object_new (CARC_TYPE_NET_CLIENT, NULL);

  self->invitation = g_new0 (CarcInvitation, 1);
  *self->invitation = (CarcInvitation) {
    g_strdup (invitation->host), invitation->port, invitation->seat,
    g_strdup (invitation->token), g_strdup (invitation->fingerprint),
  };
  return self;
}

void
carc_net_client_connect (CarcNetClient *self)
{
  g_autoptr(GUri) uri = NULL;

  g_return_if_fail (CARC_IS_NET_CLIENT (self) && self->session == NULL);
  uri = g_uri_build (G_URI_FLAGS_NONE, "wss", NULL, self->invitation->host, self->invitation->port, "/game",
                     NULL, NULL);
  self->session = soup_session_new ();
  /* No compression: a small frame must not inflate into a large one. */
  soup_session_add_feature_by_type (self->session, SOUP_TYPE_WEBSOCKET_EXTENSION_MANAGER);
  soup_session_remove_feature_by_type (self->session, SOUP_TYPE_WEBSOCKET_EXTENSION_DEFLATE);
  soup_session_add_feature_by_type (self->session, CARC_TYPE_MESSAGE_LIMIT);
  self->message = soup_message_new_from_uri ("GET", uri);
  g_signal_connect_object (self->message, "accept-certificate", G_CALLBACK (accept_certificate_cb), self, 0);
  /* Before the session's own handler of the answer. */
  g_signal_connect_object (self->message, "got-informational", G_CALLBACK (switching_cb), self, 0);
  soup_session_websocket_connect_async (self->session, self->message, NULL, NULL, G_PRIORITY_DEFAULT,
                                        self->cancellable, connected_cb, g_object_ref (self));
  self->setup_timeout = g_timeout_add_seconds (self->setup_seconds, setup_timeout_cb, self);
}

/* Seconds the host has to send the game once connect starts (30 unless
 * a test says less); before carc_net_client_connect(). */
void
carc_net_client_set_setup_seconds (CarcNetClient *self,
                                   guint          seconds)
{
  g_return_if_fail (CARC_IS_NET_CLIENT (self) && self->session == NULL && seconds > 0);
  self->setup_seconds = seconds;
}

guint
carc_net_client_get_seat (CarcNetClient *self)
{
  return self->invitation->seat;
}

/* The game as shown, once joined; NULL before. */
CarcState *
carc_net_client_get_state (CarcNetClient *self)
{
  g_return_val_if_fail (CARC_IS_NET_CLIENT (self), NULL);
  return self->game != NULL && self->phase >= PHASE_PLAYING ? carc_remote_game_get_state (self->game) : NULL;
}

/* Whether this seat decides now and has not sent its action yet. */
gboolean
carc_net_client_is_my_turn (CarcNetClient *self)
{
  CarcState *state = carc_net_client_get_state (self);

  return state != NULL && self->phase == PHASE_PLAYING && self->sent_at == 0 && !self->undo_asked
         && !carc_state_is_over (state)
         && carc_state_get_decision (state)->kind != CARC_DECISION_CHANCE
         && carc_state_get_decision (state)->acting == self->invitation->seat;
}

/* The final scores the host sent, or NULL while the game goes on. */
const guint *
carc_net_client_get_final (CarcNetClient *self,
                           guint         *n_scores)
{
  *n_scores = self->n_final;
  return self->n_final > 0 ? self->final : NULL;
}

const char *
carc_net_client_get_error (CarcNetClient *self)
{
  return self->error;
}

/* Why the connection closed, for the player's words; NONE while it is
 * open or when it closed from here or at the game's end. */
CarcNetFailure
carc_net_client_get_failure (CarcNetClient *self)
{
  g_return_val_if_fail (CARC_IS_NET_CLIENT (self), CARC_NET_FAILURE_NONE);
  if (self->phase != PHASE_CLOSED || (self->error == NULL && self->leaving) || self->n_final > 0)
    return CARC_NET_FAILURE_NONE;
  if (self->bad_certificate)
    return CARC_NET_FAILURE_CERTIFICATE;
  if (self->connection == NULL)
    return CARC_NET_FAILURE_UNREACHABLE;
  switch (self->close_code)
    {
    case CARC_CLOSE_WRONG_TOKEN: return CARC_NET_FAILURE_TOKEN;
    case CARC_CLOSE_WRONG_PROTOCOL: return CARC_NET_FAILURE_VERSION;
    case CARC_CLOSE_REPLACED: return CARC_NET_FAILURE_REPLACED;
    case CARC_CLOSE_FULL: return CARC_NET_FAILURE_FULL;
    case CARC_CLOSE_GOING_AWAY: return CARC_NET_FAILURE_HOST_LEFT;
    case CARC_CLOSE_ENDED: return CARC_NET_FAILURE_ENDED;
    default: break;
    }
  /* A host that broke the protocol, or a connection cut. */
  return self->broken ? CARC_NET_FAILURE_BROKEN : CARC_NET_FAILURE_LOST;
}

/* Whether the host welcomed this seat and sent the game. */
gboolean
carc_net_client_get_joined (CarcNetClient *self)
{
  return carc_net_client_get_state (self) != NULL && self->phase == PHASE_PLAYING;
}

/* A seat's name and colour as the host's setup gives them. */
const char *
carc_net_client_get_name (CarcNetClient *self,
                          guint          seat)
{
  return seat < CARC_MAX_PLAYERS ? self->names[seat] : NULL;
}

const char *
carc_net_client_get_colour (CarcNetClient *self,
                            guint          seat)
{
  return seat < CARC_MAX_PLAYERS ? self->colours[seat] : NULL;
}

/* The log as the host showed it: @n_actions actions. */
const CarcAction *
carc_net_client_get_actions (CarcNetClient *self,
                             guint         *n_actions)
{
  return carc_remote_game_get_actions (self->game, n_actions);
}

/* Whether this seat's last undo was refused. */
gboolean
carc_net_client_get_undo_refused (CarcNetClient *self)
{
  return self->undo_refused;
}

/* The seat that refused this seat's last undo (this seat: it was not
 * possible). */
guint
carc_net_client_get_undo_refused_by (CarcNetClient *self)
{
  return self->refused_by;
}

/* Whether the host is still sending what a join catches up with: a
 * chat line now was said before this seat joined. */
gboolean
carc_net_client_get_catching_up (CarcNetClient *self)
{
  g_return_val_if_fail (CARC_IS_NET_CLIENT (self), FALSE);
  return self->catching_up > 0;
}

/* Whether this seat's undo is asked and not settled yet. */
gboolean
carc_net_client_get_undo_asked (CarcNetClient *self)
{
  return self->undo_asked;
}

/* Whether the host asked the others to allow this seat's undo (it was
 * not made at once), and they have not all answered. */
gboolean
carc_net_client_get_undo_waits (CarcNetClient *self)
{
  return self->undo_waits;
}

guint64
carc_net_client_get_bytes (CarcNetClient *self)
{
  return self->bytes;
}

/* Bytes received from the host so far (the messages' text). */
guint64
carc_net_client_get_bytes_received (CarcNetClient *self)
{
  return self->received;
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

gint64
carc_net_client_get_median_round_trip (CarcNetClient *self)
{
  g_autoptr(GArray) sorted = NULL;

  if (self->round_trips->len == 0)
    return 0;
  sorted = g_array_copy (self->round_trips);
  g_array_sort (sorted, compare_times);
  return g_array_index (sorted, gint64, sorted->len / 2);
}

/* Sends @action of this seat, checked here first: CARC_OK when it went to
 * the host, which applies it and shows the step to everyone. */
CarcError
carc_net_client_act (CarcNetClient    *self,
                     const CarcAction *action)
{
  g_autoptr(CarcWireMessage) act = carc_wire_message_new (CARC_WIRE_ACT);
  CarcError result;

  if (!carc_net_client_is_my_turn (self))
    return CARC_ERROR_WRONG_DECISION;
  result = carc_state_check (carc_net_client_get_state (self), action);
  if (result != CARC_OK)
    return result;
  act->seq = carc_remote_game_get_length (self->game);
  g_array_append_vals (act->actions, action, 1);
  self->sent_at = g_get_monotonic_time ();
  send_message (self, act);
  return CARC_OK;
}

void
carc_net_client_say (CarcNetClient *self,
                     const char    *text)
{
  g_autoptr(CarcWireMessage) say = carc_wire_message_new (CARC_WIRE_SAY);

  /* A line the host would refuse would close the connection. */
  if (text == NULL || !carc_values_chat_ok (text))
    return;
  say->text = g_strdup (text);
  send_message (self, say);
}

void
carc_net_client_ask_undo (CarcNetClient *self)
{
  g_autoptr(CarcWireMessage) ask = carc_wire_message_new (CARC_WIRE_UNDO_ASK);

  if (self->game == NULL)
    return;
  ask->seq = carc_remote_game_get_length (self->game);
  self->undo_asked = TRUE;
  self->undo_waits = FALSE;
  self->undo_refused = FALSE;
  send_message (self, ask);
}

void
carc_net_client_answer_undo (CarcNetClient *self,
                             guint          request,
                             gboolean       consent)
{
  g_autoptr(CarcWireMessage) answer = carc_wire_message_new (CARC_WIRE_UNDO_ANSWER);

  answer->request = request;
  answer->consent = consent;
  send_message (self, answer);
}

/* Leaves the game: the seat waits at the host for a rejoin. */
void
carc_net_client_close (CarcNetClient *self)
{
  self->leaving = TRUE;
  if (self->connection != NULL && soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
}
