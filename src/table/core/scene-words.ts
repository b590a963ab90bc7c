// The 3D table in words: its text alternative for a screen reader (issue 24). The canvas is a
// picture; these lines say what it shows, from the same scene it is drawn from: the words over
// the felt (seats, hands, whose turn), then every piece by its name (alike pieces counted once).
import type { TableScene } from './objects.ts';

/** The scene's lines: each label's text, then each piece's name ("… × 3" for alike pieces). */
export function sceneWords(scene: Pick<TableScene, 'labels' | 'objects'>): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const l of scene.labels) {
    const text = l.text.trim();
    if (text && !seen.has(text)) {
      seen.add(text);
      lines.push(text);
    }
  }
  const pieces = new Map<string, number>();
  for (const o of scene.objects) {
    const text = o.label.trim();
    if (text && !seen.has(text)) pieces.set(text, (pieces.get(text) ?? 0) + 1);
  }
  for (const [text, n] of pieces) lines.push(n > 1 ? `${text} × ${n}` : text);
  return lines;
}
