// Host migration's messages (docs/RELIABILITY.md "Host loss"), declared apart from the rest of the
// wire (protocol.ts spreads them into its tables, so the types, the checks on arrival and the
// generated docs stay one): the checkpoints a host keeps its guests supplied with, the share a
// guest hands a proven successor (or its signed decline, when its checkpoint is newer), a successor's proof, and the notices of a host about to go (a
// reload, or the table handed over on purpose).
import * as v from 'valibot';
import { B64, Count, Epoch, HeirSchema, Sealed, Share, Short, Version } from './protocol-shapes.ts';

/** Migration's client → host messages. */
export const HEIR_CLIENT_MESSAGES = {
  share: v.pipe(
    v.strictObject({ v: Version, t: v.literal('share'), epoch: Epoch, share: Share }),
    v.description(
      'To a successor that proved itself (`heir`) only: this guest’s share of the checkpoint’s key (docs/RELIABILITY.md “Host loss”).',
    ),
  ),
  decline: v.pipe(
    v.strictObject({
      v: Version,
      t: v.literal('decline'),
      gen: Count,
      key: B64(43, 43),
      sig: B64(86, 86),
    }),
    v.description(
      'To a successor (`heir`) whose key this guest’s latest checkpoint does not name, or names for another generation: the guest’s own heir key, signed over the room, generation `gen`, the guest’s nonce and the channel. The successor’s checkpoint is older than the guest’s: once the heirs it names decline enough that no majority of shares can come, it gives the address up at once (docs/RELIABILITY.md “A stale heir”). Older peers drop it unread.',
    ),
  ),
} as const;

/** Migration's host → client messages. */
export const HEIR_HOST_MESSAGES = {
  checkpoint: v.pipe(
    v.object({
      v: Version,
      t: v.literal('checkpoint'),
      gen: Count,
      epoch: Epoch,
      share: Share,
      order: v.pipe(v.array(HeirSchema), v.minLength(2), v.maxLength(16)),
      base: Sealed,
    }),
    v.description(
      'To each seated guest: the host’s whole snapshot sealed with this epoch’s key, the guest’s own share of that key, and the successors in order (docs/RELIABILITY.md “Host loss”).',
    ),
  ),
  step: v.pipe(
    v.object({ v: Version, t: v.literal('step'), epoch: Epoch, seq: Count, d: Sealed }),
    v.description(
      'After a checkpoint: the change to the snapshot since step `seq - 1` (0: the base), sealed with the epoch’s key.',
    ),
  ),
  heir: v.pipe(
    v.object({ v: Version, t: v.literal('heir'), gen: Count, key: B64(43, 43), sig: B64(86, 86) }),
    v.description(
      'A successor waiting to open the checkpoint answers `hi` with this instead of `proof`: its heir key (one the checkpoint names) signed over the room, generation `gen`, the nonce and the channel.',
    ),
  ),
  going: v.pipe(
    v.object({
      v: Version,
      t: v.literal('going'),
      why: v.picklist(['reload', 'handover']),
      to: v.optional(Short(40)),
    }),
    v.description(
      'The host is about to go: its page is being left (`reload`: it may well come back, so guests wait longer before a successor takes over), or it hands the table to player `to` (guests wait for that player at the room’s address, nobody else takes over).',
    ),
  ),
  handover: v.pipe(
    v.object({
      v: Version,
      t: v.literal('handover'),
      gen: Count,
      snapshot: v.record(v.string(), v.unknown()),
    }),
    v.description(
      'To the player the host hands the table to, after `going`: the host’s whole snapshot as it stands, already naming that player host at generation `gen`. The player takes the room’s address once the old host has let it go and serves it from this snapshot (the room’s key inside).',
    ),
  ),
} as const;
