/* SPDX-License-Identifier: GPL-3.0-or-later */

/* A campaign's level hosted on loopback in one process: the level with
 * face-down tiles (the team draws them without looking) for two people,
 * four colours.  The host plays two colours, a player's side
 * (CarcNetClient) one, and a bare connection the last, reading every frame
 * the host sends it.  No frame names a tile that lies face down, and at
 * the end the player's board is the host's: every tile where the host has
 * it, face down where the host's is, the same face where it is up; the
 * same scores and the same end.  The player's side alone: a "?" is a
 * hole, shown later only there, and refused for a tile drawn face up.
 * Every wait is for an event. */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "carc-ai.h"
#include "carc-campaign-rules.h"
#include "carc-certificate.h"
#include "carc-host.h"
#include "carc-module.h"
#include "carc-net-client.h"
#include "carc-net-test-util.h"
#include "carc-remote-game.h"
#include "carc-save.h"
#include "carc-test-util.h"
#include "carc-wire.h"

/* The level and deal: face-down tiles from the first turns on. */
#define LEVEL 5
#define PEOPLE 2
#define SEED 5

typedef struct
{
  CarcHost   *host;
  TestSocket *socket;
  guint       seat;
  guint       sent_at;  /* the log's length of the last act sent, + 1 */
} Watcher;

typedef struct
{
  CarcNetClient *client;
  gboolean       over;
  gboolean       closed;
} Player;

/* The bare connection's seat plays the easy computer player's move on
 * the host's own state, once for each place in the log. */
static gboolean
watcher_plays_cb (gpointer user_data)
{
  Watcher *watcher = user_data;
  CarcState *state = carc_host_get_state (watcher->host);
  const CarcDecision *decision = carc_state_get_decision (state);
  guint seq = carc_host_get_log_length (watcher->host);
  CarcAiParams params;
  CarcAiResult result;
  g_autofree char *action = NULL;
  g_autofree char *frame = NULL;

  if (watcher->socket->frames->len < 3 || carc_state_is_over (state)
      || decision->kind == CARC_DECISION_CHANCE || decision->acting != watcher->seat || watcher->sent_at == seq + 1)
    return G_SOURCE_CONTINUE;
  carc_ai_params_init (&params, CARC_AI_EASY, seq);
  g_assert_true (carc_ai_choose (state, &params, &result));
  action = carc_save_action_to_text (carc_state_get_setup (state), &result.action);
  frame = g_strdup_printf ("<act seq=\"%u\">%s</act>", seq, action);
  soup_websocket_connection_send_text (watcher->socket->connection, frame);
  watcher->sent_at = seq + 1;
  return G_SOURCE_CONTINUE;
}

static gboolean
host_plays_cb (gpointer user_data)
{
  CarcHost *host = user_data;
  CarcState *state = carc_host_get_state (host);
  const CarcDecision *decision = carc_state_get_decision (state);
  CarcAiParams params;
  CarcAiResult result;

  if (!carc_state_is_over (state) && carc_host_plays_here (host, decision->acting))
    {
      carc_ai_params_init (&params, CARC_AI_EASY, carc_host_get_log_length (host));
      g_assert_true (carc_ai_choose (state, &params, &result));
      g_assert_cmpint (carc_host_play (host, decision->acting, &result.action), ==, CARC_OK);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
player_plays_cb (gpointer user_data)
{
  Player *player = user_data;
  CarcAiParams params;
  CarcAiResult result;
  guint n;

  if (carc_net_client_is_my_turn (player->client))
    {
      carc_net_client_get_actions (player->client, &n);
      carc_ai_params_init (&params, CARC_AI_EASY, n);
      g_assert_true (carc_ai_choose (carc_net_client_get_state (player->client), &params, &result));
      g_assert_cmpint (carc_net_client_act (player->client, &result.action), ==, CARC_OK);
    }
  return G_SOURCE_CONTINUE;
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

static CarcHost *
host_level (void)
{
  const CarcCampaignRules *rules = carc_campaign_rules_of_format_1 ();
  const char *names[] = { "Red", "Green", "Blue", "Yellow" };
  const char *colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318" };
  const gboolean remote[] = { FALSE, FALSE, TRUE, TRUE };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (rules->tile_set, &error);
  g_autoptr(CarcSetup) setup = rules->level_setup (tiles, LEVEL, PEOPLE, FALSE, SEED);
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
  g_autoptr(GTlsCertificate) certificate = carc_certificate_load_or_make (folder, NULL, &error);
  CarcHost *host;

  g_assert_no_error (error);
  g_assert_cmpuint (carc_setup_get_n_players (setup), ==, 4);
  host = carc_host_new (carc_history_new (setup), names, colours, remote);
  g_assert_true (carc_host_listen (host, "127.0.0.1", 0, certificate, &error));
  g_assert_no_error (error);
  return host;
}

/* Every tile drawing position a frame shows, checked against the host's
 * game at the end: a tile lying face down is "?" wherever it was shown
 * last.  Returns how many face-down tiles the frames showed as such. */
static guint
check_frames (GPtrArray *frames,
              CarcState *state)
{
  guint n_order;
  const guint16 *order = carc_state_get_order (state, &n_order);
  CarcTileSet *tiles = carc_setup_get_tile_set (carc_state_get_setup (state));
  g_autofree const char **last = g_new0 (const char *, n_order + 1);
  guint hidden = 0;

  for (guint f = 0; f < frames->len; f++)
    {
      const char *at = frames->pdata[f];

      while ((at = strstr (at, "<drawn from=\"")) != NULL)
        {
          guint from = (guint) g_ascii_strtoull (at + strlen ("<drawn from=\""), NULL, 10);
          const char *start = strchr (at, '>') + 1;
          g_autofree char *list = g_strndup (start, strstr (start, "</drawn>") - start);
          g_auto(GStrv) items = g_strsplit (list, " ", -1);

          for (guint i = 0; items[i] != NULL; i++)
            {
              g_assert_cmpuint (from + i, <, n_order);
              last[from + i] = g_intern_string (items[i]);
            }
          at = start;
        }
    }
  for (guint i = 0; i < n_order - carc_state_get_tiles_left (state); i++)
    {
      g_assert_nonnull (last[i]);
      if (carc_state_is_drawn_face_down (state, i))
        {
          g_assert_cmpstr (last[i], ==, "?");
          hidden++;
        }
      else
        g_assert_cmpstr (last[i], ==, carc_tile_set_get_type (tiles, order[i])->id);
    }
  return hidden;
}

/* The player's board and scores are the host's; a face-down tile's face
 * alone may differ. */
static void
check_same_game (CarcState *host,
                 CarcState *here)
{
  guint n = carc_setup_get_n_players (carc_state_get_setup (host));

  g_assert_cmpuint (carc_state_get_outcome (here), ==, carc_state_get_outcome (host));
  g_assert_cmpuint (carc_state_get_n_tiles (here), ==, carc_state_get_n_tiles (host));
  for (guint t = 0; t < carc_state_get_n_tiles (host); t++)
    {
      CarcPlacedTile a, b;

      carc_state_get_tile (host, t, &a);
      carc_state_get_tile (here, t, &b);
      g_assert_cmpint (a.x, ==, b.x);
      g_assert_cmpint (a.y, ==, b.y);
      g_assert_cmpuint (a.face_down, ==, b.face_down);
      if (!a.face_down)
        {
          g_assert_cmpuint (a.type, ==, b.type);
          g_assert_cmpuint (a.rotation, ==, b.rotation);
        }
    }
  for (guint p = 0; p < n; p++)
    g_assert_cmpuint (carc_state_get_score (here, p), ==, carc_state_get_score (host, p));
}

static void
test_level_hidden (void)
{
  g_autoptr(CarcHost) host = host_level ();
  g_autofree char *link = carc_host_dup_invitation (host, 2, "127.0.0.1");
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, NULL);
  Watcher watcher = { host, test_socket_connect (carc_host_get_port (host)), 3, 0 };
  g_autofree char *join = g_strdup_printf ("<join protocol=\"1\" seat=\"%u\" token=\"%s\"/>", watcher.seat,
                                           carc_host_get_token (host, watcher.seat));
  Player player = { carc_net_client_new (invitation), FALSE, FALSE };
  GPtrArray *frames = watcher.socket->frames;

  g_signal_connect_swapped (player.client, "over", G_CALLBACK (player_over_cb), &player);
  g_signal_connect_swapped (player.client, "closed", G_CALLBACK (player_closed_cb), &player);
  soup_websocket_connection_send_text (watcher.socket->connection, join);
  carc_net_client_connect (player.client);
  g_idle_add (host_plays_cb, host);
  g_idle_add (player_plays_cb, &player);
  g_idle_add (watcher_plays_cb, &watcher);
  while (!player.over || !strstr (frames->len > 0 ? g_ptr_array_index (frames, frames->len - 1) : "", "<over "))
    {
      g_assert_false (player.closed);
      g_assert_false (watcher.socket->closed);
      g_main_context_iteration (NULL, TRUE);
    }
  g_idle_remove_by_data (host);
  g_idle_remove_by_data (&player);
  g_idle_remove_by_data (&watcher);

  g_test_message ("level %u ended with outcome %u after %u actions", LEVEL,
                  carc_state_get_outcome (carc_host_get_state (host)), carc_host_get_log_length (host));
  g_assert_cmpuint (check_frames (frames, carc_host_get_state (host)), >, 0);
  check_same_game (carc_host_get_state (host), carc_net_client_get_state (player.client));

  carc_net_client_close (player.client);
  soup_websocket_connection_close (watcher.socket->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  while (!player.closed)
    g_main_context_iteration (NULL, TRUE);
  test_socket_close_code (watcher.socket);
  g_object_unref (player.client);
  carc_host_stop (host);
}

static gboolean
reveal (CarcRemoteGame *game,
        guint           from,
        const guint16  *items,
        guint           n)
{
  CarcWireReveal shown = { NULL, from, g_array_new (FALSE, FALSE, sizeof (guint16)) };
  g_autoptr(GError) error = NULL;
  gboolean taken;

  g_array_append_vals (shown.items, items, n);
  taken = carc_remote_game_reveal (game, &shown, &error);
  g_assert_true (taken == (error == NULL));
  g_array_unref (shown.items);
  return taken;
}

/* The player's side takes a tile shown face down as a hole its pile
 * fills, its face shown later only in that place, and never a "?" for a
 * tile its game draws face up. */
static void
test_remote_face_down (void)
{
  const CarcCampaignRules *rules = carc_campaign_rules_of_format_1 ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (rules->tile_set, &error);
  g_autoptr(CarcSetup) setup = rules->level_setup (tiles, LEVEL, PEOPLE, FALSE, SEED);
  g_autoptr(CarcRemoteGame) game = carc_remote_game_new (setup);
  g_autoptr(CarcRemoteGame) guessing = carc_remote_game_new (setup);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));
  guint n_order;
  const guint16 *order = carc_setup_get_order (setup, &n_order);
  const guint16 hidden = CARC_WIRE_FACE_DOWN;
  const guint16 other = order[0] == order[1] ? order[2] : order[1];

  g_assert_true (reveal (game, 0, order, 1));
  g_assert_true (reveal (game, 1, &hidden, 1));
  g_assert_true (reveal (game, 2, &hidden, 1));
  /* A face shown in a place shown face down, not in one shown face up. */
  g_assert_true (reveal (game, 1, order + 1, 1));
  g_assert_false (reveal (game, 1, &hidden, 1));
  g_assert_false (reveal (game, 0, &other, 1));
  g_assert_false (reveal (game, 4, order + 4, 1));
  g_assert_cmpuint (carc_remote_game_get_n_known (game), ==, 3);

  /* The first tile in hand shown as "?": the game here draws it face up,
   * so the host's first step is refused. */
  g_assert_true (reveal (guessing, 0, &hidden, 1));
  carc_state_list_actions (carc_remote_game_get_state (guessing), actions);
  g_assert_cmpuint (actions->len, >, 0);
  g_assert_false (carc_remote_game_apply (guessing, &g_array_index (actions, CarcAction, 0), &error));
  g_assert_cmpstr (error->message, ==, "the host did not show a tile that was drawn");
  g_assert_cmpuint (carc_remote_game_get_length (guessing), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/net/level/face-down-hidden", test_level_hidden);
  g_test_add_func ("/net/level/remote-face-down", test_remote_face_down);
  return g_test_run ();
}
