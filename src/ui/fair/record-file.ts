// A game's record as a file: downloaded as one JSON file, read back from a file the player picks
// or drops on the home screen (then checked like any record: engine/fair/verify.ts).
import type { GameRecord } from '../../engine/fair/record.ts';

/** The file name of a record: the game and its id. */
export const recordFileName = (record: GameRecord): string =>
  `gang-table-${record.game}-${record.id.replace(/[^A-Za-z0-9_-]/g, '')}.json`;

/** Saves the record through the browser's download. */
export function downloadRecord(record: GameRecord): void {
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = recordFileName(record);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The JSON in a file (null: not JSON; records are small, so 4 MB is plenty). */
export async function readRecordFile(file: File): Promise<unknown> {
  if (file.size > 4 * 1024 * 1024) return null;
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    return null;
  }
}
