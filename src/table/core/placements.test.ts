import { describe, expect, test } from 'vitest';
import { CENTRE_ZONE_AREA, inArea, pose, rectArea, spotIn } from './layout.ts';
import type { TableObject, TableScene } from './objects.ts';
import { sameZone, withPlacements } from './placements.ts';

const chip = (id: string, zone?: TableObject['zone']): TableObject => ({
  id,
  model: 'chip',
  front: 'x/a',
  back: 'x/b',
  owner: null,
  ...(zone ? { zone } : {}),
  rest: pose({ x: 0.1, y: 0.002, z: 0.4 }, 0.3),
  enter: 'rest',
  dealDelay: 0,
  delay: 0,
  generation: '1',
  draggable: true,
  label: id,
});

const seatArea = rectArea(pose({ x: 0, y: 0, z: 0.5 }, 0), 0.2, 0.1);
const scene: TableScene = {
  seats: 3,
  localSeat: 0,
  objects: [chip('W1', { kind: 'seat', seat: 0 }), chip('W2', { kind: 'centre' }), chip('W3')],
  labels: [],
  zones: [
    { zone: { kind: 'centre' }, area: CENTRE_ZONE_AREA },
    { zone: { kind: 'seat', seat: 0 }, area: seatArea },
  ],
  dealFrom: pose({ x: 0, y: 0, z: 0 }, 0),
};

describe('withPlacements', () => {
  test('a placed object rests at its spot in its zone, keeping its height and turn', () => {
    const out = withPlacements(scene, { W1: { zone: { kind: 'seat', seat: 0 }, at: [0.5, -1] } });
    const w1 = out.objects[0]!;
    const [u, v] = spotIn(seatArea, w1.rest.position);
    expect([u, v].map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0.5, -1]);
    expect(inArea(seatArea, w1.rest.position)).toBe(true);
    expect(w1.rest.position.y).toBe(0.002);
    expect(w1.rest.quaternion).toEqual(scene.objects[0]!.rest.quaternion);
  });

  test('a placement in another zone than the rules say, or for an object with none, is ignored', () => {
    const placements = {
      W1: { zone: { kind: 'centre' as const }, at: [0, 0] as const },
      W3: { zone: { kind: 'centre' as const }, at: [0, 0] as const },
    };
    expect(withPlacements(scene, placements)).toBe(scene);
  });

  test('zones compare by what they name', () => {
    expect(sameZone({ kind: 'seat', seat: 1 }, { kind: 'seat', seat: 1 })).toBe(true);
    expect(sameZone({ kind: 'seat', seat: 1 }, { kind: 'seat', seat: 2 })).toBe(false);
    expect(sameZone({ kind: 'zone', zone: 'a' }, { kind: 'object', object: 'a' })).toBe(false);
  });
});
