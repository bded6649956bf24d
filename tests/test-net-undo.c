/* SPDX-License-Identifier: GPL-3.0-or-later */

/* Undo by consent and hidden information, on the host alone (no
 * connection needed: every seat is a person here who is asked).  An undo
 * back over a step that drew a tile or showed a card, or over any chance
 * outcome, waits for consent: a player who placed its figure, saw the
 * next player's tile drawn and asks to take the figure back is not let
 * choose again knowing that tile.  Played through a level of the
 * campaign, this holds for tiles drawn face down too. */
#include "config.h"

#include "carc-ai.h"
#include "carc-campaign-rules.h"
#include "carc-host.h"
#include "carc-module.h"
#include "carc-save.h"
#include "carc-test-util.h"

typedef struct
{
  guint asked;
  guint request;
  guint refused;
} Heard;

static void
asked_cb (CarcHost *host,
          guint     request,
          guint     seat,
          Heard    *heard)
{
  heard->asked++;
  heard->request = request;
}

static void
refused_cb (CarcHost *host,
            guint     request,
            guint     seat,
            Heard    *heard)
{
  heard->refused++;
}

/* A host of @setup whose seats are all people here, each asked. */
static CarcHost *
host_new (CarcSetup *setup,
          Heard     *heard)
{
  const char *names[] = { "Red", "Green", "Blue", "Yellow", "Black", "Grey" };
  const char *colours[] = { "#d0312d", "#2e8b3a", "#2f62c8", "#f2c318", "#303030", "#909090" };
  const gboolean remote[CARC_MAX_PLAYERS] = { FALSE };
  CarcHost *host = carc_host_new (carc_history_new (setup), names, colours, remote);

  for (guint s = 0; s < carc_setup_get_n_players (setup); s++)
    carc_host_set_asked (host, s, TRUE);
  g_signal_connect (host, "undo-asked", G_CALLBACK (asked_cb), heard);
  g_signal_connect (host, "undo-refused", G_CALLBACK (refused_cb), heard);
  return host;
}

/* The decision now, by an easy computer player: the log's new length. */
static guint
play (CarcHost *host)
{
  CarcState *state = carc_host_get_state (host);
  guint seat = carc_state_get_decision (state)->acting;
  CarcAiParams params;
  CarcAiResult result;

  carc_ai_params_init (&params, CARC_AI_EASY, carc_host_get_log_length (host));
  g_assert_true (carc_ai_choose (state, &params, &result));
  g_assert_cmpint (carc_host_play (host, seat, &result.action), ==, CARC_OK);
  return carc_host_get_log_length (host);
}

/* Red plays its turn and Green's tile is drawn: Red's undo of its last
 * decision waits for Green (asked, refused: nothing undone); Green's
 * undo of its placement, which drew nothing, is made at once. */
static void
test_next_tile (void)
{
  const char *sets[] = { "base", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_setup_compose (sets, NULL, 3, 0, 11, carc_save_builtin_tile_sets, NULL, &error);
  Heard heard = { 0 };
  g_autoptr(CarcHost) host = host_new (setup, &heard);
  guint length = 0;

  g_assert_no_error (error);
  while (carc_state_get_decision (carc_host_get_state (host))->acting == 0)
    length = play (host);
  g_assert_cmpuint (carc_state_get_decision (carc_host_get_state (host))->acting, ==, 1);
  carc_host_ask_undo (host, 0);
  g_assert_cmpuint (heard.asked, ==, 1);
  g_assert_cmpuint (carc_host_get_log_length (host), ==, length);
  carc_host_answer_undo (host, heard.request, FALSE);
  g_assert_cmpuint (heard.refused, ==, 1);
  g_assert_cmpuint (carc_host_get_log_length (host), ==, length);

  play (host);
  g_assert_cmpuint (carc_state_get_decision (carc_host_get_state (host))->acting, ==, 1);
  carc_host_ask_undo (host, 1);
  g_assert_cmpuint (heard.asked, ==, 1);
  g_assert_cmpuint (carc_host_get_log_length (host), ==, length);
}

/* Tiles drawn and cards seen in @state; in @face_down, the tiles drawn
 * face down. */
static guint
known (CarcState *state,
       guint     *face_down)
{
  const CarcSetup *setup = carc_state_get_setup (state);
  guint n_order, drawn;

  carc_state_get_order (state, &n_order);
  drawn = n_order - carc_state_get_tiles_left (state);
  *face_down = 0;
  for (guint i = 0; i < drawn; i++)
    *face_down += carc_state_is_drawn_face_down (state, i);
  for (guint d = 0; d < carc_setup_get_n_decks (setup); d++)
    drawn += carc_state_get_deck_seen (state, carc_setup_get_deck_name (setup, d));
  return drawn;
}

/* The seat that decided last asks to undo: when that passes a step that
 * made something known (@shown, by the log's index: 1 something shown, 2
 * a tile drawn face down), it must wait for consent (refused here: the
 * log stays).  Returns what the undo passed, 0 when it was not asked. */
static guint8
ask_over_shown (CarcHost *host,
                Heard    *heard,
                GArray   *decided,
                GArray   *shown)
{
  guint cursor = carc_host_get_log_length (host);
  guint8 passed = 0;
  guint asked = heard->asked;

  for (guint i = cursor; i > 0; i--)
    if (g_array_index (decided, guint8, i - 1) != 0xff)
      {
        for (guint j = i - 1; j < cursor; j++)
          passed |= g_array_index (shown, guint8, j);
        if (passed == 0)
          return 0;
        carc_host_ask_undo (host, g_array_index (decided, guint8, i - 1));
        g_assert_cmpuint (heard->asked, ==, asked + 1);
        g_assert_cmpuint (carc_host_get_log_length (host), ==, cursor);
        carc_host_answer_undo (host, heard->request, FALSE);
        g_assert_cmpuint (carc_host_get_log_length (host), ==, cursor);
        return passed;
      }
  return 0;
}

/* A level of the campaign played to its end: before each decision, the
 * seat that decided last asks to undo whenever that passes a step that
 * drew a tile or showed a card; it must wait for consent, never be made
 * at once.  Some of those undos pass a tile drawn face down. */
static void
test_face_down (void)
{
  const CarcCampaignRules *rules = carc_campaign_rules_of_format_1 ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) tiles = carc_tile_set_load_builtin (rules->tile_set, &error);
  g_autoptr(CarcSetup) setup = rules->level_setup (tiles, 5, 2, FALSE, 5);
  Heard heard = { 0 };
  g_autoptr(CarcHost) host = host_new (setup, &heard);
  g_autoptr(GArray) shown = g_array_new (FALSE, TRUE, sizeof (guint8));
  g_autoptr(GArray) decided = g_array_new (FALSE, TRUE, sizeof (guint8));   /* who decided; 0xff: chance */
  guint checked = 0, over_face_down = 0;

  g_assert_no_error (error);
  while (!carc_state_is_over (carc_host_get_state (host)))
    {
      guint cursor = carc_host_get_log_length (host);
      guint seat = carc_state_get_decision (carc_host_get_state (host))->acting;
      guint face_down_before, face_down_after;
      guint before = known (carc_host_get_state (host), &face_down_before);
      guint after;
      guint8 passed = ask_over_shown (host, &heard, decided, shown);
      guint8 flags;

      checked += passed != 0;
      over_face_down += (passed & 2) != 0;
      play (host);
      after = known (carc_host_get_state (host), &face_down_after);
      flags = (after > before ? 1 : 0) | (face_down_after > face_down_before ? 2 : 0);
      g_array_set_size (shown, carc_host_get_log_length (host));
      g_array_set_size (decided, carc_host_get_log_length (host));
      for (guint j = cursor; j < carc_host_get_log_length (host); j++)
        {
          g_array_index (shown, guint8, j) = flags;
          g_array_index (decided, guint8, j) = j == cursor ? seat : 0xff;
        }
    }
  g_test_message ("%u undos over something shown asked, %u over a tile drawn face down", checked, over_face_down);
  g_assert_cmpuint (checked, >, 0);
  g_assert_cmpuint (over_face_down, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);
  g_test_add_func ("/net/undo/next-tile", test_next_tile);
  g_test_add_func ("/net/undo/face-down", test_face_down);
  return g_test_run ();
}
