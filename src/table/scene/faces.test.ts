// Which faces are painted when (faces.ts): a look's front and back are painted only once a piece
// is posed showing them, its rim at once; idle time paints the rest one side at a time; a new
// look (a language switch renames a card's face) starts unpainted and is painted when shown.
import { Quaternion, Texture, Vector3 } from 'three';
import { afterEach, describe, expect, test, vi } from 'vitest';

/** Every face the stand-in game was asked to paint, in order. */
const painted: string[] = [];

vi.mock('../games/registry.ts', () => ({
  tableGame: (game: string) => ({
    texture: (key: string) => {
      painted.push(`${game}/${key}`);
      const t = new Texture();
      t.name = `${game}/${key}`;
      return t;
    },
  }),
}));

// The suite shares modules between files (vite.config.ts `isolate: false`): forget them, so this
// file's faces.ts is imported afresh, over the stand-in registry.
vi.resetModules();
const { disposeFaceMaterials, paintBoth, paintedFaces, paintNextSide, paintShown, pieceMaterial } =
  await import('./faces.ts');

const FACE_UP = new Quaternion();
const FACE_DOWN = new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), Math.PI);
/** Raised toward the eye, as a hand lifts cards to read them. */
const RAISED = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), -1.4);

afterEach(() => {
  disposeFaceMaterials();
  painted.length = 0;
});

describe('faces painted lazily', () => {
  test('a new look paints only its rim; its front and back wait to be shown', () => {
    const chip = pieceMaterial('g/chip:red', 'g/chip:red:dark', 'g/chip-edge:red', true);
    pieceMaterial('g/card:As', 'g/card:back', undefined, false);
    expect(painted).toEqual(['g/chip-edge:red']);
    expect(paintedFaces()).toEqual([]);
    expect(chip.map?.name).toBe('');
  });

  test('face up shows the front, face down the back, raised near edge-on both', () => {
    const up = pieceMaterial('g/card:As', 'g/card:back', undefined, false);
    const down = pieceMaterial('g/card:Kd', 'g/card:back', undefined, false);
    const raised = pieceMaterial('g/card:2c', 'g/card:back', undefined, false);
    paintShown(up, [FACE_UP]);
    paintShown(down, [FACE_DOWN]);
    expect(painted).toEqual(['g/card:As', 'g/card:back']);
    expect(up.map?.name).toBe('g/card:As');
    paintShown(raised, [RAISED]);
    expect(paintedFaces()).toEqual(['g/card:As', 'g/card:back', 'g/card:2c', 'g/card:back']);
  });

  test('a piece gliding from face down to face up needs both sides; a flip paints both', () => {
    const dealt = pieceMaterial('g/card:As', 'g/card:back', undefined, false);
    paintShown(dealt, [FACE_DOWN, FACE_UP]);
    expect(paintedFaces()).toEqual(['g/card:As', 'g/card:back']);
    const chip = pieceMaterial('g/chip:1', 'g/chip:1:dark', undefined, true);
    paintShown(chip, [FACE_UP]);
    paintBoth(chip);
    expect(paintedFaces()).toContain('g/chip:1:dark');
  });

  test('each side is painted once, however many pieces show it', () => {
    const back = pieceMaterial('g/card:back', 'g/card:back', undefined, false);
    for (let i = 0; i < 6; i++) paintShown(back, [FACE_UP, FACE_DOWN]);
    expect(painted).toEqual(['g/card:back', 'g/card:back']);
  });

  test('idle time paints the unshown sides one at a time, then reports none left', () => {
    const a = pieceMaterial('g/card:As', 'g/card:back', undefined, false);
    pieceMaterial('g/chip:1', 'g/chip:1:dark', undefined, true);
    paintShown(a, [FACE_UP]);
    const idle: string[] = [];
    for (let t = paintNextSide(); t; t = paintNextSide()) idle.push(t.name);
    expect(idle).toEqual(['g/card:back', 'g/chip:1', 'g/chip:1:dark']);
    expect(paintNextSide()).toBeNull();
  });

  test('a look renamed (another language) is a new look, painted when shown', () => {
    const en = pieceMaterial('g/challenge:blackout', 'g/challenge:back', undefined, false);
    paintShown(en, [FACE_UP]);
    const ko = pieceMaterial('g/challenge:blackout:ko', 'g/challenge:back', undefined, false);
    expect(ko).not.toBe(en);
    expect(ko.map?.name).toBe('');
    paintShown(ko, [FACE_UP]);
    expect(ko.map?.name).toBe('g/challenge:blackout:ko');
  });

  test('leaving the table forgets every look: it is painted anew when it returns', () => {
    const m = pieceMaterial('g/card:As', 'g/card:back', undefined, false);
    paintShown(m, [FACE_UP]);
    disposeFaceMaterials();
    const again = pieceMaterial('g/card:As', 'g/card:back', undefined, false);
    expect(again).not.toBe(m);
    paintShown(again, [FACE_UP]);
    expect(painted).toEqual(['g/card:As', 'g/card:As']);
  });
});
