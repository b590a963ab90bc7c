// The screens the seat's view is judged on without a browser (on-screen.test.ts, and the model's
// figures, bench/framing-model.ts): a phone's canvas held upright and sideways, a desktop's, and
// the demo's (its caption bar above the table), each with the reserves screen-kit.css gives the
// panels there; each game dealt (or played on) for a seat; and how large that seat reads its
// pieces there (on-screen.ts projects them through the seat's camera).
import { GAMES, type GameId, type GangstaView } from '../src/engine/index.ts';
import { canvasShape, canvasShort, coveredParts, type PxBox } from '../src/table/core/covered.ts';
import type { CameraPose } from '../src/table/core/framing.ts';
import { sceneFraming, type TableScene } from '../src/table/core/objects.ts';
import { hiddenBy, piecesOnScreen, type CanvasSize } from '../src/table/core/on-screen.ts';
import { tableGame } from '../src/table/games/registry.ts';
import { FOV, orbitMax } from '../src/table/scene/CameraRig.tsx';
import { framedView, stateFor } from './framing-states.ts';

export { framedView, stateFor };

const REM = 16;

/** A canvas and the reserves over it (CSS px from its top left). */
export interface Screen {
  readonly size: CanvasSize;
  readonly reserves: PxBox[];
}

/** A phone's canvas (the window under the status bar, less `above` px: the demo's caption bar)
 * and the reserves over it (screen-kit.css: the game's strip, the closed sheet, and a hand's
 * rail across the foot where a game has one); `top`: the strip's height (rem). */
export function phone(
  orientation: 'upright' | 'sideways',
  rail: boolean,
  top = 3.5,
  above = 0,
): Screen {
  if (orientation === 'upright') {
    const size = { width: 390, height: 844 - 46 - above };
    const railH = rail ? 12.5 * REM : 0;
    const bottom = size.height - railH;
    const reserves = [
      { left: 0, top: 0, right: size.width, bottom: top * REM },
      // Over a hand the closed sheet is its handle only.
      { left: 0, top: bottom - (rail ? 2.75 : 4.75) * REM, right: size.width, bottom },
    ];
    if (rail) reserves.push({ left: 0, top: bottom, right: size.width, bottom: size.height });
    return { size, reserves };
  }
  const size = { width: 844, height: 390 - 46 - above };
  const railH = rail ? 7.6 * REM : 0;
  const bottom = size.height - railH;
  // Beside a hand the closed sheet is its handle only, narrower.
  const sheetW = rail ? Math.min(13 * REM, 0.3 * 844) : Math.min(21 * REM, 0.46 * 844);
  const reserves = [
    { left: 0, top: 0, right: Math.min(21 * REM, 0.44 * 844), bottom: top * REM },
    {
      left: size.width - sheetW,
      top: bottom - (rail ? 2.75 : 3.1) * REM,
      right: size.width,
      bottom,
    },
  ];
  if (rail) reserves.push({ left: 0, top: bottom, right: size.width, bottom: size.height });
  return { size, reserves };
}

/** Each game's corner reserves on a desktop (rem: its CSS' --hud-<corner>-w and -h; the top
 * right's default 21 × 8 where a game leaves it), and the height of a hand's rail across the foot
 * (--hud-bottom-h; 0: none). */
const DESKTOP_HUD: Record<GameId, { corners: [number, number][]; rail: number }> = {
  'the-gang': {
    corners: [
      [24, 8.4],
      [21, 9],
      [24, 4.8],
      [21, 8.5],
    ],
    rail: 0,
  },
  'gang-of-four': {
    corners: [
      [31, 6.6],
      [21, 9.5],
      [24, 4.6],
      [21, 6.5],
    ],
    rail: 12.4,
  },
  gangsta: {
    corners: [
      [25, 10],
      [21, 8],
      [24, 7.5],
      [22, 8.75],
    ],
    rail: 0,
  },
};

/** A desktop's canvas (1280×800 under the 48 px status bar, less `above` px: the demo's caption
 * bar) with the game's four corner reserves (screen-kit.css: 0.75 rem from the canvas' edges;
 * the bottom corners stand on a hand's rail). */
export function desktop(id: GameId, above = 0): Screen {
  const size = { width: 1280, height: 800 - 48 - above };
  const gap = 0.75 * REM;
  const { corners, rail } = DESKTOP_HUD[id];
  const [tl, tr, bl, br] = corners.map(([w, h]) => [w * REM, h * REM] as const);
  const foot = size.height - gap - (rail ? rail * REM + gap : 0);
  const reserves: PxBox[] = [
    { left: gap, top: gap, right: gap + tl![0], bottom: gap + tl![1] },
    { left: size.width - gap - tr![0], top: gap, right: size.width - gap, bottom: gap + tr![1] },
    { left: gap, top: foot - bl![1], right: gap + bl![0], bottom: foot },
    { left: size.width - gap - br![0], top: foot - br![1], right: size.width - gap, bottom: foot },
  ];
  if (rail) {
    const top = size.height - gap - rail * REM;
    reserves.push({ left: gap, top, right: size.width - gap, bottom: size.height - gap });
  }
  return { size, reserves };
}

/** Each game's strip on a phone (rem) upright and sideways (Gang of Four's keeps its two lines
 * there), and whether its hand lies on a rail. */
export const PHONE_HUD: Record<GameId, { rail: boolean; upright: number; sideways: number }> = {
  'the-gang': { rail: false, upright: 3.5, sideways: 3.1 },
  'gang-of-four': { rail: true, upright: 4, sideways: 4 },
  gangsta: { rail: false, upright: 3.5, sideways: 3.1 },
};

/** The first-game hint's box on a large screen (screen-kit.css --hud-hint-w and -h, rem): at the
 * top, centred between the top corners. */
export const HINT_BOX = { width: 40, height: 3 } as const;

/** The hint's reserve on a game's screen at a size (`rem` tall: HINT_BOX's unless given): on the
 * desktop between the top corners; on a phone null, the hint folded into its mark inside the
 * strip's reserve, unless `rem` asks what a box under the strip, as wide as it, would cost. */
export function hintReserve(id: GameId, size: SizeName, rem?: number): PxBox | null {
  if (size === 'desktop') {
    const gap = 0.75 * REM;
    const [tl, tr] = DESKTOP_HUD[id].corners;
    const left = gap + tl![0] * REM + gap;
    const right = 1280 - gap - tr![0] * REM - gap;
    const width = Math.min(HINT_BOX.width * REM, right - left);
    const from = left + (right - left - width) / 2;
    const bottom = gap + (rem ?? HINT_BOX.height) * REM;
    return { left: from, top: gap, right: from + width, bottom };
  }
  if (rem === undefined) return null;
  const hud = PHONE_HUD[id];
  const upright = size === 'phone';
  const top = (upright ? hud.upright : hud.sideways) * REM;
  const right = upright ? 390 : Math.min(21 * REM, 0.44 * 844);
  return { left: 0, top, right, bottom: top + rem * REM };
}

/** Where the first-game hint lies on a game's screen at a size while it shows, folded or not:
 * on the desktop its box (hintReserve); on a phone its mark at the strip's end (2.75 rem wide,
 * the strip's height: screen-kit.css .hud__hint), inside the strip's reserve. */
export function hintShown(id: GameId, size: SizeName): PxBox {
  const box = hintReserve(id, size);
  if (box) return box;
  const hud = PHONE_HUD[id];
  const upright = size === 'phone';
  const right = upright ? 390 : Math.min(21 * REM, 0.44 * 844);
  return {
    left: right - 2.75 * REM,
    top: 0,
    right,
    bottom: (upright ? hud.upright : hud.sideways) * REM,
  };
}

/** The three sizes the issue measures (#21), by the bench's names. */
export type SizeName = 'desktop' | 'phone' | 'phone_land';
export const SIZE_NAMES: readonly SizeName[] = ['desktop', 'phone', 'phone_land'];

/** How much height the demo's caption bar (demo-bar.css) takes above the table's canvas at each
 * size (CSS px, measured in Chromium: its margin and padding round one line of caption and
 * buttons on the desktop and sideways, the caption wrapped over three lines above the buttons
 * upright). */
export const DEMO_BAR: Record<SizeName, number> = { desktop: 61, phone: 145, phone_land: 45 };

/** The screen a game is seen on at a size; `above`: px taken above the canvas (the demo's bar);
 * `hint`: with the first-game hint's reserve (hintReserve), `true` for its own size or a height
 * in rem. */
export function screenFor(
  id: GameId,
  size: SizeName,
  above = 0,
  hint: boolean | number = false,
): Screen {
  const hud = PHONE_HUD[id];
  const screen =
    size === 'desktop'
      ? desktop(id, above)
      : size === 'phone'
        ? phone('upright', hud.rail, hud.upright, above)
        : phone('sideways', hud.rail, hud.sideways, above);
  const box = hint === false ? null : hintReserve(id, size, hint === true ? undefined : hint);
  return box ? { size: screen.size, reserves: [...screen.reserves, box] } : screen;
}

/** The table scene a seat sees of `state` on a screen of `size` (shape and shortness as the
 * browser measures them: covered.ts); `watching`: a demo's onlooker, no seat theirs. */
export function sceneOf(
  id: GameId,
  state: unknown,
  seat: number | null,
  size: CanvasSize,
): TableScene {
  const view = GAMES[id].view(state as never, seat as never);
  const shape = canvasShape(size.width, size.height);
  const short = canvasShort(size.width, size.height);
  return tableGame(id).scene(view, {
    raised: false,
    name: (s) => `P${s}`,
    shape,
    short,
    watching: seat === null,
  });
}

/** The scene a seat sees, `steps` bot moves in (see stateFor), framed as `shape` and `short`
 * say. */
export function sceneFor(
  id: GameId,
  seats: number,
  seat: number,
  shape: 'wide' | 'tall',
  steps = 0,
  short = false,
): TableScene {
  const def = GAMES[id];
  const view = def.view(stateFor(id, seats, steps) as never, seat);
  return tableGame(id).scene(view, { raised: false, name: (s) => `P${s}`, shape, short });
}

/** The view as the rig draws it: no farther than the orbit's limit (a limit under the framed
 * distance would draw it nearer, and lose its edges). */
export function asDrawn({ eye, target }: CameraPose): CameraPose {
  const d = Math.hypot(eye.x - target.x, eye.y - target.y, eye.z - target.z);
  const max = orbitMax({ eye, target });
  if (d <= max) return { eye, target };
  const k = max / d;
  const at = (a: number, b: number) => b + (a - b) * k;
  return {
    eye: { x: at(eye.x, target.x), y: at(eye.y, target.y), z: at(eye.z, target.z) },
    target,
  };
}

/** The seat's camera for a scene on a screen, as the rig draws it. */
export function cameraFor(scene: TableScene, { size, reserves }: Screen): CameraPose {
  const canvas = { left: 0, top: 0, right: size.width, bottom: size.height };
  const covered = coveredParts(canvas, reserves).screen;
  return asDrawn(framedView(sceneFraming(scene), size.width / size.height, covered));
}

/** Every piece of a scene hidden on a screen (off the canvas or under a reserve), with why. */
export function hiddenOn(scene: TableScene, screen: Screen): string[] {
  const { size, reserves } = screen;
  const covered = coveredParts(
    { left: 0, top: 0, right: size.width, bottom: size.height },
    reserves,
  );
  return piecesOnScreen(scene.objects, cameraFor(scene, screen), FOV, size).flatMap((b, k) => {
    const why = hiddenBy(b, size, covered.px);
    return why ? [`${scene.objects[k]!.id} ${why}`] : [];
  });
}

/** How large a seat reads its pieces (CSS px): the tallest centre card and own card, the
 * smallest value chip across (0: none of them on the table); and how many pieces are hidden. */
export interface Figures {
  readonly centre: number;
  readonly own: number;
  readonly chip: number;
  readonly hidden: number;
}

/** Which pieces each game's figures read, as the framing bench reads them (bench/
 * framing-browser.ts): the centre's cards, the seat's own, the chips that carry a value. */
const READ: Record<
  GameId,
  (view: unknown, seat: number) => { centre: (id: string) => boolean; own: (id: string) => boolean }
> = {
  'the-gang': (_, seat) => ({
    centre: (id) => /^community:[0-4]$/.test(id),
    own: (id) => id.startsWith(`pocket:${seat}:`),
  }),
  // Its own cards are the DOM rail's (not on the table).
  'gang-of-four': () => ({ centre: (id) => id.startsWith('trick:'), own: () => false }),
  gangsta: (view, seat) => {
    const v = view as GangstaView;
    const river = new Set(v.gangsterRiver);
    const boss = v.players[seat]!.gang[0]?.id;
    return { centre: (id) => river.has(id), own: (id) => id === boss };
  },
};

/** The value chips, by id (Gang of Four's one chip marks the turn). */
const VALUE_CHIP: Record<GameId, RegExp | null> = {
  'the-gang': /^[WYOR][1-6]$/,
  'gang-of-four': null,
  gangsta: /^money:/,
};

/** How large `seat` reads its pieces of `state` on a screen. */
export function figuresOf(id: GameId, state: unknown, seat: number, screen: Screen): Figures {
  const { size, reserves } = screen;
  const scene = sceneOf(id, state, seat, size);
  const covered = coveredParts(
    { left: 0, top: 0, right: size.width, bottom: size.height },
    reserves,
  );
  const boxes = piecesOnScreen(scene.objects, cameraFor(scene, screen), FOV, size);
  const read = READ[id](GAMES[id].view(state as never, seat as never), seat);
  let [centre, own, chip, hidden] = [0, 0, Infinity, 0];
  for (const b of boxes) {
    if (!b || hiddenBy(b, size, covered.px)) {
      hidden++;
      continue;
    }
    if (read.centre(b.id)) centre = Math.max(centre, b.height);
    if (read.own(b.id)) own = Math.max(own, b.height);
    if (VALUE_CHIP[id]?.test(b.id)) chip = Math.min(chip, b.width);
  }
  return { centre, own, chip: chip === Infinity ? 0 : chip, hidden };
}

/** The moment each game's figures are read at, as the framing bench plays to it: The Gang's
 * flop (chips before every seat), Gang of Four's first trick, Gangsta!'s deal. */
export const MOMENT: Record<GameId, ((view: unknown) => boolean) | undefined> = {
  'the-gang': (v) => (v as { community: unknown[] }).community.length >= 3,
  'gang-of-four': (v) => (v as { trick: unknown[]; phase: string }).trick.length > 0,
  gangsta: undefined,
};

/** The smallest figures over every seat of a table of `seats` at the game's moment (MOMENT), on
 * the game's screen at `size`; hidden: the most of any seat. */
export function smallestFigures(
  id: GameId,
  seats: number,
  size: SizeName,
  hint: boolean | number = false,
): Figures {
  const state = stateFor(id, seats, 0, MOMENT[id]);
  const screen = screenFor(id, size, 0, hint);
  const all = Array.from({ length: seats }, (_, seat) => figuresOf(id, state, seat, screen));
  const least = (k: keyof Figures) => Math.min(...all.map((f) => f[k]));
  return {
    centre: least('centre'),
    own: least('own'),
    chip: least('chip'),
    hidden: Math.max(...all.map((f) => f.hidden)),
  };
}
