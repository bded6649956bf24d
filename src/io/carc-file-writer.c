/* SPDX-License-Identifier: GPL-3.0-or-later */

/* CarcFileWriter: writes the game's files in worker threads, so that a
 * move never waits for the disk (every write is durable: fsync, then an
 * atomic rename, see carc_xml_write_file()).
 *
 * Each file has at most one job in flight and one waiting.  Only the last
 * state of a file matters, so a newer write or delete takes the place of
 * the job waiting, which is dropped unreported; it starts when the job in
 * flight ends.  Two writes of one file never overlap, and the last state
 * is always the one left on disk.  Different files are written at once.
 *
 * The bookkeeping belongs to the thread that made the writer: a worker
 * only runs a job and hands it back through a queue, which an idle source
 * in that thread's main context (or carc_file_writer_flush()) empties,
 * emitting "finished" for each job there. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-file-writer.h"
#include "carc-xml-private.h"

/* Enough for the autosave, the campaign's files and a Save at once. */
#define MAX_WORKERS 4

typedef enum
{
  JOB_WRITE,
  JOB_DELETE,
  JOB_RUN,
} JobKind;

typedef struct
{
  JobKind  kind;
  GFile   *file;
  GBytes  *contents;   /* JOB_WRITE only */
  CarcFileWriterFunc func;   /* JOB_RUN only, with its data */
  gpointer           data;
  GDestroyNotify     destroy;
  guint    gate;       /* for tests: the job waits until this gate opens */
  GError  *error;      /* the outcome, set by the worker */
} Job;

/* The jobs of one file.  A job stays in flight until it is reported, so
 * that the next one cannot start before. */
typedef struct
{
  Job *in_flight;
  Job *waiting;
} Target;

struct _CarcFileWriter
{
  GObject       parent_instance;
  GMainContext *context;
  GThreadPool  *pool;
  GHashTable   *targets;    /* GFile → Target, for the files with a job */
  guint         n_jobs;     /* in flight or waiting, until reported */
  guint         gate;       /* for tests: the gate new jobs wait at, 0: none */
  guint         last_gate;  /* the last gate new jobs were held at */

  /* Shared with the workers: every gate up to @opened is open. */
  GMutex        gate_lock;
  GCond         gate_cond;
  guint         opened;

  /* Shared with the workers. */
  GMutex        lock;
  GCond         cond;
  GQueue        done;       /* Job, run and not yet reported */
  GSource      *done_source;
};

G_DEFINE_FINAL_TYPE (CarcFileWriter, carc_file_writer, G_TYPE_OBJECT)

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
job_free (Job *job)
{
  g_object_unref (job->file);
  g_clear_pointer (&job->contents, g_bytes_unref);
  if (job->destroy != NULL)
    job->destroy (job->data);
  g_clear_error (&job->error);
  g_free (job);
}

static void
target_free (Target *target)
{
  /* The job in flight is the worker's, then the done queue's. */
  g_clear_pointer (&target->waiting, job_free);
  g_free (target);
}

static gboolean done_cb (gpointer data);

/* In a worker thread. */
static void
run_job (gpointer data,
         gpointer user_data)
{
  CarcFileWriter *self = user_data;
  Job *job = data;

  /* A slow disk, for tests: the job waits until it is let go. */
  g_mutex_lock (&self->gate_lock);
  while (job->gate > self->opened)
    g_cond_wait (&self->gate_cond, &self->gate_lock);
  g_mutex_unlock (&self->gate_lock);
  if (job->kind == JOB_RUN)
    job->func (job->file, job->data, &job->error);
  else if (job->kind == JOB_WRITE)
    {
      g_autoptr(GFile) folder = g_file_get_parent (job->file);
      gsize length;
      const char *contents = g_bytes_get_data (job->contents, &length);

      /* A folder that cannot be made makes the write fail, which says why. */
      if (folder != NULL)
        g_file_make_directory_with_parents (folder, NULL, NULL);
      carc_xml_write_file (job->file, contents, length, &job->error);
    }
  else
    {
      g_autoptr(GError) local = NULL;

      /* A file that is not there is as good as deleted. */
      if (!g_file_delete (job->file, NULL, &local)
          && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_autofree char *name = g_file_get_parse_name (job->file);

          /* TRANSLATORS: the file name, then the system's reason (no permission …) */
          g_set_error (&job->error, local->domain, local->code, _("Could not remove “%s”: %s"), name,
                       carc_xml_reason (local));
        }
    }

  g_mutex_lock (&self->lock);
  g_queue_push_tail (&self->done, job);
  g_cond_broadcast (&self->cond);
  if (self->done_source == NULL)
    {
      self->done_source = g_idle_source_new ();
      g_source_set_priority (self->done_source, G_PRIORITY_DEFAULT);
      g_source_set_callback (self->done_source, done_cb, self, NULL);
      g_source_set_static_name (self->done_source, "[carc] file writer");
      g_source_attach (self->done_source, self->context);
    }
  g_mutex_unlock (&self->lock);
}

static void
start (CarcFileWriter *self,
       Target         *target,
       Job            *job)
{
  target->in_flight = job;
  g_thread_pool_push (self->pool, job, NULL);
}

/* Reports the jobs the workers have finished, in the writer's thread, and
 * starts the job waiting for each file. */
static void
report_done (CarcFileWriter *self)
{
  g_autoptr(CarcFileWriter) hold = g_object_ref (self);

  for (;;)
    {
      Target *target;
      Job *job;

      g_mutex_lock (&self->lock);
      job = g_queue_pop_head (&self->done);
      g_mutex_unlock (&self->lock);
      if (job == NULL)
        return;

      target = g_hash_table_lookup (self->targets, job->file);
      g_assert (target != NULL && target->in_flight == job);
      target->in_flight = NULL;
      if (target->waiting != NULL)
        start (self, target, g_steal_pointer (&target->waiting));
      else
        g_hash_table_remove (self->targets, job->file);
      self->n_jobs--;
      g_signal_emit (self, signals[FINISHED], 0, job->file, job->error);
      job_free (job);
    }
}

static gboolean
done_cb (gpointer data)
{
  CarcFileWriter *self = data;

  g_mutex_lock (&self->lock);
  g_clear_pointer (&self->done_source, g_source_unref);
  g_mutex_unlock (&self->lock);
  report_done (self);
  return G_SOURCE_REMOVE;
}

static void
queue_job (CarcFileWriter *self,
           Job            *job)
{
  Target *target = g_hash_table_lookup (self->targets, job->file);

  job->gate = self->gate;
  self->n_jobs++;
  if (target == NULL)
    {
      target = g_new0 (Target, 1);
      g_hash_table_insert (self->targets, g_object_ref (job->file), target);
    }
  if (target->in_flight == NULL)
    {
      start (self, target, job);
      return;
    }
  if (target->waiting != NULL)
    {
      job_free (target->waiting);
      self->n_jobs--;
    }
  target->waiting = job;
}

static void
carc_file_writer_dispose (GObject *object)
{
  CarcFileWriter *self = CARC_FILE_WRITER (object);

  /* Nothing queued is lost when the writer goes. */
  carc_file_writer_flush (self);
  G_OBJECT_CLASS (carc_file_writer_parent_class)->dispose (object);
}

static void
carc_file_writer_finalize (GObject *object)
{
  CarcFileWriter *self = CARC_FILE_WRITER (object);
  Job *job;

  /* Jobs queued after dispose are run, but nobody is told any more. */
  g_thread_pool_free (self->pool, FALSE, TRUE);
  if (self->done_source != NULL)
    {
      g_source_destroy (self->done_source);
      g_source_unref (self->done_source);
    }
  while ((job = g_queue_pop_head (&self->done)) != NULL)
    job_free (job);
  g_hash_table_unref (self->targets);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  g_mutex_clear (&self->gate_lock);
  g_cond_clear (&self->gate_cond);
  G_OBJECT_CLASS (carc_file_writer_parent_class)->finalize (object);
}

static void
carc_file_writer_class_init (CarcFileWriterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carc_file_writer_dispose;
  object_class->finalize = carc_file_writer_finalize;

  /**
   * CarcFileWriter::finished:
   * @file: the file written or deleted
   * @error: (nullable): why it failed, or %NULL
   *
   * A write or delete has ended, in the main context that was the thread
   * default when the writer was made.  A job that a newer one replaced
   * before it started is not reported.
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                    G_TYPE_FILE, G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
carc_file_writer_init (CarcFileWriter *self)
{
  self->context = g_main_context_ref_thread_default ();
  self->pool = g_thread_pool_new (run_job, self, MAX_WORKERS, FALSE, NULL);
  self->targets = g_hash_table_new_full (g_file_hash, (GEqualFunc) g_file_equal,
                                         g_object_unref, (GDestroyNotify) target_free);
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  g_mutex_init (&self->gate_lock);
  g_cond_init (&self->gate_cond);
  g_queue_init (&self->done);
}

/* A writer whose "finished" signals arrive in the thread-default main
 * context of now; use it from that thread only. */
CarcFileWriter *
carc_file_writer_new (void)
{
  return g_object_new (CARC_TYPE_FILE_WRITER, NULL);
}

/* Whether any job is in flight or waiting. */
gboolean
carc_file_writer_get_busy (CarcFileWriter *self)
{
  g_return_val_if_fail (CARC_IS_FILE_WRITER (self), FALSE);
  return self->n_jobs > 0;
}

/* For tests, a slow disk: the jobs queued from now on wait before they
 * touch the disk until carc_file_writer_release() (or a flush) lets
 * them go. */
void
carc_file_writer_hold (CarcFileWriter *self)
{
  g_return_if_fail (CARC_IS_FILE_WRITER (self));
  self->gate = ++self->last_gate;
}

/* Lets every held job go; the jobs queued from now on do not wait. */
void
carc_file_writer_release (CarcFileWriter *self)
{
  g_return_if_fail (CARC_IS_FILE_WRITER (self));
  g_mutex_lock (&self->gate_lock);
  self->opened = self->last_gate;
  self->gate = 0;
  g_cond_broadcast (&self->gate_cond);
  g_mutex_unlock (&self->gate_lock);
}

/* For tests: the jobs queued from now on do not wait, while those held
 * before still do. */
void
carc_file_writer_stop_holding (CarcFileWriter *self)
{
  g_return_if_fail (CARC_IS_FILE_WRITER (self));
  self->gate = 0;
}

/* Queues a write of @contents to @file (its folder made if needed): the
 * old file stays whole if it fails, and "finished" says how it went. */
void
carc_file_writer_write (CarcFileWriter *self,
                        GFile          *file,
                        GBytes         *contents)
{
  Job *job;

  g_return_if_fail (CARC_IS_FILE_WRITER (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (contents != NULL);

  job = g_new0 (Job, 1);
  job->kind = JOB_WRITE;
  job->file = g_object_ref (file);
  job->contents = g_bytes_ref (contents);
  queue_job (self, job);
}

/* Queues @func to run in a worker with @data (freed by @destroy) as the
 * next job of @file: a write that must be made at the moment it reaches
 * the disk (reading and merging what is there first).  "finished" says
 * how it went, as for a write; a job of @file still waiting is replaced. */
void
carc_file_writer_run (CarcFileWriter     *self,
                      GFile              *file,
                      CarcFileWriterFunc  func,
                      gpointer            data,
                      GDestroyNotify      destroy)
{
  Job *job;

  g_return_if_fail (CARC_IS_FILE_WRITER (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (func != NULL);

  job = g_new0 (Job, 1);
  job->kind = JOB_RUN;
  job->file = g_object_ref (file);
  job->func = func;
  job->data = data;
  job->destroy = destroy;
  queue_job (self, job);
}

/* Queues the deletion of @file, after the writes of it queued before. */
void
carc_file_writer_delete (CarcFileWriter *self,
                         GFile          *file)
{
  Job *job;

  g_return_if_fail (CARC_IS_FILE_WRITER (self));
  g_return_if_fail (G_IS_FILE (file));

  job = g_new0 (Job, 1);
  job->kind = JOB_DELETE;
  job->file = g_object_ref (file);
  queue_job (self, job);
}

/* Waits until every job queued has ended and "finished" was emitted for
 * it, jobs queued by those handlers included.  Only the writer's own
 * reports are dispatched (not the rest of the main context), so no other
 * handler of the application runs meanwhile. */
void
carc_file_writer_flush (CarcFileWriter *self)
{
  g_return_if_fail (CARC_IS_FILE_WRITER (self));

  /* What a test held goes now: a flush waits for the disk. */
  carc_file_writer_release (self);
  while (self->n_jobs > 0)
    {
      g_mutex_lock (&self->lock);
      while (g_queue_is_empty (&self->done))
        g_cond_wait (&self->cond, &self->lock);
      g_mutex_unlock (&self->lock);
      report_done (self);
    }
}
