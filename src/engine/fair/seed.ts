// The contributed shuffle (docs/PROTOCOL.md "Fair play"): the host commits to a secret before
// anybody contributes, every seat adds a value, and the game's seed is a hash of the secret and
// all the values in seat order, so nobody, the host included, chooses the deal. Values the host
// makes itself (its own seat's, a bot's, a seat that did not answer) are derived from the secret,
// so they are bound by the commitment too: the host cannot grind them after seeing the others'.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The hex SHA-256 of a UTF-8 string. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** A 64-hex-digit value (a secret, a contribution, a commitment, a seed). */
export const isHex64 = (x: unknown): x is string =>
  typeof x === 'string' && /^[0-9a-f]{64}$/.test(x);

/** What the host publishes before the deal: the hash of its secret. */
export const commitmentOf = (secret: string): string => sha256Hex(`gang-table/commit/1\n${secret}`);

/** The value the host contributes for `seat` (its own, a bot's, or a seat that did not answer). */
export const standInOf = (secret: string, seat: number): string =>
  sha256Hex(`gang-table/stand-in/1\n${secret}\n${seat}`);

/** The game's seed: the secret and every seat's value, in seat order. */
export const seedOf = (secret: string, values: readonly string[]): string =>
  sha256Hex(`gang-table/seed/1\n${secret}\n${values.join('\n')}`);
