/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carc-rng.h"

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

void
carc_rng_init (CarcRng *rng,
               guint64  seed)
{
  guint64 z = seed;

  for (guint i = 0; i < 4; i++)
    {
      guint64 x;

      z += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      x = z;
      x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
      rng->s[i] = x ^ (x >> 31);
    }
}

guint64
carc_rng_next (CarcRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

/* Uniform in [0, n), without modulo bias (Lemire's multiply-shift). */
guint
carc_rng_range (CarcRng *rng,
                guint    n)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (n > 0, 0);
  m = (guint64) (guint32) (carc_rng_next (rng) >> 32) * n;
  low = (guint32) m;
  if (low < n)
    {
      guint32 threshold = (guint32) (-n) % n;

      while (low < threshold)
        {
          m = (guint64) (guint32) (carc_rng_next (rng) >> 32) * n;
          low = (guint32) m;
        }
    }
  return (guint) (m >> 32);
}

/* Fisher–Yates. */
void
carc_rng_shuffle (CarcRng *rng,
                  guint16 *items,
                  guint    n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = carc_rng_range (rng, i);
      guint16 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
}
