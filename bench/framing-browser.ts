// How large a player sees the cards on the 3D table, per game, at 1280×800 with four players:
// `table.card_px.centre.<game>` (the on-screen height, CSS px, of a card in the centre: a
// community card, a card of the trick, a card of the gangsters' river) and `table.card_px.own.
// <game>` (one of your own cards: your pocket card held up, your hand on the rail, your boss),
// and `table.card_px.centre_closer.<game>`, that centre card after a double click on it (the
// closer look). Heights are projected from the scene as drawn (window.gangTable.screenBox), so a
// flat card seen at a slant counts shorter than its width. Page 0 draws the 3D table; the others
// play on the text table and act through window.gangTable, choosing with the project's bots.
// Page 0's screens are saved as test-results/framing-<game>.png and framing-<game>-closer.png.
//
// Opening browsers and WebRTC, it runs in a loopback-only network namespace (netns-child.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { plannerBot as gofBot } from '../src/engine/bots/gang-of-four/planner.ts';
import { seedRng } from '../src/engine/core/rng.ts';
import type { GameId, GangView, GangstaView, GofView } from '../src/engine/index.ts';
import { RESULTS_DIR } from '../test/e2e/harness.ts';
import { gt, TablePlayers } from '../test/e2e/table-kit.ts';
import { benchInNamespace, runIfMain } from './netns-child.ts';
import type { BenchResult } from './run.ts';
import { round } from './stats.ts';

const SELF = fileURLToPath(import.meta.url);
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const VIEWPORT = { width: 1280, height: 800 };

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
  await players.settled(0);
  return (await box(page, id))?.height ?? 0;
}

/** Opens four players on `game` with page 0 on the 3D table; runs `play` to reach the moment to
 * measure, then `measure` on page 0 once its table is still. */
async function framed(
  game: GameId,
  options: unknown,
  play: (players: TablePlayers) => Promise<void>,
  measure: (page: Page) => Promise<{ centre: Tallest; own: number }>,
): Promise<BenchResult[]> {
  const players = await TablePlayers.open(NAMES, VIEWPORT, { text: [1, 2, 3] });
  try {
    const host = players.pages[0]!;
    await players.start(game, options);
    await play(players);
    await players.settled(0);
    const px = await measure(host);
    mkdirSync(RESULTS_DIR, { recursive: true });
    await host.screenshot({ path: path.join(RESULTS_DIR, `framing-${game}.png`) });
    const near = await closer(players, px.centre.id);
    await host.screenshot({ path: path.join(RESULTS_DIR, `framing-${game}-closer.png`) });
    if (players.problems.length > 0) throw new Error(players.problems.join('\n'));
    console.error(
      `framing ${game}: centre ${round(px.centre.px)} px (${round(near)} px closer), ` +
        `own ${round(px.own)} px`,
    );
    return [
      { name: `table.card_px.centre.${game}`, value: round(px.centre.px), unit: 'px' },
      { name: `table.card_px.centre_closer.${game}`, value: round(near), unit: 'px' },
      { name: `table.card_px.own.${game}`, value: round(px.own), unit: 'px' },
    ];
  } finally {
    await players.close();
  }
}

/** The Gang: everyone takes a white chip, the flop comes; community cards and Ann's pocket. */
const theGang = () =>
  framed(
    'the-gang',
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

/** Gangsta!: the first turn; the gangsters' river and Ann's boss. */
const gangsta = () =>
  framed(
    'gangsta',
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
  return [...(await theGang()), ...(await gangOfFour()), ...(await gangsta())];
}

/** Runs `measure()` in a child process inside a loopback-only network namespace. */
export function benchFraming(): Promise<BenchResult[]> {
  return benchInNamespace(SELF, 'framing');
}

runIfMain(SELF, measure);
