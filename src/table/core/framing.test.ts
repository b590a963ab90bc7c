// The seat's view: every kept point on screen, the camera as near as that allows, and a nearer
// camera for less to keep.
import { describe, expect, test } from 'vitest';
import { closerView, frameView, MAX_ELEVATION, projectPoint, type Framing } from './framing.ts';
import { pose, v3 } from './layout.ts';
import { sceneFraming, type TableObject, type TableScene } from './objects.ts';

const FOV = 42;

const onScreen = (f: Framing, aspect: number) => {
  const pose = frameView(f, FOV, aspect);
  return f.keep.map((p) => projectPoint(pose, p, FOV, aspect));
};

const distance = (f: Framing, aspect: number) => {
  const { eye, target } = frameView(f, FOV, aspect);
  return Math.hypot(eye.x - target.x, eye.y - target.y, eye.z - target.z);
};

const table: Framing = {
  keep: [v3(-1, 0, 0), v3(1, 0, 0), v3(0, 0, -0.6), v3(0, 0, 0.6), v3(0, 0.05, 0.55)],
  elevation: 0.9,
};

describe('frameView', () => {
  test('keeps every point on screen, inside the margins', () => {
    for (const aspect of [0.6, 1, 1.47, 2.2]) {
      for (const s of onScreen(table, aspect)) {
        expect(s).not.toBeNull();
        expect(Math.abs(s!.x)).toBeLessThanOrEqual(0.971);
        expect(s!.y).toBeLessThanOrEqual(0.861);
        expect(s!.y).toBeGreaterThanOrEqual(-0.951);
      }
    }
  });

  test('stands as near as it can: one edge point touches the margin', () => {
    const s = onScreen(table, 1.47);
    const reach = Math.max(
      ...s.map((p) => Math.max(Math.abs(p!.x) / 0.97, p!.y / 0.86, -p!.y / 0.95)),
    );
    expect(reach).toBeGreaterThan(0.99);
  });

  test('less to keep, or a wider screen, brings the camera nearer', () => {
    const centre: Framing = { keep: table.keep.slice(2), elevation: 0.9 };
    expect(distance(centre, 1.47)).toBeLessThan(distance(table, 1.47));
    expect(distance(table, 2)).toBeLessThan(distance(table, 1.2));
  });

  test('looks down at the elevation asked or a little steeper, from the seat side (+z)', () => {
    for (const aspect of [0.8, 1.5, 2.2]) {
      const { eye, target } = frameView({ ...table, elevation: 1.1 }, FOV, aspect);
      const elevation = Math.atan2(eye.y - target.y, eye.z - target.z);
      expect(elevation).toBeGreaterThanOrEqual(1.1 - 1e-9);
      expect(elevation).toBeLessThanOrEqual(1.1 + 0.24 + 1e-9);
      expect(eye.x).toBe(0);
    }
  });

  test('with cards to read, the slant that shows the smaller of them largest, never past the cap', () => {
    const read = [v3(0, 0, 0), v3(0, 0, 0.45)];
    const span = (pose: ReturnType<typeof frameView>, p: (typeof read)[number], aspect: number) =>
      projectPoint(pose, v3(p.x, 0, p.z - 0.06), FOV, aspect)!.y -
      projectPoint(pose, v3(p.x, 0, p.z + 0.06), FOV, aspect)!.y;
    for (const aspect of [1.2, 1.47, 1.9]) {
      const base = frameView(table, FOV, aspect);
      const legible = frameView({ ...table, read }, FOV, aspect);
      const smallest = (pose: typeof base) => Math.min(...read.map((p) => span(pose, p, aspect)));
      expect(smallest(legible)).toBeGreaterThanOrEqual(smallest(base) - 1e-9);
      // Every kept point is still on screen, inside the margins.
      for (const p of table.keep) {
        const s = projectPoint(legible, p, FOV, aspect)!;
        expect(Math.abs(s.x)).toBeLessThanOrEqual(0.971);
        expect(s.y).toBeLessThanOrEqual(0.861);
        expect(s.y).toBeGreaterThanOrEqual(-0.951);
      }
      const { eye, target } = legible;
      const elevation = Math.atan2(eye.y - target.y, eye.z - target.z);
      expect(elevation).toBeGreaterThanOrEqual(table.elevation - 1e-9);
      expect(elevation).toBeLessThanOrEqual(MAX_ELEVATION + 1e-9);
    }
    // On this table a steeper look reads better than the one asked for.
    const asked = frameView(table, FOV, 1.47);
    const chosen = frameView({ ...table, read }, FOV, 1.47);
    expect(chosen.eye.y / (chosen.eye.z - chosen.target.z)).toBeGreaterThan(
      asked.eye.y / (asked.eye.z - asked.target.z),
    );
  });

  test('keeps every point out of the parts panels cover, nearer than a smaller screen would', () => {
    const aspect = 1.7;
    // A panel over the bottom right corner, as the HUD's hand: a quarter of the width, 40 % of
    // the height.
    const covered = [{ left: 0.5, right: 1, bottom: -1, top: -0.2 }];
    const f = sceneFraming({
      seats: 4,
      localSeat: 0,
      objects: [],
      labels: [],
      zones: [],
      dealFrom: pose(v3(0, 0, 0), 0),
    });
    const free = frameView(f, FOV, aspect);
    const hit = (view: ReturnType<typeof frameView>) =>
      f.keep.map((p) => projectPoint(view, p, FOV, aspect)!).filter((s) => s.x > 0.5 && s.y < -0.2);
    const kept = frameView(f, FOV, aspect, covered);
    expect(hit(kept)).toEqual([]);
    expect(hit(free).length).toBeGreaterThan(0);
    // Still everything on screen, and only as far back as the panel asks.
    for (const s of f.keep.map((p) => projectPoint(kept, p, FOV, aspect))) {
      expect(Math.abs(s!.x)).toBeLessThanOrEqual(0.971);
    }
    const far = (v: ReturnType<typeof frameView>) =>
      Math.hypot(v.eye.x - v.target.x, v.eye.y - v.target.y, v.eye.z - v.target.z);
    expect(far(kept)).toBeGreaterThan(far(free));
    expect(far(kept)).toBeLessThan(far(frameView(f, FOV, aspect / 2)));
  });

  test('a point behind the camera is not on screen', () => {
    const pose = { eye: v3(0, 1, 1), target: v3(0, 0, 0) };
    expect(projectPoint(pose, v3(0, 2, 3), FOV, 1)).toBeNull();
    expect(projectPoint(pose, v3(0, 0, 0), FOV, 1)).toEqual({ x: 0, y: 0 });
  });
});

describe('closerView', () => {
  test('aims at the point, nearer, from the same heading and slant', () => {
    const home = frameView(table, FOV, 1.47);
    const at = v3(0.3, 0, -0.2);
    const look = closerView(home, at, 0.6);
    expect(look.target).toEqual(at);
    const dir = (p: typeof look) => {
      const d = { x: p.eye.x - p.target.x, y: p.eye.y - p.target.y, z: p.eye.z - p.target.z };
      const l = Math.hypot(d.x, d.y, d.z);
      return { x: d.x / l, y: d.y / l, z: d.z / l, l };
    };
    const [a, b] = [dir(home), dir(look)];
    expect(b.l).toBeCloseTo(0.6, 6);
    for (const k of ['x', 'y', 'z'] as const) expect(b[k]).toBeCloseTo(a[k], 6);
    // The point is in the middle of the screen, and a card there looks bigger than from home.
    const mid = projectPoint(look, at, FOV, 1.47)!;
    expect(mid.x).toBeCloseTo(0, 9);
    expect(mid.y).toBeCloseTo(0, 9);
    const span = (p: typeof look) => {
      const top = projectPoint(p, v3(at.x, 0, at.z - 0.06), FOV, 1.47)!;
      const bottom = projectPoint(p, v3(at.x, 0, at.z + 0.06), FOV, 1.47)!;
      return top.y - bottom.y;
    };
    expect(span(look)).toBeGreaterThan(2 * span(home));
  });
});

describe('sceneFraming', () => {
  const scene = (seats: number, objects: TableObject[] = []): TableScene => ({
    seats,
    localSeat: 0,
    objects,
    labels: [],
    zones: [],
    dealFrom: pose(v3(0, 0, 0), 0),
  });
  const chip = (x: number): TableObject =>
    ({ id: 'W1', rest: pose(v3(x, 0, 0), 0), owner: null }) as unknown as TableObject;

  test('keeps every seat area and the centre, whatever the pieces do', () => {
    for (const seats of [2, 3, 4, 6]) {
      const f = sceneFraming(scene(seats));
      expect(f.keep).toHaveLength(6 + 6 * seats);
      expect(sceneFraming(scene(seats, [chip(0.9)]))).toEqual(f);
    }
  });

  test('a hand held off the table: only the inner side of the own area is kept, the centre read', () => {
    const whole = sceneFraming(scene(4));
    const off = sceneFraming({ ...scene(4), handOffTable: true });
    expect(off.keep).toHaveLength(whole.keep.length - 3);
    expect(off.read).toEqual([v3(0, 0, 0)]);
    // The points dropped are the own area's outer ones, by the player's edge of the felt (+z).
    const nearest = (f: Framing) => Math.max(...f.keep.map((p) => p.z));
    expect(nearest(off)).toBeLessThan(nearest(whole));
  });

  test('a game spreading wider before each player keeps its whole area', () => {
    const wide = sceneFraming({ ...scene(4), seatArea: { halfWidth: 0.4, depth: 0.3 } });
    const usual = sceneFraming(scene(4));
    expect(wide.keep).toHaveLength(usual.keep.length);
    // The own seat (at +z) spans ±0.4 m across now.
    const own = wide.keep.filter((p) => p.z > 0.4).map((p) => Math.abs(p.x));
    expect(Math.max(...own)).toBeCloseTo(0.4);
  });

  test("a game's own framing wins", () => {
    const keep = [v3(0, 0, 0)];
    expect(sceneFraming({ ...scene(4), framing: { keep, elevation: 1.2 } })).toMatchObject({
      keep,
      elevation: 1.2,
    });
    const read = [v3(0.1, 0, 0)];
    expect(sceneFraming({ ...scene(4), framing: { keep, elevation: 1, read } }).read).toBe(read);
  });
});
