// Fair play's messages (docs/PROTOCOL.md "Fair play"), declared as valibot schemas like every
// other message and spread into protocol.ts's tables: the deal's commitment and the seated
// people's contributions before a game, its record and each page's check of it after.
import * as v from 'valibot';
import { Hex64, Short, Version } from './protocol-shapes.ts';

/** What a client sends about fair play. */
export const FAIR_CLIENT_MESSAGES = {
  contribute: v.pipe(
    v.strictObject({ v: Version, t: v.literal('contribute'), id: Short(64), value: Hex64 }),
    v.description(
      'A seated person’s random contribution to the seed of game `id`, after its `deal` (docs “Fair play”); never acked.',
    ),
  ),
  checked: v.pipe(
    v.strictObject({
      v: Version,
      t: v.literal('checked'),
      id: Short(64),
      result: v.pipe(v.string(), v.regex(/^[a-z-]{1,32}$/)),
    }),
    v.description(
      'What this page found when it checked game `id`’s record: `ok` or the failure’s code; the host shows it in the lobby (`checked`).',
    ),
  ),
} as const;

/** What the host sends about fair play. */
export const FAIR_HOST_MESSAGES = {
  deal: v.pipe(
    v.object({
      v: Version,
      t: v.literal('deal'),
      id: Short(64),
      commitment: Hex64,
      own: v.optional(v.literal(true)),
    }),
    v.description(
      'Before game `id` is dealt: the hash of the host’s secret. A seated person answers with `contribute` (docs “Fair play”); the host’s own page (`own`: its seat’s value comes from the secret) only keeps the commitment, to check the record against like every page.',
    ),
  ),
  record: v.pipe(
    v.object({ v: Version, t: v.literal('record'), record: v.record(v.string(), v.unknown()) }),
    v.description(
      'At a game’s end (or when it is left): its whole record, the secret included (docs “The record”), for every page to replay and check.',
    ),
  ),
} as const;
