/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "carc-tileset.h"

G_BEGIN_DECLS

#define CARC_IO_ERROR (carc_io_error_quark ())

typedef enum
{
  CARC_IO_ERROR_NOT_FOUND,
  CARC_IO_ERROR_TOO_LARGE,
  CARC_IO_ERROR_MALFORMED,
  CARC_IO_ERROR_INVALID,
  CARC_IO_ERROR_NEWER_VERSION,
  CARC_IO_ERROR_NOT_REGULAR,
  CARC_IO_ERROR_UNREADABLE,
} CarcIoError;

#define CARC_RESOURCE_PREFIX "/io/github/carcassonne/Carcassonne"

GResource   *carc_get_resource          (void);

GQuark       carc_io_error_quark        (void);
CarcTileSet *carc_tile_set_load_bytes   (GBytes      *data,
                                         const char  *name,
                                         GError     **error);
CarcTileSet *carc_tile_set_load_file    (GFile       *file,
                                         GError     **error);
CarcTileSet *carc_tile_set_load_builtin (const char  *id,
                                         GError     **error);

G_END_DECLS
