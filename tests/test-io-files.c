/* SPDX-License-Identifier: GPL-3.0-or-later */

/* The game's files against a hostile world: numbers read exactly as the
 * schemas read them (padding, signs, leading zeros) in saves, campaigns
 * and tile sets; writes that leave the old file whole on a full disk;
 * special files (FIFOs, devices, folders) refused by type without
 * blocking; and the worst structures under the size limits refused. */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "carc-mists.h"
#include "carc-campaign-file.h"
#include "carc-save.h"
#include "carc-test-util.h"
#include "carc-values.h"
#include "carc-xml-private.h"

static char *
fixture_text (const char *folder,
              const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", folder, file, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static CarcSavedGame *
load_save_text (const char  *text,
                GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return carc_save_from_bytes (bytes, "test.carcassonne", carc_save_builtin_tile_sets, NULL, error);
}

/* @text with every value of @attribute rewritten by @pad ("%s" is the
 * value). */
static char *
pad_attribute (const char *text,
               const char *attribute,
               const char *pad)
{
  g_autofree char *pattern = g_strdup_printf ("(\\s%s=\")([^\"]*)(\")", attribute);
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);
  g_autofree char *replacement = g_strdup_printf ("\\g<1>%s\\g<3>", pad);
  g_autofree char *with_group = NULL;
  g_auto(GStrv) parts = g_strsplit (replacement, "%s", 2);

  with_group = g_strjoinv ("\\g<2>", parts);
  return g_regex_replace (regex, text, -1, 0, with_group, 0, NULL);
}

static void
test_parse_numbers (void)
{
  gint64 i = 99;
  guint64 u = 99;
  gboolean b = FALSE;

  g_assert_true (carc_xml_parse_int (" 2", 0, 10, &i) && i == 2);
  g_assert_true (carc_xml_parse_int ("+3", 0, 10, &i) && i == 3);
  g_assert_true (carc_xml_parse_int ("\t1\n", 0, 10, &i) && i == 1);
  g_assert_true (carc_xml_parse_int ("\r007 ", 0, 10, &i) && i == 7);
  g_assert_true (carc_xml_parse_int ("-1000", -1000, 1000, &i) && i == -1000);
  g_assert_true (carc_xml_parse_int ("-0", 0, 0, &i) && i == 0);
  g_assert_true (carc_xml_parse_uint ("18446744073709551615", G_MAXUINT64, &u) && u == G_MAXUINT64);
  g_assert_true (carc_xml_parse_uint ("-0", 5, &u) && u == 0);
  i = 42;
  u = 42;
  for (guint k = 0; k < 12; k++)
    {
      static const char * const bad[] = {
        "", " ", "+", "-", "1 2", "0x1", "1e2", "2.0", "\xd9\xa1", "++1", "1-", "\v1",
      };

      g_test_message ("“%s”", bad[k]);
      g_assert_false (carc_xml_parse_int (bad[k], G_MININT64, G_MAXINT64, &i));
      g_assert_false (carc_xml_parse_uint (bad[k], G_MAXUINT64, &u));
    }
  g_assert_false (carc_xml_parse_int (NULL, 0, 10, &i));
  g_assert_false (carc_xml_parse_int ("11", 0, 10, &i));
  g_assert_false (carc_xml_parse_uint ("18446744073709551616", G_MAXUINT64, &u));
  g_assert_false (carc_xml_parse_uint ("-1", G_MAXUINT64, &u));
  g_assert_false (carc_xml_parse_int ("9223372036854775808", G_MININT64, G_MAXINT64, &i));
  g_assert_true (carc_xml_parse_int ("-9223372036854775808", G_MININT64, G_MAXINT64, &i) && i == G_MININT64);
  g_assert_cmpint (u, ==, 42);

  g_assert_true (carc_xml_parse_boolean (" true\n", &b) && b);
  g_assert_true (carc_xml_parse_boolean ("0", &b) && !b);
  g_assert_true (carc_xml_parse_boolean ("\t1", &b) && b);
  g_assert_false (carc_xml_parse_boolean ("True", &b));
  g_assert_false (carc_xml_parse_boolean ("yes", &b));
  g_assert_false (carc_xml_parse_boolean ("true false", &b));
  g_assert_false (carc_xml_parse_boolean (NULL, &b));
}

/* A save whose numbers carry the padding, signs and zeros the schema
 * allows is the same game; x=" 2" once loaded as x = 0. */
static void
test_save_padded_numbers (void)
{
  static const char * const pads[] = { " %s", "%s ", "&#9;%s&#10;", "&#13;%s", "+%s", "0%s", "+00%s" };
  static const char * const attributes[] = { "x", "y", "rotation", "segment", "seed", "cursor" };
  g_autofree char *original = fixture_text ("saves", "format1-undone.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSavedGame) expected = load_save_text (original, &error);
  g_autoptr(CarcHistory) expected_history = carc_saved_game_to_history (expected, &error);

  g_assert_no_error (error);
  for (guint p = 0; p < G_N_ELEMENTS (pads); p++)
    for (guint a = 0; a < G_N_ELEMENTS (attributes); a++)
      {
        g_autofree char *text = NULL;
        g_autoptr(CarcSavedGame) game = NULL;
        g_autoptr(CarcHistory) history = NULL;

        /* A sign on a negative coordinate is not a number. */
        if ((pads[p][0] == '+' || pads[p][0] == '0') && (g_str_equal (attributes[a], "x") || g_str_equal (attributes[a], "y")))
          continue;
        text = pad_attribute (original, attributes[a], pads[p]);
        g_test_message ("%s padded as “%s”", attributes[a], pads[p]);
        g_assert_cmpstr (text, !=, original);
        game = load_save_text (text, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (game->cursor, ==, expected->cursor);
        g_assert_cmpuint (carc_setup_get_seed (game->setup), ==, carc_setup_get_seed (expected->setup));
        g_assert_cmpuint (game->actions->len, ==, expected->actions->len);
        for (guint i = 0; i < game->actions->len; i++)
          g_assert_true (carc_action_equal (&g_array_index (game->actions, CarcAction, i),
                                            &g_array_index (expected->actions, CarcAction, i)));
        history = carc_saved_game_to_history (game, &error);
        g_assert_no_error (error);
      }

  /* The padded seed of a 2-digit value is still that value. */
  {
    g_autofree char *text = pad_attribute (original, "seed", " 2");
    g_autoptr(CarcSavedGame) game = load_save_text (text, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (carc_setup_get_seed (game->setup), ==, 2);
  }
  /* Tokens: " pig " is a pig, not a meeple; " cooperative" is cooperative. */
  {
    g_autofree char *text = fixture_text ("saves", "cooperative-level1-solo.xml");
    g_autofree char *padded = pad_attribute (text, "mode", "&#9;%s ");
    g_autofree char *people = pad_attribute (padded, "people", "%s&#10;");
    g_autoptr(CarcSavedGame) game = load_save_text (people, &error);
    guint level = 0, n_people = 0;

    g_assert_no_error (error);
    g_assert_true (carc_mists_setup_get_level (game->setup, &level, &n_people));
    g_assert_cmpuint (level, ==, 1);
    g_assert_cmpuint (n_people, ==, 1);
  }
}

static const char five_won[] =
  "<carcassonne-campaign format=\"1\">\n"
  "  <team people=\"1\" colours=\"0 1 2 3\"/>\n"
  "  <level number=\"1\" attempts=\"3\" best=\"51\" won=\"true\"/>\n"
  "  <level number=\"2\" attempts=\"4\" best=\"62\" won=\"true\"/>\n"
  "  <level number=\"3\" attempts=\"5\" best=\"73\" won=\"true\"/>\n"
  "  <level number=\"4\" attempts=\"6\" best=\"84\" won=\"true\"/>\n"
  "  <level number=\"5\" attempts=\"7\" best=\"95\" won=\"true\"/>\n"
  "  <current level=\"6\"/>\n"
  "</carcassonne-campaign>\n";

static void
assert_five_won (const CarcCampaignRecord *record)
{
  g_assert_cmpuint (record->people, ==, 1);
  g_assert_cmpuint (record->n_colours, ==, 4);
  for (guint l = 0; l < 5; l++)
    {
      g_assert_true (record->levels[l].won);
      g_assert_cmpuint (record->levels[l].attempts, ==, 3 + l);
      g_assert_cmpuint (record->levels[l].best, ==, 51 + 11 * l);
    }
  g_assert_false (record->levels[5].won);
  g_assert_cmpuint (record->current, ==, 6);
}

/* number=" 2" once wrote levels[-1] and crashed every start. */
static void
test_campaign_padded_numbers (void)
{
  static const char * const pads[] = { " %s", "%s ", "&#9;%s&#10;", "+%s", "0%s" };
  static const char * const attributes[] = { "number", "attempts", "best", "won", "people", "level", "colours" };

  for (guint p = 0; p < G_N_ELEMENTS (pads); p++)
    for (guint a = 0; a < G_N_ELEMENTS (attributes); a++)
      {
        g_autofree char *text = NULL;
        g_autoptr(GBytes) bytes = NULL;
        g_autoptr(GError) error = NULL;
        CarcCampaignRecord record;

        if (g_str_equal (attributes[a], "won") && (pads[p][0] == '+' || pads[p][0] == '0'))
          continue; /* not a boolean */
        if (g_str_equal (attributes[a], "colours") && pads[p][0] != ' ' && pads[p][0] != '%')
          continue; /* a sign or zero on the first item only: see below */
        text = pad_attribute (five_won, attributes[a], pads[p]);
        g_test_message ("%s padded as “%s”", attributes[a], pads[p]);
        bytes = g_bytes_new (text, strlen (text));
        carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
        g_assert_true (carc_campaign_from_bytes (bytes, "campaign.xml", carc_mists_get_module ()->campaign, &record, &error));
        g_assert_no_error (error);
        assert_five_won (&record);
      }
  {
    g_autofree char *text = pad_attribute (five_won, "colours", "+0 01 &#9;2&#10; +3");
    g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
    CarcCampaignRecord record;

    carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
    g_assert_true (carc_campaign_from_bytes (bytes, "campaign.xml", carc_mists_get_module ()->campaign, &record, NULL));
    assert_five_won (&record);
  }

  /* A count beyond the largest is refused naming its attribute and the
   * range; a format too large to hold is a newer version's. */
  {
    g_autofree char *text = pad_attribute (five_won, "attempts", "100001");
    g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
    g_autoptr(GBytes) huge = g_bytes_new_static ("<carcassonne-campaign format=\"99999999999999999999999\"/>",
                                                 strlen ("<carcassonne-campaign format=\"99999999999999999999999\"/>"));
    g_autoptr(GError) error = NULL;
    CarcCampaignRecord record;

    carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
    g_assert_false (carc_campaign_from_bytes (bytes, "campaign.xml", carc_mists_get_module ()->campaign, &record, &error));
    g_assert_nonnull (strstr (error->message, "attempts"));
    g_assert_nonnull (strstr (error->message, "100000"));
    g_clear_error (&error);
    g_assert_false (carc_campaign_from_bytes (huge, "campaign.xml", carc_mists_get_module ()->campaign, &record, &error));
    g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION);
  }

  /* The house rule's mark on a level other than its own means nothing:
   * dropped, as the game never writes it. */
  {
    static const char marked[] = "<carcassonne-campaign format=\"2\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                                 "<level number=\"1\" attempts=\"1\" best=\"9\" won=\"true\" house-marks=\"true\"/>"
                                 "<level number=\"6\" attempts=\"1\" best=\"9\" won=\"true\" house-marks=\"true\"/>"
                                 "</carcassonne-campaign>";
    g_autoptr(GBytes) bytes = g_bytes_new_static (marked, strlen (marked));
    CarcCampaignRecord record;

    carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
    g_assert_true (carc_campaign_from_bytes (bytes, "campaign.xml", carc_mists_get_module ()->campaign, &record, NULL));
    g_assert_true (record.levels[0].won && !record.levels[0].house);
    g_assert_true (record.levels[5].won && record.levels[5].house);
  }

  /* Refused, not misread: a level listed twice. */
  {
    static const char twice[] = "<carcassonne-campaign format=\"1\"><team people=\"1\" colours=\"0 1 2 3\"/>"
                                "<level number=\"1\" attempts=\"1\" best=\"9\" won=\"true\"/>"
                                "<level number=\" 1\" attempts=\"1\" best=\"9\" won=\"false\"/></carcassonne-campaign>";
    g_autoptr(GBytes) bytes = g_bytes_new_static (twice, strlen (twice));
    g_autoptr(GError) error = NULL;
    CarcCampaignRecord record;

    carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
    g_assert_false (carc_campaign_from_bytes (bytes, "campaign.xml", carc_mists_get_module ()->campaign, &record, &error));
    g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "campaign.xml"));
    g_assert_false (record.levels[0].won);
  }
  /* A newer format with a padded number is still newer. */
  {
    g_autofree char *text = pad_attribute (five_won, "format", " 3");
    g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
    g_autoptr(GError) error = NULL;
    CarcCampaignRecord record;

    g_assert_false (carc_campaign_from_bytes (bytes, "campaign.xml", carc_mists_get_module ()->campaign, &record, &error));
    g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NEWER_VERSION);
  }
}

/* The tile set loader reads counts, coats of arms, ghosts, start cells,
 * booleans and lists as its schema does. */
static void
test_tileset_padded_numbers (void)
{
  static const char text[] =
    "<tileset format=\"2\" id=\"padded\">"
    "<mark id=\"test-tower\" place=\" above\" meets=\" true\"/><mark id=\"test-well\" meets=\"1 \"/>"
    "<tile id=\"A\" count=\" 3\" edges=\"CRFR\">"
    "<city id=\"c\" edges=\"N\" arms=\"+1\" marks=\" test-tower\"/>"
    "<road id=\"r\" edges=\"E&#13;W\" marks=\"test-well&#10;\"/>"
    "<field id=\"f1\" halves=\"EL&#9;WR\" cities=\" c\"/>"
    "<field id=\"f2\" halves=\"ER SL&#10;SR WL\"/></tile>"
    "<tile id=\"B\" count=\"007\" edges=\"FFFF\"><monastery id=\"m\"/>"
    "<field id=\"f\" halves=\"NL NR EL ER SL SR WL WR\"/></tile>"
    "<start><cell tile=\"A\" x=\" -0\" y=\"&#10;+0\"/></start></tileset>";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcTileSet) set = carc_tile_set_load_bytes (bytes, "padded.xml", &error);
  const CarcTileType *a;

  g_assert_no_error (error);
  a = carc_tile_set_get_type (set, 0);
  g_assert_cmpuint (a->count, ==, 3);
  g_assert_cmpuint (carc_tile_set_get_type (set, 1)->count, ==, 7);
  g_assert_cmpuint (a->segments[0].arms, ==, 1);
  g_assert_true (carc_segment_has_mark (&a->segments[0], CARC_MARK ("test-tower")));
  g_assert_cmpuint (carc_mark_get (CARC_MARK ("test-tower"))->traits, ==, CARC_MARK_ABOVE | CARC_MARK_MEETS);
  g_assert_cmpuint (carc_mark_get (CARC_MARK ("test-well"))->traits, ==, CARC_MARK_MEETS);
  g_assert_true (carc_segment_has_mark (&a->segments[1], CARC_MARK ("test-well")));
  g_assert_cmpuint (a->segments[1].edges, ==, (1u << 1) | (1u << 3));
  g_assert_cmpuint (a->segments[2].halves, ==, (1u << 2) | (1u << 7));
  g_assert_cmpuint (a->segments[2].adjacent, ==, 1u << 0);
}

/* A filesystem that fails writes: RLIMIT_FSIZE makes any write past
 * @limit bytes fail with EFBIG, as a full disk fails with ENOSPC. */
static void
limit_file_size (rlim_t limit)
{
  struct rlimit rl = { limit, limit };

  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &rl), ==, 0);
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static CarcSavedGame *
long_game (void)
{
  static const char * const names[] = { "Anna", "Ben", NULL };
  static const char * const colours[] = { "#d0312d", "#2e8b3a", NULL };
  g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 5);
  g_autoptr(CarcHistory) history = carc_history_new (setup);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (CarcAction));

  for (guint i = 0; i < 40; i++)
    {
      carc_state_list_actions (carc_history_get_state (history), actions);
      g_assert_cmpint (carc_history_apply (history, &g_array_index (actions, CarcAction, 0)), ==, CARC_OK);
    }
  return carc_saved_game_new (history, names, colours);
}

/* Writes a save and a campaign with five won levels, then makes every
 * further write fail and writes again: each fails, naming the file, and
 * the old files are whole and still load. */
static void
check_writes_keep_old_files (const char *dir,
                             void      (*break_writes) (const char *dir))
{
  g_autofree char *save_path = g_build_filename (dir, "autosave.carcassonne", NULL);
  g_autofree char *campaign_path = g_build_filename (dir, "campaign.xml", NULL);
  g_autoptr(GFile) save_file = g_file_new_for_path (save_path);
  g_autoptr(GFile) campaign_file = g_file_new_for_path (campaign_path);
  g_autoptr(CarcSavedGame) game = long_game ();
  g_autoptr(GBytes) five = g_bytes_new_static (five_won, strlen (five_won));
  g_autoptr(GError) error = NULL;
  g_autofree char *save_before = NULL;
  g_autofree char *campaign_before = NULL;
  g_autofree char *save_after = NULL;
  g_autofree char *campaign_after = NULL;
  g_autoptr(CarcSavedGame) longer = NULL;
  CarcCampaignRecord record, more;

  carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
  g_assert_true (carc_campaign_from_bytes (five, "five", carc_mists_get_module ()->campaign, &record, NULL));
  /* The first save is a short game; the one that fails, a longer one. */
  {
    g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 5);
    g_autoptr(CarcHistory) history = carc_history_new (setup);
    static const char * const names[] = { "Anna", "Ben", NULL };
    static const char * const colours[] = { "#d0312d", "#2e8b3a", NULL };
    g_autoptr(CarcSavedGame) short_game = carc_saved_game_new (history, names, colours);

    g_assert_true (carc_save_write_file (short_game, save_file, &error));
  }
  g_assert_true (carc_campaign_write_file (&record, campaign_file, &error));
  g_assert_no_error (error);
  save_before = read_text (save_path);
  campaign_before = read_text (campaign_path);

  break_writes (dir);
  longer = g_steal_pointer (&game);
  g_assert_false (carc_save_write_file (longer, save_file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "autosave.carcassonne"));
  g_clear_error (&error);
  more = record;
  more.levels[5].attempts = 99999;
  more.levels[5].best = 99999;
  more.current = 0;
  for (guint l = 0; l < 6; l++)
    more.levels[l].attempts = 12345;
  g_assert_false (carc_campaign_write_file (&more, campaign_file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "campaign.xml"));
  g_clear_error (&error);

  save_after = read_text (save_path);
  campaign_after = read_text (campaign_path);
  g_assert_cmpstr (save_after, ==, save_before);
  g_assert_cmpstr (campaign_after, ==, campaign_before);
  {
    CarcCampaignRecord again;

    carc_campaign_record_init (&again, carc_mists_get_module ()->campaign);
    g_assert_true (carc_campaign_read_file (campaign_file, carc_mists_get_module ()->campaign, &again, &error));
    g_assert_no_error (error);
    assert_five_won (&again);
  }
}

static void
fill_with_size_limit (const char *dir)
{
  g_autofree char *campaign_path = g_build_filename (dir, "campaign.xml", NULL);
  struct stat st;

  /* Every write past the smaller of the two files fails. */
  g_assert_cmpint (g_stat (campaign_path, &st), ==, 0);
  limit_file_size (64);
}

static void
test_write_failing_file_size (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_dir_make_tmp ("carc-fsize-XXXXXX", NULL);

      check_writes_keep_old_files (dir, fill_with_size_limit);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

static void
fill_disk (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "filler", NULL);
  FILE *f = fopen (path, "w");
  static const char block[4096];

  g_assert_nonnull (f);
  while (fwrite (block, 1, sizeof block, f) == sizeof block)
    ;
  fclose (f);
  /* What a block left can take, too. */
  f = fopen (path, "a");
  while (fwrite (block, 1, 1, f) == 1 && fflush (f) == 0)
    ;
  fclose (f);
}

/* The same on a real full filesystem: a 256 KiB tmpfs, where the system
 * allows mounting one (as root in CI); otherwise skipped. */
static void
test_write_full_disk (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-full-XXXXXX", NULL);

  if (geteuid () != 0 || mount ("carc-test", dir, "tmpfs", 0, "size=256k") != 0)
    {
      g_rmdir (dir);
      g_test_skip ("cannot mount a small tmpfs here (needs root)");
      return;
    }
  check_writes_keep_old_files (dir, fill_disk);
  g_assert_cmpint (umount (dir), ==, 0);
  g_rmdir (dir);
}

/* A crash in the middle of writing: a writer killed at random moments
 * leaves a campaign that loads, the old one or the new, never a mix. */
static void
test_write_killed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-crash-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "campaign.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) five = g_bytes_new_static (five_won, strlen (five_won));
  CarcCampaignRecord record;
  GRand *rand = g_rand_new_with_seed (7);

  carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
  g_assert_true (carc_campaign_from_bytes (five, "five", carc_mists_get_module ()->campaign, &record, NULL));
  g_assert_true (carc_campaign_write_file (&record, file, NULL));
  for (guint round = 0; round < 40; round++)
    {
      pid_t child = fork ();
      CarcCampaignRecord read;
      g_autoptr(GError) error = NULL;
      int status;

      g_assert_cmpint (child, >=, 0);
      if (child == 0)
        {
          /* Writes for ever, the attempts of level 6 counting up. */
          for (guint n = 1;; n++)
            {
              record.levels[5].attempts = n;
              carc_campaign_write_file (&record, file, NULL);
            }
        }
      g_usleep (g_rand_int_range (rand, 200, 20000));
      kill (child, SIGKILL);
      g_assert_cmpint (waitpid (child, &status, 0), ==, child);
      carc_campaign_record_init (&read, carc_mists_get_module ()->campaign);
      g_assert_true (carc_campaign_read_file (file, carc_mists_get_module ()->campaign, &read, &error));
      g_assert_no_error (error);
      read.levels[5].attempts = 0;
      read.current = 6;
      assert_five_won (&read);
    }
  g_rand_free (rand);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);

        g_unlink (p);
      }
  }
  g_rmdir (dir);
}

/* Special files are refused by their type, quickly, naming the file; a
 * FIFO nobody writes to once blocked forever. */
static void
test_special_files (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_dir_make_tmp ("carc-special-XXXXXX", NULL);
      g_autofree char *fifo = g_build_filename (dir, "fifo.carcassonne", NULL);
      g_autofree char *zero = g_build_filename (dir, "zero.carcassonne", NULL);
      const char *paths[] = { fifo, zero, "/proc/self/mem", dir, "/dev/null" };
      const char *names[] = { "fifo.carcassonne", "zero.carcassonne", "/proc/self/mem", "carc-special-", "/dev/null" };

      g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
      g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
      for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
        {
          g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
          g_autoptr(GError) error = NULL;
          g_autoptr(GError) campaign_error = NULL;
          g_autoptr(GError) tiles_error = NULL;
          CarcCampaignRecord record;
          g_autoptr(CarcTileSet) tiles = NULL;

          g_test_message ("%s", paths[i]);
          g_assert_null (carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error));
          g_assert_nonnull (error);
          g_assert_nonnull (strstr (error->message, names[i]));
          g_assert_false (carc_campaign_read_file (file, carc_mists_get_module ()->campaign, &record, &campaign_error));
          g_assert_nonnull (strstr (campaign_error->message, names[i]));
          tiles = carc_tile_set_load_file (file, &tiles_error);
          g_assert_null (tiles);
          g_assert_nonnull (strstr (tiles_error->message, names[i]));
        }
      /* A link to nothing, or in a loop, is a file that does not exist. */
      {
        g_autofree char *dangling = g_build_filename (dir, "dangling.carcassonne", NULL);
        g_autofree char *loop = g_build_filename (dir, "loop.carcassonne", NULL);
        const char *links[] = { dangling, loop };

        g_assert_cmpint (symlink ("/nonexistent/carcassonne", dangling), ==, 0);
        g_assert_cmpint (symlink (loop, loop), ==, 0);
        for (guint i = 0; i < G_N_ELEMENTS (links); i++)
          {
            g_autoptr(GFile) file = g_file_new_for_path (links[i]);
            g_autoptr(GError) error = NULL;

            g_assert_null (carc_save_read_file (file, carc_save_builtin_tile_sets, NULL, &error));
            g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_NOT_FOUND);
            g_assert_nonnull (strstr (error->message, links[i]));
            g_assert_nonnull (strstr (error->message, "does not exist"));
          }
        g_unlink (dangling);
        g_unlink (loop);
      }
      g_unlink (fifo);
      g_unlink (zero);
      g_rmdir (dir);
      return;
    }
  g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* The worst structures that fit under the size limit are refused; before
 * the attribute count, 100,000 attributes on one element took 18 s.
 * carcassonne-cli bench-hostile times them. */
static void
test_worst_structures (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<carcassonne-game format=\"1\"><setup");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; text->len < CARC_SAVE_MAX_SIZE - 64; i++)
    g_string_append_printf (text, " a%u=\"\"", i);
  g_string_append (text, "/></carcassonne-game>");
  bytes = g_bytes_new (text->str, text->len);
  g_assert_null (carc_save_from_bytes (bytes, "many.carcassonne", carc_save_builtin_tile_sets, NULL, &error));
  g_assert_error (error, CARC_IO_ERROR, CARC_IO_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "many.carcassonne, line 2"));
  g_assert_nonnull (strstr (error->message, "more than 32 attributes"));
  g_clear_error (&error);

  /* Namespaces are attributes too; quoted '=' and '>' do not count. */
  g_string_assign (text, "<carcassonne-game format=\"1\" app-version=\"=>=>=>=>=>=>=>=>=>=>=>=>=>=>=>=>=>=>=>\">");
  for (guint i = 0; i < 40; i++)
    g_string_append_printf (text, "<!-- a%u= --><?pi a= ?>", i);
  g_string_append (text, "<setup");
  for (guint i = 0; i < 33; i++)
    g_string_append_printf (text, " xmlns:n%u='=u'", i);
  g_string_append (text, "/></carcassonne-game>");
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (text->str, text->len);
  g_assert_null (carc_save_from_bytes (bytes, "ns", carc_save_builtin_tile_sets, NULL, &error));
  g_assert_nonnull (strstr (error->message, "more than 32 attributes"));
  g_clear_error (&error);

  /* A document type is refused before its subset is parsed. */
  g_string_assign (text, "<?xml version=\"1.0\"?>\n<!DOCTYPE g [<!ATTLIST carcassonne-game");
  for (guint i = 0; i < 10000; i++)
    g_string_append_printf (text, " a%u CDATA \"x\"", i);
  g_string_append (text, ">]>\n<carcassonne-game format=\"1\"/>");
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = g_bytes_new (text->str, text->len);
  g_assert_null (carc_save_from_bytes (bytes, "dtd", carc_save_builtin_tile_sets, NULL, &error));
  g_assert_nonnull (strstr (error->message, "document type"));
  g_clear_error (&error);

  /* A tile set of more tiles than a game can deal is refused, not dealt. */
  g_string_assign (text, "<tileset format=\"2\" id=\"many\">");
  for (guint i = 0; i < 1100; i++)
    g_string_append_printf (text, "<tile id=\"T%u\" count=\"1\" edges=\"FFFF\"><monastery id=\"m\"/>"
                            "<field id=\"f\" halves=\"NL NR EL ER SL SR WL WR\"/></tile>", i);
  g_string_append (text, "<start><cell tile=\"T0\" x=\"0\" y=\"0\"/></start></tileset>");
  {
    g_autoptr(GBytes) set_bytes = g_bytes_new (text->str, text->len);
    g_autoptr(CarcTileSet) set = carc_tile_set_load_bytes (set_bytes, "many.xml", &error);

    g_assert_null (set);
    g_assert_nonnull (strstr (error->message, "more than 1023 tiles"));
  }
}

/* Every name the game may make, written then read: what the dialog's
 * cleaning keeps is a name the reader takes (at its longest, in 4-byte
 * characters, around spaces of every kind), and what it cannot make a
 * name (a no-break space alone, U+3000 alone, U+FFFE) is refused by the
 * reader too, never written. */
static void
test_names_written_then_read (void)
{
  static const struct { const char *typed; const char *name; } cases[] = {
    { "Anna", "Anna" },
    { "\u00a0", "" },
    { "\u3000", "" },
    { "\u3000\u00a0 \t", "" },
    { "\u00a0Bob\u3000", "Bob" },
    { "A\uFFFEB\uFFFF", "AB" },
    { "x\u202Ey\u200Bz", "xyz" },
    { "Tom & Jerry <3", "Tom & Jerry <3" },
    { "\xff\xfeZed", "\uFFFD\uFFFDZed" },
    { "\u3164", "" },
    { "\u2800\u0301", "" },
    { "a\u2028b", "ab" },
  };
  const char *colours[] = { "#d0312d", "#2e8b3a", NULL };
  g_autoptr(GString) longest = g_string_new (NULL);
  g_autoptr(GString) too_long = g_string_new (NULL);
  g_autoptr(GPtrArray) typed = g_ptr_array_new ();
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();

  for (guint i = 0; i < CARC_VALUES_MAX_NAME_CHARS; i++)
    g_string_append (longest, "\U0001F600");
  g_string_append_printf (too_long, "%s\u00a0x", longest->str);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_ptr_array_add (typed, (gpointer) cases[i].typed);
      g_ptr_array_add (expected, (gpointer) cases[i].name);
    }
  g_ptr_array_add (typed, longest->str);
  g_ptr_array_add (expected, longest->str);
  g_ptr_array_add (typed, too_long->str);
  g_ptr_array_add (expected, longest->str);

  for (guint i = 0; i < typed->len; i++)
    {
      g_autofree char *name = carc_values_clean_name (g_ptr_array_index (typed, i));
      const char *names[] = { name, "Other", NULL };
      g_autoptr(CarcSetup) setup = NULL;
      g_autoptr(CarcHistory) history = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      CarcSavedGame *saved, *read;
      g_autofree char *xml = NULL;
      gsize length;

      g_test_message ("name %u", i);
      g_assert_cmpstr (name, ==, g_ptr_array_index (expected, i));
      if (*name == '\0')
        {
          g_assert_false (carc_values_name_ok (g_ptr_array_index (typed, i)));
          continue;
        }
      g_assert_true (carc_values_name_ok (name));
      setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 9);
      history = carc_history_new (setup);
      saved = carc_saved_game_new (history, names, colours);
      xml = carc_save_to_xml (saved, &length);
      carc_saved_game_free (saved);
      bytes = g_bytes_new (xml, length);
      read = carc_save_from_bytes (bytes, "names.xml", carc_save_builtin_tile_sets, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (read->players[0].name, ==, name);
      carc_saved_game_free (read);
    }
}

/* Players are told apart as the dialog tells them apart: spaces around a
 * name, or more than one between its words, make no other name. */
static void
test_names_told_apart (void)
{
  static const char * const pairs[][2] = {
    { "Anna", "Anna " }, { "Anna", "\u00a0Anna" }, { "Ann Lee", "Ann  Lee" }, { "Ann Lee", "Ann\u00a0Lee" },
  };
  const char *colours[] = { "#d0312d", "#2e8b3a", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autoptr(CarcSetup) setup = carc_setup_new_shuffled (test_base_tiles (), 2, 0, 9);
      g_autoptr(CarcHistory) history = carc_history_new (setup);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      CarcSavedGame *saved = carc_saved_game_new (history, pairs[i], colours);
      g_autofree char *xml = NULL;
      gsize length;

      xml = carc_save_to_xml (saved, &length);
      carc_saved_game_free (saved);
      bytes = g_bytes_new (xml, length);
      g_assert_null (carc_save_from_bytes (bytes, "names.xml", carc_save_builtin_tile_sets, NULL, &error));
      g_assert_nonnull (strstr (error->message, "two players are called"));
    }
}

/* The campaign's counts at the schema's largest: a level with 100,000
 * attempts and best result ends once more, and is written as read. */
static void
test_counts_written_then_read (void)
{
  CarcCampaignRecord record, read;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  char *xml;
  gsize length;

  carc_campaign_record_init (&record, carc_mists_get_module ()->campaign);
  record.levels[0] = (CarcCampaignLevel) { .attempts = CARC_VALUES_MAX_COUNT, .best = CARC_VALUES_MAX_COUNT + 7 };
  record.levels[0].attempts = carc_values_count ((guint64) record.levels[0].attempts + 1);
  g_assert_cmpuint (record.levels[0].attempts, ==, CARC_VALUES_MAX_COUNT);
  xml = carc_campaign_to_xml (&record, &length);
  bytes = g_bytes_new_take (xml, length);
  carc_campaign_record_init (&read, carc_mists_get_module ()->campaign);
  g_assert_true (carc_campaign_from_bytes (bytes, "campaign.xml", carc_mists_get_module ()->campaign, &read, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (read.levels[0].attempts, ==, CARC_VALUES_MAX_COUNT);
  g_assert_cmpuint (read.levels[0].best, ==, CARC_VALUES_MAX_COUNT);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/io/numbers/parse", test_parse_numbers);
  g_test_add_func ("/io/numbers/save-padded", test_save_padded_numbers);
  g_test_add_func ("/io/numbers/campaign-padded", test_campaign_padded_numbers);
  g_test_add_func ("/io/numbers/tileset-padded", test_tileset_padded_numbers);
  g_test_add_func ("/io/values/names-written-then-read", test_names_written_then_read);
  g_test_add_func ("/io/values/counts-written-then-read", test_counts_written_then_read);
  g_test_add_func ("/io/values/names-told-apart", test_names_told_apart);
  g_test_add_func ("/io/write/failing-writes-keep-old-file", test_write_failing_file_size);
  g_test_add_func ("/io/write/full-disk-keeps-old-file", test_write_full_disk);
  g_test_add_func ("/io/write/killed-writer-leaves-whole-file", test_write_killed);
  g_test_add_func ("/io/read/special-files", test_special_files);
  g_test_add_func ("/io/read/worst-structures", test_worst_structures);

  return g_test_run ();
}
