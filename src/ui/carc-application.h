/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "carc-tileset.h"

G_BEGIN_DECLS

#define CARC_TYPE_APPLICATION (carc_application_get_type ())

G_DECLARE_FINAL_TYPE (CarcApplication, carc_application, CARC, APPLICATION, AdwApplication)

CarcApplication *carc_application_new           (void);
CarcTileSet     *carc_application_get_tile_set  (CarcApplication *self);

void             carc_application_apply_language (GSettings     *settings);

G_END_DECLS
