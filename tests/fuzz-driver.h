/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* Each fuzz target defines this: one input, loaded or refused cleanly. */
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
