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
// sizes (the game then played at the first size). FRAMING_SEATS (comma-separated) plays each game
// at those seat counts instead (The Gang 3–6, Gangsta! 2–4: each lays out a table per count;
// every figure then names its count, `….<game>.<n>p.<size>`), and FRAMING_SEAT=k measures seat
// k's screen (its page draws the 3D table, the others the text one), so the bench can check what
// the model (bench/framing-model.ts: the smallest over every seat, the same names under
// `table.model.`) claims from any seat; a phone held sideways gets each game's short table there
// as in play. The measured page's screens are saved as test-results/framing-<game>-<size>.png
// and framing-<game>-closer.png (with `-<n>p-seat<k>` before the size where those are set).
// The measured page puts the first-game hint away before the game (the table as played after the
// first games, as the model's figures are); FRAMING_HINT=1 keeps it showing (its box kept clear
// on a large screen, folded into its mark on a phone; `hint.` before the size in every name, as
// the model's FRAMING_HINT=1).
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
import { hintKey } from '../src/ui/kit/hint-store.ts';
import { RESULTS_DIR } from '../test/e2e/harness.ts';
import { gt, TablePlayers } from '../test/e2e/table-kit.ts';
import { benchInNamespace, runIfMain } from './netns-child.ts';
import type { BenchResult } from './run.ts';
import { round } from './stats.ts';

const SELF = fileURLToPath(import.meta.url);
const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
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
/** The seat counts to play (FRAMING_SEATS=3,5), or each game's own (The Gang 4, Gangsta! 3). */
const SEAT_COUNTS = process.env.FRAMING_SEATS?.split(',').map(Number);
/** The seat whose screen is measured (FRAMING_SEAT=2). */
const SEAT = Number(process.env.FRAMING_SEAT ?? 0);
/** Measure with the first-game hint showing (FRAMING_HINT=1). */
const HINT = process.env.FRAMING_HINT === '1';

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
async function closer(players: TablePlayers, seat: number, id: string): Promise<number> {
  const page = players.pages[seat]!;
  const at = await gt<{ x: number; y: number } | null>(page, 'screenPoint', id);
  if (!at) throw new Error(`${id} is not on screen`);
  await page.mouse.dblclick(at.x, at.y);
  await players.settled(seat, SETTLE_MS);
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
  measure: (page: Page, seat: number) => Promise<Measured>,
): Promise<BenchResult[]> {
  const names = NAMES.slice(0, seats);
  const seat = SEAT < seats ? SEAT : 0;
  const players = await TablePlayers.open(names, SIZES[MEASURED[0]!], {
    text: names.map((_, i) => i).filter((i) => i !== seat),
  });
  // The figures name the seat count and seat where they are not the game's own.
  const tag =
    (SEAT_COUNTS ? `${seats}p.` : '') + (seat ? `seat${seat}.` : '') + (HINT ? 'hint.' : '');
  const file = tag.replaceAll('.', '-');
  try {
    const host = players.pages[seat]!;
    // Put away before the game (FirstHint reads it when it first shows), unless measured with it:
    // in every document the page opens (it is still blank here, and a blank page has no storage).
    if (!HINT) {
      await host.addInitScript((key) => {
        try {
          localStorage.setItem(key, 'dismissed');
        } catch {
          // A document without storage (about:blank) shows no hint either.
        }
      }, hintKey(game));
    }
    await players.start(game, options);
    await play(players);
    await players.settled(seat, SETTLE_MS);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const out: BenchResult[] = [];
    let desktop: Measured | null = null;
    for (const size of MEASURED) {
      await resize(host, SIZES[size]);
      await host.waitForTimeout(300);
      await players.settled(seat, SETTLE_MS);
      const px = await measure(host, seat);
      const { chip, hidden } = await chipsAndHidden(host, game);
      await host.screenshot({ path: path.join(RESULTS_DIR, `framing-${game}-${file}${size}.png`) });
      if (size === 'desktop') desktop = px;
      console.error(
        `framing ${game} ${tag}${size}: centre ${round(px.centre.px)} px, own ${round(px.own)} px, ` +
          `chip ${round(chip)} px, hidden ${hidden.length}${hidden.length ? ` (${hidden.join(' ')})` : ''}`,
      );
      out.push(
        {
          name: `table.card_px.centre.${game}.${tag}${size}`,
          value: round(px.centre.px),
          unit: 'px',
        },
        { name: `table.card_px.own.${game}.${tag}${size}`, value: round(px.own), unit: 'px' },
        { name: `table.hidden_pieces.${game}.${tag}${size}`, value: hidden.length, unit: 'pieces' },
      );
      if (VALUE_CHIP[game]) {
        out.push({ name: `table.chip_px.${game}.${tag}${size}`, value: round(chip), unit: 'px' });
      }
    }
    // The desktop's old names and the closer look: the game's own count, from seat 0.
    if (!desktop || tag) {
      if (players.problems.length > 0) throw new Error(players.problems.join('\n'));
      return out;
    }
    await resize(host, VIEWPORT);
    await players.settled(seat, SETTLE_MS);
    const near = await closer(players, seat, desktop.centre.id);
    await host.screenshot({ path: path.join(RESULTS_DIR, `framing-${game}-${file}closer.png`) });
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

/** The Gang: everyone takes a white chip, the flop comes; community cards and the measured
 * seat's pocket. */
const theGang = (seats: number) =>
  framed(
    'the-gang',
    seats,
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
    async (page, seat) => ({
      centre: await tallest(page, ['community:0', 'community:1', 'community:2']),
      own: (await tallest(page, [`pocket:${seat}:0`, `pocket:${seat}:1`])).px,
    }),
  );

/** Gang of Four: the bots play until a trick lies in the centre; its cards and the measured
 * seat's rail. */
const gangOfFour = (seats: number) =>
  framed(
    'gang-of-four',
    seats,
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

/** Gangsta! (three players unless said): the first turn; the gangsters' river and the measured
 * seat's boss. */
const gangsta = (seats: number) =>
  framed(
    'gangsta',
    seats,
    {},
    async () => {},
    async (page, seat) => {
      const v = await gt<GangstaView>(page, 'view');
      const boss = v.players[seat]!.gang[0]!.id;
      const own = (await tallest(page, [boss])).px;
      return { centre: await tallest(page, v.gangsterRiver), own };
    },
  );

async function measure(): Promise<BenchResult[]> {
  const only = process.env.FRAMING_GAMES?.split(',');
  // Each game at its own seat count unless FRAMING_SEATS says (the counts it lays out only).
  const games = [
    ['the-gang', theGang, [4], [3, 4, 5, 6]],
    ['gang-of-four', gangOfFour, [4], [4]],
    ['gangsta', gangsta, [3], [2, 3, 4]],
  ] as const;
  const out: BenchResult[] = [];
  for (const [id, run, own, laid] of games) {
    if (only && !only.includes(id)) continue;
    const counts = SEAT_COUNTS?.filter((n) => (laid as readonly number[]).includes(n)) ?? own;
    for (const seats of counts) out.push(...(await run(seats)));
  }
  return out;
}

/** Runs `measure()` in a child process inside a loopback-only network namespace. */
export function benchFraming(): Promise<BenchResult[]> {
  return benchInNamespace(SELF, 'framing');
}

runIfMain(SELF, measure);
