// How large a player sees the pieces on the 3D table, per game and per screen: the game played to
// a moment with cards in the centre, then page 0's window set to each size in turn (`desktop`
// 1280×800, `phone` 390×844 held upright, `phone_land` 844×390, `tablet` 820×1180) and measured
// there, from its own seat:
// `table.card_px.centre.<game>.<size>` (the on-screen height, CSS px, of a card in the centre: a
// community card, a card of the trick, a card of the gangsters' river), `table.card_px.own.<game>.
// <size>` (one of your own cards: your pocket card held up, your hand on the rail, your boss),
// `table.chip_px.<game>.<size>` (the smallest chip that carries a value, across: The Gang's
// star chips, Gangsta!'s money) and `table.hidden_pieces.<game>.<size>` (pieces off the canvas or
// under the panels' reserves, on-screen.ts). The desktop figures keep their old names too
// (`table.card_px.centre.<game>`, `…own.<game>`), with `table.card_px.centre_closer.<game>`, that
// centre card after a double click on it (the closer look). Heights are projected from the scene
// as drawn (window.gangTable.screenBox), so a flat card seen at a slant counts shorter than its
// width. The Gang and Gang of Four with four players, Gangsta! with three. Page 0 draws the 3D
// table; the others play on the text table and act through window.gangTable, choosing with the
// project's bots. FRAMING_GAMES and FRAMING_SIZES (comma-separated) measure only those games and
// sizes (the game then played at the first size). Page 0's screens are saved as test-results/framing-<game>-<size>.png and
// framing-<game>-closer.png.
//
// Opening browsers and WebRTC, it runs in a loopback-only network namespace (netns-child.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { plannerBot as gofBot } from '../src/engine/bots/gang-of-four/planner.ts';
import { seedRng } from '../src/engine/core/rng.ts';
import type { GameId, GangView, GangstaView, GofView } from '../src/engine/index.ts';
import { hiddenBy, type PieceBox } from '../src/table/core/on-screen.ts';
import { RESULTS_DIR } from '../test/e2e/harness.ts';
import { gt, TablePlayers } from '../test/e2e/table-kit.ts';
import { benchInNamespace, runIfMain } from './netns-child.ts';
import type { BenchResult } from './run.ts';
import { round } from './stats.ts';

const SELF = fileURLToPath(import.meta.url);
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const VIEWPORT = { width: 1280, height: 800 };
/** The screens measured, desktop first (the game is played at that size). */
const SIZES = {
  desktop: VIEWPORT,
  phone: { width: 390, height: 844 },
  phone_land: { width: 844, height: 390 },
  tablet: { width: 820, height: 1180 },
} as const;
type Size = keyof typeof SIZES;
/** How long a table may take to settle: minutes on a loaded two-core machine (SwiftShader). */
const SETTLE_MS = 300_000;
/** The sizes to measure (FRAMING_SIZES=phone,tablet: those only, the game played at the first). */
const MEASURED = (process.env.FRAMING_SIZES?.split(',') ?? Object.keys(SIZES)) as Size[];

type Box = { left: number; top: number; width: number; height: number };

const box = (page: Page, id: string) => gt<Box | null>(page, 'screenBox', id);

/** The tallest of these objects on page 0's screen (the one a player reads best). */
async function tallest(page: Page, ids: readonly string[]): Promise<Tallest> {
  let best: Tallest = { px: 0, id: '' };
  for (const id of ids) {
    const px = (await box(page, id))?.height ?? 0;
    if (px > best.px) best = { px, id };
  }
  if (best.px === 0) throw new Error(`none of ${ids.join(', ')} is on screen`);
  return best;
}

type Tallest = { px: number; id: string };

/** A double click on that centre card (a closer look), and its height then. */
async function closer(players: TablePlayers, id: string): Promise<number> {
  const page = players.pages[0]!;
  const at = await gt<{ x: number; y: number } | null>(page, 'screenPoint', id);
  if (!at) throw new Error(`${id} is not on screen`);
  await page.mouse.dblclick(at.x, at.y);
  await players.settled(0, SETTLE_MS);
  return (await box(page, id))?.height ?? 0;
}

type Measured = { centre: Tallest; own: number };

/** Sets the page's window to `viewport` and waits until the table's canvas has followed. */
async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForFunction(
    (w) => Math.abs((document.querySelector('.table3d canvas')?.clientWidth ?? 0) - w) < 2,
    viewport.width,
    { timeout: 15_000 },
  );
}

/** The value chips' ids among the table's objects, per game (Gang of Four has none: its one
 * chip marks the turn). */
const VALUE_CHIP: Record<GameId, RegExp | null> = {
  'the-gang': /^[WYOR][1-6]$/,
  'gang-of-four': null,
  gangsta: /^money:/,
};

/** The smallest value chip across on page 0's screen (0: none in view), and the pieces off the
 * canvas or under a panel's reserve. */
async function chipsAndHidden(
  page: Page,
  game: GameId,
): Promise<{ chip: number; hidden: string[] }> {
  const canvas = (await page.locator('.table3d canvas').boundingBox())!;
  const size = { width: canvas.width, height: canvas.height };
  const reserves = await page.$$eval('[data-hud-reserve]', (els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })),
  );
  const covered = reserves.map((r) => ({
    left: r.left - canvas.x,
    top: r.top - canvas.y,
    right: r.right - canvas.x,
    bottom: r.bottom - canvas.y,
  }));
  const ids = (await gt<{ objects: string[] }>(page, 'table')).objects;
  let chip = Infinity;
  const hidden: string[] = [];
  for (const id of ids) {
    const b = await box(page, id);
    const piece: PieceBox | null = b && {
      id,
      model: 'card',
      left: b.left - canvas.x,
      top: b.top - canvas.y,
      right: b.left - canvas.x + b.width,
      bottom: b.top - canvas.y + b.height,
      width: b.width,
      height: b.height,
    };
    if (hiddenBy(piece, size, covered)) hidden.push(id);
    else if (b && VALUE_CHIP[game]?.test(id)) chip = Math.min(chip, b.width);
  }
  return { chip: chip === Infinity ? 0 : chip, hidden };
}

/** Opens the players on `game` with page 0 on the 3D table; runs `play` to reach the moment to
 * measure, then `measure` on page 0 at each size once its table is still. */
async function framed(
  game: GameId,
  seats: number,
  options: unknown,
  play: (players: TablePlayers) => Promise<void>,
  measure: (page: Page) => Promise<Measured>,
): Promise<BenchResult[]> {
  const names = NAMES.slice(0, seats);
  const players = await TablePlayers.open(names, SIZES[MEASURED[0]!], {
    text: names.map((_, i) => i).slice(1),
  });
  try {
    const host = players.pages[0]!;
    await players.start(game, options);
    await play(players);
    await players.settled(0, SETTLE_MS);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const out: BenchResult[] = [];
    let desktop: Measured | null = null;
    for (const size of MEASURED) {
      await resize(host, SIZES[size]);
      await host.waitForTimeout(300);
      await players.settled(0, SETTLE_MS);
      const px = await measure(host);
      const { chip, hidden } = await chipsAndHidden(host, game);
      await host.screenshot({ path: path.join(RESULTS_DIR, `framing-${game}-${size}.png`) });
      if (size === 'desktop') desktop = px;
      console.error(
        `framing ${game} ${size}: centre ${round(px.centre.px)} px, own ${round(px.own)} px, ` +
          `chip ${round(chip)} px, hidden ${hidden.length}${hidden.length ? ` (${hidden.join(' ')})` : ''}`,
      );
      out.push(
        { name: `table.card_px.centre.${game}.${size}`, value: round(px.centre.px), unit: 'px' },
        { name: `table.card_px.own.${game}.${size}`, value: round(px.own), unit: 'px' },
        { name: `table.hidden_pieces.${game}.${size}`, value: hidden.length, unit: 'pieces' },
      );
      if (VALUE_CHIP[game]) {
        out.push({ name: `table.chip_px.${game}.${size}`, value: round(chip), unit: 'px' });
      }
    }
    if (!desktop) {
      if (players.problems.length > 0) throw new Error(players.problems.join('\n'));
      return out;
    }
    await resize(host, VIEWPORT);
    await players.settled(0, SETTLE_MS);
    const near = await closer(players, desktop.centre.id);
    await host.screenshot({ path: path.join(RESULTS_DIR, `framing-${game}-closer.png`) });
    if (players.problems.length > 0) throw new Error(players.problems.join('\n'));
    return [
      { name: `table.card_px.centre.${game}`, value: round(desktop.centre.px), unit: 'px' },
      { name: `table.card_px.centre_closer.${game}`, value: round(near), unit: 'px' },
      { name: `table.card_px.own.${game}`, value: round(desktop.own), unit: 'px' },
      ...out,
    ];
  } finally {
    await players.close();
  }
}

/** The Gang: everyone takes a white chip, the flop comes; community cards and Ann's pocket. */
const theGang = () =>
  framed(
    'the-gang',
    4,
    { mode: 'basic' },
    async (players) => {
      for (const [i, page] of players.pages.entries()) {
        const r = await gt<{ ok: boolean }>(page, 'act', { type: 'takeChip', chip: `W${i + 1}` });
        if (!r.ok) throw new Error(`seat ${i} could not take W${i + 1}`);
      }
      await players.pages[0]!.waitForFunction(
        () =>
          ((window as unknown as { gangTable: { view(): GangView } }).gangTable.view().community
            .length ?? 0) >= 3,
      );
    },
    async (page) => ({
      centre: await tallest(page, ['community:0', 'community:1', 'community:2']),
      own: (await tallest(page, ['pocket:0:0', 'pocket:0:1'])).px,
    }),
  );

/** Gang of Four: the bots play until a trick lies in the centre; its cards and Ann's rail. */
const gangOfFour = () =>
  framed(
    'gang-of-four',
    4,
    {},
    async (players) => {
      let rng = seedRng('framing');
      for (let step = 0; step < 40; step++) {
        const views = await Promise.all(players.pages.map((p) => gt<GofView>(p, 'view')));
        if (views[0]!.phase === 'play' && views[0]!.trick.length > 0) return;
        for (const [i, v] of views.entries()) {
          const [intent, next] = gofBot(v, rng);
          rng = next;
          if (intent) {
            await gt(players.pages[i]!, 'act', intent);
            break;
          }
        }
      }
      throw new Error('no trick came to the centre');
    },
    async (page) => {
      const ids = await page.evaluate(() =>
        [...Array(16).keys()].flatMap((i) => [`trick:0:${i}`, `trick:1:${i}`, 'trick:top']),
      );
      const own = await page.evaluate(() =>
        Math.max(
          0,
          ...[...document.querySelectorAll('.hand-rail [data-token]')].map(
            (e) => e.getBoundingClientRect().height,
          ),
        ),
      );
      const centre = await tallest(page, ids);
      return { centre, own };
    },
  );

/** Gangsta! (three players): the first turn; the gangsters' river and Ann's boss. */
const gangsta = () =>
  framed(
    'gangsta',
    3,
    {},
    async () => {},
    async (page) => {
      const v = await gt<GangstaView>(page, 'view');
      const boss = v.players[0]!.gang[0]!.id;
      const own = (await tallest(page, [boss])).px;
      return { centre: await tallest(page, v.gangsterRiver), own };
    },
  );

async function measure(): Promise<BenchResult[]> {
  const only = process.env.FRAMING_GAMES?.split(',');
  const games = { 'the-gang': theGang, 'gang-of-four': gangOfFour, gangsta } as const;
  const out: BenchResult[] = [];
  for (const [id, run] of Object.entries(games)) {
    if (!only || only.includes(id)) out.push(...(await run()));
  }
  return out;
}

/** Runs `measure()` in a child process inside a loopback-only network namespace. */
export function benchFraming(): Promise<BenchResult[]> {
  return benchInNamespace(SELF, 'framing');
}

runIfMain(SELF, measure);
