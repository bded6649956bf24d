/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "carc-bundle.h"

G_BEGIN_DECLS

const CarcBundle *carc_messages_bundle_get (void);

G_END_DECLS
