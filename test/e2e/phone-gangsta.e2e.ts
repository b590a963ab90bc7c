// Gangsta! by touch alone on a phone (390×844, touch, a mobile browser), over real WebRTC with a
// host on a laptop's 3D table (and a third player on the text table): on its turn the phone
// recruits a gangster from the river onto its own gang once with a one-finger drag (real touch
// events) and once by tap then tap (the gangster, then its gang, lit as its place). The others
// pass their turns through window.gangTable.act. A long turn's ending move (pass) stays in view
// in the laptop's scrolling moves corner and the phone's opened sheet. Screenshots of both 3D
// seats at the three sizes: test-results/touch-gangsta-*.png; and of the tables of two and four
// (each its own layout), a laptop host and a phone guest on the 3D table, played after on the
// same pages (the host opens a new table, the others join it): touch-gangsta{2,4}-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gangsterCard } from '../../src/engine/games/gangsta/catalogue.ts';
import type { GangstaView } from '../../src/engine/index.ts';
import type { Lobby } from '../../src/net/protocol.ts';
import { gt, PHONE, type TablePlayers } from './table-kit.ts';
import {
  boxesOn,
  chromeAcross,
  phoneTable,
  PHONE_SEAT,
  pointOn,
  snap,
  shootSizes,
  spotOfZone,
  touchDrag,
  touchTap,
} from './touch-kit.ts';
import { releaseFrames, reservesAcross } from './hud-kit.ts';

let players: TablePlayers;
let phone: Page;
const SEAT = PHONE_SEAT;

beforeAll(async () => {
  players = await phoneTable('gangsta', { consent: false });
  [, , phone] = players.pages as [Page, Page, Page];
}, 360_000);

afterAll(async () => {
  await players?.close();
});

const view = (i: number) => gt<GangstaView>(players.pages[i]!, 'view');

/** Whether the host's laptop table (page 0) is held (TablePlayers.away): from the phone's first
 * turn until a test looks at it again, the tests touch and look at the phone's table alone, and
 * the host's page is read through its view (its state), not its picture. */
let hostAway = false;

/** The others pass until it is the phone's turn; resolves the cheapest gangster it can pay. The
 * two 3D tables draw nothing meanwhile (TablePlayers.away: the test waits on the network, not on
 * a picture); the phone's is released (unless `keep`: the caller releases it) and draws the
 * picture it owes (motion is timed by the clock), and the callers wait for it to be still before
 * they look or touch. The host's stays held (hostAway) until hostBack. */
async function phonesTurn(keep = false): Promise<string> {
  // (Each still first: a piece held mid-fall would go on falling in one long physics step. A
  // held table is not still again until it draws: the host's is held once.)
  await Promise.all([hostAway ? null : players.away(0), players.away(SEAT)]);
  hostAway = true;
  try {
    return await passUntilPhonesTurn();
  } finally {
    if (!keep) await releaseFrames(phone);
  }
}

/** The host's laptop table draws again (hostAway) and comes to rest. */
async function hostBack(): Promise<void> {
  await players.back(0);
  hostAway = false;
}

async function passUntilPhonesTurn(): Promise<string> {
  for (let k = 0; k < 24; k++) {
    const v = await view(0);
    const money = v.players[SEAT]!.money;
    const pick = [...v.gangsterRiver]
      .filter((g) => gangsterCard(g)!.cost <= money)
      .sort((a, b) => gangsterCard(a)!.cost - gangsterCard(b)!.cost)[0];
    if (v.phase === 'turn' && v.current === SEAT && pick) {
      await expect.poll(async () => (await view(SEAT)).log.length).toBe(v.log.length);
      return pick;
    }
    const who = v.waitingFor[0]!;
    const r = await gt<{ ok: boolean }>(players.pages[who]!, 'act', { type: 'pass' });
    const said = () => players.consoleLines.slice(-12).join('\n  ');
    expect(r, `seat ${who} passing; the pages said:\n  ${said()}`).toEqual({ ok: true });
    await expect
      .poll(async () => (await view(0)).log.length, { timeout: 15_000 })
      .toBeGreaterThan(v.log.length);
  }
  throw new Error('the phone never had a turn with a gangster it could pay for');
}

/** Waits until the host saw `gangster` join the phone's gang. */
async function recruited(gangster: string): Promise<void> {
  await expect
    .poll(async () => (await view(0)).players[SEAT]!.gang.map((m) => m.id), { timeout: 20_000 })
    .toContain(gangster);
  expect((await view(SEAT)).gangsterRiver).not.toContain(gangster);
  await players.settled(SEAT);
}

test('host and phone: header, hint and the host’s tools apart; the status bar whole', async () => {
  // In English, Korean and German (test-results/chrome-gangsta-*.png); the host's laptop window
  // made phone-sized (the layout follows the width).
  const found = [
    ...(await chromeAcross(
      players.pages[0]!,
      'gangsta-host',
      () => players.settled(0),
      () => view(0).then((v) => boxesOn(players.pages[0]!, [v.players[0]!.boss])),
    )),
    ...(await chromeAcross(
      phone,
      'gangsta-seat2',
      () => players.settled(SEAT),
      () => view(SEAT).then((v) => boxesOn(phone, [v.players[SEAT]!.boss])),
    )),
  ];
  expect(found).toEqual([]);
}, 240_000);

test('every corner’s panels inside their reserve, at every size and language', async () => {
  // The reserves are what the seat's view keeps the pieces out of: a panel past its reserve
  // would cover pieces (hud-kit's HUD_SIZES and HUD_LANGUAGES; on the phone's page, its table
  // held still while the page takes each size).
  expect(await reservesAcross(phone, 'phone')).toEqual([]);
}, 180_000);

test('a long turn keeps its ending move in view: a laptop’s moves corner, a phone’s opened sheet', async () => {
  // The phone's table stays held while its page is a laptop's size (its moves' corner is read
  // through the page's boxes): it draws again at its own size.
  await phonesTurn(true);
  const end = phone.locator('.gangsta-moves > .moves__group--row').first();
  /** Whether the turn's ending move lies wholly inside the box of `around` (that scrolls). */
  const inView = async (around: string) => {
    const [a, b] = [(await end.boundingBox())!, (await phone.locator(around).boundingBox())!];
    return a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
  };
  // The phone's page at a laptop's size: its moves' corner, capped at its reserve, scrolls.
  await phone.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => inView('[data-hud-stack="bottom-right"]')).toBe(true);
  await phone.setViewportSize(PHONE);
  await players.back(SEAT);
  // (The handle rises with the sheet: found again before each tap.)
  const handle = async () => {
    const b = (await phone.locator('.hud__handle').boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  await touchTap(phone, await handle());
  await expect.poll(() => phone.locator('[data-sheet="open"]').count()).toBe(1);
  await expect.poll(() => inView('.hud__sheet')).toBe(true);
  await snap(phone, 'touch-gangsta-sheet-open-seat2');
  await touchTap(phone, await handle());
  await expect.poll(() => phone.locator('[data-sheet="closed"]').count()).toBe(1);
}, 90_000);

test('the phone recruits with a one-finger drag from the river onto its gang', async () => {
  const gangster = await phonesTurn();
  await players.settled(SEAT);
  await snap(phone, 'touch-gangsta-turn-seat2');
  const boss = (await view(SEAT)).players[SEAT]!.boss;
  await touchDrag(phone, await pointOn(phone, gangster), await pointOn(phone, boss));
  await recruited(gangster);
}, 90_000);

test('the phone recruits by tap then tap: the gangster, then its own gang', async () => {
  const gangster = await phonesTurn();
  await players.settled(SEAT);
  await touchTap(phone, await pointOn(phone, gangster));
  await expect
    .poll(() => gt(phone, 'carrying'), { timeout: 10_000 })
    .toEqual({ id: gangster, selected: true });
  const places = (await gt<{ kind: string }[]>(phone, 'targets')) ?? [];
  expect(places.length).toBeGreaterThan(0);
  await snap(phone, 'touch-gangsta-chosen-seat2');
  const spot = await spotOfZone(phone, places[0]!);
  expect(spot).not.toBeNull();
  await touchTap(phone, spot!);
  await recruited(gangster);
}, 90_000);

test('both 3D seats at the three sizes: nothing runs off the phone sizes', async () => {
  await hostBack();
  expect(await shootSizes(players, 'gangsta', [SEAT, 0])).toEqual([]);
  expect(players.problems).toEqual([]);
}, 120_000);

/** Cy: a third guest on the text table, in the main table's browser, for the table of four. */
async function textGuest(problems: string[]): Promise<Page> {
  const context = await phone
    .context()
    .browser()!
    .newContext({
      permissions: ['microphone', 'camera'],
      viewport: { width: 1280, height: 800 },
    });
  await context.addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`Cy pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`Cy console: ${m.text()}`);
  });
  await page.goto(players.url);
  await page.waitForFunction(() => 'gangTable' in window);
  return page;
}

/** Gangsta! with `names.length` players: the laptop host (page 0) and the phone guest (the last
 * seat) on the 3D table, the others on the text table; both 3D seats shot at the three sizes.
 * The main table's pages play it, already loaded (the host's page opens the new table in place
 * of the old, each guest leaves it for the new one): a browser and its pages opened and loaded
 * anew for each table cost more than the table's own shots. */
async function otherCount(names: readonly string[], guests: readonly Page[]): Promise<void> {
  const last = names.length - 1;
  const from = players.problems.length;
  const host = players.pages[0]!;
  const code = await gt<string>(host, 'createRoom', {
    game: 'gangsta',
    name: names[0],
    options: { consent: false },
  });
  for (const [k, page] of [...guests, phone].entries()) {
    await gt(page, 'joinRoom', code, names[k + 1]);
    await gt(page, 'ready');
  }
  // Every player ready in the seat they joined for, nobody else.
  const sitting = async () =>
    (await gt<Lobby>(host, 'lobby')).players.map(
      (p) => `${p.name}@${p.seat}${p.ready ? '' : ' (not ready)'}`,
    );
  await expect.poll(sitting).toEqual(names.map((n, i) => `${n}@${i}`));
  // Not awaited over the inspector (TablePlayers.start says why): every page's view says it.
  await host.evaluate(() => {
    void (window as unknown as { gangTable: { startGame(): Promise<void> } }).gangTable.startGame();
  });
  for (const page of [host, ...guests, phone]) {
    await expect
      .poll(async () => (await gt<GangstaView | null>(page, 'view'))?.players.length, {
        timeout: 30_000,
      })
      .toBe(names.length);
  }
  await Promise.all([players.settled(0), players.settled(SEAT)]);
  // The shots are named by the seats at this table (the phone's: the last).
  const seatOf = (i: number) => (i === SEAT ? last : i);
  expect(await shootSizes(players, `gangsta${names.length}`, [SEAT, 0], seatOf)).toEqual([]);
  expect(players.problems.slice(from)).toEqual([]);
}

test('two players: both 3D seats at the three sizes', async () => {
  await otherCount(['Host', 'Phone'], []);
}, 240_000);

test('four players: both 3D seats at the three sizes', async () => {
  const problems: string[] = [];
  const cy = await textGuest(problems);
  try {
    await otherCount(['Host', 'Bea', 'Cy', 'Phone'], [players.pages[1]!, cy]);
  } finally {
    await cy.context().close();
  }
  expect(problems).toEqual([]);
}, 300_000);
