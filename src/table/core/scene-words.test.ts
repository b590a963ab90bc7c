// The 3D table's text alternative: labels first, then pieces, alike ones counted.
import { expect, test } from 'vitest';
import { sceneWords } from './scene-words.ts';

const at = { x: 0, y: 0, z: 0 };
const label = (text: string) => ({ id: text, text, at, tone: 'seat' as const, delay: 0 });
const piece = (label: string) => ({ label }) as Parameters<typeof sceneWords>[0]['objects'][number];

test('labels, then pieces, alike pieces once with their count', () => {
  const words = sceneWords({
    labels: [label('Ada (you)'), label('Bo’s turn'), label('Ada (you)')],
    objects: [piece('red 5'), piece('a card, face down'), piece('a card, face down'), piece('')],
  });
  expect(words).toEqual(['Ada (you)', 'Bo’s turn', 'red 5', 'a card, face down × 2']);
});
