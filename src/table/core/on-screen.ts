// Where a scene's pieces fall on a screen, without a canvas: each object's outline (a card's
// corners, a chip's rim) from its rest pose and size, projected through the seat's camera
// (framing.ts) onto a canvas of a given size in CSS px; which pieces lie off the canvas or under
// the screen's panels; and how large the ones a player reads are. The framing's tests check every
// screen size with it, and it is how the table's legibility can be judged before a browser runs.
import { projectPoint, type CameraPose } from './framing.ts';
import { CARD, CHIP, rotate, type Vec3 } from './layout.ts';
import type { TableObject } from './objects.ts';
import type { PxBox } from './covered.ts';

/** A piece's box on the canvas (CSS px from its top left) and its size there. */
export interface PieceBox extends PxBox {
  readonly id: string;
  readonly model: TableObject['model'];
  readonly width: number;
  readonly height: number;
  /** A marker no one reads a value from (TableObject.minor). */
  readonly minor?: boolean;
}

/** A canvas' size in CSS px. */
export interface CanvasSize {
  readonly width: number;
  readonly height: number;
}

const RIM = 16;

/** The points of an object's outline in the world: a card's (or a stack's) eight corners, a
 * chip's rim top and bottom. */
export function outline(obj: TableObject): Vec3[] {
  const s = obj.scale ?? 1;
  const local: Vec3[] = [];
  if (obj.model === 'chip') {
    const h = (CHIP.thickness * s) / 2;
    for (let i = 0; i < RIM; i++) {
      const a = (i * 2 * Math.PI) / RIM;
      for (const y of [-h, h]) {
        local.push({ x: CHIP.radius * s * Math.cos(a), y, z: CHIP.radius * s * Math.sin(a) });
      }
    }
  } else {
    const h = (CARD.thickness * (obj.model === 'stack' ? Math.max(1, obj.count ?? 1) : 1)) / 2;
    for (const x of [-1, 1]) {
      for (const z of [-1, 1]) {
        for (const y of [-h, h]) {
          local.push({ x: (x * CARD.width * s) / 2, y, z: (z * CARD.length * s) / 2 });
        }
      }
    }
  }
  const { position: p, quaternion: q } = obj.rest;
  return local.map((v) => {
    const r = rotate(q, v);
    return { x: p.x + r.x, y: p.y + r.y, z: p.z + r.z };
  });
}

/** Each object's box on a canvas of `size` seen from `camera` (null: some of it behind the
 * camera). */
export function piecesOnScreen(
  objects: readonly TableObject[],
  camera: CameraPose,
  fovDeg: number,
  size: CanvasSize,
): (PieceBox | null)[] {
  const aspect = size.width / size.height;
  return objects.map((obj) => {
    let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of outline(obj)) {
      const s = projectPoint(camera, p, fovDeg, aspect);
      if (!s) return null;
      const x = ((s.x + 1) / 2) * size.width;
      const y = ((1 - s.y) / 2) * size.height;
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
    }
    return {
      id: obj.id,
      model: obj.model,
      left,
      right,
      top,
      bottom,
      width: right - left,
      height: bottom - top,
      ...(obj.minor ? { minor: true } : {}),
    };
  });
}

/** How far (CSS px) a piece may reach past the canvas' edge or into a panel and still count as
 * seen (a rounding, a chip's shadow of a pixel). */
const SLACK = 2;

/** Why a piece cannot be seen whole: off the canvas, under a panel, or null when it can. */
export function hiddenBy(
  box: PieceBox | null,
  size: CanvasSize,
  covered: readonly PxBox[],
): 'off-screen' | 'under-panel' | null {
  if (!box) return 'off-screen';
  if (
    box.left < -SLACK ||
    box.top < -SLACK ||
    box.right > size.width + SLACK ||
    box.bottom > size.height + SLACK
  ) {
    return 'off-screen';
  }
  for (const c of covered) {
    const overlapX = Math.min(box.right, c.right) - Math.max(box.left, c.left);
    const overlapY = Math.min(box.bottom, c.bottom) - Math.max(box.top, c.top);
    if (overlapX > SLACK && overlapY > SLACK) return 'under-panel';
  }
  return null;
}

/** Half the least a movable piece answers a touch across (CSS px): a touch this near a piece's
 * middle takes it, however small the piece is drawn (issue #21: 44 px on a touch screen). */
export const TOUCH_REACH = 22;

/** The piece whose middle on the screen lies nearest (x, y), within `reach` px; null when none
 * does. For a touch that missed every piece drawn: a piece drawn smaller than a fingertip still
 * answers one landing near it. */
export function nearestInReach(
  middles: readonly { readonly id: string; readonly x: number; readonly y: number }[],
  x: number,
  y: number,
  reach = TOUCH_REACH,
): string | null {
  let best: string | null = null;
  let bestD = reach;
  for (const m of middles) {
    const d = Math.hypot(m.x - x, m.y - y);
    if (d <= bestD) [best, bestD] = [m.id, d];
  }
  return best;
}
