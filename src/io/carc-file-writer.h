/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CARC_TYPE_FILE_WRITER (carc_file_writer_get_type ())

G_DECLARE_FINAL_TYPE (CarcFileWriter, carc_file_writer, CARC, FILE_WRITER, GObject)

/* A job of one file, run in a worker (carc_file_writer_run()). */
typedef gboolean (*CarcFileWriterFunc) (GFile    *file,
                                        gpointer  data,
                                        GError  **error);

CarcFileWriter *carc_file_writer_new       (void);
gboolean        carc_file_writer_get_busy  (CarcFileWriter *self);
void            carc_file_writer_run       (CarcFileWriter *self,
                                            GFile          *file,
                                            CarcFileWriterFunc func,
                                            gpointer        data,
                                            GDestroyNotify  destroy);
void            carc_file_writer_hold      (CarcFileWriter *self);
void            carc_file_writer_stop_holding (CarcFileWriter *self);
void            carc_file_writer_release   (CarcFileWriter *self);
void            carc_file_writer_write     (CarcFileWriter *self,
                                            GFile          *file,
                                            GBytes         *contents);
void            carc_file_writer_delete    (CarcFileWriter *self,
                                            GFile          *file);
void            carc_file_writer_flush     (CarcFileWriter *self);

G_END_DECLS
