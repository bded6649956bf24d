/* SPDX-License-Identifier: GPL-3.0-or-later */

/* carcassonne-cli host and join: a game played from several computers by
 * computer players, headless, for the tests and for tables of computer
 * players (docs/network-protocol.md).
 *
 * host prints one INVITE line per remote seat, plays its own seats as easy
 * computer players and prints FINAL and the scores in seat order when the
 * game ends (a campaign's level, --level, how it ended first); a level's
 * seats are its colours; join plays one seat from an invitation and prints the FINAL
 * line of the game as it saw it, which must be the host's.  Statistics go
 * to the standard error. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "carc-ai.h"
#include "carc-campaign-rules.h"
#include "carc-certificate.h"
#include "carc-cli.h"
#include "carc-host.h"
#include "carc-net-client.h"
#include "carc-tileset-loader.h"

/* The host waits this long after the end for its players to leave. */
#define LEAVE_SECONDS 30

static const char * const names[] = { "Red", "Green", "Blue", "Yellow", "Black", "Grey", NULL };
static const char * const colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318", "#2b2b2b", "#9a9a9a", NULL };

/* The options of host and join, in a group of their own (--help-net). */
GOptionGroup *
carc_cli_net_options (Options *o)
{
  GOptionGroup *group = g_option_group_new ("net", "host: host a game for computer players joining from elsewhere;\n"
                                            "  join URL: play a seat of a hosted game as a computer player",
                                            "The options of host and join", NULL, NULL);
  const GOptionEntry entries[] = {
    { "port", 0, 0, G_OPTION_ARG_INT, &o->port, "host: the port to listen on (0: one the system chooses)", "P" },
    { "remote", 0, 0, G_OPTION_ARG_INT, &o->remote, "host: how many of the seats, the last, join from other computers", "R" },
    { "address", 0, 0, G_OPTION_ARG_STRING, &o->address, "host: the address to listen on (default: all)", "ADDR" },
    { "hand-over", 0, 0, G_OPTION_ARG_NONE, &o->hand_over,
      "host: a computer player plays a seat whose player left, until the player joins again", NULL },
    { "computer", 0, 0, G_OPTION_ARG_STRING, &o->computer, "join: the computer player's level (easy, normal, strong)", "LEVEL" },
    { "drop-after", 0, 0, G_OPTION_ARG_INT, &o->drop_after, "join: leave after N own actions and join again", "N" },
    { "undo-after", 0, 0, G_OPTION_ARG_INT, &o->undo_after,
      "join: from N own actions on, ask once at a turn's start to undo back to the last", "N" },
    { "times", 0, 0, G_OPTION_ARG_NONE, &o->times,
      "join: print TIME lines, the monotonic clock in µs when each own action is sent and each step arrives", NULL },
    { NULL }
  };

  o->drop_after = o->undo_after = -1;
  g_option_group_add_entries (group, entries);
  return group;
}

/* The process's resident memory in KiB, from /proc (0 elsewhere): now
 * (VmRSS) or its peak (VmHWM). */
static guint64
memory_kib (const char *field)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) || (line = strstr (status, field)) == NULL)
    return 0;
  return g_ascii_strtoull (line + strlen (field), NULL, 10);
}

/* FINAL, how a level ended (won, lost, or a module's own loss: lost-N)
 * and the scores in seat order; a game played to its last tile has no
 * word for its end. */
static void
print_final (CarcState *state)
{
  g_autoptr(GString) line = g_string_new ("FINAL");
  CarcOutcome outcome = carc_state_get_outcome (state);

  if (outcome == CARC_OUTCOME_WON)
    g_string_append (line, " won");
  else if (outcome == CARC_OUTCOME_LOST)
    g_string_append (line, " lost");
  else if (outcome >= CARC_OUTCOME_MODULE)
    g_string_append_printf (line, " lost-%u", (guint) (outcome - CARC_OUTCOME_MODULE));

  for (guint p = 0; p < carc_setup_get_n_players (carc_state_get_setup (state)); p++)
    g_string_append_printf (line, " %u", carc_state_get_score (state, p));
  g_print ("%s\n", line->str);
}

typedef struct
{
  CarcHost  *host;
  GMainLoop *loop;
  guint      idle;
  guint      moves;
  gint64     over_at;
  int        status;
} HostRun;

static gboolean
host_wait_cb (gpointer user_data)
{
  HostRun *run = user_data;

  if (carc_host_get_n_connected (run->host) > 0
      && g_get_monotonic_time () - run->over_at < LEAVE_SECONDS * G_USEC_PER_SEC)
    return G_SOURCE_CONTINUE;
  g_main_loop_quit (run->loop);
  return G_SOURCE_REMOVE;
}

/* The host's own seats play, one decision an idle turn of the loop. */
static gboolean
host_turn_cb (gpointer user_data)
{
  HostRun *run = user_data;
  CarcState *state = carc_host_get_state (run->host);
  const CarcDecision *decision = carc_state_get_decision (state);
  CarcAiParams params;
  CarcAiResult result;

  run->idle = 0;
  if (carc_state_is_over (state))
    {
      if (run->over_at == 0)
        {
          run->over_at = g_get_monotonic_time ();
          print_final (state);
          g_timeout_add (50, host_wait_cb, run);
        }
      return G_SOURCE_REMOVE;
    }
  if (!carc_host_plays_here (run->host, decision->acting))
    return G_SOURCE_REMOVE;
  carc_ai_params_init (&params, CARC_AI_EASY, 1000003 * run->moves++);
  if (!carc_ai_choose (state, &params, &result) || carc_host_play (run->host, decision->acting, &result.action) != CARC_OK)
    {
      g_printerr ("the host's computer player found no legal action\n");
      run->status = 1;
      g_main_loop_quit (run->loop);
    }
  return G_SOURCE_REMOVE;
}

static void
host_changed_cb (HostRun *run)
{
  if (run->idle == 0)
    run->idle = g_idle_add (host_turn_cb, run);
}

static void
host_seat_left_cb (CarcHost *host,
                   guint     seat)
{
  g_printerr ("AWAY seat %u: a computer player takes it\n", seat);
  carc_host_hand_to_computer (host, seat);
}

/* A level of the cooperative campaign (--level) for --players people, or
 * a new game of the options' rules. */
static CarcSetup *
host_setup (CarcTileSet    *tiles,
            const Options  *o,
            GError        **error)
{
  const CarcCampaignRules *rules = carc_campaign_rules_of_format_1 ();
  g_autoptr(CarcTileSet) level_tiles = NULL;

  if (o->level == 0)
    return carc_cli_new_setup (tiles, o, carc_cli_parse_variants (o->variants), o->seed);
  level_tiles = carc_tile_set_load_builtin (rules->tile_set, error);
  if (level_tiles == NULL)
    return NULL;
  return rules->level_setup (level_tiles, o->level, o->players, o->house_marks && (guint) o->level == rules->switch_level,
                             o->seed);
}

int
carc_cli_host (CarcTileSet   *tiles,
               const Options *o)
{
  g_autoptr(GError) setup_error = NULL;
  g_autoptr(CarcSetup) setup = host_setup (tiles, o, &setup_error);
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_user_data_dir (), "carcassonne", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *kept_aside = NULL;
  g_autoptr(GTlsCertificate) certificate = carc_certificate_load_or_make (folder, &kept_aside, &error);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(CarcHost) host = NULL;
  gboolean remote[CARC_MAX_PLAYERS] = { FALSE };
  HostRun run = { NULL, loop, 0, 0, 0, 0 };
  guint64 start_kib;

  gint seats = setup != NULL ? (gint) carc_setup_get_n_players (setup) : 0;

  if (certificate == NULL || setup == NULL)
    {
      g_printerr ("%s\n", (certificate == NULL ? error : setup_error)->message);
      return 1;
    }
  if (kept_aside != NULL)
    g_printerr ("CERTIFICATE the host's certificate file was broken (no certificate with its own key): kept as %s,"
                " and a new certificate made; links sent before no longer work\n", kept_aside);
  /* --remote 0 plays the game here alone: what hosting costs without players. */
  if (o->remote < 0 || o->remote > seats || o->port < 0 || o->port > 65535)
    {
      g_printerr ("host: --remote 0 to the seats (--players, or a level's colours), --port 0 to 65535\n");
      return 2;
    }
  for (gint s = seats - o->remote; s < seats; s++)
    remote[s] = TRUE;
  host = carc_host_new (carc_history_new (setup), names, colours, remote);
  if (!carc_host_listen (host, o->address, o->port, certificate, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  run.host = host;
  for (gint s = seats - o->remote; s < seats; s++)
    {
      g_autofree char *link = carc_host_dup_invitation (host, s, o->address != NULL ? o->address : g_get_host_name ());

      g_print ("INVITE %s\n", link);
    }
  fflush (stdout);
  start_kib = memory_kib ("VmRSS:");
  g_signal_connect_swapped (host, "changed", G_CALLBACK (host_changed_cb), &run);
  if (o->hand_over)
    g_signal_connect (host, "seat-left", G_CALLBACK (host_seat_left_cb), NULL);
  host_changed_cb (&run);
  g_main_loop_run (loop);
  g_printerr ("STATS host bytes=%" G_GUINT64_FORMAT " sent=%" G_GUINT64_FORMAT " peak-memory-kib=%" G_GUINT64_FORMAT
              " start-memory-kib=%" G_GUINT64_FORMAT "\n",
              carc_host_get_bytes (host), carc_host_get_bytes_sent (host), memory_kib ("VmHWM:"), start_kib);
  carc_host_stop (host);
  return run.status;
}

typedef struct
{
  CarcInvitation *invitation;
  CarcNetClient  *client;
  CarcAiLevel     level;
  GMainLoop      *loop;
  guint           idle;
  guint           moves;
  gint            drop_after;   /* own actions before leaving and joining again, or -1 */
  gint            undo_after;   /* own actions before asking to undo the last, or -1 */
  int             status;
  guint64         bytes;
  guint64         received;
  gboolean        times;        /* --times */
  guint           seen;         /* the log's length this seat's game last had */
} JoinRun;

static void join_connect (JoinRun *run);

/* The length of the log this seat's game has. */
static guint
join_log_length (CarcNetClient *client)
{
  guint n = 0;

  carc_net_client_get_actions (client, &n);
  return n;
}

static gboolean
join_turn_cb (gpointer user_data)
{
  JoinRun *run = user_data;
  CarcState *state = carc_net_client_get_state (run->client);
  CarcAiParams params;
  CarcAiResult result;
  CarcError refused;
  gint64 sent_at;
  guint seq;

  run->idle = 0;
  if (!carc_net_client_is_my_turn (run->client))
    return G_SOURCE_REMOVE;
  if ((gint) run->moves == run->drop_after)
    {
      run->drop_after = -1;
      g_printerr ("DROP after %u actions\n", run->moves);
      carc_net_client_close (run->client);
      return G_SOURCE_REMOVE;
    }
  /* At a turn's start, so that the undo passes the others' decisions. */
  if (run->undo_after >= 0 && (gint) run->moves >= run->undo_after
      && carc_state_get_decision (state)->kind == CARC_DECISION_PLACE_TILE)
    {
      run->undo_after = -1;
      g_printerr ("UNDO asked after %u actions\n", run->moves);
      carc_net_client_ask_undo (run->client);
      return G_SOURCE_REMOVE;
    }
  carc_ai_params_init (&params, run->level, 1000003 * run->moves++ + carc_net_client_get_seat (run->client));
  if (!carc_ai_choose (state, &params, &result))
    return G_SOURCE_REMOVE;
  sent_at = g_get_monotonic_time ();
  seq = join_log_length (run->client);
  refused = carc_net_client_act (run->client, &result.action);
  if (refused == CARC_OK && run->times)
    g_printerr ("TIME act %u %" G_GINT64_FORMAT "\n", seq, sent_at);
  if (refused != CARC_OK)
    {
      g_printerr ("the computer player's action is refused here: %s\n", carc_error_to_string (refused));
      run->status = 1;
      g_main_loop_quit (run->loop);
    }
  return G_SOURCE_REMOVE;
}

/* With --times, when a step reached this seat's game (one action more
 * than it had: a sync after a rejoin is no step).  The monotonic clock
 * is the machine's, so another process's TIME act of the same seq is
 * comparable on the same machine. */
static void
join_changed_cb (JoinRun *run)
{
  guint n = join_log_length (run->client);

  if (run->times && n == run->seen + 1)
    g_printerr ("TIME step %u %" G_GINT64_FORMAT "\n", run->seen, g_get_monotonic_time ());
  run->seen = n;
  if (run->idle == 0)
    run->idle = g_idle_add (join_turn_cb, run);
}

static void
join_over_cb (JoinRun *run)
{
  CarcState *state = carc_net_client_get_state (run->client);
  guint n;
  const guint *scores = carc_net_client_get_final (run->client, &n);

  print_final (state);
  for (guint p = 0; p < n; p++)
    if (scores[p] != carc_state_get_score (state, p))
      {
        g_printerr ("the host's final score of seat %u is %u, this game's %u\n", p, scores[p],
                    carc_state_get_score (state, p));
        run->status = 1;
      }
  carc_net_client_close (run->client);
}

static void
join_undo_asked_cb (JoinRun *run,
                    guint    request,
                    guint    seat,
                    guint    length)
{
  g_printerr ("UNDO seat %u asks to go back to %u: consent\n", seat, length);
  carc_net_client_answer_undo (run->client, request, TRUE);
}

static void
join_closed_cb (JoinRun *run)
{
  guint n;
  const char *why = carc_net_client_get_error (run->client);

  run->bytes += carc_net_client_get_bytes (run->client);
  run->received += carc_net_client_get_bytes_received (run->client);
  if (carc_net_client_get_final (run->client, &n) != NULL)
    {
      g_printerr ("STATS join seat=%u bytes=%" G_GUINT64_FORMAT " received=%" G_GUINT64_FORMAT
                  " round-trip-median-us=%" G_GINT64_FORMAT "\n",
                  carc_net_client_get_seat (run->client), run->bytes, run->received,
                  carc_net_client_get_median_round_trip (run->client));
      g_main_loop_quit (run->loop);
      return;
    }
  if (why != NULL)
    {
      g_printerr ("%s\n", why);
      run->status = 1;
      g_main_loop_quit (run->loop);
      return;
    }
  /* Left on purpose (--drop-after): join again with the same invitation. */
  g_printerr ("REJOIN\n");
  join_connect (run);
}

static void
join_connect (JoinRun *run)
{
  g_clear_handle_id (&run->idle, g_source_remove);
  g_clear_object (&run->client);
  run->seen = 0;
  run->client = carc_net_client_new (run->invitation);
  g_signal_connect_swapped (run->client, "changed", G_CALLBACK (join_changed_cb), run);
  g_signal_connect_swapped (run->client, "over", G_CALLBACK (join_over_cb), run);
  g_signal_connect_swapped (run->client, "closed", G_CALLBACK (join_closed_cb), run);
  g_signal_connect_swapped (run->client, "undo-asked", G_CALLBACK (join_undo_asked_cb), run);
  carc_net_client_connect (run->client);
}

int
carc_cli_join (const char    *link,
               const Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcInvitation) invitation = carc_invitation_parse (link, &error);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  JoinRun run = { invitation, NULL, CARC_AI_EASY, loop, 0, 0, o->drop_after, o->undo_after, 0, 0, 0, o->times, 0 };

  if (invitation == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (!carc_ai_level_from_string (o->computer != NULL ? o->computer : "easy", &run.level))
    {
      g_printerr ("join: --computer easy, normal or strong\n");
      return 2;
    }
  join_connect (&run);
  g_main_loop_run (loop);
  g_clear_handle_id (&run.idle, g_source_remove);
  g_clear_object (&run.client);
  return run.status;
}
