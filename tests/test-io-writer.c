/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcFileWriter: writes of one file never overlap and the newest waits
 * in place of any older one still waiting; deletes keep their order; two
 * files are written at once; flush waits for everything and its report;
 * a failed write leaves the old file byte for byte and says why. */
#include "config.h"

#include <glib/gstdio.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "carc-file-writer.h"

/* What "finished" reported, in order, with what the file held then. */
typedef struct
{
  GPtrArray *files;      /* GFile */
  GPtrArray *contents;   /* char *, NULL for no file */
  GPtrArray *errors;     /* char *, NULL for success */
  GThread   *thread;     /* where the last report came */
} Reports;

static void
reports_init (Reports *r)
{
  r->files = g_ptr_array_new_with_free_func (g_object_unref);
  r->contents = g_ptr_array_new_with_free_func (g_free);
  r->errors = g_ptr_array_new_with_free_func (g_free);
  r->thread = NULL;
}

static void
reports_clear (Reports *r)
{
  g_ptr_array_unref (r->files);
  g_ptr_array_unref (r->contents);
  g_ptr_array_unref (r->errors);
}

static char *
contents_of (GFile *file)
{
  char *text = NULL;

  if (!g_file_load_contents (file, NULL, &text, NULL, NULL, NULL))
    return NULL;
  return text;
}

static void
finished_cb (CarcFileWriter *writer,
             GFile          *file,
             const GError   *error,
             Reports        *r)
{
  g_ptr_array_add (r->files, g_object_ref (file));
  g_ptr_array_add (r->contents, contents_of (file));
  g_ptr_array_add (r->errors, error ? g_strdup (error->message) : NULL);
  r->thread = g_thread_self ();
}

static GBytes *
text_bytes (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

static GFile *
child_of (const char *dir,
          const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_new_for_path (path);
}

/* Removes @dir and everything in it (no subfolders). */
static void
remove_folder (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* Five writes of one file while the first is in flight: the first and
 * the last are written, the three between never are. */
static void
test_coalesces (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-writer-XXXXXX", NULL);
  g_autoptr(GFile) file = child_of (dir, "game.xml");
  g_autoptr(CarcFileWriter) writer = carc_file_writer_new ();
  Reports r;

  reports_init (&r);
  g_signal_connect (writer, "finished", G_CALLBACK (finished_cb), &r);
  carc_file_writer_hold (writer);
  g_assert_false (carc_file_writer_get_busy (writer));
  for (guint i = 1; i <= 5; i++)
    {
      g_autofree char *text = g_strdup_printf ("version %u", i);
      g_autoptr(GBytes) bytes = text_bytes (text);

      carc_file_writer_write (writer, file, bytes);
    }
  /* Nothing waits for the disk. */
  g_assert_true (carc_file_writer_get_busy (writer));
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_cmpuint (r.files->len, ==, 0);

  carc_file_writer_flush (writer);
  g_assert_false (carc_file_writer_get_busy (writer));
  g_assert_cmpuint (r.files->len, ==, 2);
  g_assert_true (g_file_equal (r.files->pdata[0], file));
  g_assert_true (g_file_equal (r.files->pdata[1], file));
  g_assert_cmpstr (r.contents->pdata[0], ==, "version 1");
  g_assert_cmpstr (r.contents->pdata[1], ==, "version 5");
  g_assert_null (r.errors->pdata[0]);
  g_assert_null (r.errors->pdata[1]);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  reports_clear (&r);
  remove_folder (dir);
}

/* A delete comes after the writes queued before it, and a write after
 * the delete brings the file back. */
static void
test_write_then_delete (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-writer-XXXXXX", NULL);
  g_autoptr(GFile) file = child_of (dir, "level.xml");
  g_autoptr(CarcFileWriter) writer = carc_file_writer_new ();
  g_autoptr(GBytes) one = text_bytes ("one");
  g_autoptr(GBytes) two = text_bytes ("two");
  Reports r;

  reports_init (&r);
  g_signal_connect (writer, "finished", G_CALLBACK (finished_cb), &r);
  carc_file_writer_hold (writer);

  carc_file_writer_write (writer, file, one);
  carc_file_writer_delete (writer, file);
  carc_file_writer_flush (writer);
  g_assert_cmpuint (r.files->len, ==, 2);
  g_assert_cmpstr (r.contents->pdata[0], ==, "one");
  g_assert_null (r.contents->pdata[1]);
  g_assert_null (r.errors->pdata[1]);
  g_assert_false (g_file_query_exists (file, NULL));

  /* Delete waiting behind a write, then a newer write: the file stays. */
  carc_file_writer_hold (writer);
  carc_file_writer_write (writer, file, one);
  carc_file_writer_delete (writer, file);
  carc_file_writer_write (writer, file, two);
  carc_file_writer_flush (writer);
  g_assert_cmpuint (r.files->len, ==, 4);
  g_assert_cmpstr (r.contents->pdata[2], ==, "one");
  g_assert_cmpstr (r.contents->pdata[3], ==, "two");

  /* Deleting a file that is not there is no failure. */
  carc_file_writer_delete (writer, file);
  carc_file_writer_delete (writer, file);
  carc_file_writer_flush (writer);
  g_assert_cmpuint (r.files->len, ==, 6);
  g_assert_null (r.errors->pdata[4]);
  g_assert_null (r.errors->pdata[5]);
  g_assert_false (g_file_query_exists (file, NULL));
  reports_clear (&r);
  remove_folder (dir);
}

/* Two files are written at once: a quick write of one is not held up by
 * a slow write of the other queued before it. */
static void
test_files_concurrently (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-writer-XXXXXX", NULL);
  g_autoptr(GFile) slow = child_of (dir, "slow.xml");
  g_autoptr(GFile) quick = child_of (dir, "quick.xml");
  g_autoptr(CarcFileWriter) writer = carc_file_writer_new ();
  g_autoptr(GBytes) a = text_bytes ("a");
  g_autoptr(GBytes) b = text_bytes ("b");
  Reports r;

  reports_init (&r);
  g_signal_connect (writer, "finished", G_CALLBACK (finished_cb), &r);
  carc_file_writer_hold (writer);
  carc_file_writer_write (writer, slow, a);
  carc_file_writer_stop_holding (writer);
  carc_file_writer_write (writer, quick, b);
  /* The quick one is written and reported while the slow one waits. */
  while (r.files->len == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (carc_file_writer_get_busy (writer));
  carc_file_writer_flush (writer);
  g_assert_cmpuint (r.files->len, ==, 2);
  g_assert_true (g_file_equal (r.files->pdata[0], quick));
  g_assert_true (g_file_equal (r.files->pdata[1], slow));
  g_assert_cmpstr (r.contents->pdata[0], ==, "b");
  g_assert_cmpstr (r.contents->pdata[1], ==, "a");
  reports_clear (&r);
  remove_folder (dir);
}

static void
write_again_cb (CarcFileWriter *writer,
                GFile          *file,
                const GError   *error,
                guint          *left)
{
  g_autoptr(GBytes) bytes = text_bytes ("again");

  if (*left == 0)
    return;
  (*left)--;
  carc_file_writer_write (writer, file, bytes);
}

/* Flush returns once everything is on disk and reported, writes queued
 * by the reports included; without flush, the reports come in the main
 * context of the thread that made the writer. */
static void
test_flush_waits (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-writer-XXXXXX", NULL);
  g_autoptr(GFile) file = child_of (dir, "game.xml");
  g_autoptr(CarcFileWriter) writer = carc_file_writer_new ();
  g_autoptr(GBytes) first = text_bytes ("first");
  g_autofree char *text = NULL;
  guint left = 2;
  Reports r;

  reports_init (&r);
  g_signal_connect (writer, "finished", G_CALLBACK (finished_cb), &r);
  carc_file_writer_hold (writer);
  carc_file_writer_write (writer, file, first);
  g_assert_true (carc_file_writer_get_busy (writer));
  g_assert_false (g_file_query_exists (file, NULL));
  carc_file_writer_flush (writer);
  g_assert_false (carc_file_writer_get_busy (writer));
  g_assert_cmpuint (r.files->len, ==, 1);
  text = contents_of (file);
  g_assert_cmpstr (text, ==, "first");

  /* Each report queues another write: flush waits for those too. */
  g_signal_connect (writer, "finished", G_CALLBACK (write_again_cb), &left);
  carc_file_writer_write (writer, file, first);
  carc_file_writer_flush (writer);
  g_assert_cmpuint (left, ==, 0);
  g_assert_cmpuint (r.files->len, ==, 4);
  g_assert_cmpstr (r.contents->pdata[3], ==, "again");
  g_assert_false (carc_file_writer_get_busy (writer));

  /* Reported by the main loop, in this thread. */
  carc_file_writer_write (writer, file, first);
  r.thread = NULL;
  while (carc_file_writer_get_busy (writer))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (r.files->len, ==, 5);
  g_assert_true (r.thread == g_thread_self ());
  g_assert_cmpstr (r.contents->pdata[4], ==, "first");
  reports_clear (&r);
  remove_folder (dir);
}

/* Writes @text to @file through a new writer and returns what
 * "finished" said (NULL for success). */
static char *
write_and_report (GFile      *file,
                  const char *text)
{
  g_autoptr(CarcFileWriter) writer = carc_file_writer_new ();
  g_autoptr(GBytes) bytes = text_bytes (text);
  g_autofree char *message = NULL;
  Reports r;

  reports_init (&r);
  g_signal_connect (writer, "finished", G_CALLBACK (finished_cb), &r);
  carc_file_writer_write (writer, file, bytes);
  carc_file_writer_flush (writer);
  g_assert_cmpuint (r.files->len, ==, 1);
  message = g_strdup (r.errors->pdata[0]);
  reports_clear (&r);
  return g_steal_pointer (&message);
}

static void
assert_could_not_save (const char *message,
                       GFile      *file)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *start = g_strdup_printf ("Could not save “%s”: ", name);

  g_assert_nonnull (message);
  g_assert_true (g_str_has_prefix (message, start));
}

/* A full disk (RLIMIT_FSIZE makes every write past 64 bytes fail, as
 * ENOSPC would): the old file is there byte for byte, no temporary file
 * is left, the message names the file; the next write succeeds. */
static void
test_failure_keeps_old_file (void)
{
  static const char old[] = "old\0bytes\n";
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *big = g_strnfill (4096, 'x');
  g_autofree char *message = NULL;
  g_autofree char *after = NULL;
  struct rlimit saved, limited;
  gsize length;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }
  dir = g_dir_make_tmp ("carc-writer-XXXXXX", NULL);
  path = g_build_filename (dir, "autosave.carcassonne", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (g_file_set_contents (path, old, sizeof old, NULL));

  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved), ==, 0);
  limited = saved;
  limited.rlim_cur = 64;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limited), ==, 0);
  message = write_and_report (file, big);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved), ==, 0);

  assert_could_not_save (message, file);
  g_assert_true (g_file_get_contents (path, &after, &length, NULL));
  g_assert_cmpmem (after, length, old, sizeof old);
  g_assert_cmpuint (count_entries (dir), ==, 1);

  g_clear_pointer (&message, g_free);
  g_clear_pointer (&after, g_free);
  message = write_and_report (file, big);
  g_assert_null (message);
  after = contents_of (file);
  g_assert_cmpstr (after, ==, big);
  remove_folder (dir);
}

/* A file whose folder is a regular file cannot be written; the regular
 * file is untouched. */
static void
test_parent_not_a_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-writer-XXXXXX", NULL);
  g_autofree char *regular = g_build_filename (dir, "regular", NULL);
  g_autofree char *path = g_build_filename (regular, "game.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *message = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (regular, "plain", -1, NULL));
  message = write_and_report (file, "contents");
  assert_could_not_save (message, file);
  g_assert_true (g_file_get_contents (regular, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "plain");
  remove_folder (dir);
}

/* A read-only folder.  Root writes anywhere: as root the test drops to
 * "nobody" in its subprocess, and is skipped only when it cannot. */
static void
test_read_only_folder (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *probe = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *message = NULL;
  g_autofree char *after = NULL;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      if (!g_test_trap_has_passed ())
        {
          /* Fails the test unless the subprocess said it could not run. */
          g_test_trap_assert_stdout ("*cannot test a read-only folder*");
          g_test_skip ("cannot test a read-only folder here");
        }
      return;
    }
  dir = g_dir_make_tmp ("carc-writer-XXXXXX", NULL);
  path = g_build_filename (dir, "campaign.xml", NULL);
  probe = g_build_filename (dir, "probe", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (g_file_set_contents (path, "old progress", -1, NULL));
  if (geteuid () == 0)
    {
      struct passwd *nobody = getpwnam ("nobody");
      uid_t uid = nobody ? nobody->pw_uid : 65534;
      gid_t gid = nobody ? nobody->pw_gid : 65534;

      if (chown (dir, uid, gid) != 0 || chown (path, uid, gid) != 0
          || setgid (gid) != 0 || setuid (uid) != 0)
        {
          g_print ("cannot test a read-only folder: no other user\n");
          exit (77);
        }
    }
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  if (g_file_set_contents (probe, "", 0, NULL))
    {
      g_print ("cannot test a read-only folder: it can be written\n");
      exit (77);
    }

  message = write_and_report (file, "new progress");
  assert_could_not_save (message, file);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "old progress");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  remove_folder (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/io/file-writer/coalesces", test_coalesces);
  g_test_add_func ("/io/file-writer/write-then-delete", test_write_then_delete);
  g_test_add_func ("/io/file-writer/files-concurrently", test_files_concurrently);
  g_test_add_func ("/io/file-writer/flush-waits", test_flush_waits);
  g_test_add_func ("/io/file-writer/failure-keeps-old-file", test_failure_keeps_old_file);
  g_test_add_func ("/io/file-writer/parent-not-a-folder", test_parent_not_a_folder);
  g_test_add_func ("/io/file-writer/read-only-folder", test_read_only_folder);

  return g_test_run ();
}
