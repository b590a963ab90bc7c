// Invite codes: six characters from an alphabet with no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S,
// 8/B) and no vowels (so no code spells a word), easy to read out loud as two groups of three.
// A room's PeerJS id is derived from its code.

/** The 22 characters a code may use. */
export const CODE_ALPHABET = 'CDFGHJKMNPQRTVWXY34679';
export const CODE_LENGTH = 6;

/** A fresh code from a source of random bytes (crypto.getRandomValues in the browser). */
export function newRoomCode(randomBytes: (n: number) => Uint8Array): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const b of randomBytes(CODE_LENGTH * 2)) {
      // Rejection sampling keeps every character equally likely.
      if (b < 256 - (256 % CODE_ALPHABET.length) && code.length < CODE_LENGTH) {
        code += CODE_ALPHABET[b % CODE_ALPHABET.length];
      }
    }
  }
  return code;
}

/** Reads a code as a person typed it (any case, spaces or a dash), or null if it is none. */
export function normaliseRoomCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** How a code is shown: `KTR-94M`. */
export function formatRoomCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** The PeerJS id of a room's host. */
export function roomPeerId(code: string): string {
  return `gang-table-${code.toLowerCase()}`;
}
