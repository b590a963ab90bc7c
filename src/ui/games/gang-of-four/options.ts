// Reading the lobby's options (anything the wire carried) with the game's own schema: what the
// options editor shows, and the defaults where they cannot be read.
import * as v from 'valibot';
import { DEFAULT_OPTIONS, GofOptionsSchema } from '../../../engine/games/gang-of-four/options.ts';
import type { GofOptions } from '../../../engine/index.ts';

/** The options as sent, read with the game's schema; the defaults where unreadable. */
export function readOptions(raw: unknown): GofOptions {
  const out = v.safeParse(GofOptionsSchema, raw ?? {});
  return out.success ? out.output : { ...DEFAULT_OPTIONS };
}
